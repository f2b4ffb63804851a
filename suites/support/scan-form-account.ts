// The account's scan forms as the suite reads them once per run: the requests of the page walk and gap search,
// with every inference (first page number, page size, order, coverage) left to src/oracles/scan-form-account.ts.

import type { CheckContext } from '../../src/requirements/check-context.js';
import {
  firstPageNumberOf,
  formsNotWalked,
  gapSearch,
  gapWindows,
  listingDirection,
  listingOf,
  sampledNote,
  saysMore,
  sizeOf,
  walkPages,
  walkedForms,
  type GapWindow,
  unwalked,
  type Walk,
} from '../../src/oracles/scan-form-account.js';
import {
  matching,
  type Coverage,
  type Direction,
  type KnownForm,
  type Layout,
} from '../../src/oracles/scan-form-query.js';
import { formatLike, formatInstant, type Instant } from '../../src/oracles/scan-form-time.js';
import { adoptEvidence, readAnswer, sharedList, type FormRow, type ListAnswer, type ListQuery } from './scan-forms.js';

export interface WalkPage {
  /** The page number sent. */
  readonly page: number;
  readonly query: ListQuery;
  readonly answer: ListAnswer;
}

export interface Account {
  /** The answer without any parameter: forms of the account, not necessarily the first page (4.4 does not say). */
  readonly first: ListAnswer;
  readonly page0: ListAnswer;
  readonly page1: ListAnswer;
  /** The number pages count from (0 or 1), undefined when neither page=0 nor page=1 lists a form. */
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

export interface GapFinding {
  /** Where the window lies, e.g. "between page 1 and page 2". */
  readonly where: string;
  readonly query: ListQuery;
  readonly answer: ListAnswer;
  /** Forms in the window that no page of the walk listed. */
  readonly found: readonly FormRow[];
}

/** The parameterless answer, pages 0 and 1 (where pages start), and the walk of the pages from the first one. */
async function readPages(
  list: (query: ListQuery) => Promise<ListAnswer>,
  answers: ListAnswer[],
): Promise<{
  first: ListAnswer;
  page0: ListAnswer;
  page1: ListAnswer;
  firstPageNumber: 0 | 1 | undefined;
  walked: Walk<ListAnswer>;
}> {
  const [first, page0, page1] = await Promise.all([list({}), list({ page: '0' }), list({ page: '1' })]);
  answers.push(first, page0, page1);
  const firstPageNumber = firstPageNumberOf(page0, page1);
  if (firstPageNumber === undefined) return { first, page0, page1, firstPageNumber, walked: unwalked(first) };
  const read = async (pages: number[]): Promise<ListAnswer[]> => {
    const got = await Promise.all(pages.map((n) => list({ page: String(n) })));
    answers.push(...got);
    return got;
  };
  const walked = await walkPages(firstPageNumber, firstPageNumber === 0 ? page0 : page1, page1, read);
  return { first, page0, page1, firstPageNumber, walked };
}

async function loadAccount(ctx: CheckContext): Promise<Account> {
  const list = async (query: ListQuery): Promise<ListAnswer> => readAnswer(await sharedList(ctx, query));
  const answers: ListAnswer[] = [];
  const { first, page0, page1, firstPageNumber, walked } = await readPages(list, answers);
  const defaultSize = sizeOf(first);
  const walk: WalkPage[] = walked.walk.map((w) => ({ ...w, query: { page: String(w.page) } }));
  const { complete, ending } = walked;
  const layout: Layout | undefined =
    firstPageNumber === undefined
      ? undefined
      : { firstPage: firstPageNumber, pageSize: saysMore(walk[0]!.answer) ? walk[0]!.answer.ids.length : undefined };
  const formsWalked = walkedForms(walk, first);
  const direction = listingDirection(walk, first, formsWalked);
  const template = formsWalked.values().next().value?.createdAt ?? '2024-01-01T00:00:00Z';
  const search = gapSearch(walk, formsWalked.size, complete, direction);
  const gaps =
    search === undefined || direction === undefined || direction === 'unordered'
      ? []
      : await findGaps(list, gapWindows(walk, direction, search === 'with-tail'), formsWalked, template);
  answers.push(...gaps.map((g) => g.answer));
  // Without a walk, the parameterless answer is all that was read, and where it lies in the listing is not known.
  const { listing, rows, coverage, known } = listingOf(
    walk.length === 0 ? [] : [...formsWalked.values(), ...gaps.flatMap((g) => g.found)],
    complete,
    direction,
    first.rows,
  );
  const sampled = sampledNote({
    forms: listing.length,
    pages: walk.length,
    complete,
    ending,
    pageSize: layout?.pageSize,
    firstPage: firstPageNumber,
    coverage,
    template,
  });
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

/** Asks each gap window (one request each, side by side) for forms the walk never showed. */
async function findGaps(
  list: (q: ListQuery) => Promise<ListAnswer>,
  windows: ReadonlyArray<GapWindow<FormRow>>,
  walked: ReadonlyMap<string, FormRow>,
  template: string,
): Promise<GapFinding[]> {
  const queries = windows.map((w): ListQuery => ({
    ...(w.start === undefined ? {} : { start_datetime: formatLike(template, w.start.created) }),
    ...(w.end === undefined ? {} : { end_datetime: formatLike(template, w.end.created) }),
  }));
  const answers = await Promise.all(queries.map((q) => list(q)));
  return windows.map((w, i) => ({
    where: w.where,
    query: queries[i]!,
    answer: answers[i]!,
    found: formsNotWalked(answers[i]!.rows, walked),
  }));
}

/** The account as read once per run; every consumer gets the evidence of every request behind it. */
export async function readAccount(ctx: CheckContext): Promise<Account> {
  const account = await ctx.shared('scan-forms:account', () => loadAccount(ctx));
  adoptEvidence(
    ctx,
    account.answers.map((a) => a.res),
  );
  return account;
}

/**
 * The account, failing the check readably when the listing itself cannot be read (the envelope requirement says
 * why in detail), and not exercising it when too few forms were read. `window` checks need forms within the
 * window known to be complete (every form of a small account; the covered window of a large one); `listing`
 * checks only need forms read.
 */
export async function accountWithForms(
  ctx: CheckContext,
  need = 1,
  scope: 'window' | 'listing' = 'window',
): Promise<Account> {
  const account = await readAccount(ctx);
  if (!account.first.ok)
    ctx.fail('GET /scan_forms did not answer a list', {
      received: account.first.problem ?? '',
      expected: 'HTTP 200 with {scan_forms, has_more, total_count} (spec 4.4)',
      exchange: account.first.res.exchange,
    });
  if (account.listing.length === 0)
    ctx.notExercised(
      'the account holds no scan forms, and the spec gives no way to create one: add forms to the account for full coverage',
    );
  const have = scope === 'window' ? account.known.length : account.listing.length;
  if (have < need) {
    if (scope === 'window' && account.coverage.kind === 'none') {
      ctx.notExercised(
        `the account is too large to read whole and its first pages are not in created_at order, so no window of it is known to be complete (${account.sampled})`,
      );
    }
    ctx.notExercised(
      `this check needs at least ${need} forms whose created_at can be read, and ${have} ${have === 1 ? 'was' : 'were'} (${account.sampled})`,
    );
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

/** A complete walk of one narrow time window, for accounts too large to walk whole. */
export interface WindowWalk {
  readonly window: string;
  readonly expected: readonly KnownForm[];
  readonly pages: readonly WalkPage[];
}

/**
 * Picks a window of about two and a half pages from the start of what was read, so its complete walk fits in a
 * few requests whatever the account's size, and walks it: pages side by side, plus one more if the last still
 * says has_more. Shared by the run; undefined when the account has no such window.
 */
export async function windowWalk(ctx: CheckContext, account: Account): Promise<WindowWalk | undefined> {
  const size = account.layout?.pageSize;
  const first = account.firstPageNumber;
  if (size === undefined || first === undefined || account.known.length <= size) return undefined;
  const walk = await ctx.shared('scan-forms:window-walk', async () => {
    const edge = account.known[Math.min(account.known.length - 1, Math.floor(size * 2.5))]!;
    const head = account.known[0]!;
    const [lo, hi] = edge.created < head.created ? [edge, head] : [head, edge];
    const expected = matching(account.known, { start: lo.created, end: hi.created });
    const base: ListQuery = { start_datetime: bound(account, lo.created), end_datetime: bound(account, hi.created) };
    const fetch = (n: number) =>
      sharedList(ctx, { ...base, page: String(n) }).then((res) => ({
        page: n,
        query: { ...base, page: String(n) },
        answer: readAnswer(res),
      }));
    const count = Math.max(1, Math.ceil(expected.length / size));
    const pages: WalkPage[] = await Promise.all(Array.from({ length: count }, (_, i) => fetch(first + i)));
    if (pages[pages.length - 1]!.answer.hasMore === true) pages.push(await fetch(first + count));
    return { window: `created_at from ${base.start_datetime!} to ${base.end_datetime!}`, expected, pages };
  });
  adoptEvidence(
    ctx,
    walk.pages.map((p) => p.answer.res),
  );
  return walk;
}

/** A value as a message shows it: JSON, or "missing". */
export function show(value: unknown): string {
  return value === undefined ? 'missing' : JSON.stringify(value);
}

/** Pages read with the second key: its first pages, within a small budget. */
const SECOND_ACCOUNT_PAGES = 3;

export interface SecondAccount {
  readonly answers: readonly ListAnswer[];
  readonly rows: ReadonlyMap<string, FormRow>;
}

/** The second key's first pages, read once per run (shared by the isolation and precedence checks). */
export async function readSecondAccount(ctx: CheckContext, account: Account): Promise<SecondAccount> {
  const second = await ctx.shared('scan-forms:second-account', async () => {
    const first = readAnswer(await sharedList(ctx, {}, 'second-key'));
    const answers = [first];
    const base = account.firstPageNumber;
    if (base !== undefined && first.hasMore === true) {
      const more = await Promise.all(
        Array.from({ length: SECOND_ACCOUNT_PAGES - 1 }, (_, i) =>
          sharedList(ctx, { page: String(base + 1 + i) }, 'second-key'),
        ),
      );
      answers.push(...more.map(readAnswer));
    }
    const rows = new Map<string, FormRow>();
    for (const a of answers) for (const row of a.rows) rows.set(row.id, row);
    return { answers, rows };
  });
  adoptEvidence(
    ctx,
    second.answers.map((a) => a.res),
  );
  return second;
}
