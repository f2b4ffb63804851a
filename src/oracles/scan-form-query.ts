// The expected answer of GET /v2/scan_forms (spec 4.4) for a query over forms the suite has read: filters,
// pages, cursors, total_count and has_more. Pure over plain data; written apart from the reference server.

import { SECOND, type Instant } from './scan-form-time.js';

/** What the oracle needs of a ScanForm: its id, creation instant and reference. */
export interface KnownForm {
  readonly id: string;
  readonly created: Instant;
  /** The form's reference; undefined when the target did not write one, so no reference filter can match it. */
  readonly reference: string | null | undefined;
}

/** The filters of 4.4, with datetime bounds already read as instants. */
export interface Filters {
  readonly reference?: string | undefined;
  readonly start?: Instant | undefined;
  readonly end?: Instant | undefined;
}

export interface Query extends Filters {
  readonly page?: number | undefined;
  readonly beforeId?: string | undefined;
  readonly afterId?: string | undefined;
}

/** What the target chose where the spec is silent (8: page size; 4.4: the number of the first page). */
export interface Layout {
  readonly firstPage: 0 | 1;
  /** Forms per page; undefined when the whole listing fitted on one page, so only "at least its length" is known. */
  readonly pageSize: number | undefined;
  /**
   * Forms in an answer without page (4.4's cursor mode, with or without a cursor), when it differs from pageSize:
   * the two modes are separate rules of 4.4 and page size is not shown (8), so nothing makes them equal. Absent:
   * the same as pageSize; undefined: the whole listing fitted in one such answer.
   */
  readonly defaultSize?: number | undefined;
}

/** The listing order learned from the target (4.4 does not fix it, so the suite learns it and holds the target to it). */
export type Direction = 'newest-first' | 'oldest-first';

// 4.4: "reference: Exact match on the reference." No prefix, no case folding; a null reference matches nothing.
// 4.4: "start_datetime: Keeps forms with created_at >= this value." "end_datetime: ... created_at <= this value."
export function matchesFilters(form: KnownForm, filters: Filters): boolean {
  if (filters.reference !== undefined && form.reference !== filters.reference) return false;
  if (filters.start !== undefined && form.created < filters.start) return false;
  if (filters.end !== undefined && form.created > filters.end) return false;
  return true;
}

/** The forms matching the filters, in the listing's order (a filtered list keeps the order of the whole list). */
export function matching(listing: readonly KnownForm[], filters: Filters): KnownForm[] {
  return listing.filter((form) => matchesFilters(form, filters));
}

export interface PageExpectation {
  readonly kind: 'page';
  /** Zero-based position of the page among the pages of the answer. */
  readonly index: number;
  readonly matching: readonly KnownForm[];
  /** The forms of this page, in order. */
  readonly forms: readonly KnownForm[];
  /**
   * Forms sharing an instant across a boundary of this page: which of them fall on this page and in what order is
   * not seen from outside (no order among equal created_at is stated), so any of them may stand in for another.
   */
  readonly ties: readonly KnownForm[];
  readonly totalCount: number;
  readonly hasMore: boolean;
  /**
   * An answer without page nor cursor when more forms match than such an answer holds: 4.4 does not say which of the
   * matching forms it lists (the head of the listing, the newest, the oldest), so it is judged only on what 4.4 states
   * (each form listed matches, has_more, total_count), never on which ones it holds. `forms` is then just one answer
   * it could give (the head of the listing), for messages.
   */
  readonly anyOf?: true;
}

/** A page number before the first page: the spec gives it no forms, so an error or an empty page are both right. */
export interface BelowFirstExpectation {
  readonly kind: 'below-first';
  readonly matching: readonly KnownForm[];
}

export interface CursorExpectation {
  readonly kind: 'cursor';
  readonly matching: readonly KnownForm[];
  /** Matching forms created strictly before before_id and strictly after after_id, in listing order. */
  readonly side: readonly KnownForm[];
  /**
   * Matching forms created at the same instant as a cursor form (other than the cursor itself): creation order
   * among equal timestamps cannot be seen from outside, so they may be on either side.
   */
  readonly ties: readonly KnownForm[];
  readonly cursors: readonly KnownForm[];
}

