// The GitHub Action's step (action.yml runs it): its inputs to a `run` of the command line, then the outputs
// (verdict, report-dir) and one `::error` per failing requirement. The exit code is the command line's.

import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UsageError } from '../errors.js';
import { packageRoot } from '../package-root.js';
import { readReport } from '../report/read.js';
import { annotations, outputLines, verdictOutput } from './annotations.js';
import { actionRun, type ActionRun } from './inputs.js';

/** The command line itself, so the Action's verdict is `run`'s, step summary included (GITHUB_STEP_SUMMARY). */
function runCli(run: ActionRun): Promise<number | null> {
  const bin = fileURLToPath(new URL('bin/osf-conformance.js', packageRoot));
  const child = spawn(process.execPath, [bin, ...run.args], {
    env: { ...process.env, ...run.env },
    stdio: 'inherit',
  });
  return new Promise((done, fail) => {
    child.on('error', fail);
    child.on('close', done);
  });
}

/** The reports a run left: its own conformance.json, or a fleet's one per target folder. */
function reportsIn(dir: string, fleet: boolean): Array<{ target?: string; file: string }> {
  if (!fleet) return existsSync(join(dir, 'conformance.json')) ? [{ file: dir }] : [];
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(dir, e.name, 'conformance.json')))
    .map((e) => ({ target: e.name, file: join(dir, e.name) }));
}

async function main(): Promise<number> {
  let run: ActionRun;
  try {
    run = actionRun(process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.log(`::error title=osf-conformance::${error.message}`);
    return 2;
  }
  const code = await runCli(run);
  const reportDir = resolve(run.reportDir);
  for (const { target, file } of reportsIn(reportDir, run.fleet))
    for (const line of annotations(readReport(file), target)) console.log(line);
  const outputs = { verdict: verdictOutput(code), 'report-dir': reportDir };
  const path = process.env.GITHUB_OUTPUT;
  if (path !== undefined && path !== '') appendFileSync(path, outputLines(outputs));
  return code ?? 2;
}

process.exitCode = await main();
