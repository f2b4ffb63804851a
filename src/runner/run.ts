// One conformance run: resolve the target (embedded or configured), check it answers, run the suites
// through vitest's Node API under one deadline, and build the report model, even when the run is cut
// short. Writing and printing are the caller's.

import { fileURLToPath } from 'node:url';
import { createVitest } from 'vitest/node';
import type { RunConfig } from '../config/config.js';
import type { TargetConfig } from '../config/target.js';
import { UsageError } from '../config/usage-error.js';
import type { Outcome } from '../engine/outcome.js';
import type { ReferenceOptions } from '../reference/server.js';
import { buildReport } from '../report/build.js';
import type { ConformanceReport } from '../report/model.js';
import type { RequirementRecord } from '../requirements/requirement.js';
import { unmatchedSelection } from '../requirements/select.js';
import { untestable } from '../../suites/untestable.js';
import { OutcomeCollector } from './collector.js';
import { startEmbedded, type EmbeddedTarget } from './embedded.js';
import { preflight } from './preflight.js';
import type { WorkerInput, WorkerSummary } from './worker-input.js';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface RunRequest {
  readonly config: RunConfig;
  readonly only?: readonly string[] | undefined;
  /** Options for the embedded server when no target is configured (seeded faults, variants). */
  readonly reference?: ReferenceOptions;
  readonly retryFailures?: boolean;
  /** Progress: the outcome just settled, how many are done of how many registered, requests so far, and its clause. */
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

/** How long the runner waits, past the deadline, for vitest to wind down before it builds the report anyway. */
const DEADLINE_GRACE_MS = 5_000;

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
    caPem: config.caPem,
    caSource: config.caFile === undefined ? undefined : `CA_FILE (${config.caFile})`,
    embedded: false,
  };
}

/**
 * The catalogue's records, loaded on demand: the vitest worker loads the suites to run them, and loading
 * them here as well cost every run half a second and 35 MB, so the runner learns the selection from what
 * the worker registers and imports the catalogue only to validate --only or to report a run that never started.
 */
async function catalogueRecords(): Promise<readonly RequirementRecord[]> {
  return (await import('../../suites/index.js')).catalogue;
}

export async function runConformance(request: RunRequest): Promise<RunResult> {
  const { config } = request;
  if (request.only !== undefined) {
    const unknown = unmatchedSelection(await catalogueRecords(), request.only);
    if (unknown.length > 0) throw new UsageError(`--only: ${unknown.join(', ')} matches no requirement id or spec section (see \`osf-conformance list\`)`);
  }
  const startedAt = new Date();
  // One deadline for the whole run, positive control included; the worker learns it as an epoch time.
  const deadlineAt = startedAt.getTime() + config.runDeadlineMs;
  const deadlineReason = `the run deadline of ${config.runDeadlineMs} ms (RUN_DEADLINE_MS) passed`;
  const runAbort = new AbortController();
  const deadlineTimer = setTimeout(() => runAbort.abort(new Error(deadlineReason)), config.runDeadlineMs);
  const embedded = config.ordersBaseUrl === undefined ? await startEmbedded({ seed: config.seed, ...request.reference }) : undefined;
  try {
    const target = targetFrom(config, embedded);
    const report = async (incomplete: string | undefined, outcomes: ReadonlyMap<string, Outcome>, summary?: WorkerSummary, registered?: readonly RequirementRecord[]) =>
      buildReport({
        // What the worker registered is the selection; when it registered nothing, the catalogue says what was not run.
        catalogue: registered !== undefined && registered.length > 0 ? registered : await catalogueRecords(),
        untestable,
        outcomes,
        target,
        config,
        only: request.only,
        startedAt,
        finishedAt: new Date(),
        incomplete,
        summary,
      });

    const control = await preflight(target, runAbort.signal);
    if (control !== undefined) {
      const reason = `the positive control failed, nothing was checked: ${control}`;
      return { report: await report(reason, new Map()), target, stopped: control };
    }

    let done = 0;
    const collector: OutcomeCollector = new OutcomeCollector((outcome) =>
      request.onOutcome?.(outcome, ++done, collector.records.length, collector.summary?.requests ?? 0, collector.records.find((r) => r.id === outcome.id)?.clause ?? '0'),
    );
    const attemptTimeoutMs = Math.max(30_000, target.requestTimeoutMs * 6);
    const input: WorkerInput = { target, only: request.only, attemptTimeoutMs, retryFailures: request.retryFailures ?? true, deadlineAt, deadlineReason };
    let incomplete: string | undefined;
    const vitest = await createVitest(
      'test',
      {
        root: projectRoot,
        config: false,
        include: ['suites/conformance.suite.ts'],
        watch: false,
        reporters: [collector],
        provide: { osf: input },
        pool: 'threads',
        maxWorkers: 1,
        isolate: false,
        maxConcurrency: 24,
        tags: [
          { name: 'MUST', description: 'An absolute requirement of the spec; a failure fails the run.' },
          { name: 'SHOULD', description: 'A recommendation; a failure is reported but does not fail the run.' },
        ],
        passWithNoTests: false,
        // A run writes its reports and nothing else: no results cache under node_modules.
        cache: false,
      },
      { logLevel: 'silent' },
    );
    // At the deadline the worker aborts its own in-flight requests (it knows deadlineAt): every running check
    // ends at once and every later one returns "cut short" without sending, so vitest finishes normally with an
    // outcome for each requirement. Only if it has not finished some time later is it cancelled (tests it never
    // ran then have no outcome and read as cut short), and after the grace period the report is built anyway.
    let cancelTimer: NodeJS.Timeout | undefined;
    const onDeadline = () => {
      incomplete = deadlineReason;
      cancelTimer = setTimeout(() => void vitest.cancelCurrentRun(deadlineReason as Parameters<typeof vitest.cancelCurrentRun>[0]).catch(() => undefined), DEADLINE_GRACE_MS / 2);
    };
    runAbort.signal.addEventListener('abort', onDeadline, { once: true });
    if (runAbort.signal.aborted) onDeadline();
    let graceTimer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<'late'>((resolve) => {
      graceTimer = setTimeout(() => resolve('late'), Math.max(0, deadlineAt - Date.now()) + DEADLINE_GRACE_MS);
    });
    try {
      const started = vitest.start().then(() => 'done' as const);
      started.catch(() => undefined);
      if ((await Promise.race([started, gaveUp])) === 'late') incomplete = `${deadlineReason}, and the suites did not stop within ${DEADLINE_GRACE_MS} ms`;
    } catch (error) {
      collector.errors.push(error instanceof Error ? error.message : String(error));
    } finally {
      runAbort.signal.removeEventListener('abort', onDeadline);
      clearTimeout(graceTimer);
      clearTimeout(cancelTimer);
      await closeWithin(vitest.close(), DEADLINE_GRACE_MS);
    }
    if (collector.errors.length > 0 && collector.outcomes.size === 0 && incomplete === undefined) {
      const reason = `the suites could not run: ${collector.errors.join('; ')}`;
      return { report: await report(reason, collector.outcomes, collector.summary, collector.records), target, stopped: reason };
    }
    if (collector.errors.length > 0) incomplete ??= `errors outside any requirement: ${collector.errors.join('; ')}`;
    return { report: await report(incomplete, collector.outcomes, collector.summary, collector.records), target };
  } finally {
    clearTimeout(deadlineTimer);
    await embedded?.server.close();
  }
}

/** Waits for a close, but not forever: the report matters more than a tidy shutdown of a stuck worker. */
async function closeWithin(closing: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  closing.catch(() => undefined);
  await Promise.race([closing.catch(() => undefined), new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
