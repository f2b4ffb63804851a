// The report model: one record per requirement with its verdict and evidence, plus run facts.
// conformance.json is this model serialized (schemas/conformance-report.schema.json documents it); every
// other format (terminal, JUnit, HTML, Markdown, certification statement) renders from it.

import type { Level, RequirementRecord, UntestableClause } from '../requirements/requirement.js';
import type { Outcome, OutcomeFinding, Verdict } from '../engine/outcome.js';
import type { Need } from '../requirements/check-context.js';
import type { RecordedExchange } from '../evidence/exchange.js';
import type { SpaceCoverage } from './space-coverage.js';

/**
 * What became of a requirement listed in an expectations file:
 * - known-failure: it failed as listed; reported everywhere, but it does not fail the run;
 * - passed: it passes now, so the entry is stale and should be pruned;
 * - not-decided: it was not exercised or not applicable, so the run says nothing about the entry.
 */
export type ExpectationStatus = 'known-failure' | 'passed' | 'not-decided';

export interface ExpectedFailure {
  readonly reason: string;
  readonly link?: string;
  readonly status: ExpectationStatus;
}

/** What a check found, as data: `exchanges` are indices into the result's evidence, decisive first. */
export type ReportFinding = OutcomeFinding;

/** The verdict of one declared part of a requirement; every declared part is listed, in record order. */
export interface PartResult {
  readonly name: string;
  readonly rule: string;
  readonly verdict: Verdict;
  /** Why it was not exercised or not applicable; on a failure, the finding's headline. */
  readonly reason?: string;
  readonly needs?: Need;
  readonly finding?: ReportFinding;
}

export interface RequirementResult extends Omit<RequirementRecord, 'parts'> {
  readonly verdict: Verdict;
  /** Why it was not exercised or not applicable; on a failure, the finding's one-line headline. */
  readonly reason?: string;
  /** On a failure: what the check found (summary, expected, received, problems, the exchanges behind it). */
  readonly finding?: ReportFinding;
  /** The requirement's declared parts with their verdicts, when it has parts. */
  readonly parts?: readonly PartResult[];
  /** On a not-exercised result: the setting that would have let it run (see coverage.ts). */
  readonly needs?: Outcome['needs'];
  /**
   * On a not-exercised result: 'run' when the run, not the target's data, kept it from a verdict (429 beyond the
   * bound, a timeout, the deadline, an interruption). A MUST requirement limited so leaves the run NOT DETERMINED.
   */
  readonly limitedBy?: 'run';
  readonly notes: readonly string[];
  readonly durationMs: number;
  readonly attempts: number;
  /** Present when a first attempt failed; on a pass it means the requirement passed only on retry. */
  readonly retry?: Outcome['retry'];
  /**
   * True when the first attempt failed and the re-run did not: the verdict rests on one attempt only, so a
   * certification must not count this pass. Absent otherwise (see retry.repeated for a failure that repeated).
   */
  readonly flaky?: true;
  readonly evidence: readonly EvidenceExchange[];
  /**
   * On a failure: shell commands (curl, with $API_KEY and $CA_FILE exported) reproducing it: the decisive exchange,
   * preceded by the creates and updates of the order it shows, a create taking a fresh reference from $REF.
   */
  readonly reproduce?: string;
  /** Set when the requirement is listed in the expectations file. */
  readonly expectedFailure?: ExpectedFailure;
}

export interface EvidenceExchange extends RecordedExchange {
  /** True for the exchange that decided a failure. */
  readonly decisive?: boolean;
  /** A copy-paste command reproducing this exchange with $API_KEY and $CA_FILE exported (failing requirements only). */
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
  /** Every failure, known failures included. */
  readonly fail: number;
  readonly notExercised: number;
  readonly notApplicable: number;
  /** Failed MUST requirements, known failures excluded: any of these fails the run. */
  readonly mustFail: number;
  /** Failed SHOULD requirements, known failures excluded. */
  readonly shouldFail: number;
  /** Failures listed in the expectations file. */
  readonly knownFailures: number;
  /** Listed in the expectations file but passing now: entries to prune. */
  readonly expectedFailuresPassed: number;
  /** Passes whose first attempt failed (flaky, or a target that changed under the run). */
  readonly passedOnRetry: number;
}

