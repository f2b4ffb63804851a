// One answer of GET /v2/scan_forms judged whole against the query oracle (spec 2.2, 4.4, 7): the refusals the spec
// leaves open, full forms or lighter summaries, the forms, has_more and total_count. Pure; used by generated queries.

import { cursorFormsRight, judgeCursor, judgePage, type StatusAnswerView } from './scan-form-judge.js';
import type { CursorExpectation, Expectation, KnownForm, PageExpectation, Query } from './scan-form-query.js';
import { identityOf, unpaired, type Identity } from './same-forms.js';
import { SCAN_FORM_FIELDS, weight } from './scan-form-summary.js';

/** The parts of an answer this judge reads; `errorBodyProblems` lists what a refusal's body lacks of spec 7. */
export interface JudgedAnswer extends StatusAnswerView {
  readonly problem?: string;
  readonly elements: readonly unknown[];
}

function listed(items: readonly string[], max: number): string {
  if (items.length === 0) return 'none';
  return items.length <= max ? items.join(', ') : `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
}

/** Whether the spec shows no answer to this query, so a client error with spec 7's body is accepted too. */
export function refusalOpen(expected: Expectation, o: Query): boolean {
  return (
    (o.start !== undefined && o.end !== undefined && o.start > o.end) ||
    (o.page === undefined && o.beforeId !== undefined && o.afterId !== undefined) ||
    (expected.kind === 'page' && expected.index > 0 && expected.forms.length === 0) ||
    (expected.kind === 'cursor' && expected.cursors.some((c) => !expected.matching.some((m) => m.id === c.id)))
  );
}

/** summary=true: each element lighter than the full form read for the same id; otherwise full ScanForms (2.2, 4.4). */
function elementProblems(answer: JudgedAnswer, summaries: boolean, fullOf: (id: string) => unknown): string[] {
  const problems: string[] = [];
  answer.elements.forEach((element, i) => {
    const id = answer.ids[i];
    const full = id === undefined ? undefined : fullOf(id);
    if (summaries && full !== undefined && weight(element) >= weight(full))
      problems.push(`the summary of ${id!} is not lighter than its full form`);
    if (!summaries && typeof element === 'object' && element !== null && !Array.isArray(element)) {
      const missing = SCAN_FORM_FIELDS.filter((field) => !(field in element));
      if (missing.length > 0)
        problems.push(`${id ?? `element ${i}`} is not a full ScanForm (no ${missing.join(', ')})`);
    }
  });
  return problems;
}

/** A page's forms, total_count and has_more against the oracle's page. */
function pageProblems(answer: JudgedAnswer, expected: PageExpectation): string[] {
  const problems: string[] = [];
  const f = judgePage(answer, expected);
  // Judged by its set of forms: the order within one answer is not stated (4.4); a walk's order is judged apart.
  if (f.missing.length > 0 || f.unexpected.length > 0 || f.duplicated.length > 0)
    problems.push(
      expected.anyOf === true
        ? `forms ${listed(answer.ids.map(String), 4)}, expected forms among the ${expected.matching.length} matching ones, each once (which of them an answer without page holds is not stated)`
        : `forms ${listed(answer.ids.map(String), 4)}, expected ${listed(
            expected.forms.map((x) => x.id),
            4,
          )}`,
    );
  return [...problems, ...pageCountProblems(f)];
}

function pageCountProblems(f: Pick<ReturnType<typeof judgePage>, 'totalCount' | 'hasMore'>): string[] {
  return [
    ...(f.totalCount === undefined
      ? []
      : [`total_count ${JSON.stringify(f.totalCount.received)}, expected ${f.totalCount.expected}`]),
    ...(f.hasMore === undefined
      ? []
      : [`has_more ${JSON.stringify(f.hasMore.received)}, expected ${f.hasMore.expected}`]),
  ];
}

/** A cursor answer is judged by its forms and their created_at run, not by their order (4.4 states none). */
function cursorProblems(
  answer: JudgedAnswer,
  expected: CursorExpectation,
  o: Query,
  known: ReadonlyMap<string, KnownForm>,
): string[] {
  const problems: string[] = [];
  const f = judgeCursor(answer, expected, known);
  if (!cursorFormsRight(f))
    problems.push(
      `forms ${listed(answer.ids.map(String), 4)}, expected one run of ${listed(
        expected.side.map((x) => x.id),
        4,
      )} (created ${[o.afterId === undefined ? '' : `after ${o.afterId}`, o.beforeId === undefined ? '' : `before ${o.beforeId}`].filter(Boolean).join(' and ')}, the cursor excluded)`,
    );
  if (f.hasMore !== undefined)
    problems.push(`has_more ${JSON.stringify(f.hasMore.received)}, expected ${f.hasMore.expected}`);
  return [...problems, ...cursorTotalProblems(f)];
}

function cursorTotalProblems(f: Pick<ReturnType<typeof judgeCursor>, 'totalCount'>): string[] {
  return f.totalCount === undefined
    ? []
    : [`total_count ${JSON.stringify(f.totalCount.received)}, expected ${f.totalCount.allowed.join(' or ')}`];
}

/**
 * total_count and has_more of summaries without ids (4.4): a page's do not depend on which forms it lists; beside a
 * cursor total_count does not either, while has_more does (a form of the cursor's instant left out), so it stays open.
 */
function idlessCountProblems(
  answer: JudgedAnswer,
  expected: Expectation,
  known: ReadonlyMap<string, KnownForm>,
): string[] {
  if (expected.kind === 'page') return pageCountProblems(judgePage(answer, expected));
  return expected.kind === 'cursor' ? cursorTotalProblems(judgeCursor(answer, expected, known)) : [];
}

/** What a summary's identity fields must agree with: the form's id, creation instant and reference (when read). */
function identityOfForm(form: KnownForm): Identity {
  return {
    id: form.id,
    created_at: form.created,
    ...(form.reference === undefined ? {} : { reference: form.reference }),
  };
}

/**
 * Summaries without ids (4.4 "the same forms"): each pairs with a form of its own among those the answer may hold,
 * agreeing on the identity fields it carries; a page holds as many as expected (forms of an instant straddling its
 * boundary may stand in for one another), an answer without page some of the matching forms, a cursor answer forms of
 * the cursor's side.
 */
function idlessProblems(answer: JudgedAnswer, expected: Expectation): string[] {
  const pool =
    expected.kind === 'page'
      ? expected.anyOf === true
        ? expected.matching
        : [...expected.forms, ...expected.ties.filter((t) => !expected.forms.includes(t))]
      : expected.kind === 'cursor'
        ? [...expected.side, ...expected.ties]
        : undefined;
  if (pool === undefined) return [];
  const problems: string[] = [];
  if (expected.kind === 'page' && expected.anyOf !== true && answer.ids.length !== expected.forms.length)
    problems.push(`${answer.ids.length} summaries, expected ${expected.forms.length}`);
  const named = answer.elements.map(identityOf);
  const alone = unpaired(named, pool.map(identityOfForm));
  if (alone.length > 0)
    problems.push(
      `${alone.length} of ${answer.elements.length} summaries (without ids) name no expected form of their own by created_at or reference`,
    );
  // Only forms of a straddling instant may stand in for one another: every other form of the page is named. With the
  // pairing above, this makes one pairing that does both (a page is exactly its forms, as judgePage has it with ids).
  if (expected.kind === 'page' && expected.anyOf !== true) {
    const fixed = expected.forms.filter((form) => !expected.ties.includes(form));
    const unnamed = unpaired(fixed.map(identityOfForm), named);
    if (unnamed.length > 0)
      problems.push(
        `${unnamed.length} form(s) of the page named by no summary (without ids): ${listed(
          unnamed.map((i) => fixed[i]!.id),
          4,
        )}`,
      );
  }
  return problems;
}

/**
 * Everything wrong with one answer; empty when it is right. `fullOf` gives the full form read for an id, to weigh a
 * summary against. Where the spec shows no answer, a client error with the error body of spec 7 is accepted as well
 * as the list: a window whose start is after its end (it matches nothing; conditions for 400 are not shown), a page
 * past the last one, a cursor naming a form the filters exclude (4.4 does not say whether a cursor must match them),
 * and before_id with after_id (both optional; a service may refuse them together, as Stripe does).
 */
export function answerProblems(
  expected: Expectation,
  o: Query,
  summaries: boolean,
  answer: JudgedAnswer,
  known: ReadonlyMap<string, KnownForm>,
  fullOf: (id: string) => unknown,
): string[] {
  const status = answer.status;
  if (refusalOpen(expected, o) && status >= 400 && status < 500) {
    return answer.errorBodyProblems.length === 0
      ? []
      : [`HTTP ${status} without the error body of spec 7: ${answer.errorBodyProblems.join(', ')}`];
  }
  if (!answer.ok) return [answer.problem ?? 'not a list'];
  const problems = elementProblems(answer, summaries, fullOf);
  if (summaries && answer.ids.some((id) => id === undefined))
    return [...problems, ...idlessProblems(answer, expected), ...idlessCountProblems(answer, expected, known)];
  if (expected.kind === 'page') problems.push(...pageProblems(answer, expected));
  else if (expected.kind === 'cursor') problems.push(...cursorProblems(answer, expected, o, known));
  return problems;
}
