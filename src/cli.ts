// The command line: `run` (the main job, optionally --certify or a fleet), `list`, `compare`, `verify`, `matrix`
// and `init`.
// Exit codes: 0 success, 1 a MUST failed / a regression / a bundle edited, 2 usage or configuration error.

import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { mergeSources, readDotenv, resolveConfig, type Env } from './config/config.js';
import { prepareReportDir } from './config/report-dir.js';
import { UsageError } from './errors.js';
import { Scrubber } from './evidence/secrets.js';
import { assertCertifiable } from './certify/preconditions.js';
import { checkProductInfo, type ProductInfo } from './certify/statement.js';
import { applyExpectations, readExpectations, unknownExpectationIds } from './report/expectations.js';
import {
  LogProgress,
  renderProgress,
  renderStartLine,
  renderStillRunning,
  renderSummary,
  styleFor,
} from './report/terminal.js';
import { finalVerdict } from './report/verdict.js';
import { hangingWrap } from './report/wrap.js';
import { compareRequirements } from './requirements/requirement.js';
import { matchesSelection, unmatchedSelection } from './requirements/select.js';
import { SPEC_VERSION, SUITE_NAME, SUITE_VERSION } from './version.js';
import { untestable } from '../suites/untestable.js';
import type { RequirementRecord } from './requirements/requirement.js';
// Types only: the runner itself is loaded on demand (see run), so list, compare and verify start without it.
import type { RunRequest } from './runner/run.js';

const USAGE = `usage: osf-conformance <command> [options]

commands:
  run               run the conformance suites (against the embedded reference server when ORDERS_BASE_URL is unset)
  list              print every requirement (id, clause, level, rule) without sending a request
  compare OLD NEW   compare two conformance.json files (or report directories); exit 1 on any regression
  verify BUNDLE     check that a certification bundle is as written; exit 1 if a file was edited, added or removed
  matrix PATH...    the conformance matrix (matrix.html, matrix.md) of conformance.json files or folders holding them
  init              write a commented .env template in the current folder (never overwrites one)
  --version, -v     print the suite's version and the spec edition it checks

run options:
  --only <ids or sections>   comma-separated requirement ids or spec sections (e.g. 5,AUTH-MISSING-401); marks the run partial
  --expectations <file>      known failures, JSON {"REQ-ID": {"reason": "...", "link": "https://..."}} (EXPECTATIONS_FILE)
  --report-dir <dir>         where reports go (REPORT_DIR, default reports/)
  --orders-base-url <url>    the spec's {base_url} (ORDERS_BASE_URL)
  --scan-forms-base-url <url> the spec's {scan_base_url} (SCAN_FORMS_BASE_URL)
  --seed <n>                 seed of generated values (SEED)
  --num-runs <n>             fast-check runs per property (NUM_RUNS)
  --dotenv <path>            dotenv file to read (default .env)
  --deadline <ms>            whole-run deadline (RUN_DEADLINE_MS, default 300000); the run is then reported incomplete
  --request-timeout <ms>     per-request timeout (REQUEST_TIMEOUT_MS, default 10000)
  --dry-run                  print the requests each requirement would send (method and path template); send none
  --certify                  write a certification bundle to <report dir>/certification (refuses --only,
                             an expectations file and NUM_RUNS below 12); needs:
  --vendor <name>            (CERTIFY_VENDOR)
  --product <name>           (CERTIFY_PRODUCT)
  --product-version <v>      (CERTIFY_PRODUCT_VERSION)
  --targets <fleet.json>     run every target of a fleet file, each into <report dir>/<name>/, then the matrix;
                             exit 0 all conform, 1 any broke a MUST, 2 any could not be tested
  --parallel <n>             targets run at once with --targets (default 2)

matrix options:
  --out <dir>                where matrix.html and matrix.md go (default the current directory)

list options:
  --json                     machine-readable output
  --only <ids or sections>   list only what \`run --only\` would run`;

/** How long a log may stay silent during a run before a "still running" line says how far it got. */
const HEARTBEAT_MS = 30_000;

