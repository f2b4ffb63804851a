// One conformance run: resolve the target (embedded or configured), check it answers, run the catalogue
// through the engine's scheduler under one deadline, and build the report model, even when the run is cut
// short or interrupted. Writing and printing are the caller's.

import type { RunConfig } from '../config/config.js';
import type { TargetConfig } from '../config/target.js';
import { UsageError } from '../errors.js';
import type { Outcome } from '../engine/outcome.js';
import { RunContext } from '../engine/run-context.js';
import { schedule, summaryOf } from '../engine/scheduler.js';
import type { ReferenceOptions } from '../reference/server.js';
import { buildReport, settledResult } from '../report/build.js';
import type { ConformanceReport } from '../report/model.js';
import type { Requirement } from '../requirements/requirement.js';
import { resolveSelection, unmatchedSelection } from '../requirements/select.js';
import { startEmbedded, type EmbeddedTarget } from './embedded.js';
import { RunEvents, type RunHandler, type RunStarted } from './events.js';
import { preflight } from './preflight.js';
import { afterProbes } from './second-key-control.js';

export interface RunRequest {
  readonly config: RunConfig;
  readonly only?: readonly string[] | undefined;
  /** Options for the embedded server when no target is configured (seeded faults, variants). */
  readonly reference?: ReferenceOptions;
  readonly retryFailures?: boolean;
  /** Stops the run from outside (SIGINT, SIGTERM): requests in flight are aborted and the report says so. */
  readonly signal?: AbortSignal;
  /** The outputs, told what happens in order (src/runner/events.ts); the last, `finished`, before this returns. */
  readonly handlers?: readonly RunHandler[];
}

export interface RunResult {
  readonly report: ConformanceReport;
  readonly target: TargetConfig;
  /**
   * Set when the run stopped before any check because the positive control failed (or the suites could not
   * start): the caller writes the reports, prints this one line and exits 2.
   */
  readonly stopped?: string;
}

function targetFrom(config: RunConfig, embedded: EmbeddedTarget | undefined): TargetConfig {
  const common = {
    ordersApiPrefix: config.ordersApiPrefix,
    scanFormsApiPrefix: config.scanFormsApiPrefix,
    seed: config.seed,
    numRuns: config.numRuns,
    ...(config.coverageDepth === undefined ? {} : { coverageDepth: config.coverageDepth }),
    orderReferencePrefix: config.orderReferencePrefix,
    requestTimeoutMs: config.requestTimeoutMs,
    maxRps: config.maxRps,
    maxRetryAfterMs: config.maxRetryAfterMs,
  };
  if (embedded !== undefined) {
    return {
      ...common,
      ordersBaseUrl: embedded.ordersBaseUrl,
      scanFormsBaseUrl: embedded.scanFormsBaseUrl,
      apiKey: embedded.apiKey,
      secondApiKey: embedded.secondApiKey,
      enabledMetadataKeys: config.enabledMetadataKeys ?? embedded.enabledMetadataKeys,
      secondEnabledMetadataKeys: config.secondEnabledMetadataKeys ?? embedded.secondEnabledMetadataKeys,
      caPem: embedded.caPem,
      caSource: 'the embedded reference server',
      embedded: true,
    };
  }
  return {
    ...common,
    ordersBaseUrl: config.ordersBaseUrl!,
    scanFormsBaseUrl: config.scanFormsBaseUrl ?? config.ordersBaseUrl!,
    apiKey: config.apiKey!,
    secondApiKey: config.secondApiKey,
    enabledMetadataKeys: config.enabledMetadataKeys ?? [],
    secondEnabledMetadataKeys: config.secondEnabledMetadataKeys,
    caPem: config.caPem,
    caSource: config.caFile === undefined ? undefined : `CA_FILE (${config.caFile})`,
    embedded: false,
  };
}

/** How long one attempt of a check may take: long enough for several slow requests, bounded all the same. */
export function attemptTimeoutFor(target: TargetConfig): number {
  return Math.max(30_000, target.requestTimeoutMs * 6);
}

type Suites = Promise<typeof import('../../suites/index.js')>;

/** The suites, loading (wrapped: awaiting this must not wait for them); an unmatched selection is refused. */
async function loadSuites(only: readonly string[] | undefined): Promise<{ suites: Suites }> {
  // The suites load while the positive control is out (a tenth of a second a run no longer waits for), except
  // when --only names requirements: a selection that matches nothing is refused before any request.
  const suites = import('../../suites/index.js');
  // Awaited on every path that gets that far; a run that stops earlier must not leave it unhandled.
  void suites.catch(() => undefined);
  if (only !== undefined) {
    const unknown = unmatchedSelection((await suites).catalogue, only);
    if (unknown.length > 0)
      throw new UsageError(
        `--only: ${unknown.join(', ')} matches no requirement id or spec section (see \`osf-conformance list\`)`,
      );
  }
  return { suites };
}

function runStarted(config: RunConfig, only: readonly string[] | undefined): RunStarted {
  const configured = config.ordersBaseUrl;
  return {
    type: 'run-started',
    target: {
      ordersUrl: configured === undefined ? undefined : `${configured}${config.ordersApiPrefix}`,
      scanFormsUrl:
        configured === undefined ? undefined : `${config.scanFormsBaseUrl ?? configured}${config.scanFormsApiPrefix}`,
    },
    selection: only,
    seed: config.seed,
    deadlineMs: config.runDeadlineMs,
  };
}

