// The coverage phase's judge against the words of spec 7 and 4.4: a 5xx is never an answer; a client error is one
// only where the case's class or the query oracle leaves the answer open (400 alone where the class says "invalid
// request parameters"), always with spec 7's body; a page before the first lists nothing or the very forms of the
// first page; an unknown cursor lists only forms of the account that match the query.

import fc from 'fast-check';
import { describe, it } from 'vitest';
import { coverageAnswerProblems, type Refusal } from '../../../src/oracles/coverage-answer.js';
import type { JudgedAnswer } from '../../../src/oracles/scan-form-answer.js';
import { expectedAnswer, type KnownForm, type Query } from '../../../src/oracles/scan-form-query.js';
import { ID_POOL, T0, anId, edit, holds, refutes, someEdits, sortedIds } from './words.js';
import { SECOND } from '../../../src/oracles/scan-form-time.js';

const listing: KnownForm[] = ID_POOL.map((id, i) => ({ id, created: T0 - BigInt(i) * SECOND, reference: `R${i % 2}` }));
const known = new Map(listing.map((f) => [f.id, f]));
const layout = { firstPage: 1 as const, pageSize: 2 };
/** Queries whose answer the spec states (a page), and queries it leaves open (before the first, past the last...). */
const QUERIES: ReadonlyArray<{ query: Query; open: boolean }> = [
  { query: { page: 1 }, open: false },
  { query: { page: 2, reference: 'R0' }, open: false },
  { query: { page: 0 }, open: true },
  { query: { page: 9 }, open: true },
  { query: { beforeId: 'sf_zz' }, open: true },
  { query: { beforeId: 'sf_a', afterId: 'sf_f' }, open: true },
];
const firstPageIds = ['sf_a', 'sf_b'];

const refusal = (status: number, bodyOk: boolean): JudgedAnswer => ({
  ok: false,
  problem: `HTTP ${status}`,
  status,
  errorBodyProblems: bodyOk ? [] : ['no statusCode'],
  elements: [],
  ids: [],
  hasMore: undefined,
  totalCount: undefined,
});
const judge = (answer: JudgedAnswer, query: Query, refusalClass: Refusal) =>
  coverageAnswerProblems(answer, {
    expected: expectedAnswer(listing, query, layout),
    query,
    summaries: false,
    refusal: refusalClass,
    known,
    fullOf: () => undefined,
    firstPageIds,
  });

const refusals = fc.record({
  at: fc.nat({ max: QUERIES.length - 1 }),
  status: fc.constantFrom(400, 401, 404, 422, 499, 500, 503),
  bodyOk: fc.boolean(),
  refusalClass: fc.constantFrom<Refusal>('none', '400', 'any'),
});

const refusalProperty = (oracle: typeof judge) =>
  fc.property(refusals, ({ at, status, bodyOk, refusalClass }) => {
    const { query, open } = QUERIES[at]!;
    const allowed =
      status < 500 && bodyOk && (refusalClass === 'any' || (refusalClass === '400' ? status === 400 : open));
    return (oracle(refusal(status, bodyOk), query, refusalClass).length === 0) === allowed;
  });

/** A page before the first: nothing, or the first page's forms as equal multisets (4.4 "the same forms"). */
const belowFirstProperty = (oracle: typeof judge) =>
  fc.property(someEdits, fc.boolean(), (edits, empty) => {
    const ids = empty ? [] : edit(firstPageIds, edits, (id) => id);
    const answer: JudgedAnswer = { ...refusal(200, true), ok: true, status: 200, ids, elements: ids };
    const right = ids.length === 0 || sortedIds(ids).join() === sortedIds(firstPageIds).join();
    return (oracle(answer, { page: 0 }, 'none').length === 0) === right;
  });

/** An unknown cursor: every element a form of the account matching the query's filters. */
const unknownCursorProperty = (oracle: typeof judge) =>
  fc.property(fc.array(fc.oneof(anId, fc.constant('sf_zz')), { maxLength: 4 }), (ids) => {
    const answer: JudgedAnswer = { ...refusal(200, true), ok: true, status: 200, ids, elements: ids };
    const right = ids.every((id) => known.get(id)?.reference === 'R0');
    return (oracle(answer, { beforeId: 'sf_zz', reference: 'R0' }, 'none').length === 0) === right;
  });

describe('the coverage judge against the words of spec 7 and 4.4', () => {
  it('takes a client error with the body only where the class or the oracle leaves the answer open, never a 5xx', () =>
    holds(refusalProperty(judge)));
  it('takes for a page before the first nothing or the very forms of the first page', () =>
    holds(belowFirstProperty(judge)));
  it('takes for an unknown cursor only forms of the account matching the query', () =>
    holds(unknownCursorProperty(judge)));

  it('tells "400" from "any client error" where the class says invalid request parameters', () => {
    const anyClientError: typeof judge = (answer, query, refusalClass) =>
      judge(answer, query, refusalClass === '400' ? 'any' : refusalClass);
    refutes(refusalProperty(anyClientError));
  });
  it("tells the first page's forms from a subset of them at the same length", () => {
    const subset: typeof judge = (answer, query, refusalClass) =>
      answer.ids.length === firstPageIds.length && answer.ids.every((id) => firstPageIds.includes(id!))
        ? []
        : judge(answer, query, refusalClass);
    refutes(belowFirstProperty(subset));
  });
});
