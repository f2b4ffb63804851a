// The reference server's legacyOrders: an account already holding orders from earlier runs (the bench's 40,000-order
// account) lists them before what a run creates, and they do not count against the per-run limits.

import { Agent, request } from 'undici';
import { describe, expect, it } from 'vitest';
import { MAX_ORDERS_PER_ACCOUNT } from '../../src/reference/orders.js';
import { startReferenceServer } from '../../src/reference/server.js';

describe('an account seeded with legacy orders', () => {
  it('lists them first, and still accepts creates past the per-run order limit', async () => {
    const legacy = MAX_ORDERS_PER_ACCOUNT + 1_000;
    const server = await startReferenceServer({ legacyOrders: legacy });
    const agent = new Agent({ connect: { ca: server.caPem } });
    try {
      const headers = { authorization: `Bearer ${server.accounts[0].apiKey}`, 'content-type': 'application/json' };
      const created = await request(`${server.ordersBaseUrl}/v1.0/orders`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ reference: 'after-the-legacy-1' }),
        dispatcher: agent,
      });
      expect(created.statusCode).toBe(201);
      await created.body.dump();
      const listed = await request(`${server.ordersBaseUrl}/v1.0/orders`, { headers, dispatcher: agent });
      const { orders } = (await listed.body.json()) as { orders: Array<{ reference: string }> };
      const references = orders.map((o) => o.reference);
      expect(references.filter((r) => r.startsWith('deploy-2019-'))).toHaveLength(legacy);
      expect(references.at(-1)).toBe('after-the-legacy-1');
      await expect(startReferenceServer({ legacyOrders: 100_001 })).rejects.toThrow(/legacyOrders must be an integer/);
    } finally {
      await agent.close();
      await server.close();
    }
  }, 60_000);
});
