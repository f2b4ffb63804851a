// One answer of GET /v2/scan_forms to a case of the coverage phase, judged against the query oracle whatever kind of
// answer the oracle expects (a page, a page before the first, a cursor window, an unknown cursor), with the refusal
// the case's class allows: none, only 400 (spec 7: invalid request parameters), or any client error. Pure.

import { sameIds } from './same-forms.js';
import { answerProblems, refusalOpen, type JudgedAnswer } from './scan-form-answer.js';
import type { Expectation, KnownForm, Query } from './scan-form-query.js';

/**
 * What refusal a case allows besides the answer the oracle computes: `none` (the spec's own request), `400` (a value
 * the server may call invalid, which spec 7 answers with 400), `any` (a value the spec leaves open: any client error).
 * Every refusal carries the error body of spec 7.
 */
export type Refusal = 'none' | '400' | 'any';

export interface CoverageJudgement {
  readonly expected: Expectation;
  readonly query: Query;
  readonly summaries: boolean;
  readonly refusal: Refusal;
  readonly known: ReadonlyMap<string, KnownForm>;
  /** The full form read for an id, to weigh a summary against. */
  readonly fullOf: (id: string) => unknown;
  /** The forms of the first page of the same query, which a page before the first may repeat (clamped to it). */
  readonly firstPageIds: readonly string[];
}

function listed(ids: ReadonlyArray<string | undefined>): string {
  const shown = ids.slice(0, 4).map(String).join(', ');
  return ids.length === 0 ? 'none' : ids.length > 4 ? `${shown} and ${ids.length - 4} more` : shown;
}

/** A refused answer: allowed by the class (with 400 where only 400 is), always with the error body. */
function refusalProblems(answer: JudgedAnswer, j: CoverageJudgement, openByOracle: boolean): string[] {
  const body =
    answer.errorBodyProblems.length === 0
      ? []
      : [`HTTP ${answer.status} without the error body of spec 7: ${answer.errorBodyProblems.join(', ')}`];
  // A value the class says a server may call invalid is refused as spec 7 refuses invalid parameters: with 400.
  if (j.refusal === '400' && answer.status !== 400)
    return [`HTTP ${answer.status}, expected the answer of 4.4 or 400 (invalid request parameters, spec 7)`, ...body];
  if (j.refusal === 'none' && !openByOracle) return [`HTTP ${answer.status}, expected the answer of 4.4`, ...body];
  return body;
}

/**
 * A page before the first (4.4 names none): no forms, or the first page's own forms when the number is clamped, "the
 * same forms" as equal multisets (one form repeated in place of another is not the first page).
 */
function belowFirstProblems(answer: JudgedAnswer, j: CoverageJudgement): string[] {
  const ids = answer.ids.filter((id): id is string => id !== undefined);
  if (ids.length === 0) return [];
  if (sameIds(ids, j.firstPageIds)) return [];
  return [`forms ${listed(ids)} for a page before the first page, expected none or the first page's forms`];
}

/** An unknown cursor (4.4 names no answer): whatever is listed must be forms of this account matching the filters. */
function unknownCursorProblems(answer: JudgedAnswer, matching: readonly KnownForm[]): string[] {
  const ids = new Set(matching.map((form) => form.id));
  const foreign = answer.ids.filter((id) => id === undefined || !ids.has(id));
  return foreign.length === 0
    ? []
    : [`forms ${listed(foreign)} that match no filter of the query, for an unknown cursor`];
}

/** Everything wrong with one answer to a coverage case; empty when it is right. 5xx answers are listed too. */
export function coverageAnswerProblems(answer: JudgedAnswer, j: CoverageJudgement): string[] {
  const { status } = answer;
  if (status >= 500) return [`HTTP ${status}: a server error`];
  // The oracle's own open refusals (a page before the first or past the last, an unknown cursor, a cursor the filters
  // exclude, an inverted window) stay open whatever the class allows.
  const open =
    j.expected.kind === 'below-first' || j.expected.kind === 'unknown-cursor' || refusalOpen(j.expected, j.query);
  if (status >= 400) return refusalProblems(answer, j, open);
  if (!answer.ok) return [answer.problem ?? 'not a list'];
  if (j.expected.kind === 'below-first') return belowFirstProblems(answer, j);
  if (j.expected.kind === 'unknown-cursor') return unknownCursorProblems(answer, j.expected.matching);
  return answerProblems(j.expected, j.query, j.summaries, answer, j.known, j.fullOf);
}
