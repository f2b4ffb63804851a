// Runs one requirement's check against a run context and turns however it ended into an Outcome.
// A failure is re-run once so the report can say whether it repeats; nothing a check throws escapes, and an
// attempt that overruns its bound or the run's deadline has its in-flight requests aborted, not left behind.

import type { Requirement } from '../requirements/requirement.js';
import { CUT_SHORT, TransportError } from '../http/client.js';
import { UnsafeRequest } from '../http/safety.js';
import {
  CheckFailed,
  NotApplicable,
  NotExercised,
  formatFailure,
  type CheckContext,
} from '../requirements/check-context.js';
import type { Outcome, Verdict } from './outcome.js';
import type { RunContext } from './run-context.js';

export interface RunOptions {
  /** Upper bound for one attempt; a check still running then fails with a timeout and its requests are aborted. */
  readonly attemptTimeoutMs: number;
  /** Re-run a failed requirement once (default true). */
  readonly retryFailures?: boolean;
  /** Aborts this requirement from outside (a caller's own signal); treated like the run being cut short. */
  readonly signal?: AbortSignal;
}

/** How long an aborted check may take to unwind before its outcome is taken as it stands. */
const UNWIND_MS = 250;

interface Attempt {
  verdict: Verdict;
  reason?: string;
  needs?: NotExercised['needs'];
  notes: string[];
  exchanges: Outcome['exchanges'];
  decisiveExchange?: number;
  /** True when the attempt ended because the run (not the target, not the check) was cut short. */
  cutShort?: boolean;
}

/** Why a run-wide or outside signal stopped this requirement, or undefined while it may go on. */
function stopReason(run: RunContext, options: RunOptions): string | undefined {
  if (run.cutShortReason !== undefined) return run.cutShortReason;
  if (options.signal?.aborted === true) {
    const reason: unknown = options.signal.reason;
    return reason instanceof Error ? reason.message : 'the test runner cancelled it';
  }
  return undefined;
}

