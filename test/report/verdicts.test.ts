// The three verdicts of a run (CONFORMS / DOES NOT CONFORM / NOT DETERMINED): which one a report gets, and that
// the console, report.html, summary.md, junit.xml, the fleet line and the matrix all say the same word.

import { describe, expect, it } from 'vitest';
import type { Outcome } from '../../src/engine/outcome.js';
import { classify, fleetExitCode } from '../../src/fleet/outcome.js';
import { renderHtml } from '../../src/report/html.js';
import { renderJunit } from '../../src/report/junit.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { buildMatrix } from '../../src/report/matrix.js';
import { notDeterminedReasons, VERDICT_WORD, type ConformanceReport } from '../../src/report/model.js';
import { reportSchemaErrors } from '../../src/report/schema.js';
import { upgradeReport } from '../../src/report/upgrade.js';
import { finalVerdict } from '../../src/report/verdict.js';
import { setupFailureReport } from '../../src/report/build.js';
import { resolveSelection } from '../../src/requirements/select.js';
import { fixtureCatalogue, fixtureOutcomes, fixtureReport, fixtureUntestable, passingReport } from './fixtures.js';

const LIMIT_429 =
  'the target answered 429 Too Many Requests beyond the retry bound (GET https://x/v2/scan_forms); lower MAX_RPS or raise MAX_RETRY_AFTER_MS';

/** A passing run in which the run itself (429s) left these requirements unexercised. */
function runLimited(ids: readonly string[], reason = LIMIT_429): ConformanceReport {
  const outcomes = new Map<string, Outcome>(passingReport().requirements.map((r) => [r.id, pass(r.id)]));
  for (const id of ids)
    outcomes.set(id, { ...pass(id), verdict: 'not-exercised', reason, limitedBy: 'run' } satisfies Outcome);
  return fixtureReport({ outcomes });
}

function pass(id: string): Outcome {
  return { id, verdict: 'pass', notes: [], exchanges: [], durationMs: 1, attempts: 1 };
}

const SETUP = 'the target rejected API_KEY: GET https://x/v2/scan_forms with API_KEY answered HTTP 401; check the key';

describe('the run verdict', () => {
  it.each([
    ['every MUST passed', passingReport(), 'pass', 0],
    ['a MUST failed', fixtureReport(), 'fail', 1],
    ['a MUST failed before the deadline cut the run', fixtureReport({ incomplete: 'deadline' }), 'fail', 1],
    ['the deadline cut a run without a failure', passingReport({ incomplete: 'deadline' }), 'not-determined', 2],
    [
      'the positive control stopped the run',
      fixtureReport({ outcomes: new Map(), setupProblem: SETUP }),
      'not-determined',
      2,
    ],
    ['429s left a MUST unexercised', runLimited(['SF-LIST-SHAPE']), 'not-determined', 2],
  ] as const)('%s: %s, exit %i', (_, report, verdict, exit) => {
    expect(report.verdict).toBe(verdict);
    expect(finalVerdict(report).exitCode).toBe(exit);
    expect(finalVerdict(report).headline.startsWith(`${VERDICT_WORD[verdict]}:`)).toBe(true);
    expect(reportSchemaErrors(JSON.parse(JSON.stringify(report)))).toEqual([]);
  });

  it('leaves a run CONFORMS when only the data (or a SHOULD the run limited) was not exercised', () => {
    // ERR-BODY-401 is not exercised for lack of data in the fixture: a neutral note, not a doubt about the run.
    expect(fixtureOutcomes.get('ERR-BODY-401')?.verdict).toBe('not-exercised');
    expect(runLimited(['ERR-BODY-STATUS-TEXT']).verdict).toBe('pass');
  });

  it('groups the requirements the run left unexercised by reason, said once', () => {
    const report = runLimited(['AUTH-VALID-KEY-ACCEPTED', 'TLS-HTTPS-ONLY', 'SF-LIST-SHAPE']);
    const reasons = notDeterminedReasons(report);
    expect(reasons).toEqual([
      `3 MUST requirements not exercised (${LIMIT_429}): SF-LIST-SHAPE, AUTH-VALID-KEY-ACCEPTED, TLS-HTTPS-ONLY`,
    ]);
    expect(finalVerdict(report).reasons).toEqual(reasons);
  });

  it('says a setup problem and its fix first, with nothing else', () => {
    const report = fixtureReport({ outcomes: new Map(), setupProblem: SETUP });
    expect(notDeterminedReasons(report)).toEqual([`Setup problem, nothing was checked: ${SETUP}`]);
    expect(report.requirements.every((r) => r.reason?.startsWith('not checked: a setup problem') === true)).toBe(true);
  });
});

