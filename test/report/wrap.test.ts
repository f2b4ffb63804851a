// hangingWrap, which keeps `list` within 120 columns: words move whole to the next line, under the text's start;
// only a word longer than a line is cut.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hangingWrap } from '../../src/report/wrap.js';

describe('hangingWrap', () => {
  it('continues under the first character of the text, moving whole words', () => {
    expect(hangingWrap('ID   ', 'one two three four', 14)).toEqual(['ID   one two', '     three', '     four']);
  });

  it('leaves a short text on one line, and trims the trailing space of a prefix with no text', () => {
    expect(hangingWrap('ID ', 'short.', 120)).toEqual(['ID short.']);
    expect(hangingWrap('ID ', '', 120)).toEqual(['ID']);
  });

  it('cuts a word longer than a line instead of overflowing', () => {
    expect(hangingWrap('> ', 'abcdefghij', 6)).toEqual(['> abcd', '  efgh', '  ij']);
  });

  it('never writes a line wider than asked, and loses no word', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.array(fc.stringMatching(/^[a-z.:()]{1,30}$/), { maxLength: 30 }),
        fc.integer({ min: 20, max: 120 }),
        (first, words, width) => {
          const lines = hangingWrap(first.replace(/\s/g, '_'), words.join(' '), width);
          expect(lines.every((l) => l.length <= width)).toBe(true);
          expect(lines.join('').replace(/\s/g, '')).toBe(`${first.replace(/\s/g, '_')}${words.join('')}`);
        },
      ),
    );
  });
});
