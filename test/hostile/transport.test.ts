// The real command line against hostile servers: each run ends within its bound, exits 2 (the positive control
// failed: unreachable, stalled, reset, TLS, redirected, 5xx; or the run was cut short or timed out) or 1 (the
// target answered the control, then broke requirements), with one line or a report naming the cause. Never a hang:
// the child must exit on its own, which it only does with no socket, timer or worker left behind.

import { outcomeText } from '../support/outcome-text.js';
import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startReferenceServer, type RunningReference } from '../../src/reference/server.js';
import { runCli, type CliResult } from '../e2e/run-cli.js';
import { makeCertificate, startHttps, startProxy, startTcp, type Hostile, expectNothingLeftBehind } from './servers.js';

const KEY = 'sk_test_Hostile_Transport_77';
const FAST = { REQUEST_TIMEOUT_MS: '500', RUN_DEADLINE_MS: '20000' };

const cleanups: Array<() => unknown> = [];
expectNothingLeftBehind(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
  // Servers closed, sockets gone, child processes exited: nothing the test started is left behind.
});

function hold<T extends { close(): Promise<void> }>(thing: T): T {
  cleanups.push(() => thing.close());
  return thing;
}

async function run(server: Hostile, env: Record<string, string> = {}, key = KEY): Promise<CliResult> {
  const result = await runCli(
    ['run'],
    { ORDERS_BASE_URL: server.url, API_KEY: key, CA_FILE: server.caFile, ...FAST, ...env },
    60_000,
  );
  cleanups.push(() => result.cleanup());
  return result;
}

