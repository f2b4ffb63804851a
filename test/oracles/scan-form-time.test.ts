// The scan form time oracle reads every UTC spelling a target may write as one instant, and writes bounds
// that read back to the same instant in the target's own style.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fractionDigits,
  SECOND,
  formatInstant,
  formatLike,
  parseInstant,
  precisionBounds,
  sameSecondPair,
  spellingsOf,
  styleOf,
  withinItsSecond,
} from '../../src/oracles/scan-form-time.js';

const at = (iso: string): bigint => BigInt(Date.parse(iso)) * 1_000_000n;

describe('parseInstant', () => {
  it('reads Z, +00:00, fractions and other offsets as the same instant', () => {
    const t = at('2024-08-02T23:15:26Z');
    for (const text of [
      '2024-08-02T23:15:26Z',
      '2024-08-02T23:15:26+00:00',
      '2024-08-02T23:15:26.000Z',
      '2024-08-03T01:15:26+02:00',
      '2024-08-02T18:15:26-0500',
      '2024-08-02t23:15:26z',
      '2024-08-02 23:15:26Z',
      '2024-08-02T23:15:26',
    ]) {
      expect(parseInstant(text), text).toBe(t);
    }
  });

  it('keeps sub-millisecond fractions exactly, so a bound equal to a microsecond timestamp is equal', () => {
    expect(parseInstant('2024-08-02T23:15:26.123456Z')! - at('2024-08-02T23:15:26Z')).toBe(123_456_000n);
    expect(parseInstant('2024-08-02T23:15:26.123457Z')! > parseInstant('2024-08-02T23:15:26.123456Z')!).toBe(true);
  });

  it('refuses what is not a date-time', () => {
    for (const text of [
      'not-a-date',
      '2024-13-01T00:00:00Z',
      '2023-02-29T00:00:00Z',
      '2024-01-01T24:00:00Z',
      '2024-01-01',
      '1722640526',
      '2024-01-01T00:00:00+25:00',
      '',
    ]) {
      expect(parseInstant(text), text).toBeUndefined();
    }
    expect(parseInstant('2024-02-29T00:00:00Z')).toBe(at('2024-02-29T00:00:00Z'));
  });
});

describe('formatInstant and formatLike', () => {
  it('writes in the style of a template', () => {
    const t = at('2024-08-02T23:15:26Z');
    expect(formatLike('2024-01-01T00:00:00Z', t)).toBe('2024-08-02T23:15:26Z');
    expect(formatLike('2024-01-01T00:00:00.000+00:00', t + SECOND)).toBe('2024-08-02T23:15:27.000+00:00');
    expect(formatLike('2024-01-01T02:00:00+02:00', t)).toBe('2024-08-03T01:15:26+02:00');
    expect(formatLike('2024-01-01T00:00:00Z', t + 5_000_000n)).toBe('2024-08-02T23:15:26.005Z');
    expect(styleOf('garbage')).toEqual({ fractionDigits: 0, zone: 'Z' });
  });

  it('round-trips every instant in every spelling (property)', () => {
    // Up to 9998-12-31, so that an offset never pushes the wall time past year 9999.
    const instant = fc.bigInt({ min: 0n, max: 253_370_764_799n * SECOND });
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: 0, max: 9 }),
        fc.constantFrom('Z', '+00:00', '+02:00', '-05:30', ''),
        (t, digits, zone) => {
          expect(parseInstant(formatInstant(t, { fractionDigits: digits, zone }))).toBe(t);
          for (const spelling of spellingsOf(t)) expect(parseInstant(spelling.text)).toBe(t);
        },
      ),
    );
  });
});

