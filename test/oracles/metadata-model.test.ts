// The metadata merge model against the words of spec 2.1: worked examples for each rule, then properties
// over generated states and updates that restate each rule independently of the model's own code.

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyCreate,
  applyUpdate,
  compareRead,
  describeDifferences,
  keyKind,
  mayRefuse,
  resetTo,
  toJsonObject,
  type Metadata,
  type UpdateInput,
} from '../../src/oracles/metadata-model.js';

const enabled = ['gift_note', 'channel', 'priority_level'];
const meta = (o: Record<string, string>): Metadata => new Map(Object.entries(o));
const plain = (m: Metadata) => Object.fromEntries(m);

describe('keys (2.1.1, 2.1.3)', () => {
  it('tells enabled, not enabled and rule-breaking keys apart', () => {
    expect(keyKind('gift_note', enabled)).toBe('enabled');
    expect(keyKind('sales_rep', enabled)).toBe('not-enabled');
    for (const key of ['Gift_Note', 'GIFT_NOTE', 'gift_note2', 'gift-note', 'gift_note ', '', 'gïft_note'])
      expect(keyKind(key, [...enabled, key])).toBe('invalid');
  });

  it('lets a server refuse only requests that carry a rule-breaking key', () => {
    expect(mayRefuse([['sales_rep', 'x']])).toBe(false);
    expect(mayRefuse(undefined)).toBe(false);
    expect(
      mayRefuse([
        ['gift_note', 'x'],
        ['Gift_Note', 'y'],
      ]),
    ).toBe(true);
  });
});

describe('create (4.2)', () => {
  it('keeps the enabled keys with their exact values and drops the rest', () => {
    const created = applyCreate(
      [
        ['gift_note', '  hi 😀 '],
        ['sales_rep', 'x'],
        ['Channel', 'y'],
        ['channel', ''],
      ],
      enabled,
    );
    expect(plain(created)).toEqual({ gift_note: '  hi 😀 ', channel: '' });
  });

  it('gives no metadata when none is sent', () => {
    expect(applyCreate(undefined, enabled).size).toBe(0);
  });
});

describe('update (4.3)', () => {
  const before = meta({ gift_note: 'a', channel: 'web' });

  it('merges over the existing metadata (2.1.4)', () => {
    expect(
      plain(
        applyUpdate(
          before,
          [
            ['priority_level', 'high'],
            ['channel', 'phone'],
          ],
          enabled,
        ),
      ),
    ).toEqual({ gift_note: 'a', channel: 'phone', priority_level: 'high' });
  });

  it('removes a key set to null, and a null for an absent key changes nothing (2.1.5)', () => {
    expect(plain(applyUpdate(before, [['channel', null]], enabled))).toEqual({ gift_note: 'a' });
    expect(plain(applyUpdate(before, [['priority_level', null]], enabled))).toEqual({ gift_note: 'a', channel: 'web' });
  });

  it('leaves metadata unchanged when it is omitted or empty (2.1.6, 2.1.4)', () => {
    expect(applyUpdate(before, undefined, enabled)).toBe(before);
    expect(plain(applyUpdate(before, [], enabled))).toEqual(plain(before));
  });

  it('treats an empty string as a value, not a removal (2.1.2)', () => {
    expect(plain(applyUpdate(before, [['gift_note', '']], enabled))).toEqual({ gift_note: '', channel: 'web' });
  });

  it('ignores keys that are not enabled, with a value or with null (2.1.3)', () => {
    expect(
      plain(
        applyUpdate(
          before,
          [
            ['sales_rep', 'x'],
            ['Gift_Note', null],
            ['GIFT_NOTE', 'y'],
          ],
          enabled,
        ),
      ),
    ).toEqual(plain(before));
  });
});

