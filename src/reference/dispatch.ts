// One request to one Reply: rate limit, authentication, routing, then the endpoint's handler (spec 4.1-4.4, 5).
// Free of socket handling; lifecycle.ts delivers the Reply. The faults that act before or instead of auth sit here.
import type { IncomingMessage } from 'node:http';
import { authenticate, authFailure, keyElsewhere } from './auth.js';
import type { Behaviour } from './behaviour.js';
import type { OrderService } from './orders.js';
import { reshapeError } from './error-shapes.js';
import { errorReply, type Reply } from './replies.js';
import { contentTypeProblem, parseJson, readBody } from './request-body.js';
import { decodeReference, resolveRoute, versionedPath, WELL_FORMED_ESCAPES, type Route } from './routing.js';
import { listScanForms } from './scan-forms.js';
import type { SeedScanForm } from './seed-data.js';

export interface DispatchContext {
  b: Behaviour;
  keys: readonly string[];
  orders: OrderService;
  /** Each account's forms, oldest first, by account index. */
  formsOf: readonly (readonly SeedScanForm[])[];
  /** Every account's forms, oldest first (only the leak faults look at them). */
  everyone: readonly SeedScanForm[];
  rateLimit: (req: IncomingMessage, requestNumber: number) => Reply | undefined;
  /** The account each keep-alive connection authenticated as (read only by the `auth-cached-per-connection` fault). */
  connections: WeakMap<object, number>;
}

/** Under `writes-queued-list-lag`: the tail of each server's write queue. */
const writeQueues = new WeakMap<DispatchContext, Promise<unknown>>();

/** Runs a write after every write before it, one database round trip each (the variant); directly otherwise. */
function queued<T>(ctx: DispatchContext, write: () => Promise<T>): Promise<T> {
  if (ctx.b.variant !== 'writes-queued-list-lag') return write();
  const run = (writeQueues.get(ctx) ?? Promise.resolve()).then(async () => {
    await roundTrip();
    return write();
  });
  writeQueues.set(
    ctx,
    run.catch(() => undefined),
  );
  return run;
}

/**
 * Under `auth-account-shared-across-requests` and `auth-account-read-after-body`: the last account any request
 * authenticated as, per server.
 */
const lastAccount = new WeakMap<DispatchContext, number>();

type JsonBody = { ok: true; value: unknown } | { ok: false; reply: Reply | undefined };

/** Content-Type (415), size (413), UTF-8 and JSON (400), in that order. */
async function readJson(req: IncomingMessage, b: Behaviour): Promise<JsonBody> {
  const typeProblem = contentTypeProblem(req.headers['content-type'], b);
  if (typeProblem !== undefined) return { ok: false, reply: typeProblem };
  const body = await readBody(req, b);
  if (!body.ok) return body;
  // The fault's front proxy buffers the body and refuses anything over 64 KiB with its own page.
  if (b.fault === 'errors-413-html' && Buffer.byteLength(body.text) > 65_536) {
    const text =
      '<html>\r\n<head><title>413 Request Entity Too Large</title></head>\r\n<body>\r\n<center><h1>413 Request Entity Too Large</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';
    return { ok: false, reply: { kind: 'raw', status: 413, contentType: 'text/html', text } };
  }
  if (b.variant === 'waf-refuses-markup' && /' OR 1=1|<script|<b>/i.test(body.text)) {
    return { ok: false, reply: errorReply(403, 'Request blocked by the web application firewall.') };
  }
  return parseJson(body.text, b);
}

function routeProblem(route: Extract<Route, { endpoint: 'other' }>, method: string, path: string, b: Behaviour): Reply {
  if (route.problem === 'method') return errorReply(405, `${method} is not allowed on ${path}`, { allow: route.allow });
  if (b.fault === 'errors-404-html') {
    const text = `<!DOCTYPE html>\n<html lang="en"><head><title>Error</title></head><body><pre>Cannot ${method} ${path}</pre></body></html>\n`;
    return { kind: 'raw', status: 404, contentType: 'text/html; charset=utf-8', text };
  }
  return errorReply(404, `no resource at ${path}`);
}

