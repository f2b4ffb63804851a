// Listing reads shared in rounds: checks that ask for GET /orders while a read is out share the next one, never the
// one already sent (it may predate their writes), and each check's evidence holds the read it was given.

import { describe, expect, it } from 'vitest';
import type { ServerResponse } from 'node:http';
import { RunContext } from '../../../src/engine/run-context.js';
import { runRequirement } from '../../../src/engine/run-requirement.js';
import type { Outcome } from '../../../src/engine/outcome.js';
import type { Auth } from '../../../src/http/client.js';
import { requirement } from '../../../src/requirements/requirement.js';
import { listingRead } from '../../../suites/support/listing-rounds.js';
import { expectNothingLeftBehind, hostileTarget, startHttps, type Hostile } from '../../hostile/servers.js';

let server: Hostile | undefined;
expectNothingLeftBehind(async () => {
  await server?.close();
  server = undefined;
});

/** A server that holds every listing's answer until the test releases it; each answer says which read it was. */
async function holdingServer() {
  const held: Array<{ key: string; answer: () => void }> = [];
  const arrivals: Array<() => void> = [];
  const s = await startHttps((req, res: ServerResponse) => {
    const read = held.length + 1;
    const key = req.headers['authorization'] ?? '';
    held.push({
      key,
      answer: () =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ orders: [], read })),
    });
    arrivals.shift()?.();
  });
  return {
    server: s,
    held,
    arrived: (count: number) =>
      held.length >= count ? Promise.resolve() : new Promise<void>((resolve) => arrivals.push(resolve)),
  };
}

/** Runs a check that reads the listing once and hands back which read it was given, with its outcome. */
function reader(
  run: RunContext,
  name: string,
  auth: Auth = { kind: 'key' },
): Promise<{ read: unknown; outcome: Outcome }> {
  let read: unknown;
  const check = requirement(
    { id: `TEST-${name}`, clause: '4.1', level: 'MUST', rule: `${name}.`, quote: 'Test quote.', sends: 'A listing.' },
    async (ctx) => {
      read = ((await listingRead(ctx, auth)).json as { read: number }).read;
    },
  );
  return runRequirement(check, run, { attemptTimeoutMs: 20_000, retryFailures: false }).then((outcome) => {
    expect(outcome.verdict, outcome.reason).toBe('pass');
    return { read, outcome };
  });
}

describe('listing rounds', () => {
  it('sends a read only after the one before was answered, and checks that ask meanwhile share it', async () => {
    const h = await holdingServer();
    server = h.server;
    const target = hostileTarget(h.server, { apiKey: 'sk_test_rounds_01', secondApiKey: 'sk_test_rounds_02' });
    const run = new RunContext(target);
    try {
      const first = reader(run, 'FIRST');
      await h.arrived(1);
      const second = reader(run, 'SECOND');
      const third = reader(run, 'THIRD');
      // Another account's listing is another read: it is not held back by this one.
      const other = reader(run, 'OTHER', { kind: 'second-key' });
      await h.arrived(2);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(h.held).toHaveLength(2);
      expect(h.held[1]!.key).toBe('Bearer sk_test_rounds_02');
      h.held[1]!.answer();
      expect((await other).read).toBe(2);
      h.held[0]!.answer();
      await h.arrived(3);
      h.held[2]!.answer();
      const [a, b, c] = await Promise.all([first, second, third]);
      expect([a.read, b.read, c.read]).toEqual([1, 3, 3]);
      expect(h.held).toHaveLength(3);
      for (const { outcome } of [b, c])
        expect(outcome.exchanges.map((e) => e.bodyExcerpt)).toEqual([expect.stringContaining('"read":3')]);
      // A check that asks once every read was answered gets a read of its own.
      const late = reader(run, 'LATE');
      await h.arrived(4);
      h.held[3]!.answer();
      expect((await late).read).toBe(4);
    } finally {
      await run.close();
    }
  });

  it("a round waits for the run's writes to settle, unless a check reads at once after its write", async () => {
    // Creates are held until released; listings are answered at once. The first round would wait up to 1 s.
    const creates: Array<() => void> = [];
    const seen: string[] = [];
    server = await startHttps((req, res: ServerResponse) => {
      seen.push(req.method ?? '');
      const answer = () => res.writeHead(201, { 'content-type': 'application/json' }).end('{}');
      if (req.method === 'POST') creates.push(answer);
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{"orders":[]}');
    });
    const run = new RunContext(hostileTarget(server, { apiKey: 'sk_test_rounds_03' }));
    try {
      const read = (atOnce: boolean) =>
        requirement(
          { id: 'TEST-READ', clause: '4.1', level: 'MUST', rule: 'Reads.', quote: 'Test quote.', sends: 'A listing.' },
          async (ctx) => void (await listingRead(ctx, { kind: 'key' }, atOnce)),
        );
      const write = requirement(
        { id: 'TEST-WRITE', clause: '4.2', level: 'MUST', rule: 'Writes.', quote: 'Test quote.', sends: 'A create.' },
        async (ctx) => void (await ctx.http.send({ api: 'orders', method: 'POST', path: '/orders', json: {} })),
      );
      const options = { attemptTimeoutMs: 20_000, retryFailures: false };
      const writing = runRequirement(write, run, options);
      while (creates.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      const waiting = runRequirement(read(false), run, options);
      const hurrying = runRequirement(read(true), run, options);
      // Released well before the first round's patience ends: a round that waited for it is sent after the create.
      setTimeout(() => {
        seen.push('create answered');
        creates.shift()?.();
      }, 600);
      await Promise.all([writing, waiting, hurrying]);
      expect(seen).toEqual(['POST', 'GET', 'create answered']);
    } finally {
      await run.close();
    }
  });
});
