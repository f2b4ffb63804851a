// The credentials the auth requirements (and ERR-BODY-401) send, as rows apart from the checks that send them (spec
// 5.1, 5.4, 7). The spellings and places of the key are views of the request space (src/space/dimensions/
// credentials.ts): adding one is adding a class there. Each table's comment says what every row of it must get.

import { AUTH_SCHEME, CREDENTIAL_PLACE, TOKEN_SPELLING } from '../../src/space/dimensions/credentials.js';
import type { SpaceClass } from '../../src/space/model.js';
import { fill, shell, shown } from '../../src/space/templates.js';

/** One Authorization header built from the configured key; `shown` and `shell` are how evidence and curl spell it. */
export interface HeaderCase {
  /** The credential in a few words, as a failure names it. */
  readonly description: string;
  /** The header value sent, from the configured key. */
  readonly value: (key: string) => string;
  /** The value as reports show it: never the key itself. */
  readonly shown: string;
  /** The value as the reproducing curl command writes it, the key as $API_KEY. */
  readonly shell: string;
  /** The case of the request space it sends (`dimension/class`), when it is one. */
  readonly covers?: string;
}

/** "Bearer " and nothing after it: the scheme with no key. */
export const BEARER_WITHOUT_KEY: HeaderCase = {
  description: '"Bearer " with no key',
  value: () => 'Bearer ',
  shown: 'Bearer <nothing>',
  shell: 'Bearer ',
};

/** AUTH-EMPTY-401: each is refused with 401 on every endpoint (spec 5.4: no valid authentication). */
export const EMPTY_CREDENTIALS: readonly HeaderCase[] = [
  { description: 'an empty Authorization header', value: () => '', shown: 'empty', shell: '' },
  BEARER_WITHOUT_KEY,
];

/** A class of the request space whose value is an Authorization template, as the header it sends. */
function headerCase(dimension: string, cls: SpaceClass<{ readonly authorization: string }>): HeaderCase {
  const template = cls.value.authorization;
  return {
    covers: `${dimension}/${cls.name}`,
    description: `Authorization: ${shown(template)}`,
    value: (key) => fill(template, key),
    shown: shown(template),
    shell: shell(template),
  };
}

/**
 * AUTH-NEAR-MISS-401/token-spellings: the key after "Bearer" with something around it (brackets, quotes, a separator, a
 * second word, the scheme again), refused with 401 on every endpoint. token68 holds no space (RFC 9110 11.4): "Bearer
 * <key> x" carries the token "<key> x", which is no key.
 */
export const TOKEN_SPELLINGS: readonly HeaderCase[] = TOKEN_SPELLING.classes
  .filter((c) => c.sentBy === 'AUTH-NEAR-MISS-401')
  .map((c) => headerCase(TOKEN_SPELLING.id, c));

/**
 * AUTH-SCHEME-401: the key under another scheme, or bare, is refused with 401 on every endpoint (spec 5.1). ERR-BODY-401
 * sends these and BEARER_WITHOUT_KEY once each, on GET /orders, and expects the error body of spec 7 in the 401.
 */
export const OTHER_SCHEMES: readonly HeaderCase[] = AUTH_SCHEME.classes
  .filter((c) => c.sentBy === 'AUTH-SCHEME-401')
  .map((c) => headerCase(AUTH_SCHEME.id, c));

/** AUTH-SCHEME-CASE-INSENSITIVE: each is accepted (2xx) on GET /orders, the scheme name being case-insensitive. */
export const SCHEME_CASE_SPELLINGS: readonly HeaderCase[] = AUTH_SCHEME.classes
  .filter((c) => c.sentBy === 'AUTH-SCHEME-CASE-INSENSITIVE')
  .map((c) => headerCase(AUTH_SCHEME.id, c));

/** AUTH-QUERY-KEY-401: the key in this query parameter, with no header, is refused with 401 on every endpoint. */
export const QUERY_KEY_PARAMETERS: ReadonlyArray<{ readonly description: string; readonly parameter: string }> =
  CREDENTIAL_PLACE.classes.flatMap((c) =>
    c.sentBy === 'AUTH-QUERY-KEY-401' && c.value.query !== undefined
      ? Object.keys(c.value.query).map((parameter) => ({
          description: `the ${parameter} parameter (${c.why ?? ''})`,
          parameter,
        }))
      : [],
  );

