// The account's scan forms as inferred from list answers (spec 4.4, 8): first page number, page size, the size
// of an answer without page, which pages to read next, the listing order and the window known complete. Pure.

import {
  coverageOf,
  directionOf,
  isCovered,
  type Coverage,
  type Direction,
  type KnownForm,
} from './scan-form-query.js';
import { formatLike } from './scan-form-time.js';

/** The parts of one list answer the model reads; `ids` are undefined where an element has no string id. */
export interface ListView<F extends KnownForm = KnownForm> {
  readonly ok: boolean;
  readonly ids: ReadonlyArray<string | undefined>;
  readonly rows: readonly F[];
  readonly hasMore: unknown;
  readonly totalCount: unknown;
}

/** One page of a walk: the page number sent and its answer. */
export interface PageOf<A> {
  readonly page: number;
  readonly answer: A;
}

/** Most list requests the walk of the unfiltered listing may take: the count must not grow with the account. */
export const PAGE_BUDGET = 12;
/** Pages read from the start of the listing when the whole walk would exceed the budget (more when pages are small). */
export const SAMPLE_PAGES = 3;
/** Forms a sample of the first pages aims for, so a target with tiny pages is not judged on two or three forms. */
export const SAMPLE_FORMS = 25;

export function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function sameIds(a: ListView, b: ListView): boolean {
  return a.ids.length === b.ids.length && a.ids.every((id, i) => id !== undefined && id === b.ids[i]);
}

function listsForms(answer: ListView): boolean {
  return answer.ok && answer.ids.length > 0;
}

/**
 * 4.4 gives page no base, so the first page is whichever of 0 and 1 answers a list of forms. page=0 refused, empty or
 * answering the very forms of page=1 means pages count from 1 (Kaminari, Laravel and Spring Data clamp a number below
 * the first page to it; what such a number gives is not shown); page=0 listing other forms that page=1 continues means
 * pages count from 0. page=0 listing forms page=1 cannot follow (older ones before newer, in an order both pages
 * show) is a number before the first answered with some other page, for SF-PAGE-BEFORE-FIRST to judge. Nothing is
 * assumed about the parameterless answer: which forms an answer without page holds is not stated, so it need not be
 * either page. Undefined when neither number lists a form.
 */
export function firstPageNumberOf(page0: ListView, page1: ListView): 0 | 1 | undefined {
  if (listsForms(page0) && !(page1.ok && sameIds(page0, page1)) && continues(page0, page1)) return 0;
  if (listsForms(page1)) return 1;
  return undefined;
}

/**
 * page=1 can be the page after page=0: it lists nothing, or the order both pages show (newest or oldest first, learned
 * from them as from a walk) carries on across the boundary. Without an order to tell by, it can.
 */
function continues(page0: ListView, page1: ListView): boolean {
  if (!listsForms(page1) || page0.rows.length === 0 || page1.rows.length === 0) return true;
  const direction = directionOf([page0.rows, page1.rows, [...page0.rows, ...page1.rows]]);
  if (direction !== 'newest-first' && direction !== 'oldest-first') return true;
  const last = page0.rows[page0.rows.length - 1]!.created;
  const next = page1.rows[0]!.created;
  return direction === 'newest-first' ? next <= last : next >= last;
}

/** The answer says more forms exist than it lists: has_more true, or a total_count above its length. */
export function saysMore(answer: ListView): boolean {
  return answer.hasMore === true || (isCount(answer.totalCount) && answer.totalCount > answer.ids.length);
}

/**
 * Forms per answer: its length when it says more exist (a full page), else undefined (everything fitted). Used for
 * the first page (page size, spec 8) and, apart, for the parameterless answer: 4.4's cursor mode may size its answers
 * otherwise than page mode.
 */
export function sizeOf(answer: ListView): number | undefined {
  return answer.ok && answer.ids.length > 0 && saysMore(answer) ? answer.ids.length : undefined;
}

/** How a walk of the pages went: its pages in order, whether it reached the end, and how it ended. */
export interface Walk<A> {
  readonly walk: ReadonlyArray<PageOf<A>>;
  readonly complete: boolean;
  readonly ending: string;
}

/**
 * No walk, when neither page=0 nor page=1 lists a form: the parameterless answer alone is what was read, and it is the
 * whole listing only when it says nothing more exists (no has_more, total_count no larger than its forms).
 */
export function unwalked<A extends ListView>(first: A): Walk<A> {
  return {
    walk: [],
    complete:
      first.ok && first.hasMore !== true && (!isCount(first.totalCount) || first.ids.length >= first.totalCount),
    ending:
      first.ids.length === 0
        ? 'the account lists no scan forms'
        : 'neither page=0 nor page=1 lists a form, so pages could not be walked',
  };
}

