// The test StrykerJS runs for each mutant of the reference server: the whole conformance run against the embedded
// server (built once, the mutant chosen by __STRYKER_ACTIVE_MUTANT__), its exit code mapped and recorded.

import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

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

const mutant = process.env.__STRYKER_ACTIVE_MUTANT__;
const log = process.env.MUTATION_EXIT_LOG;
const coverageFile = process.env.MUTATION_COVERAGE_FILE;
// On a fresh clone reports/ does not exist yet: the first record would fail the clean run, and StrykerJS would stop there.
for (const file of [log, coverageFile])
  if (file !== undefined && file !== '') mkdirSync(dirname(file), { recursive: true });

// The clean run (no mutant active) records which mutants any of its requests reaches; a mutant it never reaches
// cannot change this run's verdict, so it survives at once (counted apart as unreached in docs/mutation.md).
if (coverageFile !== undefined && coverageFile !== '') {
  if (mutant === undefined) {
    rmSync(coverageFile, { force: true });
    const preload = new URL('./record-coverage.mjs', import.meta.url).href;
    env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} --import=${preload}`.trim();
  } else if (existsSync(coverageFile) && !JSON.parse(readFileSync(coverageFile, 'utf8')).includes(mutant)) {
    if (log !== undefined && log !== '')
      appendFileSync(log, `${JSON.stringify({ mutant, exit: 0, unreached: true })}\n`);
    process.exit(SURVIVED);
  }
}

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

const lastLine = `${run.stdout ?? ''}${run.stderr ?? ''}`.trim().split('\n').at(-1) ?? '';
const failed = failedOf('MUST');
const should = failedOf('SHOULD');
rmSync(reports, { recursive: true, force: true });
if (log !== undefined && log !== '') {
  const record = {
    mutant: mutant ?? null,
    exit,
    signal: run.signal,
    failed,
    should,
    ms: Date.now() - started,
    ...(exit === 1 ? {} : { last: lastLine.slice(0, 300) }),
  };
  appendFileSync(log, `${JSON.stringify(record)}\n`);
}
// The one line StrykerJS keeps as a killed mutant's reason (docs/mutation.md counts the kinds of kill from it).
if (exit === 1) console.log(`mutation-kill: DOES NOT CONFORM (${failed.join(', ')})`);
else if (exit === 2) console.log(`mutation-kill: NOT DETERMINED (${lastLine.slice(0, 200)})`);
else if (exit !== 0) console.log(`mutation-kill: CRASH (exit ${exit}${run.signal ? `, ${run.signal}` : ''})`);
else if (should.length > 0) console.log(`mutation-kill: SHOULD (${should.join(', ')})`);
process.exit(exit === 0 && should.length === 0 ? SURVIVED : DETECTED);
