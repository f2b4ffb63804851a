// Test values derived from the account's own forms (spec 4.4): references that exist, a prefix and a case
// variant that do not, forms to put bounds and cursors on, and queries confined to the window read.

import { randomBytes } from 'node:crypto';
import type { CheckContext } from '../../src/requirements/check-context.js';
import {
  confine,
  expectedAnswer,
  type Expectation,
  type PageExpectation,
  type Query,
} from '../../src/oracles/scan-form-query.js';
import { SECOND, type Instant } from '../../src/oracles/scan-form-time.js';
import { sendable } from '../../src/http/unsendable.js';
import { QUERY_SPECIAL } from '../../src/space/dimensions/parameters.js';
import { readAnswer, sharedList, type FormRow, type ListAnswer, type ListQuery } from './scan-forms.js';
import { bound, type Account } from './scan-form-account.js';

/** What a probe asks, with bounds as instants; `startText`/`endText` send a bound spelled another way. */
export interface ProbeSpec {
  readonly reference?: string;
  readonly start?: Instant;
  readonly startText?: string;
  readonly end?: Instant;
  readonly endText?: string;
  readonly page?: number;
  readonly beforeId?: string;
  readonly afterId?: string;
  readonly summary?: 'true' | 'false';
}

export interface Probe {
  readonly query: ListQuery;
  readonly oracle: Query;
}

/**
 * The query to send and the oracle's view of it. When only part of a large account was read, the filters are
 * confined to the window read (a bound is added), so the expected answer depends only on known forms; undefined
 * when a requested bound lies outside that window.
 */
export function probe(account: Account, spec: ProbeSpec): Probe | undefined {
  const filters = confine({ reference: spec.reference, start: spec.start, end: spec.end }, account.coverage);
  if (filters === undefined) return undefined;
  const query: Record<string, string> = {};
  if (filters.reference !== undefined) query.reference = filters.reference;
  if (filters.start !== undefined)
    query.start_datetime =
      filters.start === spec.start && spec.startText !== undefined ? spec.startText : bound(account, filters.start);
  if (filters.end !== undefined)
    query.end_datetime =
      filters.end === spec.end && spec.endText !== undefined ? spec.endText : bound(account, filters.end);
  if (spec.page !== undefined) query.page = String(spec.page);
  if (spec.beforeId !== undefined) query.before_id = spec.beforeId;
  if (spec.afterId !== undefined) query.after_id = spec.afterId;
  if (spec.summary !== undefined) query.summary = spec.summary;
  // An id or reference of the target's holding a lone surrogate is legal JSON (RFC 8259 8.2) that no URL carries.
  if (!Object.values(query).every(sendable)) return undefined;
  return { query, oracle: { ...filters, page: spec.page, beforeId: spec.beforeId, afterId: spec.afterId } };
}

export function expectationOf(account: Account, p: Probe): Expectation {
  return expectedAnswer(
    account.known,
    p.oracle,
    account.layout ?? { firstPage: 1, pageSize: undefined, defaultSize: account.defaultSize },
  );
}

export async function ask(ctx: CheckContext, p: Probe): Promise<ListAnswer> {
  return readAnswer(await sharedList(ctx, p.query));
}

export interface ReferenceValues {
  /**
   * References some read form carries: the four most telling (a prefix of another, a case twin, odd characters), then
   * one holding each character of QUERY_SPECIAL the account's references hold, so no such character is left to chance.
   */
  readonly existing: readonly string[];
  /** A proper prefix of an existing reference that no read form carries. */
  readonly prefix: string | undefined;
  /** An existing reference with its letter case swapped, that no read form carries. */
  readonly caseVariant: string | undefined;
  /** A reference no form carries. */
  readonly nowhere: string;
  /**
   * Near misses of an existing reference that no read form carries, each telling one way an "exact match" goes wrong:
   * a trailing space (trimming, PAD SPACE collations), `_` and `%` in place of characters (an unescaped SQL LIKE), `.`,
   * `.*` and `*` (an unquoted regular expression or glob), the letters without their accents (unaccent, accent-insensitive
   * collations).
   */
  readonly nearMisses: ReadonlyArray<{ readonly value: string; readonly label: string }>;
  /**
   * Pairs of references the account really holds that differ only in accents (composed or decomposed, or with and
   * without them), only in letter case, or where one is a prefix of the other: filtering by each must keep exactly
   * its own forms. At most MAX_NEAR_PAIRS.
   */
  readonly pairs: ReadonlyArray<NearPair>;
}

