// The rules hold under concurrency: updates of one order sent at once all merge (2.1.4), creates sent at once are all
// listed as created and a listing beside them is served (4.1, 4.2), two accounts never see each other's (5.1).

import type { Auth, Response } from '../../src/http/client.js';
import { applyCreate, type CreateInput, type Metadata } from '../../src/oracles/metadata-model.js';
import type { CheckContext } from '../../src/requirements/check-context.js';
import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import { createOrder, excerpt, expectSuccess, findOrders, is2xx, requireOrders } from '../support/orders.js';
import { listingRead } from '../support/listing-rounds.js';
import { requireSecondKey } from './isolation.js';
import { lateBodyBesideOther } from './late-body.js';
import { lastingReference, runValue } from '../support/lasting.js';
import { mustHoldLasting } from '../support/lasting-orders.js';
import { enabledKeys, expectMetadata, mustUpdate, staleUnless } from './shared.js';

/** Most requests one concurrency check has in flight at once. */
export const MAX_IN_FLIGHT = 8;

/** Runs the tasks in order of the list with at most `limit` in flight; the answers in the same order. */
export async function bounded<T>(tasks: ReadonlyArray<() => Promise<T>>, limit = MAX_IN_FLIGHT): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

/**
 * GET /orders (its head) sent first and the creates a turn of the event loop later, at once, while it is out: a
 * handler that walks the live store while a create adds to it fails only then (src/space/dimensions/timing.ts).
 */
async function createsBesideListing(
  ctx: CheckContext,
  bodies: readonly unknown[],
): Promise<{ beside: Response; created: Response[] }> {
  const listing = ctx.http.send({ api: 'orders', method: 'GET', path: '/orders', statusOnly: true });
  // Awaited below; marked handled now, so a run cut short while the creates are out leaves no unhandled rejection.
  listing.catch(() => undefined);
  await new Promise((resolve) => setImmediate(resolve));
  const created = await bounded(bodies.map((body) => () => createOrder(ctx.http, body)));
  return { beside: await listing, created };
}

/** One account of the isolation check: its key, its name in findings, and the orders the run created with it. */
interface Account {
  readonly auth: Auth;
  readonly who: string;
  readonly mine: string[];
}

/** Every proper subset of the keys' values: the states a listing lagging some of the updates may still show. */
function partialStates(entries: ReadonlyArray<readonly [string, string]>): Metadata[] {
  const states: Metadata[] = [];
  for (let mask = 0; mask < (1 << entries.length) - 1; mask++)
    states.push(new Map(entries.filter((_, i) => (mask & (1 << i)) !== 0)));
  return states;
}

/** The references of one account's run orders that a listing answer shows, of those the other account created. */
function foreignIn(res: Response, theirs: readonly string[]): string[] {
  return theirs.filter((r) => findOrders(res.json, r).length > 0);
}

