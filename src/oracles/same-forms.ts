// "The same forms" of spec 4.4 as one comparison the judges share: two lists name the same forms when their ids are
// equal as multisets (each form as often in one as in the other, order aside); a subset or a count is not the same.

import { parseInstant } from './scan-form-time.js';

/** How a list's ids differ from the ids it should hold: each id as many times as it is short or in surplus. */
export interface IdsDiffer {
  /** Ids the wanted list holds more often than the list read (a form left out). */
  readonly missing: readonly string[];
  /** Ids the list read holds more often than the wanted one (another form, or a form repeated). */
  readonly extra: readonly string[];
}

/** An element without a string id, counted as one token so that two lists without ids compare by their length. */
const NO_ID = '(no id)';

function tally(ids: ReadonlyArray<string | undefined>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id ?? NO_ID, (counts.get(id ?? NO_ID) ?? 0) + 1);
  return counts;
}

/** The ids `a` holds more often than `b`, each repeated by its surplus, in the order of first appearance in `a`. */
function surplus(a: Map<string, number>, b: Map<string, number>): string[] {
  return [...a].flatMap(([id, n]) => Array<string>(Math.max(0, n - (b.get(id) ?? 0))).fill(id));
}

/** Undefined when `got` and `want` hold the same ids as often each; otherwise what is missing and what is extra. */
export function idsDiffer(
  got: ReadonlyArray<string | undefined>,
  want: ReadonlyArray<string | undefined>,
): IdsDiffer | undefined {
  const [g, w] = [tally(got), tally(want)];
  const missing = surplus(w, g);
  const extra = surplus(g, w);
  return missing.length === 0 && extra.length === 0 ? undefined : { missing, extra };
}

/** The same ids, each as often: 4.4's "the same forms" when every element carries its id. */
export function sameIds(got: ReadonlyArray<string | undefined>, want: ReadonlyArray<string | undefined>): boolean {
  return idsDiffer(got, want) === undefined;
}

/**
 * The fields by which an element names its form, whatever else a lighter payload keeps or shortens: its id, its
 * creation instant, its batch and its reference (2.2). A summary's field list is not shown, so only these are compared,
 * and only where both sides carry them.
 */
export const IDENTITY_FIELDS = ['id', 'created_at', 'batch_id', 'reference'] as const;

/** What an element says of the form it names: its identity fields holding a string or null, created_at an instant. */
export type Identity = Readonly<Partial<Record<(typeof IDENTITY_FIELDS)[number], string | bigint | null>>>;

export function identityOf(element: unknown): Identity {
  if (typeof element !== 'object' || element === null || Array.isArray(element)) return {};
  const out: Record<string, string | bigint | null> = {};
  for (const field of IDENTITY_FIELDS) {
    const value = (element as Record<string, unknown>)[field];
    if (typeof value !== 'string' && value !== null) continue;
    if (field !== 'created_at') out[field] = value;
    // 2.2: created_at is an ISO 8601 instant, so two spellings of one instant name one form; a summary's own way of
    // writing it (its fields are not shown) that reads as no instant is not compared.
    const instant = typeof value === 'string' ? parseInstant(value) : undefined;
    if (field === 'created_at' && instant !== undefined) out[field] = instant;
  }
  return out;
}

/** Two elements may name one form: every identity field both carry has one value. */
export function agree(a: Identity, b: Identity): boolean {
  return IDENTITY_FIELDS.every((f) => !(f in a) || !(f in b) || a[f] === b[f]);
}

/**
 * The elements of `got` that a one-to-one pairing into `want` (each pair agreeing, each element of `want` used once)
 * leaves without a form: a maximum bipartite matching (augmenting paths). Empty when every element of `got` pairs; with
 * lists as long, that is a pairing of the two lists.
 */
export function unpaired(got: readonly Identity[], want: readonly Identity[]): number[] {
  const partnerOf = new Array<number | undefined>(want.length).fill(undefined);
  const place = (i: number, tried: Set<number>): boolean =>
    want.some((w, j) => {
      if (tried.has(j) || !agree(got[i]!, w)) return false;
      tried.add(j);
      const held = partnerOf[j];
      if (held !== undefined && !place(held, tried)) return false;
      partnerOf[j] = i;
      return true;
    });
  return got.flatMap((_, i) => (place(i, new Set()) ? [] : [i]));
}
