// Runs one requirement's check against a run context and turns however it ended into an Outcome.
// A failure is re-run once so the report can say whether it repeats; nothing a check throws escapes, and an
// attempt that overruns its bound or the run's deadline has its in-flight requests aborted, not left behind.

import type { Requirement } from '../requirements/requirement.js';
import { CUT_SHORT, TransportError } from '../http/client.js';
import { UnsafeRequest } from '../http/safety.js';
import { UnsendableValue } from '../http/unsendable.js';
import { ANSWER_LOST } from '../http/connection-drops.js';
import { isTimeout } from '../http/transport-error.js';
import {
  CheckFailed,
  NotApplicable,
  NotExercised,
  failureOf,
  type CheckContext,
} from '../requirements/check-context.js';
import { findingHeadline, type Finding } from '../requirements/finding.js';
import type { HttpView } from '../http/client.js';
import type { RecordedExchange } from '../evidence/exchange.js';
import type { Outcome, OutcomeFinding, PartOutcome, Verdict } from './outcome.js';
import type { RunContext } from './run-context.js';

export interface RunOptions {
  /** Upper bound for one attempt; a check still running then has its requests aborted and is not exercised (the run's limit). */
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
  finding?: OutcomeFinding;
  parts?: PartOutcome[];
  notes: string[];
  exchanges: Outcome['exchanges'];
  decisiveExchange?: number;
  /** True when the attempt ended because the run (not the target, not the check) was cut short. */
  cutShort?: boolean;
  /** Set when the run (cut short, 429 beyond the bound, a timeout, the suite's own refusal) kept the check from a verdict. */
  limitedBy?: 'run';
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

/** A check's failure as the outcome keeps it: the finding, with its exchanges as indices (decisive first). */
function findingOf(error: CheckFailed, exchanges: readonly RecordedExchange[], scrub: Scrub): OutcomeFinding {
  const indices = error.exchanges.map((e) => exchanges.indexOf(e)).filter((i) => i >= 0);
  if (indices.length === 0 && exchanges.length > 0) indices.push(exchanges.length - 1);
  return { ...scrubFinding(error.finding, scrub), exchanges: [...new Set(indices)] };
}

type Scrub = (text: string) => string;

function scrubFinding(f: Finding, scrub: Scrub): Finding {
  return {
    summary: scrub(f.summary),
    ...(f.expected === undefined ? {} : { expected: scrub(f.expected) }),
    ...(f.received === undefined ? {} : { received: scrub(f.received) }),
    ...(f.problems === undefined ? {} : { problems: f.problems.map(scrub) }),
    ...(f.part === undefined ? {} : { part: f.part }),
  };
}

/**
 * Runs one part of a requirement: a fail, not exercised or not applicable raised inside ends the part with its
 * own verdict; anything else (a transport error, the run cut short) ends the whole attempt as before.
 */
async function runPart<T>(
  req: Requirement,
  name: string,
  body: () => Promise<T>,
  record: (part: PartOutcome) => void,
  findingFor: (error: CheckFailed) => OutcomeFinding,
): Promise<T | undefined> {
  if (!(req.parts ?? []).some((p) => p.name === name))
    throw new Error(`${req.id} ran a part "${name}" its record does not declare`);
  if (req.selectedParts !== undefined && !req.selectedParts.includes(name)) return undefined;
  try {
    const value = await body();
    record({ name, verdict: 'pass' });
    return value;
  } catch (error) {
    if (error instanceof CheckFailed) {
      const f = { ...findingFor(error), part: name };
      record({ name, verdict: 'fail', reason: f.summary, finding: f });
    } else if (error instanceof NotExercised)
      record({ name, verdict: 'not-exercised', reason: error.message, ...(error.needs ? { needs: error.needs } : {}) });
    else if (error instanceof NotApplicable) record({ name, verdict: 'not-applicable', reason: error.message });
    else throw error;
    return undefined;
  }
}

/** Parts run side by side, their verdicts recorded in the order given; an error that ends the attempt ends it. */
async function runPartsTogether(
  parts: ReadonlyArray<readonly [string, () => Promise<unknown>]>,
  run: (name: string, body: () => Promise<unknown>, record: (part: PartOutcome) => void) => Promise<unknown>,
  record: (part: PartOutcome) => void,
): Promise<void> {
  const outcomes = parts.map(() => [] as PartOutcome[]);
  const settled = await Promise.allSettled(
    parts.map(([name, body], i) => run(name, body, (part) => outcomes[i]!.push(part))),
  );
  for (const part of outcomes.flat()) record(part);
  for (const s of settled) if (s.status === 'rejected') throw s.reason;
}

/** The check's view of the run: its HTTP view, shared reads, and the ways a check or a part ends. */
function contextFor(req: Requirement, run: RunContext, view: HttpView, attempt: AttemptState): CheckContext {
  return {
    target: run.target,
    http: view,
    shared: (key, load) => run.shared(key, load, view),
    newOrderReference: (label) => run.newOrderReference(label),
    note: (text) => attempt.notes.push(run.http.scrubber.scrub(text)),
    fail: (summary, detail) => {
      throw failureOf(summary, detail);
    },
    notExercised: (reason, needs) => {
      throw new NotExercised(reason, needs);
    },
    notApplicable: (reason) => {
      throw new NotApplicable(reason);
    },
    part: (name, body) =>
      runPart(
        req,
        name,
        body,
        (part) => attempt.parts.push(part),
        (error) => findingOf(error, view.exchanges, (t) => run.http.scrubber.scrub(t)),
      ),
    partsTogether: (parts) =>
      runPartsTogether(
        parts,
        (name, body, record) =>
          runPart(req, name, body, record, (error) =>
            findingOf(error, view.exchanges, (t) => run.http.scrubber.scrub(t)),
          ),
        (part) => attempt.parts.push(part),
      ),
  };
}

interface AttemptState {
  readonly notes: string[];
  readonly parts: PartOutcome[];
}

/**
 * An attempt that outran its bound (6 x REQUEST_TIMEOUT_MS, at least 30 s): the run's limit, like a request
 * timeout, since the spec states no response time (8); never a verdict on the target.
 */
class AttemptTimedOut extends Error {
  override readonly name = 'AttemptTimedOut';
  constructor(readonly timeoutMs: number) {
    super(`the check did not finish within ${timeoutMs} ms`);
  }
}

/** Why a timeout kept a requirement from a verdict, said the same for every requirement it kept. */
function timedOutReason(error: AttemptTimedOut | TransportError): string {
  const what =
    error instanceof AttemptTimedOut
      ? `${error.message} (the attempt bound: 6 x REQUEST_TIMEOUT_MS, at least 30 s)`
      : `a request got no answer in time (${error.message})`;
  return `${what}: a timeout is the run's limit, not a verdict on the target; raise REQUEST_TIMEOUT_MS if the target is slow, or find why it stalls`;
}

/** A promise that rejects when the attempt's bound passes or its signal aborts; `clear` disarms it. */
function boundFor(signal: AbortSignal, attemptAbort: AbortController, timeoutMs: number, paced: () => number) {
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const bounded = new Promise<never>((_, reject) => {
    // The bound counts the check's own time: what its requests queued behind the run's rate (MAX_RPS, or a rate
    // learned from 429s) is given back, so a slow pace never makes a check look stuck. The run's deadline still holds.
    let given = 0;
    const arm = (ms: number) => {
      timer = setTimeout(() => {
        const owed = paced() - given;
        if (owed >= 1) {
          given += owed;
          return arm(owed);
        }
        const error = new AttemptTimedOut(timeoutMs);
        attemptAbort.abort(error);
        reject(error);
      }, ms);
    };
    arm(timeoutMs);
    onAbort = () => reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  const clear = () => {
    clearTimeout(timer);
    if (onAbort !== undefined) signal.removeEventListener('abort', onAbort);
  };
  return { bounded, clear };
}

/** The abort ends the check's requests within a few ticks; let it unwind briefly, never wait on it longer. */
async function unwind(checking: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    checking.catch(() => undefined),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, UNWIND_MS))),
  ]);
  clearTimeout(timer);
}

