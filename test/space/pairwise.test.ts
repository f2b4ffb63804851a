// The pairwise covering array: every pair of values of two factors meets in some row, the same input gives the same
// rows, and the array stays far smaller than the full product the phase could never afford.
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { pairwise, uncoveredPairs, type Factor } from '../../src/space/pairwise.js';

const factor = (name: string, n: number): Factor<string> => ({
  name,
  values: Array.from({ length: n }, (_, i) => `${name}${i}`),
});

describe('pairwise', () => {
  it('covers every pair of seven factors of two to five values in a few dozen rows', () => {
    const factors = [factor('a', 3), factor('b', 5), factor('c', 4), factor('d', 2), factor('e', 3), factor('f', 3)];
    const rows = pairwise(factors);
    expect(uncoveredPairs(factors, rows)).toEqual([]);
    expect(rows.length).toBeLessThanOrEqual(30);
    expect(rows.length).toBeGreaterThanOrEqual(20);
  });

  it('gives the same rows for the same factors', () => {
    const factors = [factor('x', 3), factor('y', 3), factor('z', 3)];
    expect(pairwise(factors)).toEqual(pairwise(factors));
  });

  it('lists the values of a lone factor, and nothing for none', () => {
    expect(pairwise([factor('a', 2)])).toEqual([{ a: 'a0' }, { a: 'a1' }]);
    expect(pairwise([])).toEqual([]);
    expect(pairwise([factor('a', 2), { name: 'empty', values: [] }])).toEqual([{ a: 'a0' }, { a: 'a1' }]);
  });

  it('names the pairs a set of rows misses', () => {
    const factors = [factor('a', 2), factor('b', 2)];
    expect(uncoveredPairs(factors, [{ a: 'a0', b: 'b0' }])).toEqual([
      'a=a0 with b=b1',
      'a=a1 with b=b0',
      'a=a1 with b=b1',
    ]);
  });

  test.prop([fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 2, maxLength: 7 })])(
    'covers every pair of any factors, in no more rows than the full product',
    (sizes) => {
      const factors = sizes.map((n, i) => factor(`f${i}`, n));
      const rows = pairwise(factors);
      expect(uncoveredPairs(factors, rows)).toEqual([]);
      expect(rows.length).toBeLessThanOrEqual(sizes.reduce((p, n) => p * n, 1));
    },
  );
});
