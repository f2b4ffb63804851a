// The command line: `run` (the main job, optionally --certify or a fleet), `list`, `compare`, `verify`, `matrix`
// and `init`.
// Exit codes: 0 CONFORMS / success, 1 DOES NOT CONFORM / a regression / a bundle edited, 2 NOT DETERMINED (a setup,
// usage or configuration error, a run cut short or limited by the run itself).

import type { KeyObject } from 'node:crypto';
import { parseArgs } from 'node:util';
import { mergeSources, readDotenv, resolveConfig, type Env, type RunConfig } from './config/config.js';
import { prepareReportDir } from './config/report-dir.js';
import { terminalText, wellFormedJson } from './report/escape.js';
import { claimReportDir } from './config/report-lock.js';
import { StoppedRun, UsageError } from './errors.js';
import { nearMissWarnings } from './config/near-miss.js';
import { Scrubber } from './evidence/secrets.js';
import { assertCertifiable } from './certify/preconditions.js';
import { checkProductInfo, type ProductInfo } from './certify/statement.js';
import type { RunEnding } from './output/ending.js';
import type { Expectations } from './report/expectations.js';
import { checkedExpectations } from './api/run.js';
import { rerunOptionsOf } from './report/rerun-options.js';
import { runCommandFor } from './report/reproduce.js';
import { styleFor } from './report/terminal.js';
import { hangingWrap } from './report/wrap.js';
import { COMMANDS, commandHelp, flagErrorMessage, renderCommandHelp, renderGlobalHelp } from './help/commands.js';
import { didYouMean } from './help/suggest.js';
import { compareRequirements } from './requirements/requirement.js';
import { matchesSelection, selectedParts, unmatchedSelection } from './requirements/select.js';
import { SPEC_VERSION, SUITE_NAME, SUITE_VERSION } from './version.js';
import { untestable } from '../suites/untestable.js';
import type { RequirementRecord } from './requirements/requirement.js';

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

const RUN_OPTIONS = {
  only: { type: 'string' },
  dotenv: { type: 'string' },
  'dry-run': { type: 'boolean' },
  json: { type: 'boolean' },
  expectations: { type: 'string' },
  certify: { type: 'boolean' },
  vendor: { type: 'string' },
  product: { type: 'string' },
  'product-version': { type: 'string' },
  'sign-key': { type: 'string' },
  label: { type: 'string' },
  targets: { type: 'string' },
  target: { type: 'string' },
  parallel: { type: 'string' },
  'key-env': { type: 'string' },
  ...Object.fromEntries(Object.keys(FLAG_TO_ENV).map((k) => [k, { type: 'string' as const }])),
} as const;

function runValues(args: string[]) {
  return parseArgs({ args, options: RUN_OPTIONS, strict: true, allowPositionals: false }).values;
}

type RunValues = ReturnType<typeof runValues>;

/** `run`'s options, and the settings they make with .env and the environment (flags win, then env, then .env). */
function parseRun(args: string[], env: Env): { values: RunValues; merged: Env } {
  const values = runValues(args);
  const flags: Record<string, string | undefined> = {};
  for (const [flag, name] of Object.entries(FLAG_TO_ENV))
    flags[name] = values[flag as keyof typeof values] as string | undefined;
  const warn = (warning: string) => console.error(terminalText(`osf-conformance: warning: ${warning}`));
  const dotenv = readDotenv(values.dotenv ?? '.env', warn);
  for (const warning of nearMissWarnings([env, dotenv])) warn(warning);
  return { values, merged: mergeSources(dotenv, env, flags) };
}

/**
 * What a `run` that failed before it started can still tell of its settings: its options read leniently (the
 * error may be an unknown one), and flags, environment and .env merged as far as they can be.
 */
