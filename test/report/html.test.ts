// report.html without a browser: escaping of hostile input, a self-contained document, and a policy that
// lets only its own script run. The browser test (html.browser.test.ts) checks behaviour.

import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyExpectations } from '../../src/report/expectations.js';
import { esc, renderHtml } from '../../src/report/html.js';
import { API_KEY, fixtureReport, HOSTILE_BODY } from './fixtures.js';

describe('renderHtml', () => {
  const html = renderHtml(fixtureReport());

  it('never lets report text become markup', () => {
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(esc(HOSTILE_BODY));
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html).not.toContain(API_KEY);
  });

  it('loads nothing from outside the file', () => {
    expect(html).not.toMatch(/<(link|img|iframe|object|embed)\b/);
    // In-page links (#req-…) load nothing; anything else must be an expectations file's issue link.
    expect(html).not.toMatch(/\s(src|href)="(?!https?:\/\/issues\.|#req-)/);
    expect(html).not.toMatch(/@import|url\(/);
  });

  it('allows exactly its own inline script and style by hash', () => {
    const script = /<script>([\s\S]*)<\/script>/.exec(html)![1]!;
    const style = /<style>([\s\S]*)<\/style>/.exec(html)![1]!;
    const hash = (t: string) => createHash('sha256').update(t).digest('base64');
    expect(html).toContain(`script-src 'sha256-${hash(script)}'`);
    expect(html).toContain(`style-src 'sha256-${hash(style)}'`);
    expect(html).toContain("default-src 'none'");
  });

  it('has one row per requirement, grouped by spec section', () => {
    expect(html.match(/<details class="req"/g)).toHaveLength(7);
    expect([...html.matchAll(/<section class="area" data-section="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '2',
      '4',
      '5',
      '7',
    ]);
  });

  it('marks partial runs, known failures and entries to prune', () => {
    const page = renderHtml(
      applyExpectations(fixtureReport({ only: ['5', '4'] }), {
        source: 'known.json',
        entries: {
          'AUTH-MISSING-401': { reason: 'fix scheduled', link: 'https://issues.example/7' },
          'SF-LIST-SHAPE': { reason: 'old' },
        },
      }),
    );
    expect(page).toContain('id="partial"><strong>Partial run.</strong> only 5, 4');
    expect(page).toContain('<span class="badge known-failure">known failure</span>');
    expect(page).toContain('Expected to fail but passed: prune it from the expectations file.');
    expect(page).toContain('<a href="https://issues.example/7" rel="noopener noreferrer">');
  });

  it('shows a non-http link as text, never as an anchor', () => {
    const report = fixtureReport();
    const tampered = {
      ...report,
      requirements: report.requirements.map((r) => ({
        ...r,
        expectedFailure: { reason: 'x', link: 'javascript:alert(1)', status: 'known-failure' as const },
      })),
    };
    expect(renderHtml(tampered)).not.toContain('href="javascript:');
  });
});

describe('esc', () => {
  it('escapes markup and quotes, and makes control characters visible', () => {
    expect(esc(`<a href="x" onclick='y'>&</a>\u0000\u001b`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;\ufffd\ufffd',
    );
  });

  it('gives back any text once unescaped, with no markup character left and tab, LF and CR kept', () => {
    const unescape = (html: string) =>
      html.replace(
        /&(amp|lt|gt|quot|#39);/g,
        (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!,
      );
    const visible = (text: string) => text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '\ufffd');
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const html = esc(text);
        expect(html).not.toMatch(/[<>"']|&(?!(amp|lt|gt|quot|#39);)/);
        expect(unescape(html)).toBe(visible(text));
      }),
      { numRuns: 2_000 },
    );
  });
});
