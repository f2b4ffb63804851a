// The test StrykerJS runs for each mutant of the reference server: the whole conformance run against the reference
// server (built once, the mutant chosen by __STRYKER_ACTIVE_MUTANT__), its exit code mapped and recorded.

import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import {
  appendFileSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { clearTimeout, setTimeout } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * Exit codes of `run` and what a mutant makes of them: 1 DOES NOT CONFORM (a MUST failed: killed); 2 NOT DETERMINED
 * (the mutant broke start-up or the run was cut short) and anything else (a crash) detected, since no user reads
 * CONFORMS, but counted apart in docs/mutation.md; 0 CONFORMS survived, unless a SHOULD requirement failed, or a MUST
 * the clean run exercised went unexercised (the report shows the mutant, no verdict does: detected, and each counted
 * apart too). A server that hides every scan form earns CONFORMS with those requirements "not exercised", the verdict
 * of an account without forms; the mutation run knows the clean server had them, so it counts the loss.
 */
const SURVIVED = 0;
const DETECTED = 1;

// Always the sandbox's reference server: a target configured in the environment must never receive a mutant's run.
const runEnv = { ...process.env };
for (const name of ['ORDERS_BASE_URL', 'SCAN_FORMS_BASE_URL', 'API_KEY', 'SECOND_API_KEY', 'REPORT_DIR', 'CA_FILE'])
  delete runEnv[name];
for (const name of ['ENABLED_METADATA_KEYS', 'SECOND_ENABLED_METADATA_KEYS', 'SEED', 'ONLY']) delete runEnv[name];
// The reference answers each request within milliseconds; a mutant that leaves one unanswered should cost seconds,
// not the default ten seconds a request, which turned a run of such a mutant into a minute.
runEnv.REQUEST_TIMEOUT_MS = process.env.MUTATION_REQUEST_TIMEOUT_MS ?? '4000';
const serverEnv = { ...runEnv };

const mutant = process.env.__STRYKER_ACTIVE_MUTANT__;
const log = process.env.MUTATION_EXIT_LOG;
const coverageFile = process.env.MUTATION_COVERAGE_FILE;
// The MUST requirements the clean run exercised (judged pass), written by that run and read by every mutant's.
const exercisedFile = process.env.MUTATION_EXERCISED_FILE;
// The orders the suite keeps for good (its `keep-` namespace), as the clean run's discovery run created them: every
// run against the server finds them held from before, as every run but an account's first does.
const lastingFile = process.env.MUTATION_LASTING_FILE;
const given = (file) => file !== undefined && file !== '';
// On a fresh clone reports/ does not exist yet: the first record would fail the clean run, and StrykerJS would stop there.
for (const file of [log, coverageFile, exercisedFile, lastingFile])
  if (given(file)) mkdirSync(dirname(file), { recursive: true });

// The clean run (no mutant active) records which mutants any of its requests reaches; a mutant it never reaches
// cannot change this run's verdict, so it survives at once (counted apart as unreached in docs/mutation.md).
if (given(coverageFile)) {
  if (mutant === undefined) {
    rmSync(coverageFile, { force: true });
    const preload = new URL('./record-coverage.mjs', import.meta.url).href;
    serverEnv.NODE_OPTIONS = `${serverEnv.NODE_OPTIONS ?? ''} --import=${preload}`.trim();
  } else if (existsSync(coverageFile) && !JSON.parse(readFileSync(coverageFile, 'utf8')).includes(mutant)) {
    if (given(log)) appendFileSync(log, `${JSON.stringify({ mutant, exit: 0, unreached: true })}\n`);
    process.exit(SURVIVED);
  }
}

/**
 * Starts `node dist/src/reference/main.js` with the legacy account and waits (at most 30 s) for the environment lines
 * it prints; `envFile` holds them for `run --dotenv`. Its output goes to a file, which nobody has to keep reading.
 */
async function startReference(dir, { lasting, env }) {
  const out = join(dir, 'server.out');
  const fd = openSync(out, 'w');
  const legacy = process.env.MUTATION_LEGACY_ORDERS ?? '2000';
  const args = ['dist/src/reference/main.js', '--seed', '1', '--orders', legacy, '--runs', '3', '--port', '0'];
  if (lasting !== undefined) args.push('--lasting', lasting);
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const late = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(late);
  };
  for (let waited = 0; waited < 30_000; waited += 50) {
    const text = readFileSync(out, 'utf8');
    if (/^CA_FILE=.*\n/m.test(text)) {
      const envFile = join(dir, 'target.env');
      writeFileSync(
        envFile,
        text
          .split('\n')
          .filter((l) => /^[A-Z_]+=/.test(l))
          .join('\n'),
      );
      return { envFile, stop };
    }
    if (child.exitCode !== null || child.signalCode !== null) break;
    await sleep(50);
  }
  await stop();
  return { problem: readFileSync(out, 'utf8').trim().split('\n').at(-1) ?? 'no output', stop };
}

