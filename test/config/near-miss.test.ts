// A variable one edit away from a name the suite reads is named with that name; the suite's own names, names far
// from any, and a slip beside the real name given a value are not.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nearMissOf, nearMissWarnings, oneEditApart } from '../../src/config/near-miss.js';
import { editDistance } from '../../src/help/suggest.js';

describe('nearMissOf', () => {
  it.each([
    ['ENABLED_METADATA_KEY', 'ENABLED_METADATA_KEYS'],
    ['ORDER_BASE_URL', 'ORDERS_BASE_URL'],
    ['SECOND_API_KEYS', 'SECOND_API_KEY'],
    ['api_key', 'API_KEY'],
    ['CA_FIEL', 'CA_FILE'],
    ['REPORTS_DIR', 'REPORT_DIR'],
  ])('names %s a slip of %s', (typed, known) => expect(nearMissOf(typed)).toBe(known));

  it.each(['API_KEY', 'ENABLED_METADATA_KEYS', 'SEEDS', 'NEED', 'EU_API_KEY', 'PATH', 'GITHUB_TOKEN', 'OSF_DEBUG'])(
    'leaves %s alone',
    (name) => expect(nearMissOf(name)).toBeUndefined(),
  );
});

describe('nearMissWarnings', () => {
  it('names each slip once, across the environment and .env, never its value', () => {
    const warnings = nearMissWarnings([
      { ORDER_BASE_URL: 'https://x.example', PATH: '/bin' },
      { ENABLED_METADATA_KEY: 'sk_live_value_never_shown', ORDER_BASE_URL: 'https://y.example' },
    ]);
    expect(warnings).toEqual([
      'ENABLED_METADATA_KEY is set, which osf-conformance does not read; did you mean ENABLED_METADATA_KEYS?',
      'ORDER_BASE_URL is set, which osf-conformance does not read; did you mean ORDERS_BASE_URL?',
    ]);
  });

  it('still names a slip beside the real name left empty, as init writes it, but not beside one given a value', () => {
    expect(nearMissWarnings([{ ENABLED_METADATA_KEYS: '', ENABLED_METADATA_KEY: 'gift_note' }])).toHaveLength(1);
    expect(nearMissWarnings([{ API_KEY: 'sk_test_1', API_KEYS: 'other' }])).toEqual([]);
  });
});

describe('oneEditApart', () => {
  it('says what editDistance says of one edit, for names and for their slips', () => {
    const name = fc.string({ unit: fc.constantFrom('A', 'B', 'C', '_'), maxLength: 8 });
    const slip = fc.tuple(
      name,
      fc.nat(),
      fc.constantFrom('change', 'add', 'remove', 'swap'),
      fc.constantFrom('A', 'D'),
    );
    const slipped = slip.map(([n, at, how, letter]) => {
      const i = n.length === 0 ? 0 : at % n.length;
      if (how === 'change') return [n, `${n.slice(0, i)}${letter}${n.slice(i + 1)}`];
      if (how === 'add') return [n, `${n.slice(0, i)}${letter}${n.slice(i)}`];
      if (how === 'remove') return [n, `${n.slice(0, i)}${n.slice(i + 1)}`];
      return [n, `${n.slice(0, i)}${n.slice(i + 1, i + 2)}${n.slice(i, i + 1)}${n.slice(i + 2)}`];
    });
    fc.assert(
      fc.property(fc.oneof(fc.tuple(name, name), slipped), ([a, b]) => {
        expect(oneEditApart(a, b)).toBe(editDistance(a, b) <= 1);
      }),
      { numRuns: 2000 },
    );
  });
});
