// Helpers of the order and metadata checks: which keys a check may use, the requests it sends, and the
// comparison of what an order reads back with the metadata model of spec 2.1 (src/oracles/metadata-model.ts).

import { randomInt } from 'node:crypto';
import type { CheckContext } from '../../src/requirements/check-context.js';
import type { Response } from '../../src/http/client.js';
import {
  compareRead,
  describeDifferences,
  KEY_NAME,
  type CreateInput,
  type Metadata,
} from '../../src/oracles/metadata-model.js';
import { isEarlierRunValue } from '../support/lasting.js';
import { createOrder, excerpt, expectSuccess, isObject, updateOrder, type JsonObject } from '../support/orders.js';

/** The first `count` enabled keys, or ends the check as not exercised saying why it needed them. */
export function enabledKeys(ctx: CheckContext, count: number, purpose: string): string[] {
  const keys = ctx.target.enabledMetadataKeys;
  if (keys.length < count) {
    ctx.notExercised(
      `${purpose} needs ${count} enabled metadata key${count === 1 ? '' : 's'} and ENABLED_METADATA_KEYS lists ${keys.length === 0 ? 'none' : keys.join(', ')} (spec 2.1.3: keys are enabled through the service's support)`,
      'ENABLED_METADATA_KEYS',
    );
  }
  return keys.slice(0, count);
}

/** Lowercase letters only, so a derived key obeys the key rule (2.1.1). */
export function letters(count: number, next: () => number = () => randomInt(26)): string {
  return Array.from({ length: count }, () => String.fromCharCode(97 + (next() % 26))).join('');
}

/**
 * A key that obeys the key rule (2.1.1) but that no account enables: its random tail makes that certain in
 * practice, and it is never one of ENABLED_METADATA_KEYS.
 */
export function neverEnabledKey(ctx: CheckContext, tail: string = letters(10)): string {
  const key = `osfc_never_enabled_${tail}`;
  return ctx.target.enabledMetadataKeys.includes(key) ? `${key}_x` : key;
}

/**
 * Spellings close to an enabled key that break the key rule (2.1.1): other letter case, a digit, a hyphen, a space.
 * A careless server folds or trims them into the enabled key; none may ever be stored.
 */
export function ruleBreakingVariants(key: string): string[] {
  const capitalised = key.replace(/(^|_)([a-z])/g, (_, sep: string, ch: string) => `${sep}${ch.toUpperCase()}`);
  const candidates = [
    capitalised,
    key.toUpperCase(),
    `${key}2`,
    key.includes('_') ? key.replaceAll('_', '-') : `${key}-x`,
    `${key} `,
  ];
  return [...new Set(candidates)].filter((k) => !KEY_NAME.test(k));
}

/** The value an order read back holds under a metadata key, undefined when it holds none (or no metadata object). */
export function valueOf(order: JsonObject | undefined, key: string): unknown {
  const metadata = order?.metadata;
  return isObject(metadata) ? metadata[key] : undefined;
}

export function orderPath(reference: string): string {
  return `/orders/${encodeURIComponent(reference)}`;
}

/** Creates an order that the check needs; anything but 2xx fails the check (create responses are otherwise free, 4.2). */
export async function mustCreate(
  ctx: CheckContext,
  reference: string,
  metadata?: Readonly<Record<string, unknown>>,
): Promise<Response> {
  const res = await createOrder(ctx.http, metadata === undefined ? { reference } : { reference, metadata });
  expectSuccess(
    ctx,
    res,
    `POST /orders for ${reference}${metadata === undefined ? '' : ` with metadata ${excerpt(JSON.stringify(metadata), 160)}`}`,
  );
  return res;
}

/** The run's order created with metadata, and the answer to its create. */
export interface MetadataOrder {
  readonly reference: string;
  readonly create: CreateInput;
  readonly created: Response;
}

/**
 * An order created once per run with metadata of up to three enabled keys, shared by the checks that only read it
 * back (2.1: metadata is returned whenever the order is read; 4.2): no check writes to it, so each sees it as created
 * and the run leaves one such order instead of one per check. The caller makes sure at least one key is enabled.
 */