export interface NearPair {
  readonly a: string;
  readonly b: string;
  readonly kind: 'composition' | 'accents' | 'case' | 'spacing' | 'prefix';
}

/** Most pairs of real near-miss references tested: each costs two requests. */
export const MAX_NEAR_PAIRS = 12;

/** How two distinct references are near misses of each other, if they are. */
export function nearPairKind(a: string, b: string): NearPair['kind'] | undefined {
  if (a === b) return undefined;
  if (a.normalize('NFC') === b.normalize('NFC')) return 'composition';
  if (withoutAccents(a) === withoutAccents(b)) return 'accents';
  if (a.toLowerCase() === b.toLowerCase()) return 'case';
  if (a.trim() === b.trim() || a.replaceAll('+', ' ') === b.replaceAll('+', ' ')) return 'spacing';
  if (a.startsWith(b) || b.startsWith(a)) return 'prefix';
  return undefined;
}

/** Every near-miss pair among the references held, composition and accents first (the rarest), bounded. */
export function nearPairs(refs: readonly string[]): NearPair[] {
  const pairs: NearPair[] = [];
  for (let i = 0; i < refs.length; i++) {
    for (let j = i + 1; j < refs.length; j++) {
      const kind = nearPairKind(refs[i]!, refs[j]!);
      if (kind !== undefined) pairs.push({ a: refs[i]!, b: refs[j]!, kind });
    }
  }
  const rank = { composition: 0, accents: 1, case: 2, spacing: 3, prefix: 4 } as const;
  return pairs.sort((x, y) => rank[x.kind] - rank[y.kind]).slice(0, MAX_NEAR_PAIRS);
}

/** The literal text of a character's UTF-8 percent-escape, e.g. "I" -> "%49". */
function percentEscape(char: string): string {
  return [...new TextEncoder().encode(char)].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
}

function swapCase(text: string): string {
  return [...text].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');
}

function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

const replaceMiddle = (cs: readonly string[], c: string): string =>
  [...cs.slice(0, Math.floor(cs.length / 2)), c, ...cs.slice(Math.floor(cs.length / 2) + 1)].join('');
const butLast = (cs: readonly string[]): string => cs.slice(0, -1).join('');

/** Near misses of a reference without "_" or "%", by code point, each telling one way an exact match goes wrong. */
const NEAR_MISSES: ReadonlyArray<{
  readonly make: (cs: readonly string[]) => string;
  readonly says: string;
  readonly after?: string;
}> = [
  { make: (cs) => `${cs.join('')} `, says: 'with a trailing space' },
  // SQL LIKE unescaped: "_" one character, "%" any run.
  { make: (cs) => replaceMiddle(cs, '_'), says: 'with "_" for one character (a LIKE wildcard)' },
  { make: (cs) => `${butLast(cs)}%`, says: 'with "%" for its last character (a LIKE wildcard)' },
  // Regular expression and glob syntax read as text (an unquoted pattern): "." any character, ".*" any run.
  { make: (cs) => replaceMiddle(cs, '.'), says: 'with "." for one character (a regular expression\'s wildcard)' },
  { make: (cs) => `${butLast(cs)}.*`, says: 'with ".*" for its last character (a regular expression\'s any run)' },
  { make: (cs) => `${butLast(cs)}*`, says: 'with "*" for its last character (a glob\'s any run)' },
  // The edges of identity and of decoding (4.3, 4.4): a leading space, a ";" tail (a query parser that still splits
  // on ";"), and the first character as a literal escape, which a second decoding turns into the reference itself
  // (the client sends "%" as %25, so one decoding leaves the literal text).
  { make: (cs) => ` ${cs.join('')}`, says: 'with a leading space' },
  { make: (cs) => `${cs.join('')};7`, says: 'followed by ";7"' },
  // A parser that reads a value as a comma-separated list (OCaml's Uri.get_query_param', Spring's String[] binding)
  // keeps only its first piece.
  { make: (cs) => `${cs.join('')},7`, says: 'followed by ",7"' },
  // A C string ends at its first NUL: a value read as one filters by the reference before it.
  { make: (cs) => `${cs.join('')}\u00007`, says: 'followed by a NUL and "7"' },
  {
    make: (cs) => `${percentEscape(cs[0]!)}${cs.slice(1).join('')}`,
    says: 'with its first character written as a literal percent escape',
    after: ' (a second decoding makes it the reference)',
  },
];

