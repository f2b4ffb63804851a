// The isolation judges of spec 4.4: for a reference both accounts use, each key's answer lists and counts only its
// own account's forms; and no form of the second account shows under API_KEY; on examples and as properties.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ownFormsLeaks, sharedReferenceFindings, type KeyAnswerView } from '../../src/oracles/scan-form-isolation.js';

const first = new Set(['sf_1', 'sf_2']);
const second = new Set(['sf_8', 'sf_9']);
const accounts = { first, second };
const answer = (
  ids: ReadonlyArray<string | undefined>,
  totalCount: unknown = ids.length,
  hasMore: unknown = false,
) => ({
  ok: true,
  ids,
  hasMore,
  totalCount,
});
const notAList: KeyAnswerView = { ok: false, ids: [], hasMore: undefined, totalCount: undefined };

describe('sharedReferenceFindings (4.4: the forms associated with the API key used)', () => {
  it('accepts each key listing and counting its own forms only', () => {
    expect(sharedReferenceFindings(answer(['sf_1']), answer(['sf_9']), accounts)).toEqual([]);
    // has_more true: more forms may follow, so a larger total_count says nothing.
    expect(sharedReferenceFindings(answer(['sf_1'], 5, true), answer([]), accounts)).toEqual([]);
  });
  it("names the other account's forms under each key, and answers that are no list", () => {
    expect(sharedReferenceFindings(answer(['sf_1', 'sf_8']), answer(['sf_2', 'sf_9']), accounts)).toEqual([
      { key: 'key', kind: 'other-account-forms', ids: ['sf_8'] },
      { key: 'second-key', kind: 'other-account-forms', ids: ['sf_2'] },
    ]);
    expect(sharedReferenceFindings(notAList, notAList, accounts)).toEqual([
      { key: 'key', kind: 'not-a-list' },
      { key: 'second-key', kind: 'not-a-list' },
    ]);
  });
  it("counts as the first account's the forms its own answer lists that are not the second's", () => {
    // sf_5 was not read with API_KEY (a large account), but its answer for the reference lists it.
    expect(sharedReferenceFindings(answer(['sf_5']), answer(['sf_9', 'sf_5']), accounts)).toEqual([
      { key: 'second-key', kind: 'other-account-forms', ids: ['sf_5'] },
    ]);
    // A form of the second account listed under API_KEY does not become the first account's.
    expect(sharedReferenceFindings(answer(['sf_8']), answer(['sf_8']), accounts)).toEqual([
      { key: 'key', kind: 'other-account-forms', ids: ['sf_8'] },
    ]);
  });
  it('names a count above what a last page lists, after every listing finding', () => {
    expect(sharedReferenceFindings(answer(['sf_1'], 2), answer(['sf_8', 'sf_1'], 3), accounts)).toEqual([
      { key: 'second-key', kind: 'other-account-forms', ids: ['sf_1'] },
      { key: 'key', kind: 'overcount', listed: 1, totalCount: 2 },
      { key: 'second-key', kind: 'overcount', listed: 2, totalCount: 3 },
    ]);
    expect(sharedReferenceFindings(answer(['sf_1'], '2'), answer([], undefined), accounts)).toEqual([]);
  });
  it('finds nothing when each key lists a part of its own forms, and names every foreign form it lists (property)', () => {
    const firstIds = fc.subarray([...first]);
    const secondIds = fc.subarray([...second]);
    fc.assert(
      fc.property(firstIds, secondIds, firstIds, secondIds, (a, b, leakToSecond, leakToFirst) => {
        expect(sharedReferenceFindings(answer(a), answer(b), accounts)).toEqual([]);
        const findings = sharedReferenceFindings(
          answer([...a, ...leakToFirst]),
          answer([...b, ...leakToSecond]),
          accounts,
        );
        const named = (key: string) =>
          findings.flatMap((f) => (f.key === key && f.kind === 'other-account-forms' ? f.ids : []));
        expect(named('key')).toEqual(leakToFirst);
        expect(named('second-key')).toEqual(leakToSecond);
      }),
    );
  });
});

describe('ownFormsLeaks (4.4: no form under both keys)', () => {
  const ids = (list: ReadonlyArray<string | undefined>) => ({ ids: list });
  it('finds nothing when each key keeps its own forms', () => {
    expect(
      ownFormsLeaks({
        first,
        secondIds: [...second],
        lookups: [{ id: 'sf_8', answer: ids(['sf_1']) }],
        cursorAnswers: [ids(['sf_1', 'sf_2']), ids([])],
      }),
    ).toEqual({ both: [], found: [], crossed: [] });
  });
  it('names forms read under both keys, found by a lookup, or listed under a foreign cursor', () => {
    expect(
      ownFormsLeaks({
        first: new Set([...first, 'sf_9']),
        secondIds: [...second],
        lookups: [
          { id: 'sf_8', answer: ids(['sf_1']) },
          { id: 'sf_9', answer: ids(['sf_9']) },
        ],
        cursorAnswers: [ids(['sf_1', undefined]), ids(['sf_8', 'sf_2'])],
      }),
    ).toEqual({ both: ['sf_9'], found: [1], crossed: [{ index: 1, id: 'sf_8' }] });
  });
  it('names every second-account form a cursor answer lists, and no other (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('sf_1', 'sf_2', 'sf_8', 'sf_9', undefined)), (listed) => {
        const { crossed } = ownFormsLeaks({ first, secondIds: [...second], lookups: [], cursorAnswers: [ids(listed)] });
        expect(crossed.map((c) => c.id)).toEqual(listed.filter((id) => id !== undefined && second.has(id)));
      }),
    );
  });
});