const FLAG_TO_ENV: Record<string, string> = {
  'report-dir': 'REPORT_DIR',
  'orders-base-url': 'ORDERS_BASE_URL',
  'scan-forms-base-url': 'SCAN_FORMS_BASE_URL',
  seed: 'SEED',
  'num-runs': 'NUM_RUNS',
  deadline: 'RUN_DEADLINE_MS',
  'request-timeout': 'REQUEST_TIMEOUT_MS',
};

function blankToUndefined(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

/** The requirement catalogue, loaded only by the commands that need it (list, --only, expectations). */
async function loadCatalogue(): Promise<readonly RequirementRecord[]> {
  return (await import('../suites/index.js')).catalogue;
}

/** The modules only the end of a run uses: the report writers, the certification bundle, the rerun command. */
type Finishing = [
  typeof import('./report/write.js'),
  typeof import('./certify/bundle.js'),
  typeof import('./report/reproduce.js'),
];

/**
 * Loads the Finishing modules once, when first asked: a run asks as its first requirement settles, so they load
 * while it waits on the network rather than before its first request.
 */
function finishingModules(): () => Promise<Finishing> {
  let loading: Promise<Finishing> | undefined;
  return () =>
    (loading ??= Promise.all([
      import('./report/write.js'),
      import('./certify/bundle.js'),
      import('./report/reproduce.js'),
    ]));
}

/** `--only` as a list; an empty or unmatched selection is a typo that would otherwise run the wrong thing. */
async function parseOnly(raw: string | undefined): Promise<string[] | undefined> {
  if (raw === undefined) return undefined;
  const only = raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (only.length === 0)
    throw new UsageError('--only needs at least one requirement id or spec section (see `osf-conformance list`)');
  const unknown = unmatchedSelection(await loadCatalogue(), only);
  if (unknown.length > 0)
    throw new UsageError(
      `--only: ${unknown.join(', ')} matches no requirement id or spec section (see \`osf-conformance list\`)`,
    );
  return only;
}

type OnOutcome = NonNullable<RunRequest['onOutcome']>;

/**
 * Progress on stderr while the suites run. A terminal gets one line rewritten in place; anything else (CI, a
 * pipe) gets plain lines as sections finish, every tenth of the run and at each failure, and a "still running"
 * line after HEARTBEAT_MS of silence, so a stall shows in a log instead of silence until the deadline.
 */
async function progressReporter(
  env: Env,
  only: readonly string[] | undefined,
  scrubber: Scrubber,
): Promise<{ onOutcome: OnOutcome; stop: () => void }> {
  if (process.stderr.isTTY === true) {
    const style = styleFor(process.stderr, env);
    return {
      onOutcome: (outcome, done, total, requests, clause) => {
        const line = renderProgress(
          { done, total, requests, id: outcome.id, clause, verdict: outcome.verdict },
          style,
          process.stderr.columns ?? 80,
        );
        process.stderr.write(`\r\u001b[2K${line}`);
      },
      stop: () => process.stderr.write('\r\u001b[2K'),
    };
  }
  // The section sizes come from the catalogue and the selection.
  const log = new LogProgress(
    new Map((await loadCatalogue()).filter((r) => matchesSelection(r, only)).map((r) => [r.id, r.clause])),
  );
  const started = Date.now();
  let lastLine = started;
  let settled = { done: 0, total: 0, requests: 0 };
  const write = (lines: readonly string[]) => {
    if (lines.length === 0) return;
    lastLine = Date.now();
    process.stderr.write(scrubber.scrub(`${lines.join('\n')}\n`));
  };
  const heartbeat = setInterval(() => {
    if (Date.now() - lastLine >= HEARTBEAT_MS) write([renderStillRunning(settled, Date.now() - started)]);
  }, HEARTBEAT_MS / 3);
  heartbeat.unref();
  return {
    onOutcome: (outcome, done, total, requests, clause) => {
      settled = { done, total, requests };
      write(
        log.lines({ done, total, requests, id: outcome.id, clause, verdict: outcome.verdict }, Date.now() - started),
      );
    },
    stop: () => clearInterval(heartbeat),
  };
}

async function run(args: string[], env: Env, options: MainOptions): Promise<number> {
  const { signal } = options;
  const { values } = parseArgs({
    args,
    options: {
      only: { type: 'string' },
      dotenv: { type: 'string' },
      'dry-run': { type: 'boolean' },
      expectations: { type: 'string' },
      certify: { type: 'boolean' },
      vendor: { type: 'string' },
      product: { type: 'string' },
      'product-version': { type: 'string' },
      targets: { type: 'string' },
      parallel: { type: 'string' },
      ...Object.fromEntries(Object.keys(FLAG_TO_ENV).map((k) => [k, { type: 'string' as const }])),
    },
    strict: true,
    allowPositionals: false,
  });
  const flags: Record<string, string | undefined> = {};
  for (const [flag, name] of Object.entries(FLAG_TO_ENV))
    flags[name] = values[flag as keyof typeof values] as string | undefined;
  const dotenv = readDotenv(values.dotenv ?? '.env', (warning) =>
    console.error(`osf-conformance: warning: ${warning}`),
  );
  const merged = mergeSources(dotenv, env, flags);
  if (values.targets !== undefined) {
    const { fleetCommand } = await import('./fleet/command.js');
    const given = Object.keys(values).filter((k) => values[k as keyof typeof values] !== undefined);
    const code = await fleetCommand({
      file: values.targets,
      parallel: values.parallel,
      only: await parseOnly(values.only),
      merged,
      given,
      stepSummary: blankToUndefined(env.GITHUB_STEP_SUMMARY),
      signal,
    });
    return signal?.aborted === true ? exitCodeOfInterrupt(signal) : code;
  }
  if (values.parallel !== undefined) throw new UsageError('--parallel belongs to --targets (a fleet file)');
  options.onSecrets?.([
    ['API_KEY', merged.API_KEY],
    ['SECOND_API_KEY', merged.SECOND_API_KEY],
  ]);
  const config = resolveConfig(merged);
  const only = await parseOnly(values.only);
  const expectationsFile = values.expectations ?? blankToUndefined(merged.EXPECTATIONS_FILE);

  // Everything a user can get wrong is checked here, before a request is sent or a server started.
  let product: ProductInfo | undefined;
  if (values.certify === true) {
    assertCertifiable({
      only,
      expectationsFile,
      numRuns: config.numRuns,
      embedded: config.ordersBaseUrl === undefined,
    });
    product = checkProductInfo({
      vendor: values.vendor ?? merged.CERTIFY_VENDOR,
      product: values.product ?? merged.CERTIFY_PRODUCT,
      productVersion: values['product-version'] ?? merged.CERTIFY_PRODUCT_VERSION,
    });
  } else if (values.vendor !== undefined || values.product !== undefined || values['product-version'] !== undefined) {
    throw new UsageError('--vendor, --product and --product-version belong to --certify');
  }
  const expectations = expectationsFile === undefined ? undefined : readExpectations(expectationsFile);
  if (expectations !== undefined) {
    const unknown = unknownExpectationIds(
      expectations,
      (await loadCatalogue()).map((r) => r.id),
    );
    if (unknown.length > 0)
      throw new UsageError(
        `expectations file ${expectations.source}: ${unknown.join(', ')} matches no requirement (see \`osf-conformance list\`)`,
      );
  }

  if (values['dry-run'] === true) {
    const { planRun, renderPlan } = await import('./runner/plan.js');
    console.log(renderPlan(await planRun(config, only), config));
    return 0;
  }

  // Before the first request: a run that could not write its reports must not send anything (writes included).
  const reportDir = prepareReportDir(config.reportDir);
  if (product !== undefined) prepareReportDir(resolve(reportDir, 'certification'), 'REPORT_DIR/certification');

  // Loaded here, not at the top: list, compare and verify must start without the suites, undici or the reference server.
  const { runConformance } = await import('./runner/run.js');
  const startScrubber = new Scrubber([
    ['API_KEY', config.apiKey],
    ['SECOND_API_KEY', config.secondApiKey],
  ]);
  const ordersUrl = config.ordersBaseUrl === undefined ? undefined : `${config.ordersBaseUrl}${config.ordersApiPrefix}`;
  const scanFormsUrl =
    config.ordersBaseUrl === undefined
      ? undefined
      : `${config.scanFormsBaseUrl ?? config.ordersBaseUrl}${config.scanFormsApiPrefix}`;
  // Said before any request, on a terminal and in a log alike: a CI log shows what is checked from the start.
  process.stderr.write(
    `${startScrubber.scrub(renderStartLine({ version: SUITE_VERSION, ordersUrl, scanFormsUrl, deadlineMs: config.runDeadlineMs, seed: config.seed }))}\n`,
  );
  const progress = await progressReporter(env, only, startScrubber);
  const finishing = finishingModules();
  let result: Awaited<ReturnType<typeof runConformance>>;
  try {
    result = await runConformance({
      config,
      only,
      onOutcome: (...settled) => {
        void finishing();
        progress.onOutcome(...settled);
      },
      ...(signal === undefined ? {} : { signal }),
    });
  } finally {
    progress.stop();
  }
  const [{ appendStepSummary, writeReports }, { writeCertificationBundle }, { runCommandFor }] = await finishing();

  const withCommand = { ...result.report, run: { ...result.report.run, command: runCommandFor(import.meta.url) } };
  const report = expectations === undefined ? withCommand : applyExpectations(withCommand, expectations);
  const scrubber = new Scrubber([
    ['API_KEY', result.target.apiKey],
    ['SECOND_API_KEY', result.target.secondApiKey],
  ]);
  const files = writeReports(report, reportDir, scrubber);
  const stepSummary = blankToUndefined(env.GITHUB_STEP_SUMMARY);
  if (stepSummary !== undefined) {
    try {
      appendStepSummary(stepSummary, report, scrubber);
    } catch (error) {
      // The reports are written and the verdict stands; a CI quirk must not turn it into exit 2.
      console.error(`osf-conformance: warning: could not append to GITHUB_STEP_SUMMARY (${(error as Error).message})`);
    }
  }
  // Interrupted: the reports (marked incomplete, with every order created so far) are written; say where.
  if (signal?.aborted === true) {
    const created = report.run.createdOrderReferences.length;
    console.error(
      scrubber.scrub(
        `osf-conformance: ${report.run.incomplete ?? 'interrupted'}; reports: ${reportDir} (${created} order${created === 1 ? '' : 's'} created, listed in conformance.json)`,
      ),
    );
    return exitCodeOfInterrupt(signal);
  }
  // The positive control failed: one line and exit 2, the reports (marked incomplete) already written.
  if (result.stopped !== undefined) throw new UsageError(scrubber.scrub(`${result.stopped} (reports: ${reportDir})`));
  const style = styleFor(process.stdout, env);
  // One verdict on the console, and the exit code follows it: the certification's under --certify, else the run's.
  const bundle = product === undefined ? undefined : writeCertificationBundle(report, reportDir, scrubber, product);
  const verdict = finalVerdict(report, bundle?.statement);
  const lines = [
    renderSummary(
      report,
      files.map((f) => f.path),
      style,
      verdict,
    ),
  ];
  if (bundle !== undefined) {
    lines.push(
      `  bundle: ${bundle.dir}`,
      `  MANIFEST.sha256 sha256: ${bundle.manifestSha256} (publish it; customers check with \`osf-conformance verify\`)`,
    );
  }
  console.log(scrubber.scrub(lines.join('\n')));
  return verdict.ok ? 0 : 1;
}

async function list(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { json: { type: 'boolean' }, only: { type: 'string' } },
    strict: true,
    allowPositionals: false,
  });
  const only = await parseOnly(values.only);
  const rows = (await loadCatalogue())
    .filter((r) => matchesSelection(r, only))
    .sort(compareRequirements)
    .map(({ id, clause, level, rule, quote, sends, tolerates }) => ({
      id,
      clause,
      level,
      rule,
      quote,
      sends,
      ...(tolerates === undefined ? {} : { tolerates }),
    }));
  if (values.json === true) {
    console.log(
      JSON.stringify(
        {
          suite: { name: SUITE_NAME, version: SUITE_VERSION },
          spec: { version: SPEC_VERSION },
          ...(only === undefined ? {} : { only }),
          requirements: rows,
          untestable,
        },
        null,
        2,
      ),
    );
    return 0;
  }
  // Every line fits CONSOLE_WIDTH: a rule continues under itself, past the id, clause and level columns.
  const print = (first: string, text: string) => console.log(hangingWrap(first, text).join('\n'));
  for (const r of rows) print(`${r.id.padEnd(34)} ${r.clause.padEnd(7)} ${r.level.padEnd(6)} `, r.rule);
  console.log('');
  print(
    '',
    `${rows.length} requirements${only === undefined ? '' : ` selected by --only ${only.join(',')}`}. Not checkable from outside:`,
  );
  for (const u of untestable) print(`  ${u.clause.padEnd(7)} `, `${u.statement} (${u.reason})`);
  return 0;
}

