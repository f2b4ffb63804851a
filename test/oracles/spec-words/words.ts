// What every test of this folder shares: generators of listings and answers that carry duplicates, omissions, extra
// elements, reorderings and shared instants, and the two ways a property is asked (it holds; a weakened oracle fails).

import fc from 'fast-check';
import { expect } from 'vitest';
import type { KnownForm } from '../../../src/oracles/scan-form-query.js';
import { SECOND } from '../../../src/oracles/scan-form-time.js';

/** The property holds for the oracle (fast-check's own failure, with its counterexample, when it does not). */
export function holds<T extends [unknown, ...unknown[]]>(property: fc.IProperty<T>, numRuns = 300): void {
  fc.assert(property, { numRuns, seed: 30 });
}

/** holds() for a property whose oracle answers through promises. */
export async function holdsAsync<T extends [unknown, ...unknown[]]>(
  property: fc.IAsyncProperty<T>,
  numRuns = 300,
): Promise<void> {
  await fc.assert(property, { numRuns, seed: 30 });
}

const WEAKENED_PASSED = 'the weakened oracle passed every generated case';

/**
 * The same property fails for a weakened oracle (a subset test where the spec says "the same", a looser filter, a
 * count where ids are due...): the property can tell the weakening from the rule, so it is no test that cannot fail.
 */
export function refutes<T extends [unknown, ...unknown[]]>(property: fc.IProperty<T>, numRuns = 2000): void {
  expect(fc.check(property, { numRuns, seed: 30 }).failed, WEAKENED_PASSED).toBe(true);
}

/** refutes() for a property whose oracle answers through promises. */
export async function refutesAsync<T extends [unknown, ...unknown[]]>(
  property: fc.IAsyncProperty<T>,
  numRuns = 2000,
): Promise<void> {
  const result = await fc.check(property, { numRuns, seed: 30 });
  expect(result.failed, WEAKENED_PASSED).toBe(true);
}

/** Ids from a small alphabet, so that generated lists repeat and share ids. */
export const ID_POOL = ['sf_a', 'sf_b', 'sf_c', 'sf_d', 'sf_e', 'sf_f'] as const;
export const anId = fc.constantFrom(...ID_POOL);

export const T0 = 1_700_000_000n * SECOND;

/** Creation instants from a few seconds (and one half second), so that forms share instants. */
export const anInstant = fc.constantFrom(0n, 1n, 2n, 3n).map((s) => T0 + s * SECOND + (s === 3n ? SECOND / 2n : 0n));

/** References with their near misses: a prefix, another letter case, a trailing space, null. */
export const aReference = fc.constantFrom<string | null>('INV-1', 'INV-10', 'inv-1', 'INV-1 ', 'INV-2', null);

/** A listing of the account: distinct ids, any instants and references, in any order. */
export const aListing: fc.Arbitrary<KnownForm[]> = fc
  .uniqueArray(anId, { maxLength: ID_POOL.length })
  .chain((ids) =>
    fc.tuple(...ids.map((id) => fc.record({ id: fc.constant(id), created: anInstant, reference: aReference }))),
  )
  .map((forms) => [...forms]);

/** Edits that turn a right answer into another: a repeat, an omission, an extra element, a reordering. */
export interface Edits {
  readonly repeat: readonly number[];
  readonly drop: readonly number[];
  readonly extra: ReadonlyArray<string>;
  readonly order: readonly number[];
}

export const someEdits: fc.Arbitrary<Edits> = fc.oneof(
  // Half the time only a reordering, which every definition of "the same forms" must accept.
  fc.record({
    repeat: fc.constant([]),
    drop: fc.constant([]),
    extra: fc.constant([]),
    order: fc.array(fc.nat(), { maxLength: 8 }),
  }),
  fc.record({
    repeat: fc.array(fc.nat(), { maxLength: 2 }),
    drop: fc.array(fc.nat(), { maxLength: 2 }),
    extra: fc.array(anId, { maxLength: 2 }),
    order: fc.array(fc.nat(), { maxLength: 8 }),
  }),
);

/** Applies the edits to a list: repeats and drops by position (modulo its length), extras appended, then reordered. */
export function edit<T>(list: readonly T[], edits: Edits, extraOf: (id: string) => T): T[] {
  const out = [...list];
  for (const r of edits.repeat) if (out.length > 0) out.push(out[r % out.length]!);
  for (const d of edits.drop) if (out.length > 0) out.splice(d % out.length, 1);
  out.push(...edits.extra.map(extraOf));
  for (const [i, j] of edits.order.entries()) {
    if (out.length < 2) break;
    const a = i % out.length;
    const b = j % out.length;
    [out[a], out[b]] = [out[b]!, out[a]!];
  }
  return out;
}

/** The ids of a list as a sorted array: two lists hold the same ids, each as often, when these are equal. */
export function sortedIds(ids: ReadonlyArray<string | undefined>): string[] {
  return ids.map((id) => id ?? '(none)').sort();
}
