// The benchmark's critical-path measure: the longest chain of requests that ran one after another.

import { describe, expect, it } from 'vitest';
import { longestSequentialChain } from '../bench/critical-path.js';

describe('longestSequentialChain', () => {
  it('counts a strictly sequential run as one chain', () => {
    expect(
      longestSequentialChain([
        { startedMs: 0, finishedMs: 1 },
        { startedMs: 1, finishedMs: 2 },
        { startedMs: 2, finishedMs: 3 },
      ]),
    ).toBe(3);
  });

  it('counts overlapping requests as one step', () => {
    expect(
      longestSequentialChain([
        { startedMs: 0, finishedMs: 10 },
        { startedMs: 1, finishedMs: 9 },
        { startedMs: 2, finishedMs: 11 },
      ]),
    ).toBe(1);
  });

  it('takes the longest of several branches and ignores unfinished requests', () => {
    const log = [
      { startedMs: 0, finishedMs: 5 },
      { startedMs: 0, finishedMs: 1 },
      { startedMs: 1, finishedMs: 2 },
      { startedMs: 2, finishedMs: 3 },
      { startedMs: 6, finishedMs: 7 },
      { startedMs: 7, finishedMs: Number.NaN },
    ];
    expect(longestSequentialChain(log)).toBe(4);
    expect(longestSequentialChain([])).toBe(0);
  });
});