describe('comparing a read with the model', () => {
  const expected = meta({ gift_note: '  hi  ', channel: 'web' });

  it('accepts exactly the expected object, in any key order', () => {
    expect(compareRead(expected, { channel: 'web', gift_note: '  hi  ' })).toEqual([]);
  });

  it('names each kind of difference and its likely cause', () => {
    const diffs = compareRead(expected, { gift_note: 'hi', priority_level: 'x', constructor: 5 });
    expect(diffs.map((d) => `${d.kind} ${d.key ?? ''}`)).toEqual([
      'wrong-value gift_note',
      'unexpected-key priority_level',
      'not-a-string constructor',
      'missing-key channel',
    ]);
    expect(diffs[0]!.message).toMatch(/trimmed/);
  });

  it('recognises truncation, dropped astral characters and Latin-1 mojibake', () => {
    expect(compareRead(meta({ k: 'x'.repeat(300) }), { k: 'x'.repeat(255) })[0]!.message).toMatch(
      /cut after 255 of 300/,
    );
    expect(compareRead(meta({ k: 'box 📦 ok' }), { k: 'box  ok' })[0]!.message).toMatch(/Basic Multilingual Plane/);
    expect(compareRead(meta({ k: 'café' }), { k: 'cafÃ©' })[0]!.message).toMatch(/Latin-1/);
  });

  it('keeps the description of thousands of differences short', () => {
    const read = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k_${'x'.repeat(i % 7)}${i}`, 1]));
    const text = describeDifferences(compareRead(new Map(), read));
    expect(text).toMatch(/…and 4992 more differences$/);
    expect(text.length).toBeLessThan(1500);
  });

  it('fails a missing, null or non-object metadata field', () => {
    for (const read of [undefined, null, [], 'x'])
      expect(compareRead(new Map(), read).map((d) => d.kind)).toEqual(['not-an-object']);
  });

  it('reads only own properties: an empty object has no "constructor" key', () => {
    expect(compareRead(meta({ constructor: 'x' }), {})).toEqual([
      expect.objectContaining({ kind: 'missing-key', key: 'constructor' }),
    ]);
  });
});

// --- properties: each rule of 2.1 restated over generated data ---

const keyArb = fc.oneof(
  fc.constantFrom(...enabled),
  fc.constantFrom('sales_rep', 'constructor', '__proto__'),
  fc.constantFrom('Gift_Note', 'gift-note', 'k2'),
);
const valueArb = fc.oneof(fc.string({ unit: 'binary', maxLength: 8 }), fc.constant(''));
const stateArb = fc
  .uniqueArray(fc.tuple(fc.constantFrom(...enabled), valueArb), { selector: ([k]) => k })
  .map((e) => new Map(e) as Metadata);
const updateArb: fc.Arbitrary<UpdateInput | undefined> = fc.option(
  fc.uniqueArray(fc.tuple(keyArb, fc.option(valueArb, { nil: null })), { selector: ([k]) => k, maxLength: 6 }),
  { nil: undefined },
);

describe('properties of the model', () => {
  it('an update sets every enabled string, removes every enabled null, and keeps every key it does not name', () => {
    fc.assert(
      fc.property(stateArb, updateArb, (state, update) => {
        const next = applyUpdate(state, update, enabled);
        const named = new Map(update ?? []);
        for (const key of new Set([...state.keys(), ...named.keys()])) {
          const sent = named.get(key);
          if (!named.has(key) || !enabled.includes(key)) expect(next.get(key)).toBe(state.get(key));
          else if (sent === null) expect(next.has(key)).toBe(false);
          else expect(next.get(key)).toBe(sent);
        }
      }),
    );
  });

  it('never holds a key that is not enabled, nor a value that is not a string', () => {
    fc.assert(
      fc.property(stateArb, fc.array(updateArb, { maxLength: 4 }), (state, updates) => {
        const final = updates.reduce((m, u) => applyUpdate(m, u, enabled), state);
        for (const [key, value] of final) {
          expect(enabled).toContain(key);
          expect(typeof value).toBe('string');
        }
      }),
    );
  });

  it('applying the same update twice is the same as once, and create is an update of nothing', () => {
    fc.assert(
      fc.property(stateArb, updateArb, (state, update) => {
        const once = applyUpdate(state, update, enabled);
        expect(plain(applyUpdate(once, update, enabled))).toEqual(plain(once));
        const strings = (update ?? []).filter((e): e is [string, string] => e[1] !== null);
        expect(plain(applyCreate(strings, enabled))).toEqual(plain(applyUpdate(new Map(), strings, enabled)));
      }),
    );
  });

  it('the reset of a held order to a created map leaves exactly what that create stores', () => {
    const createArb = fc.uniqueArray(fc.tuple(fc.constantFrom(...enabled, 'sales_rep', 'Gift_Note'), valueArb), {
      selector: ([k]) => k,
      maxLength: 5,
    });
    fc.assert(
      fc.property(stateArb, createArb, (held, input) => {
        expect(plain(applyUpdate(held, resetTo(held, input), enabled))).toEqual(plain(applyCreate(input, enabled)));
      }),
    );
    expect(resetTo(meta({ gift_note: 'kept', channel: 'web' }), [['channel', 'shop']])).toEqual([
      ['gift_note', null],
      ['channel', 'shop'],
    ]);
  });

  it('a read of the model itself matches, and any single change to it is named', () => {
    fc.assert(
      fc.property(stateArb, fc.nat(), valueArb, (state, pick, other) => {
        expect(compareRead(state, toJsonObject(state))).toEqual([]);
        const keys = [...state.keys()];
        const read = toJsonObject(state);
        if (keys.length === 0) read['sales_rep'] = other;
        else {
          const key = keys[pick % keys.length]!;
          if (read[key] === other) delete read[key];
          else read[key] = other;
        }
        expect(compareRead(state, read)).toHaveLength(1);
      }),
    );
  });
});
