// Twin references against the words of 4.3 ("the identifier is the order's reference"): an update through one
// reference's path changes that order and no other; an accepted update that did not land is lost, and a mark an
// earlier run left (another run's token) is this run's mark of nothing.

import fc from 'fast-check';
import { describe, it } from 'vitest';
import { markOf, twinFindings, type TwinOutcome } from '../../../src/oracles/order-twins.js';
import { holds, refutes } from './words.js';

const REFERENCES = ['INV-1', 'INV-1 ', 'inv-1', 'INV-1/7'];
const RUNS = ['', 'tok1', 'tok2'];
const anOutcome = (reference: string) =>
  fc.record({
    reference: fc.constant(reference),
    created: fc.boolean(),
    updated: fc.boolean(),
    value: fc.constantFrom<unknown>(
      ...RUNS.flatMap((run) => REFERENCES.map((r) => markOf(r, run))),
      undefined,
      'other',
      7,
    ),
  });
const outcomes = fc.tuple(fc.constantFrom(...RUNS), fc.tuple(...REFERENCES.map(anOutcome)));

/** The words, order by order among those accepted: another accepted order's mark, else its own after a 2xx update. */
function breaches(all: readonly TwinOutcome[], run: string): string[] {
  const accepted = all.filter((o) => o.created);
  return accepted.flatMap((o) => {
    const through = accepted.find((p) => p.reference !== o.reference && o.value === markOf(p.reference, run));
    if (through !== undefined) return [`crossed ${o.reference} ${through.reference}`];
    return o.updated && o.value !== markOf(o.reference, run) ? [`lost ${o.reference}`] : [];
  });
}

const property = (oracle: typeof twinFindings) =>
  fc.property(outcomes, ([run, all]) => {
    const got = oracle(all, run).map((f) =>
      f.kind === 'crossed' ? `crossed ${f.reference} ${f.through}` : `lost ${f.reference}`,
    );
    return got.join('|') === breaches(all, run).join('|');
  });

describe('twin references against the words of 4.3', () => {
  it("an order holding another path's mark is crossed; an accepted update not landed is lost", () =>
    holds(property(twinFindings)));

  it('tells "its own update landed" from "no other path changed it"', () => {
    const ownOnly: typeof twinFindings = (all, run) => twinFindings(all, run).filter((f) => f.kind === 'lost');
    refutes(property(ownOnly));
  });

  it("tells this run's mark from the mark an earlier run left", () => {
    const anyRun: typeof twinFindings = (all) => twinFindings(all);
    refutes(property(anyRun));
  });
});
