// The judges of the experiments on two keys (spec 4.4, 5.1, 2.1.3): the forms each key reads on its connection, on
// the other's and for the other's query; the order each key creates; the keys each account stores. Examples and
// properties, without a server.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FORMS_READS,
  judgeFormsReads,
  judgeOrders,
  keysOfOneAccountForBoth,
  type FormsReadResult,
  type KeyName,
} from '../../src/oracles/second-key.js';

const A = ['sf_a1', 'sf_a2'];
const B = ['sf_b1'];

/** The reads of an honest target: each key its own forms, whatever the connection or query. */
function honest(own: Record<KeyName, readonly string[]>): FormsReadResult[] {
  return FORMS_READS.map((plan) => ({ ids: [...own[plan.key]] }));
}

/** Reads where the plan rows matching `where` are served the other account's forms. */
function leaking(
  own: Record<KeyName, readonly string[]>,
  where: (plan: (typeof FORMS_READS)[number]) => boolean,
): FormsReadResult[] {
  return FORMS_READS.map((plan) => ({
    ids: [...own[where(plan) ? (plan.key === 'key' ? 'second-key' : 'key') : plan.key]],
  }));
}

describe('judgeFormsReads (4.4: the forms of the key used, whatever came before)', () => {
  it('finds two accounts and no leak on an honest target', () => {
    expect(judgeFormsReads(honest({ key: A, 'second-key': B }))).toEqual({
      kind: 'two-accounts',
      connection: [],
      sameQuery: [],
    });
    // An account without forms beside one with forms is two accounts too.
    expect(judgeFormsReads(honest({ key: A, 'second-key': [] })).kind).toBe('two-accounts');
  });
  it('finds one account when both keys list the same forms, and cannot tell when neither lists any', () => {
    expect(judgeFormsReads(honest({ key: A, 'second-key': [...A].reverse() }))).toEqual({
      kind: 'one-account',
      forms: 2,
    });
    expect(judgeFormsReads(honest({ key: [], 'second-key': [] }))).toEqual({
      kind: 'could-not-tell',
      why: 'neither key lists a form',
    });
  });
  it("names a read on the other key's connection that lists the other account's forms", () => {
    const judged = judgeFormsReads(leaking({ key: A, 'second-key': B }, (p) => p.connection !== p.key));
    expect(judged).toMatchObject({
      kind: 'two-accounts',
      connection: [
        { read: 2, key: 'second-key', foreign: A },
        { read: 3, key: 'key', foreign: B },
      ],
      sameQuery: [],
    });
  });
  it("names a read of the other key's query that lists the other account's forms (a cache keyed without the account)", () => {
    const judged = judgeFormsReads(leaking({ key: A, 'second-key': B }, (p) => p.query === 'asked-by-other'));
    expect(judged).toMatchObject({
      kind: 'two-accounts',
      connection: [],
      sameQuery: [
        { read: 4, key: 'key', foreign: B },
        { read: 5, key: 'second-key', foreign: A },
      ],
    });
  });
  it('cannot tell when a read is no list, or a key lists other forms on a later read of its own', () => {
    const refused = honest({ key: A, 'second-key': B });
    refused[1] = { problem: 'HTTP 400' };
    expect(judgeFormsReads(refused)).toEqual({ kind: 'could-not-tell', why: 'read 2: HTTP 400' });
    const changed = honest({ key: A, 'second-key': B });
    changed[6] = { ids: [...A, 'sf_new'] };
    expect(judgeFormsReads(changed)).toEqual({
      kind: 'could-not-tell',
      why: 'API_KEY listed other forms on a later read of its own',
    });
  });
  it('never names a leak on an honest target, whatever the two accounts hold (property)', () => {
    const ids = fc.uniqueArray(fc.stringMatching(/^sf_[a-z0-9]{1,6}$/), { maxLength: 8 });
    fc.assert(
      fc.property(ids, ids, (a, b) => {
        const judged = judgeFormsReads(honest({ key: a, 'second-key': b }));
        if (judged.kind === 'two-accounts') return judged.connection.length === 0 && judged.sameQuery.length === 0;
        return true;
      }),
    );
  });
  it("names every read that was served the other account's forms when the accounts share none (property)", () => {
    const ids = fc.uniqueArray(fc.stringMatching(/^sf_[a-z0-9]{1,6}$/), { minLength: 1, maxLength: 6 });
    const crossed = fc.subarray([2, 3, 4, 5]);
    fc.assert(
      fc.property(ids, ids, crossed, (a, b, rows) => {
        fc.pre(a.every((id) => !b.includes(id)));
        const judged = judgeFormsReads(
          leaking({ key: a, 'second-key': b }, (p) => rows.includes(FORMS_READS.indexOf(p))),
        );
        if (judged.kind !== 'two-accounts') return false;
        const named = [...judged.connection, ...judged.sameQuery].map((l) => l.read).sort();
        return JSON.stringify(named) === JSON.stringify([...rows].sort());
      }),
    );
  });
});

describe('judgeOrders (4.1, 4.2, 5.1: the order the second key created, as the first key lists it)', () => {
  const created = { key: true, 'second-key': true };
  const listed = { key: true, 'second-key': true };
  it('tells one account from two by what the caught-up first listing shows', () => {
    expect(judgeOrders({ created, ownListed: listed, firstListsSecond: true })).toEqual({ kind: 'one-account' });
    expect(judgeOrders({ created, ownListed: listed, firstListsSecond: false })).toEqual({ kind: 'two-accounts' });
  });
  it('calls a listing that never shows its own key its own order stale, whatever the accounts', () => {
    expect(judgeOrders({ created, ownListed: { key: false, 'second-key': true }, firstListsSecond: false })).toEqual({
      kind: 'stale',
      keys: ['key'],
    });
  });
  it('cannot tell when a create was refused', () => {
    expect(
      judgeOrders({ created: { key: true, 'second-key': false }, ownListed: listed, firstListsSecond: false }).kind,
    ).toBe('could-not-tell');
  });
});

describe('keysOfOneAccountForBoth (2.1.3: keys are enabled per account)', () => {
  const listed = { key: ['gift_note', 'channel'], 'second-key': ['gift_note', 'sales_rep'] };
  it("names the account whose keys both accounts stored, when its list names a key the other's does not", () => {
    const second = ['gift_note', 'sales_rep'];
    expect(keysOfOneAccountForBoth({ listed, stored: { key: second, 'second-key': second } })).toBe('second-key');
    const first = ['channel', 'gift_note'];
    expect(keysOfOneAccountForBoth({ listed, stored: { key: first, 'second-key': first } })).toBe('key');
  });
  it('finds no mixing when each account stores its own list, or the stores differ otherwise', () => {
    const stored = { key: ['gift_note', 'channel'], 'second-key': ['gift_note', 'sales_rep'] };
    expect(keysOfOneAccountForBoth({ listed, stored })).toBeUndefined();
    // A first list naming keys its account lacks: the first account stores gift_note only, the second its own.
    const wrongList = { key: ['gift_note'], 'second-key': ['gift_note', 'sales_rep'] };
    expect(keysOfOneAccountForBoth({ listed, stored: wrongList })).toBeUndefined();
  });
  it('finds no mixing when both lists name the same keys: nothing could tell', () => {
    const same = { key: ['gift_note'], 'second-key': ['gift_note'] };
    expect(keysOfOneAccountForBoth({ listed: same, stored: same })).toBeUndefined();
  });
});