/** The faults whose handler runs although the key was refused (spec 5: a refused call must change and reveal nothing). */
async function rejectedSideEffects(
  ctx: DispatchContext,
  req: IncomingMessage,
  route: Route,
  query: URLSearchParams,
): Promise<Reply | undefined> {
  const { b, orders } = ctx;
  const early = await answeredBeforeAuth(ctx, req, route, query);
  if (early !== undefined) return early;
  if (b.fault === 'auth-rejected-put-applied' && route.endpoint === 'update-order') {
    const reference = decodeReference(route.rawReference ?? '', b);
    const body = await readJson(req, b);
    if (reference !== undefined && body.ok) orders.updateAnywhere(reference, body.value);
  }
  if (
    b.fault === 'auth-401-body-leaks-data' &&
    (route.endpoint === 'list-orders' || route.endpoint === 'list-scan-forms')
  ) {
    const leaked =
      route.endpoint === 'list-orders'
        ? orders.list(0)
        : listScanForms({ own: ctx.formsOf[0] ?? [], everyone: ctx.everyone, query, b });
    return { ...leaked, status: 401 };
  }
  if (b.fault === 'auth-rejected-post-created' && route.endpoint === 'create-order') {
    const body = await readJson(req, b);
    if (body.ok) orders.create(0, body.value);
  }
  return undefined;
}

/**
 * The await of a database round trip, where the concurrency faults lose what other requests did meanwhile: long
 * enough (a slow replica, a remote store) that updates sent at once by a busy client still overlap in it, on any
 * seed and beside another run.
 */
const ROUND_TRIP_MS = 80;
function roundTrip(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ROUND_TRIP_MS));
}

/**
 * The faults that answer an unauthenticated request before the guard speaks: a login redirect chosen from the Accept
 * header, or validation (query, body) run ahead of authentication. Spec 5.4 wants 401 whatever the request holds.
 */
async function answeredBeforeAuth(
  ctx: DispatchContext,
  req: IncomingMessage,
  route: Route,
  query: URLSearchParams,
): Promise<Reply | undefined> {
  const { b } = ctx;
  const accept = (req.headers.accept ?? '').toLowerCase();
  const toLogin: Reply = { kind: 'empty', status: 302, headers: { location: '/login' } };
  // A web framework's guard: only a client that names JSON gets 401, every other one is sent to the login page.
  if (b.fault === 'auth-login-redirect-unless-json' && !accept.includes('json')) return toLogin;
  // A guard that sends browsers (text/html in Accept) to the login page; clients without Accept still get 401.
  if (b.fault === 'auth-login-redirect-for-browsers' && accept.includes('text/html')) return toLogin;
  if (b.fault === 'auth-after-query-validation' && route.endpoint === 'list-scan-forms') {
    const listed = listScanForms({ own: [], everyone: [], query, b: { ...b, fault: undefined } });
    if (listed.status === 400) return listed;
  }
  if (
    b.fault === 'auth-after-body-parsing' &&
    (route.endpoint === 'create-order' || route.endpoint === 'update-order')
  ) {
    const body = await readJson(req, b);
    if (!body.ok && body.reply !== undefined) return body.reply;
  }
  return undefined;
}

/** Under `orders-control-reference-dropped`: a create whose reference holds a character outside printable ASCII. */
function holdsControlReference(body: unknown): boolean {
  const reference = typeof body === 'object' && body !== null ? (body as { reference?: unknown }).reference : undefined;
  return typeof reference === 'string' && /[^\x20-\x7e]/.test(reference);
}

/** Under the variant `malformed-query-400-text`: a query string that does not percent-decode. */
function malformedQuery(search: string): boolean {
  try {
    decodeURIComponent(search);
    return false;
  } catch {
    return true;
  }
}

