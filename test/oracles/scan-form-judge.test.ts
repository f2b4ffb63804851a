// The judge of an unknown cursor's answer: any refusal with the error body or a list of the account's own forms,
// never a server error, a bare refusal, a non-list or another account's forms.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgeUnknownCursor } from '../../src/oracles/scan-form-judge.js';
import type { KnownForm } from '../../src/oracles/scan-form-query.js';

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
