// Twin references against the words of 4.3 ("the identifier is the order's reference"): an update through one
// reference's path changes that order and no other; an accepted update that did not land is lost.

import fc from 'fast-check';
import { describe, it } from 'vitest';
import { markOf, twinFindings, type TwinOutcome } from '../../../src/oracles/order-twins.js';
import { holds, refutes } from './words.js';

const REFERENCES = ['INV-1', 'INV-1 ', 'inv-1', 'INV-1/7'];
const anOutcome = (reference: string) =>
  fc.record({
    reference: fc.constant(reference),
    created: fc.boolean(),
    updated: fc.boolean(),
    value: fc.constantFrom<unknown>(...REFERENCES.map(markOf), undefined, 'other', 7),
  });
const outcomes = fc.tuple(...REFERENCES.map(anOutcome));

/** The words, order by order among those accepted: another accepted order's mark, else its own after a 2xx update. */
function breaches(all: readonly TwinOutcome[]): string[] {
  const accepted = all.filter((o) => o.created);
  return accepted.flatMap((o) => {
    const through = accepted.find((p) => p.reference !== o.reference && o.value === markOf(p.reference));
    if (through !== undefined) return [`crossed ${o.reference} ${through.reference}`];
    return o.updated && o.value !== markOf(o.reference) ? [`lost ${o.reference}`] : [];
  });
}

const property = (oracle: typeof twinFindings) =>
  fc.property(outcomes, (all) => {
    const got = oracle(all).map((f) =>
      f.kind === 'crossed' ? `crossed ${f.reference} ${f.through}` : `lost ${f.reference}`,
    );
    return got.join('|') === breaches(all).join('|');
  });

describe('twin references against the words of 4.3', () => {
  it("an order holding another path's mark is crossed; an accepted update not landed is lost", () =>
    holds(property(twinFindings)));

  it('tells "its own update landed" from "no other path changed it"', () => {
    const ownOnly: typeof twinFindings = (all) => twinFindings(all).filter((f) => f.kind === 'lost');
    refutes(property(ownOnly));
  });
});
