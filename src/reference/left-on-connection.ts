// Two faults of a server that reads its own bytes off the socket: a body left partly unread on a keep-alive
// connection, so the next request on it is parsed from the rest and refused (RFC 9112 9.3 asks it to read or close).

import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/** The sockets holding bytes an earlier request left unread, under the two faults that leave them. */
export class LeftOnConnection {
  private readonly left = new WeakSet<Socket>();

  constructor(private readonly fault: string | undefined) {}

  /**
   * Whether this request is read from what the one before it on its socket left (the request line is then garbage:
   * a 400). Under `transport-chunked-tail-left` a chunked body's final CRLF is never read.
   */
  arrived(req: IncomingMessage): boolean {
    const misread = this.left.delete(req.socket);
    const chunked = /chunked/i.test(req.headers['transfer-encoding'] ?? '');
    if (this.fault === 'transport-chunked-tail-left' && chunked) this.left.add(req.socket);
    return misread;
  }

  /** Under `transport-refused-body-left` a body refused with a 4xx was answered before it was read, and stays there. */
  answered(req: IncomingMessage, status: number): void {
    const hadBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (this.fault === 'transport-refused-body-left' && status >= 400 && status < 500 && hadBody)
      this.left.add(req.socket);
  }
}
