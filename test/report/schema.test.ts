// conformance.json validates against its own published schema, and the schema is closed enough that a
// field added to the model without documenting it fails here.

import { describe, expect, it } from 'vitest';
import { applyExpectations } from '../../src/report/expectations.js';
import { reportSchemaErrors } from '../../src/report/schema.js';
import { fixtureReport } from './fixtures.js';

describe('conformance report schema', () => {
  it('accepts a report built from fixture outcomes', () => {
    expect(reportSchemaErrors(fixtureReport())).toEqual([]);
  });

  it('accepts a partial, incomplete report with expectations applied', () => {
    const report = applyExpectations(fixtureReport({ only: ['5'], incomplete: 'the run deadline of 1000 ms passed' }), {
      source: 'expectations.json',
      entries: { 'AUTH-MISSING-401': { reason: 'tracked', link: 'https://issues.example/1' } },
    });
    expect(report.run.partial).toBe(true);
    expect(reportSchemaErrors(report)).toEqual([]);
  });

  it('survives a JSON round trip (what compare reads is what was written)', () => {
    expect(reportSchemaErrors(JSON.parse(JSON.stringify(fixtureReport())))).toEqual([]);
  });

  it('rejects an undocumented property, a wrong verdict and another format version', () => {
    const report = JSON.parse(JSON.stringify(fixtureReport())) as Record<string, unknown> & {
      requirements: Array<Record<string, unknown>>;
    };
    report.formatVersion = 5;
    report.requirements[0]!.verdict = 'maybe';
    report.requirements[0]!.extra = 1;
    const errors = reportSchemaErrors(report);
    expect(errors.join('\n')).toMatch(/\/formatVersion/);
    expect(errors.join('\n')).toMatch(/\/requirements\/0\/verdict/);
    expect(errors.join('\n')).toMatch(/unknown property "extra"/);
  });
});
