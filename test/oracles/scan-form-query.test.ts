// The scan form query oracle and judge: exact references, inclusive bounds, pages that partition, cursors on
// creation order, and coverage of a partial read, checked on examples and as properties over random listings.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  confine,
  coverageOf,
  directionOf,
  expectedAnswer,
  isCovered,
  matching,
  orderBreaks,
  pageExpectation,
  type CursorExpectation,
  type KnownForm,
  type Layout,
  type PageExpectation,
} from '../../src/oracles/scan-form-query.js';
import { cursorFormsRight, judgeCursor, judgePage, sameForms } from '../../src/oracles/scan-form-judge.js';
import { SECOND } from '../../src/oracles/scan-form-time.js';

const T0 = 1_700_000_000n * SECOND;
const form = (n: number, reference: string | null = `REF-${n}`, seconds = n): KnownForm => ({
  id: `sf_${n}`,
  created: T0 + BigInt(seconds) * SECOND,
  reference,
});
/** Ten forms one second apart, listed newest first. */
const newestFirst = Array.from({ length: 10 }, (_, i) => form(9 - i));
const layout: Layout = { firstPage: 1, pageSize: 3 };
const ids = (forms: readonly KnownForm[]) => forms.map((f) => f.id);

describe('filters (4.4)', () => {
  const listing = [form(1, 'INV-2041'), form(2, 'INV-20411'), form(3, 'inv-2041'), form(4, null), form(5, 'INV-2041')];

  it('matches references exactly: no prefix, no case folding, null never matches', () => {
    expect(ids(matching(listing, { reference: 'INV-2041' }))).toEqual(['sf_1', 'sf_5']);
    expect(matching(listing, { reference: 'INV-204' })).toEqual([]);
    expect(matching(listing, { reference: 'null' })).toEqual([]);
  });

  it('keeps both bounds inclusive', () => {
    const t3 = T0 + 3n * SECOND;
    expect(ids(matching(listing, { start: t3 }))).toEqual(['sf_3', 'sf_4', 'sf_5']);
    expect(ids(matching(listing, { end: t3 }))).toEqual(['sf_1', 'sf_2', 'sf_3']);
    expect(ids(matching(listing, { start: t3, end: t3 }))).toEqual(['sf_3']);
    expect(ids(matching(listing, { start: t3 + 1n }))).toEqual(['sf_4', 'sf_5']);
    expect(matching(listing, { start: t3 + 1n, end: t3 })).toEqual([]);
  });
});

