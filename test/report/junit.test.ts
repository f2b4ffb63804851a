// junit.xml: well-formed even with hostile bodies, one test case per requirement with the spec section as
// classname, failures with a curl command, known failures as skips that say so, partial runs marked.

import { describe, expect, it } from 'vitest';
import { applyExpectations } from '../../src/report/expectations.js';
import { renderJunit } from '../../src/report/junit.js';
import { API_KEY, fixtureReport, fixtureTarget } from './fixtures.js';
import { findAll, parseXml } from './xml.js';

describe('renderJunit', () => {
  const report = fixtureReport();
  const tree = parseXml(renderJunit(report));
  const cases = findAll(tree, 'testcase');

  it('is well-formed and has one test case per requirement, classname = spec section', () => {
    expect(tree.name).toBe('testsuites');
    expect(cases.map((c) => c.attrs.name)).toEqual(report.requirements.map((r) => r.id));
    expect(cases.map((c) => c.attrs.classname)).toEqual(
      report.requirements.map((r) => `spec ${r.clause.split('.')[0]}`),
    );
  });

  it('counts failures and skips the way the test cases show them', () => {
    const suite = findAll(tree, 'testsuite')[0]!;
    expect(suite.attrs.tests).toBe(String(report.counts.total));
    expect(suite.attrs.failures).toBe(String(findAll(tree, 'failure').length));
    expect(suite.attrs.skipped).toBe(String(findAll(tree, 'skipped').length));
  });

  it('keeps the hostile body as text and reproduces the failure with $API_KEY, never the key', () => {
    const text = renderJunit(report);
    const failure = cases.find((c) => c.attrs.name === 'AUTH-MISSING-401')!.children.find((c) => c.name === 'failure')!;
    // A request sent without a key needs nothing exported; the text says what the script reads, no more.
    expect(failure.text).toContain('Reproduce the decisive exchange:\ncurl ');
    expect(failure.text).toContain(
      'Re-run this requirement with the same seed:\nnpx osf-conformance run --report-dir reports-rerun --only AUTH-MISSING-401 --seed 1234',
    );
    expect(text).not.toContain(API_KEY);
    expect(text).not.toContain('<script>');
  });

  it('drops characters XML cannot carry instead of writing an unreadable file', () => {
    const hostile = {
      ...report,
      requirements: report.requirements.map((r) => ({ ...r, reason: 'a\u0000b\u001bc\uffff & <d>' })),
    };
    expect(() => parseXml(renderJunit(hostile))).not.toThrow();
  });

  it('shows a known failure as a skip, a stale entry as a pass with a prune note, and a partial run', () => {
    const applied = applyExpectations(fixtureReport({ only: ['5', '4.4'] }), {
      source: 'known.json',
      entries: {
        'AUTH-MISSING-401': { reason: 'fix scheduled', link: 'https://issues.example/7' },
        'SF-LIST-SHAPE': { reason: 'was broken' },
      },
    });
    const t = parseXml(renderJunit(applied));
    const byId = (id: string) => findAll(t, 'testcase').find((c) => c.attrs.name?.startsWith(id))!;
    expect(byId('AUTH-MISSING-401').children.find((c) => c.name === 'skipped')?.attrs.message).toBe(
      'known failure: fix scheduled (https://issues.example/7)',
    );
    expect(byId('SF-LIST-SHAPE').children.find((c) => c.name === 'system-out')?.text).toMatch(
      /^expected to fail but passed: prune it/,
    );
    expect(findAll(t, 'failure')).toHaveLength(0);
    expect(findAll(t, 'property').find((p) => p.attrs.name === 'partial')?.attrs.value).toMatch(
      /^partial run: only 5, 4\.4/,
    );
  });

  it('keeps its names stable across runs and targets: the id names a case, the target is a property', () => {
    const other = parseXml(
      renderJunit(
        fixtureReport({
          target: { ...fixtureTarget, ordersBaseUrl: 'https://other.example.net' },
          startedAt: new Date('2027-01-01T00:00:00Z'),
          only: ['5'],
        }),
      ),
    );
    const names = (t: typeof tree) => [
      findAll(t, 'testsuite')[0]!.attrs.name,
      ...findAll(t, 'testcase').map((c) => c.attrs.name),
    ];
    expect(names(other).slice(0, 1)).toEqual(names(tree).slice(0, 1));
    expect(findAll(tree, 'testsuite')[0]!.attrs.name).toBe('osf-conformance');
    expect(renderJunit(report)).not.toMatch(/testsuite name="[^"]*https?:/);
    expect(findAll(other, 'property').find((p) => p.attrs.name === 'target.ordersBaseUrl')?.attrs.value).toBe(
      'https://other.example.net',
    );
    const auth = cases.find((c) => c.attrs.name === 'AUTH-MISSING-401')!;
    expect(findAll(auth, 'property').map((p) => [p.attrs.name, p.attrs.value])).toEqual([
      ['rule', 'A request without an Authorization header fails with 401.'],
      ['clause', '5.4'],
      ['level', 'MUST'],
    ]);
  });
});

describe('the well-formedness checker itself', () => {
  it.each([
    ['<a><b></a></b>', /closes/],
    ['<a>x < y</a>', /malformed tag/],
    ['<a>AT&T</a>', /stray "&"/],
    ['<a x=1/>', /malformed tag/],
    ['<a/><b/>', /more than one root/],
    ['<a>', /unclosed/],
    ['<a>\u0001</a>', /control character/],
  ])('rejects %s', (text, message) => {
    expect(() => parseXml(text)).toThrow(message);
  });
});
