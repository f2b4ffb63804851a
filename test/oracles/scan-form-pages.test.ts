// The page judges: broken pages, forms on two pages or on none, has_more, page numbers before the first, page
// over cursors and one order, checked on examples and as properties over random walks.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerOrderFinding,
  answersAsAlone,
  belowFirstBroken,
  belowFirstFindings,
  brokenPages,
  hasMoreFindings,
  hasMoreJudgement,
  judgePageAtLimit,
  lastPageMore,
  overlaps,
  pageWalkFindings,
  sameListing,
  walkOrderBreaks,
  windowWalkFindings,
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
  it('never takes one form repeated for another of its instant', () => {
    const a = form(1, 5);
    const b = form(2, 5);
    expect(sameListing(view([a, a, b]), view([a, b, b]))).toBe(false);
    expect(answersAsAlone(view([a, a]), view([a, b]))).toBe(false);
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

describe('the walk of the listing and of a window (4.4: every form on exactly one page)', () => {
  const gap = (found: KnownForm[]) => ({ where: 'between page 1 and page 2', found });
  it('finds nothing in a complete walk that yields every form once', () => {
    expect(pageWalkFindings(walkOf(all, 3), [gap([])], true, 7)).toEqual({ twice: [], leftOut: [], acrossPages: true });
  });
  it('names forms on two pages and forms only a gap window found', () => {
    const walk = [
      { page: 1, answer: view(all.slice(0, 3), true, 7) },
      { page: 2, answer: view(all.slice(2, 5), false, 7) },
    ];
    const found = gap([all[5]!, all[6]!]);
    const f = pageWalkFindings(walk, [gap([]), found], true, 7);
    expect(f.twice).toEqual([{ id: 'sf_5', on: [0, 1] }]);
    expect(f.leftOut).toEqual([
      { gap: found, form: all[5] },
      { gap: found, form: all[6] },
    ]);
  });
  it('notes a complete walk short of total_count, and a walk that never crossed a page', () => {
    const one = [{ page: 1, answer: view(all.slice(0, 3), false, 5) }];
    expect(pageWalkFindings(one, [], true, 3)).toEqual({
      twice: [],
      leftOut: [],
      shortOfTotal: { total: 5, walked: 3 },
      acrossPages: false,
    });
    // A walk cut short is not short of its total: the rest was never asked for.
    expect(pageWalkFindings(one, [], false, 3).shortOfTotal).toBeUndefined();
  });
  it("names the window's forms on no page", () => {
    const pages = [
      { page: 1, answer: view(all.slice(0, 3), true) },
      { page: 2, answer: view(all.slice(4, 5), false) },
    ];
    expect(windowWalkFindings(pages, all.slice(0, 5))).toEqual({ twice: [], missing: [all[3]] });
  });
  it('finds exactly the forms a window walk drops, whatever the page size (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.subarray(all), (size, dropped) => {
        const gone = new Set(dropped.map((f) => f.id));
        const pages = walkOf(all, size).map((w) => ({
          ...w,
          answer: view(
            w.answer.rows.filter((f) => !gone.has(f.id)),
            w.answer.hasMore,
          ),
        }));
        expect(windowWalkFindings(pages, all)).toEqual({ twice: [], missing: all.filter((f) => gone.has(f.id)) });
        expect(windowWalkFindings(walkOf(all, size), all)).toEqual({ twice: [], missing: [] });
      }),
    );
  });
});

describe('has_more over every answer read (4.4)', () => {
  const edge = (n: number, expected: boolean, answered: unknown) => ({
    n,
    expected: { hasMore: expected },
    answer: view(all.slice(0, Math.min(n, 3)), answered),
  });
  const cursor = (listed: number, side: number, hasMore?: { received: unknown; expected: boolean }) => ({
    answer: view(all.slice(0, listed), hasMore?.received ?? false),
    side,
    findings: hasMore === undefined ? {} : { hasMore },
  });
  const right = {
    walk: walkOf(all, 3),
    complete: true,
    listed: 7,
    window: walkOf(all.slice(0, 5), 2),
    edges: [edge(3, false, false), edge(4, true, true)],
    cursors: [cursor(3, 5, undefined)],
  };
  it('accepts right answers everywhere, and sees has_more true on a walk across pages', () => {
    expect(hasMoreJudgement(right)).toEqual({ walk: [], window: [], edges: [], cursors: [], exercised: true });
  });
  it('names each wrong answer with why it should say otherwise', () => {
    const j = hasMoreJudgement({
      ...right,
      edges: [edge(3, false, true), edge(4, true, false)],
      cursors: [cursor(3, 5, { received: false, expected: true }), cursor(2, 2, { received: true, expected: false })],
    });
    expect(j.edges.map((e) => [e.edge.n, e.received, e.expected, e.why])).toEqual([
      [3, true, false, 'fills-page'],
      [4, false, true, 'one-left'],
    ]);
    expect(j.cursors.map((c) => [c.why, c.left])).toEqual([
      ['left-out', 2],
      ['all-returned', 0],
    ]);
  });
  it('judges the walk and the window by their pages that answered a list, the window ending false', () => {
    const refused = { page: 4, answer: view([], undefined, undefined, 404) };
    const window = walkOf(all.slice(0, 5), 2).map((w, i) =>
      i === 2 ? { ...w, answer: view(w.answer.rows, true) } : w,
    );
    const j = hasMoreJudgement({ ...right, walk: [...walkOf(all, 3).slice(0, 3), refused], window });
    expect(j.walk).toEqual([]);
    expect(j.window.map((f) => [f.page.page, f.expected])).toEqual([[3, false]]);
  });
  it('is not exercised when every form fits on one page and no cursor leaves a form out', () => {
    const j = hasMoreJudgement({
      ...right,
      walk: walkOf(all, 7),
      window: undefined,
      edges: [],
      cursors: [cursor(3, 3)],
    });
    expect(j.exercised).toBe(false);
  });
  it('flags exactly the edge windows whose has_more is flipped (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 7 }), fc.boolean(), fc.boolean())), (cases) => {
        const edges = cases.map(([n, expected, flip]) => edge(n, expected, flip ? !expected : expected));
        const j = hasMoreJudgement({ ...right, edges });
        expect(j.edges.map((e) => e.edge)).toEqual(edges.filter((_, i) => cases[i]![2]));
      }),
    );
  });
});

