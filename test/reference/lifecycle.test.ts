// Seed determinism, robustness against arbitrary input, and the rate-limit variant's retry contract.
// The reference must replay a seed exactly and must never answer 5xx (or crash) whatever a client sends.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allForms, withReference, type ReferenceClient } from './client.js';

async function snapshot(client: ReferenceClient): Promise<unknown> {
  await client.call('POST', '/v1.0/orders', { body: { reference: 'D-1', metadata: { gift_note: 'x' } } });
  await client.call('PUT', '/v1.0/orders/D-1', { body: { metadata: { channel: 'y' } } });
  return {
    accounts: client.ref.accounts,
    formsA: await allForms(client),
    formsB: await allForms(client, `Bearer ${client.keyB}`),
    orders: (await client.call('GET', '/v1.0/orders')).json,
  };
}

describe('determinism', () => {
  it('replays every key, id, timestamp and reference from the seed, and differs across seeds', async () => {
    const first = await withReference({ seed: 7 }, snapshot);
    const second = await withReference({ seed: 7 }, snapshot);
    const other = await withReference({ seed: 8 }, snapshot);
    expect(second).toEqual(first);
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(first));
    expect((other as { accounts: { apiKey: string }[] }).accounts[0]?.apiKey).not.toBe(
      (first as { accounts: { apiKey: string }[] }).accounts[0]?.apiKey,
    );
  });

  it('honours scanFormCount and keeps the special references when there is room', async () => {
    await withReference({ scanFormCount: 12 }, async (client) => {
      const forms = await allForms(client);
      expect(forms.length).toBe(12);
      expect(forms.filter((f) => f.reference === 'INV-2050').length).toBe(2);
    });
    await withReference({ scanFormCount: 0 }, async (client) => {
      expect(await allForms(client)).toEqual([]);
    });
  });
});

const methods = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS');
const paths = fc.oneof(
  fc.constantFrom(
    '/v1.0/orders',
    '/v2/scan_forms',
    '/v1.0/orders/ORD-1',
    '/',
    '/v1.0/orders/%',
    '/v1.0/orders/%E0%A4%A',
    '/v1.0/orders/a/b',
    '/v2/scan_forms/',
  ),
  fc.string({ maxLength: 20 }).map((s) => `/v1.0/orders/${encodeURIComponent(s)}`),
);
const queryKeys = fc.constantFrom(
  'reference',
  'start_datetime',
  'end_datetime',
  'page',
  'before_id',
  'after_id',
  'summary',
  'page_size',
  'api_key',
);
const queries = fc.array(
  fc.tuple(
    queryKeys,
    fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('true', '1', '0', '-3', '2024-01-01T00:00:00+02:00', '99999999999999999999'),
    ),
  ),
  { maxLength: 4 },
);
const bodies = fc.oneof(
  fc.constant(undefined),
  fc.json({ maxDepth: 3 }),
  fc.string({ maxLength: 60 }),
  fc
    .record({
      reference: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
      metadata: fc.oneof(
        fc.dictionary(fc.string({ maxLength: 12 }), fc.oneof(fc.string(), fc.constant(null), fc.integer())),
        fc.constant(null),
        fc.array(fc.string()),
      ),
    })
    .map((o) => JSON.stringify(o)),
);
const contentTypes = fc.constantFrom(
  undefined,
  'application/json',
  'text/plain',
  'application/vnd.api+json; charset=utf-8',
  '',
);

describe('robustness', () => {
  it('answers arbitrary requests with a non-5xx status and a well-formed error body', async () => {
    await withReference({}, async (client) => {
      await fc.assert(
        fc.asyncProperty(
          methods,
          paths,
          queries,
          bodies,
          contentTypes,
          fc.boolean(),
          async (method, path, query, body, contentType, authorized) => {
            const search = new URLSearchParams(query).toString();
            const headers: Record<string, string> = {};
            if (contentType !== undefined) headers['content-type'] = contentType;
            const hasBody = body !== undefined && method !== 'GET' && method !== 'HEAD';
            const answer = await client.call(method, `${path}${search === '' ? '' : `?${search}`}`, {
              authorization: authorized ? `Bearer ${client.keyA}` : null,
              headers,
              ...(hasBody ? { body } : {}),
            });
            expect(answer.status).toBeLessThan(500);
            if (answer.status >= 400 && method !== 'HEAD') {
              expect(answer.json).toMatchObject({
                statusCode: answer.status,
                error: expect.any(String) as string,
                message: expect.any(String) as string,
              });
            }
          },
        ),
        { numRuns: 300 },
      );
      expect((await client.call('GET', '/v2/scan_forms')).status).toBe(200);
    });
  });
});

describe('rate-limit-429 variant', () => {
  it('refuses every 20th request with Retry-After: 1 and lets the retry through', async () => {
    await withReference({ variant: 'rate-limit-429' }, async (client) => {
      const statuses: number[] = [];
      for (let i = 0; i < 19; i += 1) statuses.push((await client.call('GET', '/v1.0/orders')).status);
      expect(statuses.every((s) => s === 200)).toBe(true);
      const limited = await client.call('GET', '/v2/scan_forms?page=2');
      expect(limited.status).toBe(429);
      expect(limited.headers['retry-after']).toBe('1');
      expect(limited.json).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect((await client.call('GET', '/v2/scan_forms?page=2')).status).toBe(200);
    });
  });
});