/**
 * The walk from the first page on, reading through `read` (pages side by side): the pages total_count announces and
 * the one after them (the page past the last must hold no form), then one by one while the target says there are
 * more, within PAGE_BUDGET. An account too large for the budget is sampled: its first pages only. `page1` is the
 * answer to page=1 already read. No I/O of its own, so the tests drive it over an in-memory listing.
 */
export async function walkPages<A extends ListView>(
  firstPage: 0 | 1,
  start: A,
  page1: A,
  read: (pages: number[]) => Promise<A[]>,
): Promise<Walk<A>> {
  const walk: Array<PageOf<A>> = [{ page: firstPage, answer: start }];
  const fetch = async (numbers: number[]): Promise<void> => {
    const got = await read(numbers);
    walk.push(...numbers.map((page, i) => ({ page, answer: got[i]! })));
  };
  const next = (): number => firstPage + walk.length;
  const total = isCount(start.totalCount) ? start.totalCount : undefined;
  const pageSize = saysMore(start) ? start.ids.length : undefined;
  if (pageSize === undefined) {
    // The page after the only one must hold no form; with pages from 0 that is page=1, read already.
    if (firstPage === 0) walk.push({ page: 1, answer: page1 });
    else if (start.ids.length > 0) await fetch([next()]);
    return { walk, complete: true, ending: 'every form is on the first page' };
  }
  const needed = total === undefined ? undefined : Math.ceil(total / pageSize);
  if (needed !== undefined && needed > PAGE_BUDGET) {
    const sample = Math.min(PAGE_BUDGET, Math.max(SAMPLE_PAGES, Math.ceil(SAMPLE_FORMS / pageSize)));
    await fetch(Array.from({ length: sample - 1 }, (_, i) => firstPage + 1 + i));
    return {
      walk,
      complete: false,
      ending: `total_count ${total} needs ${needed} pages, more than the budget of ${PAGE_BUDGET}`,
    };
  }
  if (needed !== undefined) await fetch(Array.from({ length: Math.max(needed, 1) }, (_, i) => firstPage + 1 + i));
  const distinct = (): number => new Set(walk.flatMap((w) => w.answer.ids)).size;
  const goesOn = (last: PageOf<A>): boolean =>
    last.answer.ok &&
    last.answer.ids.length > 0 &&
    (last.answer.hasMore === true || (total !== undefined && distinct() < total));
  while (walk.length <= PAGE_BUDGET && goesOn(walk[walk.length - 1]!)) await fetch([next()]);
  const complete = !goesOn(walk[walk.length - 1]!);
  if (complete && walk[walk.length - 1]!.answer.ids.length > 0) await fetch([next()]);
  return {
    walk,
    complete,
    ending: complete
      ? `the walk ended at page ${next() - 1}`
      : `the budget of ${PAGE_BUDGET} pages ran out before the end`,
  };
}

/** A created_at window asked to find forms a walk left out. */
export interface GapWindow<F extends KnownForm> {
  readonly where: string;
  readonly start?: F;
  readonly end?: F;
}

/**
 * The created_at windows at the head, at every page boundary and (with `withTail`) at the tail of a walk: a listing
 * ordered by created_at can only hide a form in one of them. Bounds are forms' own created_at (inclusive bounds).
 */
export function gapWindows<F extends KnownForm>(
  walk: ReadonlyArray<PageOf<ListView<F>>>,
  direction: Direction,
  withTail: boolean,
): GapWindow<F>[] {
  const pages = walk.filter((w) => w.answer.rows.length > 0);
  if (pages.length === 0) return [];
  const newestFirst = direction === 'newest-first';
  const head = pages[0]!.answer.rows[0]!;
  const tail = pages[pages.length - 1]!.answer.rows.at(-1)!;
  const windows: GapWindow<F>[] = [
    { where: 'before the first form of the first page', ...(newestFirst ? { start: head } : { end: head }) },
  ];
  for (let i = 0; i + 1 < pages.length; i++) {
    const a = pages[i]!.answer.rows.at(-1)!;
    const b = pages[i + 1]!.answer.rows[0]!;
    const [lo, hi] = a.created < b.created ? [a, b] : [b, a];
    windows.push({ where: `between page ${pages[i]!.page} and page ${pages[i + 1]!.page}`, start: lo, end: hi });
  }
  if (withTail)
    windows.push({ where: 'after the last form of the last page', ...(newestFirst ? { end: tail } : { start: tail }) });
  return windows;
}

