// What the experiments on the two keys show, as pure judges (spec 4.4: "the ScanForm objects associated with the API
// key used"; 5.1: the key authenticates its account; 2.1.3: keys are enabled per account). The suites send and phrase.

/** The key a request was sent with: API_KEY ('key') or SECOND_API_KEY ('second-key'). */
export type KeyName = 'key' | 'second-key';

/** The other key. */
export function otherKey(key: KeyName): KeyName {
  return key === 'key' ? 'second-key' : 'key';
}

/**
 * One read of the forms experiment: the key sent, the connection it went on (named by the key that opened it), and
 * its query, either one nobody asked before or the one the other key asked first (its first read).
 */
export interface FormsReadPlan {
  readonly key: KeyName;
  readonly connection: KeyName;
  readonly query: 'fresh' | 'asked-by-other';
}

/**
 * The reads, in the order sent: each key on a connection of its own, then on the one the other key used, then asking
 * the query the other key asked first, then once more on its own as at first (the listing must not have changed).
 */
export const FORMS_READS: readonly FormsReadPlan[] = [
  { key: 'key', connection: 'key', query: 'fresh' },
  { key: 'second-key', connection: 'second-key', query: 'fresh' },
  { key: 'second-key', connection: 'key', query: 'fresh' },
  { key: 'key', connection: 'second-key', query: 'fresh' },
  { key: 'key', connection: 'key', query: 'asked-by-other' },
  { key: 'second-key', connection: 'second-key', query: 'asked-by-other' },
  { key: 'key', connection: 'key', query: 'fresh' },
  { key: 'second-key', connection: 'second-key', query: 'fresh' },
];

/** What one read listed: the ids of its forms, or why it is not a list. */
export type FormsReadResult =
  { readonly ids: readonly string[]; readonly problem?: undefined } | { readonly problem: string };

/** A read that listed forms only the other key's own reads list. */
export interface Leak {
  /** Index into FORMS_READS. */
  readonly read: number;
  readonly key: KeyName;
  /** The other account's forms it listed. */
  readonly foreign: readonly string[];
}

export type FormsJudgement =
  | { readonly kind: 'could-not-tell'; readonly why: string }
  /** Both keys' own reads list the same forms (how many): one account, as far as these reads go. */
  | { readonly kind: 'one-account'; readonly forms: number }
  | {
      readonly kind: 'two-accounts';
      /** Reads on a connection the other key had used that listed the other account's forms. */
      readonly connection: readonly Leak[];
      /** Reads of a query the other key had asked first that listed the other account's forms. */
      readonly sameQuery: readonly Leak[];
    };

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(a);
  return new Set(b).size === set.size && b.every((id) => set.has(id));
}

/** The forms a key's own reads (its connection, fresh queries) list, or why they do not agree. */
function ownForms(results: readonly FormsReadResult[], key: KeyName): { ids: string[] } | { why: string } {
  const own = FORMS_READS.flatMap((plan, i) =>
    plan.key === key && plan.connection === key && plan.query === 'fresh' ? [results[i]!] : [],
  );
  const lists = own.flatMap((r) => (r.problem === undefined ? [r.ids] : []));
  if (lists.length !== own.length || lists.length === 0) return { why: 'a read did not answer a list' };
  if (!lists.every((ids) => sameSet(ids, lists[0]!)))
    return { why: `${key === 'key' ? 'API_KEY' : 'SECOND_API_KEY'} listed other forms on a later read of its own` };
  return { ids: [...lists[0]!] };
}

/**
 * 4.4 and 5.1: each key reads its own account whatever another key sent before. The keys are two accounts when their
 * own reads (each on its connection, with fresh queries, the same twice) list different forms; a read that then lists
 * forms only the other key's own reads list served that account to the wrong key.
 */
