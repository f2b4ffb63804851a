// The answer judges of spec 4.4: a filtered listing (the expected forms, or a refusal where one is allowed), the
// empty reference (exact, no filter or refused, never the forms without a reference) and an unknown cursor (any
// refusal with the error body or a list of the account's own forms, never a server error, a bare refusal, a
// non-list or another account's forms), a cursor case (its side's forms, or a refusal where one is allowed) and two
// spellings of one instant (the same forms and count), on examples and as properties.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  judgeCursorCase,
  judgeEmptyReference,
  judgeFiltered,
  judgeUnknownCursor,
  selectsAsBaseline,
} from '../../src/oracles/scan-form-judge.js';
import {
  expectedAnswer,
  pageExpectation,
  type CursorExpectation,
  type KnownForm,
  type PageExpectation,
} from '../../src/oracles/scan-form-query.js';

const rows = new Map<string, KnownForm>([['sf_1', { id: 'sf_1', created: 1n, reference: null }]]);
const known = { rows, complete: true };
const list = (ids: ReadonlyArray<string | undefined>, status = 200, errorBodyProblems: readonly string[] = []) => ({
  ok: status === 200,
  status,
  errorBodyProblems,
  ids,
  hasMore: false,
  totalCount: ids.length,
});

describe('judgeUnknownCursor', () => {
  it("accepts a refusal with the error body, an empty list and the account's own forms", () => {
    expect(judgeUnknownCursor(list([], 404), known)).toBeUndefined();
    expect(judgeUnknownCursor(list([]), known)).toBeUndefined();
    expect(judgeUnknownCursor(list(['sf_1']), known)).toBeUndefined();
  });
  it('names a server error, a bare refusal, a non-list and foreign forms', () => {
    expect(judgeUnknownCursor(list([], 500), known)).toEqual({ kind: 'server-error' });
    expect(judgeUnknownCursor(list([], 400, ['no statusCode']), known)).toEqual({
      kind: 'refusal-without-body',
      problems: ['no statusCode'],
    });
    expect(judgeUnknownCursor({ ...list([]), ok: false }, known)).toEqual({ kind: 'not-a-list' });
    expect(judgeUnknownCursor(list(['sf_9']), known)).toEqual({ kind: 'foreign-forms', ids: ['sf_9'] });
    expect(judgeUnknownCursor(list(['sf_1', undefined]), known)).toEqual({ kind: 'foreign-forms', ids: ['undefined'] });
  });
  it('judges the forms listed only when every form of the account was read', () => {
    expect(judgeUnknownCursor(list(['sf_9']), { rows, complete: false })).toBeUndefined();
    expect(judgeUnknownCursor({ ...list([]), ok: false }, { rows, complete: false })).toEqual({ kind: 'not-a-list' });
  });
  it('accepts a redirect or other non-2xx, non-4xx, non-5xx answer', () => {
    expect(judgeUnknownCursor({ ...list([], 302), ok: false }, known)).toBeUndefined();
  });
  it('never passes a 5xx, whatever the body (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 500, max: 599 }), fc.array(fc.string()), (status, problems) => {
        expect(judgeUnknownCursor(list([], status, problems), known)?.kind).toBe('server-error');
      }),
    );
  });
  it("finds foreign forms in a 2xx list exactly when an id is not the account's, and only once all was read (property)", () => {
    const many = new Map<string, KnownForm>(
      Array.from({ length: 6 }, (_, i) => [`sf_${i}`, { id: `sf_${i}`, created: BigInt(i), reference: null }]),
    );
    const id = fc.oneof(fc.constantFrom(...many.keys()), fc.stringMatching(/^sf_[a-z]{1,3}$/));
    fc.assert(
      fc.property(fc.array(id, { maxLength: 8 }), fc.boolean(), (ids, complete) => {
        const foreign = ids.filter((x) => !many.has(x));
        const finding = judgeUnknownCursor(list(ids), { rows: many, complete });
        expect(finding).toEqual(complete && foreign.length > 0 ? { kind: 'foreign-forms', ids: foreign } : undefined);
      }),
    );
  });
});

const forms: KnownForm[] = [
  { id: 'sf_a', created: 5n, reference: 'INV-1' },
  { id: 'sf_b', created: 4n, reference: 'INV-10' },
  { id: 'sf_c', created: 3n, reference: 'inv-1' },
  { id: 'sf_d', created: 2n, reference: null },
  { id: 'sf_e', created: 1n, reference: '' },
];
const layout = { firstPage: 1, pageSize: 10 } as const;
const pageFor = (reference: string | undefined) =>
  pageExpectation(forms, { reference }, 0, layout, 'default') as PageExpectation;