function lenientRun(args: string[], env: Env): { values: Record<string, string | boolean | undefined>; merged: Env } {
  const { values } = parseArgs({ args, options: RUN_OPTIONS, strict: false, allowPositionals: true });
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const flags = Object.fromEntries(Object.entries(FLAG_TO_ENV).map(([flag, name]) => [name, text(values[flag])]));
  let dotenv: Env = {};
  try {
    dotenv = readDotenv(text(values.dotenv) ?? '.env');
  } catch {
    // The dotenv file may be the error; the environment still says where the reports go.
  }
  return { values, merged: mergeSources(dotenv, env, flags) };
}

async function runFleetCommand(
  file: string,
  values: RunValues,
  merged: Env,
  env: Env,
  { signal, onStart }: { signal: AbortSignal | undefined; onStart: () => void },
) {
  const { fleetCommand } = await import('./fleet/command.js');
  const given = Object.keys(values).filter((k) => values[k as keyof typeof values] !== undefined);
  const code = await fleetCommand({
    file,
    parallel: values.parallel,
    keyEnv: values['key-env'],
    only: await parseOnly(values.only),
    merged,
    given,
    stepSummary: blankToUndefined(env.GITHUB_STEP_SUMMARY),
    signal,
    onStart,
    target: values.target,
    rerun: { command: runCommandFor(import.meta.url), options: rerunOptionsOf(carried(values, merged, undefined)) },
  });
  return signal?.aborted === true ? exitCodeOfInterrupt(signal) : code;
}

/**
 * The values a printed re-run command carries: the flags, and REPORT_DIR even from the environment, so the command
 * writes beside this run's reports (its own folder), never over them in the same shell.
 */
function carried(
  values: RunValues,
  merged: Env,
  target: string | undefined,
): Record<string, string | boolean | undefined> {
  const given: Record<string, string | boolean | undefined> = values;
  return { ...given, target, 'report-dir': given['report-dir'] ?? blankToUndefined(merged.REPORT_DIR) };
}

/** --certify's preconditions and product, or the refusal of its options without it. */
function certification(values: RunValues, merged: Env, context: CertifyContext): ProductInfo | undefined {
  if (values.certify !== true) {
    if (values.vendor !== undefined || values.product !== undefined || values['product-version'] !== undefined)
      throw new UsageError('--vendor, --product and --product-version belong to --certify');
    if (values['sign-key'] !== undefined) throw new UsageError('--sign-key signs the bundle of --certify');
    return undefined;
  }
  assertCertifiable(context);
  return checkProductInfo({
    vendor: values.vendor ?? merged.CERTIFY_VENDOR,
    product: values.product ?? merged.CERTIFY_PRODUCT,
    productVersion: values['product-version'] ?? merged.CERTIFY_PRODUCT_VERSION,
  });
}

type CertifyContext = Parameters<typeof assertCertifiable>[0];

async function signingKeyOf(file: string): Promise<KeyObject> {
  return (await import('./certify/bundle.js')).readKeyFile(file, 'private', '--sign-key');
}

/** A single run, checked: everything a user can get wrong is refused before a request is sent or a server started. */
interface SingleRun {
  readonly config: RunConfig;
  readonly only: string[] | undefined;
  readonly expectations: Expectations | undefined;
  readonly product: ProductInfo | undefined;
  readonly json: boolean;
  /** The vendor's Ed25519 private key (--sign-key, or CERTIFY_SIGN_KEY under --certify), read before any request. */
  readonly signingKey: KeyObject | undefined;
  /** `--label`: the target's name in a matrix. */
  readonly label: string | undefined;
  /** The options a printed re-run command carries to test the same target with the same checks. */
  readonly rerunOptions: readonly string[];
  /** What stdout already holds: under --json, its one document. */
  readonly said: Said;
}

/** How far a `run` got: whether it started (its reports are its own from then on), whether --json printed. */
interface Said {
  json: boolean;
  started: boolean;
}

