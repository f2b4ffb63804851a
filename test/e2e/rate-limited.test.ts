// A target that rate-limits at 20 requests a second (spec 8 leaves limits open), through the packed package's command:
// the suite slows itself on 429 (Retry-After honoured, the rate learned, probed up again) and reaches full
// coverage, only slower; nothing is left "not exercised" for the run's sake and the verdict is CONFORMS.

import { describe, expect, it } from 'vitest';
import { startReferenceServer } from '../../src/reference/server.js';
import { expectNothingLeftBehind, startProxy, type Upstream } from '../hostile/servers.js';
import { runCli, runFromPackedPackage } from './run-cli.js';

runFromPackedPackage();

const cleanups: Array<() => unknown> = [];
expectNothingLeftBehind(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** A token bucket of `rps` tokens refilled `rps` a second: a request without a token gets 429, Retry-After 1. */
function tokenBucket(rps: number): { take(): boolean; refused: number } {
  let tokens = rps;
  let last = Date.now();
  const bucket = {
    refused: 0,
    take(): boolean {
      const now = Date.now();
      tokens = Math.min(rps, tokens + ((now - last) / 1000) * rps);
      last = now;
      if (tokens >= 1) {
        tokens -= 1;
        return true;
      }
      bucket.refused++;
      return false;
    },
  };
  return bucket;
}

const TOO_MANY: Upstream = {
  status: 429,
  headers: { 'content-type': 'application/json', 'retry-after': '1' },
  body: '{"statusCode":429,"error":"Too Many Requests","message":"at most 20 requests a second"}',
};

describe('a target limited to 20 requests a second', () => {
  it('is exercised in full, only slower: CONFORMS, exit 0, nothing left for the run', async () => {
    const reference = await startReferenceServer({});
    cleanups.push(() => reference.close());
    const bucket = tokenBucket(20);
    const proxy = await startProxy(
      reference,
      (_req, upstream) => (bucket.take() ? upstream() : Promise.resolve(TOO_MANY)),
      {
        // The run takes minutes at 10 requests a second: the proxy outlives it.
        lifetimeMs: 400_000,
        // Spec 5.3: plain HTTP on the same port must fail; the suite checks that it does.
        plainHttp: (_req, res) => {
          res.writeHead(400, { 'content-type': 'text/plain' });
          res.end('this port speaks HTTPS');
        },
      },
    );
    cleanups.push(() => proxy.close());
    const [a, b] = reference.accounts;
    const result = await runCli(
      ['run'],
      {
        ORDERS_BASE_URL: proxy.url,
        CA_FILE: proxy.caFile,
        API_KEY: a.apiKey,
        SECOND_API_KEY: b.apiKey,
        ENABLED_METADATA_KEYS: a.enabledMetadataKeys.join(','),
        SECOND_ENABLED_METADATA_KEYS: b.enabledMetadataKeys.join(','),
      },
      400_000,
    );
    cleanups.push(() => result.cleanup());
    expect(bucket.refused, 'the target never had to refuse: the test proves nothing').toBeGreaterThan(0);
    expect(result.report?.run.retries429).toBeGreaterThan(0);
    const limited = result.report?.requirements.filter((r) => /429/.test(r.reason ?? '')).map((r) => r.id);
    expect(limited).toEqual([]);
    expect(result.code, result.stdout.slice(-2000)).toBe(0);
    expect(result.report?.verdict).toBe('pass');
    expect(result.stdout).toMatch(/^CONFORMS: /m);
  }, 420_000);
});
