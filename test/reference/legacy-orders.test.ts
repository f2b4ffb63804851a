// The reference server's legacy orders: an account already holding orders from before (the shop's own, and those
// earlier runs of the suite left) lists them before what a run creates, streams a listing of millions of them
// without holding it, and treats their references as taken.

import { Agent, request } from 'undici';
import { describe, expect, it } from 'vitest';
import { LEGACY_RUN_ORDERS, LegacyOrders } from '../../src/reference/legacy-orders.js';
import { MAX_ORDERS_PER_ACCOUNT } from '../../src/reference/orders.js';
import { startReferenceServer } from '../../src/reference/server.js';

describe('legacy orders made from their index', () => {
  it('name each order once, and find each by its reference', () => {
    const legacy = new LegacyOrders(1_000, 20, Date.UTC(2026, 0, 1));
    expect(legacy.count).toBe(1_000 + 20 * LEGACY_RUN_ORDERS);
    const references = Array.from({ length: legacy.count }, (_, i) => legacy.order(i).reference);
    expect(new Set(references).size).toBe(legacy.count);
    references.forEach((reference, i) => expect(legacy.indexOf(reference)).toBe(i));
    for (const absent of ['deploy-2019-001000', 'deploy-2019-1', 'osfc-000000k-plain-1', 'osfc-abcdef-plain-1', 'x'])
      expect(legacy.indexOf(absent), absent).toBeUndefined();
    expect(JSON.parse(legacy.json(1_001))).toEqual({
      reference: legacy.order(1_001).reference,
      metadata: legacy.order(1_001).metadata,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      updated_at: expect.stringMatching(/Z$/),
    });
  });
});

describe('the orders earlier runs kept for good', () => {
  it('come last of the older orders, with no metadata, found by their references', () => {
    const kept = ['osfc-keep-plain', 'osfc-keep-twin ', 'osfc-keep-Ünïcode'];
    const legacy = new LegacyOrders(10, 1, Date.UTC(2026, 0, 1), kept);
    expect(legacy.count).toBe(10 + LEGACY_RUN_ORDERS + 3);
    const last = Array.from({ length: 3 }, (_, i) => legacy.order(legacy.count - 3 + i));
    expect(last.map((o) => o.reference)).toEqual(kept);
    expect(last.map((o) => o.metadata)).toEqual([{}, {}, {}]);
    kept.forEach((reference, i) => expect(legacy.indexOf(reference)).toBe(legacy.count - 3 + i));
    expect(legacy.indexOf('osfc-keep-twin')).toBeUndefined();
  });

  it('are refused as a create and accepted as an update, and a bad list stops the server from starting', async () => {
    const server = await startReferenceServer({ lastingOrders: ['osfc-keep-held'] });
    const agent = new Agent({ connect: { ca: server.caPem } });
    try {
      const headers = { authorization: `Bearer ${server.accounts[0].apiKey}`, 'content-type': 'application/json' };
      const send = async (method: 'POST' | 'PUT', path: string, body: unknown) => {
        const res = await request(`${server.ordersBaseUrl}/v1.0${path}`, {
          method,
          headers,
          body: JSON.stringify(body),
          dispatcher: agent,
        });
        await res.body.dump();
        return res.statusCode;
      };
      expect(await send('POST', '/orders', { reference: 'osfc-keep-held' })).toBe(409);
      expect(await send('PUT', '/orders/osfc-keep-held', { metadata: {} })).toBe(200);
      for (const bad of [[''], ['a', 'a'], [7]] as unknown as string[][])
        await expect(startReferenceServer({ lastingOrders: bad })).rejects.toThrow(/lastingOrders/);
    } finally {
      await agent.close();
      await server.close();
    }
  });
});

describe('an account seeded with legacy orders', () => {
  it('lists them first, refuses their references again, and still accepts creates past the per-run limit', async () => {
    const legacy = MAX_ORDERS_PER_ACCOUNT + 1_000;
    const server = await startReferenceServer({ legacyOrders: legacy, legacyRuns: 2 });
    const agent = new Agent({ connect: { ca: server.caPem } });
    try {
      const headers = { authorization: `Bearer ${server.accounts[0].apiKey}`, 'content-type': 'application/json' };
      const post = async (reference: string) => {
        const res = await request(`${server.ordersBaseUrl}/v1.0/orders`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ reference }),
          dispatcher: agent,
        });
        await res.body.dump();
        return res.statusCode;
      };
      expect(await post('after-the-legacy-1')).toBe(201);
      expect(await post('deploy-2019-000007')).toBe(409);
      const listed = await request(`${server.ordersBaseUrl}/v1.0/orders`, { headers, dispatcher: agent });
      const { orders } = (await listed.body.json()) as { orders: Array<{ reference: string }> };
      const references = orders.map((o) => o.reference);
      expect(references.filter((r) => r.startsWith('deploy-2019-'))).toHaveLength(legacy);
      expect(references.filter((r) => r.startsWith('osfc-'))).toHaveLength(2 * LEGACY_RUN_ORDERS);
      expect(new Set(references).size).toBe(references.length);
      expect(references.at(-1)).toBe('after-the-legacy-1');
      await expect(startReferenceServer({ legacyOrders: 50_000_001 })).rejects.toThrow(/legacyOrders must be/);
      await expect(startReferenceServer({ legacyOrders: 300_000, variant: 'orders-list-page-links' })).rejects.toThrow(
        /only in a listing shape that streams/,
      );
    } finally {
      await agent.close();
      await server.close();
    }
  }, 60_000);

  it('streams a listing of a million orders in pieces, the server never holding it whole', async () => {
    const server = await startReferenceServer({ legacyOrders: 1_000_000 });
    const agent = new Agent({ connect: { ca: server.caPem } });
    try {
      const headers = { authorization: `Bearer ${server.accounts[0].apiKey}` };
      const listed = await request(`${server.ordersBaseUrl}/v1.0/orders`, { headers, dispatcher: agent });
      expect(listed.headers['content-length']).toBeUndefined();
      let bytes = 0;
      let head = '';
      let tail = '';
      for await (const chunk of listed.body) {
        const text = (chunk as Buffer).toString('latin1');
        if (head.length < 100) head += text;
        tail = (tail + text).slice(-100);
        bytes += (chunk as Buffer).length;
      }
      expect(bytes).toBeGreaterThan(100_000_000);
      expect(head.startsWith('{"orders":[{"reference":"deploy-2019-000000"')).toBe(true);
      expect(tail.endsWith('"}]}')).toBe(true);
      const served = server.requestLog().at(-1)!;
      expect(served.bytes).toBe(bytes);
      expect(served.status).toBe(200);
    } finally {
      await agent.close();
      await server.close();
    }
  }, 120_000);
});
