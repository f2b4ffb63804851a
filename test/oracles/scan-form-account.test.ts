// The account model: first page number, sizes, the walk over an in-memory listing within its budget, gap
// windows and the listing's order and coverage, checked on examples and as properties over random listings.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PAGE_BUDGET,
  firstPageNumberOf,
  formsNotWalked,
  gapSearch,
  gapWindows,
  listingOf,
  sampledNote,
  sizeOf,
  unwalked,
  walkPages,
  type ListView,
} from '../../src/oracles/scan-form-account.js';
import type { KnownForm } from '../../src/oracles/scan-form-query.js';
import { SECOND } from '../../src/oracles/scan-form-time.js';

const T0 = 1_700_000_000n * SECOND;
const form = (n: number, seconds = n): KnownForm => ({
  id: `sf_${n}`,
  created: T0 + BigInt(seconds) * SECOND,
  reference: `REF-${n}`,
});
const view = (forms: readonly KnownForm[], hasMore: unknown, totalCount: unknown = undefined): ListView => ({
  ok: true,
  ids: forms.map((f) => f.id),
  rows: forms,
  hasMore,
  totalCount,
});

/** A server over `all` (newest first) with pages of `size` counting from `base`, and the page numbers it was asked. */
function server(all: readonly KnownForm[], size: number, base: 0 | 1, withTotal = true) {
  const asked: number[] = [];
  const page = (n: number): ListView => {
    const from = (n - base) * size;
    const forms = n < base ? [] : all.slice(from, from + size);
    return view(forms, from + size < all.length, withTotal ? all.length : undefined);
  };
  const read = async (numbers: number[]): Promise<ListView[]> => {
    asked.push(...numbers);
    return numbers.map(page);
  };
  return { page, read, asked };
}

describe('first page number and sizes (4.4, 8)', () => {
  const all = Array.from({ length: 7 }, (_, i) => form(7 - i));
  it('takes pages from 0 when page=0 lists forms page=1 does not, else from 1', () => {
    const s0 = server(all, 3, 0);
    expect(firstPageNumberOf(s0.page(0), s0.page(1))).toBe(0);
    const s1 = server(all, 3, 1);
    expect(firstPageNumberOf(s1.page(0), s1.page(1))).toBe(1);
    // Every form on page 0 and none on page 1: pages from 0, one page.
    expect(firstPageNumberOf(view(all, false, 7), view([], false, 7))).toBe(0);
  });

  it('takes pages from 1 when page=0 is refused, empty or answers as page=1', () => {
    const s1 = server(all, 3, 1);
    const refused = { ...view([], undefined), ok: false };
    expect(firstPageNumberOf(refused, s1.page(1))).toBe(1);
    expect(firstPageNumberOf(view([], false, 7), s1.page(1))).toBe(1);
    expect(firstPageNumberOf(s1.page(1), s1.page(1))).toBe(1);
  });

  it('asks nothing of the parameterless answer: page=1 may hold the oldest forms while it holds the newest', () => {
    // Oldest first, pages from 1, and an answer without page that is the newest three (not a page at all).
    const oldestFirst = [...all].reverse();
    const s1 = server(oldestFirst, 3, 1);
    expect(firstPageNumberOf({ ...view([], undefined), ok: false }, s1.page(1))).toBe(1);
  });

  it('takes pages from 1 when page=1 cannot follow page=0: page=0 answered some later page', () => {
    // Newest first: page=0 lists the oldest forms (an offset gone negative), page=1 the newest.
    const s1 = server(all, 3, 1);
    expect(firstPageNumberOf(view(all.slice(-3), false, 7), s1.page(1))).toBe(1);
    // Oldest first, pages from 0: page=1 carries the order on, so pages count from 0.
    const s0 = server([...all].reverse(), 3, 0);
    expect(firstPageNumberOf(s0.page(0), s0.page(1))).toBe(0);
  });

  it('knows no first page when neither number lists a form', () => {
    const refused = { ...view([], undefined), ok: false };
    expect(firstPageNumberOf(refused, view([], false))).toBeUndefined();
    expect(firstPageNumberOf(view([], false), refused)).toBeUndefined();
    expect(firstPageNumberOf(refused, refused)).toBeUndefined();
  });

  it('learns the base from page=0 and page=1 alone, whatever pages hold (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 }), fc.constantFrom(0 as const, 1 as const), (size, base) => {
        const s = server(all, size, base);
        expect(firstPageNumberOf(s.page(0), s.page(1))).toBe(base);
      }),
    );
  });

  it('learns a size only from an answer that says more exist', () => {
    expect(sizeOf(view(all.slice(0, 3), true))).toBe(3);
    expect(sizeOf(view(all.slice(0, 3), false, 7))).toBe(3);
    expect(sizeOf(view(all, false, 7))).toBeUndefined();
  });
});

