// Test values derived from the account's own forms (issue 4): references that exist, a prefix and a case
// variant that do not, forms to put bounds and cursors on, and queries confined to the window read.

import type { CheckContext } from '../../src/engine/check-context.js';
import { confine, expectedAnswer, type Expectation, type Query } from '../../src/oracles/scan-form-query.js';
import { SECOND, type Instant } from '../../src/oracles/scan-form-time.js';
import { readAnswer, sharedList, type FormRow, type ListAnswer, type ListQuery } from '../support/scan-forms.js';
import { bound, type Account } from './account.js';

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
  if (filters.start !== undefined) query.start_datetime = filters.start === spec.start && spec.startText !== undefined ? spec.startText : bound(account, filters.start);
  if (filters.end !== undefined) query.end_datetime = filters.end === spec.end && spec.endText !== undefined ? spec.endText : bound(account, filters.end);
  if (spec.page !== undefined) query.page = String(spec.page);
  if (spec.beforeId !== undefined) query.before_id = spec.beforeId;
  if (spec.afterId !== undefined) query.after_id = spec.afterId;
  if (spec.summary !== undefined) query.summary = spec.summary;
  return { query, oracle: { ...filters, page: spec.page, beforeId: spec.beforeId, afterId: spec.afterId } };
}

export function expectationOf(account: Account, p: Probe): Expectation {
  return expectedAnswer(account.known, p.oracle, account.layout ?? { firstPage: 1, pageSize: undefined });
}

export async function ask(ctx: CheckContext, p: Probe): Promise<ListAnswer> {
  return readAnswer(await sharedList(ctx, p.query));
}

export interface ReferenceValues {
  /** References some read form carries, the telling ones first (a prefix of another, a case twin, odd characters). */
  readonly existing: readonly string[];
  /** A proper prefix of an existing reference that no read form carries. */
  readonly prefix: string | undefined;
  /** An existing reference with its letter case swapped, that no read form carries. */
  readonly caseVariant: string | undefined;
  /** A reference no form carries. */
  readonly nowhere: string;
}

function swapCase(text: string): string {
  return [...text].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');
}

export function referenceValues(account: Account, seed: number): ReferenceValues {
  const counts = new Map<string, number>();
  for (const form of account.known) if (typeof form.reference === 'string') counts.set(form.reference, (counts.get(form.reference) ?? 0) + 1);
  const refs = [...counts.keys()];
  const set = new Set(refs);
  const telling = (ref: string): number =>
    (refs.some((r) => r !== ref && r.startsWith(ref)) ? 8 : 0) +
    (refs.some((r) => r !== ref && r.toLowerCase() === ref.toLowerCase()) ? 4 : 0) +
    (/[^A-Za-z0-9_.-]/.test(ref) ? 2 : 0) +
    ((counts.get(ref) ?? 0) > 1 ? 1 : 0);
  const existing = [...refs].sort((a, b) => telling(b) - telling(a)).slice(0, 4);
  const byLength = [...existing, ...refs].filter((r) => r.length >= 2);
  const prefix = byLength.map((r) => r.slice(0, -1)).find((p) => p !== '' && !set.has(p));
  const caseVariant = [...existing, ...refs].map(swapCase).find((v) => !set.has(v) && v !== swapCase(v));
  let nowhere = `OSFC-NOWHERE-${seed.toString(16)}`;
  while (set.has(nowhere)) nowhere += '-X';
  return { existing, prefix, caseVariant, nowhere };
}

/** The page size to reason with: the learned one, or the whole listing when it fitted on one page. */
export function pageSizeOf(account: Account): number {
  return account.layout?.pageSize ?? Math.max(account.listing.length, 1);
}

/**
 * Forms to put a datetime bound on: close to the start of the listing, so that whatever the order the bound's
 * edge lands on the first page of the answer, and with a neighbour on each side where the data allows.
 */
export function boundaryForms(account: Account): FormRow[] {
  const known = account.known;
  if (known.length === 0) return [];
  const size = pageSizeOf(account);
  const picks = new Set<number>([Math.max(0, Math.min(Math.floor(size / 2), known.length - 2)), Math.min(1, known.length - 1)]);
  return [...picks].map((i) => known[i]!).filter((form) => probe(account, { start: form.created - SECOND, end: form.created + SECOND }) !== undefined);
}

/**
 * Forms to use as cursors, by creation order: one whose side holds a single form (the second oldest for
 * before_id, the second newest for after_id), so a cursor that is ignored or misapplied cannot pass for a page
 * of its side, and one in the middle, whose side is longer than a page.
 */
export function cursorForms(account: Account, cursor: 'before' | 'after'): FormRow[] {
  const byAge = [...account.known].sort((a, b) => (a.created < b.created ? -1 : a.created > b.created ? 1 : 0));
  const n = byAge.length;
  if (n === 0) return [];
  const edge = cursor === 'before' ? Math.min(1, n - 1) : Math.max(0, n - 2);
  return [...new Set([edge, Math.floor(n / 2)])].map((i) => byAge[i]!);
}

export interface CursorCase {
  readonly cursor: 'before' | 'after';
  readonly form: FormRow;
  readonly label: string;
  readonly probe: Probe;
}

/**
 * The cursor queries every check that judges cursors shares: one per chosen form, plus one combined with a
 * datetime bound three forms away on the cursor's side, so a cursor that drops the filters shows. Each is confined
 * to the window read.
 */
export function cursorCases(account: Account): CursorCase[] {
  const cases: CursorCase[] = [];
  const byAge = [...account.known].sort((a, b) => (a.created < b.created ? -1 : a.created > b.created ? 1 : 0));
  const middle = Math.floor(byAge.length / 2);
  for (const cursor of ['before', 'after'] as const) {
    for (const form of cursorForms(account, cursor)) {
      const p = probe(account, cursor === 'before' ? { beforeId: form.id } : { afterId: form.id });
      if (p !== undefined) cases.push({ cursor, form, label: `${cursor}_id=${form.id}`, probe: p });
    }
    const form = byAge[middle];
    const limit = byAge[cursor === 'before' ? Math.max(0, middle - 3) : Math.min(byAge.length - 1, middle + 3)];
    if (form === undefined || limit === undefined || limit === form) continue;
    const p = probe(account, cursor === 'before' ? { beforeId: form.id, start: limit.created } : { afterId: form.id, end: limit.created });
    if (p !== undefined) cases.push({ cursor, form, label: `${cursor}_id=${form.id} within a datetime bound`, probe: p });
  }
  return cases;
}
