// The client loads only undici's agent and request(); the whole package is its fallback. Both must send the
// same request and read the same answer, or the fallback would change verdicts the day it is used.

import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadUndici } from '../../src/http/undici-core.js';

describe('undici as the client loads it', () => {
  const seen: Array<{ method: string; url: string; body: string; type: string | undefined }> = [];
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', body, type: req.headers['content-type'] });
      res.writeHead(201, { 'content-type': 'application/json', 'x-echo': req.url ?? '' });
      res.end(JSON.stringify({ reference: 'r-1' }));
    });
  });
  let origin = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it.each(['core', 'package'] as const)('sends the request and reads the answer (%s)', async (parts) => {
    const undici = loadUndici(parts);
    const agent = new undici.Agent({ connections: 1 });
    try {
      const res = await undici.request(agent, {
        origin,
        path: '/v1.0/orders/a%20b?x=1',
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: '{"metadata":{}}',
      });
      expect(res.statusCode).toBe(201);
      expect(res.headers['x-echo']).toBe('/v1.0/orders/a%20b?x=1');
      await expect(res.body.json()).resolves.toEqual({ reference: 'r-1' });
      expect(seen.at(-1)).toEqual({
        method: 'PUT',
        url: '/v1.0/orders/a%20b?x=1',
        body: '{"metadata":{}}',
        type: 'application/json',
      });
    } finally {
      await agent.close();
    }
  });
});