const answerOf = (ids: ReadonlyArray<string | undefined>, status = 200, errorBodyProblems: readonly string[] = []) => ({
  ...list(ids, status, errorBodyProblems),
  rows: ids.flatMap((id) => forms.filter((f) => f.id === id)),
});

describe('judgeFiltered: a filtered listing holds exactly the expected forms (4.4)', () => {
  it('accepts the expected forms in any order and names the wrong ones', () => {
    expect(judgeFiltered(answerOf(['sf_a']), pageFor('INV-1'), false)).toEqual({ accepted: true, kind: 'right' });
    const prefix = judgeFiltered(answerOf(['sf_b', 'sf_a']), pageFor('INV-1'), false);
    expect(prefix).toMatchObject({ accepted: false, kind: 'wrong-forms', findings: { unexpected: ['sf_b'] } });
    const twice = judgeFiltered(answerOf(['sf_a', 'sf_a']), pageFor('INV-1'), false);
    expect(twice).toMatchObject({ accepted: false, findings: { duplicated: ['sf_a'], missing: [] } });
    const none = judgeFiltered(answerOf([]), pageFor('INV-1'), false);
    expect(none).toMatchObject({ accepted: false, findings: { missing: [forms[0]] } });
  });
  it('accepts a refusal with the error body only where the value may be refused', () => {
    const refused = { ...answerOf([], 400), ok: false };
    expect(judgeFiltered(refused, pageFor('INV-1 '), true)).toEqual({ accepted: true, kind: 'refused' });
    expect(judgeFiltered(refused, pageFor('INV-1'), false)).toEqual({ accepted: false, kind: 'not-a-list' });
    const bare = { ...answerOf([], 400, ['message is missing, expected a string']), ok: false };
    expect(judgeFiltered(bare, pageFor('INV-1 '), true)).toEqual({ accepted: false, kind: 'not-a-list' });
    const crash = { ...answerOf([], 500), ok: false };
    expect(judgeFiltered(crash, pageFor('INV-1 '), true)).toEqual({ accepted: false, kind: 'not-a-list' });
  });
  it('never accepts a page holding a form whose reference is not the value, may it refuse or not (property)', () => {
    const ids = forms.map((f) => f.id);
    const refs = [...new Set(forms.map((f) => f.reference).filter((r): r is string => typeof r === 'string'))];
    fc.assert(
      fc.property(fc.constantFrom(...refs), fc.subarray(ids), fc.boolean(), (reference, shown, mayRefuse) => {
        const reading = judgeFiltered(answerOf(shown), pageFor(reference), mayRefuse);
        const exact = forms.filter((f) => f.reference === reference).map((f) => f.id);
        const right = shown.length === exact.length && exact.every((id) => shown.includes(id));
        expect(reading.accepted).toBe(right);
      }),
    );
  });
});

describe('judgeEmptyReference: reference= is matched exactly, taken as absent or refused (4.4)', () => {
  // The answer without reference: the parameterless one, here every form.
  const absent = answerOf(forms.map((f) => f.id));
  const judge = (ids: ReadonlyArray<string | undefined>, status = 200, problems: readonly string[] = []) =>
    judgeEmptyReference({ ...answerOf(ids, status, problems), ok: status === 200 }, pageFor(''), absent);
  it('accepts the forms whose reference is "", the answer without reference, or a refusal with the error body', () => {
    expect(judge(['sf_e'])).toEqual({ accepted: true, kind: 'exact' });
    expect(judge(forms.map((f) => f.id))).toEqual({ accepted: true, kind: 'no-filter' });
    expect(judge([...forms].reverse().map((f) => f.id))).toEqual({ accepted: true, kind: 'no-filter' });
    expect(judge([], 400)).toEqual({ accepted: true, kind: 'refused' });
  });
  it('takes the blank value as no filter by the answer without reference, whichever forms that holds', () => {
    // An answer without page may hold any of the matching forms (4.4 does not say which): here the two oldest.
    const newestFew = { ...answerOf(['sf_d', 'sf_e']), hasMore: true, totalCount: 5 };
    const blank = { ...answerOf(['sf_d', 'sf_e']), hasMore: true, totalCount: 5 };
    expect(judgeEmptyReference(blank, pageFor(''), newestFew)).toEqual({ accepted: true, kind: 'no-filter' });
    // The same forms with another count are not the answer without reference.
    expect(judgeEmptyReference({ ...blank, totalCount: 1 }, pageFor(''), newestFew).accepted).toBe(false);
    // The forms without a reference are named as such even where the answer without reference is not known.
    expect(judgeEmptyReference(answerOf(['sf_d']), pageFor(''), { ...absent, ok: false })).toEqual({
      accepted: false,
      kind: 'null-forms',
    });
  });
  it('names the forms without a reference, other forms and answers that are no list', () => {
    expect(judge(['sf_d'])).toEqual({ accepted: false, kind: 'null-forms' });
    expect(judge(['sf_d', 'sf_e'])).toEqual({ accepted: false, kind: 'other-forms' });
    // An element without an id is no form read, so it is not known to have no reference: not "the forms without one".
    expect(judge(['sf_d', undefined])).toEqual({ accepted: false, kind: 'other-forms' });
    expect(judge([])).toEqual({ accepted: false, kind: 'other-forms' });
    expect(judge([], 400, ['statusCode is missing'])).toEqual({ accepted: false, kind: 'not-a-list' });
    expect(judge([], 500)).toEqual({ accepted: false, kind: 'not-a-list' });
  });
});

