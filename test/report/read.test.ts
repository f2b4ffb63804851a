// Reports written before the current format stay readable: compare and matrix read a format-1 conformance.json
// (one `statement` per requirement) with its statement as the rule, and still refuse a format they do not know.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildMatrix } from '../../src/report/matrix.js';
import { readReport } from '../../src/report/read.js';
import { reportSchemaErrors } from '../../src/report/schema.js';
import { upgradeReport } from '../../src/report/upgrade.js';
import { fixtureReport, formatOneReport } from './fixtures.js';

const dir = mkdtempSync(join(tmpdir(), 'osf-read-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, value: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(value));
  return path;
}

describe('reading a format-1 report', () => {
  it('is refused by the current schema as written, and accepted once upgraded', () => {
    expect(reportSchemaErrors(formatOneReport()).join('\n')).toMatch(/\/formatVersion/);
    expect(reportSchemaErrors(upgradeReport(formatOneReport()).value)).toEqual([]);
  });

  it('reads each statement as the rule, with no quote and no sends', () => {
    const report = readReport(write('old.json', formatOneReport()));
    const current = fixtureReport();
    expect(report.formatVersion).toBe(4);
    expect(report.requirements.map((r) => [r.id, r.rule])).toEqual(current.requirements.map((r) => [r.id, r.rule]));
    expect(report.requirements.every((r) => r.quote === '' && r.sends === '' && r.tolerates === undefined)).toBe(true);
    expect(report.requirements.some((r) => 'statement' in r)).toBe(false);
  });

  it('puts an old and a new report side by side in the matrix, with the rule on each row', () => {
    const old = readReport(write('old-matrix.json', formatOneReport()));
    const model = buildMatrix([
      { name: 'old', report: old },
      { name: 'new', report: readReport(write('new-matrix.json', fixtureReport())) },
    ]);
    const row = model.groups.flatMap((g) => g.rows).find((r) => r.id === 'META-NULL-REMOVES')!;
    expect(row.rule).toBe('On update, a metadata key set to null is removed.');
    expect(model.disagreements).toBe(0);
  });

  it('still refuses a format-1 report that is malformed, and a format it does not know', () => {
    const broken = formatOneReport() as { requirements: Array<Record<string, unknown>> };
    delete broken.requirements[0]!.statement;
    expect(() => readReport(write('broken.json', broken))).toThrow(
      /\/requirements\/0 must have required property 'rule'/,
    );
    expect(() => readReport(write('v5.json', { ...fixtureReport(), formatVersion: 5 }))).toThrow(/\/formatVersion/);
  });
});
