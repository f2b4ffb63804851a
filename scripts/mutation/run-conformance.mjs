// The test StrykerJS runs for each mutant of the reference server: the whole conformance run against the embedded
// server (built once, the mutant chosen by __STRYKER_ACTIVE_MUTANT__), its exit code mapped and recorded.

import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Exit codes of `run` and what a mutant makes of them: 1 DOES NOT CONFORM (a MUST failed: killed); 2 NOT DETERMINED
 * (the mutant broke start-up or the run was cut short) and anything else (a crash) detected, since no user reads
 * CONFORMS, but counted apart in docs/mutation.md; 0 CONFORMS survived, unless a SHOULD requirement failed (the report
 * shows the mutant, no verdict does: detected, and counted apart too).
 */
const SURVIVED = 0;
const DETECTED = 1;

// Always the embedded server: a target configured in the environment must never receive a mutant's run.
const env = { ...process.env };
for (const name of ['ORDERS_BASE_URL', 'SCAN_FORMS_BASE_URL', 'API_KEY', 'SECOND_API_KEY', 'REPORT_DIR', 'CA_FILE'])
  delete env[name];

const reports = mkdtempSync(join(tmpdir(), 'osf-mutant-'));
const started = Date.now();
const run = spawnSync(
  process.execPath,
  ['bin/osf-conformance.js', 'run', '--seed', '1', '--deadline', '120000', '--report-dir', reports],
  { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
const exit = run.status ?? 128;

/** The requirements of a level that failed, read from the run's own report (none when it was not written). */
function failedOf(level) {
  try {
    const report = JSON.parse(readFileSync(join(reports, 'conformance.json'), 'utf8'));
    return report.requirements.filter((r) => r.level === level && r.verdict === 'fail').map((r) => r.id);
  } catch {
    return [];
  }
}

const failed = failedOf('MUST');
const should = failedOf('SHOULD');
rmSync(reports, { recursive: true, force: true });
const log = process.env.MUTATION_EXIT_LOG;
if (log !== undefined && log !== '') {
  const lastLine = `${run.stdout ?? ''}${run.stderr ?? ''}`.trim().split('\n').at(-1) ?? '';
  const record = {
    mutant: process.env.__STRYKER_ACTIVE_MUTANT__ ?? null,
    exit,
    signal: run.signal,
    failed,
    should,
    ms: Date.now() - started,
    ...(exit === 1 ? {} : { last: lastLine.slice(0, 300) }),
  };
  appendFileSync(log, `${JSON.stringify(record)}\n`);
}
process.exit(exit === 0 && should.length === 0 ? SURVIVED : DETECTED);
