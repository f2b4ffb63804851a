// GET /v2/scan_forms (spec 4.4): the query is read (scan-form-query.ts), filtered (scan-form-filter.ts), cut into a
// page or a cursor window here, and serialized (scan-form-serialize.ts). Pure over the seeded forms: no I/O.
import type { Behaviour } from './behaviour.js';
import { errorReply, jsonReply, type Reply } from './replies.js';
import { formFilter, totalCountOf } from './scan-form-filter.js';
import { isReply, readScanFormQuery, type ScanFormQuery } from './scan-form-query.js';
import { envelope, serializeScanForm, serializeSummary, summaryWritten } from './scan-form-serialize.js';
import type { SeedScanForm } from './seed-data.js';

/**
 * Choices where the spec says "not shown" (4.4, 8):
 * - Page size 10 (3 or 25 under variants). Default order: created_at descending (newest first). Under
 *   `latest-window-oldest-first` every answer is oldest first, and an answer without page nor cursor holds the newest
 *   matching forms (the latest window), not page 1.
 * - `page` counts from 1 and is digits only (leading zeros allowed); `page=`, `0`, `-1`, `1.5`, `abc` are 400.
 *   A page past the end is 200 with an empty list and has_more false. A page number too large to compute is
 *   simply past the end.
 * - When `page` is present, before_id/after_id are ignored entirely (not even looked up).
 * - Without `page`: with neither cursor it is page 1. `before_id` alone returns the `size` forms created
 *   immediately before the cursor form; `after_id` alone the `size` forms created immediately after it; both
 *   together return the first page (in display order) of the forms strictly between them. The cursor form is never
 *   returned. has_more says whether more matching forms lie beyond the returned window, away from the cursor.
 *   Results are always shown in the display order (newest first).
 * - A cursor id that is not one of this account's forms (including another account's form, or an empty value) is
 *   400 Bad Request. The cursor form itself need not match the reference/datetime filters: only its position counts.
 * - total_count is the number of forms matching reference and datetime filters; it ignores page and cursors.
 * - `reference` is an exact, case-sensitive match; `reference=` (empty) matches no form, since null references are
 *   null and no form has the empty string. Forms with a null reference never match a reference filter.
 * - Datetime bounds are inclusive instants (see iso-time.ts for the accepted ISO 8601 forms); start after end gives
 *   an empty list. An unparseable bound is 400.
 * - `summary` accepts exactly `true` or `false` (lower case); anything else is 400. A ScanFormSummary is
 *   `{id, object: "ScanFormSummary", created_at, status, reference, batch_id, num_shipments}`.
 * - A known parameter given twice is 400; unknown parameters (including `page_size`) are ignored.
 */

/** Forms per answer; `withPage` tells page mode from cursor mode (no page), which some variants size differently. */
export function pageSizeFor(b: Behaviour, withPage = true): number {
  switch (b.variant) {
    case 'page-size-3':
      return 3;
    case 'page-size-25':
      return 25;
    case 'page-size-1':
      return 1;
    case 'page-size-100':
      return 100;
    case 'default-page-size-larger':
      return withPage ? 10 : 20;
    case 'default-page-size-smaller':
      return withPage ? 10 : 4;
    default:
      return 10;
  }
}

/** Variants that list oldest first (pages and every other answer). */
function oldestFirst(b: Behaviour): boolean {
  return b.variant === 'sort-ascending' || b.variant === 'latest-window-oldest-first';
}

/** The order forms are kept in: creation instant, then id (so forms created in one instant still have one order). */
function byCreation(x: SeedScanForm, y: SeedScanForm): number {
  if (x.createdUs !== y.createdUs) return x.createdUs - y.createdUs;
  return x.id < y.id ? -1 : x.id > y.id ? 1 : 0;
}

export interface ScanFormQueryInput {
  /** The requesting account's forms, oldest first. */
  own: readonly SeedScanForm[];
  /** Every account's forms, oldest first (only the leak faults look at them). */
  everyone: readonly SeedScanForm[];
  query: URLSearchParams;
  b: Behaviour;
}

/** The forms one answer lists, before the ordering faults and serialization. */
interface Window {
  items: SeedScanForm[];
  hasMore: boolean;
  /** Not the parameterless first page: a later page or a cursor answer. */
  laterPage: boolean;
  cursorAfter: boolean;
  /** total_count when the window changes it (the `total-count-within-cursor` variant). */
  totalCount?: number;
}

interface Listing {
  b: Behaviour;
  q: ScanFormQuery;
  own: readonly SeedScanForm[];
  everyone: readonly SeedScanForm[];
  pool: readonly SeedScanForm[];
  matched: readonly SeedScanForm[];
  filter: ReturnType<typeof formFilter>;
  size: number;
  display: (list: readonly SeedScanForm[]) => SeedScanForm[];
}

