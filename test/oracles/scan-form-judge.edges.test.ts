// The page judge at its edges: forms of one instant straddling a page boundary standing in for one another (never
// one too many or too few), and an answer without page judged on each form listed, has_more and total_count alone.

import { describe, expect, it } from 'vitest';
import { judgePage } from '../../src/oracles/scan-form-judge.js';
import { pageExpectation, type KnownForm, type PageExpectation } from '../../src/oracles/scan-form-query.js';
import { SECOND } from '../../src/oracles/scan-form-time.js';

const T0 = 1_700_000_000n * SECOND;
const at = (id: string, seconds: number): KnownForm => ({ id, created: T0 + BigInt(seconds) * SECOND, reference: id });
/** Newest first; sf_4a and sf_4b share an instant across the boundary of pages of two. */
const listing = [at('sf_5', 5), at('sf_4a', 4), at('sf_4b', 4), at('sf_3', 3), at('sf_2', 2)];
const layout = { firstPage: 1 as const, pageSize: 2 };
const firstPage = pageExpectation(listing, {}, 0, layout) as PageExpectation;
const withoutPage = pageExpectation(listing, {}, 0, layout, 'default') as PageExpectation;
const judge = (expected: PageExpectation, ids: ReadonlyArray<string | undefined>, hasMore: unknown, total: unknown) =>
  judgePage({ ids, hasMore, totalCount: total }, expected);
const ids = (findings: ReturnType<typeof judgePage>) => ({
  missing: findings.missing.map((f) => f.id),
  unexpected: findings.unexpected,
  duplicated: findings.duplicated,
  orderDiffers: findings.orderDiffers,
});
const right = { missing: [], unexpected: [], duplicated: [], orderDiffers: false };

describe('a page with forms of one instant across its boundary', () => {
  it('takes either form of the instant, in place of the other', () => {
    expect(firstPage.ties.map((f) => f.id)).toEqual(['sf_4a', 'sf_4b']);
    expect(judge(firstPage, ['sf_5', 'sf_4b'], true, 5)).toEqual(right);
    expect(judge(firstPage, ['sf_5', 'sf_4a'], true, 5)).toEqual(right);
  });
  it('names one of them too many, or one too few', () => {
    expect(ids(judge(firstPage, ['sf_5', 'sf_4a', 'sf_4b'], true, 5))).toEqual({ ...right, unexpected: ['sf_4b'] });
    expect(ids(judge(firstPage, ['sf_5'], true, 5))).toEqual({ ...right, missing: ['sf_4a'] });
    expect(ids(judge(firstPage, ['sf_4a', 'sf_4b'], true, 5))).toEqual({ ...right, missing: ['sf_5'] });
  });
  it('leaves forms of the straddling instant out of what is missing or unexpected while another form is', () => {
    expect(ids(judge(firstPage, ['sf_4b'], true, 5))).toEqual({ ...right, missing: ['sf_5'] });
    expect(ids(judge(firstPage, ['sf_5', 'sf_4b', 'sf_9'], true, 5))).toEqual({ ...right, unexpected: ['sf_9'] });
  });
  it('judges no order of the right forms when one is listed twice', () => {
    expect(ids(judge(firstPage, ['sf_5', 'sf_4a', 'sf_5'], true, 5))).toEqual({ ...right, duplicated: ['sf_5'] });
  });
  it('names a form listed twice, and judges no order then', () => {
    expect(ids(judge(firstPage, ['sf_5', 'sf_5'], true, 5))).toEqual({
      ...right,
      missing: ['sf_4a'],
      duplicated: ['sf_5'],
    });
  });
  it('judges the order on instants', () => {
    expect(judge(firstPage, ['sf_4b', 'sf_5'], true, 5).orderDiffers).toBe(true);
  });
  it('leaves elements without an id to the judges of summaries', () => {
    expect(ids(judge(firstPage, ['sf_5', undefined, 'sf_4a'], true, 5))).toEqual(right);
  });
  it('names has_more and total_count apart', () => {
    expect(judge(firstPage, ['sf_5', 'sf_4a'], false, '5')).toEqual({
      ...right,
      totalCount: { received: '5', expected: 5 },
      hasMore: { received: false, expected: true },
    });
  });
});

describe('an answer without page, more forms matching than it holds (4.4 does not say which)', () => {
  it('takes any matching forms in the listing order, forms of one instant in either order', () => {
    expect(withoutPage.anyOf).toBe(true);
    expect(judge(withoutPage, ['sf_3', 'sf_2'], true, 5)).toEqual(right);
    expect(judge(withoutPage, ['sf_4b', 'sf_4a'], true, 5)).toEqual(right);
    expect(judge(withoutPage, ['sf_5', undefined, 'sf_2'], true, 5)).toEqual(right);
  });
  it('tells listing order broken across instants', () => {
    expect(judge(withoutPage, ['sf_2', 'sf_3'], true, 5).orderDiffers).toBe(true);
    expect(judge(withoutPage, ['sf_5', 'sf_2', 'sf_3'], true, 5).orderDiffers).toBe(true);
  });
  it('names a form that does not match, and a form listed twice, without judging the order', () => {
    expect(ids(judge(withoutPage, ['sf_9', 'sf_3', 'sf_5'], true, 5))).toEqual({ ...right, unexpected: ['sf_9'] });
    expect(ids(judge(withoutPage, ['sf_3', 'sf_5', 'sf_3'], true, 5))).toEqual({ ...right, duplicated: ['sf_3'] });
  });
  it('misses every matching form only when it lists none', () => {
    expect(ids(judge(withoutPage, [], true, 5)).missing).toEqual(['sf_5', 'sf_4a', 'sf_4b', 'sf_3', 'sf_2']);
  });
  it('wants has_more true exactly while matching forms were left out, and total_count every matching form', () => {
    expect(judge(withoutPage, ['sf_5', 'sf_4a'], false, 5).hasMore).toEqual({ received: false, expected: true });
    expect(judge(withoutPage, ['sf_5', 'sf_4a', 'sf_4b', 'sf_3', 'sf_2'], true, 5).hasMore).toEqual({
      received: true,
      expected: false,
    });
    expect(judge(withoutPage, ['sf_5', 'sf_5', 'sf_4a', 'sf_4b', 'sf_3'], false, 5).hasMore).toEqual({
      received: false,
      expected: true,
    });
    expect(judge(withoutPage, ['sf_5', 'sf_4a', 'sf_4b', 'sf_3', 'sf_2'], false, 5)).toEqual(right);
    expect(judge(withoutPage, ['sf_5'], true, 4).totalCount).toEqual({ received: 4, expected: 5 });
    // A form of no match does not stand in for a matching one left out.
    expect(judge(withoutPage, ['sf_5', 'sf_4a', 'sf_4b', 'sf_3', 'sf_9'], true, 5).hasMore).toBeUndefined();
  });
});
