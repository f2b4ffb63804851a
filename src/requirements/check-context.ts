// What a check receives: the target, an HTTP view that records its evidence, run-wide shared reads,
// and the three ways a check ends besides passing: fail, not exercised, not applicable.

import type { TargetConfig } from '../config/target.js';
import type { HttpView } from '../http/client.js';
import type { RecordedExchange } from '../evidence/exchange.js';

/** Thrown by ctx.fail: the target broke the requirement. */
export class CheckFailed extends Error {
  override readonly name = 'CheckFailed';
  constructor(
    message: string,
    readonly exchange?: RecordedExchange,
  ) {
    super(message);
  }
}

/** Thrown by ctx.notExercised: the target's data or configuration did not allow the check (never a pass). */
export class NotExercised extends Error {
  override readonly name = 'NotExercised';
  constructor(
    message: string,
    readonly needs?: Need,
  ) {
    super(message);
  }
}

/**
 * The setting that would let a not-exercised check run, so reports can say what setup is missing without
 * parsing reasons: the name of the environment variable a user sets.
 */
export type Need = 'ENABLED_METADATA_KEYS' | 'SECOND_API_KEY';

/** Thrown by ctx.notApplicable: the requirement does not apply to this target as configured. */
export class NotApplicable extends Error {
  override readonly name = 'NotApplicable';
}

export interface FailureDetail {
  readonly expected?: string;
  readonly received?: string;
  /** The exchange that decided the failure; defaults to the last one recorded. */
  readonly exchange?: RecordedExchange;
}

export interface CheckContext {
  readonly target: TargetConfig;
  readonly http: HttpView;
  /** Fetches a value once per run and shares it; the exchanges behind it join this requirement's evidence. */
  shared<T>(key: string, load: (http: HttpView) => Promise<T>): Promise<T>;
  /** A fresh order reference under the run's unique prefix (spec 4.2; safe on shared staging accounts). */
  newOrderReference(label: string): string;
  /** Adds a line of evidence (what was inferred, what was sampled). */
  note(text: string): void;
  fail(summary: string, detail?: FailureDetail): never;
  /** `needs` names the setting whose absence stopped the check (the reports group coverage gaps by it). */
  notExercised(reason: string, needs?: Need): never;
  notApplicable(reason: string): never;
}

/** Formats a failure the way every report shows it: summary, then Received / Expected. */
export function formatFailure(summary: string, detail: FailureDetail | undefined): string {
  const lines = [summary];
  if (detail?.received !== undefined) lines.push(`Received: ${detail.received}`);
  if (detail?.expected !== undefined) lines.push(`Expected: ${detail.expected}`);
  return lines.join('\n');
}