/** The run context, which owns the one deadline of the run, positive control included, and the interruption. */
function runContextFor(request: RunRequest, target: TargetConfig, startedAt: Date, events: RunEvents): RunContext {
  const { config, signal } = request;
  const run = new RunContext(target, {
    deadlineAt: startedAt.getTime() + config.runDeadlineMs,
    deadlineReason: `the run deadline of ${config.runDeadlineMs} ms (RUN_DEADLINE_MS) passed`,
    ...(signal === undefined ? {} : { signal }),
  });
  // Said as it happens; a signal already aborted cut the run short inside the constructor.
  const said = () =>
    void events.emit({
      type: 'cut-short',
      cause: signal?.aborted === true ? 'interrupt' : 'deadline',
      reason: run.cutShortReason ?? 'stopped',
    });
  if (run.signal.aborted) said();
  else run.signal.addEventListener('abort', said, { once: true });
  return run;
}

/**
 * Every configured fact proven before it is used: each key of ENABLED_METADATA_KEYS stored by one create, and each
 * of SECOND_ENABLED_METADATA_KEYS by one create with SECOND_API_KEY, before any metadata check judges (skipped when
 * none is selected). Undefined when proven or when the proof could not judge (the checks then say what is wrong);
 * else the one-line setup problem.
 */
async function proveConfiguredKeys(
  run: RunContext,
  loaded: Awaited<Suites>,
  selected: readonly Requirement[],
): Promise<string | undefined> {
  if (!selected.some((r) => r.id.startsWith('META-'))) return undefined;
  const { target } = run;
  const second = target.secondApiKey === undefined ? [] : (target.secondEnabledMetadataKeys ?? []);
  try {
    // One account after the other: a target that mixes up accounts only under concurrent requests (one shared
    // variable for the caller's account) must meet the isolation checks, not end here as a setup problem.
    const first = await loaded.proveMetadataKeys(run.http.view(run.signal), target, target.enabledMetadataKeys);
    if (first !== undefined || second.length === 0) return first;
    return await loaded.proveMetadataKeys(
      new loaded.SecondKeyView(run.http, run.signal),
      target,
      second,
      'SECOND_API_KEY',
      target.enabledMetadataKeys,
    );
  } catch {
    return undefined;
  }
}

/** Publishes a settled requirement: its parts first (the attempt that counts is known only at its end), then it. */
function settlePublisher(
  request: RunRequest,
  run: RunContext,
  events: RunEvents,
  total: number,
): (outcome: Outcome, requirement: Requirement) => void {
  let done = 0;
  return (outcome, requirement) => {
    const { id, clause } = requirement;
    const requests = run.http.stats.requests;
    for (const p of outcome.parts ?? [])
      void events.emit({
        type: 'part-settled',
        requirementId: id,
        part: p.name,
        verdict: p.verdict,
        ...(p.reason === undefined ? {} : { reason: p.reason }),
      });
    // The report entry is built when an output asks, the same object the finished report then holds.
    const entry = {
      result: () => settledResult(requirement, outcome, { target: run.target }),
      scrubber: run.http.scrubber,
    };
    void events.emit({ type: 'requirement-settled', id, clause, outcome, entry, done: ++done, total, requests });
  };
}

/** The positive control, then the selection through the scheduler, each requirement published as it starts and settles. */
async function checkTarget(
  request: RunRequest,
  run: RunContext,
  suites: Suites,
  events: RunEvents,
  startedAt: Date,
): Promise<Omit<RunResult, 'target'>> {
  const { target } = run;
  // The suites finish loading while the positive control is out.
  const [controlled, loaded] = await Promise.all([preflight(run.http, target), suites]);
  const { catalogue, untestable } = loaded;
  // The selection resolved once: the scheduler runs these requirements and the report is built from them.
  const selection = resolveSelection(catalogue, request.only);
  const selected = selection.requirements;
  const control = await afterProbes(run, loaded, controlled, () => proveConfiguredKeys(run, loaded, selected));
  const report = (outcomes: ReadonlyMap<string, Outcome>, incomplete: string | undefined, setupProblem?: string) =>
    buildReport({
      selection,
      untestable,
      outcomes,
      target,
      config: request.config,
      startedAt,
      finishedAt: new Date(),
      incomplete,
      setupProblem,
      summary: summaryOf(run),
    });
  if (control !== undefined) {
    if (run.cutShortReason !== undefined && request.signal?.aborted === true)
      return { report: report(new Map(), run.cutShortReason) };
    return { report: report(new Map(), undefined, control), stopped: control };
  }
  const settled = settlePublisher(request, run, events, selected.length);
  const outcomes = await schedule(run, selected, {
    attemptTimeoutMs: attemptTimeoutFor(target),
    retryFailures: request.retryFailures ?? true,
    onStart: ({ id, clause }) => void events.emit({ type: 'requirement-started', id, clause }),
    onOutcome: settled,
  });
  return { report: report(outcomes, run.cutShortReason) };
}

/**
 * One run, published to request.handlers as it goes (run-started, requirement-started and -settled, cut-short,
 * finished) and returned: `finished` is handled (reports written) before this returns, and a handler's error
 * rejects it.
 */
export async function runConformance(request: RunRequest): Promise<RunResult> {
  const { config } = request;
  const events = new RunEvents(request.handlers ?? []);
  const { suites } = await loadSuites(request.only);
  await events.emit(runStarted(config, request.only));
  const startedAt = new Date();
  const embedded =
    config.ordersBaseUrl === undefined ? await startEmbedded({ seed: config.seed, ...request.reference }) : undefined;
  const target = targetFrom(config, embedded);
  const run = runContextFor(request, target, startedAt, events);
  let result: RunResult;
  try {
    result = { ...(await checkTarget(request, run, suites, events, startedAt)), target };
  } finally {
    await run.close();
    await embedded?.server.close();
  }
  const interrupted = request.signal?.aborted === true;
  await events.emit({ type: 'finished', ...result, interrupted });
  return result;
}
