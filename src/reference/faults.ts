// The catalogue of seeded faults: each is one named deviation from the spec that the reference server can be started with,
// and the requirement ids that must fail against it. The fault catalogue test and README's fault table read both from here.

export interface FaultRecord {
  name: string;
  area: 'auth' | 'transport' | 'errors' | 'orders' | 'metadata' | 'scan-forms';
  /** One sentence: what a careless implementer did. */
  description: string;
  /**
   * The requirement ids that must fail against this fault (plain strings: the reference server imports nothing from
   * the suite; test/faults checks that each id exists).
   */
  caughtBy: readonly string[];
}

// Kept `as const` so that FaultName is a union of the literal names: a typo in `fault === '...'` at the
// point of deviation is then a type error instead of a fault that silently never fires.
const catalogue = [
  // --- auth (spec section 5) ---
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
    caughtBy: ['ORD-ISOLATION-LIST', 'ISO-SF-OWN-FORMS'],
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
  // --- transport (spec sections 1, 4 and 5.3) ---
  {
    name: 'transport-plain-http-served',
    area: 'transport',
    description:
      'The port also answers plain HTTP with API data (TLS detected on the first byte), so calls over HTTP succeed.',
    caughtBy: ['TLS-HTTPS-ONLY'],
  },
  {
    name: 'transport-json-as-html',
    area: 'transport',
    description:
      'Successful JSON bodies are sent with `Content-Type: text/html` because the framework default was kept.',
    caughtBy: ['ORD-JSON-CONTENT-TYPE'],
  },
  {
    name: 'transport-http-redirect-leaks-body',
    area: 'transport',
    description:
      "Plain HTTP is answered with 301 to https://, but the redirect is written after the API handler ran, so its body holds the account's data.",
    caughtBy: ['TLS-HTTPS-ONLY'],
  },
  // --- errors (spec section 7) ---
  {
    name: 'errors-invalid-json-500',
    area: 'errors',
    description: 'The JSON parse error is not caught, so an invalid JSON body gives 500 instead of 400.',
    caughtBy: ['ERR-INVALID-JSON-400'],
  },
  {
    name: 'errors-status-code-string',
    area: 'errors',
    description: 'Error bodies carry statusCode as a string ("400") instead of an integer.',
    caughtBy: ['ERR-BODY-401', 'ERR-BODY-400'],
  },
  {
    name: 'errors-wrong-error-text',
    area: 'errors',
    description: 'Error bodies carry `error: "Error"` instead of the status text of the status code.',
    caughtBy: ['ERR-BODY-401', 'ERR-BODY-400'],
  },
  {
    name: 'errors-missing-message',
    area: 'errors',
    description: 'Error bodies omit the `message` field.',
    caughtBy: ['ERR-BODY-401', 'ERR-BODY-400'],
  },
  {
    name: 'errors-body-status-400-always',
    area: 'errors',
    description: 'Every error body says statusCode 400 and "Bad Request", whatever the HTTP status actually is.',
    caughtBy: ['ERR-BODY-401', 'ERR-BODY-OTHER'],
  },
  {
    name: 'errors-served-as-html',
    area: 'errors',
    description: 'Error bodies are JSON text sent with `Content-Type: text/html`.',
    caughtBy: ['ERR-JSON-CONTENT-TYPE'],
  },
  {
    name: 'errors-404-html',
    area: 'errors',
    description: "Unknown paths get the framework's default HTML 404 page instead of the JSON error body.",
    caughtBy: ['ERR-BODY-OTHER'],
  },
  {
    name: 'errors-400-framework-shape',
    area: 'errors',
    description:
      'Validation errors (400) are written by the framework\'s own handler as `{"errors":[{"message":...}]}` instead of the error body of spec 7.',
    caughtBy: ['ERR-BODY-400'],
  },
  {
    name: 'errors-400-message-array',
    area: 'errors',
    description:
      "Validation errors (400) carry `message` as an array of strings, as NestJS's ValidationPipe writes them, instead of a string.",
    caughtBy: ['ERR-BODY-400'],
  },
  {
    name: 'errors-401-scheme-oauth-body',
    area: 'errors',
    description:
      'An Authorization header with a scheme other than Bearer is refused with 401 and an RFC 6750 body `{"error":"invalid_request","error_description":...}` instead of the error body of spec 7.',
    caughtBy: ['ERR-BODY-401'],
  },
  {
    name: 'errors-400-update-empty-body',
    area: 'errors',
    description:
      'The update handler answers its 400s with `res.sendStatus(400)`-style empty bodies; only PUT is affected.',
    caughtBy: ['ERR-BODY-400'],
  },
  {
    name: 'errors-401-invalid-key-forbidden-text',
    area: 'errors',
    description:
      'A present but invalid key is answered 401 with `error: "Forbidden"` (the text of 403) in the body; a missing key gets the right body.',
    caughtBy: ['ERR-BODY-401'],
  },
  {
    name: 'errors-400-with-200-status',
    area: 'errors',
    description:
      'Invalid request parameters are answered with HTTP 200 and the error body (statusCode 400 inside), as some RPC-style frameworks do.',
    caughtBy: ['ORD-REFERENCE-STRING-400', 'ERR-INVALID-JSON-400'],
  },
  // --- orders (spec sections 2.1, 4.1-4.3) ---
  {
    name: 'orders-non-string-reference-accepted',
    area: 'orders',
    description: 'The reference is passed through String(), so a numeric or boolean reference is accepted with 201.',
    caughtBy: ['ORD-REFERENCE-STRING-400'],
  },
  {
    name: 'orders-missing-reference-accepted',
    area: 'orders',
    description: 'A create without reference is accepted and stored under the reference "undefined".',
    caughtBy: ['ORD-REFERENCE-REQUIRED-400'],
  },
  {
    name: 'orders-update-non-object-accepted',
    area: 'orders',
    description:
      'An update whose JSON body is not an object (array, string, number, null) is treated as "no changes" with 200.',
    caughtBy: ['ORD-UPDATE-BODY-OBJECT-400'],
  },
  {
    name: 'orders-list-leaks-other-account',
    area: 'orders',
    description: "The orders list query forgot the account filter, so it returns every account's orders.",
    caughtBy: ['ORD-ISOLATION-LIST'],
  },
  {
    name: 'orders-update-other-account-allowed',
    area: 'orders',
    description:
      "The update looks the reference up across all accounts, so one account can change another account's order.",
    caughtBy: ['ORD-ISOLATION-UPDATE'],
  },
  {
    name: 'orders-path-not-decoded',
    area: 'orders',
    description:
      'The reference in the update path is used without percent-decoding, so references with spaces, slashes or non-ASCII cannot be updated.',
    caughtBy: ['ORD-PATH-REFERENCE-ENCODED'],
  },
  {
    name: 'orders-path-plus-as-space',
    area: 'orders',
    description:
      'The update path is decoded with form rules, so a literal `+` in the path turns into a space and the order is not found.',
    caughtBy: ['ORD-PATH-REFERENCE-ENCODED'],
  },
  {
    name: 'orders-duplicate-reference-appended',
    area: 'orders',
    description:
      'Creating a reference the account already holds stores a second order under it (no uniqueness check), so the reference no longer identifies one order.',
    caughtBy: ['ORD-REFERENCE-IDENTIFIES'],
  },
  {
    name: 'orders-path-case-insensitive',
    area: 'orders',
    description:
      'The update looks the reference up case-insensitively (a collation default), so PUT /orders/abc changes the order ABC.',
    caughtBy: ['ORD-PATH-CASE-SENSITIVE'],
  },
  {
    name: 'orders-path-decode-uri',
    area: 'orders',
    description:
      'The update path is decoded with decodeURI, which leaves %2F, %2B and other reserved escapes encoded, so references with `/` or `+` are not found.',
    caughtBy: ['ORD-PATH-REFERENCE-ENCODED'],
  },
  {
    name: 'orders-list-cached',
    area: 'orders',
    description:
      'GET /v1.0/orders is cached per account for 60 seconds and the cache is not invalidated by writes, so new orders and updates are not listed.',
    caughtBy: ['ORD-CREATE-LISTED'],
  },
  {
    name: 'orders-update-unknown-upsert-unfiltered',
    area: 'orders',
    description:
      'PUT of a reference the account does not hold creates the order from the request body as sent, skipping the enabled-key filter and storing nulls.',
    caughtBy: ['META-UPDATE-UNKNOWN-RULES'],
  },
  {
    name: 'orders-update-unknown-200-noop',
    area: 'orders',
    description:
      'PUT of a reference the account does not hold updates zero rows and still answers 200 echoing the request, so the client believes an order was updated.',
    caughtBy: ['ORD-UPDATE-UNKNOWN-REPORTED'],
  },
  {
    name: 'orders-reference-lowercased',
    area: 'orders',
    description:
      'References are normalised to lower case when stored and looked up, so an order is listed under another reference than it was created with.',
    caughtBy: ['ORD-CREATE-LISTED'],
  },
  // --- metadata (spec section 2.1) ---
  {
    name: 'metadata-array-accepted',
    area: 'metadata',
    description: 'Metadata is only checked with `typeof === "object"`, so an array is accepted with 2xx.',
    caughtBy: ['META-NOT-OBJECT-400'],
  },
  {
    name: 'metadata-number-stored-as-number',
    area: 'metadata',
    description: 'Metadata values are not type-checked, so a number is stored and returned as a JSON number.',
    caughtBy: ['META-VALUES-STRINGS'],
  },
  {
    name: 'metadata-number-coerced-to-string',
    area: 'metadata',
    description: 'Non-string metadata values are silently coerced with String() instead of being rejected.',
    caughtBy: ['META-NON-STRING-400'],
  },
  {
    name: 'metadata-unknown-key-rejected',
    area: 'metadata',
    description:
      'A metadata key that is not enabled for the account makes the request fail with 400 instead of being ignored.',
    caughtBy: ['META-UNKNOWN-KEY-NO-ERROR', 'META-PROPERTY-CREATE'],
  },
  {
    name: 'metadata-unknown-key-stored',
    area: 'metadata',
    description:
      'The enabled-key filter was forgotten, so keys that are not enabled for the account are stored and returned.',
    caughtBy: ['META-UNKNOWN-KEY-NOT-STORED', 'META-PROPERTY-CREATE'],
  },
  {
    name: 'metadata-key-case-folded',
    area: 'metadata',
    description:
      'The enabled-key check lower-cases the key first, so `Gift_Note` is stored under its upper-case spelling.',
    caughtBy: ['META-INVALID-KEY-NOT-STORED'],
  },
  {
    name: 'metadata-other-account-keys-enabled',
    area: 'metadata',
    description:
      "Enabled keys are checked against the union of all accounts' keys, so another account's key is stored.",
    caughtBy: ['META-OTHER-ACCOUNT-KEY-NOT-STORED'],
  },
  {
    name: 'metadata-update-replaces',
    area: 'metadata',
    description: 'Update replaces the whole metadata object instead of merging the supplied keys over it.',
    caughtBy: ['META-MERGE', 'META-PROPERTY-MERGE'],
  },
  {
    name: 'metadata-null-stored-as-null',
    area: 'metadata',
    description: 'On update a null value is stored as JSON null instead of removing the key.',
    caughtBy: ['META-NULL-REMOVES', 'META-VALUES-STRINGS'],
  },
  {
    name: 'metadata-null-stored-as-string',
    area: 'metadata',
    description: 'On update a null value is stringified and stored as "null" instead of removing the key.',
    caughtBy: ['META-NULL-REMOVES'],
  },
  {
    name: 'metadata-omitted-clears',
    area: 'metadata',
    description: 'An update without a metadata field clears the existing metadata.',
    caughtBy: ['META-OMITTED-UNCHANGED'],
  },
  {
    name: 'metadata-empty-object-clears',
    area: 'metadata',
    description: 'An update with `metadata: {}` clears the existing metadata instead of leaving it unchanged.',
    caughtBy: ['META-EMPTY-OBJECT-UNCHANGED'],
  },
  {
    name: 'metadata-empty-string-removes',
    area: 'metadata',
    description:
      'An empty-string value is treated like null (falsy check), so the key is removed instead of stored as "".',
    caughtBy: ['META-EMPTY-STRING-VALUE'],
  },
  {
    name: 'metadata-values-trimmed',
    area: 'metadata',
    description: 'Metadata values are trimmed of surrounding whitespace before they are stored.',
    caughtBy: ['META-VALUE-ROUND-TRIP', 'META-PROPERTY-CREATE'],
  },
  {
    name: 'metadata-unicode-latin1',
    area: 'metadata',
    description: 'Metadata values go through a UTF-8 to Latin-1 round trip, so non-ASCII text comes back as mojibake.',
    caughtBy: ['META-VALUE-ROUND-TRIP', 'META-PROPERTY-CREATE'],
  },
  {
    name: 'metadata-astral-dropped',
    area: 'metadata',
    description:
      'Characters outside the Basic Multilingual Plane (emoji) are stripped from metadata values, as by a utf8mb3 column.',
    caughtBy: ['META-VALUE-ROUND-TRIP'],
  },
  {
    name: 'metadata-values-truncated-255',
    area: 'metadata',
    description: 'Metadata values are cut to 255 characters, as by a VARCHAR(255) column.',
    caughtBy: ['META-LONG-VALUE-NOT-TRUNCATED'],
  },
  {
    name: 'metadata-omitted-on-list',
    area: 'metadata',
    description: 'The orders list serializer leaves out the metadata field of every order.',
    caughtBy: ['META-READ-PRESENT'],
  },
  {
    name: 'metadata-omitted-when-empty',
    area: 'metadata',
    description: 'Orders with no metadata are returned without a metadata field instead of with `{}`.',
    caughtBy: ['META-READ-PRESENT'],
  },
  {
    name: 'metadata-ignored-on-create',
    area: 'metadata',
    description:
      'The create handler copies only the reference, so metadata sent on creation is lost; only updates set metadata.',
    caughtBy: ['META-CREATE-ROUND-TRIP', 'META-PROPERTY-CREATE'],
  },
  {
    name: 'metadata-null-absent-key-500',
    area: 'metadata',
    description:
      "Removing a key the order does not hold raises (like Python's `del d[key]`), so null for an absent key answers 500.",
    caughtBy: ['META-NULL-ABSENT-HARMLESS'],
  },
  {
    name: 'metadata-merge-over-created-snapshot',
    area: 'metadata',
    description:
      'Updates are merged over the metadata the order was created with (a stale copy) instead of its current metadata, so a second update loses the first.',
    caughtBy: ['META-MERGE'],
  },
  {
    name: 'metadata-merge-replaces-at-three-keys',
    area: 'metadata',
    description:
      'When the merged metadata would hold three or more keys, the update keeps only the keys it names (a bulk-rewrite path of the merge).',
    caughtBy: ['META-MERGE'],
  },
  {
    name: 'metadata-null-absent-clears',
    area: 'metadata',
    description:
      "Null for a key the order does not hold resets the order's whole metadata to {} (the removal helper fails and its fallback clears).",
    caughtBy: ['META-NULL-ABSENT-HARMLESS'],
  },
  {
    name: 'metadata-values-accents-stripped',
    area: 'metadata',
    description:
      'Values are folded to ASCII for carrier labels (NFD, then combining marks removed), so "Grüße" is stored as "Gruße" and "café" as "cafe".',
    caughtBy: ['META-VALUE-ROUND-TRIP'],
  },
  // --- scan forms (spec sections 2.2, 2.3, 4.4) ---
  {
    name: 'sf-reference-prefix-match',
    area: 'scan-forms',
    description: 'The reference filter uses startsWith, so `INV-2041` also returns `INV-20411`.',
    caughtBy: ['SF-REFERENCE-EXACT'],
  },
  {
    name: 'sf-reference-case-insensitive',
    area: 'scan-forms',
    description: 'The reference filter compares case-insensitively, so `INV-2041` also returns `inv-2041`.',
    caughtBy: ['SF-REFERENCE-EXACT'],
  },
  {
    name: 'sf-reference-ignored',
    area: 'scan-forms',
    description: 'The reference query parameter is read under the wrong name and never applied.',
    caughtBy: ['SF-REFERENCE-EXACT'],
  },
  {
    name: 'sf-start-exclusive',
    area: 'scan-forms',
    description: 'start_datetime keeps created_at > bound instead of >=, dropping the form exactly at the bound.',
    caughtBy: ['SF-START-INCLUSIVE'],
  },
  {
    name: 'sf-end-exclusive',
    area: 'scan-forms',
    description: 'end_datetime keeps created_at < bound instead of <=, dropping the form exactly at the bound.',
    caughtBy: ['SF-END-INCLUSIVE'],
  },
  {
    name: 'sf-start-ignored',
    area: 'scan-forms',
    description: 'start_datetime is parsed and validated but never applied to the query.',
    caughtBy: ['SF-START-INCLUSIVE'],
  },
  {
    name: 'sf-end-ignored',
    area: 'scan-forms',
    description: 'end_datetime is parsed and validated but never applied to the query.',
    caughtBy: ['SF-END-INCLUSIVE'],
  },
  {
    name: 'sf-end-compared-as-string',
    area: 'scan-forms',
    description:
      'end_datetime is compared with created_at as text, so equal instants written differently (offsets, fractions) compare wrong.',
    caughtBy: ['SF-BOUND-INSTANT'],
  },
  {
    name: 'sf-offset-ignored',
    area: 'scan-forms',
    description: 'The timezone offset of a datetime bound is dropped and the wall time is read as UTC.',
    caughtBy: ['SF-BOUND-INSTANT'],
  },
  {
    name: 'sf-offset-rejected',
    area: 'scan-forms',
    description: 'Datetime bounds with a numeric offset such as +02:00 are rejected with 400; only `Z` is accepted.',
    caughtBy: ['SF-BOUND-INSTANT'],
  },
  {
    name: 'sf-fraction-rejected',
    area: 'scan-forms',
    description: 'Datetime bounds with fractional seconds are rejected with 400.',
    caughtBy: ['SF-BOUND-INSTANT'],
  },
  {
    name: 'sf-filter-uses-updated-at',
    area: 'scan-forms',
    description: 'The datetime filters compare updated_at instead of created_at.',
    caughtBy: ['SF-START-INCLUSIVE', 'SF-END-INCLUSIVE'],
  },
  {
    name: 'sf-invalid-date-500',
    area: 'scan-forms',
    description: 'An unparseable datetime bound reaches `toISOString()` and throws, giving 500 instead of 400.',
    caughtBy: ['SF-PARAM-TYPES-400'],
  },
  {
    name: 'sf-cursor-wins-over-page',
    area: 'scan-forms',
    description: 'When page and a cursor are both given the cursor is applied, although page must take precedence.',
    caughtBy: ['SF-PAGE-PRECEDENCE'],
  },
  {
    name: 'sf-cursors-swapped',
    area: 'scan-forms',
    description: 'before_id and after_id are swapped: before_id returns newer forms and after_id older ones.',
    caughtBy: ['SF-BEFORE-ID', 'SF-AFTER-ID'],
  },
  {
    name: 'sf-cursor-included',
    area: 'scan-forms',
    description: 'Cursor comparisons use <= and >=, so the cursor form itself is returned again.',
    caughtBy: ['SF-BEFORE-ID', 'SF-AFTER-ID'],
  },
  {
    name: 'sf-cursors-ignored',
    area: 'scan-forms',
    description:
      'before_id and after_id are accepted but never applied, so every cursor request returns the first page.',
    caughtBy: ['SF-BEFORE-ID', 'SF-AFTER-ID'],
  },
  {
    name: 'sf-cursor-compares-ids',
    area: 'scan-forms',
    description: 'Cursors compare ids as strings instead of creation order, which is wrong because ids are random.',
    caughtBy: ['SF-BEFORE-ID', 'SF-AFTER-ID'],
  },
  {
    name: 'sf-unknown-cursor-500',
    area: 'scan-forms',
    description: 'An unknown cursor id dereferences a missing form and fails with 500.',
    caughtBy: ['SF-UNKNOWN-CURSOR'],
  },
  {
    name: 'sf-total-count-unfiltered',
    area: 'scan-forms',
    description: "total_count counts all of the account's forms, ignoring the reference and datetime filters.",
    caughtBy: ['SF-TOTAL-COUNT'],
  },
  {
    name: 'sf-total-count-page-length',
    area: 'scan-forms',
    description: 'total_count is the number of forms on the returned page instead of all matching forms.',
    caughtBy: ['SF-TOTAL-COUNT'],
  },
  {
    name: 'sf-has-more-always-false',
    area: 'scan-forms',
    description: 'has_more is hard-coded to false.',
    caughtBy: ['SF-HAS-MORE'],
  },
  {
    name: 'sf-has-more-true-on-last-page',
    area: 'scan-forms',
    description: 'has_more is true whenever the page is non-empty, including the last page.',
    caughtBy: ['SF-HAS-MORE'],
  },
  {
    name: 'sf-pages-overlap',
    area: 'scan-forms',
    description: 'The page offset is computed with (page-1)*(size-1), so consecutive pages share one form.',
    caughtBy: ['SF-PAGE-WALK'],
  },
  {
    name: 'sf-page-skips-form',
    area: 'scan-forms',
    description:
      'The page offset is computed with (page-1)*(size+1), so one form between consecutive pages is never returned.',
    caughtBy: ['SF-PAGE-WALK'],
  },
  {
    name: 'sf-negative-page-accepted',
    area: 'scan-forms',
    description: 'A negative page is accepted and the negative offset slices forms from the end of the list.',
    caughtBy: ['SF-PAGE-BEFORE-FIRST'],
  },
  {
    name: 'sf-page-abc-200',
    area: 'scan-forms',
    description: 'A non-numeric page falls back to page 1 with 200 instead of 400.',
    caughtBy: ['SF-PARAM-TYPES-400'],
  },
  {
    name: 'sf-summary-ignored',
    area: 'scan-forms',
    description: 'summary=true is ignored and full ScanForm objects are returned.',
    caughtBy: ['SF-SUMMARY-LIGHTER'],
  },
  {
    name: 'sf-summary-always',
    area: 'scan-forms',
    description: 'Summary elements are returned even without summary=true.',
    caughtBy: ['SF-SUMMARY-FULL'],
  },
  {
    name: 'sf-summary-false-as-true',
    area: 'scan-forms',
    description:
      'The presence of the summary parameter is tested instead of its value, so summary=false returns summaries.',
    caughtBy: ['SF-SUMMARY-FULL'],
  },
  {
    name: 'sf-summary-maybe-200',
    area: 'scan-forms',
    description: 'A summary value other than true/false (e.g. maybe) is treated as false with 200 instead of 400.',
    caughtBy: ['SF-PARAM-TYPES-400'],
  },
  {
    name: 'sf-sort-inconsistent',
    area: 'scan-forms',
    description: 'Pages after the first (and cursor pages) come back in the opposite order to the first page.',
    caughtBy: ['SF-SORT-CONSISTENT'],
  },
  {
    name: 'sf-leaks-other-account',
    area: 'scan-forms',
    description: "The scan form query forgot the account filter, so every account's forms are listed.",
    caughtBy: ['ISO-SF-OWN-FORMS'],
  },
  {
    name: 'sf-shared-reference-leaks',
    area: 'scan-forms',
    description:
      "A reference query searches all accounts, so a reference used by another account returns that account's form too.",
    caughtBy: ['ISO-SF-SHARED-REFERENCE'],
  },
  {
    name: 'sf-id-missing-prefix',
    area: 'scan-forms',
    description: 'Scan form ids are serialized as the bare hex without the `sf_` prefix.',
    caughtBy: ['SF-FORM-FIELDS'],
  },
  {
    name: 'sf-object-wrong',
    area: 'scan-forms',
    description: 'The object field says "scan_form" instead of the constant "ScanForm".',
    caughtBy: ['SF-FORM-FIELDS'],
  },
  {
    name: 'sf-created-at-local-offset',
    area: 'scan-forms',
    description: 'created_at is written in server local time with a +02:00 offset instead of UTC.',
    caughtBy: ['SF-FORM-FIELDS'],
  },
  {
    name: 'sf-created-at-no-zone',
    area: 'scan-forms',
    description: 'created_at is written without any zone designator (no Z, no offset).',
    caughtBy: ['SF-FORM-FIELDS'],
  },
  {
    name: 'sf-updated-at-missing',
    area: 'scan-forms',
    description: 'The serializer forgot updated_at on scan forms.',
    caughtBy: ['SF-FORM-FIELDS'],
  },
  {
    name: 'sf-num-shipments-string',
    area: 'scan-forms',
    description: 'num_shipments is serialized as a string of digits instead of an integer.',
    caughtBy: ['SF-FORM-FIELDS'],
  },
  {
    name: 'sf-tracking-codes-string',
    area: 'scan-forms',
    description: 'tracking_codes is serialized as one comma-joined string instead of an array.',
    caughtBy: ['SF-FORM-FIELDS'],
  },
  {
    name: 'sf-message-null',
    area: 'scan-forms',
    description: 'An empty message is serialized as null instead of the empty string.',
    caughtBy: ['SF-FORM-FIELDS'],
  },
  {
    name: 'sf-form-file-type-null',
    area: 'scan-forms',
    description: 'form_file_type is serialized as null.',
    caughtBy: ['SF-FORM-FIELDS'],
  },
  {
    name: 'version-old-paths-dropped',
    area: 'transport',
    description:
      'A version bump moved the API to /v1.1 and /v3 and retired /v1.0 and /v2 at once, although old paths must keep stable support.',
    caughtBy: ['VER-PATH-PREFIXES'],
  },
  {
    name: 'sf-total-count-string',
    area: 'scan-forms',
    description: 'total_count is serialized as a string of digits instead of an integer.',
    caughtBy: ['SF-LIST-ENVELOPE'],
  },
  {
    name: 'sf-batch-id-wrong-prefix',
    area: 'scan-forms',
    description: 'batch_id is serialized with the prefix `bat_` instead of `batch_`.',
    caughtBy: ['SF-FORM-FIELDS'],
  },
  {
    name: 'sf-address-null',
    area: 'scan-forms',
    description: 'Forms whose status is not `created` are serialized with address null.',
    caughtBy: ['SF-FORM-FIELDS'],
  },
  {
    name: 'sf-address-id-wrong-prefix',
    area: 'scan-forms',
    description: 'Nested address ids are serialized with the prefix `addr_` instead of `adr_`.',
    caughtBy: ['SF-ADDRESS-FIELDS'],
  },
  {
    name: 'sf-address-missing-verifications',
    area: 'scan-forms',
    description: 'The nested address is serialized without its verifications object.',
    caughtBy: ['SF-ADDRESS-FIELDS'],
  },
  {
    name: 'sf-address-residential-string',
    area: 'scan-forms',
    description: 'address.residential is serialized as the string "true"/"false" instead of a boolean.',
    caughtBy: ['SF-ADDRESS-FIELDS'],
  },
  {
    name: 'sf-address-latitude-string',
    area: 'scan-forms',
    description: 'verifications.delivery.details.latitude and longitude are serialized as strings instead of numbers.',
    caughtBy: ['SF-ADDRESS-FIELDS'],
  },
  {
    name: 'sf-reference-like-wildcards',
    area: 'scan-forms',
    description:
      'The reference filter is a SQL LIKE without escaping, so `_` and `%` in the value match any character or run of characters.',
    caughtBy: ['SF-REFERENCE-EXACT'],
  },
  {
    name: 'sf-reference-accent-insensitive',
    area: 'scan-forms',
    description: 'The reference filter compares through unaccent(), so `RMA 5/u+1` also returns `RMA 5/ü+1`.',
    caughtBy: ['SF-REFERENCE-EXACT'],
  },
  {
    name: 'sf-reference-trailing-space-ignored',
    area: 'scan-forms',
    description:
      'The reference filter ignores trailing spaces (a PAD SPACE collation), so `INV-2041 ` also returns `INV-2041`.',
    caughtBy: ['SF-REFERENCE-EXACT'],
  },
  {
    name: 'sf-reference-null-literal',
    area: 'scan-forms',
    description: '`reference=null` is turned into SQL NULL, so it returns the forms that have no reference.',
    caughtBy: ['SF-REFERENCE-EXACT'],
  },
  {
    name: 'sf-reference-empty-matches-null',
    area: 'scan-forms',
    description:
      'An empty `reference=` is coerced to None and filtered with IS NULL, so it returns exactly the forms without a reference.',
    caughtBy: ['SF-REFERENCE-EXACT'],
  },
  {
    name: 'sf-bound-fraction-truncated',
    area: 'scan-forms',
    description:
      'Datetime bounds are cut at the dot before parsing, so a fraction of a second is dropped and a start bound half a second after a form still keeps it.',
    caughtBy: ['SF-START-INCLUSIVE'],
  },
  {
    name: 'sf-negative-offset-sign-flipped',
    area: 'scan-forms',
    description: 'Bounds with a negative UTC offset (-05:00) are read as if the offset were positive.',
    caughtBy: ['SF-BOUND-INSTANT'],
  },
  {
    name: 'sf-has-more-misses-last-one',
    area: 'scan-forms',
    description:
      'has_more is computed as offset + size < total - 1, so it is false when exactly one matching form is left after the page.',
    caughtBy: ['SF-HAS-MORE'],
  },
  {
    name: 'sf-has-more-full-page',
    area: 'scan-forms',
    description: 'has_more is "the page is full", so a last page that happens to be full says more forms exist.',
    caughtBy: ['SF-HAS-MORE'],
  },
  {
    name: 'sf-total-count-end-exclusive',
    area: 'scan-forms',
    description:
      'The COUNT query uses created_at < end_datetime while the list uses <=, so total_count misses a form exactly at the end bound.',
    caughtBy: ['SF-TOTAL-COUNT'],
  },
  {
    name: 'sf-total-count-excludes-failed',
    area: 'scan-forms',
    description:
      'total_count comes from a query that keeps only status `created`, so failed forms are listed but not counted.',
    caughtBy: ['SF-TOTAL-COUNT'],
  },
  {
    name: 'sf-summary-ignores-page',
    area: 'scan-forms',
    description: 'The summary code path never reads page, so summary=true with any page answers the first page.',
    caughtBy: ['SF-SUMMARY-LIGHTER'],
  },
  {
    name: 'sf-summary-drops-filters',
    area: 'scan-forms',
    description: 'The summary code path builds its own query without the reference and datetime filters.',
    caughtBy: ['SF-SUMMARY-LIGHTER'],
  },
  {
    name: 'sf-summary-cursor-reversed',
    area: 'scan-forms',
    description:
      'Under summary=true, after_id answers come back oldest first while every other answer is newest first.',
    caughtBy: ['SF-SORT-SAME-EVERYWHERE'],
  },
  {
    name: 'sf-summary-envelope-no-total',
    area: 'scan-forms',
    description: 'The summary serializer writes {scan_forms, has_more} and forgets total_count.',
    caughtBy: ['SF-LIST-ENVELOPE'],
  },
  {
    name: 'sf-summary-leaks-other-account',
    area: 'scan-forms',
    description: "The summary query forgot the account filter, so summary=true lists every account's forms.",
    caughtBy: ['SF-SUMMARY-LIGHTER'],
  },
  {
    name: 'sf-page-past-end-repeats-last',
    area: 'scan-forms',
    description:
      'A page number past the last page is clamped to the last page, so the last forms are listed again under every later number.',
    caughtBy: ['SF-PAGE-WALK'],
  },
  {
    name: 'sf-cursor-outside-filter-ignored',
    area: 'scan-forms',
    description:
      'The cursor form is looked up among the filtered forms only; when the filters exclude it, the cursor is silently dropped.',
    caughtBy: ['SF-BEFORE-ID'],
  },
  {
    name: 'sf-both-cursors-before-only',
    area: 'scan-forms',
    description: 'With both before_id and after_id, only before_id is applied.',
    caughtBy: ['SF-AFTER-ID'],
  },
  {
    name: 'sf-created-updated-swapped',
    area: 'scan-forms',
    description: 'The serializer writes updated_at into created_at and created_at into updated_at.',
    caughtBy: ['SF-START-INCLUSIVE', 'SF-END-INCLUSIVE'],
  },
  {
    name: 'sf-address-time-zone-null',
    area: 'scan-forms',
    description: 'address.verifications.delivery.details.time_zone is null instead of a string.',
    caughtBy: ['SF-ADDRESS-FIELDS'],
  },
  {
    name: 'sf-object-case-slip',
    area: 'scan-forms',
    description: 'The object field says "Scanform" instead of the constant "ScanForm".',
    caughtBy: ['SF-FORM-FIELDS'],
  },
  {
    name: 'sf-id-prefix-uppercase',
    area: 'scan-forms',
    description: 'Scan form ids are written with the prefix `SF_` instead of `sf_`.',
    caughtBy: ['SF-FORM-FIELDS'],
  },
  {
    name: 'sf-filter-finer-than-created-at',
    area: 'scan-forms',
    description:
      "created_at is stored with microseconds but written to the second, and the filters compare the stored value, so end_datetime equal to a form's own created_at leaves it out.",
    caughtBy: ['SF-END-INCLUSIVE'],
  },
  {
    name: 'sf-reference-count-leaks',
    area: 'scan-forms',
    description:
      'With a reference filter, total_count comes from a COUNT without the account filter, so a reference both accounts use is counted across accounts.',
    caughtBy: ['ISO-SF-SHARED-REFERENCE'],
  },
  {
    name: 'sf-parameterless-order-reversed',
    area: 'scan-forms',
    description:
      'Without page or cursor the handler sorts ascending and takes the newest forms, so the first answer lists the right forms oldest first while every page is newest first.',
    caughtBy: ['SF-SORT-SAME-EVERYWHERE'],
  },
  {
    name: 'sf-summary-ignores-cursors',
    area: 'scan-forms',
    description:
      'The summary code path never reads before_id or after_id, so summary=true with a cursor answers the first page.',
    caughtBy: ['SF-SUMMARY-LIGHTER'],
  },
  {
    name: 'sf-offset-minutes-ignored',
    area: 'scan-forms',
    description: 'The offset of a datetime bound is read for its hours only, so +05:30 is taken as +05:00.',
    caughtBy: ['SF-BOUND-INSTANT'],
  },
  {
    name: 'sf-summary-counts-page',
    area: 'scan-forms',
    description: 'The summary serializer writes total_count as the number of summaries on the page.',
    caughtBy: ['SF-TOTAL-COUNT'],
  },
  {
    name: 'sf-cursor-crosses-accounts',
    area: 'scan-forms',
    description:
      "A cursor is looked up across all accounts and the listing is taken from the account that owns the cursor form, so another account's id as a cursor lists that account's forms.",
    caughtBy: ['ISO-SF-OWN-FORMS'],
  },
  {
    name: 'sf-null-fields-omitted',
    area: 'scan-forms',
    description:
      'The JSON encoder drops keys whose value is null (Go omitempty, Jackson NON_NULL), so reference, confirmation and nullable address fields disappear.',
    caughtBy: ['SF-FORM-FIELDS', 'SF-ADDRESS-FIELDS'],
  },
  {
    name: 'sf-cursor-first-page-only',
    area: 'scan-forms',
    description:
      'The cursor is looked up among the forms of the first page only, so a cursor on any later form is refused as unknown.',
    caughtBy: ['SF-BEFORE-ID', 'SF-AFTER-ID'],
  },
  {
    name: 'sf-summary-heavier',
    area: 'scan-forms',
    description: 'The "summary" is the full form plus a shipments list, heavier than the ScanForm it summarizes.',
    caughtBy: ['SF-SUMMARY-LIGHTER'],
  },
  {
    name: 'sf-end-second-precision',
    area: 'scan-forms',
    description:
      "Forms keep microseconds but end_datetime is read to the second, so a bound equal to a form's created_at (.390156) leaves the form out; the fault seeds sub-second instants to show.",
    caughtBy: ['SF-END-INCLUSIVE'],
  },
  {
    name: 'sf-page-validates-cursors',
    area: 'scan-forms',
    description:
      'A validation layer looks before_id and after_id up before the handler sees page, so page with an unknown or malformed cursor is refused with 400 although page makes cursors ignored.',
    caughtBy: ['SF-PAGE-PRECEDENCE'],
  },
  {
    name: 'sf-page-foreign-cursor-404',
    area: 'scan-forms',
    description:
      "An ownership check on before_id and after_id runs before page is read, so page with another account's form as cursor answers 404 although page makes cursors ignored.",
    caughtBy: ['SF-PAGE-PRECEDENCE'],
  },
  {
    name: 'sf-reference-unicode-normalized',
    area: 'scan-forms',
    description:
      'The reference filter compares NFC-normalized text (a normalizing collation), so a reference written with a decomposed accent also selects the forms of its composed twin; the account holds such a pair.',
    caughtBy: ['SF-REFERENCE-EXACT', 'SF-TOTAL-COUNT'],
  },
  // --- coverage round: error bodies on every provoked error (7), plain-HTTP writes (5.3), and boundaries no fault touched ---
  {
    name: 'errors-405-text-plain',
    area: 'errors',
    description:
      "A wrong method on a known path is answered the way Go's ServeMux does: 405 with the text/plain body `Method Not Allowed`.",
    caughtBy: ['ERR-BODY-OTHER'],
  },
  {
    name: 'errors-415-spring-body',
    area: 'errors',
    description:
      "A refused media type is answered with Spring Boot's default error body `{timestamp, status, error, path}`, which has no statusCode or message.",
    caughtBy: ['ERR-BODY-OTHER'],
  },
  {
    name: 'errors-404-unknown-order-status-400-body',
    area: 'errors',
    description:
      'An update of an unknown reference answers 404, but the body comes from the validation helper and says statusCode 400, "Bad Request".',
    caughtBy: ['ERR-BODY-OTHER'],
  },
  {
    name: 'errors-409-plain-text',
    area: 'errors',
    description:
      "A duplicate create is answered like Rails' `head :conflict` plus text: 409 with the text/plain body `Conflict`.",
    caughtBy: ['ERR-BODY-OTHER'],
  },
  {
    name: 'errors-scan-forms-404-html',
    area: 'errors',
    description:
      "Unknown paths under the scan form prefix reach a gateway's default HTML 404 page; the orders prefix answers JSON.",
    caughtBy: ['ERR-BODY-OTHER'],
  },
  {
    name: 'sf-400-nested-error-body',
    area: 'scan-forms',
    description:
      'Scan form 400s carry a nested body `{"error":{"code":400,"message":...}}` (the Google JSON style) instead of the error body of spec 7; orders 400s are right.',
    caughtBy: ['ERR-BODY-400', 'SF-PARAM-TYPES-400'],
  },
  {
    name: 'sf-400-repeated-parameter-text',
    area: 'scan-forms',
    description:
      "A query parameter given twice is refused by the router's own check with 400 and the text/plain body `400 Bad Request`.",
    caughtBy: ['ERR-BODY-400'],
  },
  {
    name: 'sf-400-page-drf-detail',
    area: 'scan-forms',
    description:
      'A page number that is negative or fractional is refused with Django REST Framework\'s body `{"detail":"Invalid page."}`.',
    caughtBy: ['ERR-BODY-400'],
  },
  {
    name: 'sf-400-unknown-cursor-message-array',
    area: 'scan-forms',
    description:
      'An unknown cursor is refused with 400 and `message` an array of strings, as a validation pipe writes it.',
    caughtBy: ['ERR-BODY-400'],
  },
  {
    name: 'transport-plain-http-write-applied',
    area: 'transport',
    description:
      'Plain HTTP is refused with 403 "HTTPS required", but the check runs after the handler, so creates and updates sent over HTTP are stored.',
    caughtBy: ['TLS-PLAIN-WRITE-NOT-APPLIED'],
  },
  {
    name: 'transport-plain-http-put-before-redirect',
    area: 'transport',
    description:
      'Plain HTTP is answered with 301 to https://, but PUT bodies are applied by a middleware that runs before the redirect.',
    caughtBy: ['TLS-PLAIN-WRITE-NOT-APPLIED'],
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
    name: 'errors-form-encoded-parsed',
    area: 'errors',
    description:
      "Bodies are parsed as form data when they are not JSON (Express's urlencoded parser mounted too), so `reference=x` creates an order.",
    caughtBy: ['ERR-INVALID-JSON-400'],
  },
  {
    name: 'errors-trailing-garbage-accepted',
    area: 'errors',
    description:
      "The body is read with a streaming decoder that stops after the first JSON value (Go's json.Decoder), so `{...} trailing text` is accepted.",
    caughtBy: ['ERR-INVALID-JSON-400'],
  },
  {
    name: 'metadata-empty-array-when-empty',
    area: 'metadata',
    description: "Empty metadata is written as `[]`, as PHP's json_encode writes an empty array.",
    caughtBy: ['META-READ-PRESENT'],
  },
  {
    name: 'metadata-null-when-empty',
    area: 'metadata',
    description: 'Empty metadata is written as null, as Go writes a nil map.',
    caughtBy: ['META-READ-PRESENT'],
  },
  {
    name: 'metadata-null-on-create-stored',
    area: 'metadata',
    description: 'A null value on create is stored as JSON null instead of being refused or dropped.',
    caughtBy: ['META-VALUES-STRINGS'],
  },
  {
    name: 'metadata-empty-string-rejected',
    area: 'metadata',
    description: 'An empty-string value is refused with 400 by a `required`-style validator, although "" is a string.',
    caughtBy: ['META-EMPTY-STRING-VALUE'],
  },
  {
    name: 'orders-list-stale-after-update',
    area: 'orders',
    description:
      'The orders list cache is cleared on create but not on update, so an updated order is listed with its old metadata until the next create.',
    caughtBy: ['META-PROPERTY-MERGE'],
  },
  {
    name: 'orders-list-cache-shared-across-keys',
    area: 'orders',
    description:
      "The orders list is cached by path for 60 seconds, not by account, so the second key is served the first key's list.",
    caughtBy: ['ORD-ISOLATION-LIST'],
  },
  {
    name: 'sf-scan-forms-null-when-empty',
    area: 'scan-forms',
    description: 'An answer with no forms writes `scan_forms: null`, as Go writes a nil slice.',
    caughtBy: ['SF-LIST-ENVELOPE'],
  },
  {
    name: 'sf-delivery-errors-null',
    area: 'scan-forms',
    description: 'address.verifications.delivery.errors is null when there are none (a nil slice) instead of [].',
    caughtBy: ['SF-ADDRESS-FIELDS'],
  },
  {
    name: 'sf-smarty-warnings-null-when-empty',
    area: 'scan-forms',
    description: 'address.verifications.smarty.warnings is null when there are none instead of [].',
    caughtBy: ['SF-ADDRESS-FIELDS'],
  },
  {
    name: 'sf-updated-at-naive',
    area: 'scan-forms',
    description:
      'updated_at is written from a naive datetime, without Z or offset (Django with USE_TZ off); created_at is right.',
    caughtBy: ['SF-FORM-FIELDS'],
  },
  {
    name: 'sf-has-more-string',
    area: 'scan-forms',
    description: 'has_more is serialized as the string "true"/"false".',
    caughtBy: ['SF-LIST-ENVELOPE'],
  },
  {
    name: 'sf-total-count-null-when-zero',
    area: 'scan-forms',
    description: 'total_count is null when nothing matches (SUM over no rows is NULL).',
    caughtBy: ['SF-QUERY-COMBINATIONS'],
  },
  {
    name: 'sf-total-count-ignores-start',
    area: 'scan-forms',
    description: 'The COUNT query applies the reference and end_datetime filters but forgets start_datetime.',
    caughtBy: ['SF-TOTAL-COUNT'],
  },
  {
    name: 'sf-has-more-unfiltered',
    area: 'scan-forms',
    description:
      "has_more is computed against the account's unfiltered forms, so a filtered last page says more exist.",
    caughtBy: ['SF-HAS-MORE'],
  },
  {
    name: 'orders-path-prefix-match',
    area: 'orders',
    description:
      "The update looks the reference up with `LIKE :id || '%'`, so PUT with a reference cut short changes the first order it is a prefix of.",
    caughtBy: ['ORD-PATH-EXACT-REFERENCE'],
  },
  {
    name: 'orders-create-string-body-500',
    area: 'orders',
    description:
      'The create handler reads `body.reference` with the `in` operator, which throws on a JSON string or number body, so such a create answers 500.',
    caughtBy: ['ORD-CREATE-BODY-OBJECT-400'],
  },
  {
    name: 'metadata-null-on-create-stringified',
    area: 'metadata',
    description: 'A null value on create goes through String(), so it is stored as the text "null".',
    caughtBy: ['META-NULL-CREATE-NOT-TEXT'],
  },
  {
    name: 'sf-reference-or-start-filter',
    area: 'scan-forms',
    description:
      'With both reference and start_datetime given, the filters are joined with OR (a Django Q object built with `|`), so forms matching either one are listed.',
    caughtBy: ['SF-QUERY-COMBINATIONS'],
  },
  {
    name: 'sf-verify-comma-string',
    area: 'scan-forms',
    description:
      'address.verifications.verify is written as one comma-separated string ("delivery,smarty"), the way a CSV column is stored, instead of an array of strings.',
    caughtBy: ['SF-ADDRESS-FIELDS'],
  },
  {
    name: 'sf-smarty-usps-eligible-string',
    area: 'scan-forms',
    description:
      'verifications.smarty.usps_eligible comes from a text column and is serialized as "Y"/"N" instead of a boolean.',
    caughtBy: ['SF-ADDRESS-FIELDS'],
  },
  {
    name: 'sf-carrier-null-when-unassigned',
    area: 'scan-forms',
    description:
      'carrier is null for forms whose carrier account was deleted (a nullable foreign key), where 2.2 says string.',
    caughtBy: ['SF-FORM-FIELDS'],
  },
  {
    name: 'sf-form-url-omitted-until-generated',
    area: 'scan-forms',
    description:
      'form_url is left out of forms whose file is still being generated (status other than created), instead of being a string.',
    caughtBy: ['SF-FORM-FIELDS'],
  },
  // --- route variants, clear text that claims TLS, concurrency, the shared order's created state (spec 2.1, 5.3, 5.4) ---
  {
    name: 'metadata-null-until-updated',
    area: 'metadata',
    description:
      'An order created without a metadata field keeps a NULL column, rendered "metadata": null, until its first update writes an object.',
    caughtBy: ['META-READ-PRESENT'],
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
    name: 'transport-trusts-x-forwarded-proto',
    area: 'transport',
    description:
      'Plain HTTP is refused with 403 unless the request says `X-Forwarded-Proto: https`, a header meant for a trusted proxy that any client can send.',
    caughtBy: ['TLS-HTTPS-ONLY'],
  },
  {
    name: 'transport-plain-write-trusts-forwarded',
    area: 'transport',
    description:
      'Plain HTTP reads are redirected to https://, but writes carrying `Forwarded: proto=https` or `X-Forwarded-Ssl: on` are handled as if they came over TLS.',
    caughtBy: ['TLS-PLAIN-WRITE-NOT-APPLIED'],
  },
  {
    name: 'metadata-concurrent-lost-update',
    area: 'metadata',
    description:
      "An update reads the order's metadata, awaits the database, and writes the merged object back whole, so of two updates sent at once the later one drops the other's key.",
    caughtBy: ['META-CONCURRENT-MERGE'],
  },
  {
    name: 'orders-concurrent-create-lost',
    area: 'orders',
    description:
      "The account's orders are one stored document that a create reads, awaits, appends to and writes back, so of creates sent at once only the last one's order remains listed.",
    caughtBy: ['ORD-CONCURRENT-CREATES-LISTED'],
  },
  {
    name: 'auth-account-shared-across-requests',
    area: 'auth',
    description:
      'The authenticated account is kept in a server-wide variable and read again after an await, so when two accounts call at once one request runs as the other account.',
    caughtBy: ['ORD-ISOLATION-CONCURRENT'],
  },
] as const satisfies readonly FaultRecord[];

