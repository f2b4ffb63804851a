// Compares what a target answered to GET /v2/scan_forms with what the query oracle expects (spec 4.4), or with the
// answer to an equivalent query, aspect by aspect, so each requirement judges only its rule. Pure; suites phrase it.

import { sameIds } from './same-forms.js';
import type { CursorExpectation, KnownForm, PageExpectation } from './scan-form-query.js';

/** The parts of a list answer the judge looks at; ids of elements without a string id are undefined. */
export interface AnswerView {
  readonly ids: ReadonlyArray<string | undefined>;
  readonly hasMore: unknown;
  readonly totalCount: unknown;
}

/** Differences between a page answer and the expected page, one field per aspect (empty when right). */
export interface PageFindings {
  /** Expected on this page but absent. */
  readonly missing: readonly KnownForm[];
  /** Present but not expected on this page (ids). */
  readonly unexpected: readonly string[];
  /** Listed more than once on this one page. */
  readonly duplicated: readonly string[];
  /** Same forms, other order. */
  readonly orderDiffers: boolean;
  /** Set when total_count is not the expected integer. */
  readonly totalCount?: { readonly received: unknown; readonly expected: number };
  /** Set when has_more is not the expected boolean. */
  readonly hasMore?: { readonly received: unknown; readonly expected: boolean };
}

function duplicatesOf(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const id of ids) (seen.has(id) ? twice : seen).add(id);
  return [...twice];
}

/**
 * Forms sharing an instant across the page's boundary (expected.ties) may stand in for one another: the page must
 * hold every other expected form, no form outside the ties, and as many forms as expected. The order is judged on
 * creation instants, so forms of one instant may come in any order. An `anyOf` expectation is judged by judgeAnyOf.
 */
export function judgePage(answer: AnswerView, expected: PageExpectation): PageFindings {
  if (expected.anyOf === true) return judgeAnyOf(answer, expected);
  const ids = answer.ids.filter((id): id is string => id !== undefined);
  const got = new Set(ids);
  const want = new Set(expected.forms.map((form) => form.id));
  const tie = new Map(expected.ties.map((form) => [form.id, form]));
  let missing = expected.forms.filter((form) => !got.has(form.id) && !tie.has(form.id));
  let unexpected = [...got].filter((id) => !want.has(id) && !tie.has(id));
  if (missing.length === 0 && unexpected.length === 0 && got.size !== want.size) {
    // The right forms, but too many or too few of the interchangeable ones.
    if (got.size > want.size) unexpected = [...got].filter((id) => !want.has(id));
    else missing = expected.forms.filter((form) => !got.has(form.id));
  }
  const duplicated = duplicatesOf(ids);
  const sameSet = missing.length === 0 && unexpected.length === 0 && duplicated.length === 0;
  const instantOf = new Map([...expected.matching, ...expected.ties].map((form) => [form.id, form.created]));
  const orderDiffers = sameSet && ids.some((id, i) => expected.forms[i]?.created !== instantOf.get(id));
  return {
    missing,
    unexpected,
    duplicated,
    orderDiffers,
    ...counts(answer, expected.totalCount, expected.hasMore),
  };
}

function counts(
  answer: AnswerView,
  totalCount: number,
  hasMore: boolean,
): Pick<PageFindings, 'totalCount' | 'hasMore'> {
  return {
    ...(answer.totalCount === totalCount ? {} : { totalCount: { received: answer.totalCount, expected: totalCount } }),
    ...(answer.hasMore === hasMore ? {} : { hasMore: { received: answer.hasMore, expected: hasMore } }),
  };
}

/**
 * An answer without page holding some of more matching forms than fit (4.4 does not say which): every form listed
 * matches and is listed once, in the listing's order (forms of one instant in any order among themselves); has_more
 * is true exactly when matching forms were left out, and total_count counts every matching form. Which matching forms
 * it holds, and how many, is never judged; only an empty answer leaves them all out.
 */
function judgeAnyOf(answer: AnswerView, expected: PageExpectation): PageFindings {
  const ids = answer.ids.filter((id): id is string => id !== undefined);
  const position = new Map(expected.matching.map((form, i) => [form.id, i]));
  const unexpected = [...new Set(ids)].filter((id) => !position.has(id));
  const duplicated = duplicatesOf(ids);
  const placed = ids.flatMap((id) => {
    const at = position.get(id);
    return at === undefined ? [] : [{ at, created: expected.matching[at]!.created }];
  });
  const orderDiffers =
    unexpected.length === 0 &&
    duplicated.length === 0 &&
    placed.some((p, i) => i > 0 && p.at < placed[i - 1]!.at && p.created !== placed[i - 1]!.created);
  const left = new Set(ids.filter((id) => position.has(id))).size < expected.matching.length;
  const missing = ids.length === 0 ? expected.matching : [];
  return { missing, unexpected, duplicated, orderDiffers, ...counts(answer, expected.totalCount, left) };
}

