// A chunked body with `bodyAfter` sends its first half at once and its second half only once the gate settles: the
// late body the isolation check sends beside the other key's request (suites/orders/late-body.ts).

import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { wireBody } from '../../src/http/outgoing.js';
import type { ApiRequest } from '../../src/http/request.js';

const request = (extra: Partial<ApiRequest>): ApiRequest => ({
  api: 'orders',
  method: 'PUT',
  path: '/orders/x',
  chunked: true,
  ...extra,
});

describe('a body that ends late', () => {
  it('holds the second half until the gate settles, then sends it', async () => {
    let open = (): void => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const body = wireBody(request({ bodyAfter: gate }), '{"metadata":{}}');
    expect(body).toBeInstanceOf(Readable);
    const chunks: string[] = [];
    const done = (async () => {
      for await (const chunk of body as Readable) chunks.push(Buffer.from(chunk as Uint8Array).toString('utf8'));
    })();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(chunks).toEqual(['{"metada']);
    open();
    await done;
    expect(chunks.join('')).toBe('{"metadata":{}}');
  });

  it('sends both halves at once without a gate', async () => {
    const chunks: string[] = [];
    for await (const chunk of wireBody(request({}), '{"a":1}') as Readable)
      chunks.push(Buffer.from(chunk as Uint8Array).toString('utf8'));
    expect(chunks).toEqual(['{"a"', ':1}']);
  });
});
