// Coverage of the request space by dimension: every dimension of the model listed, the requests each class sent,
// and for each class not exercised the reason (the model's own, the requirement that sends it, or the run).
import { describe, expect, it } from 'vitest';
import { SPACE } from '../../src/space/index.js';
import { spaceCoverage } from '../../src/report/space-coverage.js';
import type { RequirementResult } from '../../src/report/model.js';

const result = (id: string, verdict: RequirementResult['verdict'], reason?: string) =>
  ({ id, verdict, ...(reason === undefined ? {} : { reason }) }) as RequirementResult;

describe('spaceCoverage', () => {
  const results = [
    result('SF-QUERY-COMBINATIONS', 'pass'),
    result('ERR-NO-SERVER-ERROR', 'pass'),
    result('ERR-BODY-BAD-INPUT', 'pass'),
    result('AUTH-MISSING-401', 'not-exercised', 'cut short'),
  ];
  const coverage = spaceCoverage(
    { 'page/zero': 2, 'instant/month-13': 2, 'pairwise/1': 1, 'sequence/1.2': 3 },
    results,
  );

  it('lists every dimension of the model with its sources and the requests its classes sent', () => {
    expect(coverage.dimensions.map((d) => d.id)).toEqual(SPACE.map((d) => d.id));
    const page = coverage.dimensions.find((d) => d.id === 'page')!;
    expect(page.sources).toContain('spec 4.4');
    expect(page.classes.find((c) => c.name === 'zero')).toMatchObject({ sent: 2 });
    expect(page.sent).toBe(2);
    expect(coverage.combinations).toEqual({ pairwise: 1, sequences: 3 });
  });

  it('says why a class was not exercised: the model, the requirement that sends it, or the run', () => {
    const target = coverage.dimensions.find((d) => d.id === 'request-target-form')!;
    expect(target.classes.find((c) => c.name === 'asterisk-form')?.notExercised).toMatch(/OPTIONS \*/);
    const place = coverage.dimensions.find((d) => d.id === 'credential-place')!;
    expect(place.classes.find((c) => c.name === 'x-api-key')).toMatchObject({
      sentBy: 'AUTH-MISSING-401',
      notExercised: 'AUTH-MISSING-401 was not exercised: cut short',
    });
    expect(place.classes.find((c) => c.name === 'authorization-bearer')?.notExercised).toMatch(/not selected/);
    const page = coverage.dimensions.find((d) => d.id === 'page')!;
    expect(page.classes.find((c) => c.name === 'negative')?.notExercised).toMatch(/no value/);
  });
});
