// Writing a Reply onto the wire: status, headers and body bytes, with the framing variants (chunked, gzip,
// Connection: close, CORS headers) that HTTP allows and the spec leaves open.
import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { Behaviour } from './behaviour.js';
import { renderReply, type Reply } from './replies.js';

/** Writes the reply unless the response is already gone (the client left or the server is closing). */
export function writeReply(res: ServerResponse, reply: Reply, b: Behaviour, requestId: number): void {
  if (res.headersSent || res.destroyed) return;
  const rendered = renderReply(reply, b, requestId);
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
