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

/** One served request: when it arrived and when its answer was written, in performance.now() milliseconds. */
export interface ServedRequest {
  method: string;
  path: string;
  startedMs: number;
  finishedMs: number;
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
    b.fault === 'transport-trusts-x-forwarded-proto' ||
    b.fault === 'transport-plain-write-trusts-forwarded'
  );
}

/** Whether a plain-HTTP request claims TLS the way each of the two trusting faults reads it (5.3: it is still clear text). */
function claimsTls(req: IncomingMessage, b: Behaviour): boolean {
  if (b.fault === 'transport-trusts-x-forwarded-proto') return req.headers['x-forwarded-proto'] === 'https';
  if (b.fault === 'transport-plain-write-trusts-forwarded')
    return (
      (req.method === 'POST' || req.method === 'PUT') &&
      (/proto=https/i.test(req.headers.forwarded ?? '') || req.headers['x-forwarded-ssl'] === 'on')
    );
  return false;
}

const HTTPS_REQUIRED = errorReply(403, 'HTTPS is required: send every call to the https:// address.');

type Http2RequestListener = (req: Http2ServerRequest, res: Http2ServerResponse) => void;

export async function listen(options: ListenOptions): Promise<Listening> {
  const { b, latencyMs } = options;
  let requests = 0;
  const requestLog: ServedRequest[] = [];
  let closing = false;
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

  function onRequest(req: IncomingMessage, res: ServerResponse): void {
    requests += 1;
    const requestId = requests;
    const served: ServedRequest = {
      method: req.method ?? '',
      path: (req.url ?? '').split('?')[0] ?? '',
      startedMs: performance.now(),
      finishedMs: Number.NaN,
    };
    if (requestLog.length >= REQUEST_LOG_LIMIT) requestLog.shift();
    requestLog.push(served);
    res.once('finish', () => {
      served.finishedMs = performance.now();
    });
    options
      .handle(req, requestId)
      .catch((error: unknown) => {
        // Never crash on input: anything unexpected (or a fault's deliberate throw) is a JSON 500.
        const detail = error instanceof Error ? error.message : 'unknown error';
        return errorReply(500, `internal error: ${detail}`);
      })
      .then(async (reply) => {
        if (reply === undefined) return;
        if (latencyMs > 0) await delay(latencyMs);
        if (!closing) writeReply(res, reply, b, requestId);
      })
      .catch(() => {
        res.destroy();
      });
  }

  /** Plain HTTP under the `transport-http-redirect-leaks-body` fault: the API answer, relabelled as a redirect. */
  function plainLeakingRedirect(req: IncomingMessage, res: ServerResponse): void {
    requests += 1;
    const location = `https://${req.headers.host ?? 'reference.invalid'}${req.url ?? '/'}`;
    options
      .handle(req, requests)
      .then((reply) => {
        const rendered = reply === undefined ? { headers: {}, body: '' } : renderReply(reply, b, requests);
        res.writeHead(301, { ...rendered.headers, location, 'content-length': Buffer.byteLength(rendered.body) });
        res.end(rendered.body);
      })
      .catch(() => res.destroy());
  }

  const counted =
    (handler: RequestListener): RequestListener =>
    (req, res) => {
      requests += 1;
      handler(req, res);
    };

  /** Plain HTTP refused with 403 and the error body; `applyFirst` runs the API handler before refusing (the write faults). */
  const refusePlain =
    (applyFirst: (req: IncomingMessage) => boolean): RequestListener =>
    (req, res) => {
      requests += 1;
      const applied = applyFirst(req)
        ? options.handle(req, requests).catch(() => undefined)
        : Promise.resolve(undefined);
      void applied.then(() => {
        if (res.headersSent || res.destroyed) return;
        if (b.fault === 'transport-plain-http-put-before-redirect') {
          plainRedirect(req, res);
          return;
        }
        writeReply(res, HTTPS_REQUIRED, b, requests);
      });
      // Without the handler the body is never read: drain it so the answer can be written.
      if (!applyFirst(req)) req.resume();
    };

  const tls = { key: options.certificate.key, cert: options.certificate.cert };
  // The `http2-alpn` variant offers h2 and http/1.1 by ALPN; an HTTP/1.1 client is answered by the same handler.
  const tlsServer: NetServer =
    b.variant === 'http2-alpn'
      ? createSecureHttp2Server({ ...tls, allowHTTP1: true }, onRequest as unknown as Http2RequestListener)
      : createHttpsServer({ ...tls, keepAlive: true, keepAliveTimeout: 5000 }, onRequest);
  let listener: NetServer;
  if (speaksPlainHttp(b)) {
    // A front socket server peeks at the first byte: 0x16 starts a TLS handshake, anything else is plain HTTP that
    // the fault then serves with the same handler (the variants only redirect or show a page).
    // The trusting faults serve a request that claims TLS in a header as if it had come over TLS.
    const trusting =
      (otherwise: RequestListener): RequestListener =>
      (req, res) =>
        claimsTls(req, b) ? onRequest(req, res) : otherwise(req, res);
    const plainHandler: RequestListener =
      b.fault === 'transport-trusts-x-forwarded-proto'
        ? trusting(refusePlain(() => false))
        : b.fault === 'transport-plain-write-trusts-forwarded'
          ? trusting(counted(plainRedirect))
          : b.variant === 'http-redirect-to-https'
            ? counted(plainRedirect)
            : b.variant === 'http-port-html-page'
              ? counted(plainWelcome)
              : b.variant === 'http-refused-403-json'
                ? refusePlain(() => false)
                : b.fault === 'transport-plain-http-write-applied'
                  ? refusePlain((req) => req.method === 'POST' || req.method === 'PUT')
                  : b.fault === 'transport-plain-http-put-before-redirect'
                    ? refusePlain((req) => req.method === 'PUT')
                    : b.fault === 'transport-http-redirect-leaks-body'
                      ? plainLeakingRedirect
                      : onRequest;
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
    listener.listen(options.port, options.host, () => {
      listener.off('error', reject);
      resolve();
    });
  });
  const address = listener.address();
  const boundPort = typeof address === 'object' && address !== null ? address.port : options.port;

  let closed: Promise<void> | undefined;
  return {
    port: boundPort,
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
        const socketsClosed = [...sockets].map(
          (socket) => new Promise<void>((done) => socket.once('close', () => done())),
        );
        const listenerClosed = new Promise<void>((done) => listener.close(() => done()));
        for (const socket of sockets) socket.destroy();
        void Promise.all([listenerClosed, ...socketsClosed]).then(() => setTimeout(resolve, 0));
      });
      return closed;
    },
  };
}
