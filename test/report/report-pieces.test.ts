// A report's pieces rendered while the run goes on are the pieces the finished report is written with: the files
// are the same text whether or not a requirement was rendered ahead, and a key in a piece is still never written.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Scrubber } from '../../src/evidence/secrets.js';
import { settledResult } from '../../src/report/build.js';
import { wellFormedJson } from '../../src/report/escape.js';
import { prepareHtmlRow, renderHtml } from '../../src/report/html.js';
import type { ConformanceReport } from '../../src/report/model.js';
import { prepareJsonElement, reportJsonText } from '../../src/report/report-json.js';
import { writeReports } from '../../src/report/write.js';
import type { Outcome } from '../../src/engine/outcome.js';
import { API_KEY, fixtureCatalogue, fixtureReport, fixtureTarget, passingReport } from './fixtures.js';

const scrubber = new Scrubber([['API_KEY', API_KEY]]);
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** The files as written, by name. */
function written(report: ConformanceReport): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'osf-pieces-'));
  dirs.push(dir);
  return Object.fromEntries(writeReports(report, dir, scrubber).map((f) => [f.name, readFileSync(f.path, 'utf8')]));
}

describe('report pieces', () => {
  it('conformance.json is the report as two-space JSON, with or without requirements, lone surrogates mended', () => {
    const report = fixtureReport();
    const lone = {
      ...report,
      requirements: report.requirements.map((r, i) => (i === 0 ? { ...r, notes: ['a \ud800 b'] } : r)),
    };
    for (const r of [report, passingReport(), { ...report, requirements: [] }, lone])
      expect(reportJsonText(r)).toBe(`${wellFormedJson(r, 2)}\n`);
    expect(reportJsonText(lone)).toContain('a \ufffd b');
  });

  it('lists the orders created exactly as sent: a lone surrogate there stays its JSON escape', () => {
    const report = fixtureReport();
    const created = ['osfc-keep-neg-odd\ud800', 'osfc-abc123-plain', 'osfc-keep-nul\u0000x', 'zero\u200bwidth'];
    const listing = { ...report, run: { ...report.run, createdOrderReferences: created } };
    const text = reportJsonText(listing);
    expect((JSON.parse(text) as ConformanceReport).run.createdOrderReferences).toEqual(created);
    expect(text).toContain('"osfc-keep-neg-odd\\ud800"');
    expect(text).toContain('"osfc-keep-nul\\u0000x"');
    // Everything else is as ever, the list in its place.
    const parsed = JSON.parse(text) as ConformanceReport;
    const none = (r: ConformanceReport) => ({ ...r, run: { ...r.run, createdOrderReferences: [] } });
    expect(none(parsed)).toEqual(JSON.parse(wellFormedJson(none(listing), 2)));
    expect(Object.keys(parsed.run)).toEqual(Object.keys(listing.run));
  });

  it('builds one result per settled outcome, the one the report then holds', () => {
    const req = fixtureCatalogue[0]!;
    const outcome: Outcome = { id: req.id, verdict: 'pass', notes: ['ran'], exchanges: [], durationMs: 2, attempts: 1 };
    const ahead = settledResult(req, outcome, { target: fixtureTarget });
    const report = fixtureReport({ outcomes: new Map([[req.id, outcome]]) });
    expect(report.requirements.find((r) => r.id === req.id)).toBe(ahead);
    // Another run's target is another context: a result of its own.
    expect(settledResult(req, outcome, { target: { ...fixtureTarget } })).not.toBe(ahead);
  });

  it('writes the same files whether the rows and JSON were rendered ahead or not', () => {
    const plain = written(fixtureReport({ target: { ...fixtureTarget } }));
    const report = fixtureReport();
    for (const r of report.requirements) {
      prepareHtmlRow(r, scrubber);
      prepareJsonElement(r, scrubber);
    }
    const ahead = written(report);
    // The run's own instants differ only where the fixtures give them: none; the files are the same text.
    expect(ahead).toEqual(plain);
    expect(renderHtml(report)).toBe(ahead['report.html']);
  });

  it('never writes a key that a piece rendered ahead holds', () => {
    const report = fixtureReport();
    const leaking = {
      ...report,
      requirements: report.requirements.map((r, i) => (i === 1 ? { ...r, notes: [`echo ${API_KEY}`] } : r)),
    };
    for (const r of leaking.requirements) {
      prepareHtmlRow(r, scrubber);
      prepareJsonElement(r, scrubber);
    }
    for (const text of Object.values(written(leaking))) expect(text).not.toContain(API_KEY);
  });
});
