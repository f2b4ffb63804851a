// The body as checks see it: text and JSON with every secret form already replaced, parsed without ever
// throwing (a cut, empty, too deeply nested or malformed body ends as a reason in `jsonError`).

import type { Scrubber } from '../evidence/secrets.js';
import { BODY_CAP_BYTES, CUT_TEXT_BYTES, mib } from './body-caps.js';

const MAX_JSON_DEPTH = 256;

/** The deepest bracket nesting of a JSON text, strings skipped; linear, and stops counting once past the limit. */
function nestingDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) max = depth;
      if (max > MAX_JSON_DEPTH) return max;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return max;
}

/**
 * The body as checks see it: text and JSON with every secret form already replaced, so no excerpt, reason or
 * note built from it can carry a key (the target may echo the Authorization header back).
 */
export function parseBody(
  raw: string,
  truncated: boolean,
  scrubber: Scrubber,
  cap: number = BODY_CAP_BYTES,
): { text: string; json: unknown; jsonError?: string } {
  if (truncated) {
    // A cut body is never parsed, so only its head is kept as text (for excerpts). Cut, the text may have split a
    // key; a trailing fragment that could be its beginning is dropped.
    const text = scrubber.dropPartialTail(
      scrubber.scrub(raw.length > CUT_TEXT_BYTES ? raw.slice(0, CUT_TEXT_BYTES) : raw),
    );
    return {
      text,
      json: undefined,
      jsonError: `the body is larger than the ${mib(cap)} read cap; only its first ${mib(cap)} were read, so it was not parsed as JSON`,
    };
  }
  const { text, found: leaks } = scrubber.scrubFound(raw);
  if (text.trim() === '') return { text, json: undefined, jsonError: 'the body is empty' };
  // No shape of the spec nests deeper than a few levels; a body nested thousands deep would overflow the
  // stack of whatever walks it next (a check, JSON.stringify), so it is refused here, readably.
  if (nestingDepth(raw) > MAX_JSON_DEPTH)
    return {
      text,
      json: undefined,
      jsonError: `the body is JSON nested deeper than ${MAX_JSON_DEPTH} levels; it was not read`,
    };
  try {
    const json: unknown = leaks
      ? JSON.parse(raw, (_key, value: unknown) => scrubber.scrubJsonNode(value))
      : JSON.parse(raw);
    return { text, json };
  } catch (error) {
    if (error instanceof RangeError)
      return { text, json: undefined, jsonError: 'the body is JSON nested too deeply to read' };
    // V8 quotes the start of the text in its message; take the message from the scrubbed text so no key fragment shows.
    let message = (error as Error).message;
    try {
      JSON.parse(text);
    } catch (again) {
      message = (again as Error).message;
    }
    return { text, json: undefined, jsonError: `the body is not JSON (${scrubber.scrub(message)})` };
  }
}
