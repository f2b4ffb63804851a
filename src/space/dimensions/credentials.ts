// Where a credential can travel and how it can be spelt. Spec 5.1 names one place and one spelling,
// `Authorization: Bearer <API_KEY>`; the key anywhere else, or in any other spelling, is no authentication (5.4).
// Values are templates (src/space/templates.ts): `{key}` is the configured key.

import { dimension } from '../model.js';

/** Where the key goes instead of the Authorization header; each value a template. No Authorization header is sent. */
export interface CredentialPlace {
  readonly headers?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
}

const header = (name: string, template: string, why: string) => ({
  name,
  kind: 'invalid' as const,
  value: { headers: { [name]: template } },
  expect: 'unauthenticated' as const,
  why,
  sentBy: 'AUTH-MISSING-401',
});

const query = (name: string, why: string) => ({
  name: `query-${name.replace(/_/g, '-')}`,
  kind: 'invalid' as const,
  value: { query: { [name]: '{key}' } },
  expect: 'unauthenticated' as const,
  why,
  sentBy: 'AUTH-QUERY-KEY-401',
});

export const CREDENTIAL_PLACE = dimension<CredentialPlace>({
  id: 'credential-place',
  name: 'Where the key travels',
  varies: 'the place of the key: the Authorization header, another header, a cookie, the query',
  location: 'authorization',
  sources: [
    { document: 'spec', section: '5.1', says: 'authenticated with an API key sent as Authorization: Bearer <API_KEY>' },
    {
      document: 'RFC 6750',
      section: '2',
      says: 'three ways to send a bearer token: the header, a form body, the query',
    },
    { document: 'RFC 6265', section: '5.4', says: 'the Cookie header' },
    { document: 'RFC 9110', section: '5.1', says: 'field names are case-insensitive' },
    { document: 'common practice', section: 'gateways', says: 'API-key headers and headers a gateway forwards' },
  ],
  classes: [
    {
      name: 'authorization-bearer',
      kind: 'valid',
      value: { headers: { authorization: 'Bearer {key}' } },
      expect: 'accepted',
      sentBy: 'AUTH-VALID-KEY-ACCEPTED',
    },
    {
      name: 'authorization-lower-case-name',
      kind: 'boundary',
      value: { headers: { authorization: 'Bearer {key}' } },
      expect: 'accepted',
      why: 'field names are case-insensitive (RFC 9110 5.1); HTTP/2 clients always send them in lower case',
      sentBy: 'AUTH-HEADER-NAME-CASE',
    },
    {
      name: 'authorization-upper-case-name',
      kind: 'boundary',
      value: { headers: { AUTHORIZATION: 'Bearer {key}' } },
      expect: 'accepted',
      why: 'field names are case-insensitive (RFC 9110 5.1)',
      sentBy: 'AUTH-HEADER-NAME-CASE',
    },
    header('x-api-key', '{key}', 'the most common API-key header (OpenAPI apiKey in header)'),
    header('api-key', '{key}', 'Azure-style API-key header'),
    header('apikey', '{key}', 'Kong-style API-key header'),
    header('x-auth-token', '{key}', 'a session-token header of many frameworks'),
    header('x-access-token', '{key}', 'a token header of Express tutorials'),
    header('x-forwarded-authorization', 'Bearer {key}', 'the Authorization a gateway forwards (ESPv2, Cloud Run)'),
    header('x-original-authorization', 'Bearer {key}', 'the Authorization a proxy kept (nginx auth_request)'),
    header('x-authorization', 'Bearer {key}', 'a second Authorization header some clients use'),
    header('proxy-authorization', 'Bearer {key}', 'credentials for a proxy, not the origin (RFC 9110 11.7.2)'),
    {
      name: 'cookie',
      kind: 'invalid',
      value: {
        headers: { cookie: 'api_key={key}; apikey={key}; access_token={key}; token={key}; auth={key}; session={key}' },
      },
      expect: 'unauthenticated',
      why: 'a dashboard cookie (OpenAPI apiKey in cookie), under the names frameworks give it',
      sentBy: 'AUTH-MISSING-401',
    },
    query('api_key', 'OpenAPI apiKey in query'),
    query('key', 'Google-style key parameter'),
    query('access_token', 'RFC 6750 2.3'),
    query('token', 'a common token parameter'),
    query('apikey', 'a common key parameter'),
    {
      name: 'form-body-access-token',
      kind: 'invalid',
      value: {},
      expect: 'unauthenticated',
      notSent:
        'RFC 6750 2.2 puts the token in a form body, and a create body must be JSON (4.2): no request carries both',
    },
  ],
  invariants: ['unauthenticated-401', 'error-body', 'no-effect', 'no-server-error'],
  judgedBy: [
    'AUTH-MISSING-401/key-elsewhere',
    'AUTH-QUERY-KEY-401',
    'AUTH-REJECT-NO-STATE',
    'ERR-BODY-401',
    'AUTH-HEADER-NAME-CASE',
  ],
});

