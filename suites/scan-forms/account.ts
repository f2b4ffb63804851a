// The account's scan forms as the suite reads them once per run, within a fixed page budget: the page walk,
// what was learned (first page number, page size, order) and the window within which every form is known.

import type { CheckContext } from '../../src/engine/check-context.js';
import { coverageOf, directionOf, isCovered, type Coverage, type Direction, type KnownForm, type Layout } from '../../src/oracles/scan-form-query.js';
import { formatLike, formatInstant, type Instant } from '../../src/oracles/scan-form-time.js';
import { adoptEvidence, readAnswer, sharedList, type FormRow, type ListAnswer, type ListQuery } from '../support/scan-forms.js';

/** Most list requests the walk of the unfiltered listing may take (issue 7: the count must not grow with the account). */
export const PAGE_BUDGET = 12;
/** Pages read from the start of the listing when the whole walk would exceed the budget (more when pages are small). */
export const SAMPLE_PAGES = 3;
/** Forms a sample of the first pages aims for, so a target with tiny pages is not judged on two or three forms. */
const SAMPLE_FORMS = 25;

export interface WalkPage {
  /** The page number sent. */
  readonly page: number;
  readonly query: ListQuery;
  readonly answer: ListAnswer;
}

export interface Account {
  /** The answer without any parameter. */
  readonly first: ListAnswer;
  readonly page0: ListAnswer;
  readonly page1: ListAnswer;
  /** The page number that answers the first page (0 or 1), undefined when neither does or there are no forms. */
  readonly firstPageNumber: 0 | 1 | undefined;
  /** Known only when the first page number is. */
  readonly layout: Layout | undefined;
  /**
   * Forms in an answer without page, learned from the parameterless answer: 4.4's cursor mode may size its answers
   * apart from page mode. Undefined when that answer held the whole listing.
   */
  readonly defaultSize: number | undefined;
  /** Consecutive pages from the first page number on. */
  readonly walk: readonly WalkPage[];
  /** The walk reached the end of the listing within the budget. */
  readonly complete: boolean;
  /** How the walk ended, for notes and failures. */
  readonly ending: string;
  /** Every distinct readable form read, in listing order. */
  readonly listing: readonly FormRow[];
  readonly rows: ReadonlyMap<string, FormRow>;
  readonly direction: Direction | 'unordered' | undefined;
  readonly coverage: Coverage;
  /** The forms within the coverage, in listing order: the oracle's whole world. */
  readonly known: readonly FormRow[];
  /** Forms the walk left out, found by created_at windows (looked for only when the walk fell short of total_count). */
  readonly gaps: readonly GapFinding[];
  /** created_at of a listed form, so bounds sent look like the target's own timestamps. */
  readonly template: string;
  /** What was read, for a note. */
  readonly sampled: string;
  /** Every answer behind this account view, for evidence. */
  readonly answers: readonly ListAnswer[];
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/**
 * The answer lists forms and it starts as the parameterless answer does: the shorter of the two holds the same forms
 * as the head of the longer (an answer without page may hold more or fewer forms than a page, see defaultSize).
 */
function startsTheListing(answer: ListAnswer, firstIds: readonly (string | undefined)[]): boolean {
  if (!answer.ok || answer.ids.length === 0 || firstIds.length === 0) return false;
  const n = Math.min(answer.ids.length, firstIds.length);
  const head = new Set(firstIds.slice(0, n));
  return answer.ids.slice(0, n).every((id) => id !== undefined && head.has(id));
}

function sameIds(a: ListAnswer, b: ListAnswer): boolean {
  return a.ids.length === b.ids.length && a.ids.every((id, i) => id !== undefined && id === b.ids[i]);
}

export interface GapFinding {
  /** Where the window lies, e.g. "between page 1 and page 2". */
  readonly where: string;
  readonly query: ListQuery;
  readonly answer: ListAnswer;
  /** Forms in the window that no page of the walk listed. */
  readonly found: readonly FormRow[];
}

/**
 * Looks for forms the walk never showed by asking for the created_at windows at the head, at every page boundary
 * and at the tail of the walk: a listing ordered by created_at can only hide a form in one of them. One request per
 * page: for a whole walk only when it yielded fewer forms than total_count says; for the first pages of a large
 * account always (without the tail, which lies beyond what was read), since nothing else could show a gap there.
 */
async function findGaps(list: (q: ListQuery) => Promise<ListAnswer>, walk: readonly WalkPage[], walked: ReadonlyMap<string, FormRow>, direction: Direction, template: string, withTail: boolean): Promise<GapFinding[]> {
  const pages = walk.filter((w) => w.answer.rows.length > 0);
  if (pages.length === 0) return [];
  const t = (row: FormRow): string => formatLike(template, row.created);
  const newestFirst = direction === 'newest-first';
  const head = pages[0]!.answer.rows[0]!;
  const tail = pages[pages.length - 1]!.answer.rows.at(-1)!;
  const windows: Array<{ where: string; query: ListQuery }> = [{ where: 'before the first form of the first page', query: newestFirst ? { start_datetime: t(head) } : { end_datetime: t(head) } }];
  for (let i = 0; i + 1 < pages.length; i++) {
    const a = pages[i]!.answer.rows.at(-1)!;
    const b = pages[i + 1]!.answer.rows[0]!;
    const [lo, hi] = a.created < b.created ? [a, b] : [b, a];
    windows.push({ where: `between page ${pages[i]!.page} and page ${pages[i + 1]!.page}`, query: { start_datetime: t(lo), end_datetime: t(hi) } });
  }
  if (withTail) windows.push({ where: 'after the last form of the last page', query: newestFirst ? { end_datetime: t(tail) } : { start_datetime: t(tail) } });
  const answers = await Promise.all(windows.map((w) => list(w.query)));
  return windows.map((w, i) => ({ ...w, answer: answers[i]!, found: answers[i]!.rows.filter((row) => !walked.has(row.id)) }));
}

async function loadAccount(ctx: CheckContext): Promise<Account> {
  const list = async (query: ListQuery): Promise<ListAnswer> => readAnswer(await sharedList(ctx, query));
  const [first, page0, page1] = await Promise.all([list({}), list({ page: '0' }), list({ page: '1' })]);
  const answers: ListAnswer[] = [first, page0, page1];
  // 4.4 gives page no base: the page number answering the forms of the parameterless answer is the first one. When
  // page=0 and page=1 answer the very same forms, pages count from 1 and 0 is taken as 1 (Kaminari, Laravel and
  // Spring Data clamp a number below the first page to it; what such a number gives is not shown).
  let firstPageNumber: 0 | 1 | undefined;
  if (startsTheListing(page0, first.ids) && !(startsTheListing(page1, first.ids) && sameIds(page0, page1))) firstPageNumber = 0;
  else if (startsTheListing(page1, first.ids)) firstPageNumber = 1;
  const firstTotal = isCount(first.totalCount) ? first.totalCount : undefined;
  const defaultSize = first.ok && first.ids.length > 0 && (first.hasMore === true || (firstTotal !== undefined && firstTotal > first.ids.length)) ? first.ids.length : undefined;

  const walk: WalkPage[] = [];
  let complete = false;
  let ending: string;
  let layout: Layout | undefined;
  if (firstPageNumber === undefined) {
    complete = first.ok && first.hasMore !== true && (!isCount(first.totalCount) || first.ids.length >= first.totalCount);
    ending = first.ids.length === 0 ? 'the account lists no scan forms' : 'neither page=0 nor page=1 answers the first page, so pages could not be walked';
  } else {
    const start = firstPageNumber === 0 ? page0 : page1;
    walk.push({ page: firstPageNumber, query: { page: String(firstPageNumber) }, answer: start });
    const total = isCount(start.totalCount) ? start.totalCount : undefined;
    const multiPage = start.hasMore === true || (total !== undefined && total > start.ids.length);
    const pageSize = multiPage ? start.ids.length : undefined;
    layout = { firstPage: firstPageNumber, pageSize };
    const fetch = async (numbers: number[]): Promise<void> => {
      const got = await Promise.all(numbers.map((n) => list({ page: String(n) }).then((answer) => ({ page: n, query: { page: String(n) }, answer }))));
      walk.push(...got);
      answers.push(...got.map((w) => w.answer));
    };
    const next = (): number => firstPageNumber + walk.length;
    if (pageSize === undefined) {
      complete = true;
      ending = 'every form is on the first page';
      // The page after the only one must hold no form; with pages from 0 that is page=1, read already.
      if (firstPageNumber === 0) walk.push({ page: 1, query: { page: '1' }, answer: page1 });
      else if (start.ids.length > 0) await fetch([next()]);
    } else {
      const needed = total === undefined ? undefined : Math.ceil(total / pageSize);
      if (needed !== undefined && needed > PAGE_BUDGET) {
        // Too large to walk: read the start of the listing; checks confine themselves to what it covers.
        const sample = Math.min(PAGE_BUDGET, Math.max(SAMPLE_PAGES, Math.ceil(SAMPLE_FORMS / pageSize)));
        await fetch(Array.from({ length: sample - 1 }, (_, i) => firstPageNumber + 1 + i));
        ending = `total_count ${total} needs ${needed} pages, more than the budget of ${PAGE_BUDGET}`;
      } else {
        // The pages total_count announces and the one after them, side by side (the page past the last must hold
        // no form); then one by one while the target says there are more.
        if (needed !== undefined) await fetch(Array.from({ length: Math.max(needed, 1) }, (_, i) => firstPageNumber + 1 + i));
        const distinct = () => new Set(walk.flatMap((w) => w.answer.ids)).size;
        const goesOn = (last: WalkPage): boolean => last.answer.ok && last.answer.ids.length > 0 && (last.answer.hasMore === true || (total !== undefined && distinct() < total));
        while (walk.length <= PAGE_BUDGET && goesOn(walk[walk.length - 1]!)) await fetch([next()]);
        complete = !goesOn(walk[walk.length - 1]!);
        if (complete && walk[walk.length - 1]!.answer.ids.length > 0) await fetch([next()]);
        ending = complete ? `the walk ended at page ${next() - 1}` : `the budget of ${PAGE_BUDGET} pages ran out before the end`;
      }
    }
  }

  // Listing order is the walk's order; the parameterless answer only fills in when there is no walk.
  const walked = new Map<string, FormRow>();
  for (const answer of walk.length > 0 ? walk.map((w) => w.answer) : [first]) for (const row of answer.rows) if (!walked.has(row.id)) walked.set(row.id, row);
  for (const row of first.rows) if (!walked.has(row.id)) walked.set(row.id, row);
  // Learned from the first page holding two instants; with pages of a single form, from the walk as one sequence.
  const pagesRead = walk.length > 0 ? walk.map((w) => w.answer.rows) : [first.rows];
  const direction = directionOf(pagesRead) ?? directionOf([[...walked.values()]]);
  const template = walked.values().next().value?.createdAt ?? '2024-01-01T00:00:00Z';
  const walkTotal = walk[0]?.answer.totalCount;
  const ordered = direction === 'newest-first' || direction === 'oldest-first';
  const gaps =
    ordered && complete && isCount(walkTotal) && walked.size < walkTotal
      ? await findGaps(list, walk, walked, direction, template, true)
      : ordered && !complete && walk.length > 1
        ? await findGaps(list, walk, walked, direction, template, false)
        : [];
  answers.push(...gaps.map((g) => g.answer));
  const rows = new Map(walked);
  for (const gap of gaps) for (const row of gap.found) if (!rows.has(row.id)) rows.set(row.id, row);
  // The order learned from the first page is the order every expectation is computed in (ties keep the walk's order),
  // so a target that flips the order on later pages is judged on that alone (SF-SORT-CONSISTENT), not everywhere.
  const listing = [...rows.values()];
  if (direction === 'newest-first' || direction === 'oldest-first') {
    const sign = direction === 'newest-first' ? -1 : 1;
    listing.sort((a, b) => (a.created === b.created ? 0 : (a.created < b.created ? -1 : 1) * sign));
  }
  const coverage = coverageOf(listing, complete, direction === 'unordered' ? undefined : direction);
  const known = listing.filter((form) => isCovered(form, coverage));
  const pages = walk.length;
  const base = firstPageNumber === undefined ? '' : `; pages count from ${firstPageNumber}`;
  const size = layout?.pageSize === undefined ? '' : `, ${layout.pageSize} per page`;
  const sampled = complete
    ? `read the whole listing: ${plural(listing.length, 'form')} on ${Math.max(pages, 1)} page(s)${size}${base}`
    : `read ${plural(listing.length, 'form')} in the first ${pages} page(s)${size}${base} (${ending}); checks that need every matching form are confined to ${describeCoverage(coverage, template)}`;
  return {
    first,
    page0,
    page1,
    firstPageNumber,
    layout: layout === undefined ? undefined : { ...layout, defaultSize },
    defaultSize,
    walk,
    complete,
    ending,
    listing,
    rows,
    direction,
    coverage,
    known,
    gaps,
    template,
    sampled,
    answers,
  };
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

/** The account as read once per run; every consumer gets the evidence of every request behind it. */
export async function readAccount(ctx: CheckContext): Promise<Account> {
  const account = await ctx.shared('scan-forms:account', () => loadAccount(ctx));
  adoptEvidence(ctx, account.answers.map((a) => a.res));
  return account;
}

/**
 * The account, failing the check readably when the listing itself cannot be read (the envelope requirement says
 * why in detail), and not exercising it when too few forms were read. `window` checks need forms within the
 * window known to be complete (every form of a small account; the covered window of a large one); `listing`
 * checks only need forms read.
 */
export async function accountWithForms(ctx: CheckContext, need = 1, scope: 'window' | 'listing' = 'window'): Promise<Account> {
  const account = await readAccount(ctx);
  if (!account.first.ok) ctx.fail('GET /scan_forms did not answer a list', { received: account.first.problem ?? '', expected: 'HTTP 200 with {scan_forms, has_more, total_count} (spec 4.4)', exchange: account.first.res.exchange });
  if (account.listing.length === 0) ctx.notExercised('the account holds no scan forms, and the spec gives no way to create one: add forms to the account for full coverage');
  const have = scope === 'window' ? account.known.length : account.listing.length;
  if (have < need) {
    if (scope === 'window' && account.coverage.kind === 'none') {
      ctx.notExercised(`the account is too large to read whole and its first pages are not in created_at order, so no window of it is known to be complete (${account.sampled})`);
    }
    ctx.notExercised(`this check needs at least ${need} forms whose created_at can be read, and ${have} ${have === 1 ? 'was' : 'were'} (${account.sampled})`);
  }
  ctx.note(account.sampled);
  return account;
}

/** A bound as the target would write it. */
export function bound(account: Account, instant: Instant): string {
  return formatLike(account.template, instant);
}

export function utc(instant: Instant): string {
  return formatInstant(instant);
}

/** A form for a message: its id, created_at as written and reference. */
export function describeForm(form: KnownForm | undefined, account: Account, id?: string): string {
  if (form === undefined) return `${id ?? '?'} (not a form read from this account)`;
  const row = account.rows.get(form.id);
  const created = row?.createdAt ?? utc(form.created);
  const reference = form.reference === undefined ? '' : `, reference ${JSON.stringify(form.reference)}`;
  return `${form.id} (created_at ${created}${reference})`;
}

/** A short list for messages: the first few items and how many more. */
export function listed(items: readonly string[], max = 6): string {
  if (items.length === 0) return 'none';
  return items.length <= max ? items.join(', ') : `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
}
