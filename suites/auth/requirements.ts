// Authentication (spec 5 and 7): the configured key is accepted, and every request without valid
// authentication fails with 401 on every endpoint, whatever near-miss credential it carries.

import { randomBytes } from 'node:crypto';
import type { ApiRequest, Auth, Response } from '../../src/http/client.js';
import type { CheckContext } from '../../src/requirements/check-context.js';
import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import { nearMissKeys } from '../../src/evidence/secrets.js';
import { accountIdentifiers, allEndpoints, fixtureOrder, plainOrder, type Endpoint } from '../support/endpoints.js';
import { lastingReference, runValue } from '../support/lasting.js';
import { mustHoldLasting } from '../support/lasting-orders.js';
import { barrier, excerpt, findOrders, is2xx, requireOrders } from '../support/orders.js';
import {
  CLIENT_ACCEPTS,
  EMPTY_CREDENTIALS,
  INVALID_UNAUTHENTICATED,
  HEADER_NAME_SPELLINGS,
  KEY_ELSEWHERE,
  OTHER_SCHEMES,
  QUERY_KEY_PARAMETERS,
  SCHEME_CASE_SPELLINGS,
  TOKEN_SPELLINGS,
  type AcceptCase,
  type HeaderCase,
  type InvalidRequestCase,
} from '../support/credential-cases.js';
import { namedIn } from '../support/named-in.js';

interface Credential {
  readonly label: string;
  readonly auth: Auth;
  /** Extra query parameters (the key in the URL instead of the header). */
  readonly query?: Readonly<Record<string, string>>;
  /** The Accept header sent instead of the client's application/json. */
  readonly accept?: AcceptCase;
  /** Header fields sent besides (the key in a header other than Authorization). */
  readonly headers?: Readonly<Record<string, string>>;
  /** The case of the request space it sends (`dimension/class`), when it is one. */
  readonly covers?: string;
}

/** One unauthenticated request and how a failure names it. */
interface Probe {
  readonly label: string;
  readonly request: ApiRequest;
}

/** Sends every probe at once and fails with the full list of non-401 answers (spec 5.4). */
async function expect401(ctx: CheckContext, probes: readonly Probe[]): Promise<Response[]> {
  const answers = await Promise.all(probes.map((probe) => ctx.http.send(probe.request)));
  const broken = answers.map((res, i) => ({ res, probe: probes[i]! })).filter(({ res }) => res.status !== 401);
  if (broken.length > 0) {
    ctx.fail(`${broken.length} of ${answers.length} unauthenticated requests did not fail with 401`, {
      problems: broken.map(({ res, probe }) => `${probe.label}: HTTP ${res.status}${answerNote(res)}`),
      expected: 'HTTP 401 for each (spec 5.4)',
      exchange: broken[0]!.res.exchange,
    });
  }
  return answers;
}

/** What a wrong answer showed besides its status: the body of a 2xx, the target of a redirect. */
function answerNote(res: Response): string {
  if (is2xx(res.status)) return ` ${excerpt(res.text, 80)}`;
  const location = res.headers['location'];
  return res.status >= 300 && res.status < 400 && location !== undefined ? ` to ${excerpt(location, 80)}` : '';
}

/** Sends every credential to every endpoint and fails with the full list of non-401 answers. */
async function expectRejected(ctx: CheckContext, credentials: readonly Credential[]): Promise<Response[]> {
  const endpoints = await allEndpoints(ctx);
  return expect401(
    ctx,
    credentials.flatMap((credential) =>
      endpoints.map((endpoint) => ({
        label: `${endpoint.name} with ${credential.label}`,
        request: {
          ...endpoint.request,
          auth: credential.auth,
          ...queryOf(endpoint, credential),
          ...headersOf(credential),
          ...(credential.covers === undefined ? {} : { covers: credential.covers }),
        },
      })),
    ),
  );
}