/** True when the forms on the page are exactly the expected ones (order aside). */
export function sameForms(findings: PageFindings): boolean {
  return findings.missing.length === 0 && findings.unexpected.length === 0 && findings.duplicated.length === 0;
}

/** An answer with its HTTP status and what its body lacks of the error body of spec 7 when it is a 4xx (else empty). */
export interface StatusAnswerView extends AnswerView {
  readonly ok: boolean;
  readonly status: number;
  readonly errorBodyProblems: readonly string[];
}

/** A client error carrying the error body of spec 7: the refusal accepted where the spec leaves the answer open. */
export function refusedWithBody(answer: Pick<StatusAnswerView, 'status' | 'errorBodyProblems'>): boolean {
  return answer.status >= 400 && answer.status < 500 && answer.errorBodyProblems.length === 0;
}

/** How an answer reads against what an oracle expects of its forms: accepted, or what is wrong with it. */
export type Reading<F> =
  | { readonly accepted: true; readonly kind: 'right' | 'refused' }
  | { readonly accepted: false; readonly kind: 'not-a-list' }
  | { readonly accepted: false; readonly kind: 'wrong-forms'; readonly findings: F };

/** How a filtered listing reads against the page the query oracle expects. */
export type FilteredReading = Reading<PageFindings>;

/**
 * The reading of an answer where a refusal with spec 7's error body may be accepted (`mayRefuse`): refused, not a
 * list, or the forms judged by `judge`, whose findings `right` accepts or not.
 */
function reading<F>(
  answer: StatusAnswerView,
  mayRefuse: boolean,
  judge: () => F,
  right: (findings: F) => boolean,
): Reading<F> {
  if (mayRefuse && refusedWithBody(answer)) return { accepted: true, kind: 'refused' };
  if (!answer.ok) return { accepted: false, kind: 'not-a-list' };
  const findings = judge();
  return right(findings) ? { accepted: true, kind: 'right' } : { accepted: false, kind: 'wrong-forms', findings };
}

/**
 * 4.4's filters: the first page holds exactly the expected forms (its order, total_count and has_more belong to other
 * rules). With `mayRefuse`, for values a service may reasonably refuse, a refusal with the error body of spec 7 is
 * accepted too, since the conditions that produce 400 are not shown (7); wrong forms never are.
 */
export function judgeFiltered(
  answer: StatusAnswerView,
  expected: PageExpectation,
  mayRefuse: boolean,
): FilteredReading {
  return reading(answer, mayRefuse, () => judgePage(answer, expected), sameForms);
}

/** How the answer to `reference=` (empty) reads: one of the readings 4.4 allows, or what it is instead. */
export type EmptyReferenceReading =
  | { readonly accepted: true; readonly kind: 'refused' | 'exact' | 'no-filter' }
  | { readonly accepted: false; readonly kind: 'not-a-list' | 'null-forms' | 'other-forms' };

/**
 * `reference=` (empty): an exact match on the empty string (`exact`), a blank parameter taken as absent (Rails'
 * `presence`, many form handlers: the answer lists the forms of `absent`, the same query without reference, with its
 * total_count) and a refusal with the error body of spec 7 are all readings of 4.4's "Exact match on the reference";
 * answering the forms that have no reference (null is not "") is none of them. `absent` is an answer, not an
 * expectation, since which forms an answer without page holds is not stated when they do not all fit.
 */
export function judgeEmptyReference(
  answer: StatusAnswerView & { readonly rows: readonly KnownForm[] },
  exact: PageExpectation,
  absent: AnswerView & { readonly ok: boolean },
): EmptyReferenceReading {
  if (refusedWithBody(answer)) return { accepted: true, kind: 'refused' };
  if (!answer.ok) return { accepted: false, kind: 'not-a-list' };
  if (sameForms(judgePage(answer, exact))) return { accepted: true, kind: 'exact' };
  if (absent.ok && selectsAsBaseline(answer, absent)) return { accepted: true, kind: 'no-filter' };
  const rows = answer.rows;
  const nullOnly =
    answer.ids.length > 0 && rows.length === answer.ids.length && rows.every((r) => r.reference === null);
  return { accepted: false, kind: nullOnly ? 'null-forms' : 'other-forms' };
}

