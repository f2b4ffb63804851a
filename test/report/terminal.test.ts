// The terminal: grouped summary, colour only on a TTY and never with NO_COLOR, a progress line that fits.

import { describe, expect, it } from 'vitest';
import { applyExpectations } from '../../src/report/expectations.js';
import { colourEnabled, PLAIN, renderProgress, renderSummary, styleFor } from '../../src/report/terminal.js';
import { API_KEY, fixtureReport } from './fixtures.js';

const ESC = '\u001b[';

describe('colour', () => {
  it('is on for a TTY only, and off whenever NO_COLOR is set to anything', () => {
    expect(colourEnabled({ isTTY: true }, {})).toBe(true);
    expect(colourEnabled({ isTTY: false }, {})).toBe(false);
    expect(colourEnabled({}, {})).toBe(false);
    expect(colourEnabled({ isTTY: true }, { NO_COLOR: '1' })).toBe(false);
    expect(colourEnabled({ isTTY: true }, { NO_COLOR: 'false' })).toBe(false);
    expect(colourEnabled({ isTTY: true }, { NO_COLOR: '' })).toBe(true);
    expect(colourEnabled({ isTTY: true }, { TERM: 'dumb' })).toBe(false);
  });

  it('leaves no escape sequence in the summary or progress when NO_COLOR is set on a TTY', () => {
    const style = styleFor({ isTTY: true }, { NO_COLOR: '1' });
    expect(renderSummary(fixtureReport(), ['/r/report.html'], style)).not.toContain(ESC);
    expect(renderProgress({ done: 1, total: 2, requests: 3, id: 'AUTH-MISSING-401', clause: '5.4', verdict: 'fail' }, style, 80)).not.toContain(ESC);
  });

  it('colours a TTY without NO_COLOR', () => {
    expect(renderSummary(fixtureReport(), [], styleFor({ isTTY: true }, {}))).toContain(`${ESC}31m`);
  });
});

describe('renderSummary', () => {
  it('groups by spec section with MUST/SHOULD counts, lists failures, not-exercised and where the report is', () => {
    const text = renderSummary(fixtureReport(), ['/r/conformance.json', '/r/report.html'], PLAIN);
    expect(text).toMatch(/^ {2}spec 5 +2 +1 +0 +0 +0 +0 +0$/m);
    expect(text).toMatch(/^ {2}spec 7 +0 +0 +0 +1 +0 +1 +0$/m);
    expect(text).toMatch(/^ {2}total +3 +1 +0 +1 +0 +1 +1$/m);
    // A failure that was re-run says whether it repeated (issue 6: flaky or deterministic).
    expect(text).toContain('FAIL AUTH-MISSING-401 (5.4, MUST) (failed on both attempts): 1 of 2 unauthenticated requests did not fail with 401');
    expect(text).toContain('Passed only on retry (1):\n    TLS-HTTPS-ONLY: first attempt: connection reset');
    expect(text).toContain('ERR-BODY-401: no request answered 401');
    expect(text).toContain('DOES NOT CONFORM: 1 MUST requirement(s) failed');
    expect(text).toContain('full report: /r/report.html');
    expect(text).not.toContain(API_KEY);
  });

  it('shows known failures, entries to prune and a partial run', () => {
    const report = applyExpectations(fixtureReport({ only: ['5', '4'] }), {
      source: 'known.json',
      entries: { 'AUTH-MISSING-401': { reason: 'fix scheduled', link: 'https://issues.example/7' }, 'SF-LIST-SHAPE': { reason: 'old' } },
    });
    const text = renderSummary(report, [], PLAIN);
    expect(text).toContain('PARTIAL RUN: only 5, 4');
    expect(text).toContain('AUTH-MISSING-401 (5.4, MUST): fix scheduled https://issues.example/7');
    expect(text).toContain('Expected to fail but passed: prune these from known.json (1):\n    SF-LIST-SHAPE');
    expect(text).toContain('CONFORMS: every MUST requirement that ran passed (1 known failure(s) excepted) (partial run)');
  });
});

describe('renderProgress', () => {
  it('names the section, the count and the requests so far', () => {
    expect(renderProgress({ done: 7, total: 10, requests: 123, id: 'AUTH-MISSING-401', clause: '5.4', verdict: 'fail' }, PLAIN, 120)).toBe('  [7/10] spec 5 · 123 requests · AUTH-MISSING-401 FAIL');
  });

  it('assumes 80 columns when the terminal reports none', () => {
    expect(renderProgress({ done: 7, total: 10, requests: 123, id: 'AUTH-MISSING-401', clause: '5.4', verdict: 'fail' }, PLAIN, 0)).toBe('  [7/10] spec 5 · 123 requests · AUTH-MISSING-401 FAIL');
  });

  it('never wraps a narrow terminal', () => {
    const line = renderProgress({ done: 7, total: 10, requests: 123, id: 'AUTH-MISSING-401', clause: '5.4', verdict: 'pass' }, styleFor({ isTTY: true }, {}), 30);
    expect(line.length).toBeLessThanOrEqual(29);
    expect(line).not.toContain(ESC);
  });
});
