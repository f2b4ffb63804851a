// A lasting order is created once in an account's lifetime and found by an update on every run after: a create
// whose connection closes on such a run is found the same way, never left as a requirement not exercised.

import { describe, expect, it } from 'vitest';
import { TargetHttp } from '../../../src/http/client.js';
import type { CheckContext } from '../../../src/requirements/check-context.js';
import { holdLasting } from '../../../suites/support/lasting-orders.js';
import { expectNothingLeftBehind, hostileTarget, startHttps } from '../../hostile/servers.js';

const cleanups: Array<() => unknown> = [];
expectNothingLeftBehind(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** An account that holds `stored` from earlier runs; the first create's connection is closed before any answer. */
async function accountHolding(stored: string[]) {
  let creates = 0;
  const s = await startHttps((req, res) => {
    if (req.method === 'POST' && creates++ === 0) return void res.socket!.destroy();
    const listing = req.method === 'GET';
    res.writeHead(req.method === 'POST' ? 409 : 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(listing ? { orders: stored.map((reference) => ({ reference, metadata: {} })) } : {}));
  });
  cleanups.push(() => s.close());
  const http = new TargetHttp(hostileTarget(s, { requestTimeoutMs: 5_000, orderReferencePrefix: 'run-abc-' }));
  cleanups.push(() => http.close());
  return { s, ctx: { http: http.view() } as unknown as CheckContext };
}

describe('holding a lasting order through a closed connection', () => {
  it('finds an order an earlier run created by its update when the create dropped and the listing shows it', async () => {
    const { s, ctx } = await accountHolding(['run-abc-keep-x']);
    const held = await holdLasting(ctx, 'run-abc-keep-x', {}, { metadata: {} });
    expect(held).toMatchObject({ held: true, created: undefined, answer: { status: 200 } });
    expect(s.seen.map((r) => r.method)).toEqual(['POST', 'GET', 'PUT']);
  });

  it('sends a create the listing does not show again, and judges its answer', async () => {
    const { s, ctx } = await accountHolding([]);
    const held = await holdLasting(ctx, 'run-abc-keep-y', {}, { metadata: {} });
    expect(held).toMatchObject({ held: true, created: { status: 409 }, found: { status: 200 } });
    expect(s.seen.map((r) => r.method)).toEqual(['POST', 'GET', 'POST', 'PUT']);
  });
});