async function attemptOnce(req: Requirement, run: RunContext, options: RunOptions): Promise<Attempt> {
  const early = stopReason(run, options);
  if (early !== undefined)
    return {
      verdict: 'not-exercised',
      reason: `cut short before it started: ${early}`,
      notes: [],
      exchanges: [],
      cutShort: true,
      limitedBy: 'run',
    };
  const attemptAbort = new AbortController();
  const signal = AbortSignal.any([run.signal, attemptAbort.signal, ...(options.signal ? [options.signal] : [])]);
  const view = run.http.view(signal);
  const state: AttemptState = { notes: [], parts: [] };
  const ctx = contextFor(req, run, view, state);
  const { bounded, clear } = boundFor(signal, attemptAbort, options.attemptTimeoutMs, () => run.http.pacedMs(signal));
  const ending = (verdict: Verdict, extra: Partial<Attempt> = {}) => settle(run, view, state, verdict, extra);
  // Through a then, so a check that throws synchronously is caught like one that rejects.
  const checking = Promise.resolve().then(() => req.check(ctx));
  try {
    await Promise.race([checking, bounded]);
    return rollUp(state.parts, ending);
  } catch (error) {
    if (signal.aborted) await unwind(checking);
    const stopped = stopReason(run, options);
    if (stopped !== undefined)
      return ending('not-exercised', { reason: `cut short: ${stopped}`, cutShort: true, limitedBy: 'run' });
    // A part that failed fails the requirement, however the check ended after it (a body that goes on to say
    // "not exercised" because a failed part returned nothing, or a later request that timed out, must not hide it).
    const failedPart = state.parts.find((p) => p.verdict === 'fail');
    if (failedPart?.finding !== undefined) return failedWith(failedPart.finding, ending);
    return judgeError(error, view.exchanges, ending, (e) =>
      findingOf(e, view.exchanges, (t) => run.http.scrubber.scrub(t)),
    );
  } finally {
    clear();
    // Whatever the check left running (a request it did not await) ends with the attempt.
    if (!attemptAbort.signal.aborted) attemptAbort.abort(new Error('the attempt ended'));
  }
}

