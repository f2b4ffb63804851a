// The result of running one requirement: its verdict and the evidence behind it.
// Plain JSON, so it goes into conformance.json unchanged.

import type { RecordedExchange } from '../evidence/exchange.js';
import type { Need } from '../requirements/check-context.js';
import type { Finding } from '../requirements/finding.js';

export type Verdict = 'pass' | 'fail' | 'not-exercised' | 'not-applicable';

/** A finding with the exchanges behind it: indices into the outcome's exchanges, decisive first. */
export interface OutcomeFinding extends Finding {
  readonly exchanges: readonly number[];
}

/** The verdict of one named part of a requirement (see RequirementRecord.parts). */
export interface PartOutcome {
  readonly name: string;
  readonly verdict: Verdict;
  /** Why it was not exercised or not applicable; on a failure, the finding's headline. */
  readonly reason?: string;
  readonly needs?: Need;
  readonly finding?: OutcomeFinding;
}

export interface Outcome {
  readonly id: string;
  readonly verdict: Verdict;
  /** Why it was not exercised / not applicable; on a failure, the finding's one-line headline. */
  readonly reason?: string;
  /** On a failure: what the check found, as data. */
  readonly finding?: OutcomeFinding;
  /** The verdicts of the parts that ran, in the order the check ran them. */
  readonly parts?: readonly PartOutcome[];
  /** On a not-exercised outcome: the setting that would have let it run (absent when data, not setup, was missing). */
  readonly needs?: Need;
  /** On a not-exercised outcome: 'run' when the run (cut short, 429 beyond the bound), not the target's data, kept it from a verdict. */
  readonly limitedBy?: 'run';
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
