// The certification verdict is strict: every MUST passes on its first attempt, every requirement is
// exercised (not-applicable only for clauses untestable from outside), and the run was full-strength.

import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/config.js';
import { UsageError } from '../../src/errors.js';
import type { Outcome } from '../../src/engine/outcome.js';
import {
  buildStatement,
  certificationVerdict,
  checkProductInfo,
  CERTIFY_MIN_NUM_RUNS,
  renderStatementMarkdown,
} from '../../src/certify/statement.js';
import { applyExpectations } from '../../src/report/expectations.js';
import { fixtureCatalogue, fixtureReport, fixtureTarget, passingReport } from '../report/fixtures.js';

const product = { vendor: 'Acme', product: 'Orders Cloud', productVersion: '4.2.0' };

function passingExcept(id: string, outcome: Partial<Outcome>) {
  const outcomes = new Map<string, Outcome>(
    fixtureCatalogue.map((r) => [
      r.id,
      { id: r.id, verdict: 'pass', notes: [], exchanges: [], durationMs: 1, attempts: 1 },
    ]),
  );
  outcomes.set(id, { ...outcomes.get(id)!, ...outcome });
  return fixtureReport({ outcomes });
}

describe('certificationVerdict', () => {
  it('is conformant when everything passed first time', () => {
    expect(certificationVerdict(passingReport())).toEqual({ verdict: 'conformant', reasons: [], notes: [] });
  });

  it.each([
    [
      'a failing MUST',
      passingExcept('AUTH-MISSING-401', {
        verdict: 'fail',
        reason: 'got 200',
        finding: { summary: 'got 200', received: 'more', exchanges: [] },
      }),
      /AUTH-MISSING-401 \(5\.4, MUST: A request without an Authorization header fails with 401\) failed: got 200$/,
    ],
    [
      'a not-exercised requirement',
      passingExcept('ERR-BODY-401', { verdict: 'not-exercised', reason: 'no 401 seen' }),
      /ERR-BODY-401 .* was not exercised: no 401 seen/,
    ],
    [
      'a pass only on retry',
      passingExcept('TLS-HTTPS-ONLY', { attempts: 2, retry: { repeated: false, firstReason: 'reset' } }),
      /TLS-HTTPS-ONLY .* passed only on retry; the first attempt failed: reset/,
    ],
    [
      'a requirement not exercised for lack of a setting',
      passingExcept('META-NULL-REMOVES', {
        verdict: 'not-exercised',
        reason: 'no key enabled',
        needs: 'ENABLED_METADATA_KEYS',
      }),
      /META-NULL-REMOVES \(2\.1\.5, MUST: On update, a metadata key set to null is removed\) was not exercised \(needs ENABLED_METADATA_KEYS\): no key enabled/,
    ],
    ['a partial run', passingReport({ only: ['5'] }), /the run was partial \(--only 5\)/],
    ['an incomplete run', passingReport({ incomplete: 'deadline' }), /the run was incomplete: deadline/],
    [
      'fewer property runs',
      passingReport({ config: { seed: 1, numRuns: 3, caFile: undefined } }),
      /NUM_RUNS was 3, below the default 12/,
    ],
    [
      'the embedded reference server',
      passingReport({ target: { ...fixtureTarget, embedded: true } }),
      /embedded reference server/,
    ],
    [
      'an expectations file',
      applyExpectations(passingReport(), { source: 'k.json', entries: {} }),
      /an expectations file \(k\.json\) was applied/,
    ],
  ])('is not conformant with %s', (_, report, reason) => {
    const v = certificationVerdict(report);
    expect(v.verdict).toBe('not conformant');
    expect(v.reasons.join('\n')).toMatch(reason);
  });

  it('accepts a failing SHOULD and a not-applicable requirement, listed as notes with their reasons', () => {
    const outcomes = new Map<string, Outcome>(
      fixtureCatalogue.map((r) => [
        r.id,
        { id: r.id, verdict: 'pass', notes: [], exchanges: [], durationMs: 1, attempts: 1 },
      ]),
    );
    outcomes.set('ERR-BODY-STATUS-TEXT', { ...outcomes.get('ERR-BODY-STATUS-TEXT')!, verdict: 'fail', reason: 'nope' });
    // A product serving one version has no old paths to keep (spec 9.2): it can still be certified.
    outcomes.set('META-NULL-REMOVES', {
      ...outcomes.get('META-NULL-REMOVES')!,
      verdict: 'not-applicable',
      reason: "the run targets the spec's own paths",
    });
    const v = certificationVerdict(fixtureReport({ outcomes }));
    expect(v.verdict).toBe('conformant');
    expect(v.notes).toHaveLength(2);
    expect(v.notes.join('\n')).toMatch(
      /META-NULL-REMOVES \(2\.1\.5, MUST: On update, a metadata key set to null is removed\) was not applicable, which does not block certification: the run targets the spec's own paths/,
    );
    expect(renderStatementMarkdown(buildStatement(fixtureReport({ outcomes }), product))).toMatch(
      /was not applicable, which does not block certification/,
    );
  });

  it('refuses incomplete coverage with the coverage line first, naming the setup that is missing', () => {
    const report = passingExcept('META-NULL-REMOVES', {
      verdict: 'not-exercised',
      reason: 'no key enabled',
      needs: 'ENABLED_METADATA_KEYS',
    });
    const v = certificationVerdict(report);
    expect(v.reasons[0]).toMatch(
      /^incomplete coverage: 6 of 7 requirements exercised; 1 needs ENABLED_METADATA_KEYS, the metadata keys enabled .* \[META-NULL-REMOVES\]$/,
    );
  });

  it('uses the same run count as the configuration default', () => {
    expect(resolveConfig({}).numRuns).toBe(CERTIFY_MIN_NUM_RUNS);
  });
});

describe('statement', () => {
  it('names vendor, product, target, date, suite and spec, and the reasons', () => {
    const s = buildStatement(fixtureReport(), product);
    expect(s).toMatchObject({
      vendor: 'Acme',
      product: 'Orders Cloud',
      productVersion: '4.2.0',
      date: '2026-11-20T10:00:04.500Z',
      verdict: 'not conformant',
    });
    expect(s.target).toEqual({
      ordersBaseUrl: 'https://staging.example.com',
      scanFormsBaseUrl: 'https://scan.staging.example.com',
      ordersApiPrefix: '/v1.0',
      scanFormsApiPrefix: '/v2',
    });
    const md = renderStatementMarkdown(s);
    expect(md).toContain('# Conformance statement: Acme Orders Cloud 4.2.0');
    expect(md).toContain('**Verdict: not conformant**');
    expect(md).toContain(
      '- AUTH-MISSING-401 (5.4, MUST: A request without an Authorization header fails with 401) failed: 1 of 2 unauthenticated requests did not fail with 401',
    );
    expect(renderStatementMarkdown(buildStatement(passingReport(), product))).toContain('**Verdict: conformant**');
  });

  it.each([
    [{ ...product, vendor: ' ' }, /--certify needs --vendor \(or CERTIFY_VENDOR\)/],
    [{ ...product, product: undefined }, /--product/],
    [{ ...product, productVersion: '1\n2' }, /one line/],
    [{ ...product, vendor: 'x'.repeat(201) }, /longer than 200/],
  ])('rejects product info %#', (info, message) => {
    expect(() => checkProductInfo(info)).toThrow(UsageError);
    expect(() => checkProductInfo(info)).toThrow(message);
  });
});
