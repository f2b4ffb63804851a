// Orders belong to the account whose key created them (spec 5.1: the key authenticates the account; 1: the
// merchant pushes its orders). Exercised only when SECOND_API_KEY names a second account.

import type { CheckContext } from '../../src/requirements/check-context.js';
import type { Auth } from '../../src/http/client.js';
import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import { plainOrder } from '../support/endpoints.js';
import { isEarlierRunValue, lastingReference, runValue } from '../support/lasting.js';
import { mustHoldLasting } from '../support/lasting-orders.js';
import {
  barrier,
  excerpt,
  expectSuccess,
  findOrders,
  is2xx,
  requireOrders,
  type JsonObject,
  type OrdersRead,
} from '../support/orders.js';
import { enabledKeys, metadataOf, orderPath, valueOf } from './shared.js';

/**
 * Every metadata key either account has enabled: an intruding write carries them all, so a server that applies the
 * intruder's own list of keys (2.1.3) to the other account's order still writes one.
 */
function keysOfBoth(ctx: CheckContext): string[] {
  return [...new Set([...ctx.target.enabledMetadataKeys, ...(ctx.target.secondEnabledMetadataKeys ?? [])])];
}

export function requireSecondKey(ctx: CheckContext): void {
  if (ctx.target.secondApiKey === undefined)
    ctx.notExercised('SECOND_API_KEY is not set, so there is no second account to compare with', 'SECOND_API_KEY');
}

/** The other account's lasting order: created, or once an earlier run created it, found by an update of nothing (2.1.4). */
async function holdTheirs(ctx: CheckContext, reference: string, auth: Auth): Promise<void> {
  // Once a run, for every check that needs it: each write more is one more that a dropped connection can take.
  const found = await ctx.shared(`orders:held-${reference}`, async (http) => {
    const res = await http.send({ api: 'orders', method: 'POST', path: '/orders', json: { reference }, auth });
    return is2xx(res.status)
      ? res
      : http.send({ api: 'orders', method: 'PUT', path: orderPath(reference), json: {}, auth });
  });
  expectSuccess(ctx, found, `POST, then PUT, /orders/${reference} with SECOND_API_KEY`);
}

/** The reference of the other account's lasting order, held once a run for every check that needs it. */
export async function theirOrder(ctx: CheckContext): Promise<string> {
  const theirs = lastingReference(ctx, 'isolation-b');
  await holdTheirs(ctx, theirs, { kind: 'second-key' });
  return theirs;
}

/**
 * An order of each account: the run's plain order for API_KEY, and for the other account a lasting order of its own
 * (created by the first run, found by a write that changes nothing on every run after: lasting-orders.ts).
 */
export async function ordersOfBoth(ctx: CheckContext): Promise<{ mine: string; theirs: string; second: Auth }> {
  requireSecondKey(ctx);
  const [{ reference: mine, created }, theirs] = await Promise.all([plainOrder(ctx), theirOrder(ctx)]);
  expectSuccess(ctx, created, `POST /orders for ${mine} with API_KEY`);
  return { mine, theirs, second: { kind: 'second-key' } };
}

async function create(ctx: CheckContext, reference: string, auth: Auth, who: string): Promise<void> {
  const res = await ctx.http.send({ api: 'orders', method: 'POST', path: '/orders', json: { reference }, auth });
  expectSuccess(ctx, res, `POST /orders for ${reference} with ${who}`);
}

/** The page of a read that lists this reference, if any. */
function pageListing(read: OrdersRead, reference: string) {
  return read.pages.find((page) => findOrders(page.json, reference).length > 0);
}

