// The result of running one requirement: its verdict and the evidence behind it.
// Plain JSON, so it goes into conformance.json unchanged.

import type { RecordedExchange } from '../evidence/exchange.js';
import type { Need } from '../requirements/check-context.js';

export type Verdict = 'pass' | 'fail' | 'not-exercised' | 'not-applicable';

export interface Outcome {
  readonly id: string;
  readonly verdict: Verdict;
  /** Why it failed, or why it was not exercised / not applicable. */
  readonly reason?: string;
  /** On a not-exercised outcome: the setting that would have let it run (absent when data, not setup, was missing). */
  readonly needs?: Need;
  readonly notes: readonly string[];
  readonly exchanges: readonly RecordedExchange[];
  /** Index into exchanges of the exchange that decided a failure. */
  readonly decisiveExchange?: number;
  readonly durationMs: number;
  /** 1, or 2 when a failure was re-run once. */
  readonly attempts: number;
  /** Set when a first attempt failed: whether the second attempt failed again, and why the first failed. */
  readonly retry?: { readonly repeated: boolean; readonly firstReason: string };
}