/** A cursor id that names no form read: what the target answers is not shown (4.4), within limits the suite checks. */
export interface UnknownCursorExpectation {
  readonly kind: 'unknown-cursor';
  readonly unknownIds: readonly string[];
  readonly matching: readonly KnownForm[];
}

export type Expectation = PageExpectation | BelowFirstExpectation | CursorExpectation | UnknownCursorExpectation;

export function pageExpectation(
  listing: readonly KnownForm[],
  filters: Filters,
  index: number,
  layout: Layout,
  mode: 'page' | 'default' = 'page',
): PageExpectation | BelowFirstExpectation {
  const all = matching(listing, filters);
  if (index < 0) return { kind: 'below-first', matching: all };
  // Without a known page size every form was on one page, so later pages are empty.
  const known = mode === 'default' && 'defaultSize' in layout ? layout.defaultSize : layout.pageSize;
  const size = known ?? Math.max(all.length, 1);
  const from = index * size;
  const forms = all.slice(from, from + size);
  const straddling = new Set<Instant>();
  const to = from + forms.length;
  if (from > 0 && forms.length > 0 && all[from - 1]!.created === forms[0]!.created) straddling.add(forms[0]!.created);
  if (to < all.length && forms.length > 0 && all[to]!.created === forms[forms.length - 1]!.created)
    straddling.add(forms[forms.length - 1]!.created);
  const ties = all.filter((form) => straddling.has(form.created));
  const anyOf = mode === 'default' && all.length > size ? { anyOf: true as const } : {};
  return {
    kind: 'page',
    index,
    matching: all,
    forms,
    ties,
    totalCount: all.length,
    hasMore: from + size < all.length,
    ...anyOf,
  };
}

/**
 * The answer the spec gives a query. 4.4: "page: When present, before_id and after_id are ignored"; "before_id:
 * forms created before this id. Used only when page is absent"; likewise after_id. Without page nor cursor the
 * answer holds matching forms, every one when they fit in such an answer, otherwise some of them (`anyOf`): 4.4 does
 * not say it is the first page.
 */
export function expectedAnswer(listing: readonly KnownForm[], query: Query, layout: Layout): Expectation {
  if (query.page !== undefined) return pageExpectation(listing, query, query.page - layout.firstPage, layout);
  if (query.beforeId === undefined && query.afterId === undefined)
    return pageExpectation(listing, query, 0, layout, 'default');
  const all = matching(listing, query);
  const byId = new Map(listing.map((form) => [form.id, form]));
  const wanted = [query.beforeId, query.afterId].filter((id): id is string => id !== undefined);
  const unknownIds = wanted.filter((id) => !byId.has(id));
  if (unknownIds.length > 0) return { kind: 'unknown-cursor', unknownIds, matching: all };
  const before = query.beforeId === undefined ? undefined : byId.get(query.beforeId);
  const after = query.afterId === undefined ? undefined : byId.get(query.afterId);
  const cursors = [before, after].filter((form): form is KnownForm => form !== undefined);
  const isCursor = (form: KnownForm): boolean => cursors.some((c) => c.id === form.id);
  const strictly = (form: KnownForm): boolean =>
    (before === undefined || form.created < before.created) && (after === undefined || form.created > after.created);
  const loosely = (form: KnownForm): boolean =>
    (before === undefined || form.created <= before.created) && (after === undefined || form.created >= after.created);
  return {
    kind: 'cursor',
    matching: all,
    side: all.filter((form) => !isCursor(form) && strictly(form)),
    ties: all.filter((form) => !isCursor(form) && !strictly(form) && loosely(form)),
    cursors,
  };
}