/** The Authorization header, as a template. */
export interface Spelling {
  readonly authorization: string;
}

const spelt = (
  name: string,
  template: string,
  expect: 'accepted' | 'unauthenticated' | 'malformed-credential' | 'open',
  why: string,
  extra: { sentBy?: string; notSent?: string; kind?: 'valid' | 'boundary' | 'invalid' } = {},
) => ({
  name,
  kind: extra.kind ?? (expect === 'unauthenticated' ? ('invalid' as const) : ('boundary' as const)),
  value: { authorization: template },
  expect,
  why,
  ...(extra.sentBy === undefined ? {} : { sentBy: extra.sentBy }),
  ...(extra.notSent === undefined ? {} : { notSent: extra.notSent }),
});

export const TOKEN_SPELLING = dimension<Spelling>({
  id: 'token-spelling',
  name: 'Spelling of the Bearer token',
  varies: 'what surrounds the key after "Bearer": spaces, quotes, brackets, trailing text, bytes that are not HTTP',
  location: 'authorization',
  sources: [
    { document: 'spec', section: '5.1', says: 'Authorization: Bearer <API_KEY>' },
    { document: 'RFC 6750', section: '2.1', says: 'credentials = "Bearer" 1*SP b64token' },
    { document: 'RFC 9110', section: '5.5', says: 'field values exclude leading and trailing whitespace' },
  ],
  classes: [
    spelt('exact', 'Bearer {key}', 'accepted', 'the spec', { sentBy: 'AUTH-VALID-KEY-ACCEPTED', kind: 'valid' }),
    spelt('two-spaces', 'Bearer  {key}', 'open', 'RFC 6750 allows 1*SP before the token'),
    spelt('tab', 'Bearer\t{key}', 'open', 'a tab is no SP, but HTTP parsers differ: not shown'),
    spelt('trailing-space', 'Bearer {key} ', 'open', 'trailing whitespace is not part of a field value'),
    spelt('angle-brackets', 'Bearer <{key}>', 'unauthenticated', 'the placeholder of the docs copied literally', {
      sentBy: 'AUTH-NEAR-MISS-401',
    }),
    spelt('double-quotes', 'Bearer "{key}"', 'unauthenticated', 'a quoted token is another token', {
      sentBy: 'AUTH-NEAR-MISS-401',
    }),
    spelt('single-quotes', "Bearer '{key}'", 'unauthenticated', 'a quoted token is another token', {
      sentBy: 'AUTH-NEAR-MISS-401',
    }),
    spelt('trailing-comma', 'Bearer {key},', 'unauthenticated', 'a list separator is part of no key', {
      sentBy: 'AUTH-NEAR-MISS-401',
    }),
    spelt('trailing-semicolon', 'Bearer {key};', 'unauthenticated', 'a parameter separator is part of no key', {
      sentBy: 'AUTH-NEAR-MISS-401',
    }),
    spelt('trailing-text', 'Bearer {key} x', 'unauthenticated', 'token68 holds no space', {
      sentBy: 'AUTH-NEAR-MISS-401',
    }),
    spelt('trailing-padding', 'Bearer {key}=', 'unauthenticated', 'token68 padding makes another token', {
      sentBy: 'AUTH-NEAR-MISS-401',
    }),
    spelt('scheme-twice', 'Bearer Bearer {key}', 'unauthenticated', 'the scheme is not part of the token', {
      sentBy: 'AUTH-NEAR-MISS-401',
    }),
    spelt('scheme-colon', 'Bearer: {key}', 'unauthenticated', '"Bearer:" is no scheme', {
      sentBy: 'AUTH-NEAR-MISS-401',
    }),
    spelt('scheme-equals', 'Bearer={key}', 'unauthenticated', 'no space: one token, no scheme', {
      sentBy: 'AUTH-NEAR-MISS-401',
    }),
    spelt('non-ascii-suffix', 'Bearer {key}\u00e9', 'malformed-credential', 'a raw latin-1 byte is no token68'),
    spelt('control-character', 'Bearer {key}\u0001', 'malformed-credential', 'a control byte (RFC 9110 5.5)', {
      notSent: 'the HTTP client refuses to send a control character in a field value (RFC 9110 5.5)',
    }),
  ],
  invariants: ['unauthenticated-401', 'error-body', 'no-effect', 'no-server-error'],
  judgedBy: ['AUTH-NEAR-MISS-401/token-spellings', 'ERR-BODY-401', 'ERR-NO-SERVER-ERROR/authorization'],
});