/** Page mode (and the parameterless first page): 4.4's page takes precedence; cursors are not even looked up. */
function pageWindow({ b, q, pool, matched, size, display }: Listing, usePage: boolean): Window | Reply {
  const f = b.fault;
  const ordered = display(matched);
  // The variant answers without page with the newest window, still oldest first: what a client polling for new forms
  // reads. Which forms such an answer holds is not stated (4.4), so it need not be page 1.
  if (!usePage && b.variant === 'latest-window-oldest-first')
    return {
      items: ordered.slice(Math.max(0, ordered.length - size)),
      hasMore: ordered.length > size,
      laterPage: false,
      cursorAfter: false,
    };
  let index = (usePage && q.page !== undefined ? q.page : q.firstPage) - q.firstPage;
  const lastIndex = Math.max(0, Math.ceil(ordered.length / size) - 1);
  if (f === 'sf-page-past-end-repeats-last' && index > lastIndex) index = lastIndex;
  const stride = f === 'sf-pages-overlap' ? size - 1 : f === 'sf-page-skips-form' ? size + 1 : size;
  const offset = index * stride;
  const items = Number.isFinite(offset) ? ordered.slice(offset, offset + size) : [];
  let hasMore = Number.isFinite(offset) && offset + size < ordered.length;
  if (f === 'sf-has-more-misses-last-one') hasMore = Number.isFinite(offset) && offset + size < ordered.length - 1;
  if (f === 'sf-has-more-full-page') hasMore = items.length === size;
  if (f === 'sf-has-more-unfiltered') hasMore = Number.isFinite(offset) && offset + size < pool.length;
  if (b.variant === 'page-past-end-404' && index > 0 && items.length === 0) return errorReply(404, 'Invalid page.');
  return { items, hasMore, laterPage: index > 0, cursorAfter: false };
}

/** Cursor mode (no page): before_id and after_id on creation order, the cursor form itself never listed. */
/** The forms before_id and after_id name (null when absent), or the reply to a cursor that names no form. */
function cursorsOf(
  listing: Listing,
  query: URLSearchParams,
  totalCount: number,
): { before: SeedScanForm | null; after: SeedScanForm | null } | Reply {
  const { b, q, everyone, pool, matched, size, display } = listing;
  const f = b.fault;
  const { rawBefore, rawAfter } = q;
  if (b.variant === 'both-cursors-400' && rawBefore !== null && rawAfter !== null)
    return errorReply(400, 'give either before_id or after_id, not both');
  let beforeId = rawBefore;
  let afterId = f === 'sf-both-cursors-before-only' && rawBefore !== null ? null : rawAfter;
  if (f === 'sf-cursors-swapped') [beforeId, afterId] = [afterId, beforeId];
  // The fault looks the cursor up among the filtered forms and drops it when they exclude it.
  // The first-page fault finds the cursor only among the forms the parameterless listing starts with.
  const firstPageForms = display(pool).slice(0, size);
  const lookupIn =
    f === 'sf-cursor-outside-filter-ignored'
      ? matched
      : f === 'sf-cursor-crosses-accounts'
        ? everyone
        : f === 'sf-cursor-first-page-only'
          ? firstPageForms
          : pool;
  const lookup = (id: string | null): SeedScanForm | undefined | null =>
    id === null ? null : lookupIn.find((form) => form.id === id);
  let before = lookup(beforeId);
  let after = lookup(afterId);
  if (f === 'sf-cursor-outside-filter-ignored') {
    if (before === undefined && pool.some((form) => form.id === beforeId)) before = null;
    if (after === undefined && pool.some((form) => form.id === afterId)) after = null;
  }
  if (before === undefined || after === undefined) {
    const name = before === undefined ? 'before_id' : 'after_id';
    if (f === 'sf-unknown-cursor-500') throw new TypeError("Cannot read properties of undefined (reading 'createdMs')");
    if (b.variant === 'unknown-cursor-404') return errorReply(404, `${name} does not name a scan form of this account`);
    if (b.variant === 'unknown-cursor-empty') return jsonReply(200, envelope(b, [], false, totalCount, query));
    return errorReply(400, `${name} does not name a scan form of this account`);
  }
  return { before, after };
}

