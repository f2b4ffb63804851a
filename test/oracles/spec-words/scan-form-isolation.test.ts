// Account isolation against the words of 4.4 ("Returns the ScanForm objects associated with the API key used"): each
// key's answer lists no form of the other account, and an answer listing every form it counts counts no more.

import fc from 'fast-check';
import { describe, it } from 'vitest';
import { sharedReferenceFindings, type KeyAnswerView } from '../../../src/oracles/scan-form-isolation.js';
import { ID_POOL, edit, holds, refutes, someEdits } from './words.js';

const FIRST = ['sf_a', 'sf_b', 'sf_c'];
const SECOND = ['sf_x', 'sf_y'];
const anAnswer = (own: readonly string[]) =>
  fc
    .tuple(someEdits, fc.array(fc.constantFrom(...FIRST, ...SECOND), { maxLength: 2 }), fc.boolean(), fc.nat(2))
    .map(([edits, extra, more, over]): KeyAnswerView => {
      const ids = edit([...own, ...extra], edits, (id) => id);
      return { ok: true, ids, hasMore: more, totalCount: ids.length + (more ? 0 : over) };
    });

type Finding = ReturnType<typeof sharedReferenceFindings>[number];
const show = (f: Finding) => `${f.key}:${f.kind}:${'ids' in f ? f.ids.join('+') : ''}`;

const property = (oracle: typeof sharedReferenceFindings) =>
  fc.property(anAnswer(FIRST), anAnswer(SECOND), (own, other) => {
    const want: string[] = [];
    const theirs = (ids: ReadonlyArray<string | undefined>, account: readonly string[]) =>
      ids.filter((id): id is string => id !== undefined && account.includes(id));
    // The words, answer by answer: a form of the other account listed, each time it is listed; then the counts.
    if (theirs(own.ids, SECOND).length > 0) want.push(`key:other-account-forms:${theirs(own.ids, SECOND).join('+')}`);
    // What API_KEY lists is associated with it, unless it is the second account's (that is its own leak).
    const first = [...FIRST, ...theirs(own.ids, ID_POOL).filter((id) => !SECOND.includes(id))];
    if (theirs(other.ids, first).length > 0)
      want.push(`second-key:other-account-forms:${theirs(other.ids, first).join('+')}`);
    for (const [key, a] of [['key', own] as const, ['second-key', other] as const])
      if (a.hasMore === false && (a.totalCount as number) > a.ids.length) want.push(`${key}:overcount:`);
    const got = oracle(own, other, { first: new Set(FIRST), second: new Set(SECOND) }).map(show);
    return got.join('|') === want.join('|');
  });

describe('account isolation against the words of 4.4', () => {
  it("each key's answer lists none of the other account's forms, and counts only what it holds", () =>
    holds(property(sharedReferenceFindings)));

  it('tells a count of the answer from the forms it lists', () => {
    const byCount: typeof sharedReferenceFindings = (own, other, accounts) =>
      sharedReferenceFindings(own, other, accounts).filter(
        (f) => f.kind !== 'other-account-forms' || (f.key === 'key' ? own : other).ids.length > 3,
      );
    refutes(property(byCount));
  });
});
