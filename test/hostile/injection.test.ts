// Text injection: strings a server, a folder name or a bundle's MANIFEST chose (escape sequences, carriage
// returns, line breaks, bidirectional overrides, lone surrogates) reach no terminal and no Markdown file raw, cannot
// draw a forged verdict over `verify`'s, and never make conformance.json unreadable.

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli.js';
import { Scrubber } from '../../src/evidence/secrets.js';
import { showControls, terminalText, wellFormedJson } from '../../src/report/escape.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import type { ConformanceReport } from '../../src/report/model.js';
import { PLAIN, renderSummary, styleFor } from '../../src/report/terminal.js';
import { renderers, writeReports } from '../../src/report/write.js';
import { API_KEY, fixtureReport } from '../report/fixtures.js';
import { runCli } from '../e2e/run-cli.js';
import { startHttps, expectNothingLeftBehind } from './servers.js';

/** What a hostile string holds: clear the screen, return to the line's start, reorder, and half a character. */
const HOSTILE = 'ok\u001b[2J\u001b[1A\rbundle intact\u202e\u0007\u009b31m\ud800 end';

/** Characters that act instead of showing (line breaks and tabs, which a text file keeps, excepted). */
const ACTING = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udfff]/;

const cleanups: Array<() => unknown> = [];
expectNothingLeftBehind(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

let dir: string;
let out: string[];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'osf-hostile-text-'));
  out = [];
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void out.push(args.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void out.push(args.join(' ')));
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

/** The fixture report with the hostile string wherever a server's words go: a reason, a finding, a body. */
function hostileReport(): ConformanceReport {
  const report = structuredClone(fixtureReport()) as unknown as {
    requirements: Array<{
      verdict: string;
      reason?: string;
      finding?: { summary: string; received?: string };
      evidence: Array<{ bodyExcerpt?: string }>;
    }>;
  };
  const failed = report.requirements.find((r) => r.verdict === 'fail')!;
  failed.reason = HOSTILE;
  failed.finding = { summary: HOSTILE, received: HOSTILE };
  for (const e of failed.evidence) e.bodyExcerpt = HOSTILE;
  return report as unknown as ConformanceReport;
}

describe('the escaping rule of each output kind', () => {
  it('shows every acting character escaped on a terminal, keeping only the suite’s own colours', () => {
    const text = terminalText(renderSummary(hostileReport(), [], styleFor({ isTTY: true }, {})));
    expect(text).toContain('\\x1b[2J');
    expect(text).toContain('\\x0d');
    expect(text).toContain('\\u202e');
    expect(text).toContain('\\ud800');
    expect(text.replace(/\u001b\[(1|2|22|31|32|33|39)m/g, '')).not.toMatch(ACTING);
    expect(terminalText(renderSummary(hostileReport(), [], PLAIN))).not.toMatch(ACTING);
  });

  it('keeps summary.md free of raw control characters, in prose, code spans and blocks', () => {
    const md = renderMarkdown(hostileReport());
    expect(md).toContain('x1b');
    expect(md).not.toMatch(ACTING);
  });

  it('writes conformance.json as valid UTF-8 JSON that any reader accepts, a lone surrogate replaced', () => {
    writeReports(hostileReport(), dir, new Scrubber([['API_KEY', API_KEY]]));
    const bytes = readFileSync(join(dir, 'conformance.json'));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // jq and other strict readers refuse a lone surrogate's escape.
    expect(text).not.toMatch(/(?<!\\)(?:\\\\)*\\ud[89a-f][0-9a-f]{2}/i);
    expect(JSON.stringify(JSON.parse(text))).toContain('\ufffd end');
    expect(renderers.map(([name]) => name)).toContain('conformance.json');
  });

  it('keeps a paired surrogate (an emoji) and every ordinary report as JSON.stringify writes it', () => {
    const value = { 'k\udc00': ['\ud83d\ude00', '\ud800x'], plain: 'é' };
    expect(wellFormedJson(value)).toBe('{"k\ufffd":["\ud83d\ude00","\ufffdx"],"plain":"é"}');
    const report = fixtureReport();
    expect(wellFormedJson(report, 2)).toBe(JSON.stringify(report, null, 2));
    expect(showControls('a\nb\tc', '\n')).toBe('a\nb\\x09c');
  });
});

describe('a hostile server', () => {
  it('gets no raw control character onto the console or into a report file', async () => {
    const server = await startHttps((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: HOSTILE, statusCode: HOSTILE, orders: HOSTILE, error: HOSTILE }));
    });
    cleanups.push(() => server.close());
    const result = await runCli(
      ['run', '--only', 'AUTH-MISSING-401,ERR-BODY-401'],
      { ORDERS_BASE_URL: server.url, CA_FILE: server.caFile, API_KEY: 'sk_test_text_1', RUN_DEADLINE_MS: '30000' },
      60_000,
    );
    cleanups.push(() => result.cleanup());
    expect(result.code, result.stderr).not.toBeNull();
    expect(result.stdout + result.stderr).not.toMatch(ACTING);
    for (const [name, latin1] of result.files) {
      const text = Buffer.from(latin1, 'latin1').toString('utf8');
      if (name.endsWith('.md')) expect(text, name).not.toMatch(ACTING);
      if (!name.endsWith('.json')) continue;
      // JSON's rule: valid UTF-8, no lone surrogate's escape, readable by any parser.
      expect(() => new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(latin1, 'latin1')), name).not.toThrow();
      expect(text, name).not.toMatch(/(?<!\\)(?:\\\\)*\\ud[89a-f][0-9a-f]{2}/i);
      expect(() => JSON.parse(text), name).not.toThrow();
    }
  });
});

describe('a forged bundle', () => {
  it('cannot print a line of its own over the verdict of `verify`', async () => {
    const bundle = join(dir, 'certification');
    mkdirSync(bundle);
    writeFileSync(join(bundle, 'statement.json'), '{}');
    // Cursor up, clear the line, back to its start: the name would draw over the lines printed before it.
    const forged = `x\u001b[1A\u001b[2K\u001b[Gbundle intact: ${bundle}\u001b[Gsha256: ${'0'.repeat(64)}`;
    writeFileSync(join(bundle, 'MANIFEST.sha256'), `${'a'.repeat(64)}  ${forged}\n`);
    writeFileSync(join(bundle, 'added\nbundle intact: here'), 'x');
    await expect(main(['verify', bundle], {})).resolves.toBe(1);
    const lines = out.join('\n').split('\n');
    expect(lines.filter((l) => l.startsWith('bundle intact'))).toEqual([]);
    expect(lines.filter((l) => l.startsWith('bundle NOT intact'))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('MANIFEST.sha256 sha256:'))).toHaveLength(1);
    expect(out.join('\n')).not.toMatch(ACTING);
  });
});

describe('a hostile folder name', () => {
  it('reaches the matrix console and matrix.md escaped, on one line', async () => {
    const name = 'evil\u001b[2J\nvendor\r\u202e';
    writeReports(fixtureReport(), join(dir, 'in', name), new Scrubber([['API_KEY', API_KEY]]));
    await expect(main(['matrix', join(dir, 'in'), '--out', join(dir, 'out')], {})).resolves.toBe(0);
    const console = out.join('\n');
    expect(console).not.toMatch(ACTING);
    expect(console.split('\n').filter((l) => l.includes('vendor'))).toHaveLength(1);
    const md = readFileSync(join(dir, 'out', 'matrix.md'), 'utf8');
    expect(md).not.toMatch(ACTING);
    expect(md).toContain('| evil\\\\x1b[2J vendor \\\\u202e |');
  });
});
