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
import { buildReport } from '../report/build.js';
import type { ConformanceReport } from '../report/model.js';
import { compareRequirements, type Requirement } from '../requirements/requirement.js';
import { matchesSelection, selectedParts, unmatchedSelection } from '../requirements/select.js';
import { startEmbedded, type EmbeddedTarget } from './embedded.js';
import { preflight } from './preflight.js';

export interface RunRequest {
  readonly config: RunConfig;
  readonly only?: readonly string[] | undefined;
  /** Options for the embedded server when no target is configured (seeded faults, variants). */
  readonly reference?: ReferenceOptions;
  readonly retryFailures?: boolean;
  /** Stops the run from outside (SIGINT, SIGTERM): requests in flight are aborted and the report says so. */
  readonly signal?: AbortSignal;
  /** Progress: the outcome just settled, how many are done of how many selected, requests so far, and its clause. */
  readonly onOutcome?: (outcome: Outcome, done: number, total: number, requests: number, clause: string) => void;
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

/** The selected requirements in report order: by clause, then id. */
export function selectRequirements(only: readonly string[] | undefined, from: readonly Requirement[]): Requirement[] {
  return [...from]
    .filter((r) => matchesSelection(r, only))
    .sort(compareRequirements)
    .map((r) => {
      const parts = selectedParts(r, only);
      return parts === undefined ? r : { ...r, selectedParts: parts };
    });
}

/** How long one attempt of a check may take: long enough for several slow requests, bounded all the same. */
export function attemptTimeoutFor(target: TargetConfig): number {
  return Math.max(30_000, target.requestTimeoutMs * 6);
}

export async function runConformance(request: RunRequest): Promise<RunResult> {
  const { config } = request;
  // The suites load while the positive control is out (a tenth of a second a run no longer waits for), except
  // when --only names requirements: a selection that matches nothing is refused before any request.
  const suites = import('../../suites/index.js');
  // Awaited below on every path that gets that far; a run that stops earlier must not leave it unhandled.
  void suites.catch(() => undefined);
  if (request.only !== undefined) {
    const unknown = unmatchedSelection((await suites).catalogue, request.only);
    if (unknown.length > 0)
      throw new UsageError(
        `--only: ${unknown.join(', ')} matches no requirement id or spec section (see \`osf-conformance list\`)`,
      );
  }
  const startedAt = new Date();
  const embedded =
    config.ordersBaseUrl === undefined ? await startEmbedded({ seed: config.seed, ...request.reference }) : undefined;
  const target = targetFrom(config, embedded);
  // The run context owns the one deadline of the run, positive control included, and the interruption.
  const run = new RunContext(target, {
    deadlineAt: startedAt.getTime() + config.runDeadlineMs,
    deadlineReason: `the run deadline of ${config.runDeadlineMs} ms (RUN_DEADLINE_MS) passed`,
    ...(request.signal === undefined ? {} : { signal: request.signal }),
  });
  try {
    const control = await preflight(run.http, target);
    const { catalogue, untestable } = await suites;
    const selected = selectRequirements(request.only, catalogue);
    const report = (outcomes: ReadonlyMap<string, Outcome>, incomplete: string | undefined) =>
      buildReport({
        catalogue: selected,
        untestable,
        outcomes,
        target,
        config,
        only: request.only,
        startedAt,
        finishedAt: new Date(),
        incomplete,
        summary: summaryOf(run),
      });

    if (control !== undefined) {
      if (run.cutShortReason !== undefined && request.signal?.aborted === true)
        return { report: report(new Map(), run.cutShortReason), target };
      return {
        report: report(new Map(), `the positive control failed, nothing was checked: ${control}`),
        target,
        stopped: control,
      };
    }
    let done = 0;
    const outcomes = await schedule(run, selected, {
      attemptTimeoutMs: attemptTimeoutFor(target),
      retryFailures: request.retryFailures ?? true,
      onOutcome: (outcome, req) =>
        request.onOutcome?.(outcome, ++done, selected.length, run.http.stats.requests, req.clause),
    });
    return { report: report(outcomes, run.cutShortReason), target };
  } finally {
    await run.close();
    await embedded?.server.close();
  }
}
