// The coverage phase's values built from the request space: spellings of an instant name the instant they say (or
// one unit above it), key spellings differ from the key, and every class the phase sends has a value it can send.
import { describe, expect, it } from 'vitest';
import { parseInstant, SECOND } from '../../src/oracles/scan-form-time.js';
import { INSTANT, type InstantSpelling } from '../../src/space/dimensions/instants.js';
import { METADATA_KEY_FORM } from '../../src/space/dimensions/identity.js';
import { QUERY_SPECIAL, REFERENCE } from '../../src/space/dimensions/parameters.js';
import { derive, spell } from '../../suites/support/coverage-query-cases.js';
import type { Account } from '../../suites/support/scan-form-account.js';
import { spellKey } from '../../suites/support/coverage-order-steps.js';

const AT = 1_700_000_000n * SECOND + 123_000_000n;

describe('instant spellings', () => {
  const spellings = INSTANT.classes.flatMap((c) => ('spelling' in c.value.bound ? [c.value.bound.spelling] : []));

  it('write the instant they name, read back by the oracle where it reads the form', () => {
    for (const s of ['z', 'negative-zero-offset', 'offset-without-colon', 'offset-hours-only'] as InstantSpelling[]) {
      const { text, names } = spell(AT, s);
      expect(names, s).toBe(AT);
      expect(parseInstant(text), `${s}: ${text}`).toBe(AT);
    }
  });

  it('put the bound one unit of its last digit above the instant, at 7, 8 and 9 digits', () => {
    expect(spell(AT, 'seven-digits-one-unit-above')).toEqual({
      text: '2023-11-14T22:13:20.1230001Z',
      names: AT + 100n,
    });
    expect(spell(AT, 'nine-digits-one-unit-above').names).toBe(AT + 1n);
  });

  it('give no meaning to the spellings whose reading the spec leaves open', () => {
    expect(spell(AT, 'zone-less')).toEqual({ text: '2023-11-14T22:13:20.123' });
    expect(spell(AT, 'date-only')).toEqual({ text: '2023-11-14' });
    expect(spellings.length).toBeGreaterThan(10);
    for (const s of spellings) expect(spell(AT, s).text.length, s).toBeGreaterThan(5);
  });
});

describe('key spellings', () => {
  it('never spell the key itself but for the exact class', () => {
    for (const c of METADATA_KEY_FORM.classes) {
      const spelt = spellKey('gift_note', c.value.transform);
      if (c.name === 'exact') expect(spelt).toBe('gift_note');
      else expect(spelt, c.name).not.toBe('gift_note');
    }
  });
});

describe('references holding a character a query string gives a meaning', () => {
  const account = {
    known: [{ reference: 'WH-1' }, { reference: 'INV 7,2' }, { reference: null }],
  } as unknown as Account;

  it('are one class of the reference dimension each, sent with a reference the account holds', () => {
    expect(REFERENCE.classes.filter((c) => c.name.startsWith('holding-'))).toHaveLength(QUERY_SPECIAL.length);
    expect(derive(account, 1, { holding: 'comma' }, 'before')).toBe('INV 7,2');
    expect(derive(account, 1, { holding: 'space' }, 'before')).toBe('INV 7,2');
  });

  it('are not sent, naming the character, when no reference of the account holds one', () => {
    expect(derive(account, 1, { holding: 'semicolon' }, 'before')).toEqual({
      name: 'holding-semicolon',
      reason: expect.stringMatching(/^no reference of the forms read holds a semicolon/),
    });
  });
});
