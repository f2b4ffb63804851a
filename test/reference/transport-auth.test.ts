// Transport and authentication of the reference server: HTTPS with the returned CA, Bearer keys, error bodies.
// These pin the reference's own behaviour; the suite's requirements are tested elsewhere against it.
import { connect } from 'node:net';
import { Agent, request } from 'undici';
import { describe, expect, it } from 'vitest';
import { startReferenceServer } from '../../src/reference/server.js';
import { withReference } from './client.js';

describe('reference transport', () => {
  it('serves HTTPS that validates against the returned caPem for 127.0.0.1 and localhost', async () => {
    await withReference({}, async (client) => {
      const answer = await client.call('GET', '/v2/scan_forms');
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(client.ref.ordersBaseUrl).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const port = new URL(client.ref.ordersBaseUrl).port;
      const viaName = await request(`https://localhost:${port}/v1.0/orders`, {
        headers: { authorization: `Bearer ${client.keyA}` },
        dispatcher: client.agent,
      });
      expect(viaName.statusCode).toBe(200);
      await viaName.body.dump();
    });
  });

  it('is not trusted without the CA and does not answer plain HTTP', async () => {
    await withReference({}, async (client) => {
      const untrusting = new Agent();
      await expect(request(`${client.ref.ordersBaseUrl}/v1.0/orders`, { dispatcher: untrusting })).rejects.toThrow();
      await untrusting.close();
      const plain = new Agent();
      const url = client.ref.ordersBaseUrl.replace('https:', 'http:');
      await expect(
        request(`${url}/v1.0/orders`, { dispatcher: plain, headers: { authorization: `Bearer ${client.keyA}` } }),
      ).rejects.toThrow();
      await plain.close();
    });
  });

  it('answers plain HTTP with data only under the transport-plain-http-served fault', async () => {
    await withReference({ fault: 'transport-plain-http-served' }, async (client) => {
      const plain = new Agent();
      const url = client.ref.ordersBaseUrl.replace('https:', 'http:');
      const answer = await request(`${url}/v2/scan_forms`, {
        dispatcher: plain,
        headers: { authorization: `Bearer ${client.keyA}` },
      });
      expect(answer.statusCode).toBe(200);
      await answer.body.dump();
      await plain.close();
      expect((await client.call('GET', '/v2/scan_forms')).status).toBe(200);
    });
  });

  it('keeps connections alive and counts requests', async () => {
    await withReference({}, async (client) => {
      const first = await client.call('GET', '/v1.0/orders');
      expect(first.headers['connection']).toBe('keep-alive');
      await client.call('GET', '/nowhere');
      expect(client.ref.requestCount()).toBe(2);
    });
  });

  it('close() ends every socket and leaves no handle behind', async () => {
    const count = (): Record<string, number> => {
      const tally: Record<string, number> = {};
      for (const name of process.getActiveResourcesInfo()) tally[name] = (tally[name] ?? 0) + 1;
      return tally;
    };
    const before = count();
    const ref = await startReferenceServer({ latencyMs: 5_000 });
    const port = Number(new URL(ref.ordersBaseUrl).port);
    const agent = new Agent({ connect: { ca: ref.caPem } });
    // A request still waiting on latency when close() is called must not keep the process alive.
    const pending = request(`${ref.ordersBaseUrl}/v1.0/orders`, {
      dispatcher: agent,
      headers: { authorization: `Bearer ${ref.accounts[0].apiKey}` },
    }).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(count()['TCPServerWrap'] ?? 0).toBe((before['TCPServerWrap'] ?? 0) + 1);
    await ref.close();
    await ref.close(); // idempotent
    await pending;
    await agent.destroy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const after = count();
    for (const kind of ['TCPServerWrap', 'TCPSocketWrap', 'TLSWrap'])
      expect(after[kind] ?? 0, kind).toBe(before[kind] ?? 0);
    expect(after['Timeout'] ?? 0).toBeLessThanOrEqual(before['Timeout'] ?? 0);
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => resolve(true));
      socket.on('connect', () => {
        socket.destroy();
        resolve(false);
      });
    });
    expect(refused).toBe(true);
  });

  it('adds latencyMs before every response', async () => {
    await withReference({ latencyMs: 120 }, async (client) => {
      const started = performance.now();
      await client.call('GET', '/v1.0/orders');
      expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    });
  });
});

describe('reference authentication', () => {
  it('accepts each account key with the Bearer scheme, scheme case-insensitively', async () => {
    await withReference({}, async (client) => {
      expect((await client.call('GET', '/v1.0/orders')).status).toBe(200);
      expect((await client.call('GET', '/v1.0/orders', { authorization: `bearer ${client.keyB}` })).status).toBe(200);
      expect((await client.call('GET', '/v2/scan_forms', { authorization: `BEARER ${client.keyA}` })).status).toBe(200);
    });
  });

  const rejected: [string, (keyA: string) => string | null][] = [
    ['no header', () => null],
    ['empty bearer', () => 'Bearer '],
    ['unknown key', () => 'Bearer osf_test_notakeynotakeynotakeynotakey00'],
    ['re-cased key', (k) => `Bearer ${k.toUpperCase()}`],
    ['leading part of the key', (k) => `Bearer ${k.slice(0, -3)}`],
    ['key with extra characters', (k) => `Bearer ${k}x`],
    ['Basic scheme', (k) => `Basic ${Buffer.from(`${k}:`).toString('base64')}`],
    ['Token scheme', (k) => `Token ${k}`],
    ['bare key', (k) => k],
  ];
  it.each(rejected)('rejects %s with 401 and the JSON error body on every endpoint', async (_label, header) => {
    await withReference({}, async (client) => {
      const authorization = header(client.keyA);
      for (const [method, path, body] of [
        ['GET', '/v1.0/orders', undefined],
        ['POST', '/v1.0/orders', { reference: 'X-1' }],
        ['PUT', '/v1.0/orders/ORD-1', { metadata: {} }],
        ['GET', '/v2/scan_forms', undefined],
      ] as const) {
        const answer = await client.call(method, path, { authorization, body });
        expect(answer.status, `${method} ${path}`).toBe(401);
        expect(answer.headers['content-type']).toMatch(/^application\/json/);
        expect(answer.json).toEqual({ statusCode: 401, error: 'Unauthorized', message: expect.any(String) as string });
      }
    });
  });

  it('does not accept a key in the query string', async () => {
    await withReference({}, async (client) => {
      const answer = await client.call('GET', `/v2/scan_forms?api_key=${client.keyA}`, { authorization: null });
      expect(answer.status).toBe(401);
    });
  });

  it('authenticates before routing, then answers unknown paths and methods with JSON errors', async () => {
    await withReference({}, async (client) => {
      expect((await client.call('GET', '/v3/nothing', { authorization: null })).status).toBe(401);
      const missing = await client.call('GET', '/v3/nothing');
      expect(missing.status).toBe(404);
      expect(missing.json).toMatchObject({ statusCode: 404, error: 'Not Found' });
      const method = await client.call('DELETE', '/v1.0/orders');
      expect(method.status).toBe(405);
      expect(method.headers['allow']).toBe('GET, HEAD, POST');
      expect((await client.call('GET', '/v1.0/orders/')).status).toBe(404);
    });
  });
});
