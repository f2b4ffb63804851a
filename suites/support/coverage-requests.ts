// The coverage phase by location, as the universal invariants judge it (suites/errors/negative.ts): the request line
// (methods, request-target forms), the Authorization header (spellings the spec leaves open or that are not HTTP),
// and the scan form query (queryCoverage). Each location is sent once per run, shared, deterministic.

export type { CoverageSent } from './coverage-sent.js';

import type { ApiRequest, Auth, HttpView, Response } from '../../src/http/client.js';
import { CUT_SHORT, TransportError } from '../../src/http/client.js';
import { isUnjudged } from '../../src/http/transport-error.js';
import type { CheckContext } from '../../src/requirements/check-context.js';
import { BODY_FRAMING, BODY_SIZE } from '../../src/space/dimensions/bodies.js';
import { PATH_ESCAPE, QUERY_ESCAPE } from '../../src/space/dimensions/escapes.js';
import { TOKEN_SPELLING } from '../../src/space/dimensions/credentials.js';
import { METHOD, REQUEST_TARGET } from '../../src/space/dimensions/request-line.js';
import { phaseClasses, type Expectation, type Location } from '../../src/space/model.js';
import type { CoverageSent } from './coverage-sent.js';
import { fill, shell, shown } from '../../src/space/templates.js';
import { orderSequence } from './coverage-order.js';
import { queryCoverage } from './coverage-queries.js';
import { plainOrder } from './endpoints.js';
import { readAccount } from './scan-form-account.js';
import { lastingReference } from './lasting.js';

interface Planned {
  /** The case of the request space it sends (`dimension/class`). */
  readonly covers: string;
  readonly label: string;
  readonly expect: Expectation;
  readonly request: ApiRequest;
  readonly beforeTheApi?: true;
  readonly mayClose?: true;
}

// GET /orders answers with every order of the account (4.1 shows no narrowing): its head and status are what these
// cases judge, and a short answer is read whole anyway, so a listing of any size costs its head alone.
const LISTINGS = [
  { api: 'orders', method: 'GET', path: '/orders', statusOnly: true },
  { api: 'scan-forms', method: 'GET', path: '/scan_forms' },
] as const;

async function sendPlanned(http: HttpView, location: Location, p: Planned): Promise<CoverageSent> {
  const res: Response | TransportError = await http.attempt({ ...p.request, covers: p.covers });
  const base = {
    location,
    label: p.label,
    expect: p.expect,
    method: p.request.method,
    ...(p.beforeTheApi === undefined ? {} : { beforeTheApi: p.beforeTheApi }),
    ...(p.mayClose === undefined ? {} : { mayClose: p.mayClose }),
  };
  if (res instanceof TransportError) {
    if (res.code === CUT_SHORT) throw res;
    const timedOut = isUnjudged(res.code) ? { timedOut: res } : {};
    return { ...base, outcome: { kind: 'no-answer', error: res.message }, exchange: res.exchange, ...timedOut };
  }
  return { ...base, outcome: { kind: 'answer', answer: res }, exchange: res.exchange };
}

/** The spellings of the token the spec leaves open, and those that are no HTTP, on both listings (reads only). */
function authorizationPlan(key: string): Planned[] {
  return phaseClasses(TOKEN_SPELLING).flatMap((c) => {
    const template = c.value.authorization;
    const auth: Auth = { kind: 'header', value: fill(template, key), label: shown(template), shell: shell(template) };
    return LISTINGS.map((l) => ({
      covers: `${TOKEN_SPELLING.id}/${c.name}`,
      label: `${TOKEN_SPELLING.id}/${c.name}: ${l.method} ${l.path} with Authorization: ${JSON.stringify(shown(template))}`,
      expect: c.expect,
      request: { ...l, auth },
    }));
  });
}