export interface RunFacts {
  readonly startedAt: string;
  readonly finishedAt: string;
  readonly durationMs: number;
  readonly node: string;
  readonly seed: number;
  readonly numRuns: number;
  /** How the suite is run from where this run was started (`npx osf-conformance run` or `npm run conformance --`). */
  readonly command?: string;
  /**
   * The options of `run` that select this target and these checks (--dotenv, the fleet file and target,
   * --expectations, --certify...), as command-line words: a re-run command carries them (see rerun-options.ts).
   */
  readonly rerunOptions?: readonly string[];
  /** True when --only restricted the run: the verdict speaks only for the selected requirements. */
  readonly partial: boolean;
  /** The --only selection, when there was one. */
  readonly only?: readonly string[];
  /** Set when the run was cut short (deadline, crash): verdicts are then incomplete. */
  readonly incomplete?: string;
  /**
   * Set when a setup problem stopped the run before any check (the positive control, or bad configuration or
   * usage): what is wrong and the fix.
   */
  readonly setupProblem?: string;
  /** Set when an expectations file was applied. */
  readonly expectations?: { readonly source: string; readonly entries: number };
  readonly requests: number;
  readonly retries429: number;
  readonly createdOrderReferences: readonly string[];
  /**
   * The suite's namespace on the account (ORDER_REFERENCE_PREFIX): the prefix of every reference the run chose, so
   * an order created outside it is named.
   */
  readonly orderNamespace?: string;
}

export interface ConformanceReport {
  readonly format: 'osf-conformance-report';
  readonly formatVersion: number;
  readonly suite: { readonly name: string; readonly version: string };
  readonly spec: { readonly version: string };
  readonly target: ReportTarget;
  readonly run: RunFacts;
  /** See overallVerdict: pass (CONFORMS), fail (DOES NOT CONFORM), not-determined (NOT DETERMINED). */
  readonly verdict: RunVerdict;
  readonly counts: Counts;
  readonly requirements: readonly RequirementResult[];
  readonly untestable: readonly UntestableClause[];
  /** Coverage of the request space by dimension (src/space): what each class sent, what was not exercised and why. */
  readonly space?: SpaceCoverage;
}

export function countResults(results: readonly RequirementResult[]): Counts {
  const known = (r: RequirementResult) => r.expectedFailure !== undefined && r.verdict === 'fail';
  const failing = (level: Level) =>
    results.filter((r) => r.verdict === 'fail' && r.level === level && !known(r)).length;
  return {
    total: results.length,
    pass: results.filter((r) => r.verdict === 'pass').length,
    fail: results.filter((r) => r.verdict === 'fail').length,
    notExercised: results.filter((r) => r.verdict === 'not-exercised').length,
    notApplicable: results.filter((r) => r.verdict === 'not-applicable').length,
    mustFail: failing('MUST'),
    shouldFail: failing('SHOULD'),
    knownFailures: results.filter(known).length,
    expectedFailuresPassed: results.filter((r) => r.expectedFailure !== undefined && r.verdict === 'pass').length,
    passedOnRetry: results.filter((r) => r.verdict === 'pass' && r.retry !== undefined).length,
  };
}

/** The three verdicts of a run: every output says the word, and the exit code follows it (0 / 1 / 2). */
export type RunVerdict = 'pass' | 'fail' | 'not-determined';

/** The one word of each verdict, the same in the console, every report, the certificate, the fleet and the matrix. */
export const VERDICT_WORD: Readonly<Record<RunVerdict, string>> = {
  pass: 'CONFORMS',
  fail: 'DOES NOT CONFORM',
  'not-determined': 'NOT DETERMINED',
};

