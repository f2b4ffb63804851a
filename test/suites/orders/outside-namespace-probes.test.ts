// The creates whose reference cannot carry the run's namespace ("reference": true, a bare number): sent only when
// the listing can show an order a lenient target stored from them, so it can be found and named for clean-up;
// otherwise ORD-REFERENCE-STRING-400 is not exercised and says why, never passed.

import { describe, expect, it } from 'vitest';
import { runAll } from '../../../src/engine/run-all.js';
import { orderRequestRequirements } from '../../../suites/orders/requests.js';
import { expectNothingLeftBehind, hostileTarget, startHttps, type Hostile } from '../../hostile/servers.js';

const check = orderRequestRequirements.find((r) => r.id === 'ORD-REFERENCE-STRING-400')!;

let server: Hostile | undefined;
expectNothingLeftBehind(async () => {
  await server?.close();
  server = undefined;
});

/** A target that refuses every create whose reference is not a string with 400, and lists the others. */
async function target(extra: Record<string, unknown>) {
  const created: unknown[] = [];
  server = await startHttps((req, res) => {
    if (req.method === 'GET') {
      const orders = created.filter((r) => typeof r === 'string').map((reference) => ({ reference, metadata: {} }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ orders, ...extra }));
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(req.body);
    } catch {
      body = undefined;
    }
    const reference = (body as { reference?: unknown } | undefined)?.reference;
    if (req.method === 'POST') created.push(reference);
    const ok = req.method === 'POST' && typeof reference === 'string';
    res
      .writeHead(ok ? 201 : 400, { 'content-type': 'application/json' })
      .end(ok ? '{}' : JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'invalid request params' }));
  });
  return { created, config: hostileTarget(server, { apiKey: 'sk_test_outside_01', orderReferencePrefix: 'ns-' }) };
}

describe('probes with a reference outside the namespace', () => {
  it('are not sent when the listing cannot be read to its end, and the requirement says why', async () => {
    const t = await target({ has_more: true });
    const outcome = (await runAll(t.config, [check], { attemptTimeoutMs: 30_000, retryFailures: false })).get(
      check.id,
    )!;
    expect(t.created).not.toContain(true);
    expect(t.created.some((r) => typeof r === 'number')).toBe(false);
    // The probe whose reference carries the namespace (an object holding it) is still sent.
    expect(t.created.some((r) => typeof r === 'object' && r !== null)).toBe(true);
    expect(outcome.verdict).toBe('not-exercised');
    expect(outcome.reason).toMatch(/"reference": true .*not sent: .*outside the run's namespace/);
    expect(outcome.reason).toMatch(/announces more orders than it lists/);
  });

  it('are sent when the listing shows every order, and the requirement passes on 400s', async () => {
    const t = await target({});
    const outcome = (await runAll(t.config, [check], { attemptTimeoutMs: 30_000, retryFailures: false })).get(
      check.id,
    )!;
    expect(t.created).toContain(true);
    expect(t.created.some((r) => typeof r === 'number')).toBe(true);
    expect(outcome.verdict, outcome.reason).toBe('pass');
  });
});