/**
 * MUST requirements that no fault can reach alone, and why: README's fault table prints these beside the count of
 * faults each requirement is the only one named to catch.
 */
export const noSoleFault: Readonly<Record<string, string>> = {
  'AUTH-VALID-KEY-ACCEPTED': 'every other check sends the same key, so a server that refuses it fails them too',
  'META-CREATE-ROUND-TRIP':
    'META-PROPERTY-CREATE sends generated creates of the same kind, so whatever breaks the round trip breaks it there too',
  'META-UNKNOWN-KEY-NO-ERROR':
    'META-PROPERTY-CREATE generates keys no account enables, so a server that refuses them fails there too',
  'META-UNKNOWN-KEY-NOT-STORED':
    'META-PROPERTY-CREATE generates keys no account enables, so a server that stores them fails there too',
  'META-PROPERTY-CREATE':
    'it restates the create rules of 2.1 that example requirements each check, so a fault it sees breaks one of those too',
  'VER-OLD-PATHS-STABLE':
    'it applies only to a run against bumped prefixes (spec 9.2); the fault version-old-paths-dropped is judged by VER-PATH-PREFIXES in the catalogue and by this requirement in test/suites/versioning.test.ts',
};

export type FaultName = (typeof catalogue)[number]['name'];

export const faults: readonly FaultRecord[] = catalogue;

const faultNames: ReadonlySet<string> = new Set(catalogue.map((f) => f.name));

function isFaultName(name: string): name is FaultName {
  return faultNames.has(name);
}

/** Validates an optional fault name; an unknown name throws listing every valid one so the caller can fix the typo. */
export function parseFault(name: string | undefined): FaultName | undefined {
  if (name === undefined) return undefined;
  if (isFaultName(name)) return name;
  throw new Error(`Unknown fault "${name}". Valid faults: ${catalogue.map((f) => f.name).join(', ')}`);
}