/** One conformance run against the reference server (`server`: its lasting file, its env), the report in `dir`/report. */
async function runAgainstReference(dir, server) {
  const reference = await startReference(dir, server);
  const run =
    reference.envFile === undefined
      ? { status: 2, signal: null, stdout: '', stderr: `the reference server did not start: ${reference.problem}` }
      : spawnSync(
          process.execPath,
          [
            'bin/osf-conformance.js',
            'run',
            '--seed',
            '1',
            '--deadline',
            '120000',
            '--dotenv',
            reference.envFile,
            '--report-dir',
            join(dir, 'report'),
          ],
          { env: runEnv, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
        );
  await reference.stop();
  return run;
}

/**
 * The references of the lasting orders a run created on the first account (the one that holds older orders): the
 * bodies of its creates answered 2xx with API_KEY, from its report's evidence.
 */
function lastingCreated(reportFile) {
  const found = new Set();
  for (const requirement of JSON.parse(readFileSync(reportFile, 'utf8')).requirements)
    for (const { request, status } of requirement.evidence ?? []) {
      if (request?.method !== 'POST' || typeof request.body !== 'string' || !(status >= 200 && status < 300)) continue;
      if (request.authShell !== 'Bearer $API_KEY') continue;
      try {
        const { reference } = JSON.parse(request.body);
        if (typeof reference === 'string' && reference.startsWith('osfc-keep-')) found.add(reference);
      } catch {
        // A malformed body is one the run sent on purpose: no lasting order.
      }
    }
  return [...found].sort();
}

const reports = mkdtempSync(join(tmpdir(), 'osf-mutant-'));
const started = Date.now();
// The clean run first runs once on an account that has never seen the suite, to learn the lasting orders it creates.
if (given(lastingFile) && mutant === undefined) {
  const discovery = join(reports, 'discovery');
  mkdirSync(discovery);
  // Without the coverage preload: the clean run's requests alone say which mutants are reached.
  await runAgainstReference(discovery, { env: runEnv });
  writeFileSync(lastingFile, `${JSON.stringify(lastingCreated(join(discovery, 'report', 'conformance.json')))}\n`);
}
// The reference server runs on its own, as a target: its first account then holds orders from before it started
// (MUTATION_LEGACY_ORDERS, default 2,000, the orders of 3 earlier runs, and the lasting orders), as a long-lived
// staging account does, so the run reaches the streamed order listing and its back-pressure, and the updates that
// find a lasting order, which the embedded server (no such orders) never serves. Its coverage is the clean run's.
const lasting = given(lastingFile) && existsSync(lastingFile) ? lastingFile : undefined;
const run = await runAgainstReference(reports, { lasting, env: serverEnv });
const exit = run.status ?? 128;
/** The run's requirements from its own report (none when it was not written). */
function requirementsOfRun() {
  try {
    return JSON.parse(readFileSync(join(reports, 'report', 'conformance.json'), 'utf8')).requirements;
  } catch {
    return [];
  }
}

const requirements = requirementsOfRun();
const idsOf = (level, verdicts) =>
  requirements.filter((r) => r.level === level && verdicts.includes(r.verdict)).map((r) => r.id);
const lastLine = `${run.stdout ?? ''}${run.stderr ?? ''}`.trim().split('\n').at(-1) ?? '';
const failed = idsOf('MUST', ['fail']);
const should = idsOf('SHOULD', ['fail']);
let lost = [];
if (given(exercisedFile) && mutant === undefined && exit === 0)
  writeFileSync(exercisedFile, `${JSON.stringify(idsOf('MUST', ['pass']))}\n`);
else if (given(exercisedFile) && exit === 0 && existsSync(exercisedFile)) {
  const judged = new Set(idsOf('MUST', ['pass', 'fail']));
  lost = JSON.parse(readFileSync(exercisedFile, 'utf8')).filter((id) => !judged.has(id));
}
rmSync(reports, { recursive: true, force: true });
if (given(log)) {
  const record = {
    mutant: mutant ?? null,
    exit,
    signal: run.signal,
    failed,
    should,
    ...(lost.length === 0 ? {} : { lost }),
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
else if (lost.length > 0) console.log(`mutation-kill: LOST COVERAGE (${lost.join(', ')})`);
process.exit(exit === 0 && should.length === 0 && lost.length === 0 ? SURVIVED : DETECTED);
