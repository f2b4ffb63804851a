// Turns undici and TLS failures into one sentence a user can act on (which host, what to set).
// Certificate problems name the host and what was trusted (CA_FILE): there is no insecure mode to fall back to.
import { ANSWER_LOST } from './connection-drops.js';

const TLS_CODES = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'UNABLE_TO_GET_ISSUER_CERT',
  'CERT_UNTRUSTED',
  'CERT_SIGNATURE_FAILURE',
  'ERR_SSL_WRONG_VERSION_NUMBER',
]);

/** The code of an exchange that outran its own bound (headers and body within REQUEST_TIMEOUT_MS in all). */
export const EXCHANGE_TIMEOUT = 'OSF_EXCHANGE_TIMEOUT';

/** The codes of a request that got no whole answer in time: connecting, the headers, the body, the exchange. */
const TIMEOUT_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  EXCHANGE_TIMEOUT,
]);

/**
 * Whether a transport failure is a timeout: the spec states no response time (8: limits not shown), so a
 * timeout is the run's limit (REQUEST_TIMEOUT_MS), never evidence against the target.
 */
export function isTimeout(code: string | undefined): boolean {
  return code !== undefined && TIMEOUT_CODES.has(code);
}

/**
 * True when a request's lack of an answer says nothing of the target: none came in time, or a create's answer was
 * lost to a dropped connection and the listing could not settle whether it took effect (connection-drops.ts). Such a
 * case is the run's limit, never judged as a server error.
 */
export function isUnjudged(code: string | undefined): boolean {
  return isTimeout(code) || code === ANSWER_LOST;
}

function innermostCode(error: unknown): { code: string | undefined; message: string } {
  let current: unknown = error;
  let code: string | undefined;
  let message = error instanceof Error ? error.message : String(error);
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const c = (current as NodeJS.ErrnoException).code;
    if (typeof c === 'string' && (code === undefined || code.startsWith('UND_ERR_SOCKET') || TLS_CODES.has(c)))
      code = c;
    if (current.message !== '') message = current.message;
    current = (current as { cause?: unknown }).cause;
  }
  return { code, message };
}

export function describeTransportError(
  error: unknown,
  url: string,
  caSource: string | undefined,
): { message: string; code: string | undefined } {
  const { code, message } = innermostCode(error);
  const host = (() => {
    try {
      return new URL(url).host;
    } catch {
      return url;
    }
  })();
  // Every certificate message says what was trusted, so the fix (CA_FILE, or the certificate) is obvious.
  const trusted = caSource === undefined ? 'the system roots (CA_FILE is not set)' : `the system roots and ${caSource}`;
  const tls = (problem: string, fix: string) => ({
    code,
    message: `the TLS certificate of ${host} ${problem} (${code ?? 'TLS'}); trusted: ${trusted}; ${fix}; the suite has no insecure mode`,
  });
  switch (code) {
    case 'ECONNREFUSED':
      return { code, message: `connection refused by ${host}: nothing listens there` };
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return { code, message: `host ${host} cannot be resolved` };
    case 'ECONNRESET':
    case 'EPIPE':
    case 'UND_ERR_SOCKET':
      return { code, message: `${host} closed or reset the connection before answering` };
    case 'UND_ERR_CONNECT_TIMEOUT':
      return { code, message: `connecting to ${host} timed out (TCP and TLS handshake)` };
    case 'UND_ERR_HEADERS_TIMEOUT':
      return { code, message: `${host} accepted the request but sent no response headers in time` };
    case 'UND_ERR_BODY_TIMEOUT':
      return { code, message: `${host} sent headers but stalled the body` };
    case 'CERT_HAS_EXPIRED':
      return tls('has expired', 'the server needs a renewed certificate');
    case 'CERT_NOT_YET_VALID':
      return tls('is not yet valid', "check the server's certificate dates and this machine's clock");
    case 'ERR_TLS_CERT_ALTNAME_INVALID':
      return tls('does not name that host', 'use the host name the certificate is issued for in the base URL');
    case 'ERR_SSL_WRONG_VERSION_NUMBER':
      return { code, message: `${host} did not answer TLS (is it plain HTTP?)` };
    default:
      if (code !== undefined && TLS_CODES.has(code)) {
        return tls(
          'is not trusted',
          caSource === undefined
            ? 'set CA_FILE to a PEM bundle holding the CA that issued it'
            : `add the CA that issued it to ${caSource}`,
        );
      }
      return { code, message: `request to ${host} failed: ${message}${code === undefined ? '' : ` (${code})`}` };
  }
}
