// The matrix model and its Markdown, from fixture reports without a server: disagreements first, MUST pass
// rates, links into each report.html, and reports that cannot be compared flagged rather than merged.

import { describe, expect, it } from 'vitest';
import { buildMatrix, passRate, type MatrixInput } from '../../src/report/matrix.js';
import { renderMatrixMarkdown } from '../../src/report/matrix-markdown.js';
import type { ConformanceReport } from '../../src/report/model.js';
import { fixtureCatalogue, fixtureReport, passingReport } from '../report/fixtures.js';

const input = (name: string, report: ConformanceReport, extra: Partial<MatrixInput> = {}): MatrixInput => ({
  name,
  report,
  reportHref: `${name}/report.html`,
  ...extra,
});
const ids = (model: ReturnType<typeof buildMatrix>) => model.groups.flatMap((g) => g.rows.map((r) => r.id));

describe('buildMatrix', () => {
  const clean = passingReport();
  const broken = fixtureReport();
  const model = buildMatrix([input('clean', clean, { productVersion: '2.0.0' }), input('broken', broken)]);

  it('puts the requirements the implementations disagree on first, then the rest by spec section', () => {
    // fixtureReport fails AUTH-MISSING-401 (5.4) and ERR-BODY-STATUS-TEXT (7) where passingReport passes them.
    expect(model.groups.map((g) => g.title)).toEqual([
      'Where implementations disagree',
      'Spec 2',
      'Spec 4',
      'Spec 5',
      'Spec 7',
    ]);
    expect(model.groups[0]!.rows.map((r) => r.id)).toEqual(['AUTH-MISSING-401', 'ERR-BODY-STATUS-TEXT']);
    expect(model.disagreements).toBe(2);
    expect(ids(model).sort()).toEqual(fixtureCatalogue.map((r) => r.id).sort());
  });

  it('does not count "not exercised" or "not applicable" against a pass as disagreement', () => {
    const row = model.groups.flatMap((g) => g.rows).find((r) => r.id === 'ERR-BODY-401')!;
    expect(row.cells.map((c) => c.status)).toEqual(['pass', 'not-exercised']);
    expect(row.disagree).toBe(false);
  });

  it("links each cell to the row of that implementation's report.html and keeps the failure reason", () => {
    const row = model.groups[0]!.rows[0]!;
    expect(row.cells[0]).toEqual({ status: 'pass', href: 'clean/report.html#req-AUTH-MISSING-401' });
    expect(row.cells[1]).toMatchObject({
      status: 'fail',
      href: 'broken/report.html#req-AUTH-MISSING-401',
      reason: '1 of 2 unauthenticated requests did not fail with 401',
    });
  });

  it('describes each column: name, product and suite version, date and the MUST pass rate of what applies', () => {
    expect(model.columns.map((c) => [c.name, c.productVersion, c.suiteVersion, c.date, passRate(c)])).toEqual([
      ['clean', '2.0.0', clean.suite.version, '2026-11-20T10:00:00.000Z', '6/6 (100%)'],
      // 6 MUST requirements; META-NULL-REMOVES is not applicable; ERR-BODY-401 not exercised counts as not passed.
      ['broken', undefined, broken.suite.version, '2026-11-20T10:00:00.000Z', '3/5 (60%)'],
    ]);
    expect(model.mismatches).toEqual([]);
  });

  it('flags reports of two suite versions instead of merging them quietly', () => {
    const newer = { ...clean, suite: { ...clean.suite, version: '9.9.9' } };
    const mixed = buildMatrix([input('old', clean), input('new', newer)]);
    expect(mixed.mismatches).toEqual([
      `different suite versions (${clean.suite.version}: old; 9.9.9: new): a requirement may be checked differently in each`,
    ]);
  });

  it('flags different catalogues and shows a requirement missing from a report as absent', () => {
    const smaller = { ...clean, requirements: clean.requirements.filter((r) => r.id !== 'SF-LIST-SHAPE') };
    const mixed = buildMatrix([input('a', clean), input('b', smaller)]);
    expect(mixed.mismatches).toEqual([
      'different requirement catalogues (catalogue A (7 requirements): a; catalogue B (6 requirements): b): a requirement missing from a report shows as "absent"',
    ]);
    expect(
      mixed.groups
        .flatMap((g) => g.rows)
        .find((r) => r.id === 'SF-LIST-SHAPE')!
        .cells.map((c) => c.status),
    ).toEqual(['pass', 'absent']);
  });

  it('flags a requirement the reports classify differently', () => {
    const relevelled = {
      ...clean,
      requirements: clean.requirements.map((r) => (r.id === 'TLS-HTTPS-ONLY' ? { ...r, level: 'SHOULD' as const } : r)),
    };
    const row = buildMatrix([input('a', clean), input('b', relevelled)])
      .groups.flatMap((g) => g.rows)
      .find((r) => r.id === 'TLS-HTTPS-ONLY')!;
    expect(row.differs).toBe('the reports give it different clauses or levels (5.3 MUST; 5.3 SHOULD)');
  });

  it('flags partial and incomplete runs on their column', () => {
    const partial = passingReport({ only: ['5'], catalogue: fixtureCatalogue.filter((r) => r.clause.startsWith('5')) });
    const cut = passingReport({ incomplete: 'the run deadline of 1000 ms (RUN_DEADLINE_MS) passed' });
    const mixed = buildMatrix([input('p', partial), input('c', cut)]);
    expect(mixed.columns.map((c) => c.flags)).toEqual([
      ['partial run (--only 5)'],
      ['incomplete: the run deadline of 1000 ms (RUN_DEADLINE_MS) passed'],
    ]);
    expect(mixed.mismatches).toEqual(['partial runs (p): they checked only some requirements']);
  });

  it('reads a run cut short without a MUST failure as NOT DETERMINED, and a MUST failure as not conforming even then', () => {
    const cut = passingReport({ incomplete: 'deadline' });
    const cutFailing = fixtureReport({ incomplete: 'deadline' });
    expect(
      buildMatrix([
        input('a', passingReport()),
        input('b', cut),
        input('c', cutFailing),
        input('d', fixtureReport()),
      ]).columns.map((c) => c.status),
    ).toEqual(['CONFORMS', 'NOT DETERMINED', 'DOES NOT CONFORM', 'DOES NOT CONFORM']);
  });

  it('tells two columns of one name apart', () => {
    expect(buildMatrix([input('eu', clean), input('eu', broken)]).columns.map((c) => c.name)).toEqual(['eu', 'eu #2']);
  });
});

