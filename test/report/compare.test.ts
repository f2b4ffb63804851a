// compare: every kind of difference between two reports, and the warnings that say when two reports are
// not strictly comparable (suite or spec version, partial or incomplete runs, another API prefix).

import { describe, expect, it } from 'vitest';
import type { Outcome } from '../../src/engine/outcome.js';
import { compareReports, gateFailures, hasRegression, renderComparison } from '../../src/report/compare.js';
import type { ConformanceReport } from '../../src/report/model.js';
import { PLAIN } from '../../src/report/terminal.js';
import { fixtureCatalogue, fixtureOutcomes, fixtureReport, fixtureTarget } from './fixtures.js';

function withVerdicts(changes: Record<string, Outcome['verdict']>): ConformanceReport {
  const outcomes = new Map(fixtureOutcomes);
  for (const [id, verdict] of Object.entries(changes))
    outcomes.set(id, { ...outcomes.get(id)!, verdict, reason: `now ${verdict}` });
  return fixtureReport({ outcomes });
}

describe('compareReports', () => {
  it('finds nothing between a report and itself', () => {
    const c = compareReports(fixtureReport(), fixtureReport());
    expect(hasRegression(c)).toBe(false);
    expect(c).toMatchObject({
      regressed: [],
      fixed: [],
      newlyExercised: [],
      noLongerExercised: [],
      added: [],
      removed: [],
      levelChanges: [],
      targetChanges: [],
      warnings: [],
    });
    expect(c.unchanged).toBe(7);
  });

  it('classifies regressions, fixes and changes of exercise', () => {
    const c = compareReports(
      fixtureReport(),
      withVerdicts({
        'SF-LIST-SHAPE': 'fail',
        'AUTH-MISSING-401': 'pass',
        'ERR-BODY-401': 'pass',
        'AUTH-VALID-KEY-ACCEPTED': 'not-exercised',
      }),
    );
    expect(c.regressed).toEqual([
      { id: 'SF-LIST-SHAPE', clause: '4.4', level: 'MUST', from: 'pass', to: 'fail', reason: 'now fail' },
    ]);
    expect(c.fixed.map((x) => x.id)).toEqual(['AUTH-MISSING-401']);
    expect(c.newlyExercised.map((x) => [x.id, x.from, x.to])).toEqual([['ERR-BODY-401', 'not-exercised', 'pass']]);
    expect(c.noLongerExercised.map((x) => [x.id, x.from, x.to])).toEqual([
      ['AUTH-VALID-KEY-ACCEPTED', 'pass', 'not-exercised'],
    ]);
    expect(hasRegression(c)).toBe(true);
  });

  it('lists added and removed requirements and level changes', () => {
    const old = fixtureReport({ catalogue: fixtureCatalogue.filter((r) => r.id !== 'TLS-HTTPS-ONLY') });
    const changed = fixtureReport({
      catalogue: fixtureCatalogue
        .filter((r) => r.id !== 'SF-LIST-SHAPE')
        .map((r) => (r.id === 'ERR-BODY-STATUS-TEXT' ? { ...r, level: 'MUST' as const } : r)),
    });
    const c = compareReports(old, changed);
    expect(c.added.map((x) => x.id)).toEqual(['TLS-HTTPS-ONLY']);
    expect(c.removed.map((x) => x.id)).toEqual(['SF-LIST-SHAPE']);
    expect(c.levelChanges).toEqual([{ id: 'ERR-BODY-STATUS-TEXT', from: 'SHOULD', to: 'MUST' }]);
  });

  it('shows a changed API prefix and warns about versions, partial and incomplete runs', () => {
    const old = fixtureReport();
    const bumped = fixtureReport({
      target: { ...fixtureTarget, ordersApiPrefix: '/v1.1' },
      only: ['5'],
      incomplete: 'deadline',
    });
    const newer = { ...bumped, suite: { ...bumped.suite, version: '0.2.0' }, spec: { version: 'next edition' } };
    const c = compareReports(old, newer);
    expect(c.targetChanges).toEqual([{ field: 'ordersApiPrefix', from: '/v1.0', to: '/v1.1' }]);
    expect(c.warnings.join('\n')).toMatch(/suite versions differ \(0\.1\.0 -> 0\.2\.0\)/);
    expect(c.warnings.join('\n')).toMatch(/spec versions differ/);
    expect(c.warnings.join('\n')).toMatch(/the new run is partial \(--only 5\)/);
    expect(c.warnings.join('\n')).toMatch(/the new run is incomplete: deadline/);
  });
});