type Ending = (verdict: Verdict, extra?: Partial<Attempt>) => Attempt;

/** The attempt as it ended: notes (with any body cut at the read cap), exchanges, parts, scrubbed reason. */
function settle(
  run: RunContext,
  view: HttpView,
  state: AttemptState,
  verdict: Verdict,
  extra: Partial<Attempt>,
): Attempt {
  // A body cut at the read cap is said where the verdict is, whatever the check made of it.
  for (const exchange of view.exchanges) {
    const cut = run.http.cutNote(exchange);
    if (cut !== undefined) state.notes.push(cut);
  }
  const { reason, ...rest } = runLimited(verdict, extra, view.exchanges);
  return {
    ...rest,
    verdict,
    ...(reason === undefined ? {} : { reason: run.http.scrubber.scrub(reason) }),
    notes: [...new Set(state.notes)],
    exchanges: [...view.exchanges],
    ...(state.parts.length === 0 ? {} : { parts: [...state.parts] }),
  };
}

/**
 * A check left unexercised while a read it rested on got a 429 beyond the retry bound (a shared walk that stopped
 * there, say): the target's rate limit, not its data, kept the check from a verdict, so the run owns it.
 * Only final answers are recorded, so a 429 among the exchanges is one that outlasted the retries.
 */
function runLimited(
  verdict: Verdict,
  extra: Partial<Attempt>,
  exchanges: readonly RecordedExchange[],
): Partial<Attempt> {
  if (verdict !== 'not-exercised' || extra.limitedBy !== undefined) return extra;
  const limited = exchanges.find((e) => e.status === 429);
  if (limited === undefined) return extra;
  const where = `${limited.request.method} ${limited.request.url}`;
  const reason = `${extra.reason ?? 'not exercised'} (a read it needed was answered 429 Too Many Requests beyond the retry bound: ${where}; lower MAX_RPS or raise MAX_RETRY_AFTER_MS)`;
  return { ...extra, reason, limitedBy: 'run' };
}

/**
 * A check that returned: a failed part fails the requirement (its finding is the requirement's); parts that
 * all went unexercised leave it unexercised, with their reasons; otherwise it passes.
 */
function rollUp(parts: readonly PartOutcome[], ending: Ending): Attempt {
  const failed = parts.find((p) => p.verdict === 'fail');
  if (failed?.finding !== undefined) return failedWith(failed.finding, ending);
  if (parts.length > 0 && parts.every((p) => p.verdict === 'not-exercised')) {
    const needs = parts.find((p) => p.needs !== undefined)?.needs;
    const reason = parts.map((p) => `${p.name}: ${p.reason ?? ''}`).join('; ');
    return ending('not-exercised', { reason, ...(needs === undefined ? {} : { needs }) });
  }
  return ending('pass');
}

function failedWith(f: OutcomeFinding, ending: Ending): Attempt {
  return ending('fail', {
    reason: findingHeadline(f),
    finding: f,
    ...(f.exchanges[0] === undefined ? {} : { decisiveExchange: f.exchanges[0] }),
  });
}

