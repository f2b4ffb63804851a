// The positive control's experiment when a list of enabled keys is not borne out (spec 2.1.3: keys are enabled per
// account): both keys create the same order carrying every key of both lists; one account's keys applied to both
// accounts is the target's fault, a list that does not match its account is the user's.

import type { HttpView } from '../../src/http/client.js';
import type { CheckContext } from '../../src/requirements/check-context.js';
import { keysOfOneAccountForBoth, type KeyName } from '../../src/oracles/second-key.js';
import { isObject, is2xx } from './orders.js';
import { untilListed } from './second-key.js';
import { KEY_VARIABLE } from './second-key-words.js';

/** The run-wide shared read the metadata checks find the experiment in, when the positive control ran it. */
export const MIXED_KEYS_EVIDENCE = 'metadata:mixed-keys-evidence';

const LIST: Readonly<Record<KeyName, string>> = {
  key: 'ENABLED_METADATA_KEYS',
  'second-key': 'SECOND_ENABLED_METADATA_KEYS',
};

/** The value every key is written with: plain letters, nothing a target could reshape. */
const VALUE = 'keysproof';

export interface MixedKeys {
  /** Whose list both accounts followed, when one account's keys were applied to both. */
  readonly owner?: KeyName;
  /** The experiment and its outcome, in words. */
  readonly outcome: string;
}

/** The keys of `all` an order created with `key` carrying each of them reads back with, or undefined when unseen. */
async function storedWith(
  http: HttpView,
  key: KeyName,
  reference: string,
  all: readonly string[],
): Promise<string[] | undefined> {
  const metadata = Object.fromEntries(all.map((k) => [k, VALUE]));
  const created = await http.send({
    api: 'orders',
    method: 'POST',
    path: '/orders',
    json: { reference, metadata },
    auth: { kind: key },
  });
  if (!is2xx(created.status)) return undefined;
  const order = (await untilListed(http, key, reference)).found.get(reference);
  if (order === undefined || !isObject(order.metadata)) return undefined;
  const stored = order.metadata;
  return all.filter((k) => stored[k] === VALUE);
}

/**
 * Each key creates an order carrying every key of both lists (under the run's namespace), read back: when both stored
 * exactly the keys one list names, and that list names a key the other does not, one account's keys were applied to
 * both accounts.
 */
export async function mixedKeysExperiment(
  http: HttpView,
  listed: { readonly key: readonly string[]; readonly 'second-key': readonly string[] },
  references: { readonly key: string; readonly 'second-key': string },
): Promise<MixedKeys> {
  const all = [...new Set([...listed.key, ...listed['second-key']])];
  const [mine, theirs] = await Promise.all(
    (['key', 'second-key'] as const).map((k) => storedWith(http, k, references[k], all)),
  );
  const tried = `an order created with each key carrying every key of both lists (${references.key} with API_KEY, ${references['second-key']} with SECOND_API_KEY)`;
  if (mine === undefined || theirs === undefined)
    return { outcome: `${tried}: could not tell (a create was refused, or its order not listed with its metadata)` };
  const stored = { key: mine, 'second-key': theirs };
  const owner = keysOfOneAccountForBoth({ listed, stored });
  const said = `API_KEY's stored ${mine.join(', ') || 'none'}, SECOND_API_KEY's ${theirs.join(', ') || 'none'}`;
  if (owner === undefined) return { outcome: `${tried}: ${said}, not the keys of one list for both accounts` };
  return {
    owner,
    outcome: `${tried}: ${said}, exactly the keys ${LIST[owner]} names, for both accounts: the target applies the keys enabled for the account of ${KEY_VARIABLE[owner]} to every account`,
  };
}

/** Notes the positive control's keys experiment, when it ran (the shared read sends nothing otherwise). */
export async function noteMixedKeys(ctx: CheckContext): Promise<void> {
  const mixed = await ctx.shared<MixedKeys | undefined>(MIXED_KEYS_EVIDENCE, () => Promise.resolve(undefined));
  if (mixed !== undefined) ctx.note(`experiment of the positive control: ${mixed.outcome}`);
}