export const isolationRequirements: readonly Requirement[] = [
  requirement(
    {
      id: 'ORD-ISOLATION-LIST',
      clause: '5.1',
      level: 'MUST',
      rule: "An API key MUST act for its own account: GET /v1.0/orders lists no order created with another account's key.",
      quote: 'Requests are authenticated with an API key sent as `Authorization: Bearer <API_KEY>`.',
      sends: 'Creates an order with API_KEY and one with SECOND_API_KEY, then GET /v1.0/orders with each key.',
    },
    async (ctx) => {
      const { mine, theirs, second } = await ordersOfBoth(ctx);
      // Orders created after both: once each account lists its own late order, a lagging listing has caught up with
      // the two creates above, so an absence is a verdict.
      const theirsLate = ctx.newOrderReference('isolation-b-late');
      const [mineLate] = await Promise.all([barrier(ctx), create(ctx, theirsLate, second, 'SECOND_API_KEY')]);
      const [readA, readB] = await Promise.all([
        requireOrders(ctx, [mine, mineLate], { whole: true }),
        requireOrders(ctx, [theirs, theirsLate], { whole: true, auth: second }),
      ]);
      const leakA = pageListing(readA, theirs);
      if (leakA !== undefined)
        ctx.fail('GET /orders with API_KEY lists an order created with SECOND_API_KEY', {
          received: `order ${theirs} in ${excerpt(leakA.text, 160)}`,
          expected: 'only the orders of the account of API_KEY',
          exchange: leakA.exchange,
        });
      const leakB = pageListing(readB, mine);
      if (leakB !== undefined)
        ctx.fail('GET /orders with SECOND_API_KEY lists an order created with API_KEY', {
          received: `order ${mine} in ${excerpt(leakB.text, 160)}`,
          expected: 'only the orders of the account of SECOND_API_KEY',
          exchange: leakB.exchange,
        });
      const partial = [readA, readB].find((r) => !r.complete);
      if (partial !== undefined)
        ctx.notExercised(
          `each account lists its own orders, but another account's order could be on a page not read: ${partial.incomplete ?? 'the listing was not read to its end'}`,
        );
    },
  ),
  requirement(
    {
      id: 'ORD-ISOLATION-UPDATE',
      clause: '5.1',
      level: 'MUST',
      rule: "A PUT with another account's key MUST NEVER change an order of the account of API_KEY, whatever it answers.",
      quote: 'Requests are authenticated with an API key sent as `Authorization: Bearer <API_KEY>`.',
      sends:
        'Creates an order with API_KEY, then PUT /v1.0/orders/<reference> with SECOND_API_KEY carrying every key either account has enabled, then reads the order back with API_KEY.',
      tolerates: 'Any status for the foreign PUT.',
    },
    async (ctx) => {
      requireSecondKey(ctx);
      const [key] = enabledKeys(ctx, 1, 'observing whether another account changed an order');
      // A lasting order (lasting-orders.ts), written by its owner with this run's value first.
      const reference = lastingReference(ctx, 'isolation-update');
      const owner = runValue(ctx, 'set by the owner');
      await mustHoldLasting(ctx, reference, { metadata: { [key!]: owner } }, { metadata: { [key!]: owner } });
      const intruded = runValue(ctx, 'set by another account');
      const intrusion = await ctx.http.send({
        api: 'orders',
        method: 'PUT',
        path: orderPath(reference),
        json: { metadata: Object.fromEntries(keysOfBoth(ctx).map((k) => [k, intruded])) },
        auth: { kind: 'second-key' },
      });
      ctx.note(
        `PUT with SECOND_API_KEY answered HTTP ${intrusion.status} (any status is allowed; only the effect is checked)`,
      );
      const stale = (orders: ReadonlyMap<string, JsonObject>) =>
        isEarlierRunValue(ctx, valueOf(orders.get(reference), key!));
      const read = await requireOrders(ctx, [reference, await barrier(ctx)], { stale });
      const metadata = metadataOf(ctx, read.orders.get(reference)!, reference, read.at.get(reference)!);
      const changed = Object.keys(metadata).filter((k) => metadata[k] === intruded);
      if (metadata[key!] !== owner || changed.length > 0) {
        ctx.fail("a PUT with another account's key changed the order", {
          received: `${JSON.stringify(metadata)} after PUT with SECOND_API_KEY answered HTTP ${intrusion.status}`,
          expected: `"${key!}": ${JSON.stringify(owner)}, and no key holding ${JSON.stringify(intruded)}`,
          exchange: read.at.get(reference)!.exchange,
        });
      }
    },
  ),
];
