// Reads an answer's body within its cap: a successful listing past the ordinary cap only when its head reads as
// JSON text listing objects, and then under the large-read permit; a cut body keeps only its head, decoded.

import { isUtf8 } from 'node:buffer';
import type { Dispatcher } from 'undici';
import { BODY_CAP_BYTES, CUT_TEXT_BYTES } from './body-caps.js';
import { decodeContent } from './content-encoding.js';
import type { ExchangeBound } from './exchange-bound.js';

/**
 * Reads a body up to `cap` bytes (and `cap` once decoded). Past BODY_CAP_BYTES the read waits for the large-read
 * permit, its exchange bound stopped meanwhile, so at most one body at a time grows past the ordinary cap.
 */
export async function readCapped(
  body: Dispatcher.ResponseData['body'],
  contentEncoding: string | string[] | undefined,
  largeCap: number,
  abort: AbortSignal | undefined,
  bound: ExchangeBound,
): Promise<{ raw: string; truncated: boolean; cap: number }> {
  let cap = largeCap;
  const encoded = [contentEncoding ?? []].flat().some((c) => c.trim() !== '' && c.trim().toLowerCase() !== 'identity');
  let chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  let permit = false;
  try {
    for await (const chunk of body) {
      const buf = chunk as Buffer;
      if (!permit && cap > BODY_CAP_BYTES && size + buf.length > BODY_CAP_BYTES) {
        // Read on only what its head shows to be a JSON listing of objects; anything else is cut here.
        if (!encoded && !looksLikeListing(Buffer.concat(chunks))) cap = BODY_CAP_BYTES;
      }
      if (!permit && cap > BODY_CAP_BYTES && size + buf.length > BODY_CAP_BYTES) {
        bound.pause();
        try {
          await bound.largeReads.acquire(bound.signalWith(abort));
        } finally {
          bound.resume();
        }
        permit = true;
      }
      if (size + buf.length > cap) {
        chunks.push(buf.subarray(0, cap - size));
        body.destroy();
        truncated = true;
        break;
      }
      chunks.push(buf);
      size += buf.length;
    }
    // A cut body is never parsed: only its head is joined and decoded, so a listing cut at its large cap is
    // never copied whole. A whole body is joined once, its pieces dropped before it is decoded.
    const joined = truncated ? Buffer.concat(headOf(chunks, CUT_TEXT_BYTES)) : Buffer.concat(chunks);
    chunks = [];
    const decoded = decodeContent(joined, contentEncoding, truncated, cap);
    return { raw: decoded.bytes.toString('utf8'), truncated: decoded.truncated, cap };
  } finally {
    if (permit) bound.largeReads.release();
  }
}

/**
 * Whether the head of a listing reads as JSON text listing objects: UTF-8 (RFC 8259 8.1) with objects in it.
 * A body of filler, or of bytes that are not text, is not read on past the ordinary cap. Compressed bytes are not
 * judged here (they are capped once decoded).
 */
export function looksLikeListing(head: Buffer): boolean {
  // A multi-byte character split by the chunk boundary is not a fault of the text.
  let end = head.length;
  for (let back = 0; back < 3 && end > 0 && (head[end - 1]! & 0xc0) === 0x80; back++) end--;
  if (end > 0 && head[end - 1]! >= 0xc0) end--;
  if (!isUtf8(head.subarray(0, end))) return false;
  let objects = 0;
  for (let i = 0; i < end && objects < 16; i++) if (head[i] === 0x7b) objects++;
  return objects >= 16;
}

/** The first chunks of a body, up to `bytes` bytes. */
function headOf(chunks: readonly Buffer[], bytes: number): Buffer[] {
  const head: Buffer[] = [];
  let size = 0;
  for (const chunk of chunks) {
    if (size >= bytes) break;
    head.push(chunk.subarray(0, bytes - size));
    size += Math.min(chunk.length, bytes - size);
  }
  return head;
}
