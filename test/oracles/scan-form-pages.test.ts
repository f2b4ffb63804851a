// The page judges: broken pages, forms on two pages, has_more per page, page numbers before the first, page
// over cursors and one order, checked on examples and as properties over random walks.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerOrderFinding,
  answersAsAlone,
  belowFirstBroken,
  brokenPages,
  hasMoreFindings,
  lastPageMore,
  overlaps,
  sameListing,
  walkOrderBreaks,
  type StatusView,
} from '../../src/oracles/scan-form-pages.js';
import type { KnownForm } from '../../src/oracles/scan-form-query.js';
import { SECOND } from '../../src/oracles/scan-form-time.js';

const T0 = 1_700_000_000n * SECOND;
const form = (n: number, seconds = n): KnownForm => ({
  id: `sf_${n}`,
  created: T0 + BigInt(seconds) * SECOND,
  reference: `REF-${n}`,
});
const view = (
  forms: readonly KnownForm[],
  hasMore: unknown = false,
  totalCount: unknown = undefined,
  status = 200,
): StatusView => ({ ok: status === 200, status, ids: forms.map((f) => f.id), rows: forms, hasMore, totalCount });
const all = Array.from({ length: 7 }, (_, i) => form(7 - i));
/** A right walk of `forms` in pages of `size`, with the empty page after the last. */
const walkOf = (forms: readonly KnownForm[], size: number) => {
  const count = Math.ceil(forms.length / size);
  return Array.from({ length: count + 1 }, (_, i) => ({
    page: i + 1,
    answer: view(forms.slice(i * size, i * size + size), i < count - 1, forms.length),
  }));
};

describe('broken pages and overlaps', () => {
  it('accepts a refused page past the last only with the error body', () => {
    const walk = walkOf(all, 3);
    const refused = (withBody: boolean): StatusView => ({
      ...view([], undefined, undefined, 404),
      refusedWithBody: withBody,
    });
    expect(brokenPages([...walk.slice(0, 3), { page: 4, answer: refused(true) }]).broken).toEqual([]);
    expect(brokenPages([...walk.slice(0, 3), { page: 4, answer: refused(false) }]).broken.map((w) => w.page)).toEqual([
      4,
    ]);
    expect(brokenPages([walk[0]!, { page: 2, answer: refused(true) }]).broken.map((w) => w.page)).toEqual([2]);
  });

  it('names every form listed on two pages', () => {
    const walk = [
      { page: 1, answer: view(all.slice(0, 3), true) },
      { page: 2, answer: view(all.slice(2, 5), false) },
    ];
    expect(overlaps(walk)).toEqual([{ id: 'sf_5', on: [0, 1] }]);
  });

  it('finds nothing wrong in a right walk, whatever its sizes (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 10 }), (n, size) => {
        const forms = Array.from({ length: n }, (_, i) => form(n - i));
        const walk = walkOf(forms, size);
        expect(brokenPages(walk).broken).toEqual([]);
        expect(overlaps(walk)).toEqual([]);
        expect(hasMoreFindings(walk, false)).toEqual([]);
        expect(walkOrderBreaks(walk, 'newest-first')).toEqual([]);
      }),
    );
  });
});

describe('has_more (4.4)', () => {
  it('wants true on every page a later page adds to, false on the last', () => {
    const walk = walkOf(all, 3);
    const wrong = walk.map((w, i) => (i === 2 ? { ...w, answer: view(w.answer.rows, true, 7) } : w));
    expect(hasMoreFindings(wrong, false)).toEqual([
      { index: 2, received: true, expected: false, why: 'later pages hold no other form' },
    ]);
    const early = walk.map((w, i) => (i === 0 ? { ...w, answer: view(w.answer.rows, false, 7) } : w));
    expect(hasMoreFindings(early, false)[0]).toMatchObject({ index: 0, expected: true });
  });

  it('judges the last page of a cut walk only when total_count tells', () => {
    expect(lastPageMore(true, 3, 3)).toBe(false);
    expect(lastPageMore(false, 3, 10)).toBe(true);
    expect(lastPageMore(false, 3, undefined)).toBeUndefined();
  });

  it('flags a flipped has_more on any one page of a right walk (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 30 }), fc.integer({ min: 1, max: 5 }), fc.nat(), (n, size, pick) => {
        const walk = walkOf(
          Array.from({ length: n }, (_, i) => form(n - i)),
          size,
        ).slice(0, -1);
        const at = pick % walk.length;
        const flipped = walk.map((w, i) =>
          i === at ? { ...w, answer: view(w.answer.rows, w.answer.hasMore !== true, n) } : w,
        );
        expect(hasMoreFindings(flipped, false).map((f) => f.index)).toEqual([at]);
      }),
    );
  });
});

describe('pages before the first', () => {
  const first = all.slice(0, 3).map((f) => f.id);
  it('accepts a refusal, an empty page and the first page itself', () => {
    expect(belowFirstBroken(view([], undefined, undefined, 400), first)).toBe(false);
    expect(belowFirstBroken(view([]), first)).toBe(false);
    expect(belowFirstBroken(view(all.slice(0, 3)), first)).toBe(false);
  });
  it('refuses forms of another page and a server error', () => {
    expect(belowFirstBroken(view(all.slice(3, 6)), first)).toBe(true);
    expect(belowFirstBroken(view([], undefined, undefined, 500), first)).toBe(true);
  });
});

describe('page over cursors and sameness', () => {
  const alone = view(all.slice(3, 6), true, 7);
  it('wants exactly the answer of page alone', () => {
    expect(answersAsAlone(view(all.slice(3, 6), true, 7), alone)).toBe(true);
    expect(answersAsAlone(view(all.slice(4, 7), true, 7), alone)).toBe(false);
    expect(answersAsAlone(view(all.slice(3, 6), true, 3), alone)).toBe(false);
    expect(answersAsAlone(view([], undefined, undefined, 400), alone)).toBe(false);
  });
  it('lets forms of one instant swap places', () => {
    const a = form(1, 5);
    const b = form(2, 5);
    expect(sameListing(view([a, b]), view([b, a]))).toBe(true);
    expect(sameListing(view([all[0]!, all[1]!]), view([all[1]!, all[0]!]))).toBe(false);
  });
});

describe('order', () => {
  it('finds a walk that flips its order at a page boundary', () => {
    const walk = [
      { page: 1, answer: view(all.slice(0, 3), true) },
      { page: 2, answer: view([...all.slice(3, 6)].reverse(), false) },
    ];
    const breaks = walkOrderBreaks(walk, 'newest-first');
    expect(breaks.length).toBeGreaterThan(0);
    expect(breaks[0]!.after.index).toBe(1);
  });
  it("judges another answer by its own direction, else by the walk's relative order", () => {
    expect(answerOrderFinding(view([all[2]!, all[0]!]), 'newest-first', all)).toEqual({
      kind: 'direction',
      earlier: 'sf_5',
      later: 'sf_7',
    });
    expect(answerOrderFinding(view(all.slice(0, 3)), 'newest-first', all)).toBeUndefined();
    expect(answerOrderFinding(view([all[2]!, all[0]!]), 'unordered', all)).toEqual({ kind: 'walk' });
  });
  it('never finds fault with a subsequence of the listing (property)', () => {
    fc.assert(
      fc.property(fc.subarray(all), (sub) => {
        expect(answerOrderFinding(view(sub), 'newest-first', all)).toBeUndefined();
        expect(answerOrderFinding(view(sub), 'unordered', all)).toBeUndefined();
      }),
    );
  });
});
