// Lists the mutants a StrykerJS configuration makes, without running any: id, place, mutator, the code and its
// replacement, and why an ignorer left it out. `node scripts/mutation/list-mutants.mjs stryker.reference.config.mjs`.

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Instrumenter } from '@stryker-mutator/instrumenter';

const [configFile = 'stryker.reference.config.mjs', filter = 'all'] = process.argv.slice(2);
const config = (await import(pathToFileURL(resolve(configFile)).href)).default;

/** The files the `mutate` patterns name (the forms this project uses: `dir/**\/*.ts`, `dir/**`, a file; `!` excludes). */
function filesOf(patterns) {
  const matches = (pattern, file) =>
    pattern.endsWith('/**/*.ts')
      ? file.startsWith(pattern.slice(0, -'**/*.ts'.length)) && file.endsWith('.ts')
      : pattern.endsWith('/**')
        ? file.startsWith(pattern.slice(0, -'**'.length))
        : file === pattern;
  const roots = [...new Set(patterns.filter((p) => !p.startsWith('!')).map((p) => p.split('/**')[0]))];
  const all = roots.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' }).map((f) => join(root, f).split('\\').join('/')),
  );
  return [...new Set(all)]
    .filter((f) => patterns.some((p) => !p.startsWith('!') && matches(p, f)))
    .filter((f) => !patterns.some((p) => p.startsWith('!') && matches(p.slice(1), f)))
    .sort();
}

const ignorers = [];
for (const plugin of (config.plugins ?? []).filter((p) => p.startsWith('.'))) {
  const { strykerPlugins } = await import(pathToFileURL(resolve(plugin)).href);
  for (const p of strykerPlugins) if ((config.ignorers ?? []).includes(p.name)) ignorers.push(p.value);
}

const quiet = { isDebugEnabled: () => false, debug() {}, info() {}, warn: console.warn, error: console.error };
const files = filesOf(config.mutate).map((name) => ({
  name: resolve(name),
  content: readFileSync(name, 'utf8'),
  mutate: true,
}));
const { mutants } = await new Instrumenter(quiet).instrument(files, {
  plugins: null,
  excludedMutations: config.mutator?.excludedMutations ?? [],
  ignorers,
  noHeader: false,
});

const lines = new Map(files.map((f) => [f.name, f.content.split('\n')]));
const counts = { all: mutants.length, ignored: 0 };
for (const m of mutants) {
  if (m.status === 'Ignored') counts.ignored++;
  if ((filter === 'run' && m.status === 'Ignored') || (filter === 'ignored' && m.status !== 'Ignored')) continue;
  // The instrumenter's locations count lines and columns from 0.
  const { start, end } = m.location;
  const source = lines.get(m.fileName);
  const original =
    start.line === end.line
      ? source[start.line].slice(start.column, end.column)
      : `${source[start.line].slice(start.column)}…`;
  const place = `${relative(process.cwd(), m.fileName)}:${start.line + 1}:${start.column + 1}`;
  const ignored = m.status === 'Ignored' ? `  [ignored: ${m.statusReason}]` : '';
  console.log(
    `${m.id}\t${place}\t${m.mutatorName}\t${original.trim().slice(0, 70)} -> ${m.replacement.replace(/\s+/g, ' ').slice(0, 70)}${ignored}`,
  );
}
console.error(`${counts.all} mutants, ${counts.ignored} ignored, ${counts.all - counts.ignored} to run`);
