// One account's listing read right after the other's, with no write between (spec 5.1): a listing cached under its
// URL alone, or any answer kept by path and query, serves one account's orders to the other only at that moment.

import type { Auth, Response } from '../../src/http/client.js';
import type { CheckContext } from '../../src/requirements/check-context.js';
import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import { excerpt, expectSuccess, findOrders, requireOrders } from '../support/orders.js';
import { ordersOfBoth } from './isolation.js';

interface Account {
  readonly auth: Auth;
  readonly who: string;
  /** An order this account holds, which the other account's listing must never show. */
  readonly order: string;
}

/**
 * The first listing's head, then at once the second's: read whole when `whole` (the other account's listing is
 * the short one a cache would serve), else its head, which is the whole answer when the listing is short.
 */
async function readAfter(ctx: CheckContext, first: Account, then: Account, whole: boolean): Promise<Response> {
  await ctx.http.send({ api: 'orders', method: 'GET', path: '/orders', auth: first.auth, statusOnly: true });
  const req = { api: 'orders', method: 'GET', path: '/orders', auth: then.auth } as const;
  return ctx.http.send(whole ? req : { ...req, statusOnly: true });
}

/** Fails when a listing read after the other account's shows that account's order. */
function judge(ctx: CheckContext, res: Response, first: Account, then: Account): void {
  expectSuccess(ctx, res, `GET /orders with ${then.who}, right after the same with ${first.who}`);
  if (findOrders(res.json, first.order).length > 0)
    ctx.fail(`GET /orders with ${then.who}, sent right after the same with ${first.who}, lists that account's order`, {
      received: `order ${first.order} in ${excerpt(res.text, 160)}`,
      expected: `only the orders of the account of ${then.who}, whatever was read before (spec 5.1)`,
      exchange: res.exchange,
    });
}

export const readAfterReadRequirements: readonly Requirement[] = [
  requirement(
    {
      id: 'ORD-ISOLATION-READ-AFTER-READ',
      clause: '5.1',
      level: 'MUST',
      rule: "GET /v1.0/orders sent right after the other key's, no write between, MUST list only its own key's account's orders.",
      quote: 'Requests are authenticated with an API key sent as `Authorization: Bearer <API_KEY>`.',
      sends:
        "Once an order of each account is listed, while the run writes nothing: GET /v1.0/orders with API_KEY (its head) and at once with SECOND_API_KEY (whole), then SECOND_API_KEY's and at once API_KEY's (its head).",
      tolerates: "An API_KEY listing longer than its head after SECOND_API_KEY's: that way round is then not judged.",
    },
    async (ctx) => {
      const { mine, theirs, second } = await ordersOfBoth(ctx);
      await Promise.all([requireOrders(ctx, [mine]), requireOrders(ctx, [theirs], { auth: second })]);
      const a: Account = { auth: { kind: 'key' }, who: 'API_KEY', order: mine };
      const b: Account = { auth: second, who: 'SECOND_API_KEY', order: theirs };
      // No write of the run between the two reads: a write that clears a cache would hide it.
      const [bAfterA, aAfterB] = await ctx.http.whileNoWrites(async () => [
        await readAfter(ctx, a, b, true),
        await readAfter(ctx, b, a, false),
      ]);
      judge(ctx, bAfterA, a, b);
      judge(ctx, aAfterB, b, a);
    },
  ),
];