function acceptOf(accept: AcceptCase | undefined): Pick<ApiRequest, 'headers' | 'omitAccept'> {
  if (accept === undefined) return {};
  return accept.accept === undefined ? { omitAccept: true } : { headers: { accept: accept.accept } };
}

/** The Accept a credential asks for and the header fields it carries besides Authorization. */
function headersOf(credential: Credential): Pick<ApiRequest, 'headers' | 'omitAccept'> {
  const accept = acceptOf(credential.accept);
  if (credential.headers === undefined) return accept;
  return { ...accept, headers: { ...accept.headers, ...credential.headers } };
}

/** A row of INVALID_UNAUTHENTICATED as the request it sends with these credentials. */
function invalidRequest(row: InvalidRequestCase, auth: Auth, existing: string): ApiRequest {
  const body = row.body === undefined ? {} : 'raw' in row.body ? { rawBody: row.body.raw } : { json: row.body.json };
  const query = row.query === undefined ? {} : { query: row.query };
  switch (row.endpoint) {
    case 'GET /scan_forms':
      return { api: 'scan-forms', method: 'GET', path: '/scan_forms', auth, ...query };
    case 'POST /orders':
      return { api: 'orders', method: 'POST', path: '/orders', auth, ...body };
    case 'PUT /orders/<reference>':
      return { api: 'orders', method: 'PUT', path: `/orders/${encodeURIComponent(existing)}`, auth, ...body };
  }
}

function queryOf(endpoint: Endpoint, credential: Credential): { query?: Readonly<Record<string, string>> } {
  if (credential.query === undefined) return {};
  const existing = endpoint.request.query;
  return {
    query: {
      ...(existing === undefined || Array.isArray(existing) ? {} : (existing as Record<string, string>)),
      ...credential.query,
    },
  };
}

function header(value: string, label: string, shell: string): Auth {
  return { kind: 'header', value, label, shell };
}

/** A row of credential-cases.ts as the credential sent with the configured key. */
function credential(row: HeaderCase, key: string): Credential {
  const auth = header(row.value(key), row.shown, row.shell);
  return { label: row.description, auth, ...(row.covers === undefined ? {} : { covers: row.covers }) };
}

/** The configured key on every endpoint: each answer must be 2xx. */
async function firstKeyAccepted(ctx: CheckContext): Promise<void> {
  const endpoints = await allEndpoints(ctx);
  // The run's plain order was created with the key: its create is this check's POST, so the check leaves none.
  const { created } = await plainOrder(ctx);
  const answers = await Promise.all(
    endpoints.map((e) =>
      e.name === 'POST /orders' ? Promise.resolve(created) : ctx.http.send({ ...e.request, auth: { kind: 'key' } }),
    ),
  );
  const refused = answers.map((res, i) => ({ res, e: endpoints[i]! })).filter(({ res }) => !is2xx(res.status));
  if (refused.length > 0) {
    ctx.fail('the configured key was not accepted everywhere', {
      problems: refused.map(({ res, e }) => `${e.name}: HTTP ${res.status} ${excerpt(res.text, 80)}`),
      expected: 'a 2xx answer on each endpoint',
      exchange: refused[0]!.res.exchange,
    });
  }
}

/** A key refused as a credential: what a wrong key gets (5.4), or a 403. */
function refusedKey(status: number): boolean {
  return status === 401 || status === 403;
}

/**
 * SECOND_API_KEY on both listings (5.1: one key authenticates its account on the service). Refused by both, it is not
 * a valid key as far as a request can tell (the positive control stops such a run); accepted by one, refused by the
 * other, the target broke 5.1.
 */