async function createOrder(ctx: DispatchContext, req: IncomingMessage, account: number): Promise<Reply | undefined> {
  const into = ctx.b.fault === 'auth-second-key-creates-in-first-account' ? 0 : account;
  // The account's orders as one document: read, awaited, appended to and written back whole.
  const document = ctx.b.fault === 'orders-concurrent-create-lost' ? ctx.orders.storeKeys(into) : undefined;
  const body = await readJson(req, ctx.b);
  if (!body.ok) return body.reply;
  if (
    (ctx.b.fault === 'orders-control-reference-dropped' && holdsControlReference(body.value)) ||
    (ctx.b.fault === 'orders-null-body-drops-connection' && body.value === null)
  ) {
    // The store's driver crashes its worker: no answer, the connection is gone.
    req.socket.destroy();
    return undefined;
  }
  if (ctx.b.fault === 'orders-duplicate-check-race') return racedCreate(ctx, into, body.value);
  if (document === undefined) return ctx.orders.create(into, body.value);
  await roundTrip();
  const reply = ctx.orders.create(into, body.value);
  const reference = (body.value as { reference?: unknown }).reference;
  ctx.orders.retainOnly(into, new Set([...document, ...(typeof reference === 'string' ? [reference] : [])]));
  return reply;
}

/**
 * The faults of an update that supplies nothing: zero bytes read as "metadata: {}" replacing the stored map, or as a
 * body that is dereferenced without a check (a 500). Undefined when neither is in force or the body is not empty.
 */
function emptyBodyFault(
  ctx: DispatchContext,
  req: IncomingMessage,
  account: number,
  reference: string,
): Reply | undefined {
  const f = ctx.b.fault;
  if (f !== 'metadata-empty-update-body-clears' && f !== 'orders-update-no-body-500') return undefined;
  if (req.headers['content-length'] !== '0' && req.headers['content-length'] !== undefined) return undefined;
  if (req.headers['transfer-encoding'] !== undefined) return undefined;
  if (f === 'orders-update-no-body-500') throw new TypeError("Cannot read properties of null (reading 'metadata')");
  const held = ctx.orders.keysOf(account, reference);
  return ctx.orders.update(account, reference, { metadata: Object.fromEntries(held.map((k) => [k, null])) });
}

/** Under `orders-duplicate-check-race`: `await exists()` then `await insert()`, with no lock between them. */
async function racedCreate(ctx: DispatchContext, account: number, body: unknown): Promise<Reply> {
  const reference = typeof body === 'object' && body !== null ? (body as { reference?: unknown }).reference : undefined;
  const seen = typeof reference === 'string' && ctx.orders.storeKeys(account).includes(reference);
  await roundTrip();
  return ctx.orders.create(account, body, !seen);
}

/**
 * Under `metadata-concurrent-lost-update`: the handler read the order's keys before an await and writes the whole
 * object back, so a key another update added meanwhile is removed (as if set to null).
 */
async function lostUpdateBody(ctx: DispatchContext, account: number, reference: string, read: string[], body: unknown) {
  await roundTrip();
  const metadata = (body as { metadata?: unknown }).metadata;
  if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata)) return body;
  const lost = ctx.orders.keysOf(account, reference).filter((k) => !read.includes(k) && !(k in metadata));
  return { ...(body as object), metadata: { ...Object.fromEntries(lost.map((k) => [k, null])), ...metadata } };
}

async function updateOrder(
  ctx: DispatchContext,
  req: IncomingMessage,
  rawReference: string,
  account: number,
): Promise<Reply | undefined> {
  const { b } = ctx;
  const reference = decodeReference(rawReference, b);
  let reply: Reply | undefined;
  if (reference === undefined)
    reply = errorReply(400, 'the order identifier in the path is not valid percent-encoding');
  else {
    const read = b.fault === 'metadata-concurrent-lost-update' ? ctx.orders.keysOf(account, reference) : undefined;
    const empty = emptyBodyFault(ctx, req, account, reference);
    if (empty !== undefined) return empty;
    const body = await readJson(req, b);
    // The fault settles the account as the headers arrive and reads it from the server-wide variable after the body.
    if (b.fault === 'auth-account-read-after-body') account = lastAccount.get(ctx) ?? account;
    const value =
      body.ok && read !== undefined ? await lostUpdateBody(ctx, account, reference, read, body.value) : undefined;
    reply = body.ok ? ctx.orders.update(account, reference, value ?? body.value) : body.reply;
  }
  if (b.fault === 'errors-400-update-empty-body' && reply?.kind === 'error' && reply.status === 400)
    return { kind: 'empty', status: 400 };
  return reply;
}

/**
 * The faults that break the second account's forms only (its data from another table, a legacy import): the same
 * breakage as a fault of every form, served to that account alone.
 */
