// Keeps a shared staging server safe: the parsing of Retry-After and the wait before retrying a 429 (the
// pacing itself, MAX_RPS and the rate learned from 429s, is adaptive-rate.ts). Time comes from a Clock so tests count waits instead of timing them.

import { setMaxListeners } from 'node:events';

/** Where waiting happens; the system clock in a run, a recording fake in tests. */
export interface Clock {
  now(): number;
  /** Resolves after `ms`, or at once when `signal` aborts (callers check the signal afterwards). */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve) => {
      if (signal?.aborted === true || ms <= 0) {
        resolve();
        return;
      }
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      // Every request of a check queued behind the rate listens here; each listener goes when its wait ends.
      if (signal !== undefined) setMaxListeners(0, signal);
      signal?.addEventListener('abort', done, { once: true });
    }),
};

/** Milliseconds to wait, or undefined when the header is absent or unreadable (RFC 9110 10.2.3: delay-seconds or an HTTP-date). */
export function parseRetryAfter(value: string | undefined, nowMs: number): number | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  // Only the HTTP-date forms (IMF-fixdate and its obsolete cousins) name a weekday or month; Date.parse
  // alone would also read "3.5" or "2030" as dates.
  if (!/[A-Za-z]{3}/.test(trimmed)) return undefined;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - nowMs);
}

/** At most this many retries of one request after 429. */
export const MAX_RETRIES_429 = 3;

/**
 * How long to wait before retrying a 429, or undefined to give up and hand the 429 to the check.
 * Retry-After is honoured up to `maxWaitMs`; a longer one is not waited out (the run has a deadline). A 429
 * without a readable Retry-After backs off 1 s, 2 s, 4 s, within the same bound.
 */
export function retryDelay429(
  retryAfter: string | undefined,
  retriesSoFar: number,
  nowMs: number,
  maxWaitMs: number,
): number | undefined {
  if (retriesSoFar >= MAX_RETRIES_429) return undefined;
  const asked = parseRetryAfter(retryAfter, nowMs);
  if (asked !== undefined) return asked <= maxWaitMs ? asked : undefined;
  if (maxWaitMs <= 0) return undefined;
  return Math.min(1000 * 2 ** retriesSoFar, maxWaitMs);
}
