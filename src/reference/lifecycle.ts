// The reference server's sockets: the HTTPS listener, the plain-HTTP front some faults and variants put on the same
// port (spec 5.3), the request log, injected latency, and a close() that leaves no handle behind.
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type RequestListener,
  type Server as HttpServer,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import {
  createSecureServer as createSecureHttp2Server,
  type Http2ServerRequest,
  type Http2ServerResponse,
} from 'node:http2';
import { createServer as createNetServer, type Server as NetServer, type Socket } from 'node:net';
import type { Behaviour } from './behaviour.js';
import { writeReply } from './delivery.js';
import { errorReply, renderReply, type Reply } from './replies.js';
import { LeftOnConnection } from './left-on-connection.js';

/** One served request: when it arrived and when its answer was written, in performance.now() milliseconds. */
export interface ServedRequest {
  method: string;
  path: string;
  startedMs: number;
  finishedMs: number;
  /** The status answered, once the answer is written. */
  status?: number;
  /** The body's size in bytes (before any compression), once written whole. */
  bytes?: number;
}

const REQUEST_LOG_LIMIT = 100_000;

export interface ListenOptions {
  b: Behaviour;
  host: string;
  port: number;
  latencyMs: number;
  certificate: { key: string; cert: string };
  /** Answers one request; requestNumber counts every request the port received, from 1. */
  handle: (req: IncomingMessage, requestNumber: number) => Promise<Reply | undefined>;
}

export interface Listening {
  port: number;
  requestCount(): number;
  requestLog(): readonly ServedRequest[];
  close(): Promise<void>;
}

/** Plain HTTP under the `http-redirect-to-https` variant: a redirect to the same URL over https, and nothing else. */
function plainRedirect(req: IncomingMessage, res: ServerResponse): void {
  const location = `https://${req.headers.host ?? 'reference.invalid'}${req.url ?? '/'}`;
  const html =
    '<html>\r\n<head><title>301 Moved Permanently</title></head>\r\n<body>\r\n<center><h1>301 Moved Permanently</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';
  res.writeHead(301, {
    location,
    'content-type': 'text/html',
    'content-length': Buffer.byteLength(html),
    connection: 'close',
  });
  res.end(html);
}

/** Plain HTTP under the `http-port-html-page` variant: a default site's page, whatever was asked. */
function plainWelcome(_req: IncomingMessage, res: ServerResponse): void {
  const html =
    '<!DOCTYPE html>\n<html><head><title>Welcome to nginx!</title></head><body><h1>Welcome to nginx!</h1></body></html>\n';
  res.writeHead(200, { 'content-type': 'text/html', 'content-length': Buffer.byteLength(html) });
  res.end(html);
}

/** Whether the port also speaks plain HTTP, detected on the first byte of each connection. */
function speaksPlainHttp(b: Behaviour): boolean {
  return (
    b.fault === 'transport-plain-http-served' ||
    b.fault === 'transport-http-redirect-leaks-body' ||
    b.fault === 'transport-plain-http-write-applied' ||
    b.fault === 'transport-plain-http-put-before-redirect' ||
    b.variant === 'http-redirect-to-https' ||
    b.variant === 'http-port-html-page' ||
    b.variant === 'http-refused-403-json' ||
    TRUSTING_FAULTS.has(b.fault ?? '') ||
    b.fault === 'transport-plain-write-trusts-forwarded'
  );
}

/** The faults that refuse plain HTTP with 403 unless the request looks as if it came over TLS (claimsTls says how). */
const TRUSTING_FAULTS: ReadonlySet<string> = new Set([
  'transport-trusts-x-forwarded-proto',
  'transport-trusts-x-forwarded-protocol',
  'transport-plain-absolute-target-served',
  'transport-plain-head-served',
]);

/** Whether a plain-HTTP request claims TLS the way each trusting fault reads it (5.3: it is still clear text). */
function claimsTls(req: IncomingMessage, b: Behaviour): boolean {
  if (b.fault === 'transport-trusts-x-forwarded-proto') return req.headers['x-forwarded-proto'] === 'https';
  // gunicorn's secure_scheme_headers default: X-Forwarded-Protocol: ssl (or https) marks the request secure.
  if (b.fault === 'transport-trusts-x-forwarded-protocol')
    return ['ssl', 'https'].includes(String(req.headers['x-forwarded-protocol']).toLowerCase());
  // The router reads the scheme from an absolute-form request target (RFC 9112 3.2.2) and trusts it.
  if (b.fault === 'transport-plain-absolute-target-served') return (req.url ?? '').startsWith('https://');
  // The HTTPS guard is registered for GET, POST and PUT only; HEAD goes to the GET handler unguarded.
  if (b.fault === 'transport-plain-head-served') return req.method === 'HEAD';
  if (b.fault === 'transport-plain-write-trusts-forwarded')
    return (
      (req.method === 'POST' || req.method === 'PUT') &&
      (/proto=https/i.test(req.headers.forwarded ?? '') || req.headers['x-forwarded-ssl'] === 'on')
    );
  return false;
}

