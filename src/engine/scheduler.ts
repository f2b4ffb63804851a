// The one scheduler: runs a selection of requirements against one run context with bounded concurrency.
// Every entry point calls it (the CLI's run and dry run, the fault catalogue, the fleet), so the verdicts
// users get come from the code the seeded faults prove.

import type { TargetConfig } from '../config/target.js';
import type { Requirement } from '../requirements/requirement.js';
import type { Outcome } from './outcome.js';
import { RunContext, type RunContextOptions } from './run-context.js';
import { runRequirement, type RunOptions } from './run-requirement.js';

/** Run-wide facts a report states beside the verdicts. */
export interface RunSummary {
  readonly requests: number;
  readonly retries429: number;
  readonly createdReferences: readonly string[];
  /** The suite's namespace on the account: the prefix of every reference the run chose (its own and the lasting ones). */
  readonly orderNamespace?: string;
  /** Requests sent per case of the request space (`dimension/class`). */
  readonly covered?: Readonly<Record<string, number>>;
}

export interface ScheduleOptions extends RunOptions {
  /** How many requirements run at once; their requests share the run's connection pool and rate ceiling. */
  readonly concurrency?: number;
  /** Called as each requirement starts, in the order they start. */
  readonly onStart?: (requirement: Requirement) => void;
  /** Called as each requirement settles, in the order they settle. */
  readonly onOutcome?: (outcome: Outcome, requirement: Requirement) => void;
}

/** Requirements in flight at once by default: enough that a far target is not queue-bound (bench, 100 ms). */
export const DEFAULT_CONCURRENCY = 24;

/**
 * Runs every requirement once (a failure re-run once) and returns an outcome for each, even when the run is
 * cut short: the run context owns the deadline, and a requirement that has not started by then settles at
 * once as "not exercised" with the reason, so the map is always complete.
 *
 * At most `concurrency` requirements are active at once; one parked on a read shared with others (the run's
 * listing rounds) sends nothing meanwhile and does not count, so the next one starts. A round of a large listing
 * then serves every check that needs it, not only those that happened to be running (README: full reads per run).
 */
export async function schedule(
  run: RunContext,
  requirements: readonly Requirement[],
  options: ScheduleOptions,
): Promise<Map<string, Outcome>> {
  const outcomes = new Map<string, Outcome>();
  const queue = [...requirements];
  const limit = Math.max(1, Math.min(options.concurrency ?? DEFAULT_CONCURRENCY, requirements.length));
  let active = 0;
  let settle!: (error?: unknown) => void;
  const done = new Promise<void>(
    (resolve, reject) =>
      (settle = (e) => (e === undefined ? resolve() : reject(e instanceof Error ? e : new Error(String(e))))),
  );
  const start = (): void => {
    // Under a rate (MAX_RPS, or one learned from 429s) fewer requirements run at once: each one's requests then wait
    // behind fewer others', so a check ends within its attempt timeout; the rate bounds the run's pace either way.
    while (queue.length > 0 && active < Math.min(limit, paceWidth(run))) {
      const req = queue.shift()!;
      active++;
      options.onStart?.(req);
      runRequirement(req, run, options).then((outcome) => {
        outcomes.set(req.id, outcome);
        active--;
        options.onOutcome?.(outcome, req);
        if (outcomes.size === requirements.length) settle();
        else start();
      }, settle);
    }
  };
  const stopListening = run.onParked((delta) => {
    active -= delta;
    start();
  });
  try {
    start();
    if (requirements.length === 0) settle();
    await done;
  } finally {
    stopListening();
  }
  // Back in the selection's order, whatever order they settled in.
  return new Map(requirements.map((r) => [r.id, outcomes.get(r.id)!]));
}

/** Requirements that may be in flight at the run's current pace: about one per request a second, at least two. */
function paceWidth(run: RunContext): number {
  const limit = run.http.pace.limit;
  return limit > 0 ? Math.max(2, Math.floor(limit)) : Number.POSITIVE_INFINITY;
}

/** What a run context counted: requests sent, 429 retries, and every order reference the target accepted. */
export function summaryOf(run: RunContext): RunSummary {
  return {
    requests: run.http.stats.requests,
    retries429: run.http.stats.retries,
    createdReferences: run.createdReferences,
    orderNamespace: run.namespace,
    covered: Object.fromEntries(run.http.covered),
  };
}

export interface CatalogueRun {
  readonly outcomes: Map<string, Outcome>;
  readonly summary: RunSummary;
  /** Why the run was cut short (deadline, interruption), when it was. */
  readonly cutShort?: string;
}

/** A whole run against one target: a fresh run context, the scheduler, and the context closed whatever happens. */
export async function runCatalogue(
  target: TargetConfig,
  requirements: readonly Requirement[],
  options: ScheduleOptions & RunContextOptions,
): Promise<CatalogueRun> {
  const run = new RunContext(target, options);
  try {
    const outcomes = await schedule(run, requirements, options);
    const cutShort = run.cutShortReason;
    return { outcomes, summary: summaryOf(run), ...(cutShort === undefined ? {} : { cutShort }) };
  } finally {
    await run.close();
  }
}
