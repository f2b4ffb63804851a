// Reads and decodes a request body with a hard size cap, and parses it as JSON.
// The cap is checked while streaming, so a client cannot make the server buffer more than MAX_BODY_BYTES.
import type { IncomingMessage } from 'node:http';
import type { Behaviour } from './behaviour.js';
import { errorReply, type Reply } from './replies.js';

/**
 * Choices where the spec is silent (8. Limits):
 * - Bodies over 1 MiB are 413 Payload Too Large (the connection is then closed rather than drained).
 * - Bodies must be UTF-8; invalid UTF-8 is 400. A leading byte-order mark is ignored.
 * - A Content-Type, when sent, must be application/json or a `+json` type (any parameters); others are 415.
 *   A missing Content-Type is read as JSON.
 */
export const MAX_BODY_BYTES = 1024 * 1024;

export type BodyResult = { ok: true; text: string } | { ok: false; reply: Reply } | { ok: false; reply: undefined };

export function contentTypeProblem(header: string | undefined, b: Behaviour): Reply | undefined {
  if (header === undefined || b.variant === 'any-content-type') return undefined;
  // The faults compare the header as a string: whole (a parameter refused), or in the case the spec writes it.
  if (b.fault === 'orders-content-type-exact-match' && header.trim().toLowerCase() !== 'application/json')
    return errorReply(415, `Content-Type must be application/json, not "${header}"`);
  if (b.fault === 'orders-content-type-case-sensitive' && !header.trim().startsWith('application/json'))
    return errorReply(415, `Content-Type must be application/json, not "${header}"`);
  const media = header.split(';')[0]?.trim().toLowerCase() ?? '';
  if (media === 'application/json' || /^application\/[^/]+\+json$/.test(media)) return undefined;
  return errorReply(415, `Content-Type must be application/json, not "${header}"`);
}

/** Resolves with the body text, with a reply to send (413/400), or with `reply: undefined` when the client went away. */
export function readBody(req: IncomingMessage, b: Behaviour): Promise<BodyResult> {
  return new Promise((resolve) => {
    const tooLarge: BodyResult = {
      ok: false,
      reply:
        // A body-limit middleware's own answer, written before any error handler of the API runs.
        b.fault === 'errors-body-limit-text'
          ? { kind: 'raw', status: 413, contentType: 'text/plain', text: 'Payload Too Large' }
          : errorReply(413, `request body exceeds ${MAX_BODY_BYTES} bytes`, { connection: 'close' }),
    };
    const declared = Number(req.headers['content-length'] ?? '0');
    if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
      resolve(tooLarge);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (result: BodyResult): void => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      resolve(result);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.pause();
        settle(tooLarge);
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => {
      // The variant decodes as Node's Buffer#toString does: each byte that is not UTF-8 becomes U+FFFD.
      if (b.variant === 'body-decoded-with-replacement') {
        settle({
          ok: true,
          text: Buffer.concat(chunks)
            .toString('utf8')
            .replace(/^\uFEFF/, ''),
        });
        return;
      }
      try {
        const text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
        settle({ ok: true, text });
      } catch {
        // The fault's decoder throws inside a callback whose error nobody handles: the request is never answered.
        if (b.fault === 'orders-body-not-utf8-unanswered') return;
        // The fault's decoder throws out of the handler, and the framework answers the uncaught error with 500.
        const status = b.fault === 'orders-body-not-utf8-500' ? 500 : 400;
        settle({ ok: false, reply: errorReply(status, 'request body is not valid UTF-8') });
      }
    });
    req.on('error', () => settle({ ok: false, reply: undefined }));
    req.on('close', () => settle({ ok: false, reply: undefined }));
  });
}

export type ParsedBody = { ok: true; value: unknown } | { ok: false; reply: Reply };

/** How deeply arrays and objects nest in a JSON text (brackets inside strings aside). */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') deepest = Math.max(deepest, ++depth);
    else if (c === ']' || c === '}') depth--;
  }
  return deepest;
}