export function judgeFormsReads(results: readonly FormsReadResult[]): FormsJudgement {
  const refused = results.findIndex((r) => r.problem !== undefined);
  if (refused >= 0) return { kind: 'could-not-tell', why: `read ${refused + 1}: ${results[refused]!.problem ?? ''}` };
  const a = ownForms(results, 'key');
  const b = ownForms(results, 'second-key');
  if ('why' in a) return { kind: 'could-not-tell', why: a.why };
  if ('why' in b) return { kind: 'could-not-tell', why: b.why };
  if (sameSet(a.ids, b.ids))
    return a.ids.length === 0
      ? { kind: 'could-not-tell', why: 'neither key lists a form' }
      : { kind: 'one-account', forms: new Set(a.ids).size };
  const only = {
    key: a.ids.filter((id) => !b.ids.includes(id)),
    'second-key': b.ids.filter((id) => !a.ids.includes(id)),
  };
  const leaks = FORMS_READS.flatMap((plan, read): Leak[] => {
    const listed = new Set((results[read] as { ids: readonly string[] }).ids);
    const foreign = only[otherKey(plan.key)].filter((id) => listed.has(id));
    return foreign.length === 0 ? [] : [{ read, key: plan.key, foreign }];
  });
  return {
    kind: 'two-accounts',
    connection: leaks.filter((l) => FORMS_READS[l.read]!.connection !== l.key),
    sameQuery: leaks.filter((l) => FORMS_READS[l.read]!.query === 'asked-by-other'),
  };
}

/**
 * The orders experiment: SECOND_API_KEY creates an order, then API_KEY creates one, then each key lists (read again
 * while its own order is missing, as any lagging listing is). What each listing showed at its last read.
 */
export interface OrdersSighting {
  readonly created: { readonly key: boolean; readonly 'second-key': boolean };
  /** Each key's listing shows the order that key created. */
  readonly ownListed: { readonly key: boolean; readonly 'second-key': boolean };
  /** API_KEY's listing, read until it shows its own later order, shows the one SECOND_API_KEY created first. */
  readonly firstListsSecond: boolean;
}

export type OrdersJudgement =
  | { readonly kind: 'could-not-tell'; readonly why: string }
  /** A key's own created order was not listed within the lag the suite allows: stale whatever the accounts. */
  | { readonly kind: 'stale'; readonly keys: readonly KeyName[] }
  | { readonly kind: 'one-account' }
  | { readonly kind: 'two-accounts' };

/**
 * 4.1, 4.2 and 5.1: the order SECOND_API_KEY created is listed to API_KEY too (one account), or API_KEY's listing,
 * caught up past it (it shows API_KEY's own later order), lacks it (two accounts).
 */
export function judgeOrders(seen: OrdersSighting): OrdersJudgement {
  const keys: KeyName[] = ['second-key', 'key'];
  const refused = keys.filter((k) => !seen.created[k]);
  if (refused.length > 0) return { kind: 'could-not-tell', why: 'a create was not accepted' };
  const stale = keys.filter((k) => !seen.ownListed[k]);
  if (stale.length > 0) return { kind: 'stale', keys: stale };
  return seen.firstListsSecond ? { kind: 'one-account' } : { kind: 'two-accounts' };
}

/** The keys each account stored of the same create, beside the keys each list names (spec 2.1.3). */
export interface KeysStored {
  readonly listed: { readonly key: readonly string[]; readonly 'second-key': readonly string[] };
  readonly stored: { readonly key: readonly string[]; readonly 'second-key': readonly string[] };
}

/**
 * Whether one account's enabled keys were applied to both: both keys stored the same keys, exactly those one list
 * names, and that list names a key the other does not (so the other account stored a key listed only for this one).
 * Returns the key whose account's list both followed, or undefined.
 */
export function keysOfOneAccountForBoth(k: KeysStored): KeyName | undefined {
  if (!sameSet(k.stored.key, k.stored['second-key'])) return undefined;
  const keys: KeyName[] = ['second-key', 'key'];
  return keys.find((owner) => {
    const mine = k.listed[owner];
    const theirs = k.listed[otherKey(owner)];
    return sameSet(k.stored.key, mine) && mine.some((name) => !theirs.includes(name));
  });
}
