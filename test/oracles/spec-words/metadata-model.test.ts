// The metadata model against the words of 2.1: keys not enabled are silently ignored (3), an update is merged over
// the existing metadata (4), a key set to null is removed (5), metadata omitted leaves it unchanged (6); a read shows
// exactly the model's keys and values.

import fc from 'fast-check';
import { describe, it } from 'vitest';
import { applyUpdate, compareRead, type Metadata, type UpdateInput } from '../../../src/oracles/metadata-model.js';
import { holds, refutes } from './words.js';

const ENABLED = ['color', 'gift_note', 'size'];
const aKey = fc.constantFrom('color', 'gift_note', 'size', 'not_enabled', 'Color', 'gift-note');
const aState: fc.Arbitrary<Metadata> = fc
  .dictionary(fc.constantFrom(...ENABLED), fc.constantFrom('', 'red', 'x y'))
  .map((o) => new Map(Object.entries(o)));
const anUpdate: fc.Arbitrary<UpdateInput | undefined> = fc.option(
  fc.array(fc.tuple(aKey, fc.constantFrom<string | null>('blue', '', null))),
  { nil: undefined },
);

/** 2.1.3-2.1.6, key by key: the last value the update gives an enabled key, null removing it, else the old value. */
function merged(state: Metadata, input: UpdateInput | undefined): Map<string, string> {
  if (input === undefined) return new Map(state);
  const out = new Map<string, string>();
  for (const key of new Set([...state.keys(), ...input.map(([k]) => k)])) {
    const given = input.filter(([k]) => k === key && ENABLED.includes(k)).at(-1);
    const value = given === undefined ? state.get(key) : given[1];
    if (value !== undefined && value !== null) out.set(key, value);
  }
  return out;
}

const show = (m: Metadata) => JSON.stringify([...m].sort());
const updateProperty = (oracle: typeof applyUpdate) =>
  fc.property(aState, anUpdate, (state, input) => show(oracle(state, input, ENABLED)) === show(merged(state, input)));

/** 2.1 "Returned whenever the order is read": the read shows exactly the model's keys, each with its string value. */
const readProperty = (oracle: typeof compareRead) =>
  fc.property(aState, aState, fc.boolean(), (expected, shown, asObject) => {
    const read = asObject ? Object.fromEntries(shown) : [...shown];
    const same = asObject && show(expected) === show(shown);
    return (oracle(expected, read).length === 0) === same;
  });

describe('the metadata model against the words of 2.1', () => {
  it('an update merges, removes keys set to null, ignores keys not enabled, and omitted changes nothing', () =>
    holds(updateProperty(applyUpdate)));
  it('a read shows exactly the expected keys and values', () => holds(readProperty(compareRead)));

  it('tells an update that replaces the metadata from one merged over it', () => {
    const replaces: typeof applyUpdate = (_state, input, enabled) => applyUpdate(new Map(), input, enabled);
    refutes(updateProperty(replaces));
  });
  it('tells a read that holds the expected keys among others from exactly them', () => {
    const subset: typeof compareRead = (expected, read) =>
      compareRead(expected, read).filter((d) => d.kind !== 'unexpected-key');
    refutes(readProperty(subset));
  });
});
