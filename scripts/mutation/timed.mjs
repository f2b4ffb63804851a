// Runs one StrykerJS configuration and records when it finished, its wall time and how many results it reused, so
// docs/mutation.md states the date and the cost of the figures it prints. `node scripts/mutation/timed.mjs oracles`.

import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

const [name, ...extra] = process.argv.slice(2);
if (name !== 'oracles' && name !== 'reference') {
  console.error('usage: node scripts/mutation/timed.mjs oracles|reference [stryker options]');
  process.exit(2);
}
const started = Date.now();
const child = spawn('npx', ['stryker', 'run', `stryker.${name}.config.mjs`, ...extra], {
  stdio: ['inherit', 'pipe', 'inherit'],
});
let reused;
child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  const m = /(\d+) of (\d+) mutant result\(s\) are reused/.exec(chunk.toString());
  if (m !== null) reused = { reused: Number(m[1]), of: Number(m[2]) };
});
child.on('close', (code) => {
  mkdirSync('reports/mutation', { recursive: true });
  const run = {
    finished: new Date().toISOString(),
    seconds: Math.round((Date.now() - started) / 1000),
    options: extra,
    reused: reused?.reused ?? 0,
    exit: code,
  };
  writeFileSync(`reports/mutation/${name}-run.json`, `${JSON.stringify(run, null, 2)}\n`);
  process.exit(code ?? 1);
});
