// Unit and property tests of the reference server's ISO 8601 parser and formatter (used by the datetime filters).
// A bound must name the same instant however it is written, and anything that is not ISO 8601 must be refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatInstant, parseIsoInstant } from '../../src/reference/iso-time.js';

const T = Date.UTC(2024, 7, 2, 23, 15, 26);

describe('parseIsoInstant', () => {
  it.each([
    ['2024-08-02T23:15:26Z', T],
    ['2024-08-02t23:15:26z', T],
    ['2024-08-03T01:15:26+02:00', T],
    ['2024-08-02T18:15:26-0500', T],
    ['2024-08-03T01:15:26+02', T],
    ['2024-08-02T23:15:26.000Z', T],
    ['2024-08-02T23:15:26,5Z', T + 500],
    ['2024-08-02T23:15:26.123456789Z', T + 123],
    ['2024-08-02T23:15:26', T],
    ['2024-08-02T23:15Z', T - 26_000],
    ['20240802T231526Z', T],
    ['2024-08-02', Date.UTC(2024, 7, 2)],
    ['2024-02-29T00:00:00Z', Date.UTC(2024, 1, 29)],
    ['0099-01-01T00:00:00Z', -59042995200000],
  ])('reads %s', (text, ms) => {
    expect(parseIsoInstant(text)?.ms).toBe(ms);
  });

  it.each([
    '',
    'yesterday',
    '2024-08-02 23:15:26Z',
    '2024-08-02T23:15:26 02:00',
    '2024-13-01T00:00:00Z',
    '2023-02-29',
    '2024-08-02T24:00:00Z',
    '2024-08-02T23:60:00Z',
    '2024-08-02T23:15:60Z',
    '2024-08-02T23:15:26+24:00',
    '2024-8-2',
    '1722640526',
    '2024-08-02T23:15:26.Z',
    '2024-0802',
    `2024-08-02T23:15:26.${'1'.repeat(80)}Z`,
  ])('refuses %j', (text) => {
    expect(parseIsoInstant(text)).toBeUndefined();
  });

  it('keeps the wall time for the offset-ignoring fault and flags offsets and fractions', () => {
    expect(parseIsoInstant('2024-08-03T01:15:26+02:00')).toEqual({
      ms: T,
      wallMs: T + 7_200_000,
      hasNumericOffset: true,
      hasFraction: false,
    });
    expect(parseIsoInstant('2024-08-02T23:15:26.5Z')?.hasFraction).toBe(true);
    expect(parseIsoInstant('2024-08-02T23:15:26Z')?.hasNumericOffset).toBe(false);
  });

  it('round-trips every formatted instant to the same millisecond (property)', () => {
    const instants = fc.integer({ min: Date.UTC(1, 0, 1), max: Date.UTC(9999, 11, 30) }).map((ms) => ms - (ms % 1000));
    fc.assert(
      fc.property(instants, (ms) => {
        for (const style of ['utc-seconds', 'utc-millis-offset', 'local-plus-two'] as const) {
          expect(parseIsoInstant(formatInstant(ms, style))?.ms).toBe(ms);
        }
      }),
    );
  });

  it('agrees with Date.parse on every offset form it accepts (property)', () => {
    const parts = fc.record({
      ms: fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2100, 0, 1) }),
      sign: fc.constantFrom('+', '-'),
      hours: fc.integer({ min: 0, max: 14 }),
      minutes: fc.constantFrom(0, 15, 30, 45),
    });
    fc.assert(
      fc.property(parts, ({ ms, sign, hours, minutes }) => {
        const offset = (sign === '+' ? 1 : -1) * (hours * 60 + minutes) * 60_000;
        const wall = new Date(ms + offset).toISOString().slice(0, 23);
        const text = `${wall}${sign}${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
        expect(parseIsoInstant(text)?.ms).toBe(Date.parse(text));
      }),
    );
  });

  it('never throws on arbitrary text (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const parsed = parseIsoInstant(text);
        if (parsed !== undefined) expect(Number.isFinite(parsed.ms)).toBe(true);
      }),
    );
  });
});

describe('formatInstant', () => {
  it('writes each style', () => {
    expect(formatInstant(T, 'utc-seconds')).toBe('2024-08-02T23:15:26Z');
    expect(formatInstant(T, 'utc-millis-offset')).toBe('2024-08-02T23:15:26.000+00:00');
    expect(formatInstant(T, 'local-plus-two')).toBe('2024-08-03T01:15:26+02:00');
    expect(formatInstant(T, 'no-zone')).toBe('2024-08-02T23:15:26');
  });
});
