// Seeded faults of the order endpoints (spec 2.1, 4.1-4.3): creates, updates and listings that mishandle the
// reference, the body or the account.

import type { FaultRecord } from './record.js';

export const ordersFaults = [
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
    name: 'orders-update-other-account-own-keys',
    area: 'orders',
    description:
      "The update looks the reference up across all accounts when the caller's has none, and filters the metadata by the caller's enabled keys: another account writes its own keys onto the order.",
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
  {
    name: 'metadata-preview-cut-mid-character',
    area: 'orders',
    description:
      'An audit log previews each metadata value by its first 32 bytes and decodes them strictly: a long value whose 32nd byte falls inside a character throws, and the write answers 500.',
    caughtBy: ['META-LONG-VALUE-NOT-TRUNCATED'],
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
    name: 'orders-list-cache-by-url-cleared-on-write',
    area: 'orders',
    description:
      "The orders list is cached by path for 10 seconds and cleared on every write, not keyed by account: the second key asking right after the first, with no write between, is served the first key's list.",
    caughtBy: ['ORD-ISOLATION-READ-AFTER-READ'],
  },
  {
    name: 'orders-list-fails-beside-create',
    area: 'orders',
    description:
      'The orders list is hydrated in batches that yield to the event loop, over a snapshot checked against the store at the end: a create landing meanwhile throws ConcurrentModificationError, a 500.',
    caughtBy: ['ORD-CONCURRENT-CREATES-LISTED'],
  },
  {
    name: 'order-metadata-stored-after-answer',
    area: 'orders',
    description:
      'A create stores the order without its metadata and a background task writes the metadata 300 ms after the answer: a listing read at once shows the order with {}.',
    caughtBy: ['ORD-CONCURRENT-CREATES-LISTED'],
  },
  {
    name: 'metadata-leaks-into-next-create',
    area: 'orders',
    description:
      "The create handler keeps the metadata it built in a module-level object: an order created without metadata gets the previous create's metadata.",
    caughtBy: ['ORD-CONCURRENT-CREATES-LISTED'],
  },
  {
    name: 'metadata-errors-collected-500',
    area: 'orders',
    description:
      'The metadata validator collects every invalid value, and the error formatter, written for one message, throws on a list: two or more values that are not strings answer 500 instead of 400.',
    caughtBy: ['META-NON-STRING-400'],
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
    name: 'orders-path-trimmed',
    area: 'orders',
    description:
      'The update path identifier is trimmed before the lookup, so a PUT to a reference with a trailing space updates its twin without one.',
    caughtBy: ['ORD-PATH-TWINS-DISTINCT'],
  },
  {
    name: 'orders-path-dot-suffix-as-format',
    area: 'orders',
    description:
      'The router reads a final ".xyz" of the update path as a response format (Rails style), so PUT /orders/INV.2025.7 updates INV.2025.',
    caughtBy: ['ORD-PATH-TWINS-DISTINCT'],
  },
  {
    name: 'orders-path-placeholder-stops-at-dot',
    area: 'orders',
    description:
      'The update route\'s placeholder matches up to the first "." (a standard placeholder of Mojolicious or Catalyst style), so an order whose reference holds a dot is not found: 404.',
    caughtBy: ['ORD-PATH-REFERENCE-ENCODED'],
  },
  {
    name: 'orders-path-semicolon-cut',
    area: 'orders',
    description:
      'The decoded identifier is cut at its first ";" (matrix parameters stripped after decoding), so a reference holding ";" updates its twin without the tail.',
    caughtBy: ['ORD-PATH-TWINS-DISTINCT'],
  },
  {
    name: 'orders-path-case-folded-lookup',
    area: 'orders',
    description:
      'The update looks the reference up with a case-insensitive collation and takes the first row by sort order, so of two references that differ only in case one is updated through both paths.',
    caughtBy: ['ORD-PATH-TWINS-DISTINCT'],
  },
  {
    name: 'orders-path-first-case-insensitive-match',
    area: 'orders',
    description:
      'The update walks the orders in the order they were created and takes the first whose reference matches without case (strcasecmp), so of two references that differ only in case the one created first is updated through both paths.',
    caughtBy: ['ORD-PATH-TWINS-DISTINCT'],
  },
  {
    name: 'orders-path-cut-at-nul',
    area: 'orders',
    description:
      'The decoded identifier is handed to the store as a C string, so PUT /orders/x%007 updates the order x: the reference ends at its first NUL.',
    caughtBy: ['ORD-PATH-TWINS-DISTINCT'],
  },
  {
    name: 'orders-path-decoded-twice',
    area: 'orders',
    description:
      'The update path is percent-decoded by the proxy and again by the handler, so PUT /orders/x%252Fy updates x/y instead of the order x%2Fy.',
    caughtBy: ['ORD-PATH-DECODED-ONCE'],
  },
  {
    name: 'orders-concurrent-create-lost',
    area: 'orders',
    description:
      "The account's orders are one stored document that a create reads, awaits, appends to and writes back, so of creates sent at once only the last one's order remains listed.",
    caughtBy: ['ORD-CONCURRENT-CREATES-LISTED'],
  },
  {
    name: 'orders-path-malformed-escape-500',
    area: 'orders',
    description:
      "The update path's identifier is decoded with decodeURIComponent outside any error handling, so a malformed percent-escape is a 500.",
    caughtBy: ['ERR-NO-SERVER-ERROR'],
  },
  {
    name: 'orders-path-invalid-utf8-500',
    area: 'orders',
    description:
      "The update path's escapes are checked for their syntax, then their octets decoded by a strict UTF-8 decoder outside any error handling: an identifier whose escapes are well-formed but no UTF-8 (%C3 alone, %FF, an overlong or surrogate form) is a 500.",
    caughtBy: ['ERR-NO-SERVER-ERROR'],
  },
  {
    name: 'orders-control-reference-dropped',
    area: 'orders',
    description:
      "A reference holding a character outside printable ASCII (a NUL, an unpaired surrogate, an emoji) crashes the store's driver in its worker, and the connection is dropped without an answer.",
    caughtBy: ['ERR-NO-SERVER-ERROR'],
  },
  {
    name: 'orders-content-type-exact-match',
    area: 'orders',
    description:
      "Creates and updates compare the whole Content-Type header with the string 'application/json', so the charset parameter .NET and many clients add is refused with 415.",
    caughtBy: ['ORD-JSON-MEDIA-TYPE-SPELLINGS'],
  },
  {
    name: 'orders-content-type-case-sensitive',
    area: 'orders',
    description:
      "Creates and updates check that Content-Type starts with 'application/json' in that case, so 'Application/JSON' (the same media type, RFC 9110 8.3.1) is refused with 415.",
    caughtBy: ['ORD-JSON-MEDIA-TYPE-SPELLINGS'],
  },
  {
    name: 'orders-null-body-drops-connection',
    area: 'orders',
    description:
      'A create whose body is the JSON text `null` dereferences the decoded body without a check: the worker crashes and the connection is dropped without an answer.',
    caughtBy: ['ORD-CREATE-BODY-OBJECT-400'],
  },
  {
    name: 'orders-body-nan-500',
    area: 'orders',
    description:
      "The body is read by a parser that takes NaN and Infinity (Python's json does by default) and then written to an audit log by a strict serializer that raises on them: a body holding NaN in a field the spec leaves open answers 500.",
    caughtBy: ['ERR-NO-SERVER-ERROR'],
  },
  {
    name: 'orders-body-not-utf8-500',
    area: 'orders',
    description:
      'The body is decoded with a strict UTF-8 decoder whose error escapes the handler: a body holding a byte that is not UTF-8 answers 500 instead of a client error or a lenient read.',
    caughtBy: ['ERR-NO-SERVER-ERROR'],
  },
  {
    name: 'orders-body-not-utf8-unanswered',
    area: 'orders',
    description:
      'The body is decoded in a callback whose error nobody handles: a body holding a byte that is not UTF-8 is never answered, and the connection stays open.',
    caughtBy: [],
    notDetermined:
      "a request left unanswered is the run's limit, not a verdict: the requirements that sent it end not exercised, limited by the run, so the run says NOT DETERMINED and never CONFORMS",
  },
  {
    name: 'orders-update-no-body-500',
    area: 'orders',
    description:
      'The update handler declares its body optional and dereferences it: a PUT with no body bytes answers 500.',
    caughtBy: ['ERR-NO-SERVER-ERROR'],
  },
  {
    name: 'orders-store-keyed-by-reference',
    area: 'orders',
    description:
      "The order store is a map keyed by reference alone: another account's create of a reference this account holds replaces its order.",
    caughtBy: ['ORD-ISOLATION-SAME-REFERENCE'],
  },
  {
    name: 'orders-duplicate-check-race',
    area: 'orders',
    description:
      'The create checks that the reference is free, awaits, then inserts, with no lock between: creates of one reference sent at once all store an order, and the reference names several.',
    caughtBy: ['ORD-REFERENCE-IDENTIFIES'],
  },
  {
    name: 'orders-reference-unique-across-accounts',
    area: 'orders',
    description:
      'The uniqueness check on references ignores the account: a second account cannot create a reference the first holds (409), which tells it what the first account holds.',
    caughtBy: ['ORD-ISOLATION-SAME-REFERENCE'],
  },
] as const satisfies readonly FaultRecord[];