export const AUTH_SCHEME = dimension<Spelling>({
  id: 'auth-scheme',
  name: 'Authentication scheme',
  varies: 'the scheme before the key: Bearer in any letter case, another scheme, none',
  location: 'authorization',
  sources: [
    { document: 'spec', section: '5.1', says: 'Authorization: Bearer <API_KEY>' },
    { document: 'RFC 9110', section: '11.1', says: 'the scheme name is case-insensitive' },
    { document: 'RFC 7617', section: '2', says: 'Basic carries base64 of user-id:password' },
  ],
  classes: [
    spelt('bearer', 'Bearer {key}', 'accepted', 'the spec', { sentBy: 'AUTH-VALID-KEY-ACCEPTED', kind: 'valid' }),
    spelt('bearer-lower-case', 'bearer {key}', 'open', 'case-insensitive (a SHOULD)', {
      sentBy: 'AUTH-SCHEME-CASE-INSENSITIVE',
    }),
    spelt('bearer-upper-case', 'BEARER {key}', 'open', 'case-insensitive (a SHOULD)', {
      sentBy: 'AUTH-SCHEME-CASE-INSENSITIVE',
    }),
    spelt('bearer-mixed-case', 'BeArEr {key}', 'open', 'case-insensitive (a SHOULD)', {
      sentBy: 'AUTH-SCHEME-CASE-INSENSITIVE',
    }),
    spelt('token', 'Token {key}', 'unauthenticated', 'another scheme', { sentBy: 'AUTH-SCHEME-401' }),
    spelt('basic-user', 'Basic {basic-user}', 'unauthenticated', 'the key as Basic user name', {
      sentBy: 'AUTH-SCHEME-401',
    }),
    spelt('basic-password', 'Basic {basic-password}', 'unauthenticated', 'the key as Basic password', {
      sentBy: 'AUTH-SCHEME-401',
    }),
    spelt('basic-without-colon', 'Basic {basic-bare}', 'unauthenticated', 'base64 of the key alone', {
      sentBy: 'AUTH-SCHEME-401',
    }),
    spelt('basic-raw-key', 'Basic {key}', 'unauthenticated', 'the key under Basic, not encoded', {
      sentBy: 'AUTH-SCHEME-401',
    }),
    spelt('api-key-scheme', 'ApiKey {key}', 'unauthenticated', 'a scheme some gateways use', {
      sentBy: 'AUTH-SCHEME-401',
    }),
    spelt('bare-key', '{key}', 'unauthenticated', 'no scheme', { sentBy: 'AUTH-SCHEME-401' }),
  ],
  invariants: ['unauthenticated-401', 'error-body', 'no-effect', 'no-server-error'],
  judgedBy: ['AUTH-SCHEME-401', 'ERR-BODY-401'],
});