const SECOND_ACCOUNT_FAULTS: Readonly<Record<string, Behaviour['fault']>> = {
  'sf-second-account-latitude-string': 'sf-address-latitude-string',
  'sf-second-account-created-at-local': 'sf-created-at-local-offset',
  'sf-second-account-reference-latin1': 'sf-reference-latin1',
};

function asSecondAccount(b: Behaviour): Behaviour {
  const fault = b.fault === undefined ? undefined : SECOND_ACCOUNT_FAULTS[b.fault];
  return fault === undefined ? b : { ...b, fault };
}

/** The Reply to one request, or undefined when the client went away before its body arrived. */
export async function dispatch(
  ctx: DispatchContext,
  req: IncomingMessage,
  requestNumber: number,
): Promise<Reply | undefined> {
  const { b } = ctx;
  const limited = ctx.rateLimit(req, requestNumber);
  if (limited !== undefined) return limited;
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'https://reference.invalid');
  } catch {
    return errorReply(400, 'the request target is not a valid URL');
  }
  const method = req.method ?? 'GET';
  // The variant's HTTP server refuses a query it cannot decode before any handler runs.
  if (b.variant === 'malformed-query-400-text' && malformedQuery(url.search))
    return { kind: 'raw', status: 400, contentType: 'text/plain; charset=utf-8', text: 'Bad Request' };
  const route = resolveRoute(method, routedPath(versionedPath(url.pathname, b), b));
  const routedFirst = b.variant === 'cors-route-first' ? routeBeforeAuth(method, route, url.pathname, b) : undefined;
  if (routedFirst !== undefined) return routedFirst;
  const variant = await unguardedVariant(ctx, req, url);
  if (variant !== undefined) return variant;
  // The gateway's cache answers before the key is checked, to any request that carries a Bearer token.
  const gateway =
    b.fault === 'auth-listings-cached-before-key-check' && /^bearer +\S/i.test(req.headers.authorization ?? '')
      ? listingCache(ctx, req, route, undefined)
      : undefined;
  return gateway?.hit() ?? authenticatedReply(ctx, req, route, url, gateway);
}

/** The reply once the key is checked: the handler's, or a listing cache's (the cache faults and variant). */
async function authenticatedReply(
  ctx: DispatchContext,
  req: IncomingMessage,
  route: Route,
  url: URL,
  gateway: ListingCache | undefined,
): Promise<Reply | undefined> {
  const { b } = ctx;
  const auth = await accountOf(ctx, req, route, url);
  if (!auth.ok)
    return (
      (await rejectedSideEffects(ctx, req, route, url.searchParams)) ??
      authFailure(auth.message, req.headers.authorization, b)
    );
  // The fault's framework decodes the query's escapes with a strict UTF-8 decoder outside any error handling, once the
  // key is checked: well-formed escapes of octets that are no UTF-8 (%FF, an overlong form) are a 500.
  if (
    b.fault === 'sf-query-invalid-utf8-500' &&
    route.endpoint === 'list-scan-forms' &&
    WELL_FORMED_ESCAPES.test(url.search)
  )
    decodeURIComponent(url.search);
  const cache = gateway ?? listingCache(ctx, req, route, auth.account);
  const cached = gateway === undefined ? cache?.hit() : undefined;
  if (cached !== undefined) return cached;
  const reply = reshapeError(
    translated(await serve(ctx, req, route, url, auth.account), auth.account, b),
    { route, path: url.pathname, query: url.searchParams },
    b,
  );
  cache?.keep(reply);
  return reply;
}

/**
 * How long a listing answer is kept, and whether its key holds the account: the cache faults keep it 60 s for any
 * account; the `listings-cached-per-account` variant 200 ms per account (no longer than a replica's lag).
 */
function cachePolicy(b: Behaviour): { readonly ms: number; readonly perAccount: boolean } | undefined {
  if (b.fault === 'auth-listings-cached-before-key-check' || b.fault === 'auth-listings-cached-after-key-check')
    return { ms: 60_000, perAccount: false };
  if (b.variant === 'listings-cached-per-account') return { ms: 200, perAccount: true };
  return undefined;
}

/** Each server's cached listing answers, by cache key. */
const listingCaches = new WeakMap<DispatchContext, Map<string, { at: number; reply: Reply }>>();

