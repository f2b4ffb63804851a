// The metadata model at its edges: what a request without metadata may be refused for, and the sentences a failure
// is phrased in (each difference, the values described, the recognisable causes of a changed value).

import { describe, expect, it } from 'vitest';
import { compareRead, describeDifferences, mayRefuse } from '../../src/oracles/metadata-model.js';

const messages = (expected: Record<string, string>, read: unknown) =>
  compareRead(new Map(Object.entries(expected)), read).map((d) => d.message);

describe('mayRefuse (2.1.1, 7)', () => {
  it('never for a request without metadata, or with valid key names only', () => {
    expect(mayRefuse(undefined)).toBe(false);
    expect(mayRefuse([])).toBe(false);
    expect(mayRefuse([['gift_note', 'x']])).toBe(false);
    expect(mayRefuse([['Gift', 'x']])).toBe(true);
  });
});

describe('the sentences of a difference', () => {
  it.each([
    [{}, { color: 5 }, '"color" is the number 5, expected no such key (2.1.2: all values are strings)'],
    [{ color: 'red' }, { color: null }, '"color" is null, expected the string "red" (2.1.2: all values are strings)'],
    [{ color: 'red' }, { color: [] }, '"color" is an array, expected the string "red" (2.1.2: all values are strings)'],
    [
      { color: 'red' },
      { color: {} },
      '"color" is an object, expected the string "red" (2.1.2: all values are strings)',
    ],
    [
      { color: 'red' },
      { color: true },
      '"color" is the boolean true, expected the string "red" (2.1.2: all values are strings)',
    ],
    [{}, { color: 'red' }, '"color" is present ("red"), expected no such key'],
    [{ color: 'red' }, {}, '"color" is missing, expected "red"'],
    [{ color: 'x'.repeat(81) }, {}, `"color" is missing, expected "${'x'.repeat(80)}…"`],
    [{ color: 'x'.repeat(80) }, {}, `"color" is missing, expected "${'x'.repeat(80)}"`],
  ])('expected %j, read %j: %s', (expected, read, sentence) => {
    expect(messages(expected, read)).toEqual([sentence]);
  });
  it('describes a read that is no object', () => {
    expect(messages({}, undefined)).toEqual([
      'metadata is missing, expected an object (spec 2.1: returned whenever the order is read)',
    ]);
    expect(messages({}, 'text')).toEqual([
      'metadata is the string "text", expected an object (spec 2.1: returned whenever the order is read)',
    ]);
    expect(messages({}, null)[0]).toMatch(/^metadata is null,/);
    expect(messages({}, [])[0]).toMatch(/^metadata is an array,/);
  });
  it.each([
    [' red ', 'red', ' (surrounding whitespace was trimmed)'],
    ['Café', 'Cafe\u0301', ' (the same text in another Unicode normalization form)'],
    ['abcdef', 'abc', ' (cut after 3 of 6 characters)'],
    ['a😀b', 'ab', ' (characters outside the Basic Multilingual Plane were dropped)'],
    ['é', 'Ã©', ' (UTF-8 bytes read back as Latin-1)'],
    ['abc', 'abd', ''],
    ['abc', 'xabc', ''],
  ])('names why %j came back as %j', (want, got, why) => {
    expect(messages({ note: want }, { note: got })).toEqual([
      `"note" is ${JSON.stringify(got)}, expected ${JSON.stringify(want)}${why}`,
    ]);
  });
  it('shows the first differences in full and counts the rest', () => {
    const read = Object.fromEntries(Array.from({ length: 3 }, (_, i) => [`k${'abc'[i]}`, 'x']));
    const differences = compareRead(new Map(), read);
    expect(describeDifferences(differences, 3)).toBe(differences.map((d) => d.message).join('; '));
    expect(describeDifferences(differences, 2)).toBe(
      `${differences[0]!.message}; ${differences[1]!.message}; …and 1 more differences`,
    );
  });
});
