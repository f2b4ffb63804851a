// Enabled metadata keys belong to each account (spec 2.1.3): the second account's orders keep its own keys and
// ignore the first account's, on create and on update. Exercised when SECOND_ENABLED_METADATA_KEYS is given.

import type { CheckContext } from '../../src/requirements/check-context.js';
import type { Auth } from '../../src/http/client.js';
import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import {
  applyCreate,
  applyUpdate,
  compareRead,
  describeDifferences,
  type CreateInput,
  type UpdateInput,
} from '../../src/oracles/metadata-model.js';
import { excerpt, expectSuccess, requireOrders } from '../support/orders.js';
import { orderPath, staleUnless } from './shared.js';
import { noteMixedKeys } from '../support/mixed-keys.js';

const SECOND: Auth = { kind: 'second-key' };

/**
 * The keys the check sends to the second account: up to two enabled only for the first, and one of the second's own
 * (one the first does not enable, when there is one). Ends the check as not exercised naming what is missing.
 */
function accountKeys(ctx: CheckContext): { firstOnly: string[]; own: string | undefined; second: readonly string[] } {
  if (ctx.target.secondApiKey === undefined)
    ctx.notExercised('SECOND_API_KEY is not set, so there is no second account to write to', 'SECOND_API_KEY');
  const second = ctx.target.secondEnabledMetadataKeys;
  if (second === undefined)
    ctx.notExercised(
      "SECOND_ENABLED_METADATA_KEYS is not set, so the second account's enabled keys are unknown",
      'SECOND_ENABLED_METADATA_KEYS',
    );
  const first = ctx.target.enabledMetadataKeys;
  const firstOnly = first.filter((k) => !second.includes(k)).slice(0, 2);
  const own = second.find((k) => !first.includes(k)) ?? second[0];
  if (firstOnly.length === 0 && (own === undefined || first.includes(own)))
    ctx.notExercised(
      'ENABLED_METADATA_KEYS and SECOND_ENABLED_METADATA_KEYS name no key enabled for one account and not the other',
    );
  return { firstOnly, own, second };
}

export const accountKeyRequirements: readonly Requirement[] = [
  requirement(
    {
      id: 'META-SECOND-ACCOUNT-KEYS',
      clause: '2.1.3',
      level: 'MUST',
      rule: "On the second account, a key enabled only for the first MUST be ignored and the second account's own keys stored.",
      quote: 'A key must be enabled for the account.',
      sends:
        'A create, then an update, with SECOND_API_KEY carrying keys enabled only for the first account beside one of SECOND_ENABLED_METADATA_KEYS; then the listing.',
      tolerates:
        'Any 2xx for the writes: a key that is not enabled is silently ignored and the request still succeeds.',
    },
    async (ctx) => {
      const { firstOnly, own, second } = accountKeys(ctx);
      await noteMixedKeys(ctx);
      const reference = ctx.newOrderReference('second-account-keys');
      const create: CreateInput = [
        ...firstOnly.slice(0, 1).map((k): [string, string] => [k, 'enabled for the first account only']),
        ...(own === undefined ? [] : [[own, 'own key on create'] as const]),
      ];
      const update: UpdateInput = [
        ...firstOnly.slice(-1).map((k): [string, string] => [k, 'still not enabled here']),
        ...(own === undefined ? [] : [[own, 'own key on update'] as const]),
      ];
      const created = await ctx.http.send({
        api: 'orders',
        method: 'POST',
        path: '/orders',
        json: { reference, metadata: Object.fromEntries(create) },
        auth: SECOND,
      });
      expectSuccess(
        ctx,
        created,
        `POST /orders with SECOND_API_KEY and metadata ${JSON.stringify(Object.fromEntries(create))}`,
      );
      const updated = await ctx.http.send({
        api: 'orders',
        method: 'PUT',
        path: orderPath(reference),
        json: { metadata: Object.fromEntries(update) },
        auth: SECOND,
      });
      expectSuccess(
        ctx,
        updated,
        `PUT /orders/${reference} with SECOND_API_KEY and metadata ${JSON.stringify(Object.fromEntries(update))}`,
      );
      if (firstOnly.length === 0)
        ctx.note(`every key of ENABLED_METADATA_KEYS is enabled for the second account too: only ${own!} was checked`);
      const expected = applyUpdate(applyCreate(create, second), update, second);
      // A listing that still shows the order as created is read again, as for every lagging listing.
      const asCreated = applyCreate(create, second);
      const stale = staleUnless(new Map([[reference, { expected, earlier: [asCreated] }]]));
      const read = await requireOrders(ctx, [reference], { auth: SECOND, stale });
      const differences = compareRead(expected, read.orders.get(reference)!.metadata);
      if (differences.length > 0)
        ctx.fail(`order ${reference} of the second account reads back with other metadata`, {
          received: `${describeDifferences(differences)}. Read: metadata ${excerpt(JSON.stringify(read.orders.get(reference)!.metadata) ?? 'missing', 200)}`,
          expected: `metadata ${JSON.stringify(Object.fromEntries(expected))}: the keys of SECOND_ENABLED_METADATA_KEYS only (2.1.3; if the second account does enable ${firstOnly.join(' or ') || 'another key'}, list it in SECOND_ENABLED_METADATA_KEYS)`,
          exchange: read.at.get(reference)!.exchange,
        });
    },
  ),
];
