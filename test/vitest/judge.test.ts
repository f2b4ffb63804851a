// What a vitest test does with its requirement's result: a pass passes, a failure throws the finding, and
// whatever was not exercised or not applicable (or a known failure) is skipped with its reason, never passed.

import { describe, expect, it } from 'vitest';
import type { ConformanceRun } from '../../src/api/run.js';
import { applyExpectations, parseExpectations } from '../../src/report/expectations.js';
import type { ConformanceReport } from '../../src/report/model.js';
import { judge } from '../../src/vitest/judge.js';
import { fixtureReport } from '../report/fixtures.js';

const runOf = (report: ConformanceReport, stopped?: string): ConformanceRun => ({
  report,
  verdict: report.verdict,
  ...(stopped === undefined ? {} : { stopped }),
});

describe('judge', () => {
  const run = runOf(fixtureReport());

  it('passes a pass and fails a failure with its finding: headline, Expected, Received, how to reproduce', () => {
    expect(judge(run, 'AUTH-VALID-KEY-ACCEPTED')).toEqual({ kind: 'pass' });
    const failed = judge(run, 'AUTH-MISSING-401');
    expect(failed.kind).toBe('fail');
    const message = failed.kind === 'fail' ? failed.message : '';
    expect(message.split('\n').slice(0, 3)).toEqual([
      '1 of 2 unauthenticated requests did not fail with 401',
      'Expected: HTTP 401 (spec 5.4)',
      expect.stringMatching(/^Received: GET \{base_url\}\/v1\.0\/orders: HTTP 200/),
    ]);
    expect(message).toMatch(/Reproduce with:\n.*curl/s);
    // The report was scrubbed: the key never reaches a test's message.
    expect(message).not.toContain('sk_live_fixture_secret_4242');
  });

  it.each([
    ['ERR-BODY-401', 'not exercised: no request answered 401'],
    ['META-NULL-REMOVES', expect.stringMatching(/^not applicable/)],
  ])('skips %s with its reason, never a pass', (id, note) => {
    expect(judge(run, id)).toEqual({ kind: 'skip', note });
  });

  it('skips a known failure with the reason the expectations file gives', () => {
    const expectations = parseExpectations('{"AUTH-MISSING-401": {"reason": "fixed in 4.3"}}', 'known.json');
    const known = runOf(applyExpectations(fixtureReport(), expectations));
    expect(judge(known, 'AUTH-MISSING-401')).toEqual({ kind: 'skip', note: 'known failure: fixed in 4.3' });
  });

  it('fails every test when nothing was checked, and a requirement missing from the report', () => {
    expect(judge(runOf(fixtureReport(), 'the target did not answer'), 'AUTH-VALID-KEY-ACCEPTED')).toEqual({
      kind: 'fail',
      message: 'nothing was checked: the target did not answer',
    });
    expect(judge(run, 'NOT-IN-REPORT').kind).toBe('fail');
  });
});