/** Differences between a cursor answer and the spec's rule for cursors (4.4), one field per aspect. */
export interface CursorFindings {
  /** The cursor form itself was returned. */
  readonly cursorReturned: readonly string[];
  /** Forms read before that are not on the cursor's side or do not match the filters. */
  readonly wrongSide: readonly KnownForm[];
  /** Ids that name no form read in the covered window (another account's, or invented). */
  readonly unknown: readonly string[];
  readonly duplicated: readonly string[];
  /** No form returned although forms lie on the cursor's side. */
  readonly emptyButSide: boolean;
  /** Forms on the cursor's side created between two returned ones but left out: the answer is not one run. */
  readonly skipped: readonly KnownForm[];
  /**
   * The run reaches neither the oldest nor the newest form of the cursor's side, so it is neither the page next to
   * the cursor nor the page at the far end: paging by cursor would skip the forms around it.
   */
  readonly unanchored: boolean;
  /** Set when has_more contradicts the forms left on the cursor's side. */
  readonly hasMore?: { readonly received: unknown; readonly expected: boolean };
  /** Set when total_count is none of the counts the rule allows. */
  readonly totalCount?: { readonly received: unknown; readonly allowed: readonly number[] };
}

/** has_more is true while side forms were left out, false once none (nor a tie) was; undefined when right. */
function cursorHasMore(
  answer: AnswerView,
  expected: CursorExpectation,
  ids: readonly string[],
): CursorFindings['hasMore'] {
  const returnedIds = new Set(ids);
  const sideLeft = expected.side.some((form) => !returnedIds.has(form.id));
  const tiesLeft = expected.ties.some((form) => !returnedIds.has(form.id));
  if (sideLeft && answer.hasMore !== true) return { received: answer.hasMore, expected: true };
  if (!sideLeft && !tiesLeft && answer.hasMore !== false) return { received: answer.hasMore, expected: false };
  return undefined;
}

/** The total_count values allowed: every matching form, or the side with any number of the cursor's ties. */
function cursorTotals(expected: CursorExpectation): number[] {
  return [
    ...new Set([
      expected.matching.length,
      ...Array.from({ length: expected.ties.length + 1 }, (_, k) => expected.side.length + k),
    ]),
  ].sort((a, b) => a - b);
}

/**
 * 4.4: before_id keeps "forms created before this id", after_id "forms created after this id". Which page of that
 * side is shown (the one next to the cursor or the far end) is not stated, so any single run of the side in creation
 * order that reaches one of its ends is accepted; it must not be empty while the side holds forms. has_more says
 * whether side forms were left
 * out. total_count counts "matching forms", which for a cursor may or may not take the cursor into account.
 * `known` holds every form read (matching the filters or not), to tell a form on the wrong side from an unknown one.
 */
export function judgeCursor(
  answer: AnswerView,
  expected: CursorExpectation,
  known: ReadonlyMap<string, KnownForm>,
): CursorFindings {
  const ids = answer.ids.filter((id): id is string => id !== undefined);
  const cursorIds = new Set(expected.cursors.map((c) => c.id));
  const sideIds = new Set(expected.side.map((form) => form.id));
  const tieIds = new Set(expected.ties.map((form) => form.id));
  const cursorReturned = ids.filter((id) => cursorIds.has(id));
  const wrongSide: KnownForm[] = [];
  const unknown: string[] = [];
  const returnedSide: KnownForm[] = [];
  for (const id of new Set(ids)) {
    if (cursorIds.has(id) || tieIds.has(id)) continue;
    const form = known.get(id);
    if (form === undefined) unknown.push(id);
    else if (sideIds.has(id)) returnedSide.push(form);
    else wrongSide.push(form);
  }
  // "One run" is judged on creation instants, the order cursors are defined on (4.4), whatever order the list uses:
  // no side form created strictly between two returned ones may be left out, and the run reaches the oldest or the
  // newest instant of the side. Forms sharing an instant at the run's edges may fall either way.
  const instants = returnedSide.map((form) => form.created);
  const lo = instants.reduce((a, b) => (b < a ? b : a), instants[0] ?? 0n);
  const hi = instants.reduce((a, b) => (b > a ? b : a), instants[0] ?? 0n);
  const returnedSet = new Set(returnedSide.map((form) => form.id));
  let skipped =
    returnedSide.length < 2
      ? []
      : expected.side.filter((form) => form.created > lo && form.created < hi && !returnedSet.has(form.id));
  const sideInstants = expected.side.map((form) => form.created);
  const sideLo = sideInstants.reduce((a, b) => (b < a ? b : a), sideInstants[0] ?? 0n);
  const sideHi = sideInstants.reduce((a, b) => (b > a ? b : a), sideInstants[0] ?? 0n);
  let unanchored = returnedSide.length > 0 && lo !== sideLo && hi !== sideHi;
  // A listing not in creation order (4.4 fixes no order) may cut the cursor's page from the side in its own order:
  // a run of the side in listing order (expected.side keeps it) reaching one end of it is as good.
  const at = returnedSide.map((form) => expected.side.findIndex((s) => s.id === form.id)).sort((a, b) => a - b);
  const listingRun =
    at.length > 0 &&
    at[at.length - 1]! - at[0]! === at.length - 1 &&
    (at[0] === 0 || at[at.length - 1] === expected.side.length - 1);
  if (listingRun) {
    skipped = [];
    unanchored = false;
  }
  const hasMore = cursorHasMore(answer, expected, ids);
  const allowed = cursorTotals(expected);
  const totalOk = typeof answer.totalCount === 'number' && allowed.includes(answer.totalCount);
  return {
    cursorReturned,
    wrongSide,
    unknown,
    duplicated: duplicatesOf(ids),
    emptyButSide: ids.length === 0 && expected.side.length > 0,
    skipped,
    unanchored,
    ...(hasMore === undefined ? {} : { hasMore }),
    ...(totalOk ? {} : { totalCount: { received: answer.totalCount, allowed } }),
  };
}

