// Known failures: a listed failure stops failing the run but stays counted; a listed pass is flagged for
// pruning; every malformed file or unknown id is a one-line UsageError.

import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/errors.js';
import { applyExpectations, parseExpectations, unknownExpectationIds } from '../../src/report/expectations.js';
import { fixtureReport } from './fixtures.js';

const listed = (entries: Record<string, { reason: string; link?: string }>) => ({ source: 'known.json', entries });

describe('applyExpectations', () => {
  it('turns the only MUST failure into a known failure, so the run passes, and keeps it counted', () => {
    const before = fixtureReport();
    expect(before.verdict).toBe('fail');
    const after = applyExpectations(
      before,
      listed({ 'AUTH-MISSING-401': { reason: 'fix scheduled', link: 'https://issues.example/7' } }),
    );
    expect(after.verdict).toBe('pass');
    expect(after.counts).toMatchObject({ fail: 2, mustFail: 0, knownFailures: 1 });
    const r = after.requirements.find((x) => x.id === 'AUTH-MISSING-401')!;
    expect(r.verdict).toBe('fail');
    expect(r.expectedFailure).toEqual({
      reason: 'fix scheduled',
      link: 'https://issues.example/7',
      status: 'known-failure',
    });
    expect(after.run.expectations).toEqual({ source: 'known.json', entries: 1 });
  });

  it('flags a listed requirement that now passes, without failing the run on it', () => {
    const after = applyExpectations(
      fixtureReport(),
      listed({ 'SF-LIST-SHAPE': { reason: 'was broken' }, 'ERR-BODY-401': { reason: 'x' } }),
    );
    expect(after.requirements.find((x) => x.id === 'SF-LIST-SHAPE')!.expectedFailure?.status).toBe('passed');
    expect(after.requirements.find((x) => x.id === 'ERR-BODY-401')!.expectedFailure?.status).toBe('not-decided');
    expect(after.counts.expectedFailuresPassed).toBe(1);
    expect(after.verdict).toBe('fail');
  });

  it('keeps an incomplete run NOT DETERMINED whatever is listed', () => {
    const after = applyExpectations(
      fixtureReport({ incomplete: 'deadline' }),
      listed({ 'AUTH-MISSING-401': { reason: 'r' } }),
    );
    expect(after.verdict).toBe('not-determined');
  });

  it('rejects an id absent from a full run, and ignores one outside a partial selection', () => {
    expect(() => applyExpectations(fixtureReport(), listed({ 'NO-SUCH-ID': { reason: 'r' } }))).toThrow(UsageError);
    const partial = applyExpectations(fixtureReport({ only: ['7'] }), listed({ 'AUTH-MISSING-401': { reason: 'r' } }));
    expect(partial.requirements.some((r) => r.expectedFailure !== undefined)).toBe(false);
  });

  it('does not mutate its input', () => {
    const before = fixtureReport();
    const copy = JSON.stringify(before);
    applyExpectations(before, listed({ 'AUTH-MISSING-401': { reason: 'r' } }));
    expect(JSON.stringify(before)).toBe(copy);
  });
});

describe('parseExpectations', () => {
  it('reads reasons and links', () => {
    expect(
      parseExpectations('{"AUTH-MISSING-401":{"reason":" tracked ","link":"https://x.example/1"}}', 'f').entries,
    ).toEqual({
      'AUTH-MISSING-401': { reason: 'tracked', link: 'https://x.example/1' },
    });
  });

  it.each([
    ['not json', /is not JSON/],
    ['[]', /must be a JSON object/],
    ['{"auth-missing":{"reason":"r"}}', /not a requirement id/],
    ['{"AUTH-MISSING-401":"r"}', /must be an object/],
    ['{"AUTH-MISSING-401":{}}', /"reason" must be a non-empty string/],
    ['{"AUTH-MISSING-401":{"reason":"r","reson":"typo"}}', /unknown field "reson"/],
    ['{"AUTH-MISSING-401":{"reason":"r","link":"javascript:alert(1)"}}', /"link" must be an http\(s\) URL/],
  ])('rejects %s', (text, message) => {
    expect(() => parseExpectations(text, 'f')).toThrow(UsageError);
    expect(() => parseExpectations(text, 'f')).toThrow(message);
  });

  it('names ids that match no requirement of the catalogue', () => {
    expect(
      unknownExpectationIds(parseExpectations('{"A-B":{"reason":"r"},"C-D":{"reason":"r"}}', 'f'), ['A-B']),
    ).toEqual(['C-D']);
  });
});
