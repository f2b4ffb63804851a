// More of the walk judges at their edges: page alone against page beside cursors (4.4 "page: When present, before_id
// and after_id are ignored"), one order across a walk and within one answer, and page numbers at integer limits.

import { describe, expect, it } from 'vitest';
import type { ListView } from '../../src/oracles/scan-form-account.js';
import {
  answerOrderFinding,
  answersAsAlone,
  belowFirstBroken,
  belowFirstFindings,
  brokenPages,
  hasMoreJudgement,
  judgePageAtLimit,
  sameListing,
  walkOrderBreaks,
  type StatusView,
} from '../../src/oracles/scan-form-pages.js';
import type { KnownForm } from '../../src/oracles/scan-form-query.js';
import { SECOND } from '../../src/oracles/scan-form-time.js';

const T0 = 1_700_000_000n * SECOND;
const at = (id: string, seconds: number): KnownForm => ({ id, created: T0 + BigInt(seconds) * SECOND, reference: id });
const f = (n: number) => at(`sf_${n}`, n);
const view = (rows: readonly KnownForm[], hasMore: unknown = false, totalCount: unknown = rows.length): StatusView => ({
  ok: true,
  status: 200,
  ids: rows.map((r) => r.id),
  rows,
  hasMore,
  totalCount,
});
/** An answer whose elements did not all read as forms: ids without rows. */
const idsOnly = (ids: ReadonlyArray<string | undefined>): ListView => ({
  ok: true,
  ids,
  rows: [],
  hasMore: false,
  totalCount: ids.length,
});

describe('page alone and page beside cursors (4.4)', () => {
  it('must agree on has_more too', () => {
    expect(answersAsAlone(view([f(2), f(1)], true), view([f(2), f(1)], false))).toBe(false);
    expect(answersAsAlone(view([f(2), f(1)], true), view([f(2), f(1)], true))).toBe(true);
  });
  it('compares the very id sequence when an answer has elements that are no forms', () => {
    expect(sameListing(idsOnly(['a', 'b']), idsOnly(['a', 'b']))).toBe(true);
    expect(sameListing(idsOnly(['a', 'b']), idsOnly(['b', 'a']))).toBe(false);
    expect(sameListing(idsOnly(['a', 'b', 'c']), idsOnly(['a', 'c', 'b']))).toBe(false);
    expect(sameListing(view([at('a', 5), at('b', 5)]), idsOnly(['b', 'a']))).toBe(false);
    expect(sameListing(idsOnly(['b', 'a']), view([at('a', 5), at('b', 5)]))).toBe(false);
    expect(sameListing(view([at('a', 5), at('b', 5)]), view([at('b', 5), at('a', 5)]))).toBe(true);
  });
});

describe('one order', () => {
  it('counts a form of the walk where it first appears, and names the forms on either side of a break', () => {
    const repeated = [
      { page: 1, answer: view([f(9), f(8)]) },
      { page: 2, answer: view([f(9), f(7)]) },
    ];
    expect(walkOrderBreaks(repeated, 'newest-first')).toEqual([]);
    const broken = [
      { page: 1, answer: view([f(9), f(7)]) },
      { page: 2, answer: view([f(8), f(6)]) },
    ];
    expect(walkOrderBreaks(broken, 'newest-first')).toEqual([
      { before: { index: 0, form: f(7) }, after: { index: 1, form: f(8) } },
    ]);
  });
  it('judges an answer of forms by the direction, one with other elements by the walk, and no failed answer', () => {
    const listing = [f(9), f(5)];
    expect(answerOrderFinding({ ...view([f(5), f(9)]), ok: false }, 'newest-first', listing)).toBeUndefined();
    const partial: ListView = { ...idsOnly(['sf_5', 'x', 'sf_9']), rows: [f(5), f(9)] };
    expect(answerOrderFinding(partial, 'newest-first', listing)).toEqual({ kind: 'walk' });
    expect(answerOrderFinding(idsOnly(['zz', 'sf_9', undefined, 'sf_5']), 'unordered', listing)).toBeUndefined();
    const tied = [at('b', 5), at('a', 5)];
    expect(answerOrderFinding(idsOnly(['a', 'b']), 'unordered', tied)).toBeUndefined();
  });
});

describe('refusals and limits', () => {
  it('takes no refusal past the end for one that is no 4xx', () => {
    const walk = [
      { page: 1, answer: view([f(1)], false) },
      { page: 2, answer: { ...view([]), ok: false, status: 302, refusedWithBody: true } },
    ];
    expect(brokenPages(walk).broken.map((w) => w.page)).toEqual([2]);
  });
  it('accepts a 1xx for a page before the first, and names the first page that lists each form', () => {
    expect(belowFirstBroken({ ...view([]), ok: false, status: 199 }, ['a'])).toBe(false);
    const walk = [
      { page: 1, answer: view([f(2), f(1)]) },
      { page: 2, answer: view([f(3), f(1)]) },
    ];
    const asked = [{ n: 0, answer: view([f(1), f(3)]) }];
    expect(belowFirstFindings(asked, walk).map((x) => x.pages)).toEqual([[1, 2]]);
  });
  it('calls an answer at a limit that is no 2xx list not a list', () => {
    expect(judgePageAtLimit({ ...view([]), status: 302, ok: false }, [], true)).toBe('not-a-list');
    expect(judgePageAtLimit({ ...view([]), status: 300 }, [], true)).toBe('not-a-list');
    expect(judgePageAtLimit({ ...view([]), status: 199 }, [], true)).toBe('not-a-list');
    expect(judgePageAtLimit({ ...view([]), ok: false }, [], true)).toBe('not-a-list');
    expect(judgePageAtLimit({ ...view([]), status: 299 }, [], true)).toBeUndefined();
  });
  it('judges has_more of no page when every page of the walk failed, and counts a cursor short of its side', () => {
    const failed = [{ page: 1, answer: { ...view([]), ok: false } }];
    const cursor = { answer: view([f(1)]), side: 3, findings: {} };
    const j = hasMoreJudgement({
      walk: failed,
      complete: false,
      listed: 0,
      window: undefined,
      edges: [],
      cursors: [cursor],
    });
    expect([j.walk, j.exercised]).toEqual([[], true]);
    const full = hasMoreJudgement({
      walk: failed,
      complete: false,
      listed: 0,
      window: undefined,
      edges: [],
      cursors: [{ ...cursor, side: 1 }],
    });
    expect(full.exercised).toBe(false);
  });
});
