// The barrier of the order checks: an order created after a check's writes, so a lagging listing that shows it
// shows them too. Checks that ask while a barrier is in flight share the next one, never the one already sent.

import { describe, expect, it } from 'vitest';
import type { ServerResponse } from 'node:http';
import { RunContext } from '../../../src/engine/run-context.js';
import { runRequirement } from '../../../src/engine/run-requirement.js';
import { requirement } from '../../../src/requirements/requirement.js';
import { barrier } from '../../../suites/support/orders.js';
import { expectNothingLeftBehind, hostileTarget, startHttps, type Hostile } from '../../hostile/servers.js';

let server: Hostile | undefined;
expectNothingLeftBehind(async () => {
  await server?.close();
  server = undefined;
});

/** A server that holds every create's answer until the test releases it, and says when a create arrives. */
async function holdingServer() {
  const held: Array<{ reference: string; answer: () => void }> = [];
  const arrivals: Array<() => void> = [];
  const s = await startHttps((req, res: ServerResponse) => {
    if (req.method !== 'POST') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
      return;
    }
    const { reference } = JSON.parse(req.body) as { reference: string };
    held.push({ reference, answer: () => res.writeHead(201, { 'content-type': 'application/json' }).end('{}') });
    arrivals.shift()?.();
  });
  return {
    server: s,
    held,
    /** Resolves once `count` creates have arrived in all. */
    arrived: (count: number) =>
      held.length >= count ? Promise.resolve() : new Promise<void>((resolve) => arrivals.push(resolve)),
  };
}

/** Runs a check that asks for a barrier once `ready` resolves, and hands back the reference it was given. */
function askFor(run: RunContext, name: string, ready: Promise<void>): Promise<string> {
  let given = '';
  const check = requirement(
    { id: `TEST-${name}`, clause: '4.1', level: 'MUST', rule: `${name}.`, quote: 'Test quote.', sends: 'A barrier.' },
    async (ctx) => {
      await ready;
      given = await barrier(ctx);
    },
  );
  return runRequirement(check, run, { attemptTimeoutMs: 20_000, retryFailures: false }).then((outcome) => {
    expect(outcome.verdict, outcome.reason).toBe('pass');
    return given;
  });
}

describe('barrier rounds', () => {
  it('sends a round only after the one before was answered, and checks that ask meanwhile share it', async () => {
    const h = await holdingServer();
    server = h.server;
    const run = new RunContext(hostileTarget(h.server, { apiKey: 'sk_test_barrier_01', orderReferencePrefix: 'b-' }));
    try {
      const first = askFor(run, 'FIRST', Promise.resolve());
      await h.arrived(1);
      // Two checks ask while the first barrier is in flight: it may have been sent before their writes.
      const second = askFor(run, 'SECOND', Promise.resolve());
      const third = askFor(run, 'THIRD', Promise.resolve());
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(h.held).toHaveLength(1);
      h.held[0]!.answer();
      await h.arrived(2);
      h.held[1]!.answer();
      const [a, b, c] = await Promise.all([first, second, third]);
      expect(a).toBe(h.held[0]!.reference);
      expect(b).toBe(h.held[1]!.reference);
      expect(c).toBe(b);
      // A check that asks once every barrier was answered gets a new one.
      const late = askFor(run, 'LATE', Promise.resolve());
      await h.arrived(3);
      h.held[2]!.answer();
      expect(await late).toBe(h.held[2]!.reference);
      expect(new Set(h.held.map((x) => x.reference)).size).toBe(3);
    } finally {
      await run.close();
    }
  });
});
