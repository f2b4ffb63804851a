// A staging account tested on every deploy for years, in a row: 200 runs against one reference-server account, each
// with the order requirements and the negative inputs (every check that creates orders, so the full growth of a run;
// the others create none and are left out, for time). Each run creates at most 30 orders, the lasting orders are those
// the first run made, and no verdict changes along the way.

import { Agent, request } from 'undici';
import { describe, expect, it } from 'vitest';
import type { TargetConfig } from '../../../src/config/target.js';
import { runCatalogue } from '../../../src/engine/scheduler.js';
import { negativeRequirements } from '../../../suites/errors/negative.js';
import { ordersRequirements } from '../../../suites/orders/index.js';
import { referenceTarget } from '../../support/reference-target.js';

const RUNS = 200;
/** The orders a default run may create at most (README). */
const GROWTH_BOUND = 30;

/** Every order reference each account holds, read whole straight from the server. */
async function heldReferences(target: TargetConfig): Promise<string[]> {
  const agent = new Agent({ connect: { ca: target.caPem! } });
  try {
    const references: string[] = [];
    for (const key of [target.apiKey, target.secondApiKey!]) {
      const res = await request(`${target.ordersBaseUrl}/v1.0/orders`, {
        headers: { authorization: `Bearer ${key}` },
        dispatcher: agent,
      });
      const { orders } = (await res.body.json()) as { orders: Array<{ reference: unknown }> };
      references.push(
        ...orders.map((o) => (typeof o.reference === 'string' ? o.reference : JSON.stringify(o.reference))),
      );
    }
    return references;
  } finally {
    await agent.close();
  }
}

describe(`${RUNS} runs in a row against one account`, () => {
  it('create at most 30 orders each, keep the lasting orders of the first run, and give the same verdicts', async () => {
    const writers = [...ordersRequirements, ...negativeRequirements];
    // The default NUM_RUNS and one ORDER_REFERENCE_PREFIX, as a CI job on every deploy runs it.
    const { server, target } = await referenceTarget({}, { numRuns: 12, orderReferencePrefix: 'ci-' });
    try {
      let first: Map<string, string> | undefined;
      let lasting: string[] = [];
      let before = (await heldReferences(target)).length;
      for (let run = 1; run <= RUNS; run++) {
        const finished = await runCatalogue(target, writers, { attemptTimeoutMs: 60_000, retryFailures: false });
        const verdicts = new Map([...finished.outcomes].map(([id, o]) => [id, o.verdict]));
        const held = await heldReferences(target);
        if (first === undefined) {
          first = verdicts;
          lasting = held.filter((r) => r.startsWith('ci-keep-')).sort();
          expect(lasting.length).toBeGreaterThan(20);
        } else {
          // The same verdicts: a run on a lived-in account judges as the first did.
          expect(verdicts, `run ${run}`).toEqual(first);
          // Growth: at most 30 new orders, all of the run's own; the lasting ones are those the first run created.
          expect(held.length - before, `run ${run}`).toBeLessThanOrEqual(GROWTH_BOUND);
          for (const reference of finished.summary.createdReferences)
            expect(reference.startsWith('ci-keep-'), reference).toBe(false);
          expect(held.filter((r) => r.startsWith('ci-keep-')).sort(), `run ${run}`).toEqual(lasting);
        }
        before = held.length;
      }
      expect([...first!].filter(([, verdict]) => verdict === 'fail')).toEqual([]);
    } finally {
      await server.close();
    }
  }, 3_600_000);
});
