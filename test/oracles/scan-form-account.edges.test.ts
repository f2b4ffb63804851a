// The account model at its edges: what counts as a count, where page=1 continues page=0 in either order, what the
// walk reads (and says) in each of its endings, and the listing, windows and notes made of what it read.

import { describe, expect, it } from 'vitest';
import {
  PAGE_BUDGET,
  describeCoverage,
  firstPageNumberOf,
  gapSearch,
  gapWindows,
  isCount,
  listingDirection,
  listingOf,
  plural,
  sampledNote,
  saysMore,
  sizeOf,
  unwalked,
  walkedForms,
  walkPages,
  type ListView,
} from '../../src/oracles/scan-form-account.js';
import type { KnownForm } from '../../src/oracles/scan-form-query.js';
import { SECOND, formatLike } from '../../src/oracles/scan-form-time.js';

const T0 = 1_700_000_000n * SECOND;
const form = (n: number, seconds = n): KnownForm => ({
  id: `sf_${n}`,
  created: T0 + BigInt(seconds) * SECOND,
  reference: `REF-${n}`,
});
const forms = (...ns: number[]) => ns.map((n) => form(n));
const view = (rows: readonly KnownForm[], hasMore: unknown, totalCount: unknown = undefined): ListView => ({
  ok: true,
  ids: rows.map((f) => f.id),
  rows,
  hasMore,
  totalCount,
});
const refused: ListView = { ok: false, ids: [], rows: [], hasMore: undefined, totalCount: undefined };

/** A target answering each page number from a table (an empty page past it), the numbers asked and each batch. */
function pages(table: Record<number, ListView>) {
  const asked: number[] = [];
  const batches: number[][] = [];
  const read = async (numbers: number[]) => {
    asked.push(...numbers);
    batches.push(numbers);
    return numbers.map((n) => table[n] ?? view([], false));
  };
  return { read, asked, batches };
}
const at5 = (id: string): KnownForm => ({ id, created: T0 + 5n * SECOND, reference: id });

describe('counts and words', () => {
  it('takes only a non-negative integer for a count', () => {
    expect([0, 7].map(isCount)).toEqual([true, true]);
    expect([-1, 1.5, '7', NaN, null].map(isCount)).toEqual([false, false, false, false, false]);
  });
  it('writes one form, and forms otherwise', () => {
    expect([0, 1, 2].map((n) => plural(n, 'form'))).toEqual(['0 forms', '1 form', '2 forms']);
  });
  it('hears "more" from has_more true or a total_count above the forms listed, only', () => {
    expect(saysMore(view(forms(2, 1), undefined, 3))).toBe(true);
    expect(saysMore(view(forms(2, 1), false, 2))).toBe(false);
    expect(saysMore(view(forms(2, 1), 'true', '3'))).toBe(false);
    expect(sizeOf(view(forms(2, 1), undefined, 3))).toBe(2);
    expect(sizeOf({ ...view(forms(2, 1), true), ok: false })).toBeUndefined();
    expect(sizeOf(view([], true))).toBeUndefined();
  });
});

describe('page=1 after page=0 (4.4 gives pages no base)', () => {
  it('counts from 0 when page=1 carries an oldest-first order on, or starts at the instant page=0 ends on', () => {
    expect(firstPageNumberOf(view(forms(1, 2), true), view(forms(3, 4), false))).toBe(0);
    expect(firstPageNumberOf(view(forms(1, 2), true), view([form(9, 2), form(3)], false))).toBe(0);
    expect(firstPageNumberOf(view(forms(4, 3), true), view([form(9, 3), form(2)], false))).toBe(0);
  });
  it('counts from 1 when page=0 lists oldest-first forms page=1 cannot follow', () => {
    expect(firstPageNumberOf(view(forms(3, 4), true), view(forms(1, 2), true))).toBe(1);
  });
  it('counts from 0 when page=1 is refused or its forms cannot be placed', () => {
    expect(firstPageNumberOf(view(forms(2, 1), false), refused)).toBe(0);
    const noRows: ListView = { ...view(forms(2, 1), true), rows: [] };
    expect(firstPageNumberOf(noRows, view(forms(4, 3), false))).toBe(0);
  });
  it('takes page=0 for page=1 only when both list the very same ids, each named', () => {
    const unnamed: ListView = { ...view(forms(4, 3), true), ids: [undefined, undefined], rows: [] };
    expect(firstPageNumberOf(unnamed, { ...unnamed, hasMore: false })).toBe(0);
    expect(firstPageNumberOf(view(forms(4, 3), true), view(forms(4, 3), true))).toBe(1);
  });
  it('tells pages of one instant apart by their ids alone', () => {
    const same = view([at5('a'), at5('b')], true);
    expect(firstPageNumberOf(same, view([at5('a'), at5('b')], true))).toBe(1);
    expect(firstPageNumberOf(same, view([at5('a'), at5('c')], true))).toBe(0);
    expect(firstPageNumberOf(same, view([at5('a'), at5('b'), at5('c')], true))).toBe(0);
  });
  it('counts from 0 when nothing orders the two pages: unordered, or page=1 without rows to place', () => {
    expect(firstPageNumberOf(view([form(5), form(3), form(4)], true), view(forms(1), false))).toBe(0);
    expect(firstPageNumberOf(view(forms(2, 1), true), { ...view(forms(9), false), rows: [] })).toBe(0);
  });
  it('knows no base when page=1 lists nothing and page=0 is refused', () => {
    expect(firstPageNumberOf(refused, view([], false))).toBeUndefined();
  });
});

