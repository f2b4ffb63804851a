// ISO 8601 instants (spec 2.2, 4.4) at their edges: what reads as a date-time and what does not (leap years, leap
// seconds, zones of hours alone), the spellings and precision bounds the suite sends, and bounds within a second.

import { describe, expect, it } from 'vitest';
import {
  SECOND,
  fractionDigits,
  parseInstant,
  precisionBounds,
  sameSecondPair,
  spellingsOf,
  styleOf,
  withinItsSecond,
} from '../../src/oracles/scan-form-time.js';

const T = parseInstant('2024-03-10T12:00:00Z')!;

describe('what reads as an instant', () => {
  it.each([
    ['2024-03-10T12:00Z', T],
    ['2024-03-10T17:00+05', T],
    ['2024-03-10T07:00:00-0500', T],
    ['2024-03-10t12:00:00,5z', T + SECOND / 2n],
    ['2024-03-10 12:00:00.123456789012', T + 123_456_789n],
    ['2024-03-10T11:59:60Z', T],
    ['2000-02-29T00:00:00Z', parseInstant('2000-03-01T00:00:00Z')! - 86_400n * SECOND],
    ['2024-02-29T00:00:00Z', parseInstant('2024-03-01T00:00:00Z')! - 86_400n * SECOND],
  ])('%s', (text, instant) => expect(parseInstant(text)).toBe(instant));
  it.each([
    'x2024-03-10T12:00:00Z',
    '2024-03-10T12:00:00Zx',
    '2024-03-10T12:00:00.1234567890123Z',
    '2024-03-10T12:00:00+05:3',
    '1900-02-29T00:00:00Z',
    '2023-02-29T00:00:00Z',
    '2024-00-10T12:00:00Z',
    '2024-01-00T12:00:00Z',
    '2024-03-10T24:00:00Z',
    '2024-03-10T12:60:00Z',
    '2024-03-10T12:00:61Z',
    '2024-03-10T12:00:00+24:00',
    '2024-03-10T12:00:00+05:60',
  ])('not %s', (text) => expect(parseInstant(text)).toBeUndefined());
});

describe('the style of a timestamp the target wrote', () => {
  it('keeps its zone and fraction digits, writing "z" as "Z", and falls back to UTC seconds', () => {
    expect(styleOf('2024-03-10T12:00:00.120z')).toEqual({ fractionDigits: 3, zone: 'Z' });
    expect(styleOf('2024-03-10T12:00:00+0530')).toEqual({ fractionDigits: 0, zone: '+0530' });
    expect(styleOf('2024-03-10T12:00:00')).toEqual({ fractionDigits: 0, zone: '' });
    expect(styleOf('2024-03-10T12:00:00+24:00')).toEqual({ fractionDigits: 0, zone: 'Z' });
    expect(styleOf('yesterday')).toEqual({ fractionDigits: 0, zone: 'Z' });
  });
  it('counts the fraction digits written', () => {
    expect([fractionDigits('2024-03-10T12:00:00Z'), fractionDigits('20240310T120000,12Z')]).toEqual([0, 2]);
  });
});

describe('the bounds the suite sends', () => {
  it('spells one instant six ways (4.4 says only "ISO 8601")', () => {
    expect(spellingsOf(T)).toEqual([
      { label: 'UTC with "Z"', text: '2024-03-10T12:00:00Z' },
      { label: 'UTC with "+00:00"', text: '2024-03-10T12:00:00+00:00' },
      { label: 'UTC with milliseconds', text: '2024-03-10T12:00:00.000Z' },
      { label: 'the offset +02:00', text: '2024-03-10T14:00:00+02:00' },
      { label: 'the offset -05:00', text: '2024-03-10T07:00:00-05:00' },
      { label: 'the offset +05:30 (minutes count too)', text: '2024-03-10T17:30:00+05:30' },
    ]);
  });
  it('writes each precision bound once, under the first label that writes it', () => {
    const bounds = precisionBounds(T + 400_000_000n);
    expect(bounds.map((b) => [b.label, b.text.slice(17)])).toEqual([
      ['1 fraction digit(s), one unit above', '00.5Z'],
      ['4 fraction digit(s), one unit above', '00.4001Z'],
      ['9 fraction digits, at or just below', '00.400000000Z'],
      ['.12 of its second', '00.12Z'],
      ['.120000 of its second', '00.120000Z'],
      ['.123456789 of its second', '00.123456789Z'],
    ]);
  });
  it('finds two instants of one second, whatever the order given', () => {
    expect(sameSecondPair([T + 2n * SECOND, T + 500n, T + 200n, T + 500n])).toEqual([T + 200n, T + 500n]);
    expect(sameSecondPair([T + SECOND, T])).toBeUndefined();
  });
  it('goes half a second away when the second leaves no whole microsecond of room', () => {
    expect(withinItsSecond(T + 1n, 'before')).toBe(T + 1n - SECOND / 2n);
    expect(withinItsSecond(T, 'before')).toBe(T - SECOND / 2n);
    expect(withinItsSecond(T, 'after')).toBe(T + SECOND / 2n);
  });
});