describe('bounds at every precision (4.4)', () => {
  it('writes .5, .12, .120000 and .123456789 as those fractions of the second', () => {
    const texts = new Map(precisionBounds(at('2025-03-04T05:06:07Z')).map((b) => [b.text, b.instant]));
    expect(texts.get('2025-03-04T05:06:07.5Z')).toBe(at('2025-03-04T05:06:07Z') + SECOND / 2n);
    expect(texts.get('2025-03-04T05:06:07.12Z')).toBe(at('2025-03-04T05:06:07Z') + 120_000_000n);
    expect(texts.get('2025-03-04T05:06:07.120000Z')).toBe(at('2025-03-04T05:06:07Z') + 120_000_000n);
    expect(texts.get('2025-03-04T05:06:07.123456789Z')).toBe(at('2025-03-04T05:06:07Z') + 123_456_789n);
    expect(texts.get('2025-03-04T05:06:07.000000000Z')).toBe(at('2025-03-04T05:06:07Z'));
  });

  it('writes a sub-second instant with nine digits, and the instant just above it at one and four digits', () => {
    const created = at('2025-03-04T05:06:07Z') + 390_156_000n;
    const texts = precisionBounds(created).map((b) => b.text);
    expect(texts).toEqual(
      expect.arrayContaining(['2025-03-04T05:06:07.4Z', '2025-03-04T05:06:07.3902Z', '2025-03-04T05:06:07.390156000Z']),
    );
  });

  it('names with each text the instant it parses to, and never a finer step than a microsecond (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 4_000_000_000n * SECOND }), (created) => {
        for (const b of precisionBounds(created)) {
          expect(parseInstant(b.text)).toBe(b.instant);
          const digits = /\.(\d+)Z$/.exec(b.text)?.[1] ?? '';
          expect(digits.length).toBeLessThanOrEqual(9);
          if (!b.label.endsWith('of its second')) expect(b.instant % 1_000n).toBe(0n);
        }
      }),
      { seed: 6, numRuns: 200 },
    );
  });

  it('finds two distinct instants of one second, and none when every second holds one', () => {
    const s = at('2025-03-04T05:06:07Z');
    expect(sameSecondPair([s + SECOND, s + 5n, s + 700n])).toEqual([s + 5n, s + 700n]);
    expect(sameSecondPair([s, s, s + SECOND])).toBeUndefined();
  });
});

describe('withinItsSecond', () => {
  const t = at('2024-08-02T23:15:26Z');
  it("keeps a bound on the excluding side within the form's own second, half a second away on a whole second", () => {
    expect(withinItsSecond(t, 'after')).toBe(t + SECOND / 2n);
    expect(withinItsSecond(t, 'before')).toBe(t - SECOND / 2n);
    const micros = parseInstant('2024-08-02T23:15:26.390156Z')!;
    expect(formatLike('2024-08-02T23:15:26.390156Z', withinItsSecond(micros, 'after'))).toBe(
      '2024-08-02T23:15:26.694156Z',
    );
    expect(formatLike('2024-08-02T23:15:26.390156Z', withinItsSecond(micros, 'before'))).toBe(
      '2024-08-02T23:15:26.195156Z',
    );
  });
  it('is always strictly on its side, and within the same second whenever a millisecond or microsecond fits (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 253_370_764_799n }), fc.nat(999_999), (seconds, micros) => {
        const instant = seconds * SECOND + BigInt(micros) * 1_000n;
        const after = withinItsSecond(instant, 'after');
        const before = withinItsSecond(instant, 'before');
        expect(after > instant && before < instant).toBe(true);
        if (micros < 999_998) expect(after / SECOND).toBe(instant / SECOND);
        if (micros >= 2) expect(before / SECOND).toBe(instant / SECOND);
      }),
    );
  });
});

describe('fractionDigits', () => {
  it.each([
    ['2024-08-02T23:15:26Z', 0],
    ['2024-08-02T23:15:26.390Z', 3],
    ['2024-08-02T23:15:26.390156+00:00', 6],
    ['20240802T231526,5Z', 1],
    ['2024-08-02T23:15:26.123456789Z', 9],
  ])('counts the fraction digits %s writes: %i', (text, digits) => {
    expect(fractionDigits(text)).toBe(digits);
  });
});