/**
 * A hand-written decoder's escapes (the `metadata-json-escapes-low-byte` fault): `\uXXXX` read as its low byte, as a
 * byte-oriented decoder does, and `\/` kept with its backslash (RFC 8259 section 7 allows both escapes).
 */
function lowByteEscapes(text: string): string {
  return text
    .replace(
      /(?<!\\)((?:\\\\)*)\\u([0-9a-fA-F]{2})([0-9a-fA-F]{2})/g,
      (_m, lead: string, _high: string, low: string) => `${lead}\\u00${low}`,
    )
    .replace(/(?<!\\)((?:\\\\)*)\\\//g, (_m, lead: string) => `${lead}\\\\/`);
}

export function parseJson(text: string, b: Behaviour): ParsedBody {
  // Ruby's JSON.parse refuses nesting past 100, and the fault's rescue renders the error without a status: 200.
  if (b.fault === 'errors-nesting-error-rendered-200' && nestingDepth(text) > 100) {
    const body = { error: 'Bad Request', message: `nesting of ${nestingDepth(text)} is too deep` };
    return {
      ok: false,
      reply: { kind: 'raw', status: 200, contentType: 'application/json', text: JSON.stringify(body) },
    };
  }
  // Express's urlencoded parser mounted beside the JSON one: a body that reads as form fields becomes an object.
  if (b.fault === 'errors-form-encoded-parsed' && /^[\w.-]+=[^{}]*$/.test(text.trim()))
    return { ok: true, value: Object.fromEntries(new URLSearchParams(text.trim())) };
  // Go's json.Decoder.Decode reads one value and leaves the rest of the stream unread.
  if (b.fault === 'errors-trailing-garbage-accepted') {
    const first = firstJsonValue(text);
    if (first !== undefined) return { ok: true, value: first };
  }
  // Python's json reads NaN and Infinity by default; the audit log's json.dumps(allow_nan=False) then raises: 500.
  if (b.fault === 'orders-body-nan-500' && /:\s*-?(NaN|Infinity)\s*[,}\]]/.test(text))
    throw new Error('Out of range float values are not JSON compliant');
  try {
    const value = JSON.parse(b.fault === 'metadata-json-escapes-low-byte' ? lowByteEscapes(text) : text) as unknown;
    if (b.fault === 'metadata-constructor-null-400') constructorGuard(value);
    return { ok: true, value };
  } catch (error) {
    // Fastify answers what its body parser throws as a client error.
    if (b.fault === 'metadata-constructor-null-400' && error instanceof TypeError)
      return { ok: false, reply: errorReply(400, error.message) };
    // The fault lets the SyntaxError escape to the generic handler, which answers 500.
    if (b.fault === 'errors-invalid-json-500') throw error;
    return { ok: false, reply: errorReply(400, 'request body is not valid JSON') };
  }
}

/**
 * The constructor guard of secure-json-parse 2.7, which Fastify 4 runs on every JSON body: it asks whether a
 * `constructor` member's value has a `prototype` of its own, which throws a TypeError when that value is null.
 */
function constructorGuard(node: unknown): void {
  if (typeof node !== 'object' || node === null) return;
  if (Object.hasOwn(node, 'constructor'))
    Object.prototype.hasOwnProperty.call((node as { constructor: unknown }).constructor, 'prototype');
  for (const value of Object.values(node)) constructorGuard(value);
}

/** The first complete JSON value at the start of text, when what follows it is not JSON (for the trailing-garbage fault). */
function firstJsonValue(text: string): unknown {
  for (let end = text.length - 1; end > 0; end -= 1) {
    if (text[end] !== '}' && text[end] !== ']') continue;
    try {
      return JSON.parse(text.slice(0, end + 1)) as unknown;
    } catch {
      // a shorter prefix may still parse
    }
  }
  return undefined;
}
