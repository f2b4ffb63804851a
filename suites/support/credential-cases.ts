// The credentials the auth requirements (and ERR-BODY-401) send, as rows apart from the checks that send them (spec
// 5.1, 5.4, 7): adding a spelling is adding a row. Each table's comment says what every row of it must get.

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

/**
 * AUTH-NEAR-MISS-401, beside the near-miss keys of src/evidence/secrets.ts: refused with 401 on every endpoint.
 * token68 holds no space (RFC 9110 11.4): "Bearer <key> x" carries the token "<key> x", which is no key. A server that
 * splits the header on spaces and keeps the second word accepts it.
 */
export const KEY_WITH_TRAILING_TEXT: readonly HeaderCase[] = [
  {
    description: 'the key followed by a space and more text',
    value: (key) => `Bearer ${key} x`,
    shown: 'Bearer <API_KEY> x',
    shell: 'Bearer $API_KEY x',
  },
];

/**
 * AUTH-SCHEME-401: the key under another scheme, or bare, is refused with 401 on every endpoint (spec 5.1). ERR-BODY-401
 * sends these and BEARER_WITHOUT_KEY once each, on GET /orders, and expects the error body of spec 7 in the 401.
 */
export const OTHER_SCHEMES: readonly HeaderCase[] = [
  {
    description: 'Basic with the key as user name',
    value: (key) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`,
    shown: 'Basic <base64 of API_KEY:>',
    shell: 'Basic $(printf %s "$API_KEY:" | base64)',
  },
  {
    description: 'the Token scheme',
    value: (key) => `Token ${key}`,
    shown: 'Token <API_KEY>',
    shell: 'Token $API_KEY',
  },
  { description: 'the bare key', value: (key) => key, shown: '<API_KEY without scheme>', shell: '$API_KEY' },
];

/** AUTH-SCHEME-CASE-INSENSITIVE: each is accepted (2xx) on GET /orders, the scheme name being case-insensitive. */
export const SCHEME_CASE_SPELLINGS: readonly HeaderCase[] = [
  {
    description: 'bearer <API_KEY>',
    value: (key) => `bearer ${key}`,
    shown: 'bearer <API_KEY>',
    shell: 'bearer $API_KEY',
  },
  {
    description: 'BEARER <API_KEY>',
    value: (key) => `BEARER ${key}`,
    shown: 'BEARER <API_KEY>',
    shell: 'BEARER $API_KEY',
  },
];

/** AUTH-QUERY-KEY-401: the key in this query parameter, with no header, is refused with 401 on every endpoint. */
export const QUERY_KEY_PARAMETERS: ReadonlyArray<{ readonly description: string; readonly parameter: string }> = [
  { description: 'the api_key parameter', parameter: 'api_key' },
  { description: 'the key parameter', parameter: 'key' },
  { description: 'the access_token parameter (OAuth 2.0 bearer tokens, RFC 6750 2.3)', parameter: 'access_token' },
];

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
