// The long metadata value: its length, its distinct text, and no common cut point on a character boundary, so a
// server that cuts it by bytes (a preview, a column) either splits a character or shows the cut.

import { describe, expect, it } from 'vitest';
import { CUT_POINTS, longValue } from '../../../suites/orders/long-value.js';

/** The byte offsets at which a UTF-8 character of the text ends. */
function boundaries(text: string): Set<number> {
  const out = new Set<number>();
  let at = 0;
  for (const c of text) out.add((at += Buffer.byteLength(c, 'utf8')));
  return out;
}

describe('the long metadata value', () => {
  it.each([
    ['xk3f9a ', 1000],
    ['once ', 1000],
    ['xk3f9a ', 300],
  ])('after %j, %i units long, has no common cut point between two characters', (prefix, length) => {
    const value = longValue(prefix, length);
    expect(value).toHaveLength(length);
    expect(value.startsWith(prefix)).toBe(true);
    expect(value).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
    const ends = boundaries(value);
    const total = Buffer.byteLength(value, 'utf8');
    const prefixBytes = Buffer.byteLength(prefix, 'utf8');
    expect(CUT_POINTS.filter((n) => n > prefixBytes && n < total && ends.has(n))).toEqual([]);
    // Distinct text all along: no stretch of 40 units repeats, so a cut anywhere is seen.
    const windows = new Set<string>();
    for (let i = prefix.length; i + 40 <= value.length; i++) windows.add(value.slice(i, i + 40));
    expect(windows.size).toBe(value.length - prefix.length - 39);
  });
});