/** True when the cursor answer keeps exactly the forms the rule allows (has_more and total_count aside). */
export function cursorFormsRight(findings: CursorFindings): boolean {
  return (
    findings.cursorReturned.length === 0 &&
    findings.wrongSide.length === 0 &&
    findings.unknown.length === 0 &&
    findings.duplicated.length === 0 &&
    !findings.emptyButSide &&
    findings.skipped.length === 0 &&
    !findings.unanchored
  );
}

/** How a cursor answer reads against the rule of 4.4. */
export type CursorReading = Reading<CursorFindings>;

/**
 * A cursor naming one of the account's forms is answered with a list keeping the forms the rule allows (has_more and
 * total_count belong to other rules). With `mayRefuse` (a cursor the filters exclude, both cursors together: 4.4 does
 * not say), a refusal with the error body of spec 7 is accepted too.
 */
export function judgeCursorCase(
  answer: StatusAnswerView,
  expected: CursorExpectation,
  known: ReadonlyMap<string, KnownForm>,
  mayRefuse: boolean,
): CursorReading {
  return reading(answer, mayRefuse, () => judgeCursor(answer, expected, known), cursorFormsRight);
}

/**
 * Two queries naming one instant (spec 4.4 bounds are instants, 2.2 timestamps ISO 8601) select the same forms: the
 * answer is a list of the baseline's forms (in any order, each as often as the baseline lists it) with the baseline's
 * total_count.
 */
export function selectsAsBaseline(answer: AnswerView & { readonly ok: boolean }, baseline: AnswerView): boolean {
  return answer.ok && sameIds(answer.ids, baseline.ids) && answer.totalCount === baseline.totalCount;
}

/** What is wrong with the answer to a cursor naming no form, if anything (4.4 does not show what it gets). */
export type UnknownCursorFinding =
  | { readonly kind: 'server-error' }
  | { readonly kind: 'refusal-without-body'; readonly problems: readonly string[] }
  | { readonly kind: 'not-a-list' }
  | { readonly kind: 'foreign-forms'; readonly ids: readonly string[] };

/**
 * An unknown cursor may be refused (a 4xx with the error body of spec 7) or answered with a list, which then holds
 * none but the account's own forms: judged only when every form was read (`complete`); a server error never.
 */
export function judgeUnknownCursor(
  answer: StatusAnswerView,
  account: { readonly rows: ReadonlyMap<string, KnownForm>; readonly complete: boolean },
): UnknownCursorFinding | undefined {
  const status = answer.status;
  if (status >= 500) return { kind: 'server-error' };
  if (status >= 400)
    return answer.errorBodyProblems.length > 0
      ? { kind: 'refusal-without-body', problems: answer.errorBodyProblems }
      : undefined;
  if (status < 200 || status >= 300) return undefined;
  if (!answer.ok) return { kind: 'not-a-list' };
  const known = account.rows;
  const foreign = account.complete ? answer.ids.filter((x) => x === undefined || !known.has(x)).map(String) : [];
  return foreign.length > 0 ? { kind: 'foreign-forms', ids: foreign } : undefined;
}
