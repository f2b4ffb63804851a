// The library's run, which the command line also calls: settings read as the command line reads them
// (options over the environment over .env), one run through the runner's scheduler, the report model returned.

import { mergeSources, readDotenv, resolveConfig, type Env, type RunConfig } from '../config/config.js';
import { prepareReportDir } from '../config/report-dir.js';
import { UsageError } from '../errors.js';
import { Scrubber } from '../evidence/secrets.js';
import {
  applyExpectations,
  readExpectations,
  unknownExpectationIds,
  unknownIdsMessage,
  type Expectations,
} from '../report/expectations.js';
import type { ConformanceReport } from '../report/model.js';
import type { RunEvent, RunHandler } from '../runner/events.js';

/** What a run tells its caller as it goes: every run event but `finished`, whose report the promise returns. */
export type ProgressEvent = Exclude<RunEvent, { readonly type: 'finished' }>;

export interface RunOptions {
  /**
   * Settings by the names of the command line's variables (ORDERS_BASE_URL, API_KEY, ENABLED_METADATA_KEYS,
   * CA_FILE, SEED, ...). Default: process.env. With no ORDERS_BASE_URL the embedded reference server is the target.
   */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** A dotenv file read beneath `env` (as the command line reads `.env`). Default `.env`; false reads none. */
  readonly dotenv?: string | false;
  /** Requirement ids, part addresses (ID/part) or spec sections: as `run --only`. The run is then partial. */
  readonly only?: readonly string[];
  /** A known-failures file (as `--expectations`); default EXPECTATIONS_FILE from the settings. */
  readonly expectations?: string;
  /** When given, conformance.json, junit.xml, report.html and summary.md are written there. Nothing is written otherwise. */
  readonly reportDir?: string;
  /** Stops the run: requests in flight are aborted and the report says incomplete. */
  readonly signal?: AbortSignal;
  /** Told each event as it happens (run-started, requirement-started, part-settled, requirement-settled, cut-short). */
  readonly onProgress?: (event: ProgressEvent) => void;
}

export interface ConformanceRun {
  /** The report model, as conformance.json holds it (schemas/conformance-report.schema.json). */
  readonly report: ConformanceReport;
  /** The run's verdict (the report's): "pass" when no MUST failed, known failures excepted, and the run completed. */
  readonly verdict: ConformanceReport['verdict'];
  /** Set when nothing was checked because the target failed the positive control: the one-line reason. */
  readonly stopped?: string;
}

/** A run whose settings are already checked: what the command line hands over, with its own outputs. */
export interface ResolvedRun {
  readonly config: RunConfig;
  readonly only: readonly string[] | undefined;
  readonly expectations: Expectations | undefined;
  readonly signal?: AbortSignal | undefined;
  readonly handlers: readonly RunHandler[];
}

/** Runs a checked selection through the runner (the one scheduler) and returns the report as its files show it. */
export async function runResolved(run: ResolvedRun): Promise<ConformanceRun> {
  const { runConformance: runRunner } = await import('../runner/run.js');
  const { config, only, signal, handlers } = run;
  const result = await runRunner({
    config,
    ...(only === undefined ? {} : { only }),
    handlers,
    ...(signal === undefined ? {} : { signal }),
  });
  const report = run.expectations === undefined ? result.report : applyExpectations(result.report, run.expectations);
  return { report, verdict: report.verdict, ...(result.stopped === undefined ? {} : { stopped: result.stopped }) };
}

/** The known failures file, every id of which must name a requirement. */
export async function checkedExpectations(file: string | undefined): Promise<Expectations | undefined> {
  if (file === undefined) return undefined;
  const expectations = readExpectations(file);
  const { catalogue } = await import('../../suites/index.js');
  const ids = catalogue.map((r) => r.id);
  const unknown = unknownExpectationIds(expectations, ids);
  if (unknown.length > 0) throw new UsageError(unknownIdsMessage(expectations.source, unknown, ids));
  return expectations;
}

function blankToUndefined(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

/** The settings as the command line merges them: the environment over the dotenv file. */
export function settingsOf(options: Pick<RunOptions, 'env' | 'dotenv'>): Env {
  const env = options.env ?? process.env;
  const dotenv = options.dotenv === false ? {} : readDotenv(options.dotenv ?? '.env');
  return mergeSources(dotenv, env, {});
}

/** Only the events a caller may log: `finished` carries the keys (the target as run) and is not forwarded. */
function progressHandler(onProgress: RunOptions['onProgress']): RunHandler | undefined {
  if (onProgress === undefined) return undefined;
  return (event) => {
    if (event.type !== 'finished') onProgress(event);
  };
}

/**
 * One conformance run with the command line's scheduler and verdicts, returning the report model. Errors a
 * caller can cause (settings, an unknown --only, an unreadable file) reject with a UsageError before any request.
 */
export async function runConformance(options: RunOptions = {}): Promise<ConformanceRun> {
  let keys: Env = options.env ?? process.env;
  try {
    const settings = settingsOf(options);
    keys = settings;
    return await runWithSettings(settings, options);
  } catch (error) {
    throw scrubbed(error, keys);
  }
}

/**
 * An error as the caller gets it: its message (and stack) with every form of the keys replaced by $API_KEY and
 * $SECOND_API_KEY, since a setting or an `only` holding a pasted key is quoted back to say what is wrong.
 */
function scrubbed(error: unknown, settings: Env): unknown {
  if (!(error instanceof Error)) return error;
  const scrubber = new Scrubber([
    ['API_KEY', settings.API_KEY?.trim()],
    ['SECOND_API_KEY', settings.SECOND_API_KEY?.trim()],
  ]);
  if (error instanceof UsageError) return new UsageError(scrubber.scrub(error.message));
  error.message = scrubber.scrub(error.message);
  if (error.stack !== undefined) error.stack = scrubber.scrub(error.stack);
  return error;
}

async function runWithSettings(settings: Env, options: RunOptions): Promise<ConformanceRun> {
  const config = resolveConfig(settings);
  if (options.only !== undefined && options.only.length === 0)
    throw new UsageError('only needs at least one requirement id or spec section');
  const expectations = await checkedExpectations(options.expectations ?? blankToUndefined(settings.EXPECTATIONS_FILE));
  // Before the first request: a run that could not write its reports must not send anything.
  const reportDir = options.reportDir === undefined ? undefined : prepareReportDir(options.reportDir);
  const progress = progressHandler(options.onProgress);
  // Loaded only when asked: the writers pull in every renderer.
  const files =
    reportDir === undefined ? undefined : (await import('../output/report-files.js')).reportFiles(reportDir);
  const handlers: RunHandler[] = [
    ...(progress === undefined ? [] : [progress]),
    ...(files === undefined ? [] : [withExpectations(files, expectations)]),
  ];
  return runResolved({ config, only: options.only, expectations, signal: options.signal, handlers });
}

/** The report files show the known failures applied, as the returned report does. */
function withExpectations(handler: RunHandler, expectations: Expectations | undefined): RunHandler {
  if (expectations === undefined) return handler;
  return (event) =>
    handler(event.type === 'finished' ? { ...event, report: applyExpectations(event.report, expectations) } : event);
}