function cursorWindow(listing: Listing, query: URLSearchParams, totalCount: number): Window | Reply {
  const { b, own, everyone, pool, matched, filter, size, display } = listing;
  const f = b.fault;
  const cursors = cursorsOf(listing, query, totalCount);
  if (isReply(cursors)) return cursors;
  const { before, after } = cursors;
  if (b.variant === 'cursor-outside-filter-400' && [before, after].some((c) => c !== null && !matched.includes(c)))
    return errorReply(400, 'a cursor must name a form that matches the filters');
  // Position in creation order (keyset on created_at, then id); the fault compares the random ids instead.
  const earlier = (x: SeedScanForm, y: SeedScanForm): boolean => {
    if (f === 'sf-cursor-compares-ids') return x.id < y.id;
    if (f === 'sf-cursor-whole-seconds') return Math.floor(x.createdMs / 1000) < Math.floor(y.createdMs / 1000);
    return byCreation(x, y) < 0;
  };
  const inclusive = f === 'sf-cursor-included';
  const inCursorWindow = (form: SeedScanForm): boolean =>
    (before === null || earlier(form, before) || (inclusive && form === before)) &&
    (after === null || earlier(after, form) || (inclusive && form === after));
  // The fault lists the forms of whichever account owns the cursor form.
  const owner = [before, after].find((c) => c !== null && !pool.includes(c));
  const crossed = f === 'sf-cursor-crosses-accounts' && owner !== undefined && owner !== null;
  const between = (crossed ? everyone.filter((form) => !own.includes(form) && filter.matches(form)) : matched).filter(
    inCursorWindow,
  ); // oldest first
  // The window is cut from the oldest-first list, then shown once in display order.
  const newestEnd = (list: SeedScanForm[]): SeedScanForm[] => list.slice(Math.max(0, list.length - size));
  const oldestEnd = (list: SeedScanForm[]): SeedScanForm[] => list.slice(0, size);
  const descending = !oldestFirst(b);
  let window: SeedScanForm[];
  if (before !== null && after === null)
    window = newestEnd(between); // adjacent to the before cursor
  else if (after !== null && before === null && b.variant !== 'after-id-newest-window')
    window = oldestEnd(between); // adjacent to after
  else if (b.variant === 'latest-window-oldest-first')
    window = newestEnd(between); // the latest window, as without page
  else window = descending ? newestEnd(between) : oldestEnd(between); // the first page in display order
  // Listed by updated_at, the page is the first of the cursor's side in that order.
  if (b.variant === 'sort-by-updated-at') window = display(between).slice(0, size);
  const result: Window = {
    items: display(window),
    // The fault's window is "full" when it holds a page of forms, whether or not any lie beyond it.
    hasMore: f === 'sf-cursor-has-more-full-window' ? window.length === size : between.length > window.length,
    laterPage: true,
    cursorAfter: after !== null,
  };
  if (b.variant === 'total-count-within-cursor') result.totalCount = between.length;
  return result;
}

/** The faults that read cursors a page makes ignored (4.4): a lookup or an ownership check before page is seen. */
function pageCursorFault(
  q: { readonly rawBefore: string | null; readonly rawAfter: string | null },
  own: readonly SeedScanForm[],
  everyone: readonly SeedScanForm[],
  f: ScanFormQueryInput['b']['fault'],
): Reply | undefined {
  if (f !== 'sf-page-validates-cursors' && f !== 'sf-page-foreign-cursor-404') return undefined;
  for (const [name, id] of [
    ['before_id', q.rawBefore],
    ['after_id', q.rawAfter],
  ] as const) {
    if (id === null || own.some((form) => form.id === id)) continue;
    if (f === 'sf-page-validates-cursors' && !everyone.some((form) => form.id === id))
      return errorReply(400, `${name} does not name a scan form`);
    if (f === 'sf-page-foreign-cursor-404' && everyone.some((form) => form.id === id))
      return errorReply(404, `${name} names a scan form of another account`);
  }
  return undefined;
}

/** The window's forms and has_more as the variants order them and the faults bend them. */
function asServed(
  window: {
    readonly items: SeedScanForm[];
    readonly hasMore: boolean;
    readonly laterPage?: boolean;
    readonly cursorAfter?: boolean;
  },
  at: {
    readonly b: Behaviour;
    readonly query: URLSearchParams;
    readonly hasCursor: boolean;
    readonly usePage: boolean;
    readonly summary: boolean;
    readonly paged: boolean;
  },
): { items: SeedScanForm[]; hasMore: boolean } {
  const { b, hasCursor } = at;
  const f = b.fault;
  let { items, hasMore } = window;
  if (b.variant === 'ties-order-varies') items = shuffleTies(items, at.query.toString());
  // The variant's cursor answers come oldest first while pages stay newest first.
  if (b.variant === 'cursor-oldest-first' && hasCursor && !at.usePage) items = [...items].sort(byCreation);
  if (f === 'sf-parameterless-order-reversed' && !at.paged && !hasCursor) items.reverse();
  if (f === 'sf-sort-inconsistent' && window.laterPage === true) items.reverse();
  if (f === 'sf-summary-cursor-reversed' && at.summary && window.cursorAfter === true) items.reverse();
  if (f === 'sf-has-more-always-false') hasMore = false;
  if (f === 'sf-has-more-true-on-last-page') hasMore = items.length > 0;
  return { items, hasMore };
}