interface ListingCache {
  hit(): Reply | undefined;
  keep(reply: Reply | undefined): void;
}

/** The cache entry of a listing request (GET of either listing) when a cache is in force; else undefined. */
function listingCache(
  ctx: DispatchContext,
  req: IncomingMessage,
  route: Route,
  account: number | undefined,
): ListingCache | undefined {
  const policy = cachePolicy(ctx.b);
  if (policy === undefined || req.method !== 'GET') return undefined;
  if (route.endpoint !== 'list-orders' && route.endpoint !== 'list-scan-forms') return undefined;
  let store = listingCaches.get(ctx);
  if (store === undefined) listingCaches.set(ctx, (store = new Map<string, { at: number; reply: Reply }>()));
  const entries = store;
  // The faults' key is the request target alone: whoever asks a URL first decides what every key gets for it.
  const key = `${policy.perAccount ? String(account) : '*'} ${req.method} ${req.url ?? ''}`;
  return {
    hit: () => {
      const entry = entries.get(key);
      return entry !== undefined && Date.now() - entry.at < policy.ms ? entry.reply : undefined;
    },
    keep: (reply) => {
      if (reply !== undefined && reply.status === 200) entries.set(key, { at: Date.now(), reply });
    },
  };
}

/** Under `errors-second-account-translated`: the second account's locale translates the status text of its errors. */
const SPANISH: Readonly<Record<number, string>> = {
  400: 'Solicitud incorrecta',
  404: 'No encontrado',
  405: 'Método no permitido',
  409: 'Conflicto',
};

function translated(reply: Reply | undefined, account: number, b: Behaviour): Reply | undefined {
  if (b.fault !== 'errors-second-account-translated' || account !== 1 || reply?.kind !== 'error') return reply;
  const text = SPANISH[reply.status];
  return text === undefined ? reply : { ...reply, errorText: text };
}

/**
 * Under `cors-route-first`: a CORS preflight carries no credentials by design; the router answers it, and unknown
 * routes, before auth. Undefined for a request the router passes on.
 */
function routeBeforeAuth(method: string, route: Route, path: string, b: Behaviour): Reply | undefined {
  if (method === 'OPTIONS') {
    return {
      kind: 'empty',
      status: 204,
      headers: {
        'access-control-allow-methods': 'GET, POST, PUT, OPTIONS',
        'access-control-allow-headers': 'authorization, content-type',
        'access-control-max-age': '600',
      },
    };
  }
  if (route.endpoint === 'other' && route.problem === 'method')
    return routeProblem(route, method, path, { ...b, fault: undefined });
  if (route.endpoint === 'other') return errorReply(404, `no resource at ${path}`);
  return undefined;
}

/** The Authorization field; the fault looks it up under its name as the spec writes it, letter for letter. */
function authorizationOf(req: IncomingMessage, b: Behaviour): string | undefined {
  if (b.fault !== 'auth-header-name-case-sensitive') return req.headers.authorization;
  const at = req.rawHeaders.findIndex((name, i) => i % 2 === 0 && name === 'Authorization');
  return at < 0 ? undefined : req.rawHeaders[at + 1];
}

/** The account a request's credentials name (spec 5), as the auth faults in force misread it. */
async function accountOf(
  ctx: DispatchContext,
  req: IncomingMessage,
  route: Route,
  url: URL,
): Promise<ReturnType<typeof authenticate>> {
  const { b } = ctx;
  let auth = authenticate(authorizationOf(req, b), url.searchParams, route.endpoint, ctx.keys, b);
  // The faults that read a key outside the Authorization header do so only when none was sent.
  const elsewhere = req.headers.authorization === undefined ? keyElsewhere(req.headers, ctx.keys, b) : undefined;
  if (!auth.ok && elsewhere !== undefined) auth = { ok: true, account: elsewhere };
  // The fault remembers the account a keep-alive connection once authenticated as, and serves it without a key.
  if (b.fault === 'auth-cached-per-connection') {
    const remembered = ctx.connections.get(req.socket);
    if (auth.ok) ctx.connections.set(req.socket, auth.account);
    else if (remembered !== undefined) auth = { ok: true, account: remembered };
  }
  // The fault looks the account up once per keep-alive connection, at its first valid key, and keeps it there.
  if (auth.ok && b.fault === 'auth-account-remembered-per-connection') {
    const remembered = ctx.connections.get(req.socket);
    if (remembered === undefined) ctx.connections.set(req.socket, auth.account);
    else auth = { ok: true, account: remembered };
  }
  if (auth.ok && b.fault === 'auth-account-read-after-body') lastAccount.set(ctx, auth.account);
  if (auth.ok && b.fault === 'auth-account-shared-across-requests') {
    // The account lives in one variable of the server, not of the request: read again after an await.
    lastAccount.set(ctx, auth.account);
    await roundTrip();
    auth = { ok: true, account: lastAccount.get(ctx) ?? auth.account };
  }
  return auth;
}