describe('the walk', () => {
  it('reads every page total_count announces and the one after, side by side', async () => {
    const all = Array.from({ length: 7 }, (_, i) => form(7 - i));
    const s = server(all, 3, 1);
    const walk = await walkPages(1, s.page(1), s.page(1), s.read);
    expect(walk.complete).toBe(true);
    expect(walk.walk.map((w) => w.page)).toEqual([1, 2, 3, 4]);
    expect(s.asked).toEqual([2, 3, 4]);
  });

  it('samples the first pages of an account too large for the budget', async () => {
    const all = Array.from({ length: 500 }, (_, i) => form(500 - i));
    const s = server(all, 10, 0);
    const walk = await walkPages(0, s.page(0), s.page(1), s.read);
    expect(walk.complete).toBe(false);
    expect(walk.walk.length).toBe(3);
    expect(walk.ending).toContain('more than the budget');
  });

  it('follows has_more one page at a time without total_count', async () => {
    const all = Array.from({ length: 5 }, (_, i) => form(5 - i));
    const s = server(all, 2, 1, false);
    const walk = await walkPages(1, s.page(1), s.page(1), s.read);
    expect(walk.walk.map((w) => w.page)).toEqual([1, 2, 3, 4]);
    expect(walk.complete).toBe(true);
  });

  it('ends within the budget, whatever the account, and reads every form of one it can walk', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom<0 | 1>(0, 1),
        fc.boolean(),
        async (n, size, base, withTotal) => {
          const all = Array.from({ length: n }, (_, i) => form(n - i));
          const s = server(all, size, base, withTotal);
          const walk = await walkPages(base, s.page(base), s.page(1), s.read);
          expect(s.asked.length).toBeLessThanOrEqual(PAGE_BUDGET + 1);
          if (walk.complete) expect(new Set(walk.walk.flatMap((w) => w.answer.ids)).size).toBe(n);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('gap windows, listing and coverage', () => {
  const all = Array.from({ length: 6 }, (_, i) => form(6 - i));
  const pages = [0, 1].map((i) => ({ page: i + 1, answer: view(all.slice(i * 3, i * 3 + 3), i === 0, 6) }));

  it('puts a window at the head, at every page boundary and at the tail', () => {
    const windows = gapWindows(pages, 'newest-first', true);
    expect(windows.map((w) => w.where)).toEqual([
      'before the first form of the first page',
      'between page 1 and page 2',
      'after the last form of the last page',
    ]);
    expect(windows[1]).toMatchObject({ start: all[3], end: all[2] });
  });

  it('takes from a gap window the forms the walk never showed, and only those (property)', () => {
    const walked = new Map(all.slice(0, 4).map((f) => [f.id, f]));
    expect(formsNotWalked(all.slice(2), walked)).toEqual(all.slice(4));
    expect(formsNotWalked(all.slice(0, 4), walked)).toEqual([]);
    fc.assert(
      fc.property(fc.subarray(all), fc.subarray(all), (seen, window) => {
        const map = new Map(seen.map((f) => [f.id, f]));
        const found = formsNotWalked(window, map);
        expect(found.every((f) => !map.has(f.id))).toBe(true);
        expect(found.length + window.filter((f) => map.has(f.id)).length).toBe(window.length);
      }),
    );
  });

  it('looks for gaps only when the walk fell short of total_count or was cut', () => {
    expect(gapSearch(pages, 6, true, 'newest-first')).toBeUndefined();
    expect(gapSearch(pages, 5, true, 'newest-first')).toBe('with-tail');
    expect(gapSearch(pages, 6, false, 'newest-first')).toBe('without-tail');
    expect(gapSearch(pages, 5, true, 'unordered')).toBeUndefined();
  });

  it('sorts every form read in the learned order and confines a partial read to its window', () => {
    const shuffled = [all[2]!, all[0]!, all[1]!];
    const complete = listingOf(shuffled, true, 'newest-first');
    expect(complete.listing.map((f) => f.id)).toEqual(['sf_6', 'sf_5', 'sf_4']);
    expect(complete.coverage).toEqual({ kind: 'all' });
    const partial = listingOf(shuffled, false, 'newest-first');
    expect(partial.coverage.kind).toBe('from');
    expect(partial.known.map((f) => f.id)).toEqual(['sf_6', 'sf_5']);
  });

  it('keeps each form once, and every known form is in the listing (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 40 }),
        fc.boolean(),
        fc.constantFrom('newest-first' as const, 'oldest-first' as const),
        (ns, complete, direction) => {
          const read = listingOf(
            ns.map((n) => form(n)),
            complete,
            direction,
          );
          expect(read.listing.length).toBe(new Set(ns).size);
          expect(read.known.every((f) => read.rows.has(f.id))).toBe(true);
          if (complete) expect(read.known.length).toBe(read.listing.length);
        },
      ),
    );
  });

  it('says what was read', () => {
    expect(
      sampledNote({
        forms: 6,
        pages: 3,
        complete: true,
        ending: '',
        pageSize: 3,
        firstPage: 1,
        coverage: { kind: 'all' },
        template: '2024-01-01T00:00:00Z',
      }),
    ).toBe('read the whole listing: 6 forms on 3 page(s), 3 per page; pages count from 1');
  });
});

describe('unwalked', () => {
  const forms = [form(3), form(2), form(1)];
  it('takes the parameterless answer as the whole listing only when it says nothing more exists', () => {
    expect(unwalked(view(forms, false, 3))).toMatchObject({ walk: [], complete: true });
    expect(unwalked(view(forms, undefined))).toMatchObject({ complete: true });
    expect(unwalked(view(forms, true, 3)).complete).toBe(false);
    expect(unwalked(view(forms, false, 4)).complete).toBe(false);
    expect(unwalked({ ...view([], false), ok: false }).complete).toBe(false);
  });

  it('says why there is no walk', () => {
    expect(unwalked(view([], false, 0)).ending).toBe('the account lists no scan forms');
    expect(unwalked(view(forms, true)).ending).toMatch(/neither page=0 nor page=1/);
  });

  it('is complete exactly when neither has_more nor total_count says more exist', () => {
    fc.assert(
      fc.property(fc.nat(5), fc.option(fc.boolean()), fc.option(fc.nat(8)), (n, hasMore, total) => {
        const answer = view(forms.slice(0, Math.min(n, 3)), hasMore ?? undefined, total ?? undefined);
        const more = hasMore === true || (total !== null && total > answer.ids.length);
        expect(unwalked(answer).complete).toBe(!more);
      }),
    );
  });
});
