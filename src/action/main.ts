// The GitHub Action's step (action.yml runs it): its inputs to a `run` of the command line, then the outputs
// (verdict, report-dir), one `::error` per failing requirement and one for the verdict. The exit code is the run's.

import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UsageError } from '../errors.js';
import { packageRoot } from '../package-root.js';
import type { ConformanceReport } from '../report/model.js';
import { readReport } from '../report/read.js';
import { terminalText } from '../report/escape.js';
import {
  annotations,
  escapeData,
  outputLines,
  ownSummary,
  verdictAnnotation,
  verdictOutput,
  type VerdictOutput,
} from './annotations.js';
import { actionRun, input, settingsOf, type ActionRun } from './inputs.js';

/** The command line itself, so the Action's verdict is `run`'s; its last `osf-conformance:` line is kept for the log. */
function runCli(run: ActionRun): Promise<{ code: number | null; lastLine: string | undefined }> {
  const bin = fileURLToPath(new URL('bin/osf-conformance.js', packageRoot));
  const child = spawn(process.execPath, [bin, ...run.args], {
    env: { ...process.env, ...run.env },
    stdio: ['inherit', 'inherit', 'pipe'],
  });
  let lastLine: string | undefined;
  let pending = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    process.stderr.write(chunk);
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    lastLine = lines.filter((l) => l.startsWith('osf-conformance: ')).at(-1) ?? lastLine;
  });
  return new Promise((done, fail) => {
    child.on('error', fail);
    child.on('close', (code) => done({ code, lastLine: pending.startsWith('osf-conformance: ') ? pending : lastLine }));
  });
}

/**
 * The reports this run wrote: its own conformance.json, or a fleet's one per target folder (and the fleet's own,
 * when its configuration stopped it). A report of an earlier run left in the folder is never read as this one's.
 */
function reportsOf(dir: string, fleet: boolean, since: number): Array<{ target?: string; report: ConformanceReport }> {
  const fresh = (folder: string): ConformanceReport | undefined => {
    const file = join(folder, 'conformance.json');
    if (!existsSync(file) || statSync(file).mtimeMs < since - 1_000) return undefined;
    try {
      const report = readReport(file);
      return Date.parse(report.run.startedAt) >= since ? report : undefined;
    } catch {
      return undefined;
    }
  };
  const own = fresh(dir);
  const mine = own === undefined ? [] : [{ report: own }];
  if (!fleet || !existsSync(dir)) return mine;
  const targets = readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const report = e.isDirectory() ? fresh(join(dir, e.name)) : undefined;
    return report === undefined ? [] : [{ target: e.name, report }];
  });
  return [...mine, ...targets];
}

function sizeOf(path: string | undefined): number {
  return path !== undefined && existsSync(path) ? statSync(path).size : 0;
}

/** The outputs, the step summary (when the command line wrote none) and the verdict's line when no report says it. */
function settle(verdict: VerdictOutput, reportDir: string, summary: { path?: string; before: number }, line?: string) {
  if (line !== undefined) console.log(`::error title=osf-conformance::${escapeData(line)}`);
  if (summary.path !== undefined && sizeOf(summary.path) === summary.before)
    appendFileSync(summary.path, ownSummary(verdict, line ?? `the run ended with verdict ${verdict}`));
  const path = process.env.GITHUB_OUTPUT;
  if (path !== undefined && path !== '') appendFileSync(path, outputLines({ verdict, 'report-dir': reportDir }));
}

/** The Action's own inputs were wrong: NOT DETERMINED with the four reports, as the command line says its own. */
async function inputsRefused(error: UsageError, reportDir: string, summary: { path?: string; before: number }) {
  const { setupFailure } = await import('../output/setup-failure.js');
  const merged = { ...settingsOf(process.env), REPORT_DIR: reportDir };
  const said = await setupFailure(error, {
    merged,
    only: input(process.env, 'only'),
    dryRun: false,
    json: false,
    jsonPrinted: false,
    stepSummary: summary.path,
  });
  settle('not-determined', reportDir, summary, said.message);
}

async function main(): Promise<number> {
  const since = Date.now();
  const reportDir = resolve(input(process.env, 'report-dir') ?? 'osf-conformance-report');
  const path = process.env.GITHUB_STEP_SUMMARY?.trim() || undefined;
  const summary = { ...(path === undefined ? {} : { path }), before: sizeOf(path) };
  let run: ActionRun;
  try {
    run = actionRun(process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    await inputsRefused(error, reportDir, summary);
    return 2;
  }
  const { code, lastLine } = await runCli(run);
  const reports = reportsOf(reportDir, run.fleet, since);
  for (const { target, report } of reports) {
    for (const line of annotations(report, target)) console.log(line);
    console.log(verdictAnnotation(report, target));
  }
  const verdict = verdictOutput(
    code,
    reports.map((r) => r.report),
  );
  // No report of this run says why: the command line's own last line does, escaped for the log.
  const line = reports.length > 0 ? undefined : terminalText(lastLine ?? `the run ended with exit code ${code}`);
  settle(verdict, reportDir, summary, line?.replace(/^osf-conformance: /, ''));
  return code ?? 2;
}

process.exitCode = await main();
