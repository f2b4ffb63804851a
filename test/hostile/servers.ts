// Hostile servers for the runner's own tests: each one started by the test on 127.0.0.1, port 0, with its own
// certificate (selfsigned, EC) and CA file in a temp dir, bounded in time and closed with every socket after.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createNetServer, type Server as NetServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'selfsigned';
import { Agent, request as undiciRequest } from 'undici';
import { afterEach, beforeEach, expect } from 'vitest';
import type { RunningReference } from '../../src/reference/server.js';
import type { TargetConfig } from '../../src/config/target.js';

export interface CertificateOptions {
  /** Names the certificate is issued for; default 127.0.0.1 and localhost. */
  readonly names?: 'loopback' | 'elsewhere';
  /** Valid from two days ago until yesterday. */
  readonly expired?: boolean;
}

export interface Certificate {
  readonly key: string;
  readonly cert: string;
}

export async function makeCertificate(options: CertificateOptions = {}): Promise<Certificate> {
  const now = Date.now();
  const day = 24 * 3_600_000;
  const altNames: Array<{ type: 2; value: string } | { type: 7; ip: string }> =
    options.names === 'elsewhere'
      ? [{ type: 2, value: 'conformance-target.example' }]
      : [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ];
  const pems = await generate(
    [{ name: 'commonName', value: options.names === 'elsewhere' ? 'conformance-target.example' : '127.0.0.1' }],
    {
      keyType: 'ec',
      algorithm: 'sha256',
      notBeforeDate: new Date(now - 2 * day),
      notAfterDate: new Date(options.expired === true ? now - day : now + 7 * day),
      extensions: [
        { name: 'basicConstraints', cA: true, critical: true },
        { name: 'keyUsage', digitalSignature: true, keyCertSign: true, critical: true },
        { name: 'extKeyUsage', serverAuth: true },
        { name: 'subjectAltName', altNames },
      ],
    },
  );
  return { key: pems.private, cert: pems.cert };
}

/** A temp dir holding one PEM file, removed with the server. */
export function caFileFor(pem: string): { dir: string; caFile: string } {
  const dir = mkdtempSync(join(tmpdir(), 'osfc-hostile-'));
  const caFile = join(dir, 'ca.pem');
  writeFileSync(caFile, pem);
  return { dir, caFile };
}

export interface SeenRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

export interface Hostile {
  readonly url: string;
  readonly port: number;
  /** A CA file that trusts this server's certificate (unless the test says otherwise). */
  readonly caFile: string;
  readonly dir: string;
  readonly seen: SeenRequest[];
  /** TCP connections accepted, TLS or not. */
  connections(): number;
  close(): Promise<void>;
}

export type Handler = (req: SeenRequest, res: ServerResponse) => void | Promise<void>;

/** Server lifetimes are bounded so a test that forgets to close cannot keep the worker alive forever. */
const MAX_LIFETIME_MS = 60_000;

function track(server: NetServer | HttpsServer, sockets: Set<Socket>): void {
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.once('close', () => sockets.delete(socket));
  });
}

async function listen(server: NetServer | HttpsServer): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function closer(
  server: NetServer | HttpsServer,
  sockets: Set<Socket>,
  dir: string,
  extra: () => void = () => {},
  lifetimeMs = MAX_LIFETIME_MS,
): () => Promise<void> {
  let closed: Promise<void> | undefined;
  const lifetime = setTimeout(() => void close(), lifetimeMs);
  lifetime.unref();
  function close(): Promise<void> {
    closed ??= (async () => {
      clearTimeout(lifetime);
      extra();
      const gone = [...sockets].map(
        (s) =>
          new Promise<void>((resolve) =>
            s.destroyed && s.readyState === 'closed' ? resolve() : s.once('close', () => resolve()),
          ),
      );
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await Promise.all([stopped, ...gone]);
      rmSync(dir, { recursive: true, force: true });
    })();
    return closed;
  }
  return close;
}

function reading(seen: SeenRequest[], handler: Handler): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('error', () => undefined);
    res.on('error', () => undefined);
    req.on('end', () => {
      const entry: SeenRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(entry);
      Promise.resolve(handler(entry, res)).catch(() => res.destroy());
    });
  };
}