describe('pages', () => {
  it('slices the matching forms in list order, with total_count and has_more', () => {
    const page2 = expectedAnswer(newestFirst, { page: 2 }, layout) as PageExpectation;
    expect(ids(page2.forms)).toEqual(['sf_6', 'sf_5', 'sf_4']);
    expect(page2.totalCount).toBe(10);
    expect(page2.hasMore).toBe(true);
    const last = expectedAnswer(newestFirst, { page: 4 }, layout) as PageExpectation;
    expect(ids(last.forms)).toEqual(['sf_0']);
    expect(last.hasMore).toBe(false);
    expect((expectedAnswer(newestFirst, { page: 5 }, layout) as PageExpectation).forms).toEqual([]);
    expect(expectedAnswer(newestFirst, { page: 0 }, layout).kind).toBe('below-first');
    expect(expectedAnswer(newestFirst, { page: 0 }, { firstPage: 0, pageSize: 3 }).kind).toBe('page');
  });

  it('gives page precedence over cursors', () => {
    expect(expectedAnswer(newestFirst, { page: 2, beforeId: 'sf_8', afterId: 'sf_1' }, layout)).toEqual(
      expectedAnswer(newestFirst, { page: 2 }, layout),
    );
  });

  it('puts everything on the first page when the page size is unknown (one page was all there was)', () => {
    const one = pageExpectation(newestFirst, {}, 0, { firstPage: 1, pageSize: undefined }) as PageExpectation;
    expect(one.forms.length).toBe(10);
    expect(one.hasMore).toBe(false);
    expect(
      (pageExpectation(newestFirst, {}, 1, { firstPage: 1, pageSize: undefined }) as PageExpectation).forms,
    ).toEqual([]);
  });

  it('sizes an answer without page by defaultSize when the target sizes the two modes apart', () => {
    const apart: Layout = { firstPage: 1, pageSize: 3, defaultSize: 5 };
    const noPage = expectedAnswer(newestFirst, {}, apart) as PageExpectation;
    expect(ids(noPage.forms)).toEqual(['sf_9', 'sf_8', 'sf_7', 'sf_6', 'sf_5']);
    expect(ids((expectedAnswer(newestFirst, { page: 1 }, apart) as PageExpectation).forms)).toEqual([
      'sf_9',
      'sf_8',
      'sf_7',
    ]);
    // defaultSize undefined: the parameterless answer held the whole listing.
    expect(
      (expectedAnswer(newestFirst, {}, { firstPage: 1, pageSize: 3, defaultSize: undefined }) as PageExpectation).forms
        .length,
    ).toBe(10);
    // No defaultSize at all: the same size as a page.
    expect((expectedAnswer(newestFirst, {}, layout) as PageExpectation).forms.length).toBe(3);
  });

  it('lets forms sharing an instant across a page boundary stand in for one another, in any order', () => {
    // sf_a, sf_b and sf_c were created in one second; a page of 2 ends in the middle of them.
    const tied = [form(5), { ...form(4), id: 'sf_a' }, { ...form(4), id: 'sf_b' }, { ...form(4), id: 'sf_c' }, form(1)];
    const first = expectedAnswer(tied, { page: 1 }, { firstPage: 1, pageSize: 2 }) as PageExpectation;
    expect(ids(first.ties)).toEqual(['sf_a', 'sf_b', 'sf_c']);
    const view = (list: string[]) => ({ ids: list, hasMore: true, totalCount: 5 });
    expect(sameForms(judgePage(view(['sf_5', 'sf_c']), first))).toBe(true);
    expect(judgePage(view(['sf_5', 'sf_c']), first).orderDiffers).toBe(false);
    expect(sameForms(judgePage(view(['sf_5', 'sf_b', 'sf_c']), first))).toBe(false);
    expect(sameForms(judgePage(view(['sf_b', 'sf_c']), first))).toBe(false);
    expect(judgePage(view(['sf_b', 'sf_5']), first).orderDiffers).toBe(true);
    const second = expectedAnswer(tied, { page: 2 }, { firstPage: 1, pageSize: 2 }) as PageExpectation;
    expect(sameForms(judgePage(view(['sf_c', 'sf_a']), second))).toBe(true);
    // Without ties at the boundary nothing is interchangeable.
    expect((expectedAnswer(newestFirst, { page: 1 }, layout) as PageExpectation).ties).toEqual([]);
  });

  it('partitions any filtered listing: every matching form on exactly one page (property)', () => {
    fc.assert(
      fc.property(listingArb, fc.integer({ min: 1, max: 7 }), filtersArb, (listing, size, filters) => {
        const l: Layout = { firstPage: 1, pageSize: size };
        const all = matching(listing, filters);
        const pages: PageExpectation[] = [];
        for (let i = 0; i <= Math.ceil(all.length / size); i++)
          pages.push(pageExpectation(listing, filters, i, l) as PageExpectation);
        expect(pages.flatMap((p) => ids(p.forms))).toEqual(ids(all));
        for (const [i, p] of pages.entries()) {
          expect(p.totalCount).toBe(all.length);
          expect(p.hasMore).toBe(i < Math.ceil(all.length / size) - 1);
        }
      }),
    );
  });
});