describe('no walk', () => {
  it('is the whole listing only when the answer says nothing more exists', () => {
    expect(unwalked(view(forms(2, 1), false, 2)).complete).toBe(true);
    expect(unwalked(view(forms(2, 1), undefined, '9')).complete).toBe(true);
    expect(unwalked(view(forms(2, 1), false, 3)).complete).toBe(false);
    expect(unwalked(view(forms(2, 1), true)).complete).toBe(false);
    expect(unwalked({ ...view(forms(2, 1), false), ok: false }).complete).toBe(false);
  });
  it('says why', () => {
    expect(unwalked(view([], false)).ending).toBe('the account lists no scan forms');
    expect(unwalked(view(forms(1), false)).ending).toBe(
      'neither page=0 nor page=1 lists a form, so pages could not be walked',
    );
  });
});

describe('the walk, ending by ending', () => {
  it('with every form on the first page, reads the page after it (page=1 already read when pages count from 0)', async () => {
    const t = pages({});
    const from0 = await walkPages(0, view(forms(2, 1), false), view([], false), t.read);
    expect([from0.walk.map((w) => w.page), t.asked, from0.complete]).toEqual([[0, 1], [], true]);
    expect(from0.ending).toBe('every form is on the first page');
    const from1 = await walkPages(1, view(forms(2, 1), false), view(forms(2, 1), false), t.read);
    expect([from1.walk.map((w) => w.page), t.asked]).toEqual([[1, 2], [2]]);
    const none = pages({});
    await walkPages(1, view([], false), view([], false), none.read);
    expect(none.asked).toEqual([]);
  });
  it('samples enough pages for 25 forms, within the budget, when total_count needs too many', async () => {
    const t = pages({});
    const w = await walkPages(1, view(forms(9, 8), true, 500), view(forms(9, 8), true, 500), t.read);
    expect(t.asked).toEqual(Array.from({ length: PAGE_BUDGET - 1 }, (_, i) => i + 2));
    expect(w.ending).toBe(`total_count 500 needs 250 pages, more than the budget of ${PAGE_BUDGET}`);
    const big = pages({});
    await walkPages(0, view(forms(9, 8, 7, 6, 5, 4, 3, 2, 1, 0), true, 500), refused, big.read);
    expect(big.asked).toEqual([1, 2]);
  });
  it('goes on while the pages read hold fewer distinct forms than total_count', async () => {
    const t = pages({ 2: view(forms(7, 6), false, 6), 3: view(forms(6, 5), false, 6), 4: view(forms(4, 3), false, 6) });
    const w = await walkPages(1, view(forms(8, 7), false, 6), view(forms(8, 7), false, 6), t.read);
    expect(t.asked).toEqual([2, 3, 4, 5]);
    expect([w.complete, w.ending]).toEqual([true, 'the walk ended at page 5']);
  });
  it('stops at a refused page, and reads no page after an empty one', async () => {
    const t = pages({ 2: refused });
    const w = await walkPages(1, view(forms(8, 7), true), view(forms(8, 7), true), t.read);
    expect([t.asked, w.complete, w.ending]).toEqual([[2], true, 'the walk ended at page 2']);
  });
  it('reads the pages total_count announces side by side, in one batch', async () => {
    const t = pages({ 2: view(forms(6, 5), true, 6), 3: view(forms(4, 3), false, 6) });
    await walkPages(1, view(forms(8, 7), true, 6), view(forms(8, 7), true, 6), t.read);
    expect(t.batches).toEqual([[2, 3, 4]]);
  });
  it('reads no further than the page after those announced when has_more is false, whatever lies beyond', async () => {
    const t = pages({ 2: view(forms(6, 5), false, 4), 3: view(forms(4, 3), false, 4), 4: view(forms(2), false, 4) });
    const w = await walkPages(1, view(forms(8, 7), false, 4), view(forms(8, 7), false, 4), t.read);
    expect([t.asked, w.complete]).toEqual([[2, 3, 4], true]);
  });
  it('goes on past the announced pages while their distinct forms fall short of total_count', async () => {
    const t = pages({
      2: view(forms(7, 6), false, 6),
      3: view(forms(6, 5), false, 6),
      4: view(forms(5, 4), false, 6),
      5: view(forms(3, 2), false, 6),
    });
    await walkPages(1, view(forms(8, 7), false, 6), view(forms(8, 7), false, 6), t.read);
    expect(t.asked).toEqual([2, 3, 4, 5, 6]);
  });
  it('stops once the distinct forms reach total_count, reading only the page after', async () => {
    const t = pages({
      2: view(forms(7, 6), false, 4),
      3: view(forms(6, 5), false, 4),
      4: view(forms(5, 3), false, 4),
    });
    await walkPages(1, view(forms(8, 7), false, 4), view(forms(8, 7), false, 4), t.read);
    expect(t.asked).toEqual([2, 3, 4]);
  });
  it('ends at an empty page even when it says more', async () => {
    const t = pages({ 2: view([], true) });
    const w = await walkPages(1, view(forms(8, 7), true), view(forms(8, 7), true), t.read);
    expect([t.asked, w.complete]).toEqual([[2], true]);
    expect(t.batches).toEqual([[2]]);
  });
  it('runs out of budget on a target that always says more', async () => {
    const endless = { read: async (numbers: number[]) => numbers.map((n) => view([form(100 - n)], true)) };
    const w = await walkPages(1, view([form(99)], true), view([form(99)], true), endless.read);
    expect(w.walk).toHaveLength(PAGE_BUDGET + 1);
    expect([w.complete, w.ending]).toEqual([false, `the budget of ${PAGE_BUDGET} pages ran out before the end`]);
  });
});