export function referenceValues(account: Account, seed: number): ReferenceValues {
  const counts = new Map<string, number>();
  for (const form of account.known)
    if (typeof form.reference === 'string') counts.set(form.reference, (counts.get(form.reference) ?? 0) + 1);
  const refs = [...counts.keys()];
  const set = new Set(refs);
  const telling = (ref: string): number =>
    (refs.some((r) => r !== ref && r.startsWith(ref)) ? 8 : 0) +
    (refs.some((r) => r !== ref && r.toLowerCase() === ref.toLowerCase()) ? 4 : 0) +
    (/[^A-Za-z0-9_.-]/.test(ref) ? 2 : 0) +
    ((counts.get(ref) ?? 0) > 1 ? 1 : 0);
  const ranked = [...refs].sort((a, b) => telling(b) - telling(a));
  const existing = ranked.slice(0, 4);
  for (const { holds } of QUERY_SPECIAL) {
    const holder = existing.some((r) => holds.test(r)) ? undefined : ranked.find((r) => holds.test(r));
    if (holder !== undefined) existing.push(holder);
  }
  // By code point, so a reference ending in an emoji does not leave half a surrogate pair (not a string a URL can carry).
  const chars = (r: string): string[] => [...r];
  const candidates = [...existing, ...refs];
  const byLength = candidates.filter((r) => chars(r).length >= 2);
  const prefix = byLength.map((r) => chars(r).slice(0, -1).join('')).find((p) => p !== '' && !set.has(p));
  const caseVariant = candidates.map(swapCase).find((v) => !set.has(v) && v !== swapCase(v));
  let nowhere = `OSFC-NOWHERE-${seed.toString(16)}`;
  while (set.has(nowhere)) nowhere += '-X';
  const nearMisses: Array<{ value: string; label: string }> = [];
  const add = (value: string | undefined, label: string) => {
    if (value !== undefined && value !== '' && !set.has(value) && !nearMisses.some((m) => m.value === value))
      nearMisses.push({ value, label });
  };
  const plain = candidates.find((r) => chars(r).length >= 3 && !/[_%]/.test(r));
  if (plain !== undefined)
    for (const m of NEAR_MISSES)
      add(m.make(chars(plain)), `${JSON.stringify(plain)} ${m.says}, which no form carries${m.after ?? ''}`);
  const accented = candidates.find((r) => withoutAccents(r) !== r);
  if (accented !== undefined)
    add(withoutAccents(accented), `${JSON.stringify(accented)} without its accents, which no form carries`);
  return { existing, prefix, caseVariant, nowhere, nearMisses, pairs: nearPairs(refs) };
}

/** The page size to reason with: the learned one, or the whole listing when it fitted on one page. */
export function pageSizeOf(account: Account): number {
  return account.layout?.pageSize ?? Math.max(account.listing.length, 1);
}

/** Forms in an answer without page (which may differ from a page, see Account.defaultSize). */
export function defaultSizeOf(account: Account): number {
  return account.defaultSize ?? Math.max(account.listing.length, 1);
}

/**
 * Forms to put a datetime bound on, few enough forms from the end the bound keeps that every form it keeps fits in one
 * answer without page, whatever the listing's order and whichever forms such an answer holds (4.4 does not say): the
 * newest forms for a start bound, the oldest for an end bound (within the window read, whose far edge a confined
 * query bounds). One in the middle of that reach and one next to the end, each with a neighbour on either side where
 * the data allows.
 */
export function boundaryForms(account: Account, which: 'start' | 'end'): FormRow[] {
  // Only forms a second either side of which still lies in the window read, so each bound asked is judged.
  const byAge = byCreation(account.known).filter(
    (form) => probe(account, { start: form.created - SECOND, end: form.created + SECOND }) !== undefined,
  );
  const n = byAge.length;
  if (n === 0) return [];
  const size = defaultSizeOf(account);
  const fromEnd = [Math.max(0, Math.min(Math.floor(size / 2), n - 2)), Math.min(1, n - 1)];
  return [...new Set(fromEnd)].map((k) => byAge[which === 'start' ? n - 1 - k : k]!);
}

function byCreation(forms: readonly FormRow[]): FormRow[] {
  return [...forms].sort((a, b) => (a.created < b.created ? -1 : a.created > b.created ? 1 : 0));
}

/**
 * Forms to use as cursors, by creation order: one whose side holds a single form (the second oldest for
 * before_id, the second newest for after_id), so a cursor that is ignored or misapplied cannot pass for a page
 * of its side, and one in the middle, whose side is longer than a page.
 */
