// The catalogue of variants: correct implementations that choose differently wherever the spec is silent.
// Self-tests run the suite against each variant to prove it does not over-fit to this reference server's own choices.

export interface VariantRecord {
  name: string;
  /** What it chooses differently, and why that is still conformant. */
  description: string;
}

// `as const` so VariantName is a union of literals and a misspelt variant check is a type error.
const catalogue = [
  {
    name: 'orders-list-bare-array',
    description:
      'GET /v1.0/orders answers a bare JSON array of orders; the spec does not show the response body of order operations (4.1).',
  },
  {
    name: 'orders-list-data-envelope',
    description:
      'GET /v1.0/orders answers `{"data":[...],"total":n}`; the list envelope is not shown in the spec (4.1).',
  },
  {
    name: 'method-unknown-connection-closed',
    description:
      "A method outside HTTP's registered ones (OSFC) ends the connection without an answer, as HTTP parsers with a fixed method list do (http-parser under R's httpuv); RFC 9110 9.1 asks 501 only as a SHOULD, and the spec names no method beyond its endpoints.",
  },
  {
    name: 'create-200-empty',
    description: 'Create answers 200 with an empty body; the spec shows no create response status or body (4.2).',
  },
  {
    name: 'create-204',
    description: 'Create answers 204 No Content; the spec shows no create response status or body (4.2).',
  },
  {
    name: 'update-204',
    description: 'Update answers 204 No Content; the spec shows no update response status or body (4.3).',
  },
  {
    name: 'duplicate-create-upsert',
    description:
      'Creating an existing reference merges the supplied metadata into it and answers 200; duplicate handling is not shown (4.2), and merging keeps rule 2.1.4.',
  },
  {
    name: 'duplicate-create-422',
    description:
      'Creating an existing reference answers 422 with the JSON error body; status codes other than 400 and 401 are not shown (7).',
  },
  {
    name: 'error-messages-reworded',
    description: 'Every error message is worded differently; message is free human-readable text (7).',
  },
  {
    name: 'error-body-extra-fields',
    description:
      'Error bodies also carry `code` and `request_id`; the spec lists the required fields and does not forbid others (7).',
  },
  {
    name: 'rate-limit-429',
    description:
      'Every 20th request is refused with 429 and `Retry-After: 1` and succeeds when retried; rate limits are not shown (8).',
  },
  {
    name: 'gzip-responses',
    description:
      'Every non-empty body is sent gzip-compressed with Content-Encoding: gzip even without Accept-Encoding, which RFC 9110 12.5.3 allows; compression is not part of the spec.',
  },
  {
    name: 'connection-close',
    description: 'Every response carries `Connection: close`; connection reuse is not part of the spec.',
  },
  {
    name: 'body-decoded-with-replacement',
    description:
      "Request bodies are decoded leniently, each byte that is not UTF-8 becoming U+FFFD, as Node's Buffer#toString does; RFC 8259 asks senders for UTF-8, and the conditions of 400 are not shown (7).",
  },
  {
    name: 'any-content-type',
    description:
      'Request bodies are parsed as JSON whatever their Content-Type; the spec says what clients send, not what the server must refuse (4.2, 4.3).',
  },
  {
    name: 'version-bump',
    description:
      'A backward-incompatible release is served under /v1.1 and /v3 while /v1.0 and /v2 keep answering as before, as spec 9.2 requires.',
  },
  { name: 'page-size-3', description: 'Scan form pages hold 3 forms; page size is not shown (8).' },
  {
    name: 'page-size-25',
    description: 'Scan form pages hold 25 forms, so the seeded data spans fewer pages; page size is not shown (8).',
  },
  { name: 'sort-ascending', description: 'Scan forms are listed oldest first; the list order is not specified (4.4).' },
  {
    name: 'pages-from-zero',
    description:
      'page=0 is the first page and pages count from 0; the spec says page is an integer and shows no base (4.4).',
  },
  {
    name: 'timestamps-millis-offset',
    description: 'Timestamps carry milliseconds and a `+00:00` offset, which is still ISO 8601 UTC (2.2).',
  },
  {
    name: 'irregular-timestamps',
    description:
      'Seeded forms are created at irregular intervals (still strictly increasing) instead of exactly one second apart; spacing is data, not a rule.',
  },
  {
    name: 'summary-other-fields',
    description:
      'ScanFormSummary carries a different field set (object "ScanForm", updated_at, form_url, carrier); its fields are not shown (2.2).',
  },
  {
    name: 'extra-fields',
    description:
      'Full scan forms, addresses and orders carry extra fields (mode, carrier_facility, ...); the spec lists fields it guarantees, not a closed set.',
  },
  {
    name: 'unknown-cursor-404',
    description:
      'An unknown before_id/after_id answers 404 Not Found; the spec does not show what an unknown cursor does (4.4, 7).',
  },
  {
    name: 'unknown-cursor-empty',
    description:
      'An unknown before_id/after_id answers 200 with an empty list; the spec does not show what an unknown cursor does (4.4).',
  },
  {
    name: 'after-id-newest-window',
    description:
      'after_id alone returns the first page, in list order (the newest forms), of the forms created after the cursor rather than the page adjacent to it; both are forms created after the id (4.4).',
  },
  {
    name: 'total-count-within-cursor',
    description:
      'Under a cursor, total_count counts only the matching forms on the cursor\'s side; "matching" is not defined for cursors (4.4).',
  },
  {
    name: 'page-past-end-404',
    description:
      'A page number past the last page answers 404 "Invalid page." with the error body, as Django REST Framework does; what a page past the end gives is not shown (4.4, 7).',
  },
  {
    name: 'inverted-window-400',
    description:
      'start_datetime after end_datetime answers 400 Bad Request; the conditions that produce 400 are not shown (7), and such a window can match nothing anyway.',
  },
  {
    name: 'cursor-outside-filter-400',
    description:
      'A before_id/after_id naming a form that the reference or datetime filters exclude answers 400; the spec does not say whether a cursor must lie in the filtered list (4.4).',
  },
  {
    name: 'metadata-unknown-key-values-unchecked',
    description:
      'Keys that are not enabled are dropped before value types are checked, so `{"not_enabled": 5}` succeeds; rule 2.1.3 says such keys are ignored.',
  },
  {
    name: 'update-unknown-upsert',
    description:
      'PUT of a reference the account does not hold creates the order (201) with the string values supplied; what an update of an unknown reference does is not shown (4.3).',
  },
  {
    name: 'metadata-invalid-key-400',
    description:
      'A metadata key that breaks the key rule (2.1.1: lowercase letters and underscores) is refused with 400 as an invalid parameter instead of being ignored; such a key is no key name at all, and the conditions that give 400 are not shown (7).',
  },
  {
    name: 'orders-numeric-fields',
    description:
      'Each order also carries a numeric "id" and "version"; order fields other than reference and metadata are not shown (2.1), so only metadata values and the reference must be strings.',
  },
  {
    name: 'orders-list-newest-first',
    description: 'GET /v1.0/orders lists the newest order first; the listing order is not shown (4.1).',
  },
  {
    name: 'null-metadata-ignored',
    description:
      'An update with `"metadata": null` is treated like omitted metadata (200, unchanged); conditions that give 400 are not shown (7).',
  },
  {
    name: 'orders-list-page-links',
    description:
      'GET /v1.0/orders is paginated by default as Django REST Framework does: `{"count","next","previous","results"}`, 10 orders a page, oldest first, `next` an absolute URL with `?page=n`; listing pagination is not shown (4.1, 8).',
  },
  {
    name: 'orders-list-link-header',
    description:
      'GET /v1.0/orders answers a bare array of 10 orders a page, newest first (so orders created meanwhile shift the pages), with the next page in a `Link: <...>; rel="next"` header and the total in `X-Total-Count`, as Rails and GitHub do; listing pagination is not shown (4.1, 8).',
  },
  {
    name: 'orders-list-lag',
    description:
      'GET /v1.0/orders is served from a replica that shows every create and update 200 ms after it was acknowledged; the spec does not promise read-your-writes on the listing (4.1).',
  },
  {
    name: 'orders-async-202',
    description:
      'Create and update are queued: both answer 202 Accepted with `{"status":"queued","id":n}`, a body without the order; order response bodies and statuses are not shown (4.2, 4.3).',
  },
  {
    name: 'orders-jsonapi',
    description:
      'Order answers follow JSON:API: `{"data":[{"type":"orders","id":"n","attributes":{reference, metadata, ...}}]}` with Content-Type application/vnd.api+json; order response bodies are not shown (4.1) and the order keeps its reference and metadata fields.',
  },
  {
    name: 'scan-forms-vendor-json',
    description:
      'The scan form listing is labelled with a vendor media type, `application/vnd.osf.scan-forms.v2+json`; spec 4.4 says the answer is JSON, and a +json type is JSON (RFC 6839).',
  },
  {
    name: 'errors-problem-json',
    description:
      'Error bodies are RFC 9457 problem details (`type`, `title`, `status`, `detail`) that also carry statusCode, error and message, sent as application/problem+json; spec 7 names the fields it needs, not the media type or a closed set.',
  },
  {
    name: 'metadata-jsonb-key-order',
    description:
      'Metadata keys come back in PostgreSQL jsonb order (shorter keys first, then bytewise) and order fields alphabetically; JSON objects are unordered (RFC 8259), so key order is not data.',
  },
  {
    name: 'rate-limit-429-http-date',
    description:
      'Every 20th request is refused with 429 and a Retry-After in the HTTP-date form (RFC 9110 10.2.3) and succeeds when retried; rate limits are not shown (8).',
  },
  {
    name: 'http-redirect-to-https',
    description:
      'The API port also speaks plain HTTP and answers every such call with 301 to the https:// URL and a small HTML page, as nginx does; the call still fails to reach the API (5.3).',
  },
  {
    name: 'chunked-responses',
    description:
      "Every body is streamed with Transfer-Encoding: chunked in several chunks and no Content-Length, as streaming serializers and most proxies do; framing is HTTP's business, not the spec's.",
  },
  {
    name: 'duplicate-create-idempotent',
    description:
      'Creating a reference the account already holds answers 200 with the existing order unchanged (an idempotent create); duplicate handling is not shown (4.2) and the reference still identifies one order.',
  },
  {
    name: 'cors-route-first',
    description:
      'Routing runs before authentication (unknown paths 404 and wrong methods 405 even without a key), every answer carries CORS headers, and a 401 carries `WWW-Authenticate: Bearer error="invalid_token"` (RFC 6750); none of this is in the spec, and requests to the four endpoints without a valid key still get 401.',
  },
  {
    name: 'waf-refuses-markup',
    description:
      "A web application firewall in front of the API refuses request bodies holding SQL-injection or markup patterns (`' OR 1=1`, `<script`, `<b>`) with 403 and the error body; status codes other than 400 and 401 are not shown (7), and such text is refused before it reaches the API.",
  },
  {
    name: 'http-port-html-page',
    description:
      'The API port also answers plain HTTP, with a 200 HTML welcome page for every path and no API data, as a default web server site does; no call to the API succeeds over HTTP (5.3).',
  },
  {
    name: 'page-size-1',
    description:
      'Scan form pages hold one form each, so the account spans more pages than the suite may walk; page size is not shown (8).',
  },
  {
    name: 'page-size-100',
    description: 'Scan form pages hold 100 forms, so the whole account is one page; page size is not shown (8).',
  },
  {
    name: 'default-page-size-larger',
    description:
      'Without page (cursor mode) answers hold 20 forms, with page 10: the two modes of 4.4 are separate code paths and page size is not shown (8).',
  },
  {
    name: 'default-page-size-smaller',
    description:
      'Without page (cursor mode) answers hold 4 forms, with page 10; page size is not shown for either mode (8).',
  },
  {
    name: 'page-below-first-clamped',
    description:
      'A page number below the first (0, -1) answers the first page, as Kaminari, Laravel and Spring Data do; what such a number gives is not shown (4.4).',
  },
  {
    name: 'unknown-parameters-400',
    description:
      'Query parameters the service does not know (e.g. page_size) are refused with 400; conditions that produce 400 are not shown (7).',
  },
  {
    name: 'envelope-extra-fields',
    description:
      'The list envelope also carries object, page, page_size, next and previous; the spec lists the fields it guarantees (4.4).',
  },
  {
    name: 'summary-id-only',
    description: 'A ScanFormSummary is just {id, object}; its field list is not shown (2.2).',
  },
  {
    name: 'summary-without-address',
    description:
      'A ScanFormSummary is the full form without its address (object "ScanFormSummary"); its field list is not shown (2.2).',
  },
  {
    name: 'both-cursors-400',
    description:
      'before_id together with after_id (without page) is refused with 400, as Stripe refuses starting_after with ending_before; conditions that produce 400 are not shown (7).',
  },
  {
    name: 'timestamps-micros',
    description:
      'Forms are created at sub-second instants written with six fraction digits (Django on Postgres); still ISO 8601 UTC (2.2).',
  },
  {
    name: 'bounds-rounded-to-stored-millis',
    description:
      'created_at is kept and written in milliseconds (a JavaScript Date), and a finer bound is rounded to them, a start up and an end down: each keeps exactly the forms on its side of the instant it names (4.4).',
  },
  {
    name: 'timestamps-trimmed-fraction',
    description:
      "Sub-second created_at written the way Go's RFC3339Nano does: trailing zeros dropped, no fraction on whole seconds (2.2).",
  },
  {
    name: 'created-at-ties',
    description:
      'Several forms share one created_at second; the list is ordered by created_at then id; nothing says instants are distinct (2.2, 4.4).',
  },
  {
    name: 'ulid-ids',
    description:
      'Ids are `sf_` + a ULID and the list is sorted by id, which is creation order; several forms share a created_at second; only the prefix is stated (2.2).',
  },
  { name: 'uuid-ids', description: 'Ids are `sf_` + a UUID with dashes; only the prefix is stated (2.2).' },
  {
    name: 'references-unicode',
    description:
      'References hold spaces, an emoji, accents, CJK text and URL metacharacters (`&`, `=`, `#`, `%`, `+`); a reference is any string (2.2).',
  },
  {
    name: 'varied-form-values',
    description:
      'Statuses `creating` and `failed`, tracking codes that are objects or numbers, `zpl` files, messages with text, empty-string references, num_shipments unlike the number of codes and updated_at before created_at: none of it is ruled out (2.2, 3).',
  },
  {
    name: 'sparse-timeline',
    description:
      "The account's forms start at the turn of the millennium and come in bursts years apart; data, not a rule.",
  },
  {
    name: 'ties-order-varies',
    description:
      'Several forms share one created_at second and, within a page, their order varies from one query to the next (ORDER BY created_at alone); pages still partition the list, and no order among equal instants is stated (4.4).',
  },
  {
    name: 'sort-by-updated-at',
    description:
      'Scan forms are listed most recently updated first, and a cursor answers the first page, in that order, of the forms created before or after it; the list order is not specified (4.4).',
  },
  {
    name: 'one-instant-import',
    description:
      'Every form of the account was imported in one batch and shares one created_at; listed by id within it. Nothing says instants differ (2.2).',
  },
  {
    name: 'blank-reference-ignored',
    description:
      "A blank `reference=` is taken as no reference filter, as Rails' `presence` does; what an empty value means is not shown (4.4).",
  },
  {
    name: 'http-refused-403-json',
    description:
      'The API port also answers plain HTTP, with 403 and the JSON error body "HTTPS is required" for every call, and nothing sent over HTTP is stored; calls over plain HTTP fail, which is all spec 5.3 asks, and how they fail is not shown.',
  },
  {
    name: 'padded-reference-400',
    description:
      'A reference value with leading or trailing whitespace is refused with 400; conditions that produce 400 are not shown (7).',
  },
  {
    name: 'cursor-oldest-first',
    description:
      'Pages are listed newest first, but an answer to before_id or after_id lists its forms oldest first (a keyset query read in index order); the spec states no order (4.4), and a walk of pages keeps one.',
  },
  {
    name: 'latest-window-oldest-first',
    description:
      'Every answer lists oldest first and page=1 holds the oldest forms, but an answer without page nor cursor holds the newest matching forms (the latest window a poller reads), oldest first, and both cursors together answer the newest forms between them; which forms an answer without page holds, and the order, are not stated (4.4), and page=0 is refused as before.',
  },
  {
    name: 'references-near-pairs',
    description:
      "The account's own references include pairs that differ only in composed or decomposed accents (Café-7 in NFC and NFD), with and without accents, in letter case, or by a prefix, each matched exactly; a reference is any string (2.2, 4.4).",
  },
  // --- identifiers, integers and instants at their edges (spec 4.3, 4.4) ---
  {
    name: 'references-separators-refused',
    description:
      'A create whose reference holds ";", "/" or "%", or ends in whitespace, is refused with 400 and the JSON error body; the conditions that produce 400 are not shown (7).',
  },
  {
    name: 'page-int32-canonical',
    description:
      'A page above 2^31-1, or written with leading zeros or a plus, is refused with 400 and the JSON error body; page limits and the conditions of 400 are not shown (7, 8).',
  },
  // --- route variants, concurrency (spec 2.1, 5.4) ---
  {
    name: 'trailing-slash-routed',
    description:
      'Every path is also routed with a trailing slash, and letter case and `;` parameters are ignored by the router; the key is checked before routing on every spelling, and a variant is no spec path (5.4).',
  },
  {
    name: 'writes-queued-list-lag',
    description:
      'Creates and updates go through one queue, applied one at a time after a database round trip, and the listing is a replica 200 ms behind: writes sent at once are all applied (2.1.4) and listed eventually; 4.1 promises no instant listing.',
  },
  // --- two accounts (spec 4.4, 5.1) ---
  {
    name: 'listings-cached-per-account',
    description:
      "Both listings are cached for 200 ms by account and request target, and writes do not clear the cache: a key never gets another account's answer, and a write shows within the lag 4.1 allows.",
  },
  {
    name: 'accounts-alike',
    description:
      'The two accounts were set up from one fixture: neither holds a scan form and both hold the same imported orders, so both keys read the same listings until one of them writes; they are two accounts all the same.',
  },
  {
    name: 'request-target-checked-first',
    description:
      "The HTTP layer parses the whole request target before any route, as libsoup does, and refuses with a bare 400 an absolute-form target naming http:// on the TLS port and a query with a malformed percent-escape; RFC 9112 3.2.2 leaves the scheme to the connection, and such a refusal comes before the API's own error body (7).",
  },
  {
    name: 'malformed-query-400-text',
    description:
      'A query string holding a malformed percent-escape is refused by the HTTP server before routing, with 400 and the text/plain body `Bad Request`, as Jetty and libsoup refuse a target they cannot parse; such a refusal comes before the API and its error body (7).',
  },
  {
    name: 'http2-alpn',
    description:
      'The TLS port offers HTTP/2 (h2) and HTTP/1.1 by ALPN and answers both with the same handler; the spec names HTTPS (5.3), not an HTTP version.',
  },
  {
    name: 'bearer-one-space-only',
    description:
      'The Authorization header must be `Bearer`, exactly one space and the key: two spaces or a tab before the key get 401. RFC 6750 allows more spaces, and the spec shows only the one-space spelling (5.1).',
  },
] as const satisfies readonly VariantRecord[];

export type VariantName = (typeof catalogue)[number]['name'];

export const variants: readonly VariantRecord[] = catalogue;

const variantNames: ReadonlySet<string> = new Set(catalogue.map((v) => v.name));

function isVariantName(name: string): name is VariantName {
  return variantNames.has(name);
}

/** Validates an optional variant name; an unknown name throws listing every valid one. */
export function parseVariant(name: string | undefined): VariantName | undefined {
  if (name === undefined) return undefined;
  if (isVariantName(name)) return name;
  throw new Error(`Unknown variant "${name}". Valid variants: ${catalogue.map((v) => v.name).join(', ')}`);
}
