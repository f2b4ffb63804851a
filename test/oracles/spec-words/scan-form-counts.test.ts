// total_count against the words of 4.4 ("Total number of matching forms"): after a walk that read the whole account,
// every answer of the listing must carry the number of distinct forms read, no more and no less.

import fc from 'fast-check';
import { describe, it } from 'vitest';
import type { ListView } from '../../../src/oracles/scan-form-account.js';
import { listingCounts, wrongCounts } from '../../../src/oracles/scan-form-counts.js';
import { anId, holds, refutes } from './words.js';

const answer = (ids: string[], totalCount: unknown): { answer: ListView } => ({
  answer: { ok: true, ids, rows: [], hasMore: false, totalCount },
});

/** Pages of ids (repeats across pages count once), each with a total_count near the right one or not a number. */
const aWalk = fc.array(fc.tuple(fc.array(anId, { maxLength: 3 }), fc.constantFrom<unknown>(-1, 0, 1, '0', null)), {
  minLength: 1,
  maxLength: 4,
});

/** The parameterless answer and the walk; an account that lists no form has no walk (no page lists a form). */
const property = (oracle: typeof wrongCounts) =>
  fc.property(aWalk, (raw) => {
    const distinct = new Set(raw.flatMap(([ids]) => ids)).size;
    const answers = raw.map(([ids, off]) => answer(ids, typeof off === 'number' ? distinct + off : off));
    const [first, ...walk] = distinct === 0 ? answers.slice(0, 1) : answers;
    const { due } = listingCounts({ first: first!, walk, listed: distinct, complete: true });
    const wrong = oracle(due).map((d) => answers.indexOf(d.item));
    // The words: every answer whose total_count is not the number of forms read.
    const want = [first!, ...walk].flatMap((a, i) => (a.answer.totalCount === distinct ? [] : [i]));
    return wrong.join(',') === want.join(',');
  });

describe('total_count against the words of 4.4', () => {
  it('after a whole walk every answer counts the distinct forms read', () => holds(property(wrongCounts)));

  it('tells "at least the forms read" from "the number of forms"', () => {
    const atLeast: typeof wrongCounts = (dues) =>
      wrongCounts(dues).filter((d) => typeof d.received !== 'number' || d.received < d.expected);
    refutes(property(atLeast));
  });
});