/** The methods and request-target forms over TLS with the key: on the listings, PATCH on the run's plain order. */
function requestLinePlan(order: string): Planned[] {
  const plan: Planned[] = [];
  for (const c of phaseClasses(METHOD)) {
    if (c.value.transport !== 'tls') continue;
    const method = c.value.method as ApiRequest['method'];
    const targets: ApiRequest[] =
      c.value.path === 'own-order'
        ? [{ api: 'orders', method, path: `/orders/${encodeURIComponent(order)}`, json: { metadata: {} } }]
        : method === 'OSFC'
          ? [{ api: 'scan-forms', method, path: '/scan_forms' }]
          : LISTINGS.map((l) => ({ ...l, method }));
    for (const request of targets)
      plan.push({
        covers: `${METHOD.id}/${c.name}`,
        label: `${METHOD.id}/${c.name}: ${method} ${request.path}`,
        expect: c.expect,
        request,
        ...(c.beforeTheApi === undefined ? {} : { beforeTheApi: c.beforeTheApi }),
        ...(c.mayClose === undefined ? {} : { mayClose: c.mayClose }),
      });
  }
  for (const c of phaseClasses(REQUEST_TARGET)) {
    if (c.value.transport !== 'tls' || c.value.form !== 'absolute') continue;
    const scheme = c.value.scheme ?? 'https';
    for (const l of LISTINGS)
      plan.push({
        covers: `${REQUEST_TARGET.id}/${c.name}`,
        label: `${REQUEST_TARGET.id}/${c.name}: GET ${scheme}://{host}${l.path}`,
        expect: c.expect,
        request: { ...l, absoluteTarget: scheme },
        ...(c.beforeTheApi === undefined ? {} : { beforeTheApi: c.beforeTheApi }),
      });
  }
  return plan;
}

/**
 * Requests the second key makes that the first key's checks refuse too (a bad parameter, a body that is no object, an
 * order it does not hold, a method the path does not take): each error must carry the same body, whatever the account.
 */
function secondKeyErrors(unknown: string): Planned[] {
  const auth = { kind: 'second-key' } as const;
  const path = `/orders/${encodeURIComponent(unknown)}`;
  const rows: Array<[string, ApiRequest]> = [
    [
      'GET /scan_forms?page=abc',
      { api: 'scan-forms', method: 'GET', path: '/scan_forms', query: { page: 'abc' }, auth },
    ],
    [
      'GET /scan_forms?start_datetime=not-a-date',
      { api: 'scan-forms', method: 'GET', path: '/scan_forms', query: { start_datetime: 'not-a-date' }, auth },
    ],
    ['POST /orders with the body []', { api: 'orders', method: 'POST', path: '/orders', rawBody: '[]', auth }],
    ['PUT /orders/<an order no account holds>', { api: 'orders', method: 'PUT', path, json: { metadata: {} }, auth }],
    ['GET /orders/<reference> (a method the path does not take)', { api: 'orders', method: 'GET', path, auth }],
  ];
  return rows.map(([what, request]) => ({
    covers: 'account/errors-second-key',
    label: `account/errors-second-key: ${what} with SECOND_API_KEY`,
    expect: 'open',
    request,
  }));
}

/**
 * The creates of the phase: a body framing no reading can create from (no body at all, so no media type either), and
 * bodies just past common body limits that lack their reference, so no reading stores an order from them either.
 */
function createPlan(): Planned[] {
  const framing = phaseClasses(BODY_FRAMING)
    .filter((c) => c.value.method === 'POST' && c.value.body === 'none')
    .map((c) => ({
      covers: `${BODY_FRAMING.id}/${c.name}`,
      label: `${BODY_FRAMING.id}/${c.name}: POST /orders with no body`,
      expect: c.expect,
      request: { api: 'orders', method: 'POST', path: '/orders' } as const,
    }));
  const sizes = phaseClasses(BODY_SIZE).map((c) => ({
    covers: `${BODY_SIZE.id}/${c.name}`,
    label: `${BODY_SIZE.id}/${c.name}: POST /orders with ${c.value.json} and blanks, ${c.value.bytes.toLocaleString('en-US')} bytes`,
    expect: c.expect,
    request: {
      api: 'orders',
      method: 'POST',
      path: '/orders',
      rawBody: c.value.json.padEnd(c.value.bytes, ' '),
    } as const,
    ...(c.mayClose === undefined ? {} : { mayClose: c.mayClose }),
  }));
  return [...framing, ...sizes];
}

/**
 * Each malformed escape after a lasting reference in the update path, the body valid: whatever a decoder makes of it,
 * the answer is a 4xx or the write of an order the run names, never a 5xx (the same strings every run, 4.3).
 */
