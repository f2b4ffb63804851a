// Proves ENABLED_METADATA_KEYS before any metadata check judges: one write carrying every configured key to a lasting
// order, read back. A key no write stores is a setup slip (spec 2.1.3: a key not enabled is silently ignored), not a verdict.

import type { TargetConfig } from '../../src/config/target.js';
import type { HttpView } from '../../src/http/client.js';
import { lastingReference } from './lasting.js';
import { createOrder, firstSight, is2xx, isObject, updateOrder } from './orders.js';

/**
 * The value every configured key is written with: plain ASCII letters and the run's token, nothing a target could
 * reshape, and never the value an earlier run left on the order.
 */
function proofValue(target: TargetConfig): string {
  return `setupproof${target.runToken ?? ''}`;
}

/** The keys the order as read back holds with the value written, or undefined when the read shows no metadata. */
async function storedKeys(
  http: HttpView,
  reference: string,
  keys: readonly string[],
  value: string,
): Promise<Set<string> | undefined> {
  const seen = await firstSight(http, reference);
  const metadata = seen.order?.metadata;
  // No order, or no metadata object at all: the checks say what is wrong (META-READ-PRESENT, the listing).
  if (!isObject(metadata)) return undefined;
  return new Set(keys.filter((k) => metadata[k] === value));
}

/**
 * Undefined when every key was stored (or the proof could not judge: the write refused, the order unseen);
 * else one line naming the keys no create nor update stored, and the fix. A key a create drops but an update
 * stores is enabled: the target broke spec 4.2, which the checks then judge. The order is a lasting one
 * (lasting-orders.ts): created by the account's first run, updated by every run after.
 */
export async function proveMetadataKeys(http: HttpView, target: TargetConfig): Promise<string | undefined> {
  const keys = target.enabledMetadataKeys;
  if (keys.length === 0) return undefined;
  const reference = lastingReference({ target }, 'setup-keys');
  const value = proofValue(target);
  const metadata = Object.fromEntries(keys.map((k) => [k, value]));
  const created = await createOrder(http, { reference, metadata });
  const written = is2xx(created.status) ? created : await updateOrder(http, reference, { metadata });
  if (!is2xx(written.status)) return undefined;
  const afterCreate = await storedKeys(http, reference, keys, value);
  if (afterCreate === undefined || afterCreate.size === keys.length) return undefined;
  const updated = await updateOrder(http, reference, { metadata });
  const afterUpdate = is2xx(updated.status) ? await storedKeys(http, reference, keys, value) : afterCreate;
  const dropped = keys.filter((k) => !afterCreate.has(k) && !(afterUpdate?.has(k) ?? false));
  if (dropped.length === 0) return undefined;
  const names = dropped.join(', ');
  const them = dropped.length === 1 ? 'it' : 'them';
  return `ENABLED_METADATA_KEYS lists ${names}, but the target stored ${dropped.length === keys.length ? 'none of the keys' : names.includes(',') ? 'neither of these' : 'not this one'} on a write of order ${reference} nor on an update: check that ${names} ${dropped.length === 1 ? 'is' : 'are'} enabled for the account of API_KEY (spec 2.1.3, through the service's support), or remove ${them} from ENABLED_METADATA_KEYS`;
}