describe('renderComparison', () => {
  it('prints a readable diff that names the regression', () => {
    const old = fixtureReport();
    const now = withVerdicts({ 'SF-LIST-SHAPE': 'fail', 'AUTH-MISSING-401': 'pass' });
    const text = renderComparison(compareReports(old, now), old, now, ['old.json', 'new.json'], PLAIN);
    expect(text).toContain('Regressed: pass -> fail (1)\n- SF-LIST-SHAPE (4.4, MUST): now fail');
    expect(text).toContain('Fixed: fail -> pass (1)\n+ AUTH-MISSING-401 (5.4, MUST)');
    expect(text).toMatch(
      /REGRESSION: 1 regressed, 1 fixed, .* 5 unchanged\n {2}1 requirement\(s\) or part\(s\) regressed from pass to fail$/,
    );
  });

  it('prints the prefix change', () => {
    const old = fixtureReport();
    const now = fixtureReport({ target: { ...fixtureTarget, scanFormsApiPrefix: '/v3' } });
    const text = renderComparison(compareReports(old, now), old, now, ['a', 'b'], PLAIN);
    expect(text).toContain('scan forms API prefix (SCAN_FORMS_API_PREFIX): /v2 -> /v3');
    expect(text).toMatch(/no regression: /);
  });
});

describe('the gate compare keeps', () => {
  it('fails on coverage lost, unless allowed, and says one shared reason once', () => {
    const old = fixtureReport();
    const outcomes = new Map(fixtureOutcomes);
    for (const id of ['AUTH-VALID-KEY-ACCEPTED', 'TLS-HTTPS-ONLY', 'SF-LIST-SHAPE'])
      outcomes.set(id, { ...outcomes.get(id)!, verdict: 'not-exercised', reason: 'the account holds no scan forms' });
    const now = fixtureReport({ outcomes });
    const c = compareReports(old, now);
    expect(hasRegression(c)).toBe(false);
    expect(gateFailures(c, now)).toEqual([
      '3 requirement(s) that ran before no longer ran (SF-LIST-SHAPE, AUTH-VALID-KEY-ACCEPTED, TLS-HTTPS-ONLY); pass --allow-coverage-loss if that is intended',
    ]);
    expect(gateFailures(c, now, { allowCoverageLoss: true })).toEqual([]);
    const text = renderComparison(c, old, now, ['a', 'b'], PLAIN);
    expect(text).toContain(
      'No longer exercised (3)\n- 3 requirements: the account holds no scan forms\n    SF-LIST-SHAPE, AUTH-VALID-KEY-ACCEPTED, TLS-HTTPS-ONLY',
    );
    expect(text.split('the account holds no scan forms')).toHaveLength(2);
    expect(text).toMatch(/NOT SHOWN TO HOLD: 0 regressed/);
  });

  it('fails on a partial new run: what it left out no longer ran', () => {
    const old = fixtureReport();
    const now = fixtureReport({ only: ['5'] });
    expect(gateFailures(compareReports(old, now), now)[0]).toMatch(/requirement\(s\) that ran before no longer ran/);
  });

  it('fails when the new run is NOT DETERMINED, even with coverage loss allowed', () => {
    const old = fixtureReport({ outcomes: new Map([...fixtureOutcomes].filter(([id]) => id !== 'AUTH-MISSING-401')) });
    const now = fixtureReport({ outcomes: new Map(), setupProblem: 'the target rejected API_KEY' });
    expect(gateFailures(compareReports(old, now), now, { allowCoverageLoss: true })).toEqual([
      'the new run is NOT DETERMINED: Setup problem, nothing was checked: the target rejected API_KEY',
    ]);
  });
});