export function listScanForms({ own, everyone, query, b }: ScanFormQueryInput): Reply {
  const f = b.fault;
  const q = readScanFormQuery(query, b);
  if (isReply(q)) return q;
  const { summary, page, firstPage } = q;

  const leak =
    f === 'sf-leaks-other-account' ||
    (f === 'sf-shared-reference-leaks' && q.reference !== null) ||
    (f === 'sf-summary-leaks-other-account' && summary);
  const pool = [...(leak ? everyone : own)].sort(byCreation);
  const filter = formFilter(q, b);
  const matched = pool.filter((form) => filter.matches(form));
  let totalCount = totalCountOf(matched, pool, everyone, filter, q.reference, b);

  const hasCursor = q.rawBefore !== null || q.rawAfter !== null;
  const usePage = page !== undefined && !(f === 'sf-cursor-wins-over-page' && hasCursor);
  if (page !== undefined) {
    const refused = pageCursorFault(q, own, everyone, f);
    if (refused !== undefined) return refused;
  }
  const size = pageSizeFor(b, page !== undefined);
  const descending = !oldestFirst(b);
  const display = (list: readonly SeedScanForm[]): SeedScanForm[] => {
    if (b.variant === 'sort-by-updated-at')
      return [...list].sort((x, y) => y.updatedUs - x.updatedUs || (x.id < y.id ? 1 : x.id > y.id ? -1 : 0));
    return descending ? [...list].reverse() : [...list];
  };
  const listing: Listing = { b, q, own, everyone, pool, matched, filter, size, display };
  const window =
    usePage || !hasCursor || f === 'sf-cursors-ignored'
      ? pageWindow(listing, usePage)
      : cursorWindow(listing, query, totalCount);
  if (isReply(window)) return window;
  if (window.totalCount !== undefined) totalCount = window.totalCount;
  const served = asServed(window, { b, query, hasCursor, usePage, summary, paged: page !== undefined });
  const { items, hasMore } = served;
  if (f === 'sf-total-count-page-length') totalCount = items.length;

  // The faults' lookup-by-reference path and early cursor branch serialize full forms whatever summary says.
  const summarised =
    summary &&
    !(f === 'sf-summary-ignored-with-reference' && q.reference !== null) &&
    !(f === 'sf-summary-ignored-with-cursor' && hasCursor && !usePage);
  const scanForms = serializeAll(items, summarised, b);
  const body = envelope(
    b,
    scanForms,
    hasMore,
    f === 'sf-total-count-string' ? String(totalCount) : totalCount,
    query,
    page ?? firstPage,
    size,
  );
  if (f === 'sf-summary-envelope-no-total' && summary) delete body['total_count'];
  if (f === 'sf-summary-counts-page' && summary) body['total_count'] = items.length;
  return listingReply(b, summary, body);
}

/** The listed forms as written: ScanFormSummaries with summary=true (2.2), full ScanForms otherwise. */
function serializeAll(items: readonly SeedScanForm[], summary: boolean, b: Behaviour): Array<Record<string, unknown>> {
  if (!summary) return items.map((form) => serializeScanForm(form, b));
  for (const form of items) summaryWritten(form, b);
  // The fault's loop keeps the address of its one loop variable, which holds the last form when the loop ends.
  if (b.fault === 'sf-summary-repeats-one-form') return items.map(() => serializeSummary(items.at(-1)!, b));
  return items.map((form) => serializeSummary(form, b));
}

/** The listing's answer: JSON (4.4), labelled as the media-type faults and the vendor-type variant have it. */
function listingReply(b: Behaviour, summary: boolean, body: unknown): Reply {
  const type =
    b.fault === 'sf-listing-text-plain'
      ? 'text/plain; charset=utf-8'
      : b.fault === 'sf-summary-served-as-html' && summary
        ? 'text/html; charset=utf-8'
        : b.variant === 'scan-forms-vendor-json'
          ? 'application/vnd.osf.scan-forms.v2+json'
          : undefined;
  return type === undefined ? jsonReply(200, body) : { kind: 'json', status: 200, body, contentType: type };
}

/** Reorders each run of forms created in one instant by a hash of the query, as a plan-dependent ORDER BY would. */
function shuffleTies(items: readonly SeedScanForm[], salt: string): SeedScanForm[] {
  const hash = (text: string): number => {
    let h = 2166136261;
    for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
    return h;
  };
  const out: SeedScanForm[] = [];
  for (let i = 0; i < items.length;) {
    let j = i;
    while (j < items.length && items[j]!.createdUs === items[i]!.createdUs) j += 1;
    out.push(...items.slice(i, j).sort((x, y) => hash(salt + x.id) - hash(salt + y.id)));
    i = j;
  }
  return out;
}