/** Exit 2 with one line on stderr naming the cause (after the target line a run starts with); the reports are written and say the control failed. */
function expectStopped(result: CliResult, cause: RegExp): void {
  expect(result.code, result.stderr).toBe(2);
  expect(result.stdout).toBe('');
  const lines = result.stderr
    .trimEnd()
    .split('\n')
    .filter((line) => !/^osf-conformance \S+: checking /.test(line));
  expect(lines, result.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(cause);
  expect(lines[0]).toContain(`(reports: ${result.reportDir})`);
  expect(result.report?.run.setupProblem).toBeDefined();
  expect(result.report?.verdict).toBe('not-determined');
  expect(result.files.has('junit.xml')).toBe(true);
}

describe('exit 2: the positive control fails, one line names the cause', () => {
  it('a server that accepts and never answers, not even TLS', async () => {
    const server = hold(await startTcp(() => undefined));
    const result = await run(server);
    expectStopped(
      result,
      new RegExp(
        `cannot reach the target \\(https://127\\.0\\.0\\.1:${server.port}/v2/scan_forms\\): connecting to 127\\.0\\.0\\.1:${server.port} timed out`,
      ),
    );
    expect(result.durationMs).toBeLessThan(30_000);
  });

  it('a server that takes the request and never answers', async () => {
    const server = hold(await startHttps(() => undefined));
    const result = await run(server);
    expectStopped(result, /accepted the request but sent no response headers in time/);
    expect(result.durationMs).toBeLessThan(30_000);
  });

  it('a server that sends headers then stalls the body', async () => {
    const server = hold(
      await startHttps((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"scan_forms":[');
      }),
    );
    const result = await run(server);
    expectStopped(result, /sent headers but stalled the body/);
    expect(result.durationMs).toBeLessThan(30_000);
  });

  it('a server that resets every connection', async () => {
    const server = hold(await startTcp((socket: Socket) => socket.resetAndDestroy()));
    expectStopped(await run(server), /closed or reset the connection before answering/);
  });

  it('a certificate for another host name', async () => {
    const server = hold(
      await startHttps((_req, res) => void res.end('{}'), {
        certificate: await makeCertificate({ names: 'elsewhere' }),
      }),
    );
    const result = await run(server);
    expectStopped(
      result,
      new RegExp(
        `the TLS certificate of 127\\.0\\.0\\.1:${server.port} does not name that host .*trusted: the system roots and CA_FILE \\(${escape(server.caFile)}\\).*no insecure mode`,
      ),
    );
    expect(server.seen).toHaveLength(0);
  });

  it('a self-signed certificate CA_FILE does not hold, even with NODE_TLS_REJECT_UNAUTHORIZED=0', async () => {
    const stranger = await makeCertificate();
    const server = hold(await startHttps((_req, res) => void res.end('{}'), { trust: stranger.cert }));
    const result = await run(server, { NODE_TLS_REJECT_UNAUTHORIZED: '0' });
    expectStopped(
      result,
      new RegExp(
        `the TLS certificate of 127\\.0\\.0\\.1:${server.port} is not trusted .*CA_FILE \\(${escape(server.caFile)}\\)`,
      ),
    );
    expect(server.seen).toHaveLength(0);
  });

  it('an expired certificate', async () => {
    const server = hold(
      await startHttps((_req, res) => void res.end('{}'), { certificate: await makeCertificate({ expired: true }) }),
    );
    expectStopped(
      await run(server),
      new RegExp(
        `the TLS certificate of 127\\.0\\.0\\.1:${server.port} has expired .*CA_FILE \\(${escape(server.caFile)}\\)`,
      ),
    );
  });

  it('a redirect (never followed; the Location is shown without the key)', async () => {
    const server = hold(
      await startHttps((req, res) => {
        res.writeHead(301, {
          location: `https://collector.example/v2/scan_forms?stolen=${encodeURIComponent(req.headers.authorization ?? '')}`,
        });
        res.end();
      }),
    );
    const result = await run(server);
    expectStopped(
      result,
      /answered HTTP 301 redirecting to https:\/\/collector\.example\/v2\/scan_forms\?stolen=Bearer%20\$API_KEY; the suite never follows redirects/,
    );
    // The positive control's two reads, each sent once: nothing retried, nothing followed.
    expect(server.seen.map((r) => `${r.method} ${r.url}`).sort()).toEqual(['GET /v1.0/orders', 'GET /v2/scan_forms']);
    expect(result.stderr).not.toContain(KEY);
  });

  it('a server answering 503 to everything', async () => {
    const server = hold(
      await startHttps((_req, res) => {
        res.writeHead(503, { 'content-type': 'text/html' });
        res.end('<h1>Service Unavailable</h1>');
      }),
    );
    expectStopped(
      await run(server),
      /answered HTTP 503: the target fails a valid authenticated request, so nothing else can be checked/,
    );
  });
});

describe('exit 1 or 2: the target answers the control, then breaks or stalls', () => {
  async function reference(): Promise<{
    ref: RunningReference;
    key: string;
    second: string;
    keys: string;
    secondKeys: string;
  }> {
    const ref = hold(await startReferenceServer({}));
    const [a, b] = ref.accounts;
    const secondKeys = b.enabledMetadataKeys.join(',');
    return { ref, key: a.apiKey, second: b.apiKey, keys: a.enabledMetadataKeys.join(','), secondKeys };
  }

  it('stalls after the control: the deadline aborts every check in flight, the run is NOT DETERMINED', async () => {
    const { ref, key, second, keys, secondKeys } = await reference();
    let answered = 0;
    // The control is answered (two reads with each key, then for each account the create and the read that prove
    // its enabled metadata keys); everything after hangs for good.
    const server = hold(
      await startProxy(ref, (_req, upstream) => (answered++ < 8 ? upstream() : new Promise(() => {}))),
    );
    // A request timeout of a minute: only the deadline can end this run in seconds.
    const result = await run(
      server,
      {
        REQUEST_TIMEOUT_MS: '60000',
        RUN_DEADLINE_MS: '3000',
        SECOND_API_KEY: second,
        ENABLED_METADATA_KEYS: keys,
        SECOND_ENABLED_METADATA_KEYS: secondKeys,
      },
      key,
    );
    // Cut short without a MUST failure: NOT DETERMINED, exit 2 (never a pass, never held against the target).
    expect(result.code, result.stderr).toBe(2);
    expect(result.report?.verdict).toBe('not-determined');
    // Far below the one-minute request timeout: the deadline ended it (room left for a loaded machine).
    expect(result.durationMs).toBeLessThan(3_000 + 20_000);
    expect(result.report?.run.incomplete).toBe('the run deadline of 3000 ms (RUN_DEADLINE_MS) passed');
    const requirements = result.report?.requirements ?? [];
    // Nothing is held against the target for the cut: what was running or waiting is not exercised. (The
    // plain-HTTP probe of 5.3 may pass: the proxy speaks only TLS, so plain HTTP fails fast, as required.)
    expect(requirements.filter((r) => r.verdict === 'fail')).toEqual([]);
    // VER-OLD-PATHS-STABLE applies only to a bumped version: it ends at once, sending nothing to be cut.
    const cut = requirements.filter((r) => r.verdict !== 'pass' && r.verdict !== 'not-applicable');
    expect(cut.length).toBeGreaterThan(requirements.length / 2);
    for (const r of cut)
      expect(`${r.verdict}: ${r.reason ?? ''}`).toMatch(/^not-exercised: (cut short|the run deadline)/);
    // The abandoned requests are evidence, saying why they were abandoned.
    const errors = result.report?.requirements.flatMap((r) => r.evidence.map((e) => e.error ?? '')) ?? [];
    expect(
      errors.some((e) =>
        /the run deadline of 3000 ms \(RUN_DEADLINE_MS\) passed; the request to 127\.0\.0\.1:\d+ was abandoned/.test(e),
      ),
    ).toBe(true);
    expect(result.stdout).toContain('INCOMPLETE: the run deadline of 3000 ms (RUN_DEADLINE_MS) passed');
  });

  it("never answers an update: the timeouts are the run's limit, NOT DETERMINED, nothing failed", async () => {
    const { ref, key, second, keys } = await reference();
    // Reads and creates are answered; every update hangs until the suite gives up on it (REQUEST_TIMEOUT_MS).
    const server = hold(
      await startProxy(ref, (req, upstream) => (req.method === 'PUT' ? new Promise(() => {}) : upstream())),
    );
    const result = await run(
      server,
      { REQUEST_TIMEOUT_MS: '1000', SECOND_API_KEY: second, ENABLED_METADATA_KEYS: keys },
      key,
    );
    const requirements = result.report?.requirements ?? [];
    expect(requirements.filter((r) => r.verdict === 'fail').map((r) => outcomeText(r))).toEqual([]);
    expect(result.code, result.stderr).toBe(2);
    expect(result.report?.verdict).toBe('not-determined');
    expect(result.report?.run.incomplete).toBeUndefined();
    const timedOut = requirements.filter((r) => r.limitedBy === 'run');
    expect(timedOut.map((r) => r.id)).toContain('META-MERGE');
    for (const r of timedOut) expect(r.reason).toMatch(/no answer in time|did not finish within/);
    // The reads still pass: a stalled update says nothing about them.
    expect(requirements.find((r) => r.id === 'SF-LIST-ENVELOPE')?.verdict).toBe('pass');
    expect(result.stdout).toContain('NOT DETERMINED');
    expect(result.files.get('summary.md')).toMatch(/a timeout is the run's limit/);
  });

  it('answers 500 to every write: the requirements that write fail, naming the status', async () => {
    const { ref, key, second, keys } = await reference();
    const server = hold(
      await startProxy(ref, (req, upstream) =>
        req.method === 'GET'
          ? upstream()
          : Promise.resolve({
              status: 500,
              headers: { 'content-type': 'application/json' },
              body: '{"statusCode":500,"error":"Internal Server Error","message":"boom"}',
            }),
      ),
    );
    const result = await run(server, { SECOND_API_KEY: second, ENABLED_METADATA_KEYS: keys }, key);
    expect(result.code, result.stderr).toBe(1);
    const valid = result.report?.requirements.find((r) => r.id === 'AUTH-VALID-KEY-ACCEPTED');
    expect(valid?.verdict).toBe('not-exercised');
    expect(outcomeText(valid)).toMatch(/could not be created \(POST \/orders with API_KEY answered HTTP 500/);
    const failed = result.report?.requirements.filter((r) => r.verdict === 'fail') ?? [];
    expect(failed.map((r) => r.id)).toContain('AUTH-REJECT-NO-STATE');
    expect(outcomeText(failed.find((r) => r.id === 'AUTH-REJECT-NO-STATE'))).toMatch(
      /could be neither created nor found by an update\nReceived: POST answered HTTP 500 \{"statusCode":500/,
    );
    expect(failed.find((r) => r.id === 'AUTH-REJECT-NO-STATE')).toMatchObject({
      attempts: 2,
      retry: { repeated: true },
    });
    expect(result.stdout).toMatch(/\n {4}FAIL [A-Z0-9-]+ \([\d.]+, MUST\) \(failed on both attempts\): /);
  });

  it('answers an endless body of filler: cut at the 256 KiB cap, not read on as a listing, and the report says so', async () => {
    const { ref, key, second, keys } = await reference();
    let control = 0;
    // The control is answered; every later scan form listing is an endless 200 body, whatever the credentials.
    const server = hold(
      await startProxy(ref, (req, upstream, res) => {
        // Only a GET has a body to pump: a HEAD answer drops what is written, so write() never pushes back.
        if (req.method !== 'GET' || !req.url.startsWith('/v2/scan_forms') || control++ === 0) return upstream();
        res.writeHead(200, { 'content-type': 'application/json' });
        const chunk = Buffer.alloc(256 * 1024, ' ');
        const pump = () => {
          while (!res.destroyed && res.write(chunk));
          if (!res.destroyed) res.once('drain', pump);
        };
        res.write('{"scan_forms":[');
        pump();
        return Promise.resolve(undefined);
      }),
    );
    const result = await run(
      server,
      { REQUEST_TIMEOUT_MS: '5000', SECOND_API_KEY: second, ENABLED_METADATA_KEYS: keys },
      key,
    );
    expect(result.code, result.stderr).toBe(1);
    const envelope = result.report?.requirements.find((r) => r.id === 'SF-LIST-ENVELOPE');
    expect(envelope?.verdict).toBe('not-exercised');
    expect(outcomeText(envelope)).toMatch(
      /larger than the read cap.*the body is larger than the 256 KiB read cap; only its first 256 KiB were read/,
    );
    expect(
      envelope?.notes.some((n) =>
        /answered a body larger than the 256 KiB read cap; only its first 256 KiB were read/.test(n),
      ),
    ).toBe(true);
    expect(envelope?.evidence.some((e) => e.truncated === true)).toBe(true);
    // Unauthenticated reads got 200 with the endless body: that is a failure of spec 5.4, caught.
    expect(result.report?.requirements.find((r) => r.id === 'AUTH-MISSING-401')?.verdict).toBe('fail');
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