export const concurrencyRequirements: readonly Requirement[] = [
  requirement(
    {
      id: 'META-CONCURRENT-MERGE',
      clause: '2.1.4',
      level: 'MUST',
      rule: 'Updates of one order sent at once, each naming other metadata keys or none, MUST all be merged: none is lost.',
      quote: "On update, the supplied metadata is merged over the order's existing metadata.",
      sends:
        'An order emptied (the create of a lasting order, or an update setting every enabled key to null), then at once one update per enabled key (1 to 4), each naming its own key, between two updates naming none.',
      tolerates:
        'A listing that shows only some of the updates at first: it is read again, as for every lagging listing.',
    },
    async (ctx) => {
      enabledKeys(ctx, 1, 'updating one order at once');
      const entries = ctx.target.enabledMetadataKeys
        .slice(0, 4)
        .map((k, i) => [k, runValue(ctx, `at once ${i + 1}`)] as const);
      // A lasting order (lasting-orders.ts): created empty the first time, emptied by an update every time after.
      const reference = lastingReference(ctx, 'concurrent-merge');
      const nulls = Object.fromEntries(ctx.target.enabledMetadataKeys.map((k) => [k, null]));
      await mustHoldLasting(ctx, reference, {}, { metadata: nulls });
      // Between two updates that name no key (they change nothing, 2.1.4): a handler that writes back a whole object
      // it read before another update landed undoes that update, even with a single enabled key.
      const bodies = [{}, ...entries.map(([k, v]) => ({ [k]: v })), {}].map((metadata) => ({ metadata }));
      await Promise.all(bodies.map((body) => mustUpdate(ctx, reference, body, `one of ${bodies.length} at once`)));
      const expected: Metadata = new Map(entries);
      const stale = staleUnless(new Map([[reference, { expected, earlier: partialStates(entries) }]]), ctx);
      const { orders, at } = await requireOrders(ctx, [reference], { stale });
      expectMetadata(ctx, orders.get(reference)!, reference, expected, at.get(reference)!, 'updates sent at once');
    },
  ),
  requirement(
    {
      id: 'ORD-CONCURRENT-CREATES-LISTED',
      clause: '4.2',
      level: 'MUST',
      rule: 'Orders created at once MUST each be listed as created, even read at once after; a listing sent as they go out MUST be served.',
      quote: 'Merchant-defined identifier of the order. Sent on creation.',
      sends:
        "GET /v1.0/orders, and as it goes out 7 creates of distinct references at once, each with one enabled key, and one without metadata once they are answered; then the listing as soon as it can be read again, without waiting for the run's other writes to settle.",
      tolerates:
        'Listing lag (an order not yet listed is looked for again); any 2xx for a create; only the head of a long listing sent beside the creates is read.',
      raced:
        'neither a listing refused beside creates nor an order listed without the metadata it was created with is a state any timing of the run could make',
      parts: [
        {
          name: 'listed',
          rule: 'Each order created at once is listed with the metadata it was created with, read at once after the creates are answered.',
        },
        {
          name: 'beside-creates',
          rule: 'GET /v1.0/orders sent as the creates go out is answered with a 2xx, as at any other moment.',
        },
      ],
    },
    async (ctx) => {
      const atOnce = Array.from({ length: MAX_IN_FLIGHT - 1 }, () => ctx.newOrderReference('concurrent-create'));
      const keys = ctx.target.enabledMetadataKeys;
      const creates: CreateInput[] = atOnce.map((_, i) =>
        keys.length === 0 ? [] : [[keys[i % keys.length]!, runValue(ctx, `created at once ${i + 1}`)]],
      );
      const bodies = atOnce.map((reference, i) => ({ reference, metadata: Object.fromEntries(creates[i]!) }));
      const { beside, created } = await createsBesideListing(ctx, bodies);
      created.forEach((res, i) => expectSuccess(ctx, res, `POST /orders for ${atOnce[i]} (one of 7 at once)`));
      // Then one without metadata, beside the read of the seven: a handler keeping the last create's metadata (a
      // global, a reused object) gives it to the next order created without any (2.1: metadata is the order's own).
      const last = ctx.newOrderReference('concurrent-create-bare');
      const bare = createOrder(ctx.http, { reference: last });
      bare.catch(() => undefined);
      await ctx.part('listed', async () => {
        const { orders, at } = await requireOrders(ctx, atOnce, { atOnce: true });
        atOnce.forEach((reference, i) => {
          const expected = applyCreate(creates[i], keys);
          expectMetadata(ctx, orders.get(reference)!, reference, expected, at.get(reference)!, 'created at once');
        });
        expectSuccess(ctx, await bare, `POST /orders for ${last} (no metadata, once the seven were answered)`);
        const read = await requireOrders(ctx, [last]);
        expectMetadata(ctx, read.orders.get(last)!, last, new Map(), read.at.get(last)!, 'created without metadata');
      });
      await ctx.part('beside-creates', () => {
        if (!is2xx(beside.status))
          ctx.fail(`GET /orders sent as 7 creates went out answered ${beside.status}`, {
            received: `${beside.status} ${excerpt(beside.text, 160)}`,
            expected: "a 2xx with the account's orders, as at any other moment (spec 4.1); the creates answered 2xx",
            exchange: beside.exchange,
          });
        return Promise.resolve();
      });
    },
  ),
  requirement(
    {
      id: 'ORD-ISOLATION-CONCURRENT',
      clause: '5.1',
      level: 'MUST',
      rule: "Two accounts' requests interleaved at once MUST never see each other's orders; each create lands in its own account.",
      quote: 'Requests are authenticated with an API key sent as `Authorization: Bearer <API_KEY>`.',
      sends:
        "2 creates and 2 listings per account, interleaved, 8 in flight; then each account's listing; an update with SECOND_API_KEY whose body ends after a read with API_KEY was answered.",
      tolerates: 'Listing lag: an order not yet listed is looked for again.',
      raced: "the orders of this run's other key are in no listing of this key's account at any moment",
    },
    async (ctx) => {
      requireSecondKey(ctx);
      const accounts: Account[] = [
        { auth: { kind: 'key' }, who: 'API_KEY', mine: [] },
        { auth: { kind: 'second-key' }, who: 'SECOND_API_KEY', mine: [] },
      ];
      const tasks: Array<() => Promise<{ account: number; res: Response; created?: string }>> = [];
      for (let round = 0; round < 2; round++)
        accounts.forEach((a, account) => {
          const reference = ctx.newOrderReference(`concurrent-isolation-${account === 0 ? 'a' : 'b'}`);
          a.mine.push(reference);
          tasks.push(() =>
            ctx.http
              .send({ api: 'orders', method: 'POST', path: '/orders', json: { reference }, auth: a.auth })
              .then((res) => ({ account, res, created: reference })),
          );
          // The listing of the run's round (listing-rounds.ts): sent while the creates are out, read once for all.
          tasks.push(() => listingRead(ctx, a.auth).then((res) => ({ account, res })));
        });
      const answers = await bounded(tasks);
      for (const { account, res, created } of answers) {
        const a = accounts[account]!;
        if (created !== undefined) expectSuccess(ctx, res, `POST /orders for ${created} with ${a.who}`);
        const seen = foreignIn(res, accounts[1 - account]!.mine);
        if (seen.length > 0)
          ctx.fail(`a request with ${a.who} sent beside the other account's was answered with that account's order`, {
            received: `${seen.join(', ')} in ${excerpt(res.text, 160)}`,
            expected: `only the orders of the account of ${a.who} (spec 5.1)`,
            exchange: res.exchange,
          });
      }
      const reads = await Promise.all(accounts.map((a) => requireOrders(ctx, a.mine, { auth: a.auth })));
      for (const [account, a] of accounts.entries()) {
        const read = reads[account]!;
        const seen = read.pages.flatMap((page) => foreignIn(page, accounts[1 - account]!.mine));
        if (seen.length > 0)
          ctx.fail(`GET /orders with ${a.who} lists orders the other account created at the same time`, {
            received: seen.join(', '),
            expected: `only the orders of the account of ${a.who} (spec 5.1)`,
            exchange: read.res.exchange,
          });
      }
      await lateBodyBesideOther(ctx);
    },
  ),
];