export interface HttpsOptions {
  readonly certificate?: Certificate;
  /** The PEM written to the CA file; default the server's own certificate. */
  readonly trust?: string;
  /** Also serve plain HTTP on the same port (told apart by the first byte), recorded in `plainSeen`. */
  readonly plainHttp?: Handler;
  /** How long the server lives at most (default 60 s), for a test that runs many requirements through it. */
  readonly lifetimeMs?: number;
  /**
   * How long an idle kept-alive connection stays open (Node's default, 5 s, otherwise). A test whose one thread is
   * busy for seconds at a time sets it long, so the server never closes a socket the client is just reusing.
   */
  readonly keepAliveTimeoutMs?: number;
}

/** An HTTPS server whose every request (body read in full) goes to `handler`. */
export async function startHttps(
  handler: Handler,
  options: HttpsOptions = {},
): Promise<Hostile & { plainSeen: SeenRequest[] }> {
  const certificate = options.certificate ?? (await makeCertificate());
  const { dir, caFile } = caFileFor(options.trust ?? certificate.cert);
  const sockets = new Set<Socket>();
  const seen: SeenRequest[] = [];
  const plainSeen: SeenRequest[] = [];
  let connections = 0;
  const tls = createHttpsServer({ key: certificate.key, cert: certificate.cert }, reading(seen, handler));
  tls.on('tlsClientError', () => undefined);
  if (options.keepAliveTimeoutMs !== undefined) tls.keepAliveTimeout = options.keepAliveTimeoutMs;
  let listener: NetServer | HttpsServer = tls;
  let plain: ReturnType<typeof createHttpServer> | undefined;
  if (options.plainHttp !== undefined) {
    plain = createHttpServer(reading(plainSeen, options.plainHttp));
    const servePlain = plain;
    // 0x16 opens a TLS handshake; anything else is plain HTTP, as the plain-HTTP probe of spec 5.3 sends.
    listener = createNetServer((socket) => {
      socket.once('data', (chunk: Buffer) => {
        socket.pause();
        socket.unshift(chunk);
        (chunk[0] === 0x16 ? tls : servePlain).emit('connection', socket);
        process.nextTick(() => socket.resume());
      });
    });
  }
  listener.on('connection', () => connections++);
  track(listener, sockets);
  const port = await listen(listener);
  return {
    url: `https://127.0.0.1:${port}`,
    port,
    caFile,
    dir,
    seen,
    plainSeen,
    connections: () => connections,
    close: closer(listener, sockets, dir, undefined, options.lifetimeMs),
  };
}

/** A raw TCP server: the test decides what happens to each socket (hold it silent, reset it). */
export async function startTcp(onSocket: (socket: Socket) => void): Promise<Hostile> {
  const certificate = await makeCertificate();
  const { dir, caFile } = caFileFor(certificate.cert);
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createNetServer((socket) => {
    connections++;
    onSocket(socket);
  });
  track(server, sockets);
  const port = await listen(server);
  return {
    url: `https://127.0.0.1:${port}`,
    port,
    caFile,
    dir,
    seen: [],
    connections: () => connections,
    close: closer(server, sockets, dir),
  };
}