export function cursorForms(account: Account, cursor: 'before' | 'after'): FormRow[] {
  const byAge = byCreation(account.known);
  const n = byAge.length;
  if (n === 0) return [];
  const edge = cursor === 'before' ? Math.min(1, n - 1) : Math.max(0, n - 2);
  const indices = [edge, Math.floor(n / 2)];
  // A form whose neighbour on the cursor's side was created in the same second: a cursor compared in whole seconds
  // leaves that neighbour out, where the rule of 4.4 (created before / after the cursor form) keeps it.
  const tie = byAge.findIndex((form, i) => {
    const neighbour = byAge[cursor === 'before' ? i - 1 : i + 1];
    return (
      neighbour !== undefined &&
      neighbour.created !== form.created &&
      neighbour.created / SECOND === form.created / SECOND
    );
  });
  if (tie >= 0) indices.push(tie);
  return [...new Set(indices)].map((i) => byAge[i]!);
}

export interface CursorCase {
  /** `both`: before_id and after_id together, judged by both cursor requirements. */
  readonly cursor: 'before' | 'after' | 'both';
  readonly form: FormRow;
  readonly label: string;
  readonly probe: Probe;
  /**
   * A 4xx with the error body is accepted as well as the list: for a cursor naming a form the filters exclude (4.4
   * does not say whether it must match them) and for both cursors together (a service may refuse the pair).
   */
  readonly mayRefuse: boolean;
}

/**
 * The cursor queries every check that judges cursors shares: one per chosen form; one combined with a datetime
 * bound three forms away on the cursor's side, so a cursor that drops the filters shows; one whose cursor form the
 * filters exclude, so a cursor looked up only among the filtered forms shows; and both cursors around the middle.
 * Each is confined to the window read.
 */
export function cursorCases(account: Account): CursorCase[] {
  const cases: CursorCase[] = [];
  const byAge = byCreation(account.known);
  const middle = Math.floor(byAge.length / 2);
  for (const cursor of ['before', 'after'] as const) {
    for (const form of cursorForms(account, cursor)) {
      const p = probe(account, cursor === 'before' ? { beforeId: form.id } : { afterId: form.id });
      if (p !== undefined) cases.push({ cursor, form, label: `${cursor}_id=${form.id}`, probe: p, mayRefuse: false });
    }
    const form = byAge[middle];
    const limit = byAge[cursor === 'before' ? Math.max(0, middle - 3) : Math.min(byAge.length - 1, middle + 3)];
    if (form === undefined || limit === undefined || limit === form) continue;
    const p = probe(
      account,
      cursor === 'before' ? { beforeId: form.id, start: limit.created } : { afterId: form.id, end: limit.created },
    );
    if (p !== undefined)
      cases.push({
        cursor,
        form,
        label: `${cursor}_id=${form.id} within a datetime bound`,
        probe: p,
        mayRefuse: false,
      });
  }
  const outside = outsideFilterCase(account, byAge);
  if (outside !== undefined) cases.push(outside);
  const older = byAge[Math.max(0, middle - 3)];
  const newer = byAge[Math.min(byAge.length - 1, middle + 3)];
  if (older !== undefined && newer !== undefined && older.created < newer.created) {
    const p = probe(account, { beforeId: newer.id, afterId: older.id });
    if (p !== undefined)
      cases.push({
        cursor: 'both',
        form: newer,
        label: `before_id=${newer.id} with after_id=${older.id}`,
        probe: p,
        mayRefuse: true,
      });
  }
  return cases;
}

/**
 * A before_id whose form the filters exclude: preferably a form created between two forms sharing a reference it
 * does not carry, filtered on that reference (forms lie on both sides of it); otherwise a form before a start bound.
 */
function outsideFilterCase(account: Account, byAge: readonly FormRow[]): CursorCase | undefined {
  const spans = new Map<string, FormRow[]>();
  for (const form of byAge)
    if (typeof form.reference === 'string') spans.set(form.reference, [...(spans.get(form.reference) ?? []), form]);
  for (const [reference, forms] of spans) {
    const first = forms[0]!;
    const last = forms[forms.length - 1]!;
    const cursor = byAge.find(
      (f) => f.created > first.created && f.created < last.created && f.reference !== reference,
    );
    if (cursor === undefined) continue;
    const p = probe(account, { beforeId: cursor.id, reference });
    if (p !== undefined)
      return {
        cursor: 'before',
        form: cursor,
        label: `before_id=${cursor.id}, a form without reference ${JSON.stringify(reference)}`,
        probe: p,
        mayRefuse: true,
      };
  }
  const cursor = byAge[Math.floor(byAge.length / 2)];
  const later = byAge.find((f) => cursor !== undefined && f.created > cursor.created);
  if (cursor === undefined || later === undefined) return undefined;
  const p = probe(account, { beforeId: cursor.id, start: later.created });
  return p === undefined
    ? undefined
    : {
        cursor: 'before',
        form: cursor,
        label: `before_id=${cursor.id}, a form created before start_datetime`,
        probe: p,
        mayRefuse: true,
      };
}