describe('judgeCursorCase: a cursor of the account keeps its side (4.4)', () => {
  const all = new Map(forms.map((f) => [f.id, f]));
  // forms are newest first: sf_c was created before sf_b, sf_d and sf_e before sf_c.
  const before = (id: string) => expectedAnswer(forms, { beforeId: id }, layout) as CursorExpectation;
  it('accepts the forms created before the cursor, and a refusal only where one is allowed', () => {
    expect(judgeCursorCase(answerOf(['sf_d', 'sf_e']), before('sf_c'), all, false)).toEqual({
      accepted: true,
      kind: 'right',
    });
    expect(judgeCursorCase(answerOf([], 400), before('sf_c'), all, true)).toEqual({ accepted: true, kind: 'refused' });
    expect(judgeCursorCase({ ...answerOf([], 400), ok: false }, before('sf_c'), all, false)).toEqual({
      accepted: false,
      kind: 'not-a-list',
    });
  });
  it('names the forms the rule does not allow', () => {
    const reading = judgeCursorCase(answerOf(['sf_c', 'sf_a']), before('sf_c'), all, false);
    expect(reading).toMatchObject({ accepted: false, kind: 'wrong-forms' });
    if (reading.kind !== 'wrong-forms') return;
    expect(reading.findings.cursorReturned).toEqual(['sf_c']);
    expect(reading.findings.wrongSide.map((f) => f.id)).toEqual(['sf_a']);
  });
  it('accepts exactly the answers that keep the side, whatever form is the cursor (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...forms), fc.subarray(forms.map((f) => f.id)), (cursor, shown) => {
        const expected = before(cursor.id);
        const side = expected.side.map((f) => f.id);
        const reading = judgeCursorCase(answerOf(side), expected, all, false);
        expect(reading).toEqual({ accepted: true, kind: 'right' });
        if (shown.some((id) => !side.includes(id)))
          expect(judgeCursorCase(answerOf(shown), expected, all, false).accepted).toBe(false);
      }),
    );
  });
});

describe('selectsAsBaseline: one instant, spelled two ways, selects the same forms (4.4)', () => {
  it('accepts the same forms in any order, and nothing else', () => {
    const base = list(['sf_a', 'sf_b']);
    expect(selectsAsBaseline(list(['sf_b', 'sf_a']), base)).toBe(true);
    expect(selectsAsBaseline(list(['sf_a']), base)).toBe(false);
    // One form repeated is not the baseline's forms, even at the baseline's length.
    expect(selectsAsBaseline(list(['sf_a', 'sf_a']), base)).toBe(false);
    expect(selectsAsBaseline(list(['sf_a', 'sf_b', 'sf_b']), base)).toBe(false);
    expect(selectsAsBaseline({ ...list(['sf_a', 'sf_b']), totalCount: 3 }, base)).toBe(false);
    expect(selectsAsBaseline({ ...list(['sf_a', 'sf_b']), ok: false }, base)).toBe(false);
  });
  it('is true exactly when the ids agree as multisets and the count agrees (property)', () => {
    const id = fc.constantFrom('sf_a', 'sf_b', 'sf_c');
    fc.assert(
      fc.property(fc.array(id), fc.array(id), (a, b) => {
        const same = [...a].sort().join(',') === [...b].sort().join(',');
        expect(selectsAsBaseline({ ...list(a), totalCount: 1 }, { ...list(b), totalCount: 1 })).toBe(same);
      }),
    );
  });
});