/** The window of creation instants within which every form of the account has been read. */
export type Coverage =
  | { readonly kind: 'all' }
  /** Every form created at or after `bound` was read. */
  | { readonly kind: 'from'; readonly bound: Instant }
  /** Every form created at or before `bound` was read. */
  | { readonly kind: 'until'; readonly bound: Instant }
  | { readonly kind: 'none' };

/**
 * What a partial read of a listing ordered by created_at covers. Reading the first pages of a newest-first list
 * gives every form newer than the oldest instant read; forms at that oldest instant may continue on the next
 * page, so the window starts just after it. The bound is put a whole second past the edge when that is still before
 * the next instant read, so an inclusive or an exclusive bound selects the same forms; otherwise it is the next
 * instant itself (a fraction of a second would do too, but a target that refuses fractions would then fail every
 * sampled check instead of only the one about fractions).
 */
export function coverageOf(read: readonly KnownForm[], complete: boolean, direction: Direction | undefined): Coverage {
  if (complete) return { kind: 'all' };
  if (direction === undefined || read.length === 0) return { kind: 'none' };
  const instants = [...new Set(read.map((form) => form.created))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (instants.length < 2) return { kind: 'none' };
  if (direction === 'newest-first') {
    const edge = instants[0]!;
    const next = instants[1]!;
    return { kind: 'from', bound: between(edge, next, 1n) };
  }
  const edge = instants[instants.length - 1]!;
  const next = instants[instants.length - 2]!;
  return { kind: 'until', bound: between(edge, next, -1n) };
}

/** One second past `edge` towards `next` (sign gives the direction) when that falls before `next`, else `next`. */
function between(edge: Instant, next: Instant, sign: bigint): Instant {
  const gap = sign > 0n ? next - edge : edge - next;
  return gap > SECOND ? edge + sign * SECOND : next;
}

export function isCovered(form: KnownForm, coverage: Coverage): boolean {
  switch (coverage.kind) {
    case 'all':
      return true;
    case 'from':
      return form.created >= coverage.bound;
    case 'until':
      return form.created <= coverage.bound;
    case 'none':
      return false;
  }
}

/**
 * Narrows filters so that every form they can match lies in the covered window: the missing bound is added, a bound
 * inside the window is kept. Undefined when a given bound reaches outside the window, since the answer then
 * depends on forms never read.
 */
export function confine<F extends Filters>(filters: F, coverage: Coverage): F | undefined {
  switch (coverage.kind) {
    case 'all':
      return filters;
    case 'none':
      return undefined;
    case 'from':
      if (filters.start === undefined) return { ...filters, start: coverage.bound };
      return filters.start >= coverage.bound ? filters : undefined;
    case 'until':
      if (filters.end === undefined) return { ...filters, end: coverage.bound };
      return filters.end <= coverage.bound ? filters : undefined;
  }
}

/**
 * The direction of a listing, learned from the first page holding two different creation instants: newest first
 * when it never goes up, oldest first when it never goes down, 'unordered' when it does both.
 */
export function directionOf(pages: ReadonlyArray<readonly KnownForm[]>): Direction | 'unordered' | undefined {
  for (const page of pages) {
    if (new Set(page.map((form) => form.created)).size < 2) continue;
    let up = false;
    let down = false;
    for (let i = 1; i < page.length; i++) {
      if (page[i]!.created > page[i - 1]!.created) up = true;
      if (page[i]!.created < page[i - 1]!.created) down = true;
    }
    if (up && down) return 'unordered';
    return down ? 'newest-first' : 'oldest-first';
  }
  return undefined;
}

/** Positions where a sequence of forms breaks a direction (equal instants never break it). */
export function orderBreaks(forms: readonly KnownForm[], direction: Direction): number[] {
  const breaks: number[] = [];
  for (let i = 1; i < forms.length; i++) {
    const a = forms[i - 1]!.created;
    const b = forms[i]!.created;
    if (direction === 'newest-first' ? b > a : b < a) breaks.push(i);
  }
  return breaks;
}
