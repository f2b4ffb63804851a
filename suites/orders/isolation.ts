// Orders belong to the account whose key created them (spec 5.1: the key authenticates the account; 1: the
// merchant pushes its orders). Exercised only when SECOND_API_KEY names a second account.

import type { CheckContext } from '../../src/engine/check-context.js';
import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import { createOrder, excerpt, expectSuccess, looksPaginated, readOrders, type OrdersRead } from '../support/orders.js';
import { enabledKeys, metadataOf, mustCreate, orderPath } from './shared.js';

function requireSecondKey(ctx: CheckContext): void {
  if (ctx.target.secondApiKey === undefined) ctx.notExercised('SECOND_API_KEY is not set, so there is no second account to compare with');
}

/** An account's own order must be listed; when it is not and the listing pages, the check cannot conclude. */
function expectOwn(ctx: CheckContext, read: OrdersRead, reference: string, who: string): void {
  if (read.found.has(reference)) return;
  if (looksPaginated(read.res.json)) ctx.notExercised(`order ${reference} is not on the first page of GET /orders ${who}, and the listing's query parameters are not specified (spec 4.1)`);
  ctx.fail(`order ${reference} created ${who} is not listed ${who}`, { received: excerpt(read.res.text, 200), expected: `an object with "reference": "${reference}"`, exchange: read.res.exchange });
}

export const isolationRequirements: readonly Requirement[] = [
  requirement(
    { id: 'ORD-ISOLATION-LIST', clause: '5.1', level: 'MUST', statement: 'An API key acts for its own account: GET /v1.0/orders lists the orders created with that key and none created with another account\'s key (SECOND_API_KEY).' },
    async (ctx) => {
      requireSecondKey(ctx);
      const mine = ctx.newOrderReference('isolation-a');
      const theirs = ctx.newOrderReference('isolation-b');
      const [a, b] = await Promise.all([createOrder(ctx.http, { reference: mine }), ctx.http.send({ api: 'orders', method: 'POST', path: '/orders', json: { reference: theirs }, auth: { kind: 'second-key' } })]);
      expectSuccess(ctx, a, `POST /orders for ${mine} with API_KEY`);
      expectSuccess(ctx, b, `POST /orders for ${theirs} with SECOND_API_KEY`);
      const [readA, readB] = await Promise.all([readOrders(ctx, [mine, theirs]), readOrders(ctx, [mine, theirs], { kind: 'second-key' })]);
      if (readA.found.has(theirs)) ctx.fail('GET /orders with API_KEY lists an order created with SECOND_API_KEY', { received: `order ${theirs} in ${excerpt(readA.res.text, 160)}`, expected: 'only the orders of the account of API_KEY', exchange: readA.res.exchange });
      if (readB.found.has(mine)) ctx.fail('GET /orders with SECOND_API_KEY lists an order created with API_KEY', { received: `order ${mine} in ${excerpt(readB.res.text, 160)}`, expected: 'only the orders of the account of SECOND_API_KEY', exchange: readB.res.exchange });
      expectOwn(ctx, readA, mine, 'with API_KEY');
      expectOwn(ctx, readB, theirs, 'with SECOND_API_KEY');
    },
  ),
  requirement(
    { id: 'ORD-ISOLATION-UPDATE', clause: '5.1', level: 'MUST', statement: 'A PUT with another account\'s key (SECOND_API_KEY) never changes an order of the account of API_KEY, whatever status it answers.' },
    async (ctx) => {
      requireSecondKey(ctx);
      const [key] = enabledKeys(ctx, 1, 'observing whether another account changed an order');
      const reference = ctx.newOrderReference('isolation-update');
      await mustCreate(ctx, reference, { [key!]: 'set by the owner' });
      const intrusion = await ctx.http.send({ api: 'orders', method: 'PUT', path: orderPath(reference), json: { metadata: { [key!]: 'set by another account' } }, auth: { kind: 'second-key' } });
      ctx.note(`PUT with SECOND_API_KEY answered HTTP ${intrusion.status} (any status is allowed; only the effect is checked)`);
      const read = await readOrders(ctx, [reference]);
      expectOwn(ctx, read, reference, 'with API_KEY');
      const metadata = metadataOf(ctx, read.found.get(reference)!, reference, read.res);
      if (metadata[key!] !== 'set by the owner') {
        ctx.fail('a PUT with another account\'s key changed the order', { received: `"${key!}": ${JSON.stringify(metadata[key!])} after PUT with SECOND_API_KEY answered HTTP ${intrusion.status}`, expected: `"${key!}": "set by the owner"`, exchange: read.res.exchange });
      }
    },
  ),
];
