// An answer as a check receives it and as the evidence keeps it: headers on one line each and the body scrubbed
// of every key, an excerpt that keeps nothing else alive, and a large listing's text held once, as its JSON.

import type { Dispatcher } from 'undici';
import type { RecordedExchange } from '../evidence/exchange.js';
import type { Scrubber } from '../evidence/secrets.js';
import { BODY_CAP_BYTES, CUT_TEXT_BYTES, EXCERPT_CHARS } from './body-caps.js';
import type { ListingRead } from './listing-read.js';
import type { ListingFacts } from './listing-sieve.js';
import { parseBody } from './parse-body.js';

export interface Response {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** The body as text; for a body parsed as JSON past BODY_CAP_BYTES (a large listing), only its first CUT_TEXT_BYTES. */
  readonly text: string;
  /** The parsed body, or undefined when it is not JSON; see `jsonError`. */
  readonly json: unknown;
  readonly jsonError?: string;
  readonly truncated: boolean;
  readonly exchange: RecordedExchange;
  /**
   * For a successful GET /orders, read as a stream (listing-read.ts): what the whole listing held. `json` then holds
   * only the orders the run keeps (its own and the lasting ones) in the listing's envelope, `text` only its head.
   */
  readonly listing?: ListingFacts;
}

/** What came back: the status, the headers as undici gives them, and the body as read (body-read.ts). */
export interface Answer {
  readonly status: number;
  readonly headers: Dispatcher.ResponseData['headers'];
  readonly raw: string;
  readonly truncated: boolean;
  readonly cap: number;
}

/** The exchange as the evidence records it beside the answer: the request as recorded, its time and 429 retries. */
export interface Sent {
  readonly request: RecordedExchange['request'];
  readonly durationMs: number;
  readonly retries: number;
}

/** The answer a check receives, its recorded exchange inside, with every key scrubbed from headers and body. */
export function responseOf(answer: Answer, sent: Sent, scrubber: Scrubber): Response {
  const { raw, truncated, cap } = answer;
  const responseHeaders = scrubbedHeaders(answer.headers, scrubber);
  const parsed = parseBody(raw, truncated, scrubber, cap);
  const exchange: RecordedExchange = {
    request: sent.request,
    status: answer.status,
    headers: responseHeaders,
    bodyExcerpt: detached(parsed.text.slice(0, EXCERPT_CHARS)),
    truncated: truncated || parsed.text.length > EXCERPT_CHARS,
    durationMs: sent.durationMs,
    ...(sent.retries > 0 ? { retries: sent.retries } : {}),
  };
  return {
    status: answer.status,
    headers: responseHeaders,
    text: heldText(parsed),
    json: parsed.json,
    ...(parsed.jsonError === undefined ? {} : { jsonError: parsed.jsonError }),
    truncated,
    exchange,
  };
}

/**
 * The answer to a successful GET /orders read through the sieve: its head as text, the orders kept as JSON, the
 * facts of the whole listing; every one scrubbed of the keys as any body is, and the excerpt bounded as any is.
 */
export function listingResponseOf(
  read: ListingRead,
  answer: Pick<Answer, 'status' | 'headers'>,
  sent: Sent,
  scrubber: Scrubber,
): Response {
  const responseHeaders = scrubbedHeaders(answer.headers, scrubber);
  const scrubbed = scrubber.scrub(read.head);
  // A head cut off the rest may end in the first characters of a key: dropped, as for a cut body.
  const text = detached(read.longer ? scrubber.dropPartialTail(scrubbed) : scrubbed);
  const { json, error, facts } = read.sieved;
  const exchange: RecordedExchange = {
    request: sent.request,
    status: answer.status,
    headers: responseHeaders,
    bodyExcerpt: detached(text.slice(0, EXCERPT_CHARS)),
    truncated: read.longer || read.stopped || text.length > EXCERPT_CHARS,
    durationMs: sent.durationMs,
    ...(sent.retries > 0 ? { retries: sent.retries } : {}),
  };
  return {
    status: answer.status,
    headers: responseHeaders,
    text,
    json: scrubber.scrubDeep(json),
    ...(error === undefined ? {} : { jsonError: scrubber.scrub(error) }),
    truncated: read.stopped,
    exchange,
    listing: scrubber.scrubDeep(facts),
  };
}

/** A response's headers as the evidence keeps them: one line each, every key scrubbed. */
function scrubbedHeaders(headers: Dispatcher.ResponseData['headers'], scrubber: Scrubber): Record<string, string> {
  const scrubbed: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) scrubbed[name] = scrubber.scrub(Array.isArray(value) ? value.join(', ') : value);
  }
  return scrubbed;
}

/**
 * The text a response keeps: a large listing is held once, as its parsed JSON, with only the head of its text for
 * excerpts, since a run holds many listings at once (40,000 orders read 5 MiB of text per listing).
 */
function heldText(parsed: { text: string; json: unknown }): string {
  return parsed.json !== undefined && parsed.text.length > BODY_CAP_BYTES
    ? detached(parsed.text.slice(0, CUT_TEXT_BYTES))
    : parsed.text;
}

/**
 * A copy of a piece of a string that does not keep the whole alive: V8 makes a slice a view of its parent, so the
 * 2,000-character excerpt of a 7 MB listing kept every listing's text for the run (evidence lasts the run).
 */
export function detached(piece: string): string {
  return Buffer.from(piece, 'utf16le').toString('utf16le');
}