async function secondKeyAccepted(ctx: CheckContext): Promise<void> {
  if (ctx.target.secondApiKey === undefined) return ctx.note('SECOND_API_KEY is not set: only API_KEY was sent');
  const reads: ApiRequest[] = [
    { api: 'orders', method: 'GET', path: '/orders', auth: { kind: 'second-key' } },
    { api: 'scan-forms', method: 'GET', path: '/scan_forms', auth: { kind: 'second-key' } },
  ];
  const answers = await Promise.all(reads.map((req) => ctx.http.send(req)));
  const named = answers.map((res, i) => ({ res, name: `GET ${reads[i]!.path} with SECOND_API_KEY` }));
  const refused = named.filter(({ res }) => !is2xx(res.status));
  if (refused.length === 0) return;
  if (refused.length === named.length && refused.every(({ res }) => refusedKey(res.status)))
    return ctx.note('both interfaces refused SECOND_API_KEY: not a valid key, as far as a request can tell');
  ctx.fail('SECOND_API_KEY was accepted by one interface and not by the other', {
    problems: named.map(({ res, name }) => `${name}: HTTP ${res.status} ${excerpt(res.text, 80)}`),
    expected:
      'a 2xx answer from both interfaces: a key authenticates its account (spec 5.1) on the orders and the scan forms interface alike',
    exchange: refused[0]!.res.exchange,
  });
}

