// Identity across the two accounts (the request space's account dimension): a reference is the merchant's identifier
// within its account (2.1, 5.1), so the same reference created by both accounts names two orders, one each.

import { TransportError, type Auth, type Response } from '../../src/http/client.js';
import { ANSWER_LOST } from '../../src/http/connection-drops.js';
import { compareRead } from '../../src/oracles/metadata-model.js';
import type { CheckContext } from '../../src/requirements/check-context.js';
import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import { LISTING_LAG_DELAYS_MS, excerpt, expectSuccess, is2xx, readOrders, updateOrder } from '../support/orders.js';
import { createdAtOnce } from '../support/created-at-once.js';

const FIRST: Auth = { kind: 'key' };
const SECOND: Auth = { kind: 'second-key' };

/** What each account should read of the shared reference: its own metadata, as created and updated. */
interface Expected {
  readonly first: ReadonlyMap<string, string>;
  readonly second: ReadonlyMap<string, string> | undefined;
}

/** Reads the reference with one key: the differences from what that account's order holds, or that it is gone. */
async function problemsOf(ctx: CheckContext, reference: string, auth: Auth, expected: ReadonlyMap<string, string>) {
  let read = await readOrders(ctx, [reference], { auth });
  // A listing that lags the write it acknowledged is read again, briefly, before concluding.
  for (const delay of LISTING_LAG_DELAYS_MS) {
    const order = read.found.get(reference);
    if (order !== undefined && compareRead(expected, order['metadata']).length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, delay));
    read = await readOrders(ctx, [reference], { auth });
  }
  const order = read.found.get(reference);
  const who = auth.kind === 'key' ? 'API_KEY' : 'SECOND_API_KEY';
  const problems =
    order === undefined
      ? read.complete
        ? [`${who}'s listing no longer holds ${reference}`]
        : []
      : compareRead(expected, order['metadata']).map((d) => `${who}'s ${reference}: ${d.message}`);
  return { problems, exchange: (read.at.get(reference) ?? read.res).exchange };
}

export const identityRequirements: readonly Requirement[] = [
  requirement(
    {
      id: 'ORD-ISOLATION-SAME-REFERENCE',
      clause: '5.1',
      level: 'MUST',
      rule: "The same reference created by both accounts MUST name two orders: neither account's create or update refuses or changes the other's.",
      quote: 'Requests are authenticated with an API key sent as `Authorization: Bearer <API_KEY>`.',
      sends:
        'Creates one reference with API_KEY (the reference ORD-REFERENCE-IDENTIFIES creates four times at once) and sets its metadata, then creates it with SECOND_API_KEY, then updates it with API_KEY; reads it back with each key after every step.',
      tolerates:
        "A refused second create when the second key's create of a fresh reference is refused too (the refusal is not the first account's doing).",
    },
    async (ctx) => {
      if (ctx.target.secondApiKey === undefined)
        return ctx.notExercised('SECOND_API_KEY is not set, so there is no second account', 'SECOND_API_KEY');
      const key = ctx.target.enabledMetadataKeys[0];
      const theirs = ctx.target.secondEnabledMetadataKeys?.[0];
      // The reference API_KEY created four times at once (ORD-REFERENCE-IDENTIFIES): one new order serves both rules.
      const { reference, stored } = await createdAtOnce(ctx);
      if (!stored) return ctx.notExercised(`none of API_KEY's creates of ${reference} was accepted`);
      const mine = key === undefined ? {} : { [key]: 'first-account' };
      if (key !== undefined)
        expectSuccess(
          ctx,
          await updateOrder(ctx.http, reference, { metadata: mine }),
          `PUT /orders/${reference} (API_KEY)`,
        );
      const other = theirs === undefined ? {} : { [theirs]: 'second-account' };
      const second = await ctx.http.attempt({
        api: 'orders',
        method: 'POST',
        path: '/orders',
        json: { reference, metadata: other },
        auth: SECOND,
        covers: 'account/same-reference-both-accounts',
      });
      // An answer a dropped connection lost, the order shown stored by the listing read back, is a create accepted.
      if (second instanceof TransportError && second.code !== ANSWER_LOST) throw second;
      const accepted = second instanceof TransportError || is2xx(second.status);
      if (!(second instanceof TransportError) && !accepted) await refusedForTheOther(ctx, second, reference, other);
      const expected: Expected = {
        first: new Map(Object.entries(mine)),
        second: accepted ? new Map(Object.entries(other)) : undefined,
      };
      await judge(ctx, reference, expected, 'after both accounts created it');
      if (key === undefined) return ctx.note('ENABLED_METADATA_KEYS is empty: the update step was not sent');
      const updated = await updateOrder(ctx.http, reference, { metadata: { [key]: 'first-updated' } });
      expectSuccess(ctx, updated, `PUT /orders/${reference} (API_KEY)`);
      await judge(
        ctx,
        reference,
        { ...expected, first: new Map([[key, 'first-updated']]) },
        'after API_KEY updated it',
      );
    },
  ),
];

