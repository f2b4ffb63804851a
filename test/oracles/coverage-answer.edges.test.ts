// The coverage judge at its edges: the sentences of a wrong answer (at most four forms named, the rest counted), an
// answer that is no list, and elements without ids under a page before the first or an unknown cursor.

import { describe, expect, it } from 'vitest';
import { coverageAnswerProblems, type Refusal } from '../../src/oracles/coverage-answer.js';
import type { JudgedAnswer } from '../../src/oracles/scan-form-answer.js';
import { expectedAnswer, type KnownForm, type Query } from '../../src/oracles/scan-form-query.js';
import { SECOND } from '../../src/oracles/scan-form-time.js';

const T0 = 1_700_000_000n * SECOND;
const form = (n: number): KnownForm => ({ id: `sf_${n}`, created: T0 + BigInt(n) * SECOND, reference: `REF-${n % 2}` });
const listing = Array.from({ length: 8 }, (_, i) => form(8 - i));
const known = new Map(listing.map((f) => [f.id, f]));
const answer = (ids: ReadonlyArray<string | undefined>, ok = true, status = 200): JudgedAnswer => ({
  ok,
  status,
  errorBodyProblems: [],
  elements: ids,
  ids,
  hasMore: false,
  totalCount: 0,
});
const judge = (q: Query, a: JudgedAnswer, refusal: Refusal = 'none') =>
  coverageAnswerProblems(a, {
    expected: expectedAnswer(listing, q, { firstPage: 1, pageSize: 3 }),
    query: q,
    summaries: false,
    refusal,
    known,
    fullOf: () => undefined,
    firstPageIds: ['sf_8', 'sf_7', 'sf_6'],
  });

describe('the sentences of the coverage judge', () => {
  it('names at most four forms of a page before the first, and counts the rest', () => {
    expect(judge({ page: 0 }, answer(['sf_5', 'sf_4', 'sf_3', 'sf_2']))).toEqual([
      "forms sf_5, sf_4, sf_3, sf_2 for a page before the first page, expected none or the first page's forms",
    ]);
    expect(judge({ page: 0 }, answer(['sf_5', 'sf_4', 'sf_3', 'sf_2', 'sf_1']))).toEqual([
      "forms sf_5, sf_4, sf_3, sf_2 and 1 more for a page before the first page, expected none or the first page's forms",
    ]);
  });
  it('takes a page before the first holding only elements without ids for an empty one', () => {
    expect(judge({ page: 0 }, answer([undefined, undefined]))).toEqual([]);
  });
  it('names every element an unknown cursor lists that matches nothing, one without id too', () => {
    expect(judge({ beforeId: 'sf_zz', reference: 'REF-0' }, answer(['sf_8', undefined, 'sf_7']))).toEqual([
      'forms undefined, sf_7 that match no filter of the query, for an unknown cursor',
    ]);
  });
  it('joins the error body problems of a refusal with commas', () => {
    const refused = { ...answer([], false, 400), errorBodyProblems: ['no statusCode', 'no message'] };
    expect(judge({ page: 0 }, refused, 'any')).toEqual([
      'HTTP 400 without the error body of spec 7: no statusCode, no message',
    ]);
  });
  it('says what a 2xx that is no list is, or "not a list"', () => {
    expect(judge({ page: 1 }, { ...answer([], false), problem: 'the body is not JSON' })).toEqual([
      'the body is not JSON',
    ]);
    expect(judge({ page: 1 }, answer([], false))).toEqual(['not a list']);
  });
});