/** Under `trailing-slash-routed`: the path the router matches, trailing slash, letter case and `;` parameters aside. */
function routedPath(path: string, b: DispatchContext['b']): string {
  if (b.variant !== 'trailing-slash-routed') return path;
  const plain = path.replace(/;[^/]*/g, '').replace(/(.)\/+$/, '$1');
  // The order identifier keeps its case: the reference is matched exactly (4.3).
  return plain.replace(/^(\/[^/]+\/[^/]+)/, (head) => head.toLowerCase());
}

/**
 * The faults that route a variant of a spec path (spec 5.4) around the key check: a trailing slash or another letter
 * case served as account A, or a dot-segment or `;`-parameter write applied and then answered 401.
 */
async function unguardedVariant(ctx: DispatchContext, req: IncomingMessage, url: URL): Promise<Reply | undefined> {
  const { b } = ctx;
  const method = req.method ?? 'GET';
  const keyed = authenticate(req.headers.authorization, url.searchParams, 'other', ctx.keys, b).ok;
  if (keyed) return undefined;
  const served = (path: string): Route | undefined => {
    const route = resolveRoute(method, path);
    return route.endpoint === 'other' ? undefined : route;
  };
  let route: Route | undefined;
  if (b.fault === 'auth-trailing-slash-unguarded' && /.\/$/.test(url.pathname))
    route = served(url.pathname.replace(/\/+$/, ''));
  if (b.fault === 'auth-path-case-unguarded' && url.pathname !== url.pathname.toLowerCase()) {
    // Lower-cased except the order identifier, which the handler looks up as sent.
    const lower = url.pathname.replace(/^(\/[^/]+\/[^/]+)/, (head) => head.toLowerCase());
    route = served(lower);
  }
  if (route !== undefined) return serve(ctx, req, route, url, 0);
  const raw = (req.url ?? '').split('?', 1)[0] ?? '';
  if (
    b.fault === 'auth-variant-write-applied' &&
    (method === 'POST' || method === 'PUT') &&
    /\/\.{1,2}(\/|$)|;/.test(raw)
  ) {
    const write = served(url.pathname.replace(/;[^/]*/g, ''));
    if (write !== undefined) await serve(ctx, req, write, url, 0);
    return authFailure('The API key is not valid.', req.headers.authorization, b);
  }
  return undefined;
}

async function serve(
  ctx: DispatchContext,
  req: IncomingMessage,
  route: Route,
  url: URL,
  account: number,
): Promise<Reply | undefined> {
  const { b } = ctx;
  const method = req.method ?? 'GET';
  switch (route.endpoint) {
    case 'other':
      return routeProblem(route, method, url.pathname, b);
    case 'list-orders': {
      const request = {
        query: url.searchParams,
        selfUrl: `https://${req.headers.host ?? 'reference.invalid'}${url.pathname}`,
      };
      if (b.fault === 'orders-list-fails-beside-create') return ctx.orders.listHydrated(account, request);
      return ctx.orders.list(account, request);
    }
    case 'create-order':
      return queued(ctx, () => createOrder(ctx, req, account));
    case 'update-order':
      return queued(ctx, () => updateOrder(ctx, req, route.rawReference ?? '', account));
    case 'list-scan-forms':
      return listScanForms({
        own: ctx.formsOf[account] ?? [],
        everyone: ctx.everyone,
        query: url.searchParams,
        b: account === 0 ? b : asSecondAccount(b),
      });
  }
}
