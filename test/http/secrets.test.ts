// The scrubber removes every form of a key the suite could send or a server could echo.

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Scrubber, nearMissKeys, secretForms } from '../../src/http/secrets.js';

describe('Scrubber', () => {
  const key = 'sk_live_AbC123xyz789';
  const scrubber = new Scrubber([['API_KEY', key]]);

  it('replaces the key, its near misses and its encodings by $API_KEY', () => {
    for (const form of secretForms(key)) {
      const out = scrubber.scrub(`before ${form} after`);
      expect(out).not.toContain(form);
      expect(out).toContain('$API_KEY');
    }
    expect(nearMissKeys(key).map((k) => scrubber.scrub(k.value))).not.toContain(key);
  });

  it('leaves no secret form in any text, whatever surrounds it', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...secretForms(key)), fc.string(), (a, form, b) => {
        expect(scrubber.leaks(scrubber.scrub(a + form + b))).toBe(false);
      }),
    );
  });

  it('never proposes the real key as a near miss', () => {
    fc.assert(fc.property(fc.string({ minLength: 4 }), (k) => !nearMissKeys(k).some((n) => n.value === k)));
  });
});
