// Routing of the reference server: which endpoint a method and path name, the version prefixes of spec 9, and the
// percent-decoding of the order identifier in the update path (spec 4.3).
import type { Endpoint } from './auth.js';
import type { Behaviour } from './behaviour.js';

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
 */

export type Route =
  | { endpoint: Exclude<Endpoint, 'other'>; rawReference?: string }
  | { endpoint: 'other'; problem: 'not-found' }
  | { endpoint: 'other'; problem: 'method'; allow: string };

export function resolveRoute(method: string, path: string): Route {
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

/**
 * Spec 9: the bumped release (variant `version-bump`) answers under /v1.1 and /v3 with the same behaviour, and the
 * old /v1.0 and /v2 paths stay; the fault `version-old-paths-dropped` retires the old paths at the bump.
 */
export function versionedPath(path: string, b: Behaviour): string {
  if (b.variant !== 'version-bump' && b.fault !== 'version-old-paths-dropped') return path;
  if (b.fault === 'version-old-paths-dropped' && /^\/(v1\.0|v2)\//.test(path)) return `/retired${path}`;
  return path.replace(/^\/v1\.1\//, '/v1.0/').replace(/^\/v3\//, '/v2/');
}

/** Text whose every `%` starts an escape of two hexadecimal digits (RFC 3986 2.1). */
export const WELL_FORMED_ESCAPES = /^(?:[^%]|%[0-9A-Fa-f]{2})*$/;

/** The order identifier of PUT /v1.0/orders/{id}, percent-decoded; undefined when the encoding is malformed. */
export function decodeReference(raw: string, b: Behaviour): string | undefined {
  if (b.fault === 'orders-path-not-decoded') return raw;
  const text = b.fault === 'orders-path-plus-as-space' ? raw.replaceAll('+', ' ') : raw;
  // The fault decodes outside any error handling: a URIError reaches the generic handler, a 500.
  if (b.fault === 'orders-path-malformed-escape-500') return identifierFault(decodeURIComponent(text), b);
  // The fault checks the escapes' syntax, then decodes their octets with a strict UTF-8 decoder outside any error
  // handling: octets that are no UTF-8 (%C3 alone, %FF, an overlong form) are a 500.
  if (b.fault === 'orders-path-invalid-utf8-500' && WELL_FORMED_ESCAPES.test(text))
    return identifierFault(decodeURIComponent(text), b);
  try {
    return identifierFault(b.fault === 'orders-path-decode-uri' ? decodeURI(text) : decodeURIComponent(text), b);
  } catch {
    return undefined;
  }
}

/** The careless readings of a decoded identifier that the identity faults of 4.3 seed; the identifier itself otherwise. */
function identifierFault(decoded: string, b: Behaviour): string {
  switch (b.fault) {
    case 'orders-path-trimmed':
      return decoded.trim();
    case 'orders-path-dot-suffix-as-format':
      return decoded.replace(/\.[A-Za-z0-9]+$/, '');
    case 'orders-path-placeholder-stops-at-dot':
      return decoded.split('.')[0]!;
    case 'orders-path-semicolon-cut':
      return decoded.split(';')[0]!;
    case 'orders-path-decoded-twice':
      try {
        return decodeURIComponent(decoded);
      } catch {
        return decoded;
      }
    default:
      return decoded;
  }
}
