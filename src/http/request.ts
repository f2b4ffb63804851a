// What a check asks the client to send: which interface, method, path, query, body and credentials.
// Plain data, kept apart from the client so the safety rules can judge a request without importing it.

import type { PinnedConnection } from './pinned-connection.js';

export type Api = 'orders' | 'scan-forms';

/** What goes in the Authorization header. Custom values carry a label and a shell rendering, never the raw key in evidence. */
export type Auth =
  | { readonly kind: 'key' }
  | { readonly kind: 'second-key' }
  | { readonly kind: 'none' }
  | { readonly kind: 'header'; readonly value: string; readonly label: string; readonly shell: string };

export interface ApiRequest {
  readonly api: Api;
  /** The spec's methods, others of RFC 9110, and OSFC: a method no server knows (RFC 9110 9.1, the request space). */
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS' | 'OSFC';
  /** Path after the version prefix, e.g. "/orders" or "/scan_forms". */
  readonly path: string;
  readonly query?: Readonly<Record<string, string>> | ReadonlyArray<readonly [string, string]>;
  /**
   * The query string sent as it is, without encoding its values (instead of `query`): for the negative probes of
   * GET /scan_forms that send malformed percent-escapes, which `query` would encode into valid ones.
   */
  readonly rawQuery?: string;
  /** A JSON value to send, or raw text (for malformed bodies). */
  readonly json?: unknown;
  readonly rawBody?: string;
  /**
   * Writes `rawBody` one byte per character (ISO 8859-1) instead of UTF-8, so "é" goes out as the lone byte E9: a body
   * that is not UTF-8, which a JSON text exchanged between systems must be (RFC 8259 8.1).
   */
  readonly bodyEncoding?: 'latin1';
  readonly headers?: Readonly<Record<string, string>>;
  /** Send no Accept header at all (the client's default is application/json), as many plain HTTP clients do. */
  readonly omitAccept?: true;
  /** Send a body without any Content-Type (the client's default for a body is application/json). */
  readonly omitContentType?: true;
  readonly auth?: Auth;
  /** Overrides the configured version prefix (spec 9: old and new paths). */
  readonly prefix?: string;
  /** Full URL override, for transport probes (e.g. http:// on the same host). */
  readonly url?: string;
  /**
   * The request target after the base URL's path, sent byte for byte: no dot-segment resolution, no dropping of an
   * empty query or fragment mark. For the keyless route-variant probes of spec 5.4 only (src/http/safety.ts).
   */
  readonly rawPath?: string;
  /**
   * The request target in absolute-form (RFC 9112 3.2.2: `GET https://host:port/v2/scan_forms HTTP/1.1`) with the scheme
   * written there, instead of origin-form; the connection is still the one the URL names (TLS, or clear text).
   */
  readonly absoluteTarget?: 'https' | 'http';
  /** The body sent with the chunked transfer coding (RFC 9112 7.1) instead of a Content-Length. */
  readonly chunked?: true;
  /** With `chunked`: the body's second half goes out only once this settles (a body that arrives late). */
  readonly bodyAfter?: Promise<void>;
  /**
   * The case of the request space this request sends (`dimension/class`, src/space): the run counts the requests of
   * each, and conformance.json reports the coverage by dimension.
   */
  readonly covers?: string | readonly string[];
  /** A shorter bound than the configured request timeout, for probes expected to fail. */
  readonly timeoutMs?: number;
  /**
   * For GET /orders when the check needs only the answer's status and headers (a key accepted, a media type): a
   * successful listing is read to its head and no further, so an account of any size costs one head, not a listing.
   */
  readonly statusOnly?: true;
  /** The connection to send it on (TargetHttp.pin), instead of any of the pool's: the isolation experiments. */
  readonly connection?: PinnedConnection;
}
