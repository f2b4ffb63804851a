// The judge of an unknown cursor's answer: any refusal with the error body or a list of the account's own forms,
// never a server error, a bare refusal, a non-list or another account's forms.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgeUnknownCursor } from '../../src/oracles/scan-form-judge.js';
import type { KnownForm } from '../../src/oracles/scan-form-query.js';

const known = new Map<string, KnownForm>([['sf_1', { id: 'sf_1', created: 1n, reference: null }]]);
const list = (ids: string[], status = 200) => ({
  ok: status === 200,
  status,
  ids,
  hasMore: false,
  totalCount: ids.length,
});

describe('judgeUnknownCursor', () => {
  it("accepts a refusal with the error body, an empty list and the account's own forms", () => {
    expect(judgeUnknownCursor(list([], 404), [], known)).toBeUndefined();
    expect(judgeUnknownCursor(list([]), [], known)).toBeUndefined();
    expect(judgeUnknownCursor(list(['sf_1']), [], known)).toBeUndefined();
  });
  it('names a server error, a bare refusal, a non-list and foreign forms', () => {
    expect(judgeUnknownCursor(list([], 500), [], known)).toEqual({ kind: 'server-error' });
    expect(judgeUnknownCursor(list([], 400), ['no statusCode'], known)).toEqual({
      kind: 'refusal-without-body',
      problems: ['no statusCode'],
    });
    expect(judgeUnknownCursor({ ...list([]), ok: false }, [], known)).toEqual({ kind: 'not-a-list' });
    expect(judgeUnknownCursor(list(['sf_9']), [], known)).toEqual({ kind: 'foreign-forms', ids: ['sf_9'] });
    expect(judgeUnknownCursor(list(['sf_9']), [], undefined)).toBeUndefined();
  });
  it('never passes a 5xx, whatever the body (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 500, max: 599 }), fc.array(fc.string()), (status, problems) => {
        expect(judgeUnknownCursor(list([], status), problems, known)?.kind).toBe('server-error');
      }),
    );
  });
});
