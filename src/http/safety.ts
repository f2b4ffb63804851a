// The wall that keeps a shared staging server safe, enforced on every request the client sends: only the
// four endpoints of spec 4, writes only to the run's orders and the suite's lasting ones, the key never in clear.

import { isIP } from 'node:net';
import type { TargetConfig } from '../config/target.js';
import type { ApiRequest } from './request.js';

/** Thrown before sending a request the suite must never send: a defect of the suite, not of the target. */
export class UnsafeRequest extends Error {
  override readonly name = 'UnsafeRequest';
}

/**
 * The endpoints of spec 4.1-4.4, the only ones the suite calls; plus one read the error checks of spec 7 need:
 * GET of a path under the version prefix that no server has (its name starts with "osfc-", the suite's own
 * namespace), to provoke a 404 and read its error body. It is a read, so it cannot change anything.
 */
export type SpecEndpoint =
  | 'GET /orders'
  | 'POST /orders'
  | 'PUT /orders/{reference}'
  | 'GET /scan_forms'
  | 'GET /osfc-… (no such resource)'
  | 'GET /orders/{reference} (wrong method)'
  | 'keyless route variant';

/**
 * Whether a reference is the run's own: under its prefix, in any letter case. A case-insensitive server maps a
 * case variant onto the run's own order; to a case-sensitive one it names an order no one else can hold, since
 * the prefix is unique to the run. The checks of 4.3 need both to prove the identifier is matched exactly.
 */
export function isRunReference(reference: string, prefix: string): boolean {
  return reference.toLowerCase().startsWith(prefix.toLowerCase());
}

/** The prefixes a write may name: the run's own, and the one of the orders runs under the namespace keep. */
type OwnPrefixes = Pick<TargetConfig, 'orderReferencePrefix' | 'lastingReferencePrefix'>;

/** Whether a write may name this reference: the run's own, or one of the orders every run under the namespace keeps. */
export function isOwnReference(reference: string, target: OwnPrefixes): boolean {
  const lasting = target.lastingReferencePrefix;
  return (
    isRunReference(reference, target.orderReferencePrefix) ||
    (lasting !== undefined && isRunReference(reference, lasting))
  );
}

export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  return bare === 'localhost' || bare === '::1' || (isIP(bare) === 4 && bare.startsWith('127.'));
}

function endpointPath(req: ApiRequest): { endpoint: SpecEndpoint; reference?: string } | undefined {
  if (req.url !== undefined) {
    // A full URL (the plain-HTTP probe of spec 5.3) is judged by its own path: a read of a listing endpoint.
    let pathname: string;
    try {
      pathname = new URL(req.url).pathname;
    } catch {
      return undefined;
    }
    // Writes too, but only over plain HTTP: the write probe of spec 5.3 (loopback only, checked below).
    const plainWrite = req.url.startsWith('http:');
    // HEAD and OPTIONS read nothing a GET would not: the request-line probes of spec 5.3 send them over clear text.
    const read = req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS';
    if (pathname.endsWith('/orders'))
      return read
        ? { endpoint: 'GET /orders' }
        : req.method === 'POST' && plainWrite
          ? { endpoint: 'POST /orders' }
          : undefined;
    if (pathname.endsWith('/scan_forms')) return read ? { endpoint: 'GET /scan_forms' } : undefined;
    const single = /\/orders\/([^/]+)$/.exec(pathname);
    if (single !== null && req.method === 'PUT' && plainWrite)
      return { endpoint: 'PUT /orders/{reference}', reference: single[1]! };
    return undefined;
  }
  if (req.method === 'GET' && /^\/osfc-[A-Za-z0-9._~-]+$/.test(req.path))
    return { endpoint: 'GET /osfc-… (no such resource)' };
  // The request space's methods (src/space/dimensions/request-line.ts): HEAD and OPTIONS of the listings read nothing
  // a GET does not; an unknown method only on the scan form listing, which no method of spec 4 writes to.
  const reads = ['GET', 'HEAD', 'OPTIONS'];
  if (req.api === 'scan-forms')
    return [...reads, 'OSFC'].includes(req.method) && req.path === '/scan_forms'
      ? { endpoint: 'GET /scan_forms' }
      : undefined;
  if (req.path === '/orders') {
    if (reads.includes(req.method)) return { endpoint: 'GET /orders' };
    if (req.method === 'POST') return { endpoint: 'POST /orders' };
    return undefined;
  }
  const single = /^\/orders\/([^/]+)$/.exec(req.path);
  // 4.3: the identifier is one path segment; the percent-encoded form of a prefixed reference keeps the prefix.
  // PATCH is the method the spec does not name for an update: sent only to the run's own orders, like PUT.
  if (single !== null && (req.method === 'PUT' || req.method === 'PATCH'))
    return { endpoint: 'PUT /orders/{reference}', reference: single[1]! };
  // A GET of the update path: a wrong method that cannot change data, sent to read its error body (spec 7).
  if (single !== null && req.method === 'GET')
    return { endpoint: 'GET /orders/{reference} (wrong method)', reference: single[1]! };
  return undefined;
}