async function singleRunOf(values: RunValues, merged: Env, said: Said): Promise<SingleRun> {
  const config = resolveConfig(merged);
  const only = await parseOnly(values.only);
  const expectationsFile = values.expectations ?? blankToUndefined(merged.EXPECTATIONS_FILE);
  const product = certification(values, merged, {
    only,
    expectationsFile,
    numRuns: config.numRuns,
    embedded: config.ordersBaseUrl === undefined,
  });
  const rerunOptions = rerunOptionsOf(carried(values, merged, values.target));
  const keyFile = product === undefined ? undefined : (values['sign-key'] ?? blankToUndefined(merged.CERTIFY_SIGN_KEY));
  const signingKey = keyFile === undefined ? undefined : await signingKeyOf(keyFile);
  // A label is a column heading in a matrix: `--label "$API_KEY"` names the column $API_KEY, never the key.
  const scrubber = new Scrubber([
    ['API_KEY', config.apiKey],
    ['SECOND_API_KEY', config.secondApiKey],
  ]);
  const label =
    values.label === undefined
      ? undefined
      : (await import('./output/label.js')).checkLabel(scrubber.scrub(values.label));
  const expectations = await checkedExpectations(expectationsFile);
  return { config, only, expectations, product, signingKey, label, rerunOptions, json: values.json === true, said };
}

/** Console progress on stderr: one line rewritten on a terminal, plain lines in a log (CI, a pipe). */
async function progressFor(env: Env, only: readonly string[] | undefined, scrubber: Scrubber) {
  const { logProgress, terminalProgress } = await import('./output/progress.js');
  if (process.stderr.isTTY === true) return terminalProgress(env);
  // The section sizes come from the catalogue and the selection.
  const selected = (await loadCatalogue()).filter((r) => matchesSelection(r, only));
  return logProgress(new Map(selected.map((r) => [r.id, r.clause])), scrubber);
}

/** Runs the suites with the outputs subscribed; the exit code follows the verdict (or the interruption). */
async function conformanceRun(run: SingleRun, env: Env, signal: AbortSignal | undefined): Promise<number> {
  const { config, only, expectations, product, signingKey, label } = run;
  // Before the first request: a run that could not write its reports must not send anything (writes included).
  const reportDir = prepareReportDir(config.reportDir);
  // The bundle's folder is the suite's own: one holding what the suite did not write is refused, never emptied.
  if (product !== undefined) (await import('./certify/bundle.js')).prepareBundleDir(reportDir);
  const release = claimReportDir(reportDir);
  // Loaded here, not at the top: list, compare and verify must start without the suites, undici or the reference server.
  const [{ runResolved }, { finishingOnDemand }, { startLine }] = await Promise.all([
    import('./api/run.js'),
    import('./runner/events.js'),
    import('./output/start-line.js'),
  ]);
  const scrubber = new Scrubber([
    ['API_KEY', config.apiKey],
    ['SECOND_API_KEY', config.secondApiKey],
  ]);
  const progress = await progressFor(env, only, scrubber);
  const stepSummary = blankToUndefined(env.GITHUB_STEP_SUMMARY);
  const ending: RunEnding = {};
  const commandModuleUrl = import.meta.url;
  const { rerunOptions, json } = run;
  const finishing = {
    ...{ reportDir, env, stepSummary, expectations, product, signingKey },
    ...{ commandModuleUrl, rerunOptions, label, ending, json },
  };
  const handlers = [
    startLine(scrubber),
    progress.handle,
    finishingOnDemand(async () => (await import('./output/finishing.js')).finishing(finishing)),
  ];
  run.said.started = true;
  try {
    await runResolved({ config, only, expectations, handlers, signal });
  } finally {
    progress.stop();
    release();
    // --json: the report model alone on stdout (the summary went to stderr), as conformance.json holds it, on
    // every path that built one (a run its positive control stopped included).
    if (json && ending.report !== undefined) {
      console.log(wellFormedJson(ending.report, 2));
      run.said.json = true;
    }
  }
  if (signal?.aborted === true) return exitCodeOfInterrupt(signal);
  return ending.verdict?.exitCode ?? 1;
}