describe('what the walk read', () => {
  it('is the walk, each form once; the parameterless answer only when there is no walk', () => {
    const first = view(forms(9), false);
    const walk = [
      { page: 1, answer: view(forms(3, 2), true) },
      { page: 2, answer: view(forms(2, 1), false) },
    ];
    expect([...walkedForms(walk, first).keys()]).toEqual(['sf_3', 'sf_2', 'sf_1']);
    expect([...walkedForms([], first).keys()]).toEqual(['sf_9']);
  });
  it('learns the order from pages of one form taken as one sequence', () => {
    const walk = [1, 2, 3].map((page) => ({ page, answer: view([form(10 - page)], true) }));
    expect(listingDirection(walk, view([], false), walkedForms(walk, view([], false)))).toBe('newest-first');
    expect(listingDirection([], view(forms(1, 2), false), new Map())).toBe('oldest-first');
  });
  it('orders the listing oldest first, keeping ties in walk order, and leaves an unordered listing as read', () => {
    const walked = [form(3), form(1), form(7, 2), form(2)];
    expect(listingOf(walked, true, 'oldest-first').listing.map((f) => f.id)).toEqual(['sf_1', 'sf_7', 'sf_2', 'sf_3']);
    expect(listingOf(walked, true, 'newest-first').listing.map((f) => f.id)).toEqual(['sf_3', 'sf_7', 'sf_2', 'sf_1']);
    expect(listingOf(walked, true, 'unordered').listing.map((f) => f.id)).toEqual(['sf_3', 'sf_1', 'sf_7', 'sf_2']);
  });
  it('lets the parameterless answer join the listing but never widen the window known complete', () => {
    const l = listingOf(forms(9, 8, 7), false, 'newest-first', [form(1), form(8)]);
    expect(l.listing.map((f) => f.id)).toEqual(['sf_9', 'sf_8', 'sf_7', 'sf_1']);
    // The instant of the last form walked is not known complete: another form of it may lie on the next page.
    expect(l.known.map((f) => f.id)).toEqual(['sf_9', 'sf_8']);
    expect(l.coverage.kind).toBe('from');
  });
  it('puts the head window after the first form when the listing is oldest first, and skips empty pages', () => {
    const walk = [
      { page: 1, answer: view(forms(1, 2), true) },
      { page: 2, answer: view([], true) },
      { page: 3, answer: view(forms(4, 5), true) },
    ];
    expect(gapWindows(walk, 'oldest-first', true)).toEqual([
      { where: 'before the first form of the first page', end: form(1) },
      { where: 'between page 1 and page 3', start: form(2), end: form(4) },
      { where: 'after the last form of the last page', start: form(5) },
    ]);
    expect(gapWindows([{ page: 1, answer: view([], false) }], 'newest-first', true)).toEqual([]);
  });
});

