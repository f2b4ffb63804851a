// A connection closed under a request is the run's misfortune until it repeats on fresh connections: the client
// sends a read or an update again on a fresh connection, a create only once the listing shows it was not stored.

import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { TargetHttp, TransportError } from '../../src/http/client.js';
import { ANSWER_LOST, judgeReadBack, markersOf, recoveryOf } from '../../src/http/connection-drops.js';
import { expectNothingLeftBehind, hostileTarget, startHttps, type SeenRequest } from '../hostile/servers.js';

const cleanups: Array<() => unknown> = [];
expectNothingLeftBehind(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

type Drop = (req: SeenRequest, res: ServerResponse) => boolean;

/** A server holding orders in one listing, closing the connection under every request `drop` picks. */
async function server(drop: Drop, options: { storeBeforeDrop?: boolean } = {}) {
  const stored: string[] = [];
  const s = await startHttps((req, res) => {
    const create = req.method === 'POST';
    const sent = create ? (JSON.parse(req.body) as { reference: unknown }).reference : undefined;
    const reference = typeof sent === 'string' ? sent : undefined;
    if (drop(req, res)) {
      if (options.storeBeforeDrop === true && reference !== undefined) stored.push(reference);
      return void res.socket!.destroy();
    }
    if (reference !== undefined) stored.push(reference);
    res.writeHead(create ? 201 : 200, { 'content-type': 'application/json' });
    res.end(
      req.url === '/v1.0/orders' && !create
        ? JSON.stringify({ orders: stored.map((r) => ({ reference: r, metadata: {} })) })
        : JSON.stringify({ reference: reference ?? 'x', metadata: {} }),
    );
  });
  cleanups.push(() => s.close());
  const http = new TargetHttp(
    hostileTarget(s, {
      requestTimeoutMs: 5_000,
      orderReferencePrefix: 'run-abc-',
      secondApiKey: 'sk_test_second_0002',
    }),
  );
  cleanups.push(() => http.close());
  return { s, http, stored };
}

const list = { api: 'orders', method: 'GET', path: '/orders' } as const;
const create = (reference: string) =>
  ({ api: 'orders', method: 'POST', path: '/orders', json: { reference } }) as const;

describe('a read or an update dropped under its request', () => {
  it('a read dropped on its connection is answered on a fresh one, the drop kept as evidence', async () => {
    let dropped = 0;
    const { s, http } = await server((req) => req.method === 'GET' && dropped++ === 0);
    const view = http.view();
    await view.send(list);
    const res = await view.send(list);
    expect(res.status).toBe(200);
    expect(s.seen.filter((r) => r.method === 'GET')).toHaveLength(3);
    expect(view.exchanges.map((e) => e.status ?? e.error)).toEqual([
      expect.stringMatching(/closed or reset the connection before answering; sent again on a fresh connection$/),
      200,
      200,
    ]);
  });

  it("a drop that repeats on fresh connections is the target's: raised, naming them, every attempt shown", async () => {
    const { s, http } = await server((req) => req.method === 'PUT');
    const view = http.view();
    const error = await view
      .send({ api: 'orders', method: 'PUT', path: '/orders/run-abc-1', json: {} })
      .catch((e) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect((error as TransportError).message).toMatch(
      /closed or reset the connection before answering, on the first connection and again on 2 fresh connections$/,
    );
    expect(s.seen.filter((r) => r.method === 'PUT')).toHaveLength(3);
    expect(view.exchanges).toHaveLength(3);
  });
});

describe('a create dropped under its request', () => {
  it('a create dropped before it was stored is read back, then sent again on a fresh connection', async () => {
    let dropped = 0;
    const { s, http, stored } = await server((req) => req.method === 'POST' && dropped++ === 0);
    const view = http.view();
    await view.send(list);
    const res = await view.send(create('run-abc-new-1'));
    expect(res.status).toBe(201);
    expect(stored).toEqual(['run-abc-new-1']);
    expect(s.seen.map((r) => r.method)).toEqual(['GET', 'POST', 'GET', 'POST']);
  });

  it('a create naming no order of the run is sent again: the run could not find what it stored anyway', async () => {
    let dropped = 0;
    const { s, http } = await server((req) => req.method === 'POST' && dropped++ === 0);
    const res = await http.view().send({ api: 'orders', method: 'POST', path: '/orders', json: { reference: 42 } });
    expect(res.status).toBe(201);
    expect(s.seen.map((r) => r.method)).toEqual(['POST', 'POST']);
  });

  it('a create stored before its connection dropped is not sent again: its answer is lost, said so', async () => {
    let dropped = 0;
    const { s, http, stored } = await server((req) => req.method === 'POST' && dropped++ === 0, {
      storeBeforeDrop: true,
    });
    const view = http.view();
    await view.send(list);
    const error = await view.send(create('run-abc-new-2')).catch((e) => e);
    expect(error).toMatchObject({ code: ANSWER_LOST });
    expect((error as Error).message).toMatch(
      /the listing read back shows "run-abc-new-2" stored, so it took effect and its answer is lost$/,
    );
    expect(stored).toEqual(['run-abc-new-2']);
    expect(s.seen.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('a create repeating a reference the target stored is sent again: a read-back would find it whatever the drop did', async () => {
    let posts = 0;
    const { s, http } = await server((req) => req.method === 'POST' && ++posts === 2, { storeBeforeDrop: true });
    const view = http.view();
    expect((await view.send(create('run-abc-dup'))).status).toBe(201);
    const res = await view.send(create('run-abc-dup'));
    expect(res.status).toBe(201);
    expect(s.seen.map((r) => r.method)).toEqual(['POST', 'POST', 'POST']);
    // Stored on one account only: the second key's create of the same reference is still read back.
    let more = 0;
    const other = await server((req) => req.method === 'POST' && ++more === 2);
    const second = other.http.view();
    await second.send(create('run-abc-twin'));
    // (This server keeps one listing for both keys, so the read-back finds the first account's order.)
    const lost = await second.send({ ...create('run-abc-twin'), auth: { kind: 'second-key' } }).catch((e) => e);
    expect(lost).toMatchObject({ code: ANSWER_LOST });
    expect(other.s.seen.map((r) => r.method)).toEqual(['POST', 'POST', 'GET']);
  });
});

describe('the rules, as data', () => {
  it('sends safe and idempotent methods again, and reads a create back first (RFC 9110 9.2)', () => {
    expect(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'].map((m) => recoveryOf(m as 'GET'))).toEqual(
      Array(5).fill('resend'),
    );
    expect(recoveryOf('POST')).toBe('read-back');
  });

  it('finds the namespaced strings of a body: whole in JSON, as runs of reference characters in raw text', () => {
    expect(
      markersOf({ json: { reference: 'run-abc-twin ', metadata: { m: 'RUN-ABC-m-1', o: 'x' } } }, 'run-abc-'),
    ).toEqual(['run-abc-twin ', 'RUN-ABC-m-1']);
    expect(markersOf({ rawBody: 'reference=run-abc-form-3&x=1' }, 'run-abc-')).toEqual(['run-abc-form-3']);
    expect(markersOf({ rawBody: '' }, 'run-abc-')).toEqual([]);
  });

  it('reads a listing as stored, not stored, or unknown when it may hold more than it shows', () => {
    const listing = (json: unknown, extra: Partial<{ status: number; truncated: boolean; link: string }> = {}) => ({
      status: extra.status ?? 200,
      text: JSON.stringify(json),
      truncated: extra.truncated ?? false,
      headers: extra.link === undefined ? {} : { link: extra.link },
      json,
    });
    const none = { orders: [{ reference: 'other' }] };
    expect(judgeReadBack(listing({ orders: [{ reference: 'r-1' }] }), ['r-1'])).toBe('stored');
    expect(judgeReadBack(listing(none), ['r-1'])).toBe('not-stored');
    expect(judgeReadBack(listing([{ reference: 'other' }]), ['r-1'])).toBe('not-stored');
    expect(judgeReadBack(listing({ ...none, next: '/v1.0/orders?page=2' }), ['r-1'])).toBe('unknown');
    expect(judgeReadBack(listing({ ...none, has_more: false }), ['r-1'])).toBe('not-stored');
    expect(judgeReadBack(listing(none, { link: '</v1.0/orders?p=2>; rel="next"' }), ['r-1'])).toBe('unknown');
    expect(judgeReadBack(listing(none, { truncated: true }), ['r-1'])).toBe('unknown');
    expect(judgeReadBack(listing(none, { status: 500 }), ['r-1'])).toBe('unknown');
  });
});
