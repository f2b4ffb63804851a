// A body with `bodyEncoding: 'latin1'` goes out one byte per character, so the coverage phase can send a body that is
// not UTF-8 (RFC 8259 8.1); every other body is UTF-8, framed by length or chunked.

import { describe, expect, it } from 'vitest';
import { wireBody } from '../../src/http/outgoing.js';
import type { ApiRequest } from '../../src/http/request.js';

const request = (extra: Partial<ApiRequest>): ApiRequest => ({
  api: 'orders',
  method: 'PUT',
  path: '/orders/x',
  ...extra,
});

async function bytesOf(body: ReturnType<typeof wireBody>): Promise<Buffer> {
  if (body === null) return Buffer.alloc(0);
  if (typeof body === 'string') return Buffer.from(body, 'utf8');
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe('the bytes of a body', () => {
  it('writes é as the lone byte E9 in ISO 8859-1, whether framed by length or chunked', async () => {
    for (const chunked of [undefined, true] as const) {
      const bytes = await bytesOf(wireBody(request({ bodyEncoding: 'latin1', ...(chunked ? { chunked } : {}) }), 'é'));
      expect([...bytes]).toEqual([0xe9]);
      expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    }
  });

  it('writes é as the two bytes C3 A9 of UTF-8 otherwise', async () => {
    for (const chunked of [undefined, true] as const) {
      const bytes = await bytesOf(wireBody(request(chunked ? { chunked } : {}), 'é'));
      expect([...bytes]).toEqual([0xc3, 0xa9]);
    }
  });
});