describe('where forms may hide, newest first', () => {
  const walk = [
    { page: 1, answer: view(forms(9, 8), true) },
    { page: 2, answer: view(forms(7, 6, 5), true) },
  ];
  it('puts the head window from the first form and the tail window up to the last, only when asked', () => {
    expect(gapWindows(walk, 'newest-first', true)).toEqual([
      { where: 'before the first form of the first page', start: form(9) },
      { where: 'between page 1 and page 2', start: form(7), end: form(8) },
      { where: 'after the last form of the last page', end: form(5) },
    ]);
    expect(gapWindows(walk, 'newest-first', false)).toHaveLength(2);
  });
  it('searches with the tail after a whole walk short of total_count, without it after a partial walk', () => {
    const counted = [{ page: 1, answer: view(forms(9, 8), true, 5) }, ...walk.slice(1)];
    expect(gapSearch(counted, 4, true, 'oldest-first')).toBe('with-tail');
    expect(gapSearch(counted, 5, true, 'newest-first')).toBeUndefined();
    expect(gapSearch(walk, 4, true, 'newest-first')).toBeUndefined();
    expect(gapSearch(counted, 4, false, 'newest-first')).toBe('without-tail');
    expect(gapSearch(counted.slice(0, 1), 2, false, 'newest-first')).toBeUndefined();
    expect(gapSearch(counted, 4, true, 'unordered')).toBeUndefined();
    expect(gapSearch([], 0, true, 'newest-first')).toBeUndefined();
  });
});

describe('a form read twice', () => {
  const early = form(3);
  const again = { ...form(3), created: T0 + 30n * SECOND };
  it('keeps the row the walk read first', () => {
    const walk = [
      { page: 1, answer: view([early], true) },
      { page: 2, answer: view([again], false) },
    ];
    expect(walkedForms(walk, view([], false)).get('sf_3')).toBe(early);
    expect(listingOf([early, again], true, 'newest-first').listing).toEqual([early]);
    expect(listingOf([early], true, 'newest-first', [again]).listing).toEqual([early]);
  });
  it('learns the order from the walk, not from the parameterless answer, and knows no window of an unordered one', () => {
    const walk = [{ page: 1, answer: view(forms(9, 8), true) }];
    expect(listingDirection(walk, view(forms(1, 2), false), new Map())).toBe('newest-first');
    expect(listingOf(forms(9, 8, 7), false, 'unordered').coverage).toEqual({ kind: 'none' });
  });
});

describe('the note of what was read', () => {
  const template = '2023-11-14T22:13:20Z';
  it('names the window known complete', () => {
    expect(describeCoverage({ kind: 'all' }, template)).toBe('the whole account');
    expect(describeCoverage({ kind: 'from', bound: T0 }, template)).toBe(
      `forms created at or after ${formatLike(template, T0)}`,
    );
    expect(describeCoverage({ kind: 'until', bound: T0 }, template)).toBe(
      `forms created at or before ${formatLike(template, T0)}`,
    );
    expect(describeCoverage({ kind: 'none' }, template)).toBe(
      'nothing (the listing is not in created_at order, so no window of it is known to be complete)',
    );
  });
  it('says what was read, on at least one page', () => {
    const read = { forms: 1, pages: 0, complete: true, ending: 'e', pageSize: 3, firstPage: 1 as const };
    expect(sampledNote({ ...read, coverage: { kind: 'all' }, template })).toBe(
      'read the whole listing: 1 form on 1 page(s), 3 per page; pages count from 1',
    );
    expect(
      sampledNote({
        ...read,
        forms: 5,
        pages: 2,
        complete: false,
        pageSize: undefined,
        firstPage: undefined,
        coverage: { kind: 'all' },
        template,
      }),
    ).toBe(
      'read 5 forms in the first 2 page(s) (e); checks that need every matching form are confined to the whole account',
    );
  });
});