/** The exit code of each verdict, alone and in a fleet. */
export const VERDICT_EXIT: Readonly<Record<RunVerdict, 0 | 1 | 2>> = { pass: 0, fail: 1, 'not-determined': 2 };

/** MUST requirements the run itself kept from a verdict (see RequirementResult.limitedBy). */
export function runLimitedMust(results: readonly RequirementResult[]): RequirementResult[] {
  return results.filter((r) => r.level === 'MUST' && r.verdict === 'not-exercised' && r.limitedBy === 'run');
}

/**
 * The run's verdict, in one place so building a report and applying expectations agree. A MUST failure stands
 * even in a run cut short; otherwise a setup problem, a cut-short run or a MUST requirement the run (not the
 * target's data) left unexercised proves neither conformance nor its absence: not determined, never a pass.
 */
export function overallVerdict(
  results: readonly RequirementResult[],
  counts: Counts,
  run: { readonly incomplete?: string | undefined; readonly setupProblem?: string | undefined },
): RunVerdict {
  if (counts.mustFail > 0) return 'fail';
  if (run.setupProblem !== undefined || run.incomplete !== undefined) return 'not-determined';
  return runLimitedMust(results).length > 0 ? 'not-determined' : 'pass';
}

/**
 * Why a run is NOT DETERMINED, most useful first (the setup fix, the cut, then the requirements the run left
 * unexercised, grouped by reason so one reason is said once); empty for any other verdict.
 */
export function notDeterminedReasons(report: ConformanceReport): string[] {
  if (report.verdict !== 'not-determined') return [];
  const { setupProblem, incomplete } = report.run;
  if (setupProblem !== undefined) return [`Setup problem, nothing was checked: ${setupProblem}`];
  const groups = new Map<string, string[]>();
  for (const r of runLimitedMust(report.requirements)) {
    const reason = r.reason ?? 'not exercised';
    groups.set(reason, [...(groups.get(reason) ?? []), r.id]);
  }
  const some = (ids: readonly string[]) =>
    ids.length <= 6 ? ids.join(', ') : `${ids.slice(0, 6).join(', ')} and ${ids.length - 6} more`;
  const limited = [...groups].map(
    ([reason, ids]) =>
      `${ids.length} MUST requirement${ids.length === 1 ? '' : 's'} not exercised (${reason}): ${some(ids)}`,
  );
  return incomplete === undefined ? limited : [`Run cut short: ${incomplete}`, ...limited.slice(0, 3)];
}

/** How a result reads in every format: its verdict, refined by the expectations file and retries. */
export type DisplayStatus =
  'pass' | 'fail' | 'known-failure' | 'pass-prune' | 'pass-on-retry' | 'not-exercised' | 'not-applicable';

export function displayStatus(r: RequirementResult): DisplayStatus {
  if (r.verdict === 'fail') return r.expectedFailure === undefined ? 'fail' : 'known-failure';
  if (r.verdict === 'pass') {
    if (r.expectedFailure !== undefined) return 'pass-prune';
    return r.retry === undefined ? 'pass' : 'pass-on-retry';
  }
  return r.verdict;
}

/** Words shared by the terminal, Markdown, HTML and JUnit renderers, so every report says the same thing. */
export const STATUS_LABEL: Readonly<Record<DisplayStatus, string>> = {
  pass: 'pass',
  fail: 'FAIL',
  'known-failure': 'known failure',
  'pass-prune': 'expected to fail but passed: prune it',
  'pass-on-retry': 'pass (only on retry)',
  'not-exercised': 'not exercised',
  'not-applicable': 'not applicable',
};

/** The one line a listing shows for a result: the failure's headline, or why it was not exercised. */
export function headline(r: { readonly reason?: string | undefined }): string {
  return r.reason ?? '';
}

/** One sentence on the scope of the run, or undefined for a full run; shown wherever the verdict is. */
export function partialNote(report: ConformanceReport): string | undefined {
  if (!report.run.partial) return undefined;
  return `partial run: only ${(report.run.only ?? []).join(', ')} (${report.counts.total} requirements); the verdict covers these alone`;
}