async function compare(args: string[], env: Env): Promise<number> {
  const [{ compareReports, hasRegression, renderComparison }, { readReportWithNote }] = await Promise.all([
    import('./report/compare.js'),
    import('./report/read.js'),
  ]);
  const { positionals } = parseArgs({ args, options: {}, strict: true, allowPositionals: true });
  const [oldPath, newPath, ...extra] = positionals;
  if (oldPath === undefined || newPath === undefined || extra.length > 0)
    throw new UsageError('compare needs two reports: osf-conformance compare OLD.json NEW.json');
  const [before, after] = [readReportWithNote(oldPath), readReportWithNote(newPath)];
  for (const note of [before.note, after.note]) if (note !== undefined) console.error(`note: ${note}`);
  const [oldReport, newReport] = [before.report, after.report];
  const comparison = compareReports(oldReport, newReport);
  console.log(renderComparison(comparison, oldReport, newReport, [oldPath, newPath], styleFor(process.stdout, env)));
  return hasRegression(comparison) ? 1 : 0;
}

async function verify(args: string[]): Promise<number> {
  const { renderBundleCheck, verifyBundle } = await import('./certify/bundle.js');
  const { positionals } = parseArgs({ args, options: {}, strict: true, allowPositionals: true });
  const [dir, ...extra] = positionals;
  if (dir === undefined || extra.length > 0)
    throw new UsageError('verify needs one directory: osf-conformance verify reports/certification');
  const check = verifyBundle(dir);
  console.log(renderBundleCheck(dir, check));
  return check.ok ? 0 : 1;
}

