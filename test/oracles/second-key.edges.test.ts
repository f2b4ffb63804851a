// The two-key oracle at its edges: the plan of the eight reads (each key on its own connection and on the other's,
// fresh queries and the other's, then its own once more), and the sentences it says when it cannot tell.

import { describe, expect, it } from 'vitest';
import { FORMS_READS, judgeFormsReads, judgeOrders, type FormsReadResult } from '../../src/oracles/second-key.js';

const own = { key: ['sf_a'], 'second-key': ['sf_b'] };
const plain = (): FormsReadResult[] => FORMS_READS.map((plan) => ({ ids: own[plan.key] }));

describe('the reads of the forms experiment (4.4, 5.1)', () => {
  it('are each key alone, on the connection the other used, asking the query the other asked, then alone again', () => {
    expect(FORMS_READS.map((p) => `${p.key}/${p.connection}/${p.query}`)).toEqual([
      'key/key/fresh',
      'second-key/second-key/fresh',
      'second-key/key/fresh',
      'key/second-key/fresh',
      'key/key/asked-by-other',
      'second-key/second-key/asked-by-other',
      'key/key/fresh',
      'second-key/second-key/fresh',
    ]);
  });
  it('names the first read that answered no list, the very first too', () => {
    const results = plain();
    results[0] = { problem: 'HTTP 500' };
    expect(judgeFormsReads(results)).toEqual({ kind: 'could-not-tell', why: 'read 1: HTTP 500' });
  });
  it('names the key whose own reads disagree, either key', () => {
    const first = plain();
    first[6] = { ids: ['sf_c'] };
    expect(judgeFormsReads(first)).toEqual({
      kind: 'could-not-tell',
      why: 'API_KEY listed other forms on a later read of its own',
    });
    const second = plain();
    second[7] = { ids: ['sf_c'] };
    expect(judgeFormsReads(second)).toEqual({
      kind: 'could-not-tell',
      why: 'SECOND_API_KEY listed other forms on a later read of its own',
    });
  });
  it('says why the orders experiment tells nothing when a create was refused', () => {
    expect(
      judgeOrders({
        created: { key: true, 'second-key': false },
        ownListed: { key: true, 'second-key': true },
        firstListsSecond: false,
      }),
    ).toEqual({ kind: 'could-not-tell', why: 'a create was not accepted' });
  });
});
