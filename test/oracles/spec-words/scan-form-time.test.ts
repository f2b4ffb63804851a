// Timestamps against the words of 2.2 and 4.4 ("ISO 8601 timestamp (UTC)", bounds "string (ISO 8601)"): an instant
// read from any spelling is the wall time minus its offset, to the last fraction digit; and written back, it reads alike.

import fc from 'fast-check';
import { describe, it } from 'vitest';
import { formatInstant, parseInstant } from '../../../src/oracles/scan-form-time.js';
import { holds, refutes } from './words.js';

const aSpelling = fc.record({
  date: fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true }),
  fraction: fc.stringMatching(/^[0-9]{0,9}$/),
  offsetMinutes: fc.integer({ min: -23 * 60 - 59, max: 23 * 60 + 59 }),
  colon: fc.boolean(),
});
type Spelling = typeof aSpelling extends fc.Arbitrary<infer T> ? T : never;

const two = (n: number) => String(n).padStart(2, '0');

/** ISO 8601 with the offset as written: the wall time is the instant plus the offset. */
function spell({ date, fraction, offsetMinutes, colon }: Spelling): string {
  const wall = new Date(date.getTime() - (date.getTime() % 1000) + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const zone =
    offsetMinutes === 0 && !colon ? 'Z' : `${sign}${two(Math.floor(abs / 60))}${colon ? ':' : ''}${two(abs % 60)}`;
  return `${wall}${fraction === '' ? '' : `.${fraction}`}${zone}`;
}

/** The words, in nanoseconds: the whole seconds of the instant, plus the fraction digits as written. */
function instantOf({ date, fraction }: { date: Date; fraction: string }): bigint {
  const seconds = BigInt(Math.floor(date.getTime() / 1000));
  return seconds * 1_000_000_000n + BigInt((fraction + '000000000').slice(0, 9));
}

const parseProperty = (oracle: typeof parseInstant) => fc.property(aSpelling, (s) => oracle(spell(s)) === instantOf(s));

describe('timestamps against the words of ISO 8601', () => {
  it('an instant is the wall time minus its offset, with every fraction digit', () =>
    holds(parseProperty(parseInstant)));
  it('an instant written in any style reads back as itself', () =>
    holds(
      fc.property(aSpelling, fc.nat(9), (s, digits) => {
        const instant = instantOf(s);
        return parseInstant(formatInstant(instant, { fractionDigits: digits, zone: '+05:30' })) === instant;
      }),
    ));

  it('tells an offset read for its hours only from the whole offset', () => {
    const hoursOnly: typeof parseInstant = (text) => parseInstant(text.replace(/([+-]\d{2}):?(\d{2})$/, '$1:00'));
    refutes(parseProperty(hoursOnly));
  });
});