export const authRequirements: readonly Requirement[] = [
  requirement(
    {
      id: 'AUTH-VALID-KEY-ACCEPTED',
      clause: '5.1',
      level: 'MUST',
      rule: "A request with Authorization: Bearer <API_KEY> and the account's key MUST be accepted on every endpoint.",
      quote: 'Requests are authenticated with an API key sent as `Authorization: Bearer <API_KEY>`.',
      sends:
        'GET /v1.0/orders, POST /v1.0/orders, PUT /v1.0/orders/<reference> and GET /v2/scan_forms, each with the configured key as Authorization: Bearer <API_KEY>; both GETs with SECOND_API_KEY too, when it is set.',
      tolerates:
        'Any 2xx status counts as accepted. SECOND_API_KEY refused by both interfaces is no valid key as far as a request can tell; refused by one only, it fails (5.1).',
    },
    async (ctx) => {
      // SECOND_API_KEY first: its reads need no order, so a refusal by one interface fails even where the order
      // API_KEY's probes need could not be created (then the requirement is not exercised, never a pass).
      await secondKeyAccepted(ctx);
      await firstKeyAccepted(ctx);
    },
  ),
  requirement(
    {
      id: 'AUTH-MISSING-401',
      clause: '5.4',
      level: 'MUST',
      rule: 'A request without an Authorization header MUST fail with 401 on every endpoint, whatever Accept it carries.',
      quote: 'A request without valid authentication fails with status 401 (Unauthorized).',
      sends:
        "Each endpoint without an Authorization header, once per Accept a client sends (JSON, none, */* and a browser's text/html), and once per other place the key may travel: an API-key header, a cookie, a gateway's header.",
      tolerates: 'Nothing but 401: a redirect to a login page is not 401.',
      parts: [
        {
          name: 'no-header',
          rule: 'Without an Authorization header the request fails with 401, whatever Accept it carries.',
        },
        {
          name: 'key-elsewhere',
          rule: 'The key in a header other than Authorization (X-Api-Key, a cookie, a gateway header) is no authentication: 401.',
        },
      ],
    },
    // Sends each row of CLIENT_ACCEPTS and of KEY_ELSEWHERE to each endpoint; a redirect to a login page is not 401.
    async (ctx) => {
      await ctx.part('no-header', () =>
        expectRejected(
          ctx,
          CLIENT_ACCEPTS.map((accept) => ({
            label: `no Authorization header and ${accept.description}`,
            auth: { kind: 'none' },
            accept,
          })),
        ),
      );
      await ctx.part('key-elsewhere', () =>
        expectRejected(
          ctx,
          KEY_ELSEWHERE.map((place) => ({
            label: `no Authorization header and ${place.description}`,
            auth: { kind: 'none' },
            headers: place.headers(ctx.target.apiKey),
            covers: place.covers,
          })),
        ),
      );
    },
  ),
  requirement(
    {
      id: 'AUTH-BEFORE-VALIDATION-401',
      clause: '5.4',
      level: 'MUST',
      rule: 'A request without valid authentication MUST fail with 401 even when its query or body is invalid.',
      quote: 'A request without valid authentication fails with status 401 (Unauthorized).',
      sends:
        'Each invalid request of INVALID_UNAUTHENTICATED (a bad page or bound, truncated JSON, a number as reference, an array as metadata) with no key and with an unknown key.',
      tolerates: 'Nothing but 401: the key is judged before the parameters.',
    },
    async (ctx) => {
      const existing = await fixtureOrder(ctx);
      const unknown = `osfc_wrong_${randomBytes(12).toString('hex')}`;
      const credentials: ReadonlyArray<{ label: string; auth: Auth }> = [
        { label: 'no Authorization header', auth: { kind: 'none' } },
        { label: 'an unknown key', auth: header(`Bearer ${unknown}`, `Bearer ${unknown}`, `Bearer ${unknown}`) },
      ];
      await expect401(
        ctx,
        INVALID_UNAUTHENTICATED.flatMap((row) =>
          credentials.map(({ label, auth }) => ({
            label: `${row.description} with ${label}`,
            request: invalidRequest(row, auth, existing),
          })),
        ),
      );
    },
  ),
  requirement(
    {
      id: 'AUTH-EMPTY-401',
      clause: '5.4',
      level: 'MUST',
      rule: 'A request whose Authorization header is empty, or Bearer with no key, MUST fail with 401 on every endpoint.',
      quote: 'A request without valid authentication fails with status 401 (Unauthorized).',
      sends:
        'GET /v1.0/orders, POST /v1.0/orders, PUT /v1.0/orders/<reference> and GET /v2/scan_forms, each once with an empty Authorization header and once with "Bearer " and no key.',
    },
    async (ctx) => {
      await expectRejected(
        ctx,
        EMPTY_CREDENTIALS.map((row) => credential(row, ctx.target.apiKey)),
      );
    },
  ),
  requirement(
    {
      id: 'AUTH-WRONG-KEY-401',
      clause: '5.4',
      level: 'MUST',
      rule: 'A request with a well-formed key that belongs to no account MUST fail with 401 on every endpoint.',
      quote: 'A request without valid authentication fails with status 401 (Unauthorized).',
      sends:
        'GET /v1.0/orders, POST /v1.0/orders, PUT /v1.0/orders/<reference> and GET /v2/scan_forms, each with Bearer and a random key of the form osfc_wrong_<hex>.',
    },
    async (ctx) => {
      const wrong = `osfc_wrong_${randomBytes(12).toString('hex')}`;
      await expectRejected(ctx, [
        { label: 'an unknown key', auth: header(`Bearer ${wrong}`, `Bearer ${wrong}`, `Bearer ${wrong}`) },
      ]);
    },
  ),
  requirement(
    {
      id: 'AUTH-NEAR-MISS-401',
      clause: '5.4',
      level: 'MUST',
      rule: 'A key that differs from the valid one (letter case, truncated, extended, trailing text) MUST fail with 401.',
      quote: 'A request without valid authentication fails with status 401 (Unauthorized).',
      sends:
        'GET /v1.0/orders, POST /v1.0/orders, PUT /v1.0/orders/<reference> and GET /v2/scan_forms with near misses of the configured key (another letter case, cut short, extended), and the key spelt otherwise after "Bearer": in brackets or quotes, with a separator or more text after it.',
      parts: [
        { name: 'near-miss-keys', rule: 'A key in another letter case, cut short or extended fails with 401.' },
        {
          name: 'token-spellings',
          rule: 'The key in brackets or quotes, or followed by a separator, padding or more text, is another token: 401.',
        },
      ],
    },
    async (ctx) => {
      const key = ctx.target.apiKey;
      await ctx.part('near-miss-keys', () =>
        expectRejected(
          ctx,
          nearMissKeys(key).map((k) => ({
            label: k.label,
            auth: header(`Bearer ${k.value}`, `Bearer <${k.label}>`, `Bearer ${k.shell}`),
          })),
        ),
      );
      await ctx.part('token-spellings', () =>
        expectRejected(
          ctx,
          TOKEN_SPELLINGS.map((row) => credential(row, key)),
        ),
      );
    },
  ),
  requirement(
    {
      id: 'AUTH-SCHEME-CASE-INSENSITIVE',
      clause: '5.1',
      level: 'SHOULD',
      rule: 'The Bearer scheme name SHOULD be accepted in any letter case, as HTTP authentication schemes are case-insensitive (RFC 9110 11.1).',
      quote: 'Requests are authenticated with an API key sent as `Authorization: Bearer <API_KEY>`.',
      sends: 'GET /v1.0/orders with the configured key under "bearer", "BEARER" and "BeArEr".',
      tolerates:
        'SHOULD, not MUST: spec 5.1 shows the header spelt "Bearer" and says nothing of other spellings; any 2xx counts as accepted.',
    },
    async (ctx) => {
      const spellings = SCHEME_CASE_SPELLINGS.map((row) => credential(row, ctx.target.apiKey));
      const answers = await Promise.all(
        spellings.map((s) =>
          ctx.http.send({ api: 'orders', method: 'GET', path: '/orders', auth: s.auth, statusOnly: true }),
        ),
      );
      const refused = answers
        .map((res, i) => ({ res, label: spellings[i]!.label }))
        .filter(({ res }) => !is2xx(res.status));
      if (refused.length > 0) {
        ctx.fail(`${refused.length} of ${answers.length} spellings of the Bearer scheme were refused`, {
          problems: refused.map(({ res, label }) => `GET /orders with Authorization: ${label}: HTTP ${res.status}`),
          expected: 'a 2xx answer: the scheme name is case-insensitive (RFC 9110 11.1)',
          exchange: refused[0]!.res.exchange,
        });
      }
    },
  ),
  requirement(
    {
      id: 'AUTH-HEADER-NAME-CASE',
      clause: '5.1',
      level: 'MUST',
      rule: 'The key MUST be accepted under the Authorization field name in any letter case: field names are case-insensitive (RFC 9110 5.1).',
      quote: 'Requests are authenticated with an API key sent as `Authorization: Bearer <API_KEY>`.',
      sends:
        'GET /v1.0/orders and GET /v2/scan_forms with the configured key as "authorization: Bearer …" and "AUTHORIZATION: Bearer …".',
      tolerates: 'Any 2xx counts as accepted.',
    },
    async (ctx) => {
      const asked = HEADER_NAME_SPELLINGS.flatMap((place) =>
        (['orders', 'scan-forms'] as const).map((api) => ({ place, api })),
      );
      const answers = await Promise.all(
        asked.map(({ place, api }) =>
          ctx.http.send({
            api,
            method: 'GET',
            path: api === 'orders' ? '/orders' : '/scan_forms',
            auth: { kind: 'none' },
            headers: place.headers(ctx.target.apiKey),
            covers: place.covers,
            statusOnly: true,
          }),
        ),
      );
      const refused = answers.map((res, i) => ({ res, ...asked[i]! })).filter(({ res }) => !is2xx(res.status));
      if (refused.length > 0)
        ctx.fail(
          `${refused.length} of ${answers.length} requests with another spelling of Authorization were refused`,
          {
            problems: refused.map(
              ({ res, place, api }) =>
                `GET ${api === 'orders' ? '/orders' : '/scan_forms'} with ${place.description}: HTTP ${res.status}`,
            ),
            expected: 'a 2xx answer: a field name is case-insensitive (RFC 9110 5.1)',
            exchange: refused[0]!.res.exchange,
          },
        );
    },
  ),
  requirement(
    {
      id: 'AUTH-SCHEME-401',
      clause: '5.1',
      level: 'MUST',
      rule: 'The key MUST be accepted only as "Bearer <API_KEY>": the same key under Basic or Token, or bare, fails with 401.',
      quote: 'Requests are authenticated with an API key sent as `Authorization: Bearer <API_KEY>`.',
      sends:
        'GET /v1.0/orders, POST /v1.0/orders, PUT /v1.0/orders/<reference> and GET /v2/scan_forms with the configured key under Basic (as user name, as password, alone, not encoded), Token or ApiKey, and bare with no scheme.',
    },
    async (ctx) => {
      await expectRejected(
        ctx,
        OTHER_SCHEMES.map((row) => credential(row, ctx.target.apiKey)),
      );
    },
  ),
  requirement(
    {
      id: 'AUTH-QUERY-KEY-401',
      clause: '5.1',
      level: 'MUST',
      rule: 'The key in the query string instead of the Authorization header is not authentication: the request MUST fail with 401.',
      quote: 'Requests are authenticated with an API key sent as `Authorization: Bearer <API_KEY>`.',
      sends:
        'GET /v1.0/orders, POST /v1.0/orders, PUT /v1.0/orders/<reference> and GET /v2/scan_forms with no Authorization header and the key as ?api_key=, ?key=, ?access_token=, ?token= or ?apikey=.',
    },
    async (ctx) => {
      const key = ctx.target.apiKey;
      await expectRejected(
        ctx,
        QUERY_KEY_PARAMETERS.map(({ parameter }) => ({
          label: `?${parameter}=<API_KEY> and no header`,
          auth: { kind: 'none' } as const,
          query: { [parameter]: key },
          covers: `credential-place/query-${parameter.replace(/_/g, '-')}`,
        })),
      );
    },
  ),
];

