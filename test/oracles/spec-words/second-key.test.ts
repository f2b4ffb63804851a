// Two keys against the words of 4.4 and 5.1 (each key reads its own account, whatever another key sent before) and
// of 2.1.3 (each account's own enabled keys): the accounts are told apart by which forms each key's own reads list,
// as sets, never by how many; a read leaks when it lists a form only the other account holds.

import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  FORMS_READS,
  judgeFormsReads,
  judgeOrders,
  keysOfOneAccountForBoth,
  otherKey,
  type FormsReadResult,
  type KeyName,
  type KeysStored,
} from '../../../src/oracles/second-key.js';
import { ID_POOL, anId, holds, refutes } from './words.js';

const setOf = (ids: readonly string[]) => [...new Set(ids)].sort().join(',');
const aSet = fc.subarray([...ID_POOL]);

/** Each key's account, and the eight reads: own reads mostly its account (sometimes repeated or changed), others anything. */
const reads = aSet
  .chain((key) => fc.record({ key: fc.constant(key), 'second-key': fc.oneof(fc.constant(key), aSet) }))
  .chain((accounts) =>
    fc.record({
      accounts: fc.constant(accounts),
      results: fc.tuple(
        ...FORMS_READS.map((plan) =>
          fc.oneof(
            { weight: 6, arbitrary: fc.constant<FormsReadResult>({ ids: [...accounts[plan.key]] }) },
            { weight: 2, arbitrary: fc.array(anId, { maxLength: 5 }).map((ids): FormsReadResult => ({ ids })) },
            {
              weight: 1,
              arbitrary: fc.constant<FormsReadResult>({ ids: [...accounts[plan.key], ...accounts[plan.key]] }),
            },
            { weight: 1, arbitrary: fc.constant<FormsReadResult>({ problem: 'HTTP 500' }) },
          ),
        ),
      ),
    }),
  );

/** The words, read by read: the forms each key's own reads list, then which reads list the other account's forms. */
function wordsVerdict(results: readonly FormsReadResult[]): string {
  if (results.some((r) => r.problem !== undefined)) return 'could-not-tell';
  const own = (key: KeyName) =>
    FORMS_READS.flatMap((p, i) =>
      p.key === key && p.connection === key && p.query === 'fresh' ? [results[i]!] : [],
    ).map((r) => setOf((r as { ids: string[] }).ids));
  const [a, b] = [own('key'), own('second-key')];
  if (new Set(a).size !== 1 || new Set(b).size !== 1) return 'could-not-tell';
  if (a[0] === b[0]) return a[0] === '' ? 'could-not-tell' : `one-account ${a[0]!.split(',').length}`;
  const held = { key: a[0]!.split(','), 'second-key': b[0]!.split(',') };
  const leaks = FORMS_READS.flatMap((p, i) => {
    const listed = (results[i] as { ids: string[] }).ids;
    const foreign = listed.filter((id) => held[otherKey(p.key)].includes(id) && !held[p.key].includes(id));
    if (foreign.length === 0) return [];
    return [`${i}:${setOf(foreign)}:${p.connection !== p.key ? 'c' : ''}${p.query === 'asked-by-other' ? 'q' : ''}`];
  });
  return `two-accounts ${leaks.filter((l) => !l.endsWith(':')).join(' ')}`;
}

function oracleVerdict(oracle: typeof judgeFormsReads, results: readonly FormsReadResult[]): string {
  const j = oracle(results);
  if (j.kind !== 'two-accounts') return j.kind === 'one-account' ? `one-account ${j.forms}` : j.kind;
  const tags = new Map<number, { foreign: string; tag: string }>();
  for (const [list, tag] of [
    [j.connection, 'c'],
    [j.sameQuery, 'q'],
  ] as const)
    for (const l of list) {
      const was = tags.get(l.read);
      tags.set(l.read, { foreign: setOf(l.foreign), tag: `${was?.tag ?? ''}${tag}` });
    }
  const leaks = [...tags].sort(([x], [y]) => x - y).map(([i, { foreign, tag }]) => `${i}:${foreign}:${tag}`);
  return `two-accounts ${leaks.join(' ')}`;
}

const formsProperty = (oracle: typeof judgeFormsReads) =>
  fc.property(reads, ({ results }) => oracleVerdict(oracle, results) === wordsVerdict(results));

const orders = fc.record({
  created: fc.record({ key: fc.boolean(), 'second-key': fc.boolean() }),
  ownListed: fc.record({ key: fc.boolean(), 'second-key': fc.boolean() }),
  firstListsSecond: fc.boolean(),
});

const keysStored = fc.record({
  listed: fc.record({ key: aSet, 'second-key': aSet }),
  stored: fc.record({ key: aSet, 'second-key': aSet }),
});

/** 2.1.3 word for word: both stored the same keys, exactly one list's, and that list names a key the other does not. */
function oneAccountsKeys(k: KeysStored): KeyName | undefined {
  if (setOf(k.stored.key) !== setOf(k.stored['second-key'])) return undefined;
  return (['second-key', 'key'] as const).find(
    (owner) =>
      setOf(k.stored.key) === setOf(k.listed[owner]) &&
      k.listed[owner].some((name) => !k.listed[otherKey(owner)].includes(name)),
  );
}

describe('two keys against the words of 4.4, 5.1 and 2.1.3', () => {
  it("tells the accounts apart by the forms each key's own reads list, and finds each read listing the other's", () =>
    holds(formsProperty(judgeFormsReads)));

  it('tells "other forms" from "as many forms"', () => {
    const counting: typeof judgeFormsReads = (results) => {
      const j = judgeFormsReads(results);
      const own = (i: number) => new Set((results[i] as { ids?: string[] }).ids ?? []).size;
      return j.kind === 'two-accounts' && own(0) === own(1) ? { kind: 'one-account', forms: own(0) } : j;
    };
    refutes(formsProperty(counting));
  });

  it('judges the orders experiment: a create refused tells nothing, a stale listing is stale, else who sees whose', () =>
    holds(
      fc.property(orders, (seen) => {
        const j = judgeOrders(seen);
        const stale = (['second-key', 'key'] as const).filter((k) => !seen.ownListed[k]);
        if (!seen.created.key || !seen.created['second-key']) return j.kind === 'could-not-tell';
        if (stale.length > 0) return j.kind === 'stale' && j.keys.join() === stale.join();
        return j.kind === (seen.firstListsSecond ? 'one-account' : 'two-accounts');
      }),
    ));

  it("finds one account's enabled keys applied to both, as sets of keys", () =>
    holds(fc.property(keysStored, (k) => keysOfOneAccountForBoth(k) === oneAccountsKeys(k))));

  it('tells "the same keys" from "as many keys"', () => {
    const counting: typeof keysOfOneAccountForBoth = (k) =>
      new Set(k.stored.key).size === new Set(k.stored['second-key']).size
        ? keysOfOneAccountForBoth({ ...k, stored: { ...k.stored, 'second-key': k.stored.key } })
        : undefined;
    refutes(fc.property(keysStored, (k) => counting(k) === oneAccountsKeys(k)));
  });
});
