// Bodies a server compressed (Content-Encoding) are read as the JSON they are, within the same cap.

import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeContent } from '../../src/http/content-encoding.js';

const json = Buffer.from(JSON.stringify({ scan_forms: [], has_more: false, total_count: 0, note: 'ünïcödé' }));

describe('decodeContent', () => {
  it.each([
    ['gzip', gzipSync(json)],
    ['x-gzip', gzipSync(json)],
    ['deflate', deflateSync(json)],
    ['deflate', deflateRawSync(json)],
    ['br', brotliCompressSync(json)],
    ['gzip, br', brotliCompressSync(gzipSync(json))],
    ['identity', json],
    [undefined, json],
  ])('undoes %s', (coding, bytes) => {
    expect(decodeContent(bytes, coding, false)).toEqual({ bytes: json, truncated: false });
  });

  it('keeps what decodes from a stream cut at the read cap, and says it was cut', () => {
    const big = Buffer.from(JSON.stringify({ a: 'x'.repeat(100_000) }));
    const gz = gzipSync(big);
    const out = decodeContent(gz.subarray(0, Math.floor(gz.length / 2)), 'gzip', true);
    expect(out.truncated).toBe(true);
    expect(big.subarray(0, out.bytes.length).equals(out.bytes)).toBe(true);
  });

  it('reports a body that is larger than the cap once decoded as truncated, not as an error', () => {
    const bomb = gzipSync(Buffer.alloc(20 * 1024 * 1024, 0x20));
    expect(decodeContent(bomb, 'gzip', false)).toEqual({ bytes: Buffer.alloc(0), truncated: true });
  });

  it('leaves a coding it does not know, and garbage under a known one, as sent', () => {
    expect(decodeContent(json, 'compress', false).bytes.equals(json)).toBe(true);
    expect(decodeContent(json, 'gzip', false).bytes.equals(json)).toBe(true);
  });
});
