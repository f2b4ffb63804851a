// A target that stopped accepting connections mid-run (a deploy, a restart): the failures it caused are named as one
// event on the console, in summary.md and in the HTML banner, and the verdict stands. Fixture reports, no server.

import { describe, expect, it } from 'vitest';
import type { Outcome } from '../../src/engine/outcome.js';
import { renderHtml } from '../../src/report/html.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { targetLostLines } from '../../src/report/target-lost.js';
import { PLAIN, renderSummary } from '../../src/report/terminal.js';
import { exchange, fixtureCatalogue, fixtureReport } from './fixtures.js';

const REFUSED = 'no usable answer: connection refused by staging.example.com:443: nothing listens there';

const answered = (id: string): Outcome => ({
  id,
  verdict: 'pass',
  notes: [],
  exchanges: [exchange('GET', '/v1.0/orders', 200, '{"orders":[]}')],
  durationMs: 3,
  attempts: 1,
});

/** A failure whose only exchange got no answer: the connection was refused. */
const refused = (id: string, reason = REFUSED): Outcome => ({
  id,
  verdict: 'fail',
  reason,
  finding: { summary: reason, exchanges: [0] },
  notes: [],
  exchanges: [
    {
      request: { method: 'GET', url: 'https://staging.example.com/v2/scan_forms', headers: {} },
      error: 'connection refused by staging.example.com:443: nothing listens there',
      durationMs: 1,
    },
  ],
  decisiveExchange: 0,
  durationMs: 1,
  attempts: 2,
});

/** The first requirements answered, the last `lost` refused, as when the target went away partway. */
function reportLosing(lost: number, reason?: string) {
  const ids = fixtureCatalogue.map((r) => r.id);
  const outcomes = new Map<string, Outcome>(
    ids.map((id, i) => [id, i >= ids.length - lost ? refused(id, reason) : answered(id)]),
  );
  return fixtureReport({ outcomes });
}

describe('a target lost during the run', () => {
  it('names the failures its refused connections decided, as one event', () => {
    const [first, second] = targetLostLines(reportLosing(3));
    expect(first).toBe(
      'Target lost: 3 failures got no answer at all, their connections refused (nothing listened any more), while 4 requirements got answers: the target likely stopped or restarted during the run.',
    );
    expect(second).toBe(
      'Run again against a steady target before reading these as findings: META-NULL-REMOVES, SF-LIST-SHAPE, ERR-BODY-STATUS-TEXT.',
    );
  });

  it('counts a failure of a part by its headline, and one decided by a refused exchange under another headline', () => {
    expect(targetLostLines(reportLosing(2, `listing: ${REFUSED}`))).toHaveLength(2);
    expect(targetLostLines(reportLosing(2, 'GET /orders was not accepted'))).toHaveLength(2);
  });

  it('is said on the console, in summary.md and in the HTML banner, and the verdict stands', () => {
    const report = reportLosing(3);
    expect(report.verdict).toBe('fail');
    expect(renderSummary(report, [], PLAIN)).toContain('  Target lost: 3 failures got no answer at all');
    expect(renderMarkdown(report)).toContain('> [!CAUTION]\n> **Target lost: 3 failures got no answer at all');
    expect(renderHtml(report)).toMatch(
      /<header[^]*<div class="more" id="target-lost"><strong>Target lost: 3 failures[^]*<\/header>/,
    );
  });

  it('says nothing for one refused failure, or when the target never answered at all', () => {
    expect(targetLostLines(reportLosing(1))).toEqual([]);
    expect(targetLostLines(reportLosing(fixtureCatalogue.length))).toEqual([]);
    expect(renderSummary(reportLosing(1), [], PLAIN)).not.toContain('Target lost');
  });
});
