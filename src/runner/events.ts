// What a run tells the outputs as it goes: typed events, published in order to a list of handlers (console
// progress, report files, step summary, certification bundle), so the runner knows no output and each output one job.

import type { TargetConfig } from '../config/target.js';
import type { Outcome, Verdict } from '../engine/outcome.js';
import type { Scrubber } from '../evidence/secrets.js';
import type { ConformanceReport, RequirementResult } from '../report/model.js';

/** The run has a target and a selection; said before the first request. */
export interface RunStarted {
  readonly type: 'run-started';
  /** The configured target's URLs with their prefixes; both undefined for the embedded reference server. */
  readonly target: { readonly ordersUrl: string | undefined; readonly scanFormsUrl: string | undefined };
  /** The --only selection, undefined for the whole catalogue. */
  readonly selection: readonly string[] | undefined;
  readonly seed: number;
  readonly deadlineMs: number;
}

export interface RequirementStarted {
  readonly type: 'requirement-started';
  readonly id: string;
  readonly clause: string;
}

export interface RequirementSettled {
  readonly type: 'requirement-settled';
  readonly id: string;
  readonly clause: string;
  readonly outcome: Outcome;
  /** The requirement as the report will hold it, for outputs that render it while the run goes on. */
  readonly entry?: SettledEntry;
  /** How many requirements have settled, this one included, of how many selected. */
  readonly done: number;
  readonly total: number;
  /** Requests sent to the target so far, run-wide. */
  readonly requests: number;
}

/** A settled requirement's report entry: built on the first call, the same object the finished report holds. */
export interface SettledEntry {
  readonly result: () => RequirementResult;
  /** The run's keys, as every output that writes the entry must scrub them. */
  readonly scrubber: Scrubber;
}

/** One named part of a requirement settled (a requirement that checks several things names each). */
export interface PartSettled {
  readonly type: 'part-settled';
  readonly requirementId: string;
  readonly part: string;
  readonly verdict: Verdict;
  readonly reason?: string;
}

/** The run stopped early: its deadline passed or it was interrupted (SIGINT, SIGTERM). */
export interface CutShort {
  readonly type: 'cut-short';
  readonly cause: 'deadline' | 'interrupt';
  readonly reason: string;
}

/** The report model is built; the outputs write and print it. */
export interface Finished {
  readonly type: 'finished';
  readonly report: ConformanceReport;
  /** The target as run, keys included: what each output scrubs. */
  readonly target: TargetConfig;
  /** Set when nothing was checked because the positive control failed (or the suites could not start). */
  readonly stopped?: string;
  /** Stopped from outside (SIGINT, SIGTERM): the reports say incomplete and no verdict is drawn. */
  readonly interrupted: boolean;
}

export type RunEvent = RunStarted | RequirementStarted | RequirementSettled | PartSettled | CutShort | Finished;

/** One output. It may be asynchronous: the next event waits for it, so outputs see events in order. */
export type RunHandler = (event: RunEvent) => void | Promise<void>;

/**
 * Publishes events to every handler, in the order of the list, one event after the other. emit returns when
 * this event (and every one before it) has been handled, and rejects with the first handler's error.
 */
export class RunEvents {
  #last: Promise<void> = Promise.resolve();

  constructor(private readonly handlers: readonly RunHandler[]) {}

  emit(event: RunEvent): Promise<void> {
    const handled = this.#last.then(async () => {
      for (const handler of this.handlers) await handler(event);
    });
    // An event whose caller does not wait (a requirement settling inside the scheduler) must not be an
    // unhandled rejection; its error still reaches whoever awaits a later event, as the chain stays rejected.
    handled.catch(() => undefined);
    this.#last = handled;
    return handled;
  }
}

/**
 * A handler of `finished` alone whose module loads on demand: loading starts as the first requirement
 * settles, so it happens while the run waits on the network, not before its first request.
 */
export function finishingOnDemand(load: () => Promise<RunHandler>): RunHandler {
  let loading: Promise<RunHandler> | undefined;
  let loaded: RunHandler | undefined;
  return async (event) => {
    if (event.type === 'requirement-settled') {
      loading ??= load().then((handler) => (loaded = handler));
      loading.catch(() => undefined);
      // Once loaded, the outputs also see requirements settle (the report files render them ahead); never waited for.
      await loaded?.(event);
    }
    if (event.type === 'finished') await (await (loading ??= load()))(event);
  };
}
