// The rate limit of the `rate-limit-429` variants (spec 8 leaves limits open): every RATE_LIMIT_EVERY-th request is
// refused with 429 and Retry-After, and the retry of a refused request always passes.
import type { IncomingMessage } from 'node:http';
import type { Behaviour } from './behaviour.js';
import { errorReply, type Reply } from './replies.js';

/** Every RATE_LIMIT_EVERY-th request is refused under the `rate-limit-429` variant. */
export const RATE_LIMIT_EVERY = 20;

/** A limiter over the server's request count; answers the 429 to send, or undefined to serve the request. */
export function createRateLimiter(b: Behaviour): (req: IncomingMessage, requestNumber: number) => Reply | undefined {
  const passes = new Set<string>();
  return (req, requestNumber) => {
    if (b.variant !== 'rate-limit-429' && b.variant !== 'rate-limit-429-http-date') return undefined;
    // The retry of a refused request always passes, so a client that waits Retry-After and retries succeeds even when
    // other requests are in flight.
    const fingerprint = `${req.method ?? ''} ${req.url ?? ''} ${req.headers.authorization ?? ''}`;
    if (passes.delete(fingerprint)) return undefined;
    if (requestNumber % RATE_LIMIT_EVERY !== 0) return undefined;
    if (passes.size >= 1000) passes.clear();
    passes.add(fingerprint);
    // The HTTP-date form has whole seconds, so "one second from now" is written as the next whole second.
    const retryAfter =
      b.variant === 'rate-limit-429-http-date'
        ? new Date(Math.ceil(Date.now() / 1000) * 1000 + 1000).toUTCString()
        : '1';
    return errorReply(429, 'Too many requests; retry after the time in Retry-After.', { 'retry-after': retryAfter });
  };
}