describe('cursors (4.4)', () => {
  it('keeps forms created strictly before before_id and after after_id, cursor excluded', () => {
    const before = expectedAnswer(newestFirst, { beforeId: 'sf_5' }, layout) as CursorExpectation;
    expect(ids(before.side)).toEqual(['sf_4', 'sf_3', 'sf_2', 'sf_1', 'sf_0']);
    const after = expectedAnswer(newestFirst, { afterId: 'sf_5' }, layout) as CursorExpectation;
    expect(ids(after.side)).toEqual(['sf_9', 'sf_8', 'sf_7', 'sf_6']);
    const both = expectedAnswer(
      newestFirst,
      { beforeId: 'sf_7', afterId: 'sf_2', reference: 'REF-4' },
      layout,
    ) as CursorExpectation;
    expect(ids(both.side)).toEqual(['sf_4']);
    expect(expectedAnswer(newestFirst, { beforeId: 'sf_nowhere' }, layout)).toMatchObject({
      kind: 'unknown-cursor',
      unknownIds: ['sf_nowhere'],
    });
  });

  it("leaves forms created at the cursor's instant to either side", () => {
    const listing = [form(3), form(2, 'x', 1), form(1), form(0)];
    const before = expectedAnswer(listing, { beforeId: 'sf_2' }, layout) as CursorExpectation;
    expect(ids(before.side)).toEqual(['sf_0']);
    expect(ids(before.ties)).toEqual(['sf_1']);
  });

  it('judges an adjacent window and a far window both right, and each classic break wrong', () => {
    const expected = expectedAnswer(newestFirst, { beforeId: 'sf_7' }, layout) as CursorExpectation;
    const known = new Map(newestFirst.map((f) => [f.id, f]));
    const view = (list: string[], hasMore: unknown, totalCount: unknown = 10) => ({ ids: list, hasMore, totalCount });
    expect(cursorFormsRight(judgeCursor(view(['sf_6', 'sf_5', 'sf_4'], true), expected, known))).toBe(true);
    expect(cursorFormsRight(judgeCursor(view(['sf_2', 'sf_1', 'sf_0'], true, 7), expected, known))).toBe(true);
    expect(judgeCursor(view(['sf_6', 'sf_5', 'sf_4'], true, 7), expected, known).totalCount).toBeUndefined();
    expect(judgeCursor(view(['sf_7', 'sf_6', 'sf_5'], true), expected, known).cursorReturned).toEqual(['sf_7']);
    expect(ids(judgeCursor(view(['sf_9', 'sf_8'], true), expected, known).wrongSide)).toEqual(['sf_9', 'sf_8']);
    expect(ids(judgeCursor(view(['sf_6', 'sf_4'], true), expected, known).skipped)).toEqual(['sf_5']);
    // A run in the middle of the side: the form next to the cursor is never shown.
    expect(judgeCursor(view(['sf_5', 'sf_4', 'sf_3'], true), expected, known).unanchored).toBe(true);
    expect(cursorFormsRight(judgeCursor(view(['sf_5', 'sf_4', 'sf_3'], true), expected, known))).toBe(false);
    expect(judgeCursor(view([], false), expected, known).emptyButSide).toBe(true);
    expect(judgeCursor(view(['sf_other'], true), expected, known).unknown).toEqual(['sf_other']);
    expect(judgeCursor(view(['sf_6', 'sf_5', 'sf_4'], false), expected, known).hasMore).toEqual({
      received: false,
      expected: true,
    });
    const all = view(['sf_6', 'sf_5', 'sf_4', 'sf_3', 'sf_2', 'sf_1', 'sf_0'], true);
    expect(judgeCursor(all, expected, known).hasMore).toEqual({ received: true, expected: false });
    expect(judgeCursor(view(['sf_6'], true, 3), expected, known).totalCount).toEqual({ received: 3, allowed: [7, 10] });
  });

  it("accepts a run of the side in the listing's own order when the listing is not in creation order", () => {
    // Listed by some other field: creation order 9..0 shuffled.
    const shuffled = [form(3), form(9), form(0), form(6), form(1), form(8), form(5), form(2), form(7), form(4)];
    const known = new Map(shuffled.map((f) => [f.id, f]));
    const expected = expectedAnswer(shuffled, { beforeId: 'sf_7' }, layout) as CursorExpectation;
    expect(ids(expected.side)).toEqual(['sf_3', 'sf_0', 'sf_6', 'sf_1', 'sf_5', 'sf_2', 'sf_4']);
    const view = (list: string[]) => ({ ids: list, hasMore: true, totalCount: 10 });
    // The first three of the side in listing order: not one run in creation order, but one in the listing's.
    expect(cursorFormsRight(judgeCursor(view(['sf_3', 'sf_0', 'sf_6']), expected, known))).toBe(true);
    expect(cursorFormsRight(judgeCursor(view(['sf_6', 'sf_5', 'sf_4']), expected, known))).toBe(true);
    // Neither: sf_3 and sf_6 without sf_0 between them in the listing, and a gap in creation order too.
    expect(cursorFormsRight(judgeCursor(view(['sf_3', 'sf_6']), expected, known))).toBe(false);
  });
});