/** The key in a header other than Authorization (an API-key header, a cookie, a gateway's), with no Authorization. */
export interface PlaceCase {
  readonly description: string;
  /** The case of the request space it sends (`credential-place/<class>`). */
  readonly covers: string;
  /** The header fields sent, from the configured key. */
  readonly headers: (key: string) => Readonly<Record<string, string>>;
}

/** The classes of the credential-place dimension one requirement sends, each as the header fields it carries. */
function placeCases(sentBy: string): readonly PlaceCase[] {
  return CREDENTIAL_PLACE.classes.flatMap((c) => {
    const headers = c.value.headers;
    if (c.sentBy !== sentBy || headers === undefined) return [];
    const entries = Object.entries(headers);
    return [
      {
        covers: `${CREDENTIAL_PLACE.id}/${c.name}`,
        description: entries.map(([name, template]) => `${name}: ${shown(template)}`).join(', '),
        headers: (key: string) => Object.fromEntries(entries.map(([name, template]) => [name, fill(template, key)])),
      },
    ];
  });
}

/** AUTH-MISSING-401/key-elsewhere: each, with no Authorization header, is refused with 401 on every endpoint (5.1, 5.4). */
export const KEY_ELSEWHERE: readonly PlaceCase[] = placeCases('AUTH-MISSING-401');

/** AUTH-HEADER-NAME-CASE: each, the key under another spelling of the Authorization field name, is accepted (2xx). */
export const HEADER_NAME_SPELLINGS: readonly PlaceCase[] = placeCases('AUTH-HEADER-NAME-CASE');

/** The Accept header a client sends with its request, or none (undefined). */
export interface AcceptCase {
  readonly description: string;
  readonly accept: string | undefined;
}

/**
 * AUTH-MISSING-401: a request without credentials, sent with each of these to every endpoint, gets 401 (spec 5.4 names
 * no header that changes it). curl and most HTTP libraries send no Accept or *\/*, browsers lead with text/html; a web
 * framework's guard may redirect such clients to a login page.
 */
export const CLIENT_ACCEPTS: readonly AcceptCase[] = [
  { description: 'Accept: application/json', accept: 'application/json' },
  { description: 'no Accept header', accept: undefined },
  { description: 'Accept: */*', accept: '*/*' },
  {
    description: "a browser's Accept (text/html first)",
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  },
];

/** A request whose parameters or body are invalid, sent without valid credentials. */
export interface InvalidRequestCase {
  readonly description: string;
  readonly endpoint: 'GET /scan_forms' | 'POST /orders' | 'PUT /orders/<reference>';
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: { readonly json: unknown } | { readonly raw: string };
}

/**
 * AUTH-BEFORE-VALIDATION-401: each, with no Authorization header and with an unknown key, gets 401 (spec 5.4), never the
 * 400 its parameters would earn with a valid key: a server that validates first tells strangers what it accepts.
 */
export const INVALID_UNAUTHENTICATED: readonly InvalidRequestCase[] = [
  { description: 'GET /scan_forms?page=abc', endpoint: 'GET /scan_forms', query: { page: 'abc' } },
  {
    description: 'GET /scan_forms?start_datetime=not-a-date',
    endpoint: 'GET /scan_forms',
    query: { start_datetime: 'not-a-date' },
  },
  { description: 'POST /orders with a truncated JSON body', endpoint: 'POST /orders', body: { raw: '{"reference": ' } },
  { description: 'POST /orders with "reference": 42', endpoint: 'POST /orders', body: { json: { reference: 42 } } },
  {
    description: 'PUT /orders/<reference> with a truncated JSON body',
    endpoint: 'PUT /orders/<reference>',
    body: { raw: '{"metadata": ' },
  },
  {
    description: 'PUT /orders/<reference> with "metadata" an array',
    endpoint: 'PUT /orders/<reference>',
    body: { json: { metadata: ['x'] } },
  },
];
