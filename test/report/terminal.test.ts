// The terminal: grouped summary, colour only on a TTY and never with NO_COLOR, a progress line that fits.

import { describe, expect, it } from 'vitest';
import { applyExpectations } from '../../src/report/expectations.js';
import {
  colourEnabled,
  LogProgress,
  PLAIN,
  renderProgress,
  renderStartLine,
  renderStillRunning,
  renderSummary,
  styleFor,
  type Progress,
} from '../../src/report/terminal.js';
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
    expect(
      renderProgress(
        { done: 1, total: 2, requests: 3, id: 'AUTH-MISSING-401', clause: '5.4', verdict: 'fail' },
        style,
        80,
      ),
    ).not.toContain(ESC);
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
    // A failure that was re-run says whether it repeated (flaky or deterministic).
    expect(text).toContain(
      'FAIL AUTH-MISSING-401 (5.4, MUST) (failed on both attempts): 1 of 2 unauthenticated requests did not fail with 401',
    );
    expect(text).toContain('Passed only on retry (1):\n    TLS-HTTPS-ONLY: first attempt: connection reset');
    expect(text).toContain('ERR-BODY-401: no request answered 401');
    expect(text).toContain('DOES NOT CONFORM: 1 MUST requirement(s) failed');
    expect(text).toContain('full report: /r/report.html');
    expect(text).not.toContain(API_KEY);
  });

  it('shows known failures, entries to prune and a partial run', () => {
    const report = applyExpectations(fixtureReport({ only: ['5', '4'] }), {
      source: 'known.json',
      entries: {
        'AUTH-MISSING-401': { reason: 'fix scheduled', link: 'https://issues.example/7' },
        'SF-LIST-SHAPE': { reason: 'old' },
      },
    });
    const text = renderSummary(report, [], PLAIN);
    expect(text).toContain('PARTIAL RUN: only 5, 4');
    expect(text).toContain('AUTH-MISSING-401 (5.4, MUST): fix scheduled https://issues.example/7');
    expect(text).toContain('Expected to fail but passed: prune these from known.json (1):\n    SF-LIST-SHAPE');
    expect(text).toContain(
      'CONFORMS: every MUST requirement that ran passed (1 known failure(s) excepted) (partial run)',
    );
  });
});

describe('renderProgress', () => {
  it('names the section, the count and the requests so far', () => {
    expect(
      renderProgress(
        { done: 7, total: 10, requests: 123, id: 'AUTH-MISSING-401', clause: '5.4', verdict: 'fail' },
        PLAIN,
        120,
      ),
    ).toBe('  [7/10] spec 5 · 123 requests · AUTH-MISSING-401 FAIL');
  });

  it('assumes 80 columns when the terminal reports none', () => {
    expect(
      renderProgress(
        { done: 7, total: 10, requests: 123, id: 'AUTH-MISSING-401', clause: '5.4', verdict: 'fail' },
        PLAIN,
        0,
      ),
    ).toBe('  [7/10] spec 5 · 123 requests · AUTH-MISSING-401 FAIL');
  });

  it('never wraps a narrow terminal', () => {
    const line = renderProgress(
      { done: 7, total: 10, requests: 123, id: 'AUTH-MISSING-401', clause: '5.4', verdict: 'pass' },
      styleFor({ isTTY: true }, {}),
      30,
    );
    expect(line.length).toBeLessThanOrEqual(29);
    expect(line).not.toContain(ESC);
  });
});

describe('progress in a log (CI, a pipe)', () => {
  const clauses = new Map([
    ['A-1', '2.1'],
    ['A-2', '2.1.5'],
    ['B-1', '5.4'],
  ]);

  it('prints a plain line per failure as it happens, per spec section when its last requirement settles, and every tenth', () => {
    const log = new LogProgress(clauses);
    const at = (id: string, clause: string, verdict: Progress['verdict'], done: number) =>
      log.lines({ id, clause, verdict, done, total: 3, requests: done * 10 }, done * 1000);
    expect(at('A-1', '2.1', 'pass', 1)).toEqual(['  progress: 1/3 done, 10 requests, 1 s']);
    expect(at('B-1', '5.4', 'fail', 2)).toEqual([
      '  FAIL B-1 (spec 5.4) [2/3 done, 20 requests, 2 s]',
      '  spec 5 done: 0 pass, 1 fail, 0 not exercised or not applicable [2/3 done, 20 requests, 2 s]',
    ]);
    expect(at('A-2', '2.1.5', 'not-exercised', 3)).toEqual([
      '  spec 2 done: 1 pass, 0 fail, 1 not exercised or not applicable [3/3 done, 30 requests, 3 s]',
    ]);
  });

  it('never writes an escape sequence, and without section sizes says how far it got every tenth', () => {
    const log = new LogProgress();
    const lines = Array.from({ length: 20 }, (_, i) =>
      log.lines({ id: `X-${i}`, clause: '4.4', verdict: 'pass', done: i + 1, total: 20, requests: i }, 0),
    ).flat();
    expect(lines).toHaveLength(10);
    expect(lines.at(-1)).toBe('  progress: 20/20 done, 19 requests, 0 s');
    expect(lines.join('')).not.toMatch(/\u001b/);
  });

  it('says how far the run got after a long silence', () => {
    expect(renderStillRunning({ done: 0, total: 0, requests: 3 }, 31_000)).toBe(
      '  still running: no requirement finished yet, 3 requests, 31 s',
    );
    expect(renderStillRunning({ done: 40, total: 74, requests: 300 }, 95_000)).toBe(
      '  still running: 40/74 done, 300 requests, 95 s',
    );
  });

  it('starts with the target line', () => {
    expect(
      renderStartLine({
        version: '0.1.0',
        ordersUrl: 'https://o.example/v1.0',
        scanFormsUrl: 'https://s.example/v2',
        deadlineMs: 300_000,
        seed: 7,
      }),
    ).toBe('osf-conformance 0.1.0: checking https://o.example/v1.0 and https://s.example/v2; seed 7, deadline 300 s');
    expect(renderStartLine({ version: '0.1.0', deadlineMs: 60_000, seed: 7 })).toMatch(
      /checking the embedded reference server/,
    );
  });
});
