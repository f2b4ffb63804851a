// Memory under hostile bodies: the real command line against a target that answers every request with a 200 and
// a body that never ends; the peak resident memory of the child (measured by the child itself) stays under 400 MB.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../e2e/run-cli.js';
import { expectNothingLeftBehind, startHttps } from './servers.js';

const probe = fileURLToPath(new URL('./max-rss-probe.mjs', import.meta.url));
const cleanups: Array<() => unknown> = [];
expectNothingLeftBehind(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

describe('a target whose every answer is an endless body', () => {
  it('keeps the peak resident memory of the run under 400 MB, and says which bodies were cut', async () => {
    const server = await startHttps(
      (req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        // A HEAD answer drops what is written, so write() would never push back: it has no body to stream.
        if (req.method === 'HEAD') return void res.end();
        // Listings stream order-like objects for ever, so they are read on to the listing cap; every other answer is
        // bytes that are not UTF-8, each decoded to a replacement character: the costliest text per byte read.
        const listing = req.method === 'GET';
        const chunk = listing
          ? Buffer.from('{"reference":"filler","metadata":{}},'.repeat(1700))
          : Buffer.alloc(64 * 1024, 0xff);
        const pump = () => {
          while (!res.destroyed && res.write(chunk));
          if (!res.destroyed) res.once('drain', pump);
        };
        res.write('{"orders":[');
        pump();
      },
      { lifetimeMs: 230_000 },
    );
    cleanups.push(() => server.close());
    const dir = mkdtempSync(join(tmpdir(), 'osfc-rss-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const rssFile = join(dir, 'max-rss');
    const result = await runCli(
      ['run'],
      {
        ORDERS_BASE_URL: server.url,
        API_KEY: 'sk_test_endless_body_01',
        CA_FILE: server.caFile,
        ENABLED_METADATA_KEYS: 'gift_note,channel,warehouse',
        REQUEST_TIMEOUT_MS: '5000',
        RUN_DEADLINE_MS: '150000',
        NODE_OPTIONS: `--import ${probe}`,
        OSFC_MAX_RSS_FILE: rssFile,
      },
      200_000,
    );
    cleanups.push(() => result.cleanup());
    expect(result.code, result.stderr).toBe(1);
    const peakMb = Number(readFileSync(rssFile, 'utf8')) / 1024;
    console.log(`peak RSS against the endless-body target: ${Math.round(peakMb)} MB`);
    expect(peakMb).toBeLessThan(400);
    const cut =
      result.report?.requirements.filter((r) =>
        r.notes.some((n) => /answered a body larger than the [\d.]+ [KM]iB read cap/.test(n)),
      ) ?? [];
    expect(cut.length).toBeGreaterThan(10);
  }, 240_000);
});