/** However a check ended other than by returning, as a verdict; nothing it throws escapes. */
function judgeError(
  error: unknown,
  exchanges: readonly RecordedExchange[],
  ending: Ending,
  findingFor: (error: CheckFailed) => OutcomeFinding,
): Attempt {
  if (error instanceof NotExercised)
    return ending('not-exercised', {
      reason: error.message,
      ...(error.needs === undefined ? {} : { needs: error.needs }),
    });
  if (error instanceof NotApplicable) return ending('not-applicable', { reason: error.message });
  // A value of the target's own data no URL can carry (a lone surrogate in an id): neither its fault nor a pass.
  if (error instanceof UnsendableValue)
    return ending('not-exercised', { reason: `the target's data did not allow it: ${error.message}` });
  if (error instanceof UnsafeRequest) {
    // The suite's own defect: never held against the target, never a pass either.
    const reason = `the suite refused to send a request outside its safety rules (a defect of the suite, please report it): ${error.message}`;
    return ending('not-exercised', { reason, limitedBy: 'run' });
  }
  // A 429 that outlasted the client's bounded retries stood where the answer under test should have been:
  // the target's rate limit, not its conformance, decided the outcome, so nothing was judged.
  const limited = exchanges.find((e) => e.status === 429);
  if (limited !== undefined && (error instanceof CheckFailed || error instanceof TransportError)) {
    const reason = `the target answered 429 Too Many Requests beyond the retry bound (${limited.request.method} ${limited.request.url}); lower MAX_RPS or raise MAX_RETRY_AFTER_MS`;
    return ending('not-exercised', { reason, limitedBy: 'run' });
  }
  if (error instanceof AttemptTimedOut || (error instanceof TransportError && isTimeout(error.code)))
    return ending('not-exercised', { reason: timedOutReason(error), limitedBy: 'run' });
  if (error instanceof CheckFailed) return failedWith(findingFor(error), ending);
  // A write that took effect (or may have) while its connection dropped: the answer under test is gone, not wrong.
  if (error instanceof TransportError && error.code === ANSWER_LOST)
    return ending('not-exercised', { reason: `the connection dropped the answer the check needed: ${error.message}` });
  if (error instanceof TransportError && error.code !== CUT_SHORT)
    return failedWith(findingFor(new CheckFailed(`no usable answer: ${error.message}`)), ending);
  // A check that throws on a hostile body is our defect, but the verdict still has to be readable.
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return failedWith(findingFor(new CheckFailed(`the check could not interpret the answer (${message})`)), ending);
}

const SAME_ANSWER =
  'the re-run failed on the answer the first attempt had read (a read shared by several requirements), so no second identical request tells whether the failure repeats';

/** Why a failure of a requirement that judges a race is not re-run (RequirementRecord.raced). */
function raceNote(why: string): string {
  return `not re-run: the failure was shown by requests sent at once, and ${why}`;
}

/** Whether the re-run's decisive exchange is its own: a request sent again, not an answer it shared with the first. */
function sentAnew(first: Attempt, final: Attempt): boolean {
  const decisive = final.decisiveExchange === undefined ? undefined : final.exchanges[final.decisiveExchange];
  return decisive === undefined || !first.exchanges.includes(decisive);
}

export async function runRequirement(req: Requirement, run: RunContext, options: RunOptions): Promise<Outcome> {
  const started = performance.now();
  const first = await attemptOnce(req, run, options);
  let final = first;
  let retry: Outcome['retry'];
  let reran = false;
  if (first.verdict === 'fail' && req.raced !== undefined)
    final = { ...first, notes: [...first.notes, raceNote(req.raced)] };
  else if (first.verdict === 'fail' && options.retryFailures !== false && stopReason(run, options) === undefined) {
    final = await attemptOnce(req, run, options);
    // A re-run cut short by the deadline says nothing about whether the failure repeats: keep the first verdict.
    if (final.cutShort === true) final = first;
    else if (final.verdict === 'fail' && !sentAnew(first, final)) {
      reran = true;
      final = { ...final, notes: [...final.notes, SAME_ANSWER] };
    } else retry = { repeated: final.verdict === 'fail', firstReason: first.reason ?? '' };
  }
  return {
    id: req.id,
    verdict: final.verdict,
    ...(final.reason === undefined ? {} : { reason: final.reason }),
    ...(final.finding === undefined ? {} : { finding: final.finding }),
    ...(final.parts === undefined ? {} : { parts: final.parts }),
    ...(final.needs === undefined ? {} : { needs: final.needs }),
    ...(final.limitedBy === undefined ? {} : { limitedBy: final.limitedBy }),
    notes: final.notes,
    exchanges: final.exchanges,
    ...(final.decisiveExchange === undefined ? {} : { decisiveExchange: final.decisiveExchange }),
    durationMs: Math.round(performance.now() - started),
    attempts: retry === undefined && !reran ? 1 : 2,
    ...(retry === undefined ? {} : { retry }),
  };
}
