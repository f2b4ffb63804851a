// Orders and metadata behaviour of the reference server (spec 2.1, 4.1-4.3): create, list, update, merge rules, 400s.
// Written against the server over HTTPS; the expected values are spelled out here, not taken from the server's code.
import { describe, expect, it } from 'vitest';
import { MAX_ORDERS_PER_ACCOUNT, OrderService } from '../../src/reference/orders.js';
import { withReference, type ReferenceClient } from './client.js';

interface OrderLike {
  reference: string;
  metadata: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}

async function orderOf(
  client: ReferenceClient,
  reference: string,
  authorization?: string,
): Promise<OrderLike | undefined> {
  const answer = await client.call('GET', '/v1.0/orders', authorization === undefined ? {} : { authorization });
  expect(answer.status).toBe(200);
  return (answer.json as { orders: OrderLike[] }).orders.find((o) => o.reference === reference);
}

async function create(client: ReferenceClient, body: unknown): Promise<number> {
  return (await client.call('POST', '/v1.0/orders', { body })).status;
}

async function update(client: ReferenceClient, reference: string, body: unknown): Promise<number> {
  return (await client.call('PUT', `/v1.0/orders/${encodeURIComponent(reference)}`, { body })).status;
}

describe('reference orders', () => {
  it('lists seeded orders in {orders:[...]} with metadata always present', async () => {
    await withReference({}, async (client) => {
      const answer = await client.call('GET', '/v1.0/orders');
      const orders = (answer.json as { orders: OrderLike[] }).orders;
      expect(orders.length).toBe(3);
      for (const order of orders) {
        expect(order).toEqual({
          reference: expect.any(String) as string,
          metadata: expect.any(Object) as object,
          created_at: expect.stringMatching(/Z$/) as string,
          updated_at: expect.any(String) as string,
        });
      }
    });
  });

  it('creates with 201, rejects duplicates with 409 and keeps accounts apart', async () => {
    await withReference({}, async (client) => {
      const created = await client.call('POST', '/v1.0/orders', {
        body: { reference: 'R-1', metadata: { gift_note: 'hi' } },
      });
      expect(created.status).toBe(201);
      expect(created.json).toMatchObject({ reference: 'R-1', metadata: { gift_note: 'hi' } });
      expect(await create(client, { reference: 'R-1' })).toBe(409);
      expect(await orderOf(client, 'R-1', `Bearer ${client.keyB}`)).toBeUndefined();
      // The same reference may exist independently in account B; A's order is untouched by B's update.
      expect(
        (
          await client.call('POST', '/v1.0/orders', {
            authorization: `Bearer ${client.keyB}`,
            body: { reference: 'R-1' },
          })
        ).status,
      ).toBe(201);
      expect(
        (
          await client.call('PUT', '/v1.0/orders/R-1', {
            authorization: `Bearer ${client.keyB}`,
            body: { metadata: { gift_note: 'B' } },
          })
        ).status,
      ).toBe(200);
      expect((await orderOf(client, 'R-1'))?.metadata).toEqual({ gift_note: 'hi' });
    });
  });

  it('drops keys that are not enabled or not lower-case/underscore, silently', async () => {
    await withReference({}, async (client) => {
      // Raw JSON, because an object literal cannot carry an own "__proto__" key.
      const body =
        '{"reference":"R-2","metadata":{"gift_note":"a","sales_rep":"b","Channel":"c","priority-level":"d","__proto__":"e","channel":"web"}}';
      expect(await create(client, body)).toBe(201);
      expect((await orderOf(client, 'R-2'))?.metadata).toEqual({ gift_note: 'a', channel: 'web' });
    });
  });

  it('merges updates, removes null keys, keeps metadata on omitted or {} and stores "" and unicode exactly', async () => {
    await withReference({}, async (client) => {
      expect(await create(client, { reference: 'R 3/+ü', metadata: { gift_note: 'a', channel: 'web' } })).toBe(201);
      expect(await update(client, 'R 3/+ü', { metadata: { channel: 'store', priority_level: 'high' } })).toBe(200);
      expect((await orderOf(client, 'R 3/+ü'))?.metadata).toEqual({
        gift_note: 'a',
        channel: 'store',
        priority_level: 'high',
      });
      expect(await update(client, 'R 3/+ü', { metadata: { gift_note: null, not_enabled: null } })).toBe(200);
      expect((await orderOf(client, 'R 3/+ü'))?.metadata).toEqual({ channel: 'store', priority_level: 'high' });
      expect(await update(client, 'R 3/+ü', {})).toBe(200);
      expect(await update(client, 'R 3/+ü', { metadata: {} })).toBe(200);
      expect((await orderOf(client, 'R 3/+ü'))?.metadata).toEqual({ channel: 'store', priority_level: 'high' });
      const exotic = '  Ünïcødé 😀 \u0000 \ud800 ' + 'x'.repeat(300);
      expect(await update(client, 'R 3/+ü', { metadata: { customer_note: exotic, channel: '' } })).toBe(200);
      expect((await orderOf(client, 'R 3/+ü'))?.metadata).toEqual({
        channel: '',
        priority_level: 'high',
        customer_note: exotic,
      });
    });
  });

  it('answers 404 for an unknown reference and 400 for malformed bodies', async () => {
    await withReference({}, async (client) => {
      expect(await create(client, { reference: 'R-4' })).toBe(201);
      expect(await update(client, 'nope', { metadata: {} })).toBe(404);
      const bad: [string, 'POST' | 'PUT', unknown][] = [
        ['invalid JSON', 'POST', '{"reference":'],
        ['array body', 'POST', '[]'],
        ['missing reference', 'POST', { metadata: {} }],
        ['numeric reference', 'POST', { reference: 5 }],
        ['empty reference', 'POST', { reference: '' }],
        ['metadata array', 'POST', { reference: 'R-5', metadata: [] }],
        ['metadata null on create', 'POST', { reference: 'R-5', metadata: null }],
        ['metadata string', 'POST', { reference: 'R-5', metadata: 'x' }],
        ['numeric value', 'POST', { reference: 'R-5', metadata: { gift_note: 1 } }],
        ['null value on create', 'POST', { reference: 'R-5', metadata: { gift_note: null } }],
        ['non-string value of an unknown key', 'POST', { reference: 'R-5', metadata: { not_enabled: true } }],
        ['invalid JSON on update', 'PUT', '{'],
        ['string body on update', 'PUT', '"x"'],
        ['metadata null on update', 'PUT', { metadata: null }],
        ['object value on update', 'PUT', { metadata: { gift_note: {} } }],
        ['empty body on update', 'PUT', ''],
      ];
      for (const [label, method, body] of bad) {
        const path = method === 'POST' ? '/v1.0/orders' : '/v1.0/orders/R-4';
        const answer = await client.call(method, path, { body });
        expect(answer.status, label).toBe(400);
        expect(answer.json, label).toEqual({
          statusCode: 400,
          error: 'Bad Request',
          message: expect.any(String) as string,
        });
      }
      expect(await orderOf(client, 'R-5')).toBeUndefined();
      expect((await client.call('PUT', '/v1.0/orders/%E0%A4%A', { body: {} })).status).toBe(400);
    });
  });

  it('answers 415 for a non-JSON content type and 413 for bodies over 1 MiB', async () => {
    await withReference({}, async (client) => {
      const form = await client.call('POST', '/v1.0/orders', {
        body: 'reference=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.status).toBe(415);
      const charset = await client.call('POST', '/v1.0/orders', {
        body: { reference: 'R-6' },
        headers: { 'content-type': 'application/json; charset=utf-8' },
      });
      expect(charset.status).toBe(201);
      const big = await client.call('POST', '/v1.0/orders', {
        body: { reference: 'R-7', metadata: { gift_note: 'x'.repeat(1024 * 1024) } },
      });
      expect(big.status).toBe(413);
      expect(big.json).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
      expect((await client.call('GET', '/v1.0/orders')).status).toBe(200);
    });
  });
});

describe('reference order limits', () => {
  it('refuses the order past the per-account limit with 422 and keeps other accounts usable', () => {
    // Called directly: 5,000 HTTPS round trips would cost seconds and prove nothing more.
    const service = new OrderService(
      [
        { enabledMetadataKeys: ['gift_note'], orders: [] },
        { enabledMetadataKeys: ['gift_note'], orders: [] },
      ],
      Date.UTC(2024, 0, 1),
      { fault: undefined, variant: undefined },
    );
    for (let i = 0; i < MAX_ORDERS_PER_ACCOUNT; i += 1)
      expect(service.create(0, { reference: `L-${i}` })).toMatchObject({ status: 201 });
    expect(service.create(0, { reference: 'L-over' })).toMatchObject({ kind: 'error', status: 422 });
    expect(service.create(1, { reference: 'L-over' })).toMatchObject({ status: 201 });
    expect(service.update(0, 'L-1', { metadata: { gift_note: 'still updatable' } })).toMatchObject({ status: 200 });
  });
});

describe('reference order faults and variants (spot checks)', () => {
  it('metadata-update-replaces drops keys that a merge keeps', async () => {
    await withReference({ fault: 'metadata-update-replaces' }, async (client) => {
      await create(client, { reference: 'F-1', metadata: { gift_note: 'a' } });
      await update(client, 'F-1', { metadata: { channel: 'web' } });
      expect((await orderOf(client, 'F-1'))?.metadata).toEqual({ channel: 'web' });
    });
  });

  it('metadata-null-stored-as-string keeps "null"', async () => {
    await withReference({ fault: 'metadata-null-stored-as-string' }, async (client) => {
      await create(client, { reference: 'F-2', metadata: { gift_note: 'a' } });
      await update(client, 'F-2', { metadata: { gift_note: null } });
      expect((await orderOf(client, 'F-2'))?.metadata).toEqual({ gift_note: 'null' });
    });
  });

  it('auth-rejected-put-applied stores an update that was answered 401', async () => {
    await withReference({ fault: 'auth-rejected-put-applied' }, async (client) => {
      await create(client, { reference: 'F-3' });
      const answer = await client.call('PUT', '/v1.0/orders/F-3', {
        authorization: 'Bearer wrong',
        body: { metadata: { gift_note: 'sneaky' } },
      });
      expect(answer.status).toBe(401);
      expect((await orderOf(client, 'F-3'))?.metadata).toEqual({ gift_note: 'sneaky' });
    });
  });

  it('variants change only the envelope and statuses, not the stored data', async () => {
    await withReference({ variant: 'orders-list-bare-array' }, async (client) => {
      expect(Array.isArray((await client.call('GET', '/v1.0/orders')).json)).toBe(true);
    });
    await withReference({ variant: 'create-204' }, async (client) => {
      expect(await create(client, { reference: 'V-1', metadata: { gift_note: 'x' } })).toBe(204);
      expect((await client.call('GET', '/v1.0/orders')).text).toContain('"V-1"');
    });
    await withReference({ variant: 'duplicate-create-upsert' }, async (client) => {
      expect(await create(client, { reference: 'V-2', metadata: { gift_note: 'x' } })).toBe(201);
      expect(await create(client, { reference: 'V-2', metadata: { channel: 'web' } })).toBe(200);
      expect((await orderOf(client, 'V-2'))?.metadata).toEqual({ gift_note: 'x', channel: 'web' });
    });
  });
});
