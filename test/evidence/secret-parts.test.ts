// A text written in parts, some already found clean alone, is judged exactly as the whole text would be: the
// scrubber looks only at the parts not found clean and at the joints, and a form across a joint is still found.

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Scrubber, secretForms, type TextPart } from '../../src/evidence/secrets.js';

const key = 'sk_live_AbC123xyz789';
const scrubber = new Scrubber([['API_KEY', key]]);
const other = new Scrubber([['API_KEY', 'another_key_0000']]);

// Text around keys: JSON and escape punctuation, line breaks and backslashes, which the scan skips or pairs.
const noise = fc.string({
  unit: fc.constantFrom('a', 'Z', ' ', '"', ',', '\\', 'n', 'r', '\n', '\r', '{', '}', '%', '_'),
});
const piece = fc.oneof(
  noise,
  fc.constantFrom(...secretForms(key)),
  fc.constantFrom(...secretForms(key)).map((f) => f.slice(3)),
);

/** Splits a text at the given cuts, marking a part checked when the scrubber finds it clean alone. */
function partsOf(text: string, cuts: readonly number[], by: Scrubber): TextPart[] {
  const at = [...new Set([0, ...cuts.map((c) => c % (text.length + 1)), text.length])].sort((a, b) => a - b);
  return at.slice(1).map((end, i) => {
    const part = text.slice(at[i], end);
    return { text: part, checkedBy: by.markIfClean(part) };
  });
}

describe('Scrubber.scrubFoundParts', () => {
  it('finds what the whole text holds, wherever the parts are cut', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 6 }), fc.array(fc.nat(), { maxLength: 8 }), (pieces, cuts) => {
        const text = pieces.join('');
        expect(scrubber.scrubFoundParts(partsOf(text, cuts, scrubber))).toEqual(scrubber.scrubFound(text));
      }),
      { numRuns: 400 },
    );
  });

  it('finds what the whole text holds when every part is shorter than a window, so only joints can show it', () => {
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 6 }),
        fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1 }),
        (pieces, steps) => {
          const text = pieces.join('');
          const cuts: number[] = [];
          for (let at = 0, i = 0; at < text.length; i++) cuts.push((at += steps[i % steps.length]!));
          expect(scrubber.scrubFoundParts(partsOf(text, cuts, scrubber))).toEqual(scrubber.scrubFound(text));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('finds every window of a form cut anywhere by one joint, both halves clean alone', () => {
    for (const form of secretForms(key).filter((f) => f.length >= 8))
      for (let start = 0; start + 8 <= form.length; start++) {
        const text = `ab "${form.slice(start, start + 8)}" cd`;
        for (let cut = 5; cut <= 11; cut++) {
          const parts = partsOf(text, [cut], scrubber);
          expect(parts.every((p) => p.checkedBy !== undefined)).toBe(true);
          expect(scrubber.scrubFoundParts(parts).found).toBe(true);
        }
      }
  });

  it('finds a window split by many escaped line breaks around a joint', () => {
    const window = key.slice(4, 12);
    const text = `ab "${window.slice(0, 4)}${'\\n'.repeat(12)}\r\n${window.slice(4)}" cd`;
    expect(scrubber.scrubFound(text).found).toBe(true);
    for (let cut = 8; cut < text.length - 8; cut++)
      expect(scrubber.scrubFoundParts(partsOf(text, [cut], scrubber)).found).toBe(true);
  });

  it('finds a key cut in three by two joints, each part clean alone', () => {
    const text = `{"echo": "${key}"}`;
    const at = text.indexOf(key);
    const parts = partsOf(text, [at + 6, at + 13], scrubber);
    expect(parts.every((p) => p.checkedBy !== undefined)).toBe(true);
    expect(scrubber.scrubFoundParts(parts)).toEqual({ text: scrubber.scrub(text), found: true });
  });

  it('finds a key behind an escaped line break that starts the next part', () => {
    const text = `x\\\\\\nsk_live_AbC1\\n23xyz789 tail`;
    for (let cut = 0; cut <= text.length; cut++)
      expect(scrubber.scrubFoundParts(partsOf(text, [cut], scrubber)).found).toBe(scrubber.scrubFound(text).found);
  });

  it('looks again at a part another scrubber found clean', () => {
    const parts: TextPart[] = [
      { text: 'head ', checkedBy: other.markIfClean('head ') },
      { text: key, checkedBy: other.markIfClean(key) },
    ];
    expect(scrubber.scrubFoundParts(parts).found).toBe(true);
  });
});
