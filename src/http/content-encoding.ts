// Undoes the Content-Encoding a server chose (gzip, deflate zlib-wrapped or raw, br), last applied first, with
// the decoded body capped like any other: a compression bomb ends as a cut body, never as memory.

import * as zlib from 'node:zlib';
import { BODY_CAP_BYTES } from './body-caps.js';

/**
 * Undoes a Content-Encoding the server chose (RFC 9110 8.4): undici's request() hands back the bytes as sent,
 * and a client that sends no Accept-Encoding accepts any coding (12.5.3), so a gzipping server is conformant.
 * The decoded body is capped like any other; a cut or undecodable stream keeps what decoded.
 */
export function decodeContent(
  bytes: Buffer,
  contentEncoding: string | string[] | undefined,
  truncated: boolean,
  cap: number = BODY_CAP_BYTES,
): { bytes: Buffer; truncated: boolean } {
  const codings = (Array.isArray(contentEncoding) ? contentEncoding.join(',') : (contentEncoding ?? ''))
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '' && c !== 'identity');
  let out = bytes;
  let cut = truncated;
  // Codings are listed in the order they were applied, so they are undone last first.
  for (const coding of codings.reverse()) {
    const options = {
      maxOutputLength: cap,
      finishFlush: coding === 'br' ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH,
    };
    try {
      if (coding === 'gzip' || coding === 'x-gzip') out = zlib.gunzipSync(out, options);
      else if (coding === 'deflate') out = inflateEither(out, options);
      else if (coding === 'br') out = zlib.brotliDecompressSync(out, options);
      else return { bytes: out, truncated: cut };
    } catch (error) {
      // Larger than the cap once decoded: what counts is that the body was cut, which the report says.
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
        return { bytes: Buffer.alloc(0), truncated: true };
      return { bytes: out, truncated: cut };
    }
    cut ||= out.length >= cap;
  }
  return { bytes: out, truncated: cut };
}

/** "deflate" is zlib-wrapped by the standard, raw in some servers' hands; both are read. */
function inflateEither(bytes: Buffer, options: zlib.ZlibOptions): Buffer {
  try {
    return zlib.inflateSync(bytes, options);
  } catch {
    return zlib.inflateRawSync(bytes, options);
  }
}
