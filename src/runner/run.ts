// One conformance run: resolve the target (embedded or configured), check it answers, run the suites
// through vitest's Node API, and build the report model. Writing and printing are the caller's.

import { fileURLToPath } from 'node:url';
import { createVitest } from 'vitest/node';
import type { RunConfig } from '../config/config.js';
import type { TargetConfig } from '../config/target.js';
import { UsageError } from '../config/usage-error.js';
import type { Outcome } from '../engine/outcome.js';
import type { ReferenceOptions } from '../reference/server.js';
import { buildReport } from '../report/build.js';
import type { ConformanceReport } from '../report/model.js';
import { unmatchedSelection } from '../requirements/select.js';
import { catalogue, untestable } from '../../suites/index.js';
import { OutcomeCollector } from './collector.js';
import { startEmbedded, type EmbeddedTarget } from './embedded.js';
import { preflight } from './preflight.js';
import type { WorkerInput } from './worker-input.js';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface RunRequest {
  readonly config: RunConfig;
  readonly only?: readonly string[] | undefined;
  /** Options for the embedded server when no target is configured (seeded faults, variants). */
  readonly reference?: ReferenceOptions;
  readonly retryFailures?: boolean;
  /** Called as each requirement finishes; `requests` is the run-wide count so far (for live progress). */
  readonly onOutcome?: (outcome: Outcome, done: number, total: number, requests: number) => void;
}

export interface RunResult {
  readonly report: ConformanceReport;
  readonly target: TargetConfig;
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

export async function runConformance(request: RunRequest): Promise<RunResult> {
  const { config } = request;
  if (request.only !== undefined) {
    const unknown = unmatchedSelection(catalogue, request.only);
    if (unknown.length > 0) throw new UsageError(`--only: ${unknown.join(', ')} matches no requirement id or spec section (see \`osf-conformance list\`)`);
  }
  const startedAt = new Date();
  const embedded = config.ordersBaseUrl === undefined ? await startEmbedded({ seed: config.seed, ...request.reference }) : undefined;
  try {
    const target = targetFrom(config, embedded);
    await preflight(target);

    const total = catalogue.filter((r) => request.only === undefined || unmatchedSelection([r], request.only).length < request.only.length).length;
    let done = 0;
    const collector: OutcomeCollector = new OutcomeCollector((outcome) => request.onOutcome?.(outcome, ++done, total, collector.summary?.requests ?? 0));
    const attemptTimeoutMs = Math.max(30_000, target.requestTimeoutMs * 6);
    const input: WorkerInput = { target, only: request.only, attemptTimeoutMs, retryFailures: request.retryFailures ?? true };
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
        maxConcurrency: 16,
        tags: [
          { name: 'MUST', description: 'An absolute requirement of the spec; a failure fails the run.' },
          { name: 'SHOULD', description: 'A recommendation; a failure is reported but does not fail the run.' },
        ],
        passWithNoTests: false,
      },
      { logLevel: 'silent' },
    );
    const deadline = setTimeout(() => {
      incomplete = `the run deadline of ${config.runDeadlineMs} ms passed`;
      void vitest.cancelCurrentRun('deadline' as Parameters<typeof vitest.cancelCurrentRun>[0]);
    }, config.runDeadlineMs);
    try {
      await vitest.start();
    } finally {
      clearTimeout(deadline);
      await vitest.close();
    }
    if (collector.errors.length > 0 && collector.outcomes.size === 0) {
      throw new Error(`the suites could not run: ${collector.errors.join('; ')}`);
    }
    if (collector.errors.length > 0) incomplete ??= `errors outside any requirement: ${collector.errors.join('; ')}`;
    const report = buildReport({
      catalogue,
      untestable,
      outcomes: collector.outcomes,
      target,
      config,
      only: request.only,
      startedAt,
      finishedAt: new Date(),
      incomplete,
      summary: collector.summary,
    });
    return { report, target };
  } finally {
    await embedded?.server.close();
  }
}