export async function metadataOrder(ctx: CheckContext): Promise<MetadataOrder> {
  const reference = `${ctx.target.orderReferencePrefix}with-metadata`;
  const create: CreateInput = ctx.target.enabledMetadataKeys.slice(0, 3).map((k, i) => [k, `value ${i + 1} of ${k}`]);
  const created = await ctx.shared('orders:with-metadata', (http) =>
    createOrder(http, { reference, metadata: Object.fromEntries(create) }),
  );
  return { reference, create, created };
}

/** Sends an update the spec says must succeed (any 2xx, with or without a body, 4.3). */
export async function mustUpdate(ctx: CheckContext, reference: string, body: unknown, why: string): Promise<Response> {
  const res = await updateOrder(ctx.http, reference, body);
  expectSuccess(ctx, res, `PUT /orders/${reference} with ${excerpt(JSON.stringify(body), 160)} (${why})`);
  return res;
}

/** What a check expects an order to read back with, and the states it wrote before (which a lagging listing may still show). */
export interface ExpectedState {
  readonly expected: Metadata;
  readonly earlier: readonly Metadata[];
}

/**
 * The `stale` test of requireOrders: an order reads back with one of the earlier states the check wrote, not the
 * expected one, or (a lasting order) with a value an earlier run wrote. That is what a listing lagging its writes
 * shows, and it is worth another read; any other difference is the target's answer.
 */
export function staleUnless(
  states: ReadonlyMap<string, ExpectedState>,
  run?: Pick<CheckContext, 'target'>,
): (orders: ReadonlyMap<string, JsonObject>) => boolean {
  return (orders) =>
    [...states].some(([reference, state]) => {
      const read = orders.get(reference)?.metadata;
      if (read === undefined || compareRead(state.expected, read).length === 0) return false;
      if (run !== undefined && isObject(read) && Object.values(read).some((v) => isEarlierRunValue(run, v)))
        return true;
      return state.earlier.some((earlier) => compareRead(earlier, read).length === 0);
    });
}

/** The order's metadata object; fails when the read does not carry one (2.1: returned whenever the order is read). */
export function metadataOf(ctx: CheckContext, order: JsonObject, reference: string, res: Response): JsonObject {
  const metadata = order.metadata;
  if (!isObject(metadata)) {
    ctx.fail(`order ${reference} was read without a metadata object`, {
      received: `${metadata === undefined ? 'no metadata field' : `metadata ${excerpt(JSON.stringify(metadata) ?? 'undefined', 80)}`} in ${excerpt(JSON.stringify(order), 200)}`,
      expected: 'a metadata object, {} when empty (spec 2.1: returned whenever the order is read)',
      exchange: res.exchange,
    });
  }
  return metadata;
}

/** Fails unless the order reads back with exactly the expected metadata, naming every difference. */
export function expectMetadata(
  ctx: CheckContext,
  order: JsonObject,
  reference: string,
  expected: Metadata,
  res: Response,
  what: string,
): void {
  const differences = compareRead(expected, order.metadata);
  if (differences.length === 0) return;
  // A stored key the suite believes is not enabled may be a configuration gap rather than a server bug: say so.
  const unlisted = differences.filter(
    (d) =>
      d.kind === 'unexpected-key' &&
      d.key !== undefined &&
      KEY_NAME.test(d.key) &&
      !ctx.target.enabledMetadataKeys.includes(d.key),
  );
  const missing = differences.filter((d) => d.kind === 'missing-key');
  const advice = [
    ...(unlisted.length === 0
      ? []
      : [
          `if ${unlisted.map((d) => `"${d.key!}"`).join(', ')} is in fact enabled for the account of API_KEY, list it in ENABLED_METADATA_KEYS`,
        ]),
    ...(missing.length === 0
      ? []
      : ['check that every key in ENABLED_METADATA_KEYS is in fact enabled for the account of API_KEY']),
  ];
  ctx.fail(`${what}: order ${reference} reads back with other metadata`, {
    received: `${describeDifferences(differences)}. Read: metadata ${excerpt(JSON.stringify(order.metadata) ?? 'missing', 240)}`,
    expected: `metadata ${JSON.stringify(Object.fromEntries(expected))}${advice.length === 0 ? '' : ` (${advice.join('; ')})`}`,
    exchange: res.exchange,
  });
}