describe('pages before the first, with the page of each form', () => {
  const walk = walkOf(all, 3);
  it('names the walk page of every form a number before the first answers', () => {
    const found = belowFirstFindings(
      [
        { n: 0, answer: view(all.slice(3, 6)) },
        { n: -1, answer: view([], undefined, undefined, 400) },
      ],
      walk,
    );
    expect(found.map((f) => [f.n, f.pages])).toEqual([[0, [2, 2, 2]]]);
    const unknown = belowFirstFindings([{ n: -1, answer: view([form(99), all[3]!]) }], walk);
    expect(unknown[0]!.pages).toEqual([undefined, 2]);
  });
  it('accepts the first page, an empty one or a refusal for any number (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 0 }),
        fc.constantFrom(view(all.slice(0, 3)), view([]), view([], undefined, undefined, 404)),
        (n, answer) => {
          expect(belowFirstFindings([{ n, answer }], walk)).toEqual([]);
        },
      ),
    );
  });
});

describe('page numbers at integer limits (4.4, 7)', () => {
  const refused = (status: number, body: boolean): StatusView => ({
    ...view([], false, undefined, status),
    refusedWithBody: body,
  });

  it('accepts a 4xx with the error body, an empty page past the end, and the page a spelling names', () => {
    expect(judgePageAtLimit(refused(400, true), [], true)).toBeUndefined();
    expect(judgePageAtLimit(view([], false, 7), [], true)).toBeUndefined();
    expect(judgePageAtLimit(view(all.slice(3, 6), true, 7), [view(all.slice(3, 6), true, 7)], true)).toBeUndefined();
  });

  it('finds forms or has_more past the end, another page for a spelling, and refusals without the body', () => {
    expect(judgePageAtLimit(view(all.slice(0, 3), true, 7), [], true)).toBe('forms-past-the-end');
    expect(judgePageAtLimit(view([], true, 7), [], true)).toBe('more-past-the-end');
    expect(judgePageAtLimit(view(all.slice(0, 3), true, 7), [view(all.slice(3, 6), true, 7)], true)).toBe(
      'not-the-page-named',
    );
    expect(judgePageAtLimit(refused(404, false), [], true)).toBe('refused-without-body');
    expect(judgePageAtLimit(refused(500, true), [], true)).toBe('server-error');
  });

  it('takes a fractional page number as either page it lies between, never a window across both', () => {
    const [one, two] = [view(all.slice(0, 3), true, 7), view(all.slice(3, 6), true, 7)];
    expect(judgePageAtLimit(one, [one, two], true)).toBeUndefined();
    expect(judgePageAtLimit(two, [one, two], true)).toBeUndefined();
    expect(judgePageAtLimit(view(all.slice(1, 4), true, 7), [one, two], true)).toBe('not-the-page-named');
    expect(judgePageAtLimit(view(all.slice(0, 6), true, 7), [one, two], true)).toBe('not-the-page-named');
  });

  it('does not judge forms past a number whose end is unknown', () => {
    expect(judgePageAtLimit(view(all.slice(0, 3), true, undefined), [], false)).toBeUndefined();
  });

  it('finds any non-empty page past the end, whatever it lists (property)', () => {
    fc.assert(
      fc.property(fc.subarray(all, { minLength: 1 }), fc.boolean(), (forms, more) => {
        expect(judgePageAtLimit(view(forms, more, all.length), [], true)).toBe('forms-past-the-end');
        expect(judgePageAtLimit(view([], more, all.length), [], true)).toBe(more ? 'more-past-the-end' : undefined);
      }),
      { seed: 5, numRuns: 100 },
    );
  });
});
