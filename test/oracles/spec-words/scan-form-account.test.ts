// The walk of the listing against the words of 4.4 and 8: page-based pagination yields every form of the account,
// the page past the last holds no form, and whatever the page size (not shown), within the budget the walk is whole.

import fc from 'fast-check';
import { describe, it } from 'vitest';
import { PAGE_BUDGET, walkPages, type ListView } from '../../../src/oracles/scan-form-account.js';
import { holdsAsync, refutesAsync } from './words.js';

/** A right server: `count` forms, pages of `size` from page 1; has_more or total_count may be left out (not both). */
const aServer = fc.record({
  count: fc.nat(60),
  size: fc.integer({ min: 1, max: 12 }),
  writes: fc.constantFrom('both', 'has_more', 'total_count'),
});

function serve({ count, size, writes }: { count: number; size: number; writes: string }) {
  const ids = Array.from({ length: count }, (_, i) => `sf_${i}`);
  return (n: number): ListView => {
    const from = (n - 1) * size;
    return {
      ok: true,
      ids: n < 1 ? [] : ids.slice(from, from + size),
      rows: [],
      hasMore: writes === 'total_count' ? undefined : from + size < count,
      totalCount: writes === 'has_more' ? undefined : count,
    };
  };
}

/**
 * The words: within the budget the walk reads every form and ends on a page that holds none beyond the last (the
 * account's end is seen, not assumed); past the budget it says it is partial and reads only the budget's pages.
 */
const walkProperty = (oracle: typeof walkPages) =>
  fc.asyncProperty(aServer, async (s) => {
    const page = serve(s);
    const w = await oracle(1, page(1), page(1), (numbers) => Promise.resolve(numbers.map(page)));
    const read = new Set(w.walk.flatMap((p) => p.answer.ids));
    const pages = Math.ceil(s.count / s.size);
    if (pages > PAGE_BUDGET) return !w.complete && w.walk.length <= PAGE_BUDGET + 1;
    const last = w.walk.at(-1)!.answer.ids;
    return w.complete && read.size === s.count && (s.count === 0 || last.length === 0);
  });

describe('the walk against the words of 4.4', () => {
  it('within the budget it reads every form and the empty page past the last', () =>
    holdsAsync(walkProperty(walkPages)));

  it('tells a walk that trusts has_more alone from one that reads until the end', () => {
    const hasMoreAlone: typeof walkPages = (first, start, page1, read) =>
      walkPages(first, { ...start, totalCount: undefined }, { ...page1, totalCount: undefined }, async (n) =>
        (await read(n)).map((a) => ({ ...a, totalCount: undefined })),
      );
    return refutesAsync(walkProperty(hasMoreAlone), 300);
  });
});