export const authStateRequirements: readonly Requirement[] = [
  requirement(
    {
      id: 'AUTH-REJECT-NO-DATA',
      clause: '5.4',
      level: 'MUST',
      rule: 'A request without valid authentication MUST expose no account data: no order reference or scan form id of the account.',
      quote: 'A request without valid authentication fails with status 401 (Unauthorized).',
      sends:
        "GET /v1.0/orders and GET /v2/scan_forms, each without credentials and with an unknown key, after reading the account's identifiers with the valid key.",
      tolerates: "Any status: only the account's order references and scan form ids in the answer count as a leak.",
    },
    async (ctx) => {
      const { reference, scanFormIds: ids } = await accountIdentifiers(ctx);
      const secrets = [reference, ...ids];
      if (ids.length === 0)
        ctx.note('no scan form id could be read with the valid key; only the order reference was looked for');
      const wrong: Auth = header('Bearer osfc_not_a_key', 'Bearer osfc_not_a_key', 'Bearer osfc_not_a_key');
      const probes = [
        {
          label: 'GET /orders without credentials',
          request: { api: 'orders', method: 'GET', path: '/orders', auth: { kind: 'none' } },
        },
        {
          label: 'GET /orders with an unknown key',
          request: { api: 'orders', method: 'GET', path: '/orders', auth: wrong },
        },
        {
          label: 'GET /scan_forms without credentials',
          request: { api: 'scan-forms', method: 'GET', path: '/scan_forms', auth: { kind: 'none' } },
        },
        {
          label: 'GET /scan_forms with an unknown key',
          request: { api: 'scan-forms', method: 'GET', path: '/scan_forms', auth: wrong },
        },
      ] as const;
      const answers = await Promise.all(probes.map((p) => ctx.http.send(p.request)));
      const leaks = answers
        .map((res, i) => ({ res, label: probes[i]!.label, seen: namedIn(res, secrets) }))
        .filter((l) => l.seen.length > 0);
      if (leaks.length > 0) {
        ctx.fail(
          `${leaks.length} of ${answers.length} unauthenticated requests were answered with the account's data`,
          {
            problems: leaks.map(
              (l) =>
                `${l.label}: HTTP ${l.res.status} naming ${l.seen.slice(0, 3).join(', ')}${l.seen.length > 3 ? ` and ${l.seen.length - 3} more` : ''}`,
            ),
            expected: 'an answer (401, spec 5.4) that names no order or scan form of the account',
            exchange: leaks[0]!.res.exchange,
          },
        );
      }
    },
  ),
  requirement(
    {
      id: 'AUTH-REJECT-NO-STATE',
      clause: '5.4',
      level: 'MUST',
      rule: 'A request rejected for missing or invalid authentication MUST change nothing: no order created, no metadata updated.',
      quote: 'A request without valid authentication fails with status 401 (Unauthorized).',
      sends:
        'A create and an update of an order of the account, each without credentials and with an unknown key, then GET /v1.0/orders with the valid key.',
      tolerates: 'Any status for the rejected requests: only what is stored afterwards is judged.',
    },
    async (ctx) => {
      const key = ctx.target.enabledMetadataKeys[0];
      // A lasting order (created once, lasting-orders.ts), written with this run's value before the rejected writes.
      const reference = lastingReference(ctx, 'auth-state');
      const written = runValue(ctx, 'before');
      const before = { metadata: key === undefined ? {} : { [key]: written } };
      await mustHoldLasting(ctx, reference, before, before);
      const intruder = ctx.newOrderReference('auth-intruder');
      const wrong: Auth = header('Bearer osfc_not_a_key', 'Bearer osfc_not_a_key', 'Bearer osfc_not_a_key');
      const update = { metadata: key === undefined ? {} : { [key]: 'after' } };
      await Promise.all([
        ctx.http.send({
          api: 'orders',
          method: 'PUT',
          path: `/orders/${encodeURIComponent(reference)}`,
          json: update,
          auth: { kind: 'none' },
        }),
        ctx.http.send({
          api: 'orders',
          method: 'PUT',
          path: `/orders/${encodeURIComponent(reference)}`,
          json: update,
          auth: wrong,
        }),
        ctx.http.send({
          api: 'orders',
          method: 'POST',
          path: '/orders',
          json: { reference: intruder },
          auth: { kind: 'none' },
        }),
        ctx.http.send({ api: 'orders', method: 'POST', path: '/orders', json: { reference: intruder }, auth: wrong }),
      ]);
      // A listing that lags its writes would hide a rejected write that was applied: an order created after the rejected
      // requests must be listed first, so everything before it is visible too.
      const read = await requireOrders(ctx, [reference, await barrier(ctx)], { whole: true });
      if (key !== undefined) {
        const metadata = read.orders.get(reference)!.metadata as Record<string, unknown> | undefined;
        if (metadata?.[key] !== written)
          ctx.fail("a rejected PUT changed the order's metadata", {
            received: `metadata ${JSON.stringify(metadata)}`,
            expected: `{"${key}":${JSON.stringify(written)}} as written before`,
            exchange: read.at.get(reference)!.exchange,
          });
      } else ctx.note('ENABLED_METADATA_KEYS is empty: only order creation was checked, not metadata updates');
      const intruded = read.pages.find((page) => findOrders(page.json, intruder).length > 0);
      if (intruded !== undefined)
        ctx.fail(`a rejected POST created order ${intruder}`, {
          received: 'the order is listed',
          expected: 'no such order',
          exchange: intruded.exchange,
        });
      if (!read.complete)
        ctx.notExercised(
          `the rejected PUT changed nothing, but whether the rejected POST created ${intruder} is unknown: ${read.incomplete ?? 'the listing was not read to its end'}`,
        );
    },
  ),
];
