// What a check receives: the target, an HTTP view that records its evidence, run-wide shared reads,
// and the three ways a check ends besides passing: fail, not exercised, not applicable.

import type { TargetConfig } from '../config/target.js';
import type { HttpView } from '../http/client.js';
import type { RecordedExchange } from '../evidence/exchange.js';
import { finding, type Finding } from './finding.js';

/** Thrown by ctx.fail: the target broke the requirement. Carries the finding as data, never as text. */
export class CheckFailed extends Error {
  override readonly name = 'CheckFailed';
  readonly finding: Finding;
  /** The exchanges that decided the failure, decisive first; empty means the last one recorded. */
  readonly exchanges: readonly RecordedExchange[];
  constructor(found: Finding | string, exchanges: readonly RecordedExchange[] = []) {
    const f = typeof found === 'string' ? finding(found) : found;
    super(f.summary);
    this.finding = f;
    this.exchanges = exchanges;
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
export type Need = 'ENABLED_METADATA_KEYS' | 'SECOND_API_KEY' | 'SECOND_ENABLED_METADATA_KEYS';

/** Thrown by ctx.notApplicable: the requirement does not apply to this target as configured. */
export class NotApplicable extends Error {
  override readonly name = 'NotApplicable';
}

export interface FailureDetail {
  readonly expected?: string;
  readonly received?: string;
  /** Every problem seen, one line each, when the check judged several answers. */
  readonly problems?: readonly string[];
  /** The exchange that decided the failure; defaults to the last one recorded. */
  readonly exchange?: RecordedExchange;
  /** More exchanges behind the failure, after the decisive one (the writes that led to a read, say). */
  readonly exchanges?: readonly RecordedExchange[];
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
  /**
   * Runs one part of the requirement, declared in its record's `parts`: a fail, not exercised or not
   * applicable inside ends that part with its own verdict, not the check. Resolves to the part's value when
   * it passed; undefined when it did not, or when --only left it out.
   */
  part<T>(name: string, body: () => Promise<T>): Promise<T | undefined>;
  /**
   * Runs parts side by side (each as `part` runs it), recording their verdicts in the order given however they
   * finish: parts that read GET /orders share its reads instead of each waiting for the one before.
   */
  partsTogether(parts: ReadonlyArray<readonly [name: string, body: () => Promise<unknown>]>): Promise<void>;
}

/** The failure a check raises: the finding as data and the exchanges behind it, decisive first. */
export function failureOf(summary: string, detail: FailureDetail | undefined): CheckFailed {
  const { exchange, exchanges = [], ...rest } = detail ?? {};
  return new CheckFailed(finding(summary, rest), exchange === undefined ? exchanges : [exchange, ...exchanges]);
}
