// Orders whose references differ only at an edge of identity (spec 4.3: the identifier is the order's reference):
// once the target holds both of a pair, an update through one path changes exactly that order, never its twin.

import type { CheckContext } from '../../src/requirements/check-context.js';
import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import {
  decodingTwins,
  exercisedTwins,
  identityTwins,
  markOf,
  referencesOf,
  twinFindings,
  type Twin,
  type TwinOutcome,
} from '../../src/oracles/order-twins.js';
import { createOrder, excerpt, is2xx, requireOrders, updateOrder, type JsonObject } from '../support/orders.js';
import { enabledKeys, orderPath } from './shared.js';

/**
 * Creates every reference of the pairs with the key set to "original", updates each through its own path at once,
 * reads them back and fails on any order changed through another's path. Pairs with a refused member are skipped.
 */
async function expectTwinsApart(ctx: CheckContext, twins: readonly Twin[]): Promise<void> {
  const [key] = enabledKeys(ctx, 1, 'observing which order an update changed');
  const references = referencesOf(twins);
  const creates = await Promise.all(
    references.map((reference) => createOrder(ctx.http, { reference, metadata: { [key!]: 'original' } })),
  );
  const created = new Set(references.filter((_, i) => is2xx(creates[i]!.status)));
  for (const [i, reference] of references.entries())
    if (!created.has(reference))
      ctx.note(
        `the target refused to create ${JSON.stringify(reference)} (HTTP ${creates[i]!.status}): the conditions of 400 are not shown (7), so its pairs were not exercised`,
      );
  const exercised = exercisedTwins(twins, created);
  if (exercised.length === 0)
    return ctx.notExercised('the target refused one member of every pair, so no two twins were held at once');
  ctx.note(`pairs held as two orders: ${exercised.map((t) => t.edge).join('; ')}`);
  const held = references.filter((r) => created.has(r));
  const updates = await Promise.all(
    held.map((reference) => updateOrder(ctx.http, reference, { metadata: { [key!]: markOf(reference) } })),
  );
  const updated = new Set(held.filter((_, i) => is2xx(updates[i]!.status)));
  // A listing that lags shows "original" for an update it acknowledged: worth another read before concluding.
  const stale = (orders: ReadonlyMap<string, JsonObject>) =>
    held.some((r) => updated.has(r) && valueOf(orders.get(r), key!) === 'original');
  const read = await requireOrders(ctx, held, { stale });
  const outcomes: TwinOutcome[] = held.map((reference) => ({
    reference,
    created: true,
    updated: updated.has(reference),
    value: valueOf(read.orders.get(reference), key!),
  }));
  const findings = twinFindings(outcomes);
  if (findings.length === 0) return;
  ctx.fail(`${findings.length} order(s) were changed through another order's path, or not by their own`, {
    received: findings
      .map((f) =>
        f.kind === 'crossed'
          ? `${JSON.stringify(f.reference)} holds the value sent to PUT ${orderPath(f.through)}`
          : `PUT ${orderPath(f.reference)} answered HTTP ${updates[held.indexOf(f.reference)]!.status} but ${JSON.stringify(f.reference)} reads ${excerpt(JSON.stringify(valueOf(read.orders.get(f.reference), key!)) ?? 'nothing', 80)}`,
      )
      .join('; '),
    expected: `each order to read "${key!}": the value sent through its own path, and no other (spec 4.3: the identifier is the order's reference)`,
    exchange: read.at.get(findings[0]!.reference)?.exchange ?? updates[0]!.exchange,
  });
}

function valueOf(order: JsonObject | undefined, key: string): unknown {
  const metadata = order?.metadata;
  return typeof metadata === 'object' && metadata !== null ? (metadata as JsonObject)[key] : undefined;
}

export const orderTwinRequirements: readonly Requirement[] = [
  // Sends: up to 9 creates and 9 updates at once (references differing by case, a trailing or leading space, a dot
  // suffix, "/", ";", "+" against a space, a trailing "%"), then the listing. Tolerates: any create refused (that
  // pair is not exercised), an update refused with an error (its order unchanged).
  requirement(
    {
      id: 'ORD-PATH-TWINS-DISTINCT',
      clause: '4.3',
      level: 'MUST',
      statement:
        'When the target holds two orders whose references differ only by case, a space, a dot suffix, "/", ";", "+" or "%", a PUT through one changes only it.',
    },
    async (ctx) => {
      const prefix = ctx.target.orderReferencePrefix;
      await expectTwinsApart(ctx, identityTwins(prefix, ctx.newOrderReference('twin')));
    },
  ),
  // Sends: 8 creates and 8 updates at once, references holding a literal %2F, %2B, %25 or %20 beside the character
  // it decodes to, each updated through its percent-encoded path, then the listing. Tolerates: as above.
  requirement(
    {
      id: 'ORD-PATH-DECODED-ONCE',
      clause: '4.3',
      level: 'MUST',
      statement:
        'The update path is percent-decoded exactly once: a reference holding a literal "%2F", "%2B", "%25" or "%20" is updated, never its decoded twin.',
    },
    async (ctx) => {
      await expectTwinsApart(ctx, decodingTwins(ctx.newOrderReference('once')));
    },
  ),
];