/**
 * Windows holding exactly one full page and one page plus a single form: nothing lies beyond the first however full
 * it is, and one form left over is still more (off-by-one computations of has_more show on one or the other). Asked
 * with the first page number, since an answer without page may hold another number of forms.
 */
export function pageEdgeWindows(account: Account): Array<{ probe: Probe; n: number; expected: PageExpectation }> {
  const size = account.layout?.pageSize;
  if (size === undefined || account.known.length <= size) return [];
  return [size, size + 1]
    .filter((n) => n <= account.known.length)
    .flatMap((n) => {
      const forms = account.known.slice(0, n);
      const lo = forms.reduce((a, b) => (b.created < a.created ? b : a));
      const hi = forms.reduce((a, b) => (b.created > a.created ? b : a));
      const p = probe(account, { start: lo.created, end: hi.created, page: account.layout!.firstPage });
      const expected = p === undefined ? undefined : expectationOf(account, p);
      return p !== undefined && expected?.kind === 'page' && expected.matching.length === n
        ? [{ probe: p, n, expected }]
        : [];
    });
}

/** A page sent with cursors beside it, and the page of the walk it must answer exactly as. */
export interface PrecedenceCase {
  readonly query: ListQuery;
  /** What the cursors name, in words. */
  readonly label: string;
  readonly alone: { readonly page: number; readonly query: ListQuery; readonly answer: ListAnswer };
}

/**
 * Page with before_id, with after_id and with both, on the first page and a later one (when there is one), so a
 * cursor that wins only on some pages shows; and page with cursors that could not be used at all (`foreign`: an
 * unknown id, a malformed one, another account's), which an ignored parameter is not even read for (4.4: "When
 * present, before_id and after_id are ignored"). Empty when no page of the walk lists forms to compare with.
 */
export function precedenceCases(
  account: Account,
  foreign: ReadonlyArray<{ readonly id: string; readonly label: string }> = [],
): PrecedenceCase[] {
  const firstPage = account.firstPageNumber;
  const firstWalked = account.walk[0];
  if (firstPage === undefined || firstWalked === undefined) return [];
  const alone = account.walk.find((w) => w.page === firstPage + 1 && w.answer.ids.length > 0) ?? firstWalked;
  if (!alone.answer.ok || alone.answer.ids.length === 0) return [];
  const before = account.listing[1]!;
  const after = account.listing[Math.min(3, account.listing.length - 1)]!;
  const page = String(alone.page);
  const cases: PrecedenceCase[] = [
    { query: { page, before_id: before.id }, alone, label: 'a form of the account' },
    {
      query: { page: String(firstWalked.page), after_id: after.id },
      alone: firstWalked,
      label: 'a form of the account',
    },
    { query: { page, before_id: before.id, after_id: after.id }, alone, label: 'both cursors' },
    ...foreign.flatMap(({ id, label }, i): PrecedenceCase[] => [
      { query: i % 2 === 0 ? { page, before_id: id } : { page, after_id: id }, alone, label },
    ]),
    ...(foreign.length > 0
      ? [
          {
            query: { page, before_id: foreign[0]!.id, after_id: foreign[foreign.length - 1]!.id },
            alone,
            label: `both cursors, ${foreign[0]!.label} and ${foreign[foreign.length - 1]!.label}`,
          },
        ]
      : []),
  ];
  // A cursor no URL can carry (a lone surrogate in an id) is not asked: the target's data, not a wrong answer.
  return cases.filter((c) => Object.values(c.query).every(sendable));
}

/** An id shaped like the account's ids (same prefix and length) that names no form read. */
export function unknownId(account: Account): string {
  const sample = account.listing[0]?.id ?? 'sf_0123456789abcdef0123456789abcdef';
  const prefix = /^[a-z]+_/.exec(sample)?.[0] ?? 'sf_';
  for (;;) {
    const id =
      prefix +
      randomBytes(32)
        .toString('hex')
        .slice(0, Math.max(8, sample.length - prefix.length));
    if (!account.rows.has(id)) return id;
  }
}