const HTTPS_REQUIRED = errorReply(403, 'HTTPS is required: send every call to the https:// address.');

type Http2RequestListener = (req: Http2ServerRequest, res: Http2ServerResponse) => void;

/** What the port's handlers share: the request count and log, the open sockets and delays, and whether it is closing. */
class Served {
  requests = 0;
  closing = false;
  readonly log: ServedRequest[] = [];
  readonly sockets = new Set<Socket>();
  private readonly pendingDelays = new Set<{ timer: NodeJS.Timeout; done: () => void }>();

  /** The injected latency: a timer close() can end early. */
  delay(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const entry = {
        timer: setTimeout(() => {
          this.pendingDelays.delete(entry);
          resolve();
        }, ms),
        done: resolve,
      };
      this.pendingDelays.add(entry);
    });
  }

  /** Ends every pending delay now. */
  endDelays(): void {
    for (const entry of this.pendingDelays) {
      clearTimeout(entry.timer);
      entry.done();
    }
    this.pendingDelays.clear();
  }
}

/** Whether a URI parser in front of the routes takes the request target: no http:// on TLS, no malformed escape. */
function targetParses(target: string): boolean {
  if (target.startsWith('http://')) return false;
  try {
    decodeURIComponent(target.split('?')[1] ?? '');
    return true;
  } catch {
    return false;
  }
}

/** The API's handler: counts and logs the request, answers it after the injected latency, never crashes on input. */
function apiListener(options: ListenOptions, served: Served): (req: IncomingMessage, res: ServerResponse) => void {
  const { b, latencyMs } = options;
  const left = new LeftOnConnection(b.fault);
  return (req, res) => {
    served.requests += 1;
    const requestId = served.requests;
    const entry: ServedRequest = {
      method: req.method ?? '',
      path: (req.url ?? '').split('?')[0] ?? '',
      startedMs: performance.now(),
      finishedMs: Number.NaN,
    };
    if (served.log.length >= REQUEST_LOG_LIMIT) served.log.shift();
    served.log.push(entry);
    res.once('finish', () => {
      entry.finishedMs = performance.now();
    });
    if (b.variant === 'request-target-checked-first' && !targetParses(req.url ?? '')) {
      res.writeHead(400, { 'content-length': '0' }).end();
      return;
    }
    const misread = left.arrived(req);
    (misread ? Promise.resolve(errorReply(400, 'malformed request line')) : options.handle(req, requestId))
      .catch((error: unknown) => {
        // Never crash on input: anything unexpected (or a fault's deliberate throw) is a JSON 500.
        const detail = error instanceof Error ? error.message : 'unknown error';
        return errorReply(500, `internal error: ${detail}`);
      })
      .then(async (reply) => {
        if (reply === undefined) return;
        left.answered(req, reply.status);
        if (latencyMs > 0) await served.delay(latencyMs);
        if (!served.closing)
          writeReply(res, reply, b, requestId, (bytes, status) => {
            entry.bytes = bytes;
            entry.status = status;
          });
      })
      .catch(() => {
        res.destroy();
      });
  };
}

/** Plain HTTP under the `transport-http-redirect-leaks-body` fault: the API answer, relabelled as a redirect. */
function plainLeakingRedirect(options: ListenOptions, served: Served): RequestListener {
  return (req, res) => {
    served.requests += 1;
    const location = `https://${req.headers.host ?? 'reference.invalid'}${req.url ?? '/'}`;
    options
      .handle(req, served.requests)
      .then((reply) => {
        const rendered =
          reply === undefined ? { headers: {}, body: '' } : renderReply(reply, options.b, served.requests);
        res.writeHead(301, { ...rendered.headers, location, 'content-length': Buffer.byteLength(rendered.body) });
        res.end(rendered.body);
      })
      .catch(() => res.destroy());
  };
}

const counted =
  (served: Served, handler: RequestListener): RequestListener =>
  (req, res) => {
    served.requests += 1;
    handler(req, res);
  };

/** Plain HTTP refused with 403 and the error body; `applyFirst` runs the API handler before refusing (the write faults). */
const refusePlain =
  (options: ListenOptions, served: Served, applyFirst: (req: IncomingMessage) => boolean): RequestListener =>
  (req, res) => {
    served.requests += 1;
    const applied = applyFirst(req)
      ? options.handle(req, served.requests).catch(() => undefined)
      : Promise.resolve(undefined);
    void applied.then(() => {
      if (res.headersSent || res.destroyed) return;
      if (options.b.fault === 'transport-plain-http-put-before-redirect') {
        plainRedirect(req, res);
        return;
      }
      writeReply(res, HTTPS_REQUIRED, options.b, served.requests);
    });
    // Without the handler the body is never read: drain it so the answer can be written.
    if (!applyFirst(req)) req.resume();
  };