describe('one word everywhere', () => {
  const reports = [passingReport(), fixtureReport(), passingReport({ incomplete: 'the run deadline passed' })];

  it.each(reports.map((r) => [r.verdict, r] as const))('%s reads the same in every output', (verdict, report) => {
    const word = VERDICT_WORD[verdict];
    const html = renderHtml(report);
    expect(html).toMatch(new RegExp(`<title>${word}: `));
    expect(html).toMatch(new RegExp(`<header class="banner ${verdict}"[^>]*><div class="inner"><h1>${word}</h1>`));
    expect(renderMarkdown(report).split('\n')[0]).toContain(` ${word}: osf-conformance`);
    expect(renderJunit(report)).toContain(`<property name="verdict" value="${word}"/>`);
    const outcome = classify('eu', report, undefined);
    expect(outcome.status).toBe(verdict);
    expect(buildMatrix([{ name: 'eu', report }]).columns[0]?.status).toBe(word);
  });

  it('gives a fleet the exit code of its worst target, as a single run would', () => {
    const outcomes = reports.map((r) => classify('t', r, undefined));
    expect(fleetExitCode(outcomes.slice(0, 1))).toBe(0);
    expect(fleetExitCode(outcomes.slice(0, 2))).toBe(1);
    expect(fleetExitCode(outcomes)).toBe(2);
  });
});

describe('a setup problem in every output', () => {
  const report = fixtureReport({ outcomes: new Map(), setupProblem: SETUP });

  it('is one <error> in junit.xml, not a skip per requirement', () => {
    const junit = renderJunit(report);
    expect(junit).toMatch(/<testsuite name="osf-conformance" tests="1" failures="0" errors="1" skipped="0" /);
    expect(junit).toContain('<testcase classname="setup" name="setup"');
    expect(junit).toContain('<error type="setup" message="NOT DETERMINED: the target rejected API_KEY');
    expect(junit).not.toContain('<skipped');
  });

  it('leads report.html and summary.md with NOT DETERMINED and the fix, without the wall of ids', () => {
    const html = renderHtml(report);
    const banner = /<header[^]*?<\/header>/.exec(html)?.[0] ?? '';
    expect(banner).toContain('<h1>NOT DETERMINED</h1>');
    expect(banner).toContain('Setup problem, nothing was checked: the target rejected API_KEY');
    expect(banner).not.toContain('AUTH-MISSING-401');
    const md = renderMarkdown(report);
    expect(md.split('\n').slice(0, 4)).toEqual([
      '## ⚠️ NOT DETERMINED: osf-conformance 0.1.0',
      '',
      '> [!CAUTION]',
      expect.stringContaining('> **Setup problem, nothing was checked: the target rejected API\\_KEY'),
    ]);
    expect(md).not.toContain('AUTH-MISSING-401');
  });
});

describe('a format-2 report read today', () => {
  it('reads a cut-short run without a MUST failure, and a stopped one, as not determined', () => {
    const two = (report: ConformanceReport, verdict: string, incomplete: string) => {
      const json = JSON.parse(JSON.stringify(report)) as Record<string, unknown> & { run: Record<string, unknown> };
      delete json.run.setupProblem;
      return { ...json, formatVersion: 2, verdict, run: { ...json.run, incomplete } };
    };
    const cut = upgradeReport(two(passingReport({ incomplete: 'x' }), 'fail', 'the run deadline passed'));
    expect(cut.value).toMatchObject({ formatVersion: 4, verdict: 'not-determined' });
    expect(cut.note).toMatch(/format 2 .* reads as not determined/);
    const stopped = upgradeReport(
      two(fixtureReport({ outcomes: new Map() }), 'fail', `the positive control failed, nothing was checked: ${SETUP}`),
    );
    expect(stopped.value).toMatchObject({ verdict: 'not-determined', run: { setupProblem: SETUP } });
    expect(reportSchemaErrors(stopped.value)).toEqual([]);
    const failing = upgradeReport(two(fixtureReport({ incomplete: 'x' }), 'fail', 'deadline'));
    expect(failing.value).toMatchObject({ verdict: 'fail' });
  });
});

describe('a configuration error before the run started', () => {
  const report = setupFailureReport({
    selection: resolveSelection(fixtureCatalogue, undefined),
    untestable: fixtureUntestable,
    target: { ...fixtureReport().target, ordersBaseUrl: '', scanFormsBaseUrl: '' },
    seed: 7,
    numRuns: 12,
    at: new Date('2026-11-28T10:00:00.000Z'),
    setupProblem: 'CA_FILE /tmp/none.pem cannot be read (ENOENT); point it at a PEM bundle',
  });

  it('is NOT DETERMINED with every requirement not checked, a valid report whose target is not known', () => {
    expect(report.verdict).toBe('not-determined');
    expect(report.counts.notExercised).toBe(report.counts.total);
    expect(report.requirements.every((r) => r.limitedBy === 'run' && r.attempts === 0)).toBe(true);
    expect(reportSchemaErrors(JSON.parse(JSON.stringify(report)))).toEqual([]);
  });

  it('says the cause as a setup problem in every report and on the console', () => {
    expect(renderJunit(report)).toContain('<error type="setup" message="NOT DETERMINED: CA_FILE /tmp/none.pem');
    expect(renderMarkdown(report)).toMatch(/NOT DETERMINED[^]*Setup problem, nothing was checked: CA\\_FILE/);
    expect(finalVerdict(report).headline).toBe('NOT DETERMINED: a setup problem stopped the run before any check');
  });
});
