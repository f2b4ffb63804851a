// Seeded faults of authentication (spec 5): routes wired without the auth middleware, keys compared loosely,
// credentials accepted from the wrong place, rejected requests that still act.

import type { FaultRecord } from './record.js';

export const authFaults = [
  {
    name: 'auth-missing-get-orders',
    area: 'auth',
    description:
      'GET /v1.0/orders was wired without the auth middleware, so it answers requests that carry no key at all (as account A).',
    caughtBy: ['AUTH-MISSING-401'],
  },
  {
    name: 'auth-missing-post-orders',
    area: 'auth',
    description:
      'POST /v1.0/orders was wired without the auth middleware, so orders can be created without a key (into account A).',
    caughtBy: ['AUTH-MISSING-401'],
  },
  {
    name: 'auth-missing-put-orders',
    area: 'auth',
    description:
      'PUT /v1.0/orders/<reference> was wired without the auth middleware, so orders can be updated without a key (in account A).',
    caughtBy: ['AUTH-MISSING-401'],
  },
  {
    name: 'auth-missing-get-scan-forms',
    area: 'auth',
    description:
      "GET /v2/scan_forms was wired without the auth middleware, so account A's scan forms are served without a key.",
    caughtBy: ['AUTH-MISSING-401'],
  },
  {
    name: 'auth-empty-bearer-accepted',
    area: 'auth',
    description: 'An `Authorization: Bearer` header with an empty key is treated as a valid key for account A.',
    caughtBy: ['AUTH-EMPTY-401'],
  },
  {
    name: 'auth-any-bearer-accepted',
    area: 'auth',
    description: 'Any syntactically valid Bearer token is accepted, and unknown tokens fall back to account A.',
    caughtBy: ['AUTH-WRONG-KEY-401'],
  },
  {
    name: 'auth-key-case-insensitive',
    area: 'auth',
    description: 'API keys are compared after lower-casing both sides, so a key with its letters re-cased is accepted.',
    caughtBy: ['AUTH-NEAR-MISS-401'],
  },
  {
    name: 'auth-key-prefix-accepted',
    area: 'auth',
    description:
      'The key check uses `realKey.startsWith(presented)`, so any non-empty leading part of a key is accepted.',
    caughtBy: ['AUTH-NEAR-MISS-401'],
  },
  {
    name: 'auth-key-suffix-accepted',
    area: 'auth',
    description:
      'The key check uses `presented.startsWith(realKey)`, so a key with extra characters appended is accepted.',
    caughtBy: ['AUTH-NEAR-MISS-401'],
  },
  {
    name: 'auth-basic-scheme-accepted',
    area: 'auth',
    description: 'The scheme is not checked, so the key sent as `Basic <key>` (or base64 of `key:`) is accepted.',
    caughtBy: ['AUTH-SCHEME-401'],
  },
  {
    name: 'auth-token-scheme-accepted',
    area: 'auth',
    description: 'The scheme is not checked, so the key sent as `Token <key>` is accepted.',
    caughtBy: ['AUTH-SCHEME-401'],
  },
  {
    name: 'auth-bare-key-accepted',
    area: 'auth',
    description: 'An Authorization header holding only the key, without any scheme, is accepted.',
    caughtBy: ['AUTH-SCHEME-401'],
  },
  {
    name: 'auth-query-key-accepted',
    area: 'auth',
    description:
      'When the header is missing the key is taken from the `api_key` query parameter, which puts secrets in URLs and logs.',
    caughtBy: ['AUTH-QUERY-KEY-401'],
  },
  {
    name: 'auth-second-key-sees-first-account',
    area: 'auth',
    description: "Account lookup ignores which key matched, so the second account's key is served account A's data.",
    caughtBy: [],
    notDetermined:
      'no request tells it from a SECOND_API_KEY that is a second key of the first account: every experiment of the positive control shows one account',
  },
  {
    name: 'auth-account-remembered-per-connection',
    area: 'auth',
    description:
      "The account is looked up once per keep-alive connection, at its first valid key, and kept: a later request on that connection with another account's valid key is served the first account.",
    caughtBy: ['ISO-SF-OWN-FORMS'],
  },
  {
    name: 'auth-listings-cached-after-key-check',
    area: 'auth',
    description:
      "After the key check, both listings are cached for 60 s by request target without the account: a key asking a URL another key asked first is served that account's answer.",
    caughtBy: ['ISO-SF-OWN-FORMS'],
  },
  {
    name: 'auth-listings-cached-before-key-check',
    area: 'auth',
    description:
      'A gateway in front of the key check caches both listings for 60 s by request target and serves them to any request carrying a Bearer token, whatever the key.',
    caughtBy: ['ISO-SF-OWN-FORMS'],
  },
  {
    name: 'auth-scan-forms-first-key-only',
    area: 'auth',
    description:
      "The scan forms service's key table was copied from a single-account setup: the second account's valid key gets 401 on GET /v2/scan_forms while the orders interface accepts it.",
    caughtBy: ['AUTH-VALID-KEY-ACCEPTED'],
  },
  {
    name: 'auth-unknown-key-empty-account',
    area: 'auth',
    description: 'An unknown Bearer key is served 200 with an empty account instead of 401.',
    caughtBy: ['AUTH-WRONG-KEY-401'],
  },
  {
    name: 'auth-403-instead-of-401',
    area: 'auth',
    description: 'A missing or invalid key is answered with 403 Forbidden instead of 401.',
    caughtBy: ['AUTH-MISSING-401'],
  },
  {
    name: 'auth-401-plain-text',
    area: 'auth',
    description: 'The 401 answer has a text/plain body `Unauthorized` instead of the JSON error body.',
    caughtBy: ['ERR-BODY-401'],
  },
  {
    name: 'auth-error-with-200-status',
    area: 'auth',
    description: 'The 401 error body is written without setting the status, so it goes out with HTTP 200.',
    caughtBy: ['AUTH-MISSING-401'],
  },
  {
    name: 'auth-rejected-put-applied',
    area: 'auth',
    description: 'PUT applies the update before the auth check runs, so a rejected (401) update is still stored.',
    caughtBy: ['AUTH-REJECT-NO-STATE'],
  },
  {
    name: 'auth-401-body-leaks-data',
    area: 'auth',
    description:
      "The auth middleware sets status 401 but does not end the chain, so the listing handler still writes account A's orders or scan forms into the 401 answer.",
    caughtBy: ['AUTH-REJECT-NO-DATA'],
  },
  {
    name: 'auth-rejected-post-created',
    area: 'auth',
    description:
      'POST runs its handler before the auth check, so a create answered 401 still stores the order (in account A).',
    caughtBy: ['AUTH-REJECT-NO-STATE'],
  },
  {
    name: 'auth-second-key-creates-in-first-account',
    area: 'auth',
    description:
      "The create handler takes the account from a default instead of the authenticated key, so orders created with the second account's key land in account A (reads are scoped correctly).",
    caughtBy: ['ORD-ISOLATION-LIST'],
  },
  {
    name: 'auth-put-any-bearer',
    area: 'auth',
    description:
      "The update route was given a looser guard that only checks for a Bearer token, so PUT with an unknown key updates account A's orders.",
    caughtBy: ['AUTH-WRONG-KEY-401'],
  },
  {
    name: 'auth-cached-per-connection',
    area: 'auth',
    description:
      'Authentication is cached on the keep-alive connection: once a request on a connection carried a valid key, later requests on it are served without one.',
    caughtBy: ['AUTH-SCHEME-401'],
  },
  {
    name: 'auth-trailing-slash-unguarded',
    area: 'auth',
    description:
      'The router also matches each path with a trailing slash, on a second route registered without the auth middleware, so `/v2/scan_forms/` serves account A to anyone.',
    caughtBy: ['AUTH-ROUTE-VARIANTS-401'],
  },
  {
    name: 'auth-path-case-unguarded',
    area: 'auth',
    description:
      "Routing ignores letter case but the auth middleware is mounted on the exact lower-case prefixes, so `/V1.0/ORDERS` reaches the handler without a key (account A's orders).",
    caughtBy: ['AUTH-ROUTE-VARIANTS-401'],
  },
  {
    name: 'auth-variant-write-applied',
    area: 'auth',
    description:
      'A gateway refuses keyless writes by matching the raw path, but the service resolves dot segments and `;` parameters itself: `/v1.0/./orders` and `/v1.0/orders;x=1` writes are applied (in account A) and then answered 401 by an error filter.',
    caughtBy: ['AUTH-ROUTE-VARIANTS-401'],
  },
  {
    name: 'auth-header-name-case-sensitive',
    area: 'auth',
    description:
      "The key is looked up under the field name `Authorization` as written, though field names are case-insensitive: `authorization: Bearer …` (every HTTP/2 client's spelling) gets 401.",
    caughtBy: ['AUTH-HEADER-NAME-CASE'],
  },
  {
    name: 'auth-account-shared-across-requests',
    area: 'auth',
    description:
      'The authenticated account is kept in a server-wide variable and read again after an await, so when two accounts call at once one request runs as the other account.',
    caughtBy: ['ORD-ISOLATION-CONCURRENT'],
  },
  {
    name: 'auth-account-read-after-body',
    area: 'auth',
    description:
      "The account is settled when a request's headers arrive, kept in a server-wide variable, and read by the update once its body has arrived: an update whose body comes late is applied in the account that authenticated last.",
    caughtBy: ['ORD-ISOLATION-CONCURRENT'],
  },
  {
    name: 'auth-login-redirect-unless-json',
    area: 'auth',
    description:
      'The guard answers 401 only to clients whose Accept names JSON; a request with no Accept, */* or a browser Accept is redirected (302) to a login page.',
    caughtBy: ['AUTH-MISSING-401'],
  },
  {
    name: 'auth-login-redirect-for-browsers',
    area: 'auth',
    description:
      'A request whose Accept lists text/html is taken for a browser and redirected (302) to a login page instead of getting 401.',
    caughtBy: ['AUTH-MISSING-401'],
  },
  {
    name: 'auth-after-query-validation',
    area: 'auth',
    description:
      'The scan form query is validated before the key is checked, so an invalid page without a key answers 400, not 401.',
    caughtBy: ['AUTH-BEFORE-VALIDATION-401'],
  },
  {
    name: 'auth-after-body-parsing',
    area: 'auth',
    description:
      'Order bodies are parsed before the key is checked, so a malformed JSON body without a key answers 400, not 401.',
    caughtBy: ['AUTH-BEFORE-VALIDATION-401'],
  },
  {
    name: 'auth-jwt-parse-500',
    area: 'auth',
    description:
      'A Bearer token holding a dot is decoded as a JWT before the key lookup, and a first segment that is not base64url JSON throws: a 500 instead of 401.',
    caughtBy: ['ERR-NO-SERVER-ERROR'],
  },
  {
    name: 'auth-basic-garbage-400',
    area: 'auth',
    description:
      "A Basic header whose credentials are not base64 of `user:password` is refused with 400 (the decoder's error) instead of 401.",
    caughtBy: ['ERR-BODY-BAD-INPUT'],
  },
  {
    name: 'auth-api-key-header-accepted',
    area: 'auth',
    description:
      'An `X-Api-Key` header is read as the key when no Authorization header is sent (an API-key scheme of an earlier version, left wired).',
    caughtBy: ['AUTH-MISSING-401'],
  },
  {
    name: 'auth-cookie-key-accepted',
    area: 'auth',
    description:
      "The dashboard's `api_key` cookie authenticates API requests too, when no Authorization header is sent.",
    caughtBy: ['AUTH-MISSING-401'],
  },
  {
    name: 'auth-forwarded-authorization-accepted',
    area: 'auth',
    description:
      'An `X-Forwarded-Authorization` header (what a gateway forwards) is read as the Authorization header when none is sent.',
    caughtBy: ['AUTH-MISSING-401'],
  },
  {
    name: 'auth-token-quotes-stripped',
    area: 'auth',
    description:
      'Brackets and quotes around the token are stripped before the key is compared, for users who copied `<API_KEY>` from the docs.',
    caughtBy: ['AUTH-NEAR-MISS-401'],
  },
] as const satisfies readonly FaultRecord[];
