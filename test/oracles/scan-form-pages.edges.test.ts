// The walk judges at their edges: a page past the last refused with spec 7's body (only there, only a 4xx), forms
// without ids never counted as overlaps, has_more on every page of a walk, and page numbers before the first.

import { describe, expect, it } from 'vitest';
import type { ListView } from '../../src/oracles/scan-form-account.js';
import {
  belowFirstBroken,
  belowFirstFindings,
  brokenPages,
  hasMoreFindings,
  hasMoreJudgement,
  lastPageMore,
  overlaps,
  pageWalkFindings,
  type StatusView,
} from '../../src/oracles/scan-form-pages.js';

const list = (
  ids: ReadonlyArray<string | undefined>,
  hasMore: unknown,
  totalCount: unknown = undefined,
): StatusView => ({
  ok: true,
  status: 200,
  ids,
  rows: [],
  hasMore,
  totalCount,
});
const refusal = (status: number, refusedWithBody = true): StatusView => ({
  ...list([], undefined),
  ok: false,
  status,
  refusedWithBody,
});
const walkOf = <A extends ListView>(...answers: A[]) => answers.map((answer, i) => ({ page: i + 1, answer }));
const pagesOf = (r: { broken: Array<{ page: number }>; refusedPastEnd: Array<{ page: number }> }) => ({
  broken: r.broken.map((w) => w.page),
  refusedPastEnd: r.refusedPastEnd.map((w) => w.page),
});

describe('a page past the last refused (4.4 shows no answer to it)', () => {
  it('is accepted after has_more false, or once every counted form was seen, as a 4xx with the body', () => {
    expect(pagesOf(brokenPages(walkOf(list(['a'], false), refusal(404))))).toEqual({ broken: [], refusedPastEnd: [2] });
    expect(pagesOf(brokenPages(walkOf(list(['a', 'b'], true, 2), refusal(400))))).toEqual({
      broken: [],
      refusedPastEnd: [2],
    });
    expect(pagesOf(brokenPages(walkOf(list(['a'], false), refusal(499))))).toEqual({ broken: [], refusedPastEnd: [2] });
  });
  it('is broken as a 5xx, without the body, as the first page, or while counted forms are unseen', () => {
    expect(pagesOf(brokenPages(walkOf(list(['a'], false), refusal(500))))).toEqual({ broken: [2], refusedPastEnd: [] });
    expect(pagesOf(brokenPages(walkOf(list(['a'], false), refusal(404, false))))).toEqual({
      broken: [2],
      refusedPastEnd: [],
    });
    expect(pagesOf(brokenPages(walkOf(refusal(404))))).toEqual({ broken: [1], refusedPastEnd: [] });
    expect(pagesOf(brokenPages(walkOf(list(['a', 'b'], true, 3), refusal(404), list(['c'], false))))).toEqual({
      broken: [2],
      refusedPastEnd: [],
    });
  });
});

describe('overlaps and what a walk shows', () => {
  it('never takes elements without ids for one form on two pages', () => {
    expect(overlaps(walkOf(list([undefined], true), list([undefined], false)))).toEqual([]);
    expect(overlaps(walkOf(list(['a'], true), list(['a', 'a'], false)))).toEqual([{ id: 'a', on: [0, 1, 1] }]);
  });
  it('is short of total_count only after a whole walk, and crosses pages only when two list forms', () => {
    const walk = walkOf(list(['a', 'b'], true, 3), list([], false, 3));
    expect(pageWalkFindings(walk, [], true, 2)).toEqual({
      twice: [],
      leftOut: [],
      shortOfTotal: { total: 3, walked: 2 },
      acrossPages: false,
    });
    expect(pageWalkFindings(walk, [], true, 3)).not.toHaveProperty('shortOfTotal');
    expect(pageWalkFindings(walk, [], false, 2)).not.toHaveProperty('shortOfTotal');
    expect(pageWalkFindings([], [], true, 0).acrossPages).toBe(false);
    expect(pageWalkFindings(walkOf(list(['a'], true), list(['b'], false)), [], true, 2).acrossPages).toBe(true);
  });
});

describe('has_more on each page of a walk (4.4)', () => {
  it('is true while a later page brings a form not seen yet, and says why it is wrong', () => {
    const walk = walkOf(list(['a'], false), list(['a'], true), list(['b'], true));
    expect(hasMoreFindings(walk, false)).toEqual([
      { index: 0, received: false, expected: true, why: 'later pages hold more forms' },
      { index: 2, received: true, expected: false, why: 'no form follows it' },
    ]);
    const repeats = walkOf(list(['a'], true), list(['a', undefined], false));
    expect(hasMoreFindings(repeats, undefined)).toEqual([
      { index: 0, received: true, expected: false, why: 'later pages hold no other form' },
    ]);
  });
  it('judges the last page of a walk cut short only when total_count counts more than was read', () => {
    expect([lastPageMore(true, 1, 9), lastPageMore(false, 1, 9), lastPageMore(false, 9, 9)]).toEqual([
      false,
      true,
      undefined,
    ]);
    expect(lastPageMore(false, 1, '9')).toBeUndefined();
  });
  it('leaves pages that answered no list to the walk, and counts a walk exercised across two pages or a cursor', () => {
    const walk = walkOf(list(['a'], true, 2), { ...list([], undefined), ok: false }, list(['b'], true));
    const j = hasMoreJudgement({ walk, complete: true, listed: 2, window: undefined, edges: [], cursors: [] });
    expect(j.walk.map((f) => [f.page.page, f.expected])).toEqual([[3, false]]);
    expect(j.exercised).toBe(true);
    const one = hasMoreJudgement({
      walk: walkOf(list(['a'], false)),
      complete: true,
      listed: 1,
      window: walkOf(list(['a'], true), { ...list([], undefined), ok: false }),
      edges: [],
      cursors: [],
    });
    expect([one.exercised, one.window.map((f) => f.page.page)]).toEqual([false, [1]]);
  });
});

describe('a page number before the first (4.4 gives it nothing)', () => {
  it('accepts a 4xx, a 3xx, an empty list and the first page itself; not a 5xx, a 2xx without a list, or other forms', () => {
    const first = ['a', 'b'];
    expect(belowFirstBroken(refusal(404), first)).toBe(false);
    expect(belowFirstBroken({ ...refusal(302), ok: false }, first)).toBe(false);
    expect(belowFirstBroken({ ...list([], false), status: 299 }, first)).toBe(false);
    expect(belowFirstBroken({ ...list(['a', 'b'], false), status: 200 }, first)).toBe(false);
    expect(belowFirstBroken(refusal(500), first)).toBe(true);
    expect(belowFirstBroken({ ...refusal(200), ok: false }, first)).toBe(true);
    expect(belowFirstBroken({ ...list(['c'], false), status: 200 }, first)).toBe(true);
    expect(belowFirstBroken({ ...list(['a'], false), status: 300 }, first)).toBe(false);
  });
  it('names the walk page of each form a wrong answer lists', () => {
    const walk = walkOf(list(['a', 'b'], true), list(['c', 'b'], false));
    const asked = [
      { n: 0, answer: { ...list(['c', undefined, 'z'], false), status: 200 } },
      { n: -1, answer: { ...list(['a', 'b'], false), status: 200 } },
    ];
    expect(belowFirstFindings(asked, walk).map((f) => [f.n, f.pages])).toEqual([[0, [2, undefined, undefined]]]);
    expect(belowFirstFindings(asked.slice(1), [])).toHaveLength(1);
  });
});