describe('renderMatrixMarkdown', () => {
  it('renders the column table and one table per group, failures bold and linked', () => {
    const md = renderMatrixMarkdown(
      buildMatrix([input('clean', passingReport(), { productVersion: '2.0.0' }), input('broken', fixtureReport())]),
    );
    expect(md).toContain('| clean | 2.0.0 | ');
    expect(md).toContain('| CONFORMS | 6/6 (100%) |');
    expect(md).toContain(
      '## Where implementations disagree\n\n| Requirement | Clause | Level | clean | broken |\n|---|---|---|---|---|\n| AUTH-MISSING-401 | 5.4 | MUST | [pass](clean/report.html#req-AUTH-MISSING-401) | [**FAIL**](broken/report.html#req-AUTH-MISSING-401) |',
    );
    expect(md.indexOf('## Where implementations disagree')).toBeLessThan(md.indexOf('## Spec 2'));
  });

  it('keeps a hostile implementation name inside its cell', () => {
    const md = renderMatrixMarkdown(
      buildMatrix([input('a|b<script>\nx', passingReport(), { reportHref: 'we ird/report.html' })]),
    );
    expect(md).toContain('| a\\|b&lt;script&gt; x |');
    expect(md).toContain('(we%20ird/report.html#req-');
    expect(md).not.toContain('<script>');
  });

  it('shows the mismatch warning above the tables', () => {
    const clean = passingReport();
    const md = renderMatrixMarkdown(
      buildMatrix([input('old', clean), input('new', { ...clean, suite: { ...clean.suite, version: '9.9.9' } })]),
    );
    expect(md.split('\n')[2]).toMatch(/^> \*\*Warning: different suite versions \(/);
  });
});