/**
 * `run`: a single run, a fleet or a dry run. An error a user can fix that stops it before it starts (bad
 * configuration or usage) is a verdict too: NOT DETERMINED, with its reports written (src/output/setup-failure.ts).
 */
async function run(args: string[], env: Env, options: MainOptions): Promise<number> {
  const said: Said = { json: false, started: false };
  try {
    return await runCommand(args, env, options, said);
  } catch (error) {
    // A run that started says its own verdict in its own reports: never overwritten by a setup failure's.
    if (error instanceof StoppedRun || said.started) throw error;
    const { values, merged } = lenientRun(args, env);
    options.onSecrets?.([
      ['API_KEY', merged.API_KEY],
      ['SECOND_API_KEY', merged.SECOND_API_KEY],
    ]);
    const flags = flagErrorMessage('run', error);
    const usage = error instanceof UsageError ? error : flags === undefined ? undefined : new UsageError(flags);
    if (usage === undefined) {
      // Our own defect, said on stderr by the process entry; --json still owes stdout its one document.
      if (values.json === true && !said.json) console.log(JSON.stringify(internalError(error, merged), null, 2));
      throw error;
    }
    const { setupFailure } = await import('./output/setup-failure.js');
    throw await setupFailure(usage, {
      merged,
      only: typeof values.only === 'string' ? values.only : undefined,
      dryRun: values['dry-run'] === true,
      json: values.json === true,
      jsonPrinted: said.json,
      stepSummary: values['dry-run'] === true ? undefined : blankToUndefined(env.GITHUB_STEP_SUMMARY),
    });
  }
}

/** `run --json`'s document when the suite itself failed: the verdict it leaves and why, keys scrubbed. */
function internalError(error: unknown, merged: Env): object {
  const scrubber = new Scrubber([
    ['API_KEY', merged.API_KEY],
    ['SECOND_API_KEY', merged.SECOND_API_KEY],
  ]);
  const message = error instanceof Error ? error.message : String(error);
  return { verdict: 'not-determined', error: scrubber.scrub(`internal error: ${message}`) };
}

async function runCommand(args: string[], env: Env, options: MainOptions, said: Said): Promise<number> {
  const { signal } = options;
  const { values, merged } = parseRun(args, env);
  if (values.targets !== undefined)
    return runFleetCommand(values.targets, values, merged, env, { signal, onStart: () => (said.started = true) });
  if (values.parallel !== undefined) throw new UsageError('--parallel belongs to --targets (a fleet file)');
  if (values['key-env'] !== undefined) throw new UsageError('--key-env belongs to --targets (a fleet file)');
  if (values.target !== undefined) throw new UsageError('--target names one target of a fleet file given by --targets');
  options.onSecrets?.([
    ['API_KEY', merged.API_KEY],
    ['SECOND_API_KEY', merged.SECOND_API_KEY],
  ]);
  const single = await singleRunOf(values, merged, said);
  if (values['dry-run'] === true) {
    const { planJson, planRun, renderPlan } = await import('./runner/plan.js');
    const plan = await planRun(single.config, single.only);
    console.log(single.json ? JSON.stringify(planJson(plan, single.config), null, 2) : renderPlan(plan, single.config));
    return 0;
  }
  return conformanceRun(single, env, signal);
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
    .map((r) => {
      const { id, clause, level, rule, quote, sends, tolerates } = r;
      // The parts `--only ID/part` may name: those the selection runs, each with what it judges.
      const chosen = selectedParts(r, only);
      const parts = (r.parts ?? []).filter((p) => chosen === undefined || chosen.includes(p.name));
      return {
        ...{ id, clause, level, rule, quote, sends },
        ...(tolerates === undefined ? {} : { tolerates }),
        ...(parts.length === 0 ? {} : { parts: parts.map(({ name, rule }) => ({ name, rule })) }),
      };
    });
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
  const [{ compareReports, gateFailures, renderComparison }, { readReportWithNote }] = await Promise.all([
    import('./report/compare.js'),
    import('./report/read.js'),
  ]);
  const { positionals, values } = parseArgs({
    args,
    options: { 'allow-coverage-loss': { type: 'boolean' } },
    strict: true,
    allowPositionals: true,
  });
  const gate = { allowCoverageLoss: values['allow-coverage-loss'] === true };
  const [oldPath, newPath, ...extra] = positionals;
  if (oldPath === undefined || newPath === undefined || extra.length > 0)
    throw new UsageError('compare needs two reports: osf-conformance compare OLD.json NEW.json');
  const [before, after] = [readReportWithNote(oldPath), readReportWithNote(newPath)];
  for (const note of [before.note, after.note]) if (note !== undefined) console.error(terminalText(`note: ${note}`));
  const [oldReport, newReport] = [before.report, after.report];
  const comparison = compareReports(oldReport, newReport);
  const style = styleFor(process.stdout, env);
  console.log(terminalText(renderComparison(comparison, oldReport, newReport, [oldPath, newPath], style, gate)));
  return gateFailures(comparison, newReport, gate).length > 0 ? 1 : 0;
}

