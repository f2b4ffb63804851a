// Proves ENABLED_METADATA_KEYS and SECOND_ENABLED_METADATA_KEYS before any metadata check judges: one write per
// account carrying every key listed for it to a lasting order, read back. A key no write stores is a setup slip
// (spec 2.1.3: a key not enabled is silently ignored), not a verdict.

import type { TargetConfig } from '../../src/config/target.js';
import { HttpView, type ApiRequest, type Response } from '../../src/http/client.js';
import { lastingReference } from './lasting.js';
import { createOrder, firstSight, is2xx, isObject, updateOrder } from './orders.js';

/** A view whose requests carry SECOND_API_KEY unless they name their own credentials: the second account's proof. */
export class SecondKeyView extends HttpView {
  override send(req: ApiRequest): Promise<Response> {
    return super.send(req.auth === undefined ? { ...req, auth: { kind: 'second-key' } } : req);
  }
}

/** Which account a proof is for: the key that writes, and the setting that lists its keys. */
export type ProvenAccount = 'API_KEY' | 'SECOND_API_KEY';

const LIST: Readonly<Record<ProvenAccount, string>> = {
  API_KEY: 'ENABLED_METADATA_KEYS',
  SECOND_API_KEY: 'SECOND_ENABLED_METADATA_KEYS',
};

/** The lasting order each account's proof writes to: created by the account's first run, updated by every run after. */
const PROOF_ORDER: Readonly<Record<ProvenAccount, string>> = {
  API_KEY: 'setup-keys',
  SECOND_API_KEY: 'setup-second-keys',
};

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
 * stores is enabled: the target broke spec 4.2, which the checks then judge.
 *
 * `others`: the keys listed for the other account, written beside (the second account's proof). An order that
 * stores exactly those, and not this account's own, shows a target that applies the other account's list to this
 * one (spec 2.1.3: a key is enabled for an account), not a list of the user's that is wrong: the checks judge it.
 */
export async function proveMetadataKeys(
  http: HttpView,
  target: TargetConfig,
  keys: readonly string[],
  account: ProvenAccount = 'API_KEY',
  others: readonly string[] = [],
): Promise<string | undefined> {
  if (keys.length === 0) return undefined;
  const reference = lastingReference({ target }, PROOF_ORDER[account]);
  const value = proofValue(target);
  const written = [...new Set([...keys, ...others])];
  const metadata = Object.fromEntries(written.map((k) => [k, value]));
  const created = await createOrder(http, { reference, metadata });
  const wrote = is2xx(created.status) ? created : await updateOrder(http, reference, { metadata });
  if (!is2xx(wrote.status)) return undefined;
  const afterCreate = await storedKeys(http, reference, written, value);
  if (afterCreate === undefined || keys.every((k) => afterCreate.has(k))) return undefined;
  const updated = await updateOrder(http, reference, { metadata });
  const afterUpdate = is2xx(updated.status) ? await storedKeys(http, reference, written, value) : afterCreate;
  const dropped = keys.filter((k) => !afterCreate.has(k) && !(afterUpdate?.has(k) ?? false));
  if (dropped.length === 0 || storesExactly(afterCreate, others)) return undefined;
  return unproven(dropped, keys, reference, account);
}

/** True when the keys stored are the other account's list, all of it and nothing else. */
function storesExactly(stored: ReadonlySet<string>, others: readonly string[]): boolean {
  return others.length > 0 && stored.size === new Set(others).size && others.every((k) => stored.has(k));
}

/** The one line naming the keys no write stored, and the fix. */
function unproven(
  dropped: readonly string[],
  keys: readonly string[],
  reference: string,
  account: ProvenAccount,
): string {
  const names = dropped.join(', ');
  const them = dropped.length === 1 ? 'it' : 'them';
  const stored =
    dropped.length === keys.length ? 'none of the keys' : names.includes(',') ? 'neither of these' : 'not this one';
  const written = account === 'API_KEY' ? 'a write' : 'a write with SECOND_API_KEY';
  return `${LIST[account]} lists ${names}, but the target stored ${stored} on ${written} (order ${reference}) nor on an update: check that ${names} ${dropped.length === 1 ? 'is' : 'are'} enabled for the account of ${account} (spec 2.1.3, through the service's support), or remove ${them} from ${LIST[account]}`;
}
