// A listing that shows an update only once something else is created is no lag: the property's sequences write and
// read while the run writes nothing else, so another check creating orders all along cannot refresh it and hide the fault.

import { outcomeText } from '../../support/outcome-text.js';
import { describe, expect, it } from 'vitest';
import { runAll } from '../../../src/engine/run-all.js';
import { requirement } from '../../../src/requirements/requirement.js';
import { propertyRequirements } from '../../../suites/orders/properties.js';
import { referenceTarget } from '../../support/reference-target.js';

const merge = propertyRequirements.find((r) => r.id === 'META-PROPERTY-MERGE')!;

describe('a stale listing beside a busy writer', () => {
  it('META-PROPERTY-MERGE fails on a listing refreshed only by creates, while another check creates without pause', async () => {
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
        // Bounded: at most 2,000 creates, one after the other. Without the property writing alone, a create lands
        // between nearly every update and its read and refreshes the listing: nothing could tell then.
        for (let i = 0; i < 2_000 && !mergeDone; i++) {
          await ctx.http.send({
            api: 'orders',
            method: 'POST',
            path: '/orders',
            json: { reference: ctx.newOrderReference('busy') },
          });
          await new Promise((resolve) => setImmediate(resolve));
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