async function init(args: string[]): Promise<number> {
  const { writeEnvTemplate } = await import('./init.js');
  parseArgs({ args, options: {}, strict: true, allowPositionals: false });
  const path = writeEnvTemplate(process.cwd());
  console.log(
    `wrote ${path}: fill in ORDERS_BASE_URL and API_KEY (and ENABLED_METADATA_KEYS), then run \`npx osf-conformance run\``,
  );
  return 0;
}

/** A signal that stops a run: the exit code says which (128 + its number), as shells expect. */
export class Interrupted extends Error {
  override readonly name = 'Interrupted';
  constructor(readonly signalName: 'SIGINT' | 'SIGTERM') {
    super(`interrupted by ${signalName}`);
  }
}

function exitCodeOfInterrupt(signal: AbortSignal): number {
  return signal.reason instanceof Interrupted && signal.reason.signalName === 'SIGTERM' ? 143 : 130;
}

export interface MainOptions {
  /** Aborted on SIGINT / SIGTERM with an Interrupted reason: the run stops, writes its reports and exits 130 / 143. */
  readonly signal?: AbortSignal;
  /**
   * Told every key the run will use, including those read from a .env file, so the caller's last-resort
   * error line (src/main.ts) can scrub them too.
   */
  readonly onSecrets?: (keys: ReadonlyArray<readonly [string, string | undefined]>) => void;
}

export async function main(argv: string[], env: Env, options: MainOptions = {}): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== undefined && command !== 'help' && (rest.includes('--help') || rest.includes('-h'))) {
    console.log(USAGE);
    return 0;
  }
  switch (command) {
    case 'run':
      return run(rest, env, options);
    case 'list':
      return list(rest);
    case 'compare':
      return compare(rest, env);
    case 'verify':
      return verify(rest);
    case 'matrix':
      return (await import('./report/matrix-command.js')).matrixCommand(rest);
    case 'init':
      return init(rest);
    case '--version':
    case '-v':
      console.log(`${SUITE_NAME} ${SUITE_VERSION} (spec: ${SPEC_VERSION})`);
      return 0;
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
