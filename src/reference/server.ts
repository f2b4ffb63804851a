// The embedded reference server: an HTTPS implementation of the Orders and Scan Forms Service, seeded and deterministic.
// The suite runs against it when no target is configured; self-tests start it with one fault or variant. It imports nothing outside src/reference.
import { createServer as createHttpServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createNetServer, type Server as NetServer, type Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import { authenticate, type Endpoint } from './auth.js';
import type { Behaviour } from './behaviour.js';
import { parseFault } from './faults.js';
import { OrderService } from './orders.js';
import { errorReply, renderReply, type Reply } from './replies.js';
import { contentTypeProblem, parseJson, readBody } from './request-body.js';
import { listScanForms } from './scan-forms.js';
import { buildDataset, type DatasetOptions, type SeedScanForm } from './seed-data.js';
import { generateCertificate } from './tls.js';
import { parseVariant } from './variants.js';

/**
 * Routing choices where the spec is silent:
 * - Paths match exactly: `/v1.0/orders`, `/v1.0/orders/<one percent-encoded segment>`, `/v2/scan_forms`; a trailing
 *   slash or an extra segment is an unknown path (404). The order identifier is percent-decoded (`%2F` is a slash in
 *   the reference; `+` stays a plus); malformed percent-encoding is 400. Dot segments are resolved first, as URL
 *   parsing does, so references `.` and `..` cannot be addressed by PUT.
 * - Orders and scan forms share one origin, so ordersBaseUrl equals scanFormsBaseUrl.
 * - A known path with another method is 405 with an `Allow` header; HEAD is answered like GET without a body.
 * - Order of checks: rate limit (variant only), authentication (401), route (404/405), Content-Type (415), body size
 *   (413), JSON (400), then the operation's own rules.
 * - Unexpected exceptions are 500 with the JSON error body; the process never crashes on input.
 * - Keep-alive is on (5 s idle timeout).
 */

export interface ReferenceOptions {
  seed?: number;
  fault?: string;
  variant?: string;
  latencyMs?: number;
  scanFormCount?: number;
  host?: string;
  port?: number;
}

export interface ReferenceAccount {
  name: string;
  apiKey: string;
  enabledMetadataKeys: string[];
}

export interface RunningReference {
  ordersBaseUrl: string;
  scanFormsBaseUrl: string;
  caPem: string;
  accounts: [ReferenceAccount, ReferenceAccount];
  requestCount(): number;
  /** Every request served so far (bounded to the last 100,000): for benchmarks and safety checks. */
  requestLog(): readonly ServedRequest[];
  close(): Promise<void>;
}

/** One served request: when it arrived and when its answer was written, in performance.now() milliseconds. */
export interface ServedRequest {
  method: string;
  path: string;
  startedMs: number;
  finishedMs: number;
}

const REQUEST_LOG_LIMIT = 100_000;

export const DEFAULT_SCAN_FORM_COUNT = 37;
/** Every RATE_LIMIT_EVERY-th request is refused under the `rate-limit-429` variant. */
export const RATE_LIMIT_EVERY = 20;

type Route =
  | { endpoint: Exclude<Endpoint, 'other'>; rawReference?: string }
  | { endpoint: 'other'; problem: 'not-found' }
  | { endpoint: 'other'; problem: 'method'; allow: string };

function resolveRoute(method: string, path: string): Route {
  const readMethod = method === 'HEAD' ? 'GET' : method;
  if (path === '/v1.0/orders') {
    if (readMethod === 'GET') return { endpoint: 'list-orders' };
    if (method === 'POST') return { endpoint: 'create-order' };
    return { endpoint: 'other', problem: 'method', allow: 'GET, HEAD, POST' };
  }
  const single = /^\/v1\.0\/orders\/([^/]+)$/.exec(path);
  if (single !== null) {
    if (method === 'PUT') return { endpoint: 'update-order', rawReference: single[1] ?? '' };
    return { endpoint: 'other', problem: 'method', allow: 'PUT' };
  }
  if (path === '/v2/scan_forms') {
    if (readMethod === 'GET') return { endpoint: 'list-scan-forms' };
    return { endpoint: 'other', problem: 'method', allow: 'GET, HEAD' };
  }
  return { endpoint: 'other', problem: 'not-found' };
}

/** The data a variant seeds: most variants change behaviour only, these change the forms themselves. */
function datasetOptions(b: Behaviour): DatasetOptions {
  // This fault only shows on forms created at sub-second instants, so it brings them.
  if (b.fault === 'sf-end-second-precision') return { subSecond: 'micros' };
  switch (b.variant) {
    case 'irregular-timestamps':
      return { spacing: 'irregular' };
    case 'created-at-ties':
    case 'ties-order-varies':
      return { spacing: 'ties' };
    case 'ulid-ids':
      return { spacing: 'ties', ids: 'ulid' };
    case 'uuid-ids':
      return { ids: 'uuid' };
    case 'timestamps-micros':
      return { subSecond: 'micros' };
    case 'timestamps-trimmed-fraction':
      return { subSecond: 'millis' };
    case 'sparse-timeline':
      return { spacing: 'sparse' };
    case 'one-instant-import':
      return { spacing: 'one-instant' };
    case 'references-unicode':
      return { references: 'unicode' };
    case 'varied-form-values':
      return { shapes: 'varied' };
    default:
      return {};
  }
}

/**
 * Spec 9: the bumped release (variant `version-bump`) answers under /v1.1 and /v3 with the same behaviour, and the
 * old /v1.0 and /v2 paths stay; the fault `version-old-paths-dropped` retires the old paths at the bump.
 */
function versionedPath(path: string, b: Behaviour): string {
  if (b.variant !== 'version-bump' && b.fault !== 'version-old-paths-dropped') return path;
  if (b.fault === 'version-old-paths-dropped' && /^\/(v1\.0|v2)\//.test(path)) return `/retired${path}`;
  return path.replace(/^\/v1\.1\//, '/v1.0/').replace(/^\/v3\//, '/v2/');
}

function decodeReference(raw: string, b: Behaviour): string | undefined {
  if (b.fault === 'orders-path-not-decoded') return raw;
  const text = b.fault === 'orders-path-plus-as-space' ? raw.replaceAll('+', ' ') : raw;
  try {
    return b.fault === 'orders-path-decode-uri' ? decodeURI(text) : decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

function checkInteger(name: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got ${String(value)}`);
  }
  return value;
}

function baseUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return reachable.includes(':') ? `https://[${reachable}]:${port}` : `https://${reachable}:${port}`;
}

export async function startReferenceServer(options: ReferenceOptions = {}): Promise<RunningReference> {
  const b: Behaviour = { fault: parseFault(options.fault), variant: parseVariant(options.variant) };
  const seed = checkInteger('seed', options.seed ?? 1, -(2 ** 31), 2 ** 32 - 1);
  const scanFormCount = checkInteger('scanFormCount', options.scanFormCount ?? DEFAULT_SCAN_FORM_COUNT, 0, 10_000);
  const latencyMs = options.latencyMs ?? 0;
  if (!Number.isFinite(latencyMs) || latencyMs < 0 || latencyMs > 60_000) throw new Error('latencyMs must be from 0 to 60000');
  const host = options.host ?? '127.0.0.1';
  const port = checkInteger('port', options.port ?? 0, 0, 65_535);

  const dataset = buildDataset(seed, scanFormCount, datasetOptions(b));
  const [accountA, accountB] = dataset.accounts;
  const keys = [accountA.apiKey, accountB.apiKey];
  const formsOf: readonly (readonly SeedScanForm[])[] = [accountA.scanForms, accountB.scanForms, []];
  const everyonesForms = [...accountA.scanForms, ...accountB.scanForms].sort((x, y) => x.createdUs - y.createdUs);
  // The third, empty account exists only for the `auth-unknown-key-empty-account` fault.
  const orders = new OrderService([accountA, accountB, { enabledMetadataKeys: [], orders: [] }], dataset.clockStartMs, b);
  const certificate = await generateCertificate();

  let requests = 0;
  const requestLog: ServedRequest[] = [];
  let closing = false;
  const rateLimitPasses = new Set<string>();
  const sockets = new Set<Socket>();
  const pendingDelays = new Set<{ timer: NodeJS.Timeout; done: () => void }>();

  const delay = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const entry = {
        timer: setTimeout(() => {
          pendingDelays.delete(entry);
          resolve();
        }, ms),
        done: resolve,
      };
      pendingDelays.add(entry);
    });

  function rateLimited(req: IncomingMessage): Reply | undefined {
    if (b.variant !== 'rate-limit-429' && b.variant !== 'rate-limit-429-http-date') return undefined;
    // The retry of a refused request always passes, so a client that waits Retry-After and retries succeeds even when
    // other requests are in flight.
    const fingerprint = `${req.method ?? ''} ${req.url ?? ''} ${req.headers.authorization ?? ''}`;
    if (rateLimitPasses.delete(fingerprint)) return undefined;
    if (requests % RATE_LIMIT_EVERY !== 0) return undefined;
    if (rateLimitPasses.size >= 1000) rateLimitPasses.clear();
    rateLimitPasses.add(fingerprint);
    // The HTTP-date form has whole seconds, so "one second from now" is written as the next whole second.
    const retryAfter = b.variant === 'rate-limit-429-http-date' ? new Date(Math.ceil(Date.now() / 1000) * 1000 + 1000).toUTCString() : '1';
    return errorReply(429, 'Too many requests; retry after the time in Retry-After.', { 'retry-after': retryAfter });
  }

  function authFailure(message: string, header: string | undefined): Reply {
    const presented = header !== undefined && header !== '';
    if (b.fault === 'errors-401-scheme-oauth-body' && presented && !/^bearer(\s|$)/i.test(header)) {
      return { kind: 'raw', status: 401, contentType: 'application/json', text: JSON.stringify({ error: 'invalid_request', error_description: message }), headers: { 'www-authenticate': 'Bearer error="invalid_request"' } };
    }
    if (b.fault === 'errors-401-invalid-key-forbidden-text' && presented) return { kind: 'error', status: 401, message, errorText: 'Forbidden' };
    if (b.fault === 'auth-403-instead-of-401') return errorReply(403, message);
    if (b.fault === 'auth-401-plain-text') return { kind: 'raw', status: 401, contentType: 'text/plain; charset=utf-8', text: 'Unauthorized' };
    if (b.fault === 'auth-error-with-200-status') return { kind: 'error', status: 200, bodyStatus: 401, message };
    if (b.variant === 'cors-route-first') return errorReply(401, message, { 'www-authenticate': 'Bearer realm="osf", error="invalid_token", error_description="The access token is missing or not valid"' });
    return errorReply(401, message, { 'www-authenticate': 'Bearer realm="osf"' });
  }

  async function readJson(req: IncomingMessage): Promise<{ ok: true; value: unknown } | { ok: false; reply: Reply | undefined }> {
    const typeProblem = contentTypeProblem(req.headers['content-type'], b);
    if (typeProblem !== undefined) return { ok: false, reply: typeProblem };
    const body = await readBody(req);
    if (!body.ok) return body;
    if (b.variant === 'waf-refuses-markup' && /' OR 1=1|<script|<b>/i.test(body.text)) {
      return { ok: false, reply: errorReply(403, 'Request blocked by the web application firewall.') };
    }
    return parseJson(body.text, b);
  }

  async function update(req: IncomingMessage, rawReference: string, account: number): Promise<Reply | undefined> {
    const reference = decodeReference(rawReference, b);
    if (reference === undefined) return errorReply(400, 'the order identifier in the path is not valid percent-encoding');
    const body = await readJson(req);
    return body.ok ? orders.update(account, reference, body.value) : body.reply;
  }

  async function respond(req: IncomingMessage): Promise<Reply | undefined> {
    const limited = rateLimited(req);
    if (limited !== undefined) return limited;
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'https://reference.invalid');
    } catch {
      return errorReply(400, 'the request target is not a valid URL');
    }
    const route = resolveRoute(req.method ?? 'GET', versionedPath(url.pathname, b));
    if (b.variant === 'cors-route-first') {
      // A CORS preflight carries no credentials by design; the router answers it, and unknown routes, before auth.
      if (req.method === 'OPTIONS') {
        return { kind: 'empty', status: 204, headers: { 'access-control-allow-methods': 'GET, POST, PUT, OPTIONS', 'access-control-allow-headers': 'authorization, content-type', 'access-control-max-age': '600' } };
      }
      if (route.endpoint === 'other') {
        return route.problem === 'method' ? errorReply(405, `${req.method ?? ''} is not allowed on ${url.pathname}`, { allow: route.allow }) : errorReply(404, `no resource at ${url.pathname}`);
      }
    }
    const auth = authenticate(req.headers.authorization, url.searchParams, route.endpoint, keys, b);
    if (!auth.ok) {
      if (b.fault === 'auth-rejected-put-applied' && route.endpoint === 'update-order') {
        const reference = decodeReference(route.rawReference ?? '', b);
        const body = await readJson(req);
        if (reference !== undefined && body.ok) orders.updateAnywhere(reference, body.value);
      }
      if (b.fault === 'auth-401-body-leaks-data' && (route.endpoint === 'list-orders' || route.endpoint === 'list-scan-forms')) {
        const leaked = route.endpoint === 'list-orders' ? orders.list(0) : listScanForms({ own: formsOf[0] ?? [], everyone: everyonesForms, query: url.searchParams, b });
        return { ...leaked, status: 401 };
      }
      if (b.fault === 'auth-rejected-post-created' && route.endpoint === 'create-order') {
        const body = await readJson(req);
        if (body.ok) orders.create(0, body.value);
      }
      return authFailure(auth.message, req.headers.authorization);
    }
    const account = auth.account;
    if (route.endpoint === 'other') {
      if (route.problem === 'method') {
        return errorReply(405, `${req.method ?? ''} is not allowed on ${url.pathname}`, { allow: route.allow });
      }
      if (b.fault === 'errors-404-html') {
        const text = `<!DOCTYPE html>\n<html lang="en"><head><title>Error</title></head><body><pre>Cannot ${req.method ?? 'GET'} ${url.pathname}</pre></body></html>\n`;
        return { kind: 'raw', status: 404, contentType: 'text/html; charset=utf-8', text };
      }
      return errorReply(404, `no resource at ${url.pathname}`);
    }
    switch (route.endpoint) {
      case 'list-orders':
        return orders.list(account, { query: url.searchParams, selfUrl: `https://${req.headers.host ?? 'reference.invalid'}${url.pathname}` });
      case 'create-order': {
        const body = await readJson(req);
        const into = b.fault === 'auth-second-key-creates-in-first-account' ? 0 : account;
        return body.ok ? orders.create(into, body.value) : body.reply;
      }
      case 'update-order': {
        const reply = await update(req, route.rawReference ?? '', account);
        if (b.fault === 'errors-400-update-empty-body' && reply?.kind === 'error' && reply.status === 400) return { kind: 'empty', status: 400 };
        return reply;
      }
      case 'list-scan-forms':
        return listScanForms({ own: formsOf[account] ?? [], everyone: everyonesForms, query: url.searchParams, b });
    }
  }

  async function deliver(res: ServerResponse, reply: Reply, requestId: number): Promise<void> {
    const rendered = renderReply(reply, b, requestId);
    if (latencyMs > 0) await delay(latencyMs);
    if (closing || res.headersSent || res.destroyed) return;
    const headers: Record<string, string | number> = { ...rendered.headers };
    if (b.variant === 'connection-close') headers['connection'] = 'close';
    if (b.variant === 'cors-route-first') {
      headers['access-control-allow-origin'] = '*';
      headers['access-control-expose-headers'] = 'link, x-total-count, retry-after';
      headers['vary'] = 'Origin';
    }
    if (b.variant === 'chunked-responses' && rendered.body !== '') {
      // No Content-Length: Node frames the body as chunks, one per write.
      res.writeHead(rendered.status, headers);
      const third = Math.ceil(rendered.body.length / 3);
      for (let i = 0; i < rendered.body.length; i += third) res.write(rendered.body.slice(i, i + third));
      res.end();
      return;
    }
    if (b.variant === 'gzip-responses' && rendered.body !== '') {
      // Compressed although the client sent no Accept-Encoding, which RFC 9110 12.5.3 allows.
      const body = gzipSync(rendered.body);
      res.writeHead(rendered.status, { ...headers, 'content-encoding': 'gzip', 'content-length': body.length });
      res.end(body);
      return;
    }
    headers['content-length'] = Buffer.byteLength(rendered.body);
    res.writeHead(rendered.status, headers);
    res.end(rendered.body);
  }

  function onRequest(req: IncomingMessage, res: ServerResponse): void {
    requests += 1;
    const requestId = requests;
    const served: ServedRequest = { method: req.method ?? '', path: (req.url ?? '').split('?')[0] ?? '', startedMs: performance.now(), finishedMs: Number.NaN };
    if (requestLog.length >= REQUEST_LOG_LIMIT) requestLog.shift();
    requestLog.push(served);
    res.once('finish', () => {
      served.finishedMs = performance.now();
    });
    respond(req)
      .catch((error: unknown) => {
        // Never crash on input: anything unexpected (or a fault's deliberate throw) is a JSON 500.
        const detail = error instanceof Error ? error.message : 'unknown error';
        return errorReply(500, `internal error: ${detail}`);
      })
      .then((reply) => (reply === undefined ? undefined : deliver(res, reply, requestId)))
      .catch(() => {
        res.destroy();
      });
  }

  /** Plain HTTP under the `http-redirect-to-https` variant: a redirect to the same URL over https, and nothing else. */
  function onPlainRedirect(req: IncomingMessage, res: ServerResponse): void {
    requests += 1;
    const location = `https://${req.headers.host ?? 'reference.invalid'}${req.url ?? '/'}`;
    const html = '<html>\r\n<head><title>301 Moved Permanently</title></head>\r\n<body>\r\n<center><h1>301 Moved Permanently</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';
    res.writeHead(301, { location, 'content-type': 'text/html', 'content-length': Buffer.byteLength(html), connection: 'close' });
    res.end(html);
  }

  /** Plain HTTP under the `http-port-html-page` variant: a default site's page, whatever was asked. */
  function onPlainWelcome(req: IncomingMessage, res: ServerResponse): void {
    requests += 1;
    const html = '<!DOCTYPE html>\n<html><head><title>Welcome to nginx!</title></head><body><h1>Welcome to nginx!</h1></body></html>\n';
    res.writeHead(200, { 'content-type': 'text/html', 'content-length': Buffer.byteLength(html) });
    res.end(html);
  }

  /** Plain HTTP under the `transport-http-redirect-leaks-body` fault: the API answer, relabelled as a redirect. */
  function onPlainLeakingRedirect(req: IncomingMessage, res: ServerResponse): void {
    requests += 1;
    const location = `https://${req.headers.host ?? 'reference.invalid'}${req.url ?? '/'}`;
    respond(req)
      .then((reply) => {
        const rendered = reply === undefined ? { headers: {}, body: '' } : renderReply(reply, b, requests);
        res.writeHead(301, { ...rendered.headers, location, 'content-length': Buffer.byteLength(rendered.body) });
        res.end(rendered.body);
      })
      .catch(() => res.destroy());
  }

  const tlsServer = createHttpsServer({ key: certificate.key, cert: certificate.cert, keepAlive: true, keepAliveTimeout: 5000 }, onRequest);
  let listener: NetServer;
  if (b.fault === 'transport-plain-http-served' || b.fault === 'transport-http-redirect-leaks-body' || b.variant === 'http-redirect-to-https' || b.variant === 'http-port-html-page') {
    // A front socket server peeks at the first byte: 0x16 starts a TLS handshake, anything else is plain HTTP that
    // the fault then serves with the same handler (the variant only redirects).
    const plainHandler =
      b.variant === 'http-redirect-to-https' ? onPlainRedirect : b.variant === 'http-port-html-page' ? onPlainWelcome : b.fault === 'transport-http-redirect-leaks-body' ? onPlainLeakingRedirect : onRequest;
    const plainServer: HttpServer = createHttpServer({ keepAlive: true, keepAliveTimeout: 5000 }, plainHandler);
    listener = createNetServer((socket) => {
      socket.on('error', () => undefined);
      socket.once('data', (chunk: Buffer) => {
        socket.pause();
        socket.unshift(chunk);
        (chunk[0] === 0x16 ? tlsServer : plainServer).emit('connection', socket);
        process.nextTick(() => socket.resume());
      });
    });
  } else {
    listener = tlsServer;
  }
  listener.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    listener.once('error', reject);
    listener.listen(port, host, () => {
      listener.off('error', reject);
      resolve();
    });
  });
  const address = listener.address();
  const boundPort = typeof address === 'object' && address !== null ? address.port : port;
  const url = baseUrl(host, boundPort);

  let closed: Promise<void> | undefined;
  return {
    ordersBaseUrl: url,
    scanFormsBaseUrl: url,
    caPem: certificate.cert,
    accounts: [
      { name: accountA.name, apiKey: accountA.apiKey, enabledMetadataKeys: [...accountA.enabledMetadataKeys] },
      { name: accountB.name, apiKey: accountB.apiKey, enabledMetadataKeys: [...accountB.enabledMetadataKeys] },
    ],
    requestCount: () => requests,
    requestLog: () => requestLog,
    close: () => {
      closed ??= new Promise<void>((resolve) => {
        closing = true;
        for (const entry of pendingDelays) {
          clearTimeout(entry.timer);
          entry.done();
        }
        pendingDelays.clear();
        // 'close' events fire before libuv has released the handles; one timer turn later they are gone, so a caller
        // that checks for leaked handles right after close() sees none.
        const socketsClosed = [...sockets].map((socket) => new Promise<void>((done) => socket.once('close', () => done())));
        const listenerClosed = new Promise<void>((done) => listener.close(() => done()));
        for (const socket of sockets) socket.destroy();
        void Promise.all([listenerClosed, ...socketsClosed]).then(() => setTimeout(resolve, 0));
      });
      return closed;
    },
  };
}