/**
 * What a router or proxy may make of a route-variant path (spec 5.4 probes): the query and fragment dropped, letters
 * percent-decoded (and %2F), `;` parameters removed, letter case folded, empty and `.` segments dropped, `..`
 * resolved, the trailing slash gone. Deliberately generous: every server that could route the variant to a handler
 * of spec 4 must see one of its endpoints, so the wall judges the write against the endpoint it may reach.
 */
export function normaliseVariant(rawPath: string): string {
  const path = rawPath.split(/[?#]/, 1)[0] ?? '';
  const decoded = path.replace(/%([0-9A-Fa-f]{2})/g, (whole, hex: string) => {
    const ch = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9._~/-]/.test(ch) ? ch : whole;
  });
  const out: string[] = [];
  for (const raw of decoded.toLowerCase().split('/')) {
    const segment = raw.split(';', 1)[0] ?? '';
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return `/${out.join('/')}`;
}

/**
 * A keyless request to a variant of a spec path (spec 5.4: it must fail with 401). Never with the configured keys
 * (a variant is no spec path, and the suite sends the key only where the spec says); only methods a router may map
 * onto an endpoint of spec 4; a write only where the normalised path is that endpoint and its order the run's own.
 */
function variantEndpoint(
  req: ApiRequest,
  target: OwnPrefixes & Pick<TargetConfig, 'ordersApiPrefix' | 'scanFormsApiPrefix'>,
  what: string,
): SpecEndpoint {
  const auth = req.auth?.kind ?? 'key';
  if (auth === 'key' || auth === 'second-key' || req.url !== undefined)
    throw new UnsafeRequest(`${what}: a route variant is sent only without a valid key, to the configured base URL`);
  const path = normaliseVariant(req.rawPath ?? '');
  const prefix = normaliseVariant(req.api === 'orders' ? target.ordersApiPrefix : target.scanFormsApiPrefix);
  const rest = path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : undefined;
  const reads = ['GET', 'HEAD', 'OPTIONS'];
  const single = rest === undefined ? null : /^\/orders\/([^/]+)$/.exec(rest);
  const allowed =
    req.api === 'scan-forms'
      ? rest === '/scan_forms' && reads.includes(req.method)
      : (rest === '/orders' && [...reads, 'POST'].includes(req.method)) ||
        (single !== null && [...reads, 'PUT'].includes(req.method));
  if (!allowed) throw new UnsafeRequest(`${what}: not a variant of an endpoint of spec 4 for ${req.method}`);
  const reference = single?.[1];
  if (reference !== undefined && !isOwnReference(reference, target))
    throw new UnsafeRequest(`${what} names an order this run did not create`);
  const created = req.method === 'POST' ? createdReference(req) : undefined;
  if (req.method === 'POST' && (typeof created !== 'string' || !isOwnReference(created, target)))
    throw new UnsafeRequest(`${what} would create an order outside the run's reference prefix`);
  return 'keyless route variant';
}

/** The reference a create request body names, if it names one as a string (raw bodies are read as JSON when they parse). */
function createdReference(req: ApiRequest): unknown {
  let body: unknown = req.json;
  if (req.rawBody !== undefined) {
    try {
      body = JSON.parse(req.rawBody);
    } catch {
      return undefined;
    }
  }
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>).reference
    : undefined;
}

/**
 * Checks one request against the wall and returns the endpoint it calls; throws UnsafeRequest otherwise.
 * Spec 4: only the four endpoints. Spec 4.2/4.3 on a shared account: only orders under the run's prefix or the
 * lasting one of the suite's namespace.
 * Spec 5.3: the real key never crosses plain HTTP except on this machine's loopback.
 */
export function checkRequest(
  req: ApiRequest,
  target: OwnPrefixes &
    Pick<TargetConfig, 'ordersBaseUrl' | 'scanFormsBaseUrl' | 'ordersApiPrefix' | 'scanFormsApiPrefix'>,
): SpecEndpoint {
  const what =
    req.url === undefined
      ? `${req.method} ${req.api === 'orders' ? '{base_url}' : '{scan_base_url}'}${req.rawPath ?? `…${req.path}`}`
      : `${req.method} ${req.url}`;
  if (req.rawPath !== undefined) return variantEndpoint(req, target, what);
  const found = endpointPath(req);
  if (found === undefined) throw new UnsafeRequest(`${what} is not an endpoint of spec 4`);
  const prefix = target.orderReferencePrefix;
  if (found.reference !== undefined && !isOwnReference(found.reference, target)) {
    throw new UnsafeRequest(
      `${what} would update an order this run did not create (its reference does not start with the run's prefix "${prefix}")`,
    );
  }
  if (found.endpoint === 'POST /orders') {
    const reference = createdReference(req);
    if (typeof reference === 'string' && !isOwnReference(reference, target)) {
      throw new UnsafeRequest(
        `${what} would create order "${reference}", outside the run's reference prefix "${prefix}"`,
      );
    }
  }
  if (req.url !== undefined) {
    let url: URL;
    try {
      url = new URL(req.url);
    } catch {
      throw new UnsafeRequest(`${what}: the URL override is not a URL`);
    }
    // Overrides exist for the plain-HTTP probe of spec 5.3: a read, on the target's own host, never elsewhere.
    const hosts = [target.ordersBaseUrl, target.scanFormsBaseUrl].map((b) => new URL(b).hostname);
    if (!hosts.includes(url.hostname))
      throw new UnsafeRequest(`${what}: the URL override points at ${url.hostname}, not at the target's host`);
    const auth = req.auth?.kind ?? 'key';
    if (url.protocol !== 'https:' && (auth === 'key' || auth === 'second-key') && !isLoopbackHost(url.hostname)) {
      throw new UnsafeRequest(`${what}: the real key may cross plain HTTP only on this machine's loopback`);
    }
    if (
      url.protocol !== 'https:' &&
      !['GET', 'HEAD', 'OPTIONS'].includes(req.method) &&
      !isLoopbackHost(url.hostname)
    ) {
      throw new UnsafeRequest(`${what}: a write may cross plain HTTP only on this machine's loopback`);
    }
  }
  return found.endpoint;
}

/**
 * The request as a plan line: method and path template, the placeholders of the spec instead of this run's
 * values (`PUT {base_url}/v1.0/orders/{reference}`, query parameter names without their values).
 */
export function requestTemplate(
  req: ApiRequest,
  target: Pick<TargetConfig, 'ordersApiPrefix' | 'scanFormsApiPrefix' | 'ordersBaseUrl' | 'scanFormsBaseUrl'>,
): string {
  if (req.rawPath !== undefined) {
    const base = req.api === 'orders' ? '{base_url}' : '{scan_base_url}';
    return `${req.method} ${base}${req.rawPath.replace(/(\/orders\/+)[^/;?#]+/i, '$1{reference}')} (no valid key)`;
  }
  const found = endpointPath(req);
  const entries = req.query === undefined ? [] : Array.isArray(req.query) ? req.query : Object.entries(req.query);
  const query =
    req.rawQuery !== undefined
      ? '?… (raw)'
      : entries.length === 0
        ? ''
        : `?${[...new Set((entries as Array<readonly [string, string]>).map(([name]) => `${name}=…`))].join('&')}`;
  const single =
    found?.endpoint === 'PUT /orders/{reference}' || found?.endpoint === 'GET /orders/{reference} (wrong method)';
  const path = single ? '/orders/{reference}' : req.path;
  if (req.url !== undefined) {
    try {
      const url = new URL(req.url);
      const base = new URL(found?.endpoint === 'GET /scan_forms' ? target.scanFormsBaseUrl : target.ordersBaseUrl);
      const port = url.port === '' ? (url.protocol === 'http:' ? '80' : '443') : url.port;
      const basePort = base.port === '' ? '443' : base.port;
      const pathname = single ? url.pathname.replace(/\/orders\/[^/]+$/, '/orders/{reference}') : url.pathname;
      return `${req.method} ${url.protocol}//{host}:${port === basePort ? '{port}' : port}${pathname}${query}`;
    } catch {
      return `${req.method} (invalid URL)`;
    }
  }
  const prefix = req.prefix ?? (req.api === 'orders' ? target.ordersApiPrefix : target.scanFormsApiPrefix);
  return `${req.method} ${req.api === 'orders' ? '{base_url}' : '{scan_base_url}'}${prefix}${path}${query}`;
}
