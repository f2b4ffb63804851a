// What a request puts on the wire and how the evidence shows it: the URL from the target's base URLs and
// prefixes, the headers with the credentials asked for, the body; the key shown only by its label.

import { Readable } from 'node:stream';
import type { TargetConfig } from '../config/target.js';
import type { RecordedExchange } from '../evidence/exchange.js';
import type { Scrubber } from '../evidence/secrets.js';
import { EXCERPT_CHARS } from './body-caps.js';
import type { ApiRequest } from './request.js';
import { percentEncoded } from './unsendable.js';

/** The headers a request is sent with, and how its Authorization header is shown in a curl command and the evidence. */
export interface SentHeaders {
  readonly headers: Record<string, string>;
  readonly authShell?: string;
  readonly authLabel?: string;
}

export function urlFor(req: ApiRequest, target: TargetConfig): string {
  if (req.url !== undefined) return req.url;
  const base = req.api === 'orders' ? target.ordersBaseUrl : target.scanFormsBaseUrl;
  // Concatenated, not parsed: the URL parser would resolve the dot segments a route-variant probe sends.
  if (req.rawPath !== undefined) return `${base.replace(/\/$/, '')}${req.rawPath}`;
  const prefix = req.prefix ?? (req.api === 'orders' ? target.ordersApiPrefix : target.scanFormsApiPrefix);
  const url = new URL(`${base}${prefix}${req.path}`);
  const entries = req.query === undefined ? [] : Array.isArray(req.query) ? req.query : Object.entries(req.query);
  // Percent-encoded by RFC 3986 rules (a space as %20, a plus as %2B): URLSearchParams would send a space as
  // "+", which a server decoding the query by RFC 3986 reads as a literal plus.
  // The URL setter encodes only what may not stand in a query (spaces, quotes, non-ASCII), never a `%`.
  if (req.rawQuery !== undefined) url.search = req.rawQuery;
  else if (entries.length > 0)
    url.search = (entries as Array<[string, string]>)
      .map(([name, value]) => `${percentEncoded(name)}=${percentEncoded(value)}`)
      .join('&');
  return url.href;
}

/** The path of the interface's base URL without its trailing slash ("" for a bare origin). */
function basePath(req: ApiRequest, target: TargetConfig): string {
  return new URL(req.api === 'orders' ? target.ordersBaseUrl : target.scanFormsBaseUrl).pathname.replace(/\/$/, '');
}

/** Where undici sends a request: its URL's origin and path, or a raw path as written under the base path. */
export function originAndPath(req: ApiRequest, url: string, target: TargetConfig): { origin: string; path: string } {
  const where = new URL(url);
  const path =
    req.rawPath === undefined ? `${where.pathname}${where.search}` : `${basePath(req, target)}${req.rawPath}`;
  // RFC 9112 3.2.2: the absolute-form names scheme and authority in the request line itself.
  const absolute = req.absoluteTarget === undefined ? '' : `${req.absoluteTarget}://${where.host}`;
  return { origin: where.origin, path: `${absolute}${path}` };
}

export function headersFor(req: ApiRequest, target: TargetConfig): SentHeaders {
  const headers: Record<string, string> = {
    ...(req.omitAccept === true ? {} : { accept: 'application/json' }),
    ...req.headers,
  };
  if (
    req.omitContentType !== true &&
    (req.json !== undefined || req.rawBody !== undefined) &&
    !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')
  ) {
    headers['content-type'] = 'application/json';
  }
  const auth = req.auth ?? { kind: 'key' };
  // Spelt as spec 5.1 writes it: field names are case-insensitive (RFC 9110 5.1), and AUTH-HEADER-NAME-CASE sends the
  // other spellings, so a target that looks the name up as written is judged there, not by every check at once.
  switch (auth.kind) {
    case 'key':
      headers.Authorization = `Bearer ${target.apiKey}`;
      return { headers, authShell: 'Bearer $API_KEY', authLabel: 'Bearer <API_KEY>' };
    case 'second-key':
      if (target.secondApiKey === undefined)
        throw new Error('second key requested but SECOND_API_KEY is not configured');
      headers.Authorization = `Bearer ${target.secondApiKey}`;
      return { headers, authShell: 'Bearer $SECOND_API_KEY', authLabel: 'Bearer <SECOND_API_KEY>' };
    case 'none':
      return { headers };
    case 'header':
      headers.Authorization = auth.value;
      return { headers, authShell: auth.shell, authLabel: auth.label };
  }
}

/** The body sent: raw text as written (a malformed body), or the JSON value serialized. */
export function bodyOf(req: ApiRequest): string | undefined {
  return req.rawBody ?? (req.json === undefined ? undefined : JSON.stringify(req.json));
}

/**
 * The body as undici takes it: text or bytes (framed by Content-Length), or, for a chunked request, a stream of its
 * bytes, which undici frames with the chunked transfer coding since no length is known beforehand.
 */
export function wireBody(req: ApiRequest, body: string | undefined): string | Buffer | Readable | null {
  if (body === undefined) return null;
  const encoding = req.bodyEncoding ?? 'utf8';
  if (req.chunked !== true) return encoding === 'utf8' ? body : Buffer.from(body, encoding);
  const bytes = Buffer.from(body, encoding);
  const half = Math.ceil(bytes.length / 2);
  const gate = req.bodyAfter;
  if (gate === undefined) return Readable.from([bytes.subarray(0, half), bytes.subarray(half)]);
  return Readable.from(
    (async function* () {
      yield bytes.subarray(0, half);
      await gate;
      yield bytes.subarray(half);
    })(),
  );
}

/** The request as the evidence keeps it: every key scrubbed, the Authorization header shown by its label. */
export function recordedRequest(
  req: ApiRequest,
  url: string,
  body: string | undefined,
  { headers, authShell, authLabel }: SentHeaders,
  scrubber: Scrubber,
): RecordedExchange['request'] {
  const scrub = (t: string) => scrubber.scrub(t);
  const recordedHeaders: Record<string, string> = {};
  // The credential under any spelling of its name is kept as a label, under the name the evidence always uses.
  for (const [name, value] of Object.entries(headers))
    if (name.toLowerCase() === 'authorization') recordedHeaders.authorization = authLabel ?? '<redacted>';
    else recordedHeaders[name] = scrub(value);
  // Scrub before cutting: a key straddling the cut would otherwise leave its first characters behind.
  const scrubbedBody = body === undefined ? undefined : scrub(body);
  return {
    method: req.method,
    url: scrub(url),
    headers: recordedHeaders,
    ...(scrubbedBody === undefined ? {} : { bodyExcerpt: scrubbedBody.slice(0, EXCERPT_CHARS) }),
    ...(scrubbedBody !== undefined && body !== undefined && body.length <= 16_384 ? { body: scrubbedBody } : {}),
    ...(authShell === undefined ? {} : { authShell }),
  };
}
