// Runs one requirement's check against a run context and turns however it ended into an Outcome.
// A failure is re-run once so the report can say whether it repeats; nothing a check throws escapes.

import type { Requirement } from '../requirements/requirement.js';
import { TransportError } from '../http/client.js';
import { CheckFailed, NotApplicable, NotExercised, formatFailure, type CheckContext } from './check-context.js';
import type { Outcome, Verdict } from './outcome.js';
import type { RunContext } from './run-context.js';

export interface RunOptions {
  /** Upper bound for one attempt; a check still running then fails with a timeout. */
  readonly attemptTimeoutMs: number;
  /** Re-run a failed requirement once (default true). */
  readonly retryFailures?: boolean;
}

interface Attempt {
  verdict: Verdict;
  reason?: string;
  notes: string[];
  exchanges: Outcome['exchanges'];
  decisiveExchange?: number;
}

async function attemptOnce(req: Requirement, run: RunContext, options: RunOptions): Promise<Attempt> {
  const view = run.http.view();
  const notes: string[] = [];
  const ctx: CheckContext = {
    target: run.target,
    http: view,
    shared: (key, load) => run.shared(key, load, view),
    newOrderReference: (label) => run.newOrderReference(label),
    note: (text) => notes.push(run.http.scrubber.scrub(text)),
    fail: (summary, detail) => {
      throw new CheckFailed(formatFailure(summary, detail), detail?.exchange);
    },
    notExercised: (reason) => {
      throw new NotExercised(reason);
    },
    notApplicable: (reason) => {
      throw new NotApplicable(reason);
    },
  };
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckFailed(`the check did not finish within ${options.attemptTimeoutMs} ms`)), options.attemptTimeoutMs);
  });
  const done = (verdict: Verdict, reason?: string, decisive?: Attempt['decisiveExchange']): Attempt => ({
    verdict,
    ...(reason === undefined ? {} : { reason: run.http.scrubber.scrub(reason) }),
    notes,
    exchanges: [...view.exchanges],
    ...(decisive === undefined ? {} : { decisiveExchange: decisive }),
  });
  try {
    await Promise.race([req.check(ctx), deadline]);
    return done('pass');
  } catch (error) {
    if (error instanceof NotExercised) return done('not-exercised', error.message);
    if (error instanceof NotApplicable) return done('not-applicable', error.message);
    const last = view.exchanges.length - 1;
    if (error instanceof CheckFailed) {
      const index = error.exchange === undefined ? last : view.exchanges.indexOf(error.exchange);
      return done('fail', error.message, index >= 0 ? index : undefined);
    }
    if (error instanceof TransportError) return done('fail', `no usable answer: ${error.message}`, last >= 0 ? last : undefined);
    // A check that throws on a hostile body is our defect, but the verdict still has to be readable.
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return done('fail', `the check could not interpret the answer (${message})`, last >= 0 ? last : undefined);
  } finally {
    clearTimeout(timer);
  }
}

export async function runRequirement(req: Requirement, run: RunContext, options: RunOptions): Promise<Outcome> {
  const started = performance.now();
  const first = await attemptOnce(req, run, options);
  let final = first;
  let retry: Outcome['retry'];
  if (first.verdict === 'fail' && options.retryFailures !== false) {
    final = await attemptOnce(req, run, options);
    retry = { repeated: final.verdict === 'fail', firstReason: first.reason ?? '' };
  }
  return {
    id: req.id,
    verdict: final.verdict,
    ...(final.reason === undefined ? {} : { reason: final.reason }),
    notes: final.notes,
    exchanges: final.exchanges,
    ...(final.decisiveExchange === undefined ? {} : { decisiveExchange: final.decisiveExchange }),
    durationMs: Math.round(performance.now() - started),
    attempts: retry === undefined ? 1 : 2,
    ...(retry === undefined ? {} : { retry }),
  };
}