function pathEscapePlan(reference: string): Planned[] {
  return phaseClasses(PATH_ESCAPE).map((c) => ({
    covers: `${PATH_ESCAPE.id}/${c.name}`,
    label: `${PATH_ESCAPE.id}/${c.name}: PUT /orders/<reference>${c.value.escape}x`,
    expect: c.expect,
    request: {
      api: 'orders',
      method: 'PUT',
      path: `/orders/${encodeURIComponent(reference)}${c.value.escape}x`,
      json: { metadata: {} },
    },
    ...(c.beforeTheApi === undefined ? {} : { beforeTheApi: c.beforeTheApi }),
  }));
}

/** Each malformed escape as the value of reference in the scan form query: a read, answered 200 or 4xx, never 5xx. */
function queryEscapePlan(): Planned[] {
  return phaseClasses(QUERY_ESCAPE).map((c) => ({
    covers: `${QUERY_ESCAPE.id}/${c.name}`,
    label: `${QUERY_ESCAPE.id}/${c.name}: GET /scan_forms?reference=${c.value.escape}x`,
    expect: c.expect,
    request: { api: 'scan-forms', method: 'GET', path: '/scan_forms', rawQuery: `reference=${c.value.escape}x` },
    ...(c.beforeTheApi === undefined ? {} : { beforeTheApi: c.beforeTheApi }),
  }));
}

/** The scan form queries of the phase (queryCoverage) as the invariants see them; none when the listing is unread. */
async function queryPlan(ctx: CheckContext): Promise<CoverageSent[]> {
  const account = await readAccount(ctx);
  if (!account.first.ok || account.listing.length === 0) return [];
  const coverage = await queryCoverage(ctx, account);
  return [...coverage.oneFactor, ...coverage.pairwise].map((r) => ({
    location: 'scan-form-query',
    label: `${r.case.name}: GET /scan_forms?${Object.keys(r.case.query).join('&')} (${r.case.label})`,
    expect: r.case.refusal === 'none' ? 'accepted' : 'open',
    method: 'GET',
    outcome: r.outcome,
    exchange: r.exchange,
    ...(r.timedOut === undefined ? {} : { timedOut: r.timedOut }),
  }));
}

/** Requests in flight at once while a location's cases are sent. */
const CONCURRENCY = 8;

async function sendAll(http: HttpView, location: Location, plan: readonly Planned[]): Promise<CoverageSent[]> {
  const out: CoverageSent[] = [];
  for (let i = 0; i < plan.length; i += CONCURRENCY)
    out.push(...(await Promise.all(plan.slice(i, i + CONCURRENCY).map((p) => sendPlanned(http, location, p)))));
  return out;
}

/** The coverage phase's cases of one location, sent once per run; empty for a location the phase sends elsewhere. */
export async function coverageAt(ctx: CheckContext, location: Location): Promise<readonly CoverageSent[]> {
  switch (location) {
    case 'authorization':
      return ctx.shared('space:authorization', (http) => sendAll(http, location, authorizationPlan(ctx.target.apiKey)));
    case 'request-line': {
      const { reference } = await plainOrder(ctx);
      return ctx.shared('space:request-line', (http) => sendAll(http, location, requestLinePlan(reference)));
    }
    case 'scan-form-query': {
      const escapes = await ctx.shared('space:query-escape', (http) => sendAll(http, location, queryEscapePlan()));
      return [...(await queryPlan(ctx)), ...escapes];
    }
    case 'update-path':
      return ctx.shared('space:update-path', (http) =>
        sendAll(http, location, pathEscapePlan(lastingReference(ctx, 'space-path-escape'))),
      );
    case 'update-body':
      return (await orderSequence(ctx)).steps;
    case 'create-body':
      return ctx.shared('space:create-body', (http) => sendAll(http, location, createPlan()));
    case 'accounts':
      if (ctx.target.secondApiKey === undefined) return [];
      return ctx.shared('space:accounts', (http) =>
        sendAll(http, location, secondKeyErrors(ctx.newOrderReference('second-key-unknown'))),
      );
    default:
      return [];
  }
}
