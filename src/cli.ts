// The command line: `run` (the main job), `list` (every requirement, no request sent).
// Exit codes: 0 every MUST passed, 1 a MUST failed, 2 usage or configuration error (one line, no stack).

import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { mergeSources, readDotenv, resolveConfig, type Env } from './config/config.js';
import { UsageError } from './config/usage-error.js';
import { Scrubber } from './http/secrets.js';
import { runConformance } from './runner/run.js';
import { planRun, renderPlan } from './runner/plan.js';
import { writeReports } from './report/write.js';
import { renderSummary, styleFor } from './report/terminal.js';
import { compareClauses } from './requirements/requirement.js';
import { catalogue, untestable } from '../suites/index.js';

const USAGE = `usage: osf-conformance <command> [options]

commands:
  run      run the conformance suites (against the embedded reference server when ORDERS_BASE_URL is unset)
  list     print every requirement (id, clause, level, statement) without sending a request

run options:
  --only <ids or sections>   comma-separated requirement ids or spec sections (e.g. 5,AUTH-MISSING-401)
  --report-dir <dir>         where reports go (REPORT_DIR, default reports/)
  --orders-base-url <url>    the spec's {base_url} (ORDERS_BASE_URL)
  --scan-forms-base-url <url> the spec's {scan_base_url} (SCAN_FORMS_BASE_URL)
  --seed <n>                 seed of generated values (SEED)
  --num-runs <n>             fast-check runs per property (NUM_RUNS)
  --env-file <path>          dotenv file to read (default .env)
  --deadline <ms>            whole-run deadline (RUN_DEADLINE_MS, default 300000); the run is then reported incomplete
  --request-timeout <ms>     per-request timeout (REQUEST_TIMEOUT_MS, default 10000)
  --dry-run                  print the requests each requirement would send (method and path template); send none`;

const FLAG_TO_ENV: Record<string, string> = {
  'report-dir': 'REPORT_DIR',
  'orders-base-url': 'ORDERS_BASE_URL',
  'scan-forms-base-url': 'SCAN_FORMS_BASE_URL',
  seed: 'SEED',
  'num-runs': 'NUM_RUNS',
  deadline: 'RUN_DEADLINE_MS',
  'request-timeout': 'REQUEST_TIMEOUT_MS',
};

async function run(args: string[], env: Env): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      only: { type: 'string' },
      'env-file': { type: 'string' },
      'dry-run': { type: 'boolean' },
      ...Object.fromEntries(Object.keys(FLAG_TO_ENV).map((k) => [k, { type: 'string' as const }])),
    },
    strict: true,
    allowPositionals: false,
  });
  const flags: Record<string, string | undefined> = {};
  for (const [flag, name] of Object.entries(FLAG_TO_ENV)) flags[name] = values[flag as keyof typeof values] as string | undefined;
  const config = resolveConfig(mergeSources(readDotenv(values['env-file'] ?? '.env'), env, flags));
  const only = values.only?.split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (values['dry-run'] === true) {
    console.log(renderPlan(await planRun(config, only), config));
    return 0;
  }
  const style = styleFor(process.stderr, env);
  const live = process.stderr.isTTY === true;
  const result = await runConformance({
    config,
    only,
    onOutcome: (outcome, done, total) => {
      if (live) process.stderr.write(`\r\u001b[2K  ${done}/${total} requirements · last: ${outcome.id} ${outcome.verdict}`);
    },
  });
  if (live) process.stderr.write('\r\u001b[2K');
  const scrubber = new Scrubber([['API_KEY', result.target.apiKey], ['SECOND_API_KEY', result.target.secondApiKey]]);
  const files = writeReports(result.report, resolve(config.reportDir), scrubber);
  // The positive control failed: one line and exit 2, the reports (marked incomplete) already written.
  if (result.stopped !== undefined) throw new UsageError(scrubber.scrub(`${result.stopped} (reports: ${resolve(config.reportDir)})`));
  console.log(scrubber.scrub(renderSummary(result.report, files.map((f) => f.path), style)));
  return result.report.verdict === 'pass' ? 0 : 1;
}

function list(): number {
  const rows = [...catalogue].sort((a, b) => compareClauses(a.clause, b.clause) || a.id.localeCompare(b.id));
  for (const r of rows) console.log(`${r.id.padEnd(34)} ${r.clause.padEnd(7)} ${r.level.padEnd(6)} ${r.statement}`);
  console.log(`\n${rows.length} requirements. Not checkable from outside:`);
  for (const u of untestable) console.log(`  ${u.clause.padEnd(7)} ${u.statement} (${u.reason})`);
  return 0;
}

export async function main(argv: string[], env: Env): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'run':
      return run(rest, env);
    case 'list':
      return list();
    case undefined:
    case '--help':
    case '-h':
    case 'help':
      console.log(USAGE);
      return command === undefined ? 2 : 0;
    default:
      throw new UsageError(`unknown command "${command}"; try \`osf-conformance --help\``);
  }
}