/** Who answers plain HTTP under the fault or variant in force (the fault serves it with the API's handler). */
function plainListener(options: ListenOptions, served: Served, onRequest: RequestListener): RequestListener {
  const { b } = options;
  // The trusting faults serve a request that claims TLS in a header as if it had come over TLS.
  const trusting =
    (otherwise: RequestListener): RequestListener =>
    (req, res) =>
      claimsTls(req, b) ? onRequest(req, res) : otherwise(req, res);
  return TRUSTING_FAULTS.has(b.fault ?? '')
    ? trusting(refusePlain(options, served, () => false))
    : b.fault === 'transport-plain-write-trusts-forwarded'
      ? trusting(counted(served, plainRedirect))
      : b.variant === 'http-redirect-to-https'
        ? counted(served, plainRedirect)
        : b.variant === 'http-port-html-page'
          ? counted(served, plainWelcome)
          : b.variant === 'http-refused-403-json'
            ? refusePlain(options, served, () => false)
            : b.fault === 'transport-plain-http-write-applied'
              ? refusePlain(options, served, (req) => req.method === 'POST' || req.method === 'PUT')
              : b.fault === 'transport-plain-http-put-before-redirect'
                ? refusePlain(options, served, (req) => req.method === 'PUT')
                : b.fault === 'transport-http-redirect-leaks-body'
                  ? plainLeakingRedirect(options, served)
                  : onRequest;
}

/**
 * An HTTP parser that knows a fixed list of methods (http-parser, under R's httpuv) ends the connection on any other
 * without a word; every other request it cannot read gets Node's own answer (431 for oversized headers, else 400).
 */
function closeOnUnknownMethod(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'HPE_INVALID_METHOD' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
}

/** The socket server on the port: the TLS server alone, or a front that also speaks plain HTTP. */
function portListener(options: ListenOptions, served: Served): NetServer {
  const { b } = options;
  const onRequest = apiListener(options, served);
  const tls = { key: options.certificate.key, cert: options.certificate.cert };
  // The `http2-alpn` variant offers h2 and http/1.1 by ALPN; an HTTP/1.1 client is answered by the same handler.
  const tlsServer: NetServer =
    b.variant === 'http2-alpn'
      ? createSecureHttp2Server({ ...tls, allowHTTP1: true }, onRequest as unknown as Http2RequestListener)
      : createHttpsServer({ ...tls, keepAlive: true, keepAliveTimeout: 5000 }, onRequest);
  if (b.variant === 'method-unknown-connection-closed') tlsServer.on('clientError', closeOnUnknownMethod);
  if (!speaksPlainHttp(b)) return tlsServer;
  // A front socket server peeks at the first byte: 0x16 starts a TLS handshake, anything else is plain HTTP that
  // the fault then serves with the same handler (the variants only redirect or show a page).
  const plainServer: HttpServer = createHttpServer(
    { keepAlive: true, keepAliveTimeout: 5000 },
    plainListener(options, served, onRequest),
  );
  return createNetServer((socket) => {
    socket.on('error', () => undefined);
    socket.once('data', (chunk: Buffer) => {
      socket.pause();
      socket.unshift(chunk);
      (chunk[0] === 0x16 ? tlsServer : plainServer).emit('connection', socket);
      process.nextTick(() => socket.resume());
    });
  });
}

/** Closes the port once, however often it is asked: pending delays end, every socket goes, no handle is left. */
function closer(listener: NetServer, served: Served): () => Promise<void> {
  let closed: Promise<void> | undefined;
  return () => {
    closed ??= new Promise<void>((resolve) => {
      served.closing = true;
      served.endDelays();
      // 'close' events fire before libuv has released the handles; one timer turn later they are gone, so a caller
      // that checks for leaked handles right after close() sees none.
      const socketsClosed = [...served.sockets].map(
        (socket) => new Promise<void>((done) => socket.once('close', () => done())),
      );
      const listenerClosed = new Promise<void>((done) => listener.close(() => done()));
      for (const socket of served.sockets) socket.destroy();
      void Promise.all([listenerClosed, ...socketsClosed]).then(() => setTimeout(resolve, 0));
    });
    return closed;
  };
}

export async function listen(options: ListenOptions): Promise<Listening> {
  const served = new Served();
  const listener = portListener(options, served);
  listener.on('connection', (socket: Socket) => {
    served.sockets.add(socket);
    socket.once('close', () => served.sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    listener.once('error', reject);
    listener.listen(options.port, options.host, () => {
      listener.off('error', reject);
      resolve();
    });
  });
  const address = listener.address();
  const boundPort = typeof address === 'object' && address !== null ? address.port : options.port;
  return {
    port: boundPort,
    requestCount: () => served.requests,
    requestLog: () => served.log,
    close: closer(listener, served),
  };
}