async function verify(args: string[]): Promise<number> {
  const [{ readKeyFile }, { parsePublishedDigest, verifyBundle }, { renderBundleCheck }] = await Promise.all([
    import('./certify/bundle.js'),
    import('./certify/verify.js'),
    import('./certify/verify-render.js'),
  ]);
  const { positionals, values } = parseArgs({
    args,
    options: { 'public-key': { type: 'string' }, sha256: { type: 'string' } },
    strict: true,
    allowPositionals: true,
  });
  const [dir, ...extra] = positionals;
  if (dir === undefined || extra.length > 0)
    throw new UsageError('verify needs one directory: osf-conformance verify reports/certification');
  const publicKey = values['public-key'];
  const check = verifyBundle(dir, {
    ...(publicKey === undefined ? {} : { publicKey: readKeyFile(publicKey, 'public', '--public-key') }),
    ...(values.sha256 === undefined ? {} : { sha256: parsePublishedDigest(values.sha256) }),
  });
  // File names come from the bundle's MANIFEST: shown escaped, so none can draw over the verdict.
  console.log(terminalText(renderBundleCheck(dir, check)));
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

/** The help asked for, with its exit code: none given is a usage error (2), one asked for is an answer (0). */
function helpRequest(command: string | undefined, rest: readonly string[]): { text: string; code: number } | undefined {
  if (command === undefined) return { text: renderGlobalHelp(), code: 2 };
  const asked = command === 'help' ? rest[0] : rest.includes('--help') || rest.includes('-h') ? command : undefined;
  if (command === '--help' || command === '-h' || (command === 'help' && asked === undefined))
    return { text: renderGlobalHelp(), code: 0 };
  if (asked === undefined) return undefined;
  const help = commandHelp(asked);
  if (help !== undefined) return { text: renderCommandHelp(help), code: 0 };
  if (command === 'help') throw unknownCommand(asked);
  return undefined;
}

function unknownCommand(command: string): UsageError {
  const near =
    didYouMean(
      command,
      COMMANDS.map((c) => c.name),
    ) || ';';
  return new UsageError(`unknown command "${command}"${near} try \`osf-conformance --help\``);
}

export async function main(argv: string[], env: Env, options: MainOptions = {}): Promise<number> {
  const [command, ...rest] = argv;
  const help = helpRequest(command, rest);
  if (help !== undefined) {
    console.log(help.text);
    return help.code;
  }
  try {
    return await dispatch(command!, rest, env, options);
  } catch (error) {
    const message = flagErrorMessage(command!, error);
    throw message === undefined ? error : new UsageError(message);
  }
}

async function dispatch(command: string, rest: string[], env: Env, options: MainOptions): Promise<number> {
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
    default:
      throw unknownCommand(command);
  }
}