describe('judgePage', () => {
  it('names missing, unexpected and duplicated forms, a changed order, total_count and has_more', () => {
    const expected = expectedAnswer(newestFirst, { page: 1 }, layout) as PageExpectation;
    const right = judgePage({ ids: ['sf_9', 'sf_8', 'sf_7'], hasMore: true, totalCount: 10 }, expected);
    expect(sameForms(right)).toBe(true);
    expect(right).toMatchObject({ orderDiffers: false });
    expect(right.totalCount).toBeUndefined();
    const wrong = judgePage({ ids: ['sf_9', 'sf_9', 'sf_1'], hasMore: false, totalCount: '10' }, expected);
    expect(ids(wrong.missing)).toEqual(['sf_8', 'sf_7']);
    expect(wrong.unexpected).toEqual(['sf_1']);
    expect(wrong.duplicated).toEqual(['sf_9']);
    expect(wrong.totalCount).toEqual({ received: '10', expected: 10 });
    expect(wrong.hasMore).toEqual({ received: false, expected: true });
    expect(judgePage({ ids: ['sf_7', 'sf_8', 'sf_9'], hasMore: true, totalCount: 10 }, expected).orderDiffers).toBe(
      true,
    );
  });
});

describe('coverage of a partial read', () => {
  it('learns the direction from the first page with two instants', () => {
    expect(directionOf([[form(1)], newestFirst.slice(0, 3)])).toBe('newest-first');
    expect(directionOf([[...newestFirst].reverse()])).toBe('oldest-first');
    expect(directionOf([[form(1), form(3), form(2)]])).toBe('unordered');
    expect(directionOf([[form(1)]])).toBeUndefined();
    expect(orderBreaks([form(3), form(1), form(2)], 'newest-first')).toEqual([2]);
  });

  it('covers from just after the oldest instant read, strictly between two instants', () => {
    const read = newestFirst.slice(0, 4); // sf_9..sf_6
    const coverage = coverageOf(read, false, 'newest-first');
    expect(coverage).toEqual({ kind: 'from', bound: T0 + 7n * SECOND });
    const spaced = [form(9, 'a', 90), form(8, 'b', 80), form(7, 'c', 70)];
    expect(coverageOf(spaced, false, 'newest-first')).toEqual({ kind: 'from', bound: T0 + 71n * SECOND });
    expect(coverageOf(spaced, false, 'oldest-first')).toEqual({ kind: 'until', bound: T0 + 89n * SECOND });
    expect(coverageOf(spaced, true, undefined)).toEqual({ kind: 'all' });
    expect(coverageOf(spaced, false, undefined)).toEqual({ kind: 'none' });
  });

  it('confines a query to the covered window, or refuses when a bound reaches outside it', () => {
    const coverage = { kind: 'from', bound: T0 + 5n * SECOND } as const;
    expect(confine({ reference: 'x' }, coverage)).toEqual({ reference: 'x', start: T0 + 5n * SECOND });
    expect(confine({ start: T0 + 6n * SECOND }, coverage)).toEqual({ start: T0 + 6n * SECOND });
    expect(confine({ start: T0 }, coverage)).toBeUndefined();
    expect(confine({ start: T0 }, { kind: 'all' })).toEqual({ start: T0 });
  });

  it('answers a confined query from the first pages exactly as from the whole listing (property)', () => {
    fc.assert(
      fc.property(
        listingArb,
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 5 }),
        filtersArb,
        fc.nat(3),
        (listing, size, pages, filters, page) => {
          const sorted = [...listing].sort((a, b) => (a.created > b.created ? -1 : a.created < b.created ? 1 : 0));
          const read = sorted.slice(0, size * pages);
          const complete = read.length === sorted.length;
          const coverage = coverageOf(read, complete, 'newest-first');
          const confined = confine(filters, coverage);
          if (confined === undefined) return;
          const known = read.filter((f) => isCovered(f, coverage));
          const l: Layout = { firstPage: 1, pageSize: size };
          expect(pageExpectation(known, confined, page, l)).toEqual(pageExpectation(sorted, confined, page, l));
        },
      ),
    );
  });
});

// Listings with unique ids, few instants (so ties happen) and few references (so filters select something).
const listingArb = fc
  .array(
    fc.record({
      seconds: fc.integer({ min: 0, max: 12 }),
      reference: fc.constantFrom<string | null>('A', 'a', 'AB', 'B', null),
    }),
    { maxLength: 25 },
  )
  .map((rows) => rows.map((r, i) => form(i, r.reference, r.seconds)));

const instantArb = fc.option(
  fc.integer({ min: -1, max: 13 }).map((s) => T0 + BigInt(s) * SECOND),
  { nil: undefined },
);
const filtersArb = fc.record({
  reference: fc.option(fc.constantFrom('A', 'a', 'AB', 'B', 'C'), { nil: undefined }),
  start: instantArb,
  end: instantArb,
});