async function attemptOnce(req: Requirement, run: RunContext, options: RunOptions): Promise<Attempt> {
  const notes: string[] = [];
  const early = stopReason(run, options);
  if (early !== undefined)
    return {
      verdict: 'not-exercised',
      reason: `cut short before it started: ${early}`,
      notes,
      exchanges: [],
      cutShort: true,
    };

  const attemptAbort = new AbortController();
  const signals = [run.signal, attemptAbort.signal, ...(options.signal === undefined ? [] : [options.signal])];
  const signal = AbortSignal.any(signals);
  const view = run.http.view(signal);
  const ctx: CheckContext = {
    target: run.target,
    http: view,
    shared: (key, load) => run.shared(key, load, view),
    newOrderReference: (label) => run.newOrderReference(label),
    note: (text) => notes.push(run.http.scrubber.scrub(text)),
    fail: (summary, detail) => {
      throw new CheckFailed(formatFailure(summary, detail), detail?.exchange);
    },
    notExercised: (reason, needs) => {
      throw new NotExercised(reason, needs);
    },
    notApplicable: (reason) => {
      throw new NotApplicable(reason);
    },
  };
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  // Ends the attempt when its bound passes or the run is cut short, even if the check awaits something
  // other than a request; the abort also ends every request the check still has in flight.
  const bounded = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new CheckFailed(`the check did not finish within ${options.attemptTimeoutMs} ms`);
      attemptAbort.abort(error);
      reject(error);
    }, options.attemptTimeoutMs);
    onAbort = () => reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  const done = (verdict: Verdict, reason?: string, decisive?: Attempt['decisiveExchange']): Attempt => {
    // A body cut at the read cap is said where the verdict is, whatever the check made of it.
    for (const exchange of view.exchanges) {
      const cut = run.http.cutNote(exchange);
      if (cut !== undefined) notes.push(cut);
    }
    return {
      verdict,
      ...(reason === undefined ? {} : { reason: run.http.scrubber.scrub(reason) }),
      notes: [...new Set(notes)],
      exchanges: [...view.exchanges],
      ...(decisive === undefined ? {} : { decisiveExchange: decisive }),
    };
  };
  // Through a then, so a check that throws synchronously is caught like one that rejects.
  const checking = Promise.resolve().then(() => req.check(ctx));
  try {
    await Promise.race([checking, bounded]);
    return done('pass');
  } catch (error) {
    if (signal.aborted) {
      // The abort ends the check's requests within a few ticks; let it unwind briefly so the abandoned
      // requests appear in the evidence, but never wait on a check that ignores the abort.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        checking.catch(() => undefined),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, UNWIND_MS))),
      ]);
      clearTimeout(timer);
    }
    const stopped = stopReason(run, options);
    if (stopped !== undefined) return { ...done('not-exercised', `cut short: ${stopped}`), cutShort: true };
    if (error instanceof NotExercised)
      return { ...done('not-exercised', error.message), ...(error.needs === undefined ? {} : { needs: error.needs }) };
    if (error instanceof NotApplicable) return done('not-applicable', error.message);
    if (error instanceof UnsafeRequest) {
      // The suite's own defect: never held against the target, never a pass either.
      return done(
        'not-exercised',
        `the suite refused to send a request outside its safety rules (a defect of the suite, please report it): ${error.message}`,
      );
    }
    const last = view.exchanges.length - 1;
    // A 429 that outlasted the client's bounded retries stood where the answer under test should have been:
    // the target's rate limit, not its conformance, decided the outcome, so nothing was judged.
    const limited = view.exchanges.findIndex((e) => e.status === 429);
    if (limited >= 0 && (error instanceof CheckFailed || error instanceof TransportError)) {
      return done(
        'not-exercised',
        `the target answered 429 Too Many Requests beyond the retry bound (${view.exchanges[limited]!.request.method} ${view.exchanges[limited]!.request.url}); lower MAX_RPS or raise MAX_RETRY_AFTER_MS`,
      );
    }
    if (error instanceof CheckFailed) {
      const index = error.exchange === undefined ? last : view.exchanges.indexOf(error.exchange);
      return done('fail', error.message, index >= 0 ? index : undefined);
    }
    if (error instanceof TransportError && error.code !== CUT_SHORT)
      return done('fail', `no usable answer: ${error.message}`, last >= 0 ? last : undefined);
    // A check that throws on a hostile body is our defect, but the verdict still has to be readable.
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return done('fail', `the check could not interpret the answer (${message})`, last >= 0 ? last : undefined);
  } finally {
    clearTimeout(timer);
    if (onAbort !== undefined) signal.removeEventListener('abort', onAbort);
    // Whatever the check left running (a request it did not await) ends with the attempt.
    if (!attemptAbort.signal.aborted) attemptAbort.abort(new Error('the attempt ended'));
  }
}

export async function runRequirement(req: Requirement, run: RunContext, options: RunOptions): Promise<Outcome> {
  const started = performance.now();
  const first = await attemptOnce(req, run, options);
  let final = first;
  let retry: Outcome['retry'];
  if (first.verdict === 'fail' && options.retryFailures !== false && stopReason(run, options) === undefined) {
    final = await attemptOnce(req, run, options);
    // A re-run cut short by the deadline says nothing about whether the failure repeats: keep the first verdict.
    if (final.cutShort === true) final = first;
    else retry = { repeated: final.verdict === 'fail', firstReason: first.reason ?? '' };
  }
  return {
    id: req.id,
    verdict: final.verdict,
    ...(final.reason === undefined ? {} : { reason: final.reason }),
    ...(final.needs === undefined ? {} : { needs: final.needs }),
    notes: final.notes,
    exchanges: final.exchanges,
    ...(final.decisiveExchange === undefined ? {} : { decisiveExchange: final.decisiveExchange }),
    durationMs: Math.round(performance.now() - started),
    attempts: retry === undefined ? 1 : 2,
    ...(retry === undefined ? {} : { retry }),
  };
}