/**
 * The second account's create of the reference was refused: the same create of a fresh reference is sent with the
 * same key. Accepted, the refusal came from what the first account holds, which the second key must not meet (5.1).
 */
async function refusedForTheOther(
  ctx: CheckContext,
  refused: Response,
  reference: string,
  metadata: Record<string, string>,
): Promise<void> {
  if (await heldBySecond(ctx, reference, metadata))
    return ctx.note(
      `SECOND_API_KEY's create was refused (HTTP ${refused.status}): its own account already holds ${reference} with the metadata this check sends it, from an earlier attempt`,
    );
  const fresh = ctx.newOrderReference('same-reference-control');
  const control = await ctx.http.send({
    api: 'orders',
    method: 'POST',
    path: '/orders',
    json: { reference: fresh, metadata },
    auth: SECOND,
  });
  if (is2xx(control.status))
    ctx.fail("SECOND_API_KEY may not create a reference that API_KEY's account holds", {
      received: `HTTP ${refused.status} ${excerpt(refused.text, 120)}, while the same create of a fresh reference answered ${control.status}`,
      expected: "the create accepted: a reference is the merchant's identifier within its own account (5.1)",
      exchange: refused.exchange,
    });
  ctx.note(`SECOND_API_KEY's create was refused (HTTP ${refused.status}) as was a fresh one (HTTP ${control.status})`);
}

/**
 * Whether the second account already holds the reference with the metadata this check sends it: an earlier attempt
 * of the check created it there, and the refusal is that account's own duplicate. A value the first account never
 * writes is needed to tell its order from a leak of the first account's.
 */
async function heldBySecond(ctx: CheckContext, reference: string, metadata: Record<string, string>): Promise<boolean> {
  const sent = Object.entries(metadata);
  if (sent.length === 0) return false;
  const order = (await readOrders(ctx, [reference], { auth: SECOND })).found.get(reference);
  const held = order?.['metadata'];
  return (
    typeof held === 'object' && held !== null && sent.every(([k, v]) => (held as Record<string, unknown>)[k] === v)
  );
}

async function judge(ctx: CheckContext, reference: string, expected: Expected, when: string): Promise<void> {
  const first = await problemsOf(ctx, reference, FIRST, expected.first);
  const second =
    expected.second === undefined
      ? { problems: [], exchange: first.exchange }
      : await problemsOf(ctx, reference, SECOND, expected.second);
  const problems = [...first.problems, ...second.problems];
  if (problems.length > 0)
    ctx.fail(`the reference ${reference} does not name one order per account ${when}`, {
      received: problems[0]!,
      problems,
      expected: "each account's listing holds its own order under the reference, with its own metadata (5.1)",
      exchange: first.problems.length > 0 ? first.exchange : second.exchange,
    });
}
