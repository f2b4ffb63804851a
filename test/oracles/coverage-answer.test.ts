// The judge of the coverage phase's queries: the answer the oracle computes, whatever its kind, and the refusal each
// class allows (none, only 400, any client error), always with the error body of spec 7.
import { describe, expect, it } from 'vitest';
import { coverageAnswerProblems, type Refusal } from '../../src/oracles/coverage-answer.js';
import type { JudgedAnswer } from '../../src/oracles/scan-form-answer.js';
import { expectedAnswer, type KnownForm, type Layout, type Query } from '../../src/oracles/scan-form-query.js';
import { SCAN_FORM_FIELDS } from '../../src/oracles/scan-form-summary.js';
import { SECOND } from '../../src/oracles/scan-form-time.js';

const T0 = 1_700_000_000n * SECOND;
const form = (n: number): KnownForm => ({ id: `sf_${n}`, created: T0 + BigInt(n) * SECOND, reference: `REF-${n % 3}` });
const listing = Array.from({ length: 8 }, (_, i) => form(8 - i));
const known = new Map(listing.map((f) => [f.id, f]));
const layout: Layout = { firstPage: 1, pageSize: 3 };
const full = (f: KnownForm): Record<string, unknown> =>
  Object.fromEntries(SCAN_FORM_FIELDS.map((k) => [k, k === 'id' ? f.id : 'x']));
const list = (forms: readonly KnownForm[], hasMore: boolean, totalCount: number): JudgedAnswer => ({
  ok: true,
  status: 200,
  errorBodyProblems: [],
  elements: forms.map(full),
  ids: forms.map((f) => f.id),
  hasMore,
  totalCount,
});
const refused = (status: number, bodyProblems: string[] = []): JudgedAnswer => ({
  ok: false,
  problem: `HTTP ${status}`,
  status,
  errorBodyProblems: bodyProblems,
  elements: [],
  ids: [],
  hasMore: undefined,
  totalCount: undefined,
});
const judge = (q: Query, a: JudgedAnswer, refusal: Refusal = 'none', summaries = false) =>
  coverageAnswerProblems(a, {
    expected: expectedAnswer(listing, q, layout),
    query: q,
    summaries,
    refusal,
    known,
    fullOf: (id) => full(known.get(id)!),
    firstPageIds: listing.slice(0, 3).map((f) => f.id),
  });

describe('coverageAnswerProblems', () => {
  it("judges a 2xx by the oracle, and refuses a refusal of the spec's own request", () => {
    expect(judge({ page: 1 }, list(listing.slice(0, 3), true, 8))).toEqual([]);
    expect(judge({ page: 1 }, list(listing.slice(0, 3), false, 8))).toEqual(['has_more false, expected true']);
    expect(judge({ page: 1 }, refused(400))).toEqual(['HTTP 400, expected the answer of 4.4']);
  });

  it('takes only 400 for a value a server may call invalid, always with the error body', () => {
    expect(judge({ page: 0 }, refused(400), '400')).toEqual([]);
    expect(judge({ page: 0 }, refused(422), '400')).toEqual([
      'HTTP 422, expected the answer of 4.4 or 400 (invalid request parameters, spec 7)',
    ]);
    expect(judge({ page: 0 }, refused(400, ['error is "Solicitud incorrecta"']), '400')).toEqual([
      'HTTP 400 without the error body of spec 7: error is "Solicitud incorrecta"',
    ]);
  });

  it('lets a page before the first hold nothing or the first page, never a later one', () => {
    expect(judge({ page: 0 }, list([], false, 8), '400')).toEqual([]);
    expect(judge({ page: 0 }, list(listing.slice(0, 3), true, 8), '400')).toEqual([]);
    expect(judge({ page: 0, beforeId: 'sf_5' }, list(listing.slice(4, 7), true, 8), '400')).toEqual([
      "forms sf_4, sf_3, sf_2 for a page before the first page, expected none or the first page's forms",
    ]);
  });

  it('keeps the open refusals of the oracle and lists only forms that match for an unknown cursor', () => {
    expect(judge({ page: 9 }, refused(404))).toEqual([]);
    expect(judge({ beforeId: 'sf_unknown' }, refused(400))).toEqual([]);
    expect(judge({ beforeId: 'sf_unknown', reference: 'REF-0' }, list([form(6)], false, 2))).toEqual([]);
    expect(judge({ beforeId: 'sf_unknown', reference: 'REF-0' }, list([form(7)], false, 2))).toEqual([
      'forms sf_7 that match no filter of the query, for an unknown cursor',
    ]);
  });

  it('names a server error whatever the class allows', () => {
    expect(judge({ page: 1 }, refused(500), 'any')).toEqual(['HTTP 500: a server error']);
  });

  it('finds full forms where summaries are due with a cursor', () => {
    const problems = judge({ beforeId: 'sf_5' }, list(listing.slice(4, 7), true, 8), 'none', true);
    expect(problems.some((p) => /is not lighter than its full form/.test(p))).toBe(true);
  });
});
