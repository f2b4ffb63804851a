// The twin-reference oracle: the pairs stay inside the run's namespace and differ at one edge only, and an order
// changed through another's path (or an acknowledged update that landed nowhere) is found whatever the pairs.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  edgeTwins,
  exercisedTwins,
  findingKind,
  markOf,
  referencesOf,
  twinFindings,
  updatedOf,
  type TwinOutcome,
} from '../../src/oracles/order-twins.js';

const prefix = 'osfc-ab12cd-';
const hub = `${prefix}twin-3`;

describe('the pairs', () => {
  const twins = edgeTwins(prefix, hub);

  it('keep the run prefix as a prefix and are pairwise distinct, over sixteen orders', () => {
    for (const t of twins) {
      expect(t.reference.startsWith(prefix) && t.twin.startsWith(prefix)).toBe(true);
      expect(t.reference).not.toBe(t.twin);
    }
    expect(referencesOf(twins)).toHaveLength(16);
    expect(referencesOf(twins)).toContain(`${prefix} twin-3-INV.2025`);
  });

  it('pair each literal escape with what one decoding makes of it', () => {
    for (const t of twins.filter((t) => t.kind === 'decoding')) expect(decodeURIComponent(t.reference)).toBe(t.twin);
  });

  it('are exercised only when the target accepted both members', () => {
    const held = new Set(referencesOf(twins).filter((r) => !r.endsWith(' ')));
    expect(exercisedTwins(twins, held).map((t) => t.edge)).not.toContain('a trailing space');
  });

  it('update both orders of a pair told by identity, whichever a loose lookup finds first', () => {
    const updated = updatedOf(twins);
    for (const t of twins) expect(updated.has(t.reference)).toBe(true);
    expect(updated.has(`${hub}-INV.2025`)).toBe(true);
    expect(updated.size).toBe(16);
  });

  it('lay a crossed update at the door of the pair that links the two orders', () => {
    const x = `${hub}-INV.2025`;
    expect(findingKind(twins, { kind: 'crossed', reference: `${x}/7`, through: `${x}%2F7` })).toBe('decoding');
    expect(findingKind(twins, { kind: 'crossed', reference: x, through: `${x} ` })).toBe('identity');
    expect(findingKind(twins, { kind: 'lost', reference: `${x}%25` })).toBe('decoding');
  });
});

describe('twinFindings', () => {
  const own = (reference: string): TwinOutcome => ({
    reference,
    created: true,
    updated: true,
    value: markOf(reference),
  });

  it('accepts every order holding its own mark, and an order whose update was refused', () => {
    expect(
      twinFindings([own('a'), own('b'), { reference: 'c', created: true, updated: false, value: 'original' }]),
    ).toEqual([]);
  });

  it("finds an order holding its twin's mark, and the twin whose acknowledged update landed elsewhere", () => {
    const findings = twinFindings([
      { reference: 'INV.2025', created: true, updated: true, value: markOf('INV.2025.7') },
      { reference: 'INV.2025.7', created: true, updated: true, value: 'original' },
    ]);
    expect(findings).toEqual([
      { kind: 'crossed', reference: 'INV.2025', through: 'INV.2025.7' },
      { kind: 'lost', reference: 'INV.2025.7' },
    ]);
  });

  it('does not judge a reference the target refused', () => {
    expect(twinFindings([{ reference: 'a;b', created: false, updated: false, value: undefined }, own('a')])).toEqual(
      [],
    );
  });

  it('finds a crossed update whichever order it landed on (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 8 }), { minLength: 2, maxLength: 8 }),
        fc.nat(),
        fc.nat(),
        (refs, i, j) => {
          const from = refs[i % refs.length]!;
          const onto = refs[j % refs.length]!;
          fc.pre(from !== onto);
          // The update through `from` wrote onto `onto`: `from` keeps "original", `onto` holds from's mark.
          const outcomes = refs.map((r): TwinOutcome =>
            r === from
              ? { reference: r, created: true, updated: true, value: 'original' }
              : r === onto
                ? { reference: r, created: true, updated: true, value: markOf(from) }
                : own(r),
          );
          const findings = twinFindings(outcomes);
          expect(findings).toContainEqual({ kind: 'crossed', reference: onto, through: from });
          expect(findings).toContainEqual({ kind: 'lost', reference: from });
        },
      ),
      { seed: 18, numRuns: 200 },
    );
  });
});