export interface Upstream {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/**
 * An HTTPS proxy in front of a running reference server: it records every request as received on the wire and
 * lets the test rewrite answers (inject 429s, echo the key, break one endpoint) while the rest stays conforming.
 */
export async function startProxy(
  reference: RunningReference,
  // Resolves to the answer to send, or to undefined when the rewrite wrote to `res` itself (a stream, a stall).
  rewrite: (
    req: SeenRequest,
    upstream: () => Promise<Upstream>,
    res: ServerResponse,
  ) => Promise<Upstream | undefined> = (_r, up) => up(),
  // busyThread: this test's one thread is busy for seconds at a time (large bodies), so no connection is kept idle
  // where its two ends' timers could race: one fresh connection upstream per request, and long idle sockets here.
  options: Pick<HttpsOptions, 'plainHttp' | 'lifetimeMs'> & { readonly busyThread?: boolean } = {},
): Promise<Hostile & { plainSeen: SeenRequest[] }> {
  const agent = new Agent({ connect: { ca: reference.caPem }, connections: 32 });
  const hostile = await startHttps(
    async (req, res) => {
      const upstream = async (): Promise<Upstream> => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(req.headers)) {
          // The body is forwarded whole, so its framing is the proxy's own (a chunked request arrives read).
          if (
            typeof value === 'string' &&
            !['host', 'connection', 'content-length', 'keep-alive', 'transfer-encoding'].includes(name)
          )
            headers[name] = value;
        }
        // A request line in absolute-form (RFC 9112 3.2.2, which the coverage phase sends) names its origin: the
        // proxy forwards its path and query.
        const target = /^https?:\/\//i.test(req.url) ? ((u) => `${u.pathname}${u.search}`)(new URL(req.url)) : req.url;
        const answer = await undiciRequest(`${reference.ordersBaseUrl}${target}`, {
          method: req.method as 'GET',
          headers,
          body: req.body === '' ? null : req.body,
          dispatcher: agent,
          reset: options.busyThread === true,
        });
        const text = await answer.body.text();
        const out: Record<string, string> = {};
        for (const [name, value] of Object.entries(answer.headers))
          if (
            typeof value === 'string' &&
            !['content-length', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)
          )
            out[name] = value;
        return { status: answer.statusCode, headers: out, body: text };
      };
      const reply = await rewrite(req, upstream, res);
      if (reply === undefined) return;
      res.writeHead(reply.status, { ...reply.headers, 'content-length': Buffer.byteLength(reply.body) });
      res.end(reply.body);
    },
    {
      ...options,
      ...(options.busyThread === true ? { keepAliveTimeoutMs: options.lifetimeMs ?? MAX_LIFETIME_MS } : {}),
    },
  );
  return {
    ...hostile,
    close: async () => {
      await hostile.close();
      await agent.close();
    },
  };
}

const WATCHED = ['TCPServerWrap', 'TCPSocketWrap', 'TLSWrap', 'PipeWrap', 'ProcessWrap'];

/** Counts of the handle kinds a test could leak: listening servers, sockets, child processes. */
export function openHandles(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const kind of process.getActiveResourcesInfo())
    if (WATCHED.includes(kind)) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}

/** Waits (bounded) until no more handles are open than before the test, and returns what is still left over. */
export async function leftoverHandles(
  before: Record<string, number>,
  withinMs = 2_000,
): Promise<Record<string, number>> {
  const until = Date.now() + withinMs;
  for (;;) {
    const now = openHandles();
    const extra: Record<string, number> = {};
    for (const [kind, n] of Object.entries(now)) if (n > (before[kind] ?? 0)) extra[kind] = n - (before[kind] ?? 0);
    if (Object.keys(extra).length === 0 || Date.now() > until) return extra;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Registers hooks around each test of the calling file or describe block: after `cleanup` runs, nothing the
 * test started (servers, sockets, child processes) may be left open.
 */
export function expectNothingLeftBehind(cleanup: () => Promise<void> | void): void {
  let before: Record<string, number>;
  beforeEach(() => {
    before = openHandles();
  });
  afterEach(async () => {
    await cleanup();
    expect(await leftoverHandles(before)).toEqual({});
  });
}

/** The target a test's hostile server stands for, trusting its certificate; each test overrides what it varies. */
export function hostileTarget(server: Hostile, overrides: Partial<TargetConfig> = {}): TargetConfig {
  return {
    ordersBaseUrl: server.url,
    scanFormsBaseUrl: server.url,
    ordersApiPrefix: '/v1.0',
    scanFormsApiPrefix: '/v2',
    apiKey: 'sk_test_hostile_0001',
    enabledMetadataKeys: [],
    caPem: readFileSync(server.caFile, 'utf8'),
    caSource: `CA_FILE (${server.caFile})`,
    seed: 1,
    numRuns: 1,
    orderReferencePrefix: 'hostile-',
    requestTimeoutMs: 30_000,
    maxRps: 0,
    maxRetryAfterMs: 0,
    embedded: false,
    ...overrides,
  };
}
