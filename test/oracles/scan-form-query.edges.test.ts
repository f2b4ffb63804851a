// The query oracle at its edges: the window a partial walk knows complete (its bound one second past the edge, or the
// next instant), filters confined to it, the order learned from pages, and cursors with forms of their own instant.

import { describe, expect, it } from 'vitest';
import {
  confine,
  coverageOf,
  directionOf,
  expectedAnswer,
  isCovered,
  orderBreaks,
  pageExpectation,
  type KnownForm,
} from '../../src/oracles/scan-form-query.js';
import { SECOND } from '../../src/oracles/scan-form-time.js';

const T0 = 1_700_000_000n * SECOND;
const s = (seconds: number): bigint => T0 + BigInt(Math.round(seconds * 1000)) * (SECOND / 1000n);
const at = (id: string, seconds: number): KnownForm => ({ id, created: s(seconds), reference: id });
const ats = (...seconds: number[]) => seconds.map((n, i) => at(`sf_${i}`, n));
const ids = (forms: readonly KnownForm[]) => forms.map((f) => f.id);

describe('the window a walk knows complete', () => {
  it('is the whole account after a whole walk, and nothing without an order or two instants', () => {
    expect(coverageOf(ats(5, 4), true, undefined)).toEqual({ kind: 'all' });
    expect(coverageOf(ats(5, 4), false, undefined)).toEqual({ kind: 'none' });
    expect(coverageOf([], false, 'newest-first')).toEqual({ kind: 'none' });
    expect(coverageOf(ats(5, 5), false, 'newest-first')).toEqual({ kind: 'none' });
  });
  it('newest first: from one second past the oldest instant read, or the next instant when closer', () => {
    expect(coverageOf(ats(10, 8, 8), false, 'newest-first')).toEqual({ kind: 'from', bound: s(9) });
    expect(coverageOf(ats(8, 10, 12), false, 'newest-first')).toEqual({ kind: 'from', bound: s(9) });
    expect(coverageOf(ats(9, 8), false, 'newest-first')).toEqual({ kind: 'from', bound: s(9) });
    expect(coverageOf(ats(8.5, 8), false, 'newest-first')).toEqual({ kind: 'from', bound: s(8.5) });
  });
  it('oldest first: until one second before the newest instant read, or the instant before it when closer', () => {
    expect(coverageOf(ats(1, 3), false, 'oldest-first')).toEqual({ kind: 'until', bound: s(2) });
    expect(coverageOf(ats(3, 1, 0), false, 'oldest-first')).toEqual({ kind: 'until', bound: s(2) });
    expect(coverageOf(ats(2, 3), false, 'oldest-first')).toEqual({ kind: 'until', bound: s(2) });
    expect(coverageOf(ats(2.5, 3), false, 'oldest-first')).toEqual({ kind: 'until', bound: s(2.5) });
  });
  it('holds a form at its bound (inclusive bounds), none beyond', () => {
    const [early, edge, late] = ats(8, 9, 10);
    expect([early, edge, late].map((f) => isCovered(f!, { kind: 'from', bound: s(9) }))).toEqual([false, true, true]);
    expect([early, edge, late].map((f) => isCovered(f!, { kind: 'until', bound: s(9) }))).toEqual([true, true, false]);
    expect(isCovered(early!, { kind: 'none' })).toBe(false);
    expect(isCovered(early!, { kind: 'all' })).toBe(true);
  });
});

describe('filters confined to the window', () => {
  it('adds the missing bound, keeps one inside (or on) the window, and gives up on one reaching outside', () => {
    const from = { kind: 'from', bound: s(9) } as const;
    const until = { kind: 'until', bound: s(9) } as const;
    expect(confine({ reference: 'r' }, from)).toEqual({ reference: 'r', start: s(9) });
    expect(confine({ start: s(9) }, from)).toEqual({ start: s(9) });
    expect(confine({ start: s(8) }, from)).toBeUndefined();
    expect(confine({ reference: 'r' }, until)).toEqual({ reference: 'r', end: s(9) });
    expect(confine({ end: s(9) }, until)).toEqual({ end: s(9) });
    expect(confine({ end: s(8) }, until)).toEqual({ end: s(8) });
    expect(confine({ end: s(10) }, until)).toBeUndefined();
    expect(confine({ end: s(10) }, { kind: 'all' })).toEqual({ end: s(10) });
    expect(confine({}, { kind: 'none' })).toBeUndefined();
  });
});

describe('the order of a listing (4.4 fixes none, so it is learned)', () => {
  it('is learned from the first page holding two instants; equal instants never break it', () => {
    expect(directionOf([ats(5, 5), ats(3, 4)])).toBe('oldest-first');
    expect(directionOf([ats(5, 5, 4)])).toBe('newest-first');
    expect(directionOf([ats(4, 4, 5)])).toBe('oldest-first');
    expect(directionOf([ats(5, 4, 6)])).toBe('unordered');
    expect(directionOf([ats(5, 5), []])).toBeUndefined();
  });
  it('places a break where a form goes the wrong way, in either direction', () => {
    expect(orderBreaks(ats(5, 6, 6, 4), 'newest-first')).toEqual([1]);
    expect(orderBreaks(ats(4, 3, 3, 5), 'oldest-first')).toEqual([1]);
    expect(orderBreaks(ats(5, 5), 'oldest-first')).toEqual([]);
  });
});

describe('pages and cursors around shared instants', () => {
  const listing = [at('sf_5', 5), at('sf_4a', 4), at('sf_4b', 4), at('sf_3', 3), at('sf_2', 2)];
  const layout = { firstPage: 1 as const, pageSize: 2 };
  it('names as ties only forms of an instant straddling a boundary of the page', () => {
    const second = pageExpectation(listing, {}, 1, layout);
    expect(second.kind === 'page' ? ids(second.ties) : []).toEqual(['sf_4a', 'sf_4b']);
    const plain = pageExpectation(ats(5, 4, 3, 2), {}, 1, layout);
    expect(plain.kind === 'page' ? ids(plain.ties) : ['?']).toEqual([]);
  });
  it('leaves which forms an answer without page holds open only when more match than it holds', () => {
    expect(pageExpectation(ats(5, 4), {}, 0, layout, 'default')).not.toHaveProperty('anyOf');
    expect(pageExpectation(ats(5, 4, 3), {}, 0, layout, 'default')).toHaveProperty('anyOf', true);
    expect(pageExpectation(ats(5, 4, 3), {}, 0, { ...layout, defaultSize: 3 }, 'default')).not.toHaveProperty('anyOf');
  });
  it('puts a form of a cursor instant among the ties, never on the side, and neither cursor anywhere', () => {
    const after = expectedAnswer(listing, { afterId: 'sf_4a' }, layout);
    expect(after.kind === 'cursor' ? [ids(after.side), ids(after.ties)] : []).toEqual([['sf_5'], ['sf_4b']]);
    const both = expectedAnswer(listing, { afterId: 'sf_2', beforeId: 'sf_4b' }, layout);
    expect(both.kind === 'cursor' ? [ids(both.side), ids(both.ties)] : []).toEqual([['sf_3'], ['sf_4a']]);
  });
});
