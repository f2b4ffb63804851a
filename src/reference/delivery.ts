// Writing a Reply onto the wire: status, headers and body bytes, with the framing variants (chunked, gzip,
// Connection: close, CORS headers) that HTTP allows and the spec leaves open.
import { once } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { Writable } from 'node:stream';
import { createGzip, gzipSync } from 'node:zlib';
import type { Behaviour } from './behaviour.js';
import { renderReply, type Reply } from './replies.js';

/** Body bytes a streamed answer gathers before each write. */
const STREAM_CHUNK_CHARS = 64 * 1024;

/** The headers every answer carries under the framing variants. */
function framingHeaders(headers: Record<string, string | number>, b: Behaviour): Record<string, string | number> {
  if (b.variant === 'connection-close') headers['connection'] = 'close';
  if (b.variant === 'cors-route-first') {
    headers['access-control-allow-origin'] = '*';
    headers['access-control-expose-headers'] = 'link, x-total-count, retry-after';
    headers['vary'] = 'Origin';
  }
  return headers;
}

/**
 * Writes the reply unless the response is already gone (the client left or the server is closing); `sent` is told
 * the status and the body's size in bytes (before compression) once the body is written.
 */
export function writeReply(
  res: ServerResponse,
  reply: Reply,
  b: Behaviour,
  requestId: number,
  sent: (bytes: number, status: number) => void = () => undefined,
): void {
  if (res.headersSent || res.destroyed) return;
  if (reply.kind === 'stream') {
    void writeStream(res, reply, b, sent);
    return;
  }
  const rendered = renderReply(reply, b, requestId);
  const headers = framingHeaders({ ...rendered.headers }, b);
  sent(Buffer.byteLength(rendered.body), rendered.status);
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

/** Resolves once the writer can take more, or false once the response is gone. */
async function drained(out: Writable, res: ServerResponse): Promise<boolean> {
  if (res.destroyed) return false;
  const gone = new AbortController();
  try {
    await Promise.race([once(out, 'drain', { signal: gone.signal }), once(res, 'close', { signal: gone.signal })]);
  } catch {
    return false;
  } finally {
    gone.abort();
  }
  return !res.destroyed;
}

/** A streamed reply, written as it is made: chunked framing, with the writer's back-pressure honoured. */
async function writeStream(
  res: ServerResponse,
  reply: Extract<Reply, { kind: 'stream' }>,
  b: Behaviour,
  sent: (bytes: number, status: number) => void,
): Promise<void> {
  const headers = framingHeaders({ ...reply.headers, 'content-type': 'application/json; charset=utf-8' }, b);
  const gzip = b.variant === 'gzip-responses' ? createGzip() : undefined;
  res.writeHead(reply.status, gzip === undefined ? headers : { ...headers, 'content-encoding': 'gzip' });
  const out: Writable = gzip ?? res;
  if (gzip !== undefined) gzip.pipe(res);
  let bytes = 0;
  let pending = '';
  try {
    for (const part of reply.parts()) {
      pending += part;
      if (pending.length < STREAM_CHUNK_CHARS) continue;
      bytes += Buffer.byteLength(pending);
      const more = out.write(pending);
      pending = '';
      if (!more && !(await drained(out, res))) return;
      if (res.destroyed) return;
    }
    bytes += Buffer.byteLength(pending);
    sent(bytes, reply.status);
    out.end(pending);
  } catch {
    res.destroy();
  }
}
