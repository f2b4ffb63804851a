// The report model: one record per requirement with its verdict and evidence, plus run facts.
// conformance.json is this model serialized; every other format (JUnit, HTML, Markdown) renders from it.

import type { Level, RequirementRecord, UntestableClause } from '../requirements/requirement.js';
import type { Outcome, Verdict } from '../engine/outcome.js';
import type { RecordedExchange } from '../http/exchange.js';

export interface RequirementResult extends RequirementRecord {
  readonly verdict: Verdict;
  readonly reason?: string;
  readonly notes: readonly string[];
  readonly durationMs: number;
  readonly attempts: number;
  readonly retry?: Outcome['retry'];
  /**
   * True when the first attempt failed and the re-run did not: the verdict rests on one attempt only, so a
   * certification must not count this pass. Absent otherwise (see retry.repeated for a failure that repeated).
   */
  readonly flaky?: true;
  readonly evidence: readonly EvidenceExchange[];
  /** Set when the requirement is listed in the expectations file as a known failure. */
  readonly expectedFailure?: { readonly reason: string; readonly link?: string };
}

export interface EvidenceExchange extends RecordedExchange {
  /** True for the exchange that decided a failure. */
  readonly decisive?: boolean;
  /** A copy-paste command reproducing this exchange with $API_KEY exported (failing requirements only). */
  readonly curl?: string;
}

export interface ReportTarget {
  readonly ordersBaseUrl: string;
  readonly scanFormsBaseUrl: string;
  readonly ordersApiPrefix: string;
  readonly scanFormsApiPrefix: string;
  readonly embedded: boolean;
  readonly secondAccount: boolean;
  readonly enabledMetadataKeys: readonly string[];
}

export interface Counts {
  readonly total: number;
  readonly pass: number;
  readonly fail: number;
  readonly notExercised: number;
  readonly notApplicable: number;
  readonly mustFail: number;
  readonly shouldFail: number;
}

export interface ConformanceReport {
  readonly format: 'osf-conformance-report';
  readonly formatVersion: number;
  readonly suite: { readonly name: string; readonly version: string };
  readonly spec: { readonly version: string };
  readonly target: ReportTarget;
  readonly run: {
    readonly startedAt: string;
    readonly finishedAt: string;
    readonly durationMs: number;
    readonly node: string;
    readonly seed: number;
    readonly numRuns: number;
    /** Set when --only restricted the run. */
    readonly only?: readonly string[];
    /** Set when the run was cut short (deadline, crash): verdicts are then incomplete. */
    readonly incomplete?: string;
    readonly requests: number;
    readonly retries429: number;
    readonly createdOrderReferences: readonly string[];
  };
  /** "pass" when no MUST requirement failed (known failures excepted). */
  readonly verdict: 'pass' | 'fail';
  readonly counts: Counts;
  readonly requirements: readonly RequirementResult[];
  readonly untestable: readonly UntestableClause[];
}

export function countResults(results: readonly RequirementResult[]): Counts {
  const failing = (level: Level) => results.filter((r) => r.verdict === 'fail' && r.level === level && r.expectedFailure === undefined).length;
  return {
    total: results.length,
    pass: results.filter((r) => r.verdict === 'pass').length,
    fail: results.filter((r) => r.verdict === 'fail').length,
    notExercised: results.filter((r) => r.verdict === 'not-exercised').length,
    notApplicable: results.filter((r) => r.verdict === 'not-applicable').length,
    mustFail: failing('MUST'),
    shouldFail: failing('SHOULD'),
  };
}
