// The cursor judge (4.4 before_id/after_id) over a listing not in creation order: a run of the cursor's side is one in
// creation order or in the listing's own order, reaching one end of it; has_more and total_count with forms sharing
// the cursor's instant, and what an unknown cursor may be answered with.

import { describe, expect, it } from 'vitest';
import { cursorFormsRight, judgeCursor, judgeUnknownCursor } from '../../src/oracles/scan-form-judge.js';
import { expectedAnswer, type CursorExpectation, type KnownForm } from '../../src/oracles/scan-form-query.js';
import { SECOND } from '../../src/oracles/scan-form-time.js';

const T0 = 1_700_000_000n * SECOND;
const at = (id: string, seconds: number): KnownForm => ({ id, created: T0 + BigInt(seconds) * SECOND, reference: id });
const layout = { firstPage: 1 as const, pageSize: 2 };
/** Listed by reference, not by creation: created 3, 1, 5, 2, 4 seconds after T0. */
const shuffled = [at('f3', 3), at('f1', 1), at('f5', 5), at('f2', 2), at('f4', 4)];
const known = new Map(shuffled.map((f) => [f.id, f]));
const before5 = expectedAnswer(shuffled, { beforeId: 'f5' }, layout) as CursorExpectation;
const answer = (ids: ReadonlyArray<string | undefined>, hasMore: unknown = true, totalCount: unknown = 4) => ({
  ids,
  hasMore,
  totalCount,
});
const judge = (ids: ReadonlyArray<string | undefined>) => judgeCursor(answer(ids), before5, known);

describe('one run of the side, in creation order or in listing order', () => {
  it('takes a run in creation order reaching the oldest or the newest form of the side', () => {
    expect(before5.side.map((f) => f.id)).toEqual(['f3', 'f1', 'f2', 'f4']);
    for (const run of [['f1', 'f2'], ['f3', 'f4'], ['f4'], ['f1', 'f2', 'f3']])
      expect(cursorFormsRight(judge(run))).toBe(true);
  });
  it('takes a run in listing order reaching one end of the side', () => {
    for (const run of [['f3', 'f1'], ['f3'], ['f2', 'f4']]) expect(cursorFormsRight(judge(run))).toBe(true);
  });
  it('names the forms a run skips, and a run that reaches neither end in either order', () => {
    expect(judge(['f1', 'f4']).skipped.map((f) => f.id)).toEqual(['f3', 'f2']);
    expect(judge(['f2', 'f3'])).toMatchObject({ skipped: [], unanchored: true });
    expect(judge(['f2'])).toMatchObject({ skipped: [], unanchored: true });
  });
  it('lets forms sharing the instant at either edge of a run fall either way (no order among equal created_at)', () => {
    // Newest first, before c: the side is w, z, y, x, and y and x share the oldest instant.
    const newest = [at('c', 4), at('w', 3), at('z', 2), at('y', 1), at('x', 1)];
    const beforeC = expectedAnswer(newest, { beforeId: 'c' }, layout) as CursorExpectation;
    const byId = new Map(newest.map((f) => [f.id, f]));
    expect(judgeCursor(answer(['w', 'z', 'x']), beforeC, byId)).toMatchObject({ skipped: [], unanchored: false });
    // Oldest first, after c: the side is x, y, z, w, and z and w share the newest instant.
    const oldest = [at('c', 0), at('x', 1), at('y', 2), at('z', 3), at('w', 3)];
    const afterC = expectedAnswer(oldest, { afterId: 'c' }, layout) as CursorExpectation;
    const byId2 = new Map(oldest.map((f) => [f.id, f]));
    expect(judgeCursor(answer(['x', 'y', 'w']), afterC, byId2)).toMatchObject({ skipped: [], unanchored: false });
  });
  it('takes a run of the listing order in whatever order the answer lists it', () => {
    expect(cursorFormsRight(judge(['f1', 'f3']))).toBe(true);
  });
  it('calls no empty answer unanchored (an empty side is its own finding)', () => {
    expect(judge([]).unanchored).toBe(false);
  });
  it('leaves elements without ids to the judges of summaries', () => {
    expect(cursorFormsRight(judge(['f1', undefined, 'f2']))).toBe(true);
  });
});

describe('has_more and total_count beside forms of the cursor instant', () => {
  const tied = [at('g4', 4), at('g3a', 3), at('g3b', 3), at('g3c', 3), at('g1', 1)];
  const knownTied = new Map(tied.map((f) => [f.id, f]));
  const after = expectedAnswer(tied, { beforeId: 'g3a' }, layout) as CursorExpectation;
  const judgeTied = (ids: string[], hasMore: unknown, total: unknown) =>
    judgeCursor(answer(ids, hasMore, total), after, knownTied);
  it('allows total_count of the side with any number of the ties, or of every matching form', () => {
    expect([after.side.map((f) => f.id), after.ties.map((f) => f.id)]).toEqual([['g1'], ['g3b', 'g3c']]);
    for (const total of [1, 2, 3, 5]) expect(judgeTied(['g1'], false, total).totalCount).toBeUndefined();
    expect(judgeTied(['g1'], false, 4).totalCount).toEqual({ received: 4, allowed: [1, 2, 3, 5] });
    expect(judgeTied(['g1'], false, '1').totalCount).toEqual({ received: '1', allowed: [1, 2, 3, 5] });
  });
  it('takes forms of the cursor instant listed beside the side: they may fall on either side of it', () => {
    expect(cursorFormsRight(judgeTied(['g1', 'g3b'], true, 2))).toBe(true);
    expect(judgeTied(['g3c', 'g1'], true, 2).wrongSide).toEqual([]);
  });
  it('leaves has_more open while a tie is left out, and wants false once none is', () => {
    expect(judgeTied(['g1'], true, 1).hasMore).toBeUndefined();
    expect(judgeTied(['g1'], false, 1).hasMore).toBeUndefined();
    expect(judgeTied(['g1', 'g3b', 'g3c'], true, 3).hasMore).toEqual({ received: true, expected: false });
    expect(judgeTied([], false, 1).hasMore).toEqual({ received: false, expected: true });
  });
});

describe('an unknown cursor (4.4 does not say what it gives)', () => {
  const account = { rows: known, complete: true };
  const view = (status: number, ids: ReadonlyArray<string | undefined> = [], ok = true) => ({
    status,
    ok,
    ids,
    hasMore: false,
    totalCount: 0,
    errorBodyProblems: [],
  });
  it('accepts any 2xx list of forms of the account, a 3xx, or a 1xx; not a 2xx without a list', () => {
    expect(judgeUnknownCursor(view(200, ['f1']), account)).toBeUndefined();
    expect(judgeUnknownCursor(view(299, [], false), account)).toEqual({ kind: 'not-a-list' });
    expect(judgeUnknownCursor(view(300, [], false), account)).toBeUndefined();
    expect(judgeUnknownCursor(view(199, [], false), account)).toBeUndefined();
  });
  it('names forms of no account read, and an element without id among them', () => {
    expect(judgeUnknownCursor(view(200, ['f1', 'zz', undefined]), account)).toEqual({
      kind: 'foreign-forms',
      ids: ['zz', 'undefined'],
    });
    expect(judgeUnknownCursor(view(200, ['zz']), { rows: known, complete: false })).toBeUndefined();
  });
});
