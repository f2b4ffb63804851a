// "The same forms" (4.4) against its own words: two lists name the same forms when one is the other reordered, and
// forms without ids when some one-to-one pairing gives each summary a form it agrees with; never a subset or a count.

import fc from 'fast-check';
import { describe, it } from 'vitest';
import { agree, idsDiffer, sameIds, unpaired, type Identity } from '../../../src/oracles/same-forms.js';
import { anId, edit, holds, refutes, someEdits, sortedIds } from './words.js';

/** Two elements name one form unless a field both carry holds two values (written apart from the oracle's agree). */
const mayNameOneForm = (a: Identity, b: Identity): boolean =>
  Object.entries(a).every(([field, value]) => !Object.hasOwn(b, field) || b[field as keyof Identity] === value);

/** The clause's words: one list is the other in another order (each id as often in both). */
const reordered = (a: readonly string[], b: readonly string[]): boolean =>
  sortedIds(a).join(',') === sortedIds(b).join(',');

const sameIdsProperty = (oracle: typeof sameIds) =>
  fc.property(fc.array(anId, { maxLength: 6 }), someEdits, (want, edits) => {
    const got = edit(want, edits, (id) => id);
    return oracle(got, want) === reordered(got, want);
  });

/** Every way to give each of `got` its own element of `want`: brute force over the choices, for short lists. */
function somePairing(got: readonly Identity[], want: readonly Identity[], used = new Set<number>()): boolean {
  if (got.length === 0) return true;
  const [first, ...rest] = got;
  return want.some(
    (w, j) => !used.has(j) && mayNameOneForm(first!, w) && somePairing(rest, want, new Set([...used, j])),
  );
}

const anIdentity: fc.Arbitrary<Identity> = fc.record(
  { id: anId, reference: fc.constantFrom('A', 'B', null), batch_id: fc.constantFrom('batch_1', 'batch_2') },
  { requiredKeys: [] },
);

const unpairedProperty = (oracle: typeof unpaired) =>
  fc.property(
    fc.array(anIdentity, { maxLength: 5 }),
    fc.array(anIdentity, { maxLength: 5 }),
    (got, want) => (oracle(got, want).length === 0) === somePairing(got, want),
  );

describe('same-forms against the words of 4.4', () => {
  it('sameIds holds exactly when one list is the other reordered', () => holds(sameIdsProperty(sameIds)));
  it('idsDiffer names what one list holds more often than the other, each as often', () =>
    holds(
      fc.property(fc.array(anId, { maxLength: 6 }), someEdits, (want, edits) => {
        const got = edit(want, edits, (id) => id);
        const d = idsDiffer(got, want);
        if (d === undefined) return reordered(got, want);
        // Adding what is missing and taking away what is extra gives back the wanted list, order aside.
        const rest = [...got];
        for (const x of d.extra) rest.splice(rest.indexOf(x), 1);
        return reordered([...rest, ...d.missing], want) && d.missing.every((x) => !d.extra.includes(x));
      }),
    ));
  it('unpaired is empty exactly when a one-to-one pairing exists', () => holds(unpairedProperty(unpaired)));
  it('agree: two elements may name one form unless a field both carry holds two values', () =>
    holds(fc.property(anIdentity, anIdentity, (a, b) => agree(a, b) === mayNameOneForm(a, b))));

  it('tells a subset test at the same length from "the same forms"', () => {
    const subset: typeof sameIds = (got, want) => got.length === want.length && got.every((id) => want.includes(id));
    refutes(sameIdsProperty(subset));
  });
  it('tells a pairing that lets two summaries share one form from a one-to-one pairing', () => {
    const shared: typeof unpaired = (got, want) => got.flatMap((g, i) => (want.some((w) => agree(g, w)) ? [] : [i]));
    refutes(unpairedProperty(shared));
  });
});
