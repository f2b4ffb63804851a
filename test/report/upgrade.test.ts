// Reports of format 1 (before failures were findings and requirements had parts) still load: compare reads
// them as format 2, with the failure's lines as a finding, and says once that the file was upgraded.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readReportWithNote } from '../../src/report/read.js';
import { compareReports } from '../../src/report/compare.js';
import { fixtureReport } from './fixtures.js';

/** The fixture report as format 1 wrote it: a failure's reason held summary, Received and Expected lines. */
function formatOne(): unknown {
  const report = JSON.parse(JSON.stringify(fixtureReport())) as Record<string, unknown> & {
    requirements: Array<Record<string, unknown>>;
  };
  report.formatVersion = 1;
  for (const r of report.requirements) {
    // Format 1 had one statement where format 2 has the rule, the quote, what is sent and what is tolerated.
    r.statement = r.rule;
    for (const key of ['rule', 'quote', 'sends', 'tolerates']) delete r[key];
    const finding = r.finding as { summary: string; received?: string; expected?: string } | undefined;
    if (finding === undefined) continue;
    r.reason = [finding.summary, `Received: ${finding.received ?? 'x'}`, `Expected: ${finding.expected ?? 'y'}`].join(
      '\n',
    );
    delete r.finding;
  }
  return report;
}

describe('a report of format 1', () => {
  it('loads as the current format, with its failures as findings, and a note saying so', () => {
    const dir = mkdtempSync(join(tmpdir(), 'osfc-upgrade-'));
    const file = join(dir, 'conformance.json');
    writeFileSync(file, JSON.stringify(formatOne()));
    const { report, note } = readReportWithNote(file);
    expect(note).toMatch(/conformance\.json: a report of format 1 .* parts compare as absent/);
    expect(report.formatVersion).toBe(4);
    const failed = report.requirements.find((r) => r.verdict === 'fail')!;
    expect(failed.reason).not.toContain('\n');
    expect(failed.finding).toMatchObject({ summary: failed.reason });
    expect(failed.finding?.received).toBeDefined();
    expect(compareReports(report, fixtureReport()).regressed).toEqual([]);
  });
});

describe('a report of format 3', () => {
  it('loads as the current format, without the coverage by dimension, and says so', () => {
    const dir = mkdtempSync(join(tmpdir(), 'osfc-upgrade-3-'));
    const report = JSON.parse(JSON.stringify(fixtureReport())) as Record<string, unknown>;
    report.formatVersion = 3;
    delete report.space;
    const file = join(dir, 'conformance.json');
    writeFileSync(file, JSON.stringify(report));
    const read = readReportWithNote(file);
    expect(read.report.formatVersion).toBe(4);
    expect(read.report.space).toBeUndefined();
    expect(read.note).toMatch(/format 3 .* no coverage of the request space/);
  });
});
