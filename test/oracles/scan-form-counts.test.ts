// The total_count judge of spec 4.4: which count each answer of the listing must carry (an empty account, a
// complete walk, a sampled account and its window), and which answers carry another, on examples and as properties.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countBasis, listingCounts, wrongCounts } from '../../src/oracles/scan-form-counts.js';
import type { ListView } from '../../src/oracles/scan-form-account.js';

const answer = (n: number, totalCount: unknown, ok = true): ListView => ({
  ok,
  ids: Array.from({ length: n }, (_, i) => `sf_${i}`),
  rows: [],
  hasMore: false,
  totalCount,
});
const item = (name: string, a: ListView) => ({ name, answer: a });

describe('which counts the listing must carry', () => {
  it('wants 0 of an account that lists no form', () => {
    const first = item('first', answer(0, 0));
    expect(countBasis(0, true)).toBe('empty-account');
    expect(listingCounts({ first, walk: [], listed: 0, complete: true })).toEqual({
      due: [{ item: first, expected: 0, basis: 'empty-account' }],
      findings: [],
    });
  });
  it('wants every form read on the parameterless answer and every page of a complete walk', () => {
    const first = item('first', answer(3, 5));
    const walk = [item('page=1', answer(3, 5)), item('page=2', answer(2, 5)), item('page=3', answer(0, 5))];
    const { due, findings } = listingCounts({ first, walk, listed: 5, complete: true });
    expect(due.map((d) => [d.item.name, d.expected, d.basis])).toEqual([
      ['first', 5, 'whole-account'],
      ['page=1', 5, 'whole-account'],
      ['page=2', 5, 'whole-account'],
      ['page=3', 5, 'whole-account'],
    ]);
    expect(findings).toEqual([]);
    expect(wrongCounts(due)).toEqual([]);
  });
  it('judges a sampled account by its first pages agreeing, not below what was read, and its window', () => {
    const first = item('first', answer(3, 100));
    const walk = [item('page=1', answer(3, 4)), item('page=2', answer(3, 5))];
    const window = { pages: [item('w1', answer(3, 7)), item('w2', answer(2, 6))], forms: 5 };
    const { due, findings } = listingCounts({ first, walk, listed: 6, complete: false, window });
    expect(findings).toEqual([
      { kind: 'pages-disagree', totals: [4, 5] },
      { kind: 'below-read', total: 4, read: 6 },
    ]);
    expect(due.map((d) => [d.item.name, d.expected, d.basis])).toEqual([
      ['w1', 5, 'window'],
      ['w2', 5, 'window'],
    ]);
    expect(wrongCounts(due).map((d) => [d.item.name, d.received])).toEqual([
      ['w1', 7],
      ['w2', 6],
    ]);
  });
  it('judges nothing of a sampled account read without a walk (a listing that answers no page)', () => {
    // Without page numbers the parameterless answer is all that was read: it lists forms and says more exist.
    const first = item('first', { ...answer(3, 50), hasMore: true });
    expect(countBasis(3, false)).toBe('sampled');
    expect(listingCounts({ first, walk: [], listed: 3, complete: false })).toEqual({ due: [], findings: [] });
  });
  it('leaves answers that are no list to other rules', () => {
    expect(wrongCounts([{ item: item('x', answer(0, undefined, false)), expected: 3 }])).toEqual([]);
    expect(wrongCounts([{ item: item('x', answer(0, '3')), expected: 3 }])).toMatchObject([{ received: '3' }]);
  });
});

describe('counts as properties', () => {
  it('finds nothing when every answer counts what is due, and exactly the answers that count otherwise', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.array(fc.option(fc.integer({ min: 0, max: 40 }), { nil: undefined }), { minLength: 1, maxLength: 6 }),
        (listed, counts) => {
          // undefined: the page counts right; a number: the page says that instead.
          const walk = counts.map((c, i) => item(`page=${i}`, answer(1, c ?? listed)));
          const first = item('first', answer(1, listed));
          const { due, findings } = listingCounts({ first, walk, listed, complete: true });
          expect(findings).toEqual([]);
          const wrong = wrongCounts(due).map((d) => d.item.name);
          expect(wrong).toEqual(
            walk.filter((_, i) => counts[i] !== undefined && counts[i] !== listed).map((w) => w.name),
          );
        },
      ),
    );
  });
  it('never finds a sampled walk wrong when its pages agree on a count at least what was read', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.nat(20),
        fc.integer({ min: 1, max: 5 }),
        (listed, extra, pages) => {
          const walk = Array.from({ length: pages }, (_, i) => item(`page=${i}`, answer(1, listed + extra)));
          const first = item('first', answer(1, listed + extra));
          expect(listingCounts({ first, walk, listed, complete: false }).findings).toEqual([]);
        },
      ),
    );
  });
});