/** Whether to look for gaps, and whether with the tail: a whole walk short of total_count, or a partial walk. */
export function gapSearch(
  walk: ReadonlyArray<PageOf<ListView>>,
  walkedCount: number,
  complete: boolean,
  direction: Direction | 'unordered' | undefined,
): 'with-tail' | 'without-tail' | undefined {
  if (direction !== 'newest-first' && direction !== 'oldest-first') return undefined;
  const total = walk[0]?.answer.totalCount;
  if (complete && isCount(total) && walkedCount < total) return 'with-tail';
  if (!complete && walk.length > 1) return 'without-tail';
  return undefined;
}

/** The forms a gap window lists that the walk never showed: each is a form on no page of the walk (4.4). */
export function formsNotWalked<F extends KnownForm>(rows: readonly F[], walked: ReadonlyMap<string, KnownForm>): F[] {
  return rows.filter((row) => !walked.has(row.id));
}

/**
 * The forms the walk read, in walk order, each once; the parameterless answer stands in only when there is no walk. It
 * does not fill in otherwise: which forms an answer without page holds is not stated (4.4), so it tells nothing of
 * where the walk stands, and a form only it lists is one the walk left out.
 */
export function walkedForms<F extends KnownForm>(
  walk: ReadonlyArray<PageOf<ListView<F>>>,
  first: ListView<F>,
): Map<string, F> {
  const walked = new Map<string, F>();
  for (const answer of walk.length > 0 ? walk.map((w) => w.answer) : [first])
    for (const row of answer.rows) if (!walked.has(row.id)) walked.set(row.id, row);
  return walked;
}

/** Learned from the first page holding two instants; with pages of a single form, from the walk as one sequence. */
export function listingDirection<F extends KnownForm>(
  walk: ReadonlyArray<PageOf<ListView<F>>>,
  first: ListView<F>,
  walked: ReadonlyMap<string, F>,
): Direction | 'unordered' | undefined {
  const pagesRead = walk.length > 0 ? walk.map((w) => w.answer.rows) : [first.rows];
  return directionOf(pagesRead) ?? directionOf([[...walked.values()]]);
}

/** What the model makes of every form read: the listing in the learned order, the window known complete, its forms. */
export interface Listing<F extends KnownForm> {
  readonly listing: readonly F[];
  readonly rows: ReadonlyMap<string, F>;
  readonly coverage: Coverage;
  readonly known: readonly F[];
}

/**
 * The order learned from the first page is the order every expectation is computed in (ties keep the walk's order),
 * so a target that flips the order on later pages is judged on that alone, not everywhere. The window known complete
 * is learned from `walked` alone (pages in a known order from the first on): `also` (the parameterless answer) joins
 * the listing but says nothing of what lies around it, since which forms an answer without page holds is not stated.
 */
export function listingOf<F extends KnownForm>(
  walked: Iterable<F>,
  complete: boolean,
  direction: Direction | 'unordered' | undefined,
  also: Iterable<F> = [],
): Listing<F> {
  const rows = new Map<string, F>();
  const covering: F[] = [];
  for (const form of walked) {
    if (rows.has(form.id)) continue;
    rows.set(form.id, form);
    covering.push(form);
  }
  for (const form of also) if (!rows.has(form.id)) rows.set(form.id, form);
  const listing = [...rows.values()];
  if (direction === 'newest-first' || direction === 'oldest-first') {
    const sign = direction === 'newest-first' ? -1 : 1;
    listing.sort((a, b) => (a.created === b.created ? 0 : (a.created < b.created ? -1 : 1) * sign));
  }
  const coverage = coverageOf(covering, complete, direction === 'unordered' ? undefined : direction);
  return { listing, rows, coverage, known: listing.filter((form) => isCovered(form, coverage)) };
}

export function describeCoverage(coverage: Coverage, template: string): string {
  switch (coverage.kind) {
    case 'all':
      return 'the whole account';
    case 'from':
      return `forms created at or after ${formatLike(template, coverage.bound)}`;
    case 'until':
      return `forms created at or before ${formatLike(template, coverage.bound)}`;
    case 'none':
      return 'nothing (the listing is not in created_at order, so no window of it is known to be complete)';
  }
}

/** What was read, for a note. */
export function sampledNote(read: {
  forms: number;
  pages: number;
  complete: boolean;
  ending: string;
  pageSize: number | undefined;
  firstPage: 0 | 1 | undefined;
  coverage: Coverage;
  template: string;
}): string {
  const base = read.firstPage === undefined ? '' : `; pages count from ${read.firstPage}`;
  const size = read.pageSize === undefined ? '' : `, ${read.pageSize} per page`;
  return read.complete
    ? `read the whole listing: ${plural(read.forms, 'form')} on ${Math.max(read.pages, 1)} page(s)${size}${base}`
    : `read ${plural(read.forms, 'form')} in the first ${read.pages} page(s)${size}${base} (${read.ending}); checks that need every matching form are confined to ${describeCoverage(read.coverage, read.template)}`;
}
