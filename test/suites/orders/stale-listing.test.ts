// A listing that shows an update only once something else is created is no lag: the property's re-reads go out
// while the run writes nothing, so another check creating orders all along cannot refresh it and hide the fault.

import { outcomeText } from '../../support/outcome-text.js';
import { describe, expect, it } from 'vitest';
import { runAll } from '../../../src/engine/run-all.js';
import { requirement } from '../../../src/requirements/requirement.js';
import { propertyRequirements } from '../../../suites/orders/properties.js';
import { referenceTarget } from '../../support/reference-target.js';

const merge = propertyRequirements.find((r) => r.id === 'META-PROPERTY-MERGE')!;

describe('a stale listing beside a busy writer', () => {
  it('META-PROPERTY-MERGE fails on a listing refreshed only by creates, while another check creates every 100 ms', async () => {
    const { server, target } = await referenceTarget({ fault: 'orders-list-stale-after-update', seed: 3 });
    let mergeDone = false;
    const busy = requirement(
      {
        id: 'TEST-BUSY-WRITER',
        clause: '4.2',
        level: 'MUST',
        rule: 'Creates orders while the property runs.',
        quote: 'Test quote.',
        sends: 'Test requests.',
      },
      async (ctx) => {
        // Bounded: at most 500 creates. Every 100 ms leaves a loaded machine gaps in which a read can see the listing stale
        // (a create landing between every update and its read would refresh it each time: nothing could tell then).
        for (let i = 0; i < 500 && !mergeDone; i++) {
          await ctx.http.send({
            api: 'orders',
            method: 'POST',
            path: '/orders',
            json: { reference: ctx.newOrderReference('busy') },
          });
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      },
    );
    const watched = requirement(merge, async (ctx) => {
      try {
        await merge.check(ctx);
      } finally {
        mergeDone = true;
      }
    });
    try {
      const outcomes = await runAll(target, [watched, busy], { attemptTimeoutMs: 60_000, retryFailures: false });
      const outcome = outcomes.get('META-PROPERTY-MERGE')!;
      expect(outcome.verdict, outcome.reason ?? '').toBe('fail');
      expect(outcomeText(outcome)).toMatch(/metadata/);
    } finally {
      await server.close();
    }
  });
});
