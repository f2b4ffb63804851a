// The whole-answer judge of generated queries: refusals where the spec leaves the answer open, full forms or lighter
// summaries, and the forms, has_more and total_count the oracle expects, on examples and as a property.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerProblems, type JudgedAnswer } from '../../src/oracles/scan-form-answer.js';
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
const answer = (
  forms: readonly KnownForm[],
  hasMore: boolean,
  totalCount: number,
  elements = forms.map(full),
): JudgedAnswer => ({
  ok: true,
  status: 200,
  errorBodyProblems: [],
  elements,
  ids: forms.map((f) => f.id),
  hasMore,
  totalCount,
});
const judge = (q: Query, a: JudgedAnswer, summaries = false) =>
  answerProblems(expectedAnswer(listing, q, layout), q, summaries, a, known, (id) => full(known.get(id)!));

describe('answerProblems', () => {
  it('accepts the right page and names every wrong aspect of a wrong one', () => {
    expect(judge({ page: 2 }, answer(listing.slice(3, 6), true, 8))).toEqual([]);
    expect(judge({ page: 2 }, answer(listing.slice(4, 7), false, 7))).toEqual([
      expect.stringMatching(/^forms /),
      'total_count 7, expected 8',
      'has_more false, expected true',
    ]);
  });

  it('judges a page by its forms, not their order', () => {
    expect(judge({ page: 1 }, answer([...listing.slice(0, 3)].reverse(), true, 8))).toEqual([]);
  });

  it('accepts a refusal with the error body where the spec leaves the answer open, and only there', () => {
    const refused = (body: string[]): JudgedAnswer => ({
      ok: false,
      problem: 'HTTP 400',
      status: 400,
      errorBodyProblems: body,
      elements: [],
      ids: [],
      hasMore: undefined,
      totalCount: undefined,
    });
    const both: Query = { beforeId: 'sf_2', afterId: 'sf_6' };
    expect(judge(both, refused([]))).toEqual([]);
    expect(judge(both, refused(['no statusCode']))).toEqual([
      'HTTP 400 without the error body of spec 7: no statusCode',
    ]);
    expect(judge({ page: 1 }, refused([]))).toEqual(['HTTP 400']);
  });

  it('wants summaries lighter than their full forms', () => {
    const heavy = listing.slice(0, 3).map((f) => ({ ...full(f), extra: 'more' }));
    expect(judge({ page: 1 }, answer(listing.slice(0, 3), true, 8, heavy), true)).toHaveLength(3);
  });

  it('accepts any run of a cursor side reaching one of its ends, in any order (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 }), fc.boolean(), (c, reverse) => {
        const q: Query = { beforeId: listing[c]!.id };
        const side = listing.slice(c + 1);
        const run = side.slice(0, 3);
        const shown = reverse ? [...run].reverse() : run;
        expect(judge(q, answer(shown, side.length > run.length, 8))).toEqual([]);
      }),
    );
  });
});
