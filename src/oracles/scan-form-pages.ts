// Judges of page walks and of answers next to them (spec 4.4): pages that answer no list, forms on two pages or on
// none, has_more, page numbers before the first, page over cursors, one order. Pure; the suites phrase them.

import { isCount, type ListView, type PageOf } from './scan-form-account.js';
import type { CursorFindings } from './scan-form-judge.js';
import { sameIds } from './same-forms.js';
import { orderBreaks, type Direction, type KnownForm } from './scan-form-query.js';

/** An answer with the HTTP status it came with, for judges that accept a refusal in some places. */
export interface StatusView extends ListView {
  readonly status: number;
  /** The answer is a 4xx carrying the error body of spec 7. */
  readonly refusedWithBody?: boolean;
}

/**
 * Pages of a walk that did not answer a list, and pages past the last that were refused (accepted). A page past the
 * last one (the page before it said has_more false, or every counted form was already seen) may be a client error
 * with the error body instead of an empty list: what such a page gives is not shown (4.4), and frameworks answer 404.
 */
export function brokenPages<P extends PageOf<StatusView>>(pages: readonly P[]): { broken: P[]; refusedPastEnd: P[] } {
  const broken: P[] = [];
  const refusedPastEnd: P[] = [];
  pages.forEach((w, i) => {
    if (w.answer.ok) return;
    const previous = pages[i - 1]?.answer;
    const seen = new Set(pages.slice(0, i).flatMap((p) => p.answer.ids)).size;
    const pastEnd =
      previous !== undefined &&
      (previous.hasMore === false || (isCount(previous.totalCount) && seen >= previous.totalCount));
    const status = w.answer.status;
    if (pastEnd && status >= 400 && status < 500 && w.answer.refusedWithBody === true) refusedPastEnd.push(w);
    else broken.push(w);
  });
  return { broken, refusedPastEnd };
}

/** Forms listed on more than one page of a walk (or twice on one): each id with the pages (indices) it is on. */
export function overlaps(pages: ReadonlyArray<PageOf<ListView>>): Array<{ id: string; on: number[] }> {
  const where = new Map<string, number[]>();
  pages.forEach((w, i) => {
    for (const id of w.answer.ids) if (id !== undefined) where.set(id, [...(where.get(id) ?? []), i]);
  });
  return [...where].filter(([, on]) => on.length > 1).map(([id, on]) => ({ id, on }));
}

/** What a walk of the whole listing shows (4.4, page-based pagination), for a walk and the gap windows asked beside it. */
export interface PageWalkFindings<G extends { readonly found: readonly unknown[] }> {
  /** Forms listed on more than one page (or twice on one). */
  readonly twice: ReadonlyArray<{ readonly id: string; readonly on: readonly number[] }>;
  /** Forms a created_at window found that no page listed, each with the window that found it. */
  readonly leftOut: ReadonlyArray<{ readonly gap: G; readonly form: G['found'][number] }>;
  /** A complete walk yielded fewer forms than total_count and no window found the rest (total_count's to judge). */
  readonly shortOfTotal?: { readonly total: number; readonly walked: number };
  /** More than one page listed forms, so the walk crossed a page boundary. */
  readonly acrossPages: boolean;
}

/**
 * 4.4's page-based pagination: walking the pages yields every form once. `gaps` are the created_at windows asked
 * beside the walk, each with the forms it found that the walk never showed; `listed` counts every distinct form read.
 */
export function pageWalkFindings<G extends { readonly found: readonly unknown[] }>(
  walk: ReadonlyArray<PageOf<ListView>>,
  gaps: readonly G[],
  complete: boolean,
  listed: number,
): PageWalkFindings<G> {
  const total = walk[0]?.answer.totalCount;
  return {
    twice: overlaps(walk),
    leftOut: gaps.flatMap((gap) => gap.found.map((form) => ({ gap, form }))),
    ...(complete && isCount(total) && listed < total ? { shortOfTotal: { total, walked: listed } } : {}),
    acrossPages: walk.filter((w) => w.answer.ids.length > 0).length > 1,
  };
}

/**
 * A complete walk of one created_at window (4.4): `expected` are the window's forms among those read; each must be on
 * exactly one page of the walk.
 */
export function windowWalkFindings<F extends KnownForm>(
  pages: ReadonlyArray<PageOf<ListView>>,
  expected: readonly F[],
): { twice: Array<{ id: string; on: number[] }>; missing: F[] } {
  const got = new Set(pages.flatMap((p) => p.answer.ids));
  return { twice: overlaps(pages), missing: expected.filter((f) => !got.has(f.id)) };
}

/** A page whose has_more is wrong: its index, what it said, what it should say and why. */
export interface HasMoreFinding {
  readonly index: number;
  readonly received: unknown;
  readonly expected: boolean;
  readonly why: string;
}

/**
 * 4.4 "has_more": true on a page when a later page of the walk brings a form not seen yet, false when none does.
 * `lastMore` decides the last page when the walk was cut short (undefined: not judged).
 */
export function hasMoreFindings(
  pages: ReadonlyArray<PageOf<ListView>>,
  lastMore: boolean | undefined,
): HasMoreFinding[] {
  const findings: HasMoreFinding[] = [];
  for (const [i, w] of pages.entries()) {
    const seen = new Set(pages.slice(0, i + 1).flatMap((p) => p.answer.ids));
    const later = pages.slice(i + 1).some((p) => p.answer.ids.some((id) => id !== undefined && !seen.has(id)));
    const expected = i === pages.length - 1 ? lastMore : later;
    if (expected === undefined || w.answer.hasMore === expected) continue;
    const why = expected
      ? 'later pages hold more forms'
      : i === pages.length - 1
        ? 'no form follows it'
        : 'later pages hold no other form';
    findings.push({ index: i, received: w.answer.hasMore, expected, why });
  }
  return findings;
}

/**
 * What the last page of a walk cut short should say: false after a complete walk is not judged here (the walk
 * judges itself), true when total_count counts more forms than were read, undefined when nothing tells.
 */
export function lastPageMore(complete: boolean, readCount: number, totalCount: unknown): boolean | undefined {
  if (complete) return false;
  return isCount(totalCount) && readCount < totalCount ? true : undefined;
}

/** A window holding `n` matching forms, asked with the first page number, and its answer. */
export interface EdgeWindow {
  readonly n: number;
  /** The page the query oracle expects: has_more is whether a form is left for the next page. */
  readonly expected: { readonly hasMore: boolean };
  readonly answer: ListView;
}

/** A cursor answer with the size of its side and what the cursor judge found (spec 4.4, judgeCursor). */
export interface JudgedCursor {
  readonly answer: ListView;
  /** Matching forms on the cursor's side. */
  readonly side: number;
  readonly findings: Pick<CursorFindings, 'hasMore'>;
}

/** Every has_more a target got wrong, per kind of answer, and whether has_more could be seen true at all. */
export interface HasMoreJudgement<P, E, C> {
  readonly walk: ReadonlyArray<HasMoreFinding & { readonly page: P }>;
  readonly window: ReadonlyArray<HasMoreFinding & { readonly page: P }>;
  /** `one-left`: a form is left for the next page; `fills-page`: the matching forms fill exactly this page. */
  readonly edges: ReadonlyArray<{
    readonly edge: E;
    readonly received: unknown;
    readonly expected: boolean;
    readonly why: 'one-left' | 'fills-page';
  }>;
  /** `left-out`: `left` forms of the cursor's side are not in the answer; `all-returned`: none is. */
  readonly cursors: ReadonlyArray<{
    readonly cursor: C;
    readonly received: unknown;
    readonly expected: boolean;
    readonly why: 'left-out' | 'all-returned';
    readonly left: number;
  }>;
  /** A walk crossed pages or a cursor left forms of its side out, so has_more could be seen true. */
  readonly exercised: boolean;
}

/**
 * 4.4 "has_more: Whether more results exist", over every answer read for it: the walk of the listing (its last page
 * judged as lastPageMore says), a complete walk of one created_at window (its last page false), windows that fill one
 * page exactly or leave one form over, and cursor answers (judged by judgeCursor). Pages that answered no list are the
 * walk's to report, not judged here.
 */
export function hasMoreJudgement<P extends PageOf<ListView>, E extends EdgeWindow, C extends JudgedCursor>(read: {
  readonly walk: readonly P[];
  readonly complete: boolean;
  /** Distinct forms read, walk and gap windows together. */
  readonly listed: number;
  readonly window: readonly P[] | undefined;
  readonly edges: readonly E[];
  readonly cursors: readonly C[];
}): HasMoreJudgement<P, E, C> {
  const walk = read.walk.filter((w) => w.answer.ok);
  const lastMore = lastPageMore(read.complete, read.listed, walk[0]?.answer.totalCount);
  const window = (read.window ?? []).filter((w) => w.answer.ok);
  return {
    walk: hasMoreFindings(walk, lastMore).map((f) => ({ ...f, page: walk[f.index]! })),
    window: hasMoreFindings(window, false).map((f) => ({ ...f, page: window[f.index]! })),
    edges: read.edges
      .filter((edge) => edge.answer.ok && edge.answer.hasMore !== edge.expected.hasMore)
      .map((edge) => ({
        edge,
        received: edge.answer.hasMore,
        expected: edge.expected.hasMore,
        why: edge.expected.hasMore ? ('one-left' as const) : ('fills-page' as const),
      })),
    cursors: read.cursors.flatMap((cursor) => {
      const wrong = cursor.findings.hasMore;
      if (wrong === undefined) return [];
      const why = wrong.expected ? ('left-out' as const) : ('all-returned' as const);
      const left = cursor.side - cursor.answer.ids.length;
      return [{ cursor, received: wrong.received, expected: wrong.expected, why, left }];
    }),
    exercised:
      walk.filter((w) => w.answer.ids.length > 0).length > 1 ||
      read.cursors.some(({ answer, side }) => side > answer.ids.length),
  };
}

/**
 * A page number before the first page (4.4 gives it nothing): a 4xx, a 3xx, an empty list and the first page
 * itself (a number below the first clamped to it) are all accepted; forms of another page or a server error are not.
 */
export function belowFirstBroken(answer: StatusView, firstPageIds: ReadonlyArray<string | undefined>): boolean {
  const status = answer.status;
  if (status >= 500) return true;
  if (status < 200 || status >= 300) return false;
  if (!answer.ok) return true;
  const clamped = answer.ids.length > 0 && answer.ids.map(String).join(',') === firstPageIds.map(String).join(',');
  return answer.ids.length > 0 && !clamped;
}

/** A page number before the first that was answered with forms of another page or a server error. */
export interface BelowFirstFinding<A> {
  readonly n: number;
  readonly answer: A;
  /** For each id the answer lists, the walk's page that lists it first (undefined: on no page read). */
  readonly pages: ReadonlyArray<number | undefined>;
}

/** belowFirstBroken over each page number asked, with the walk's page of every form a broken answer lists. */
export function belowFirstFindings<A extends StatusView>(
  asked: ReadonlyArray<{ readonly n: number; readonly answer: A }>,
  walk: ReadonlyArray<PageOf<ListView>>,
): Array<BelowFirstFinding<A>> {
  const pageOf = new Map<string, number>();
  for (const w of walk) for (const id of w.answer.ids) if (id !== undefined && !pageOf.has(id)) pageOf.set(id, w.page);
  return asked
    .filter(({ answer }) => belowFirstBroken(answer, walk[0]?.answer.ids ?? []))
    .map(({ n, answer }) => ({
      n,
      answer,
      pages: answer.ids.map((id) => (id === undefined ? undefined : pageOf.get(id))),
    }));
}

/**
 * 4.4 "page: When present, before_id and after_id are ignored": with page, whatever the cursors say, the answer is
 * exactly page alone: the same forms in the same order (forms of one instant in any order), has_more and total_count.
 */
export function answersAsAlone(answer: ListView, alone: ListView): boolean {
  return (
    answer.ok &&
    sameListing(answer, alone) &&
    answer.totalCount === alone.totalCount &&
    answer.hasMore === alone.hasMore
  );
}

/**
 * Two answers list the same forms in the same order, forms created in one instant being in any order among
 * themselves (no order among equal created_at is stated): the same ids, each as often, and the same created_at
 * instant at each position. Without readable created_at values, the very same id sequence.
 */
export function sameListing(a: ListView, b: ListView): boolean {
  if (!sameIds(a.ids, b.ids)) return false;
  if (a.rows.length !== a.ids.length || b.rows.length !== b.ids.length) return a.ids.every((id, i) => id === b.ids[i]);
  return a.rows.every((row, i) => row.created === b.rows[i]!.created);
}

/** A place where a walk read as one sequence breaks its direction: the page indices and forms on either side. */
export interface WalkBreak<F extends KnownForm> {
  /** `index` is the page's position in the walk. */
  readonly before: { readonly index: number; readonly form: F };
  readonly after: { readonly index: number; readonly form: F };
}

/**
 * The walk as one sequence keeps the direction learned from its first page, across page boundaries. Each form
 * counts where it first appears: a page repeated under another number is the page walk's to report.
 */
export function walkOrderBreaks<F extends KnownForm>(
  pages: ReadonlyArray<PageOf<ListView<F>>>,
  direction: Direction,
): Array<WalkBreak<F>> {
  const seen = new Set<string>();
  const sequence = pages.flatMap((w, index) =>
    w.answer.rows.filter((row) => !seen.has(row.id) && seen.add(row.id)).map((form) => ({ index, form })),
  );
  return orderBreaks(
    sequence.map((s) => s.form),
    direction,
  ).map((i) => ({ before: sequence[i - 1]!, after: sequence[i]! }));
}

/** How one answer breaks the listing's order, if it does: two ids out of order, or 'walk' when only the walk's relative order is broken. */
export type OrderFinding =
  { readonly kind: 'direction'; readonly earlier: string; readonly later: string } | { readonly kind: 'walk' };

/**
 * An answer keeps the listing's order: its own rows in the direction learned (when there is one and every element
 * reads as a form), and otherwise the walk's relative order of the forms it shares with it (forms of one instant in
 * any order among themselves).
 */
export function answerOrderFinding(
  answer: ListView,
  direction: Direction | 'unordered',
  listing: readonly KnownForm[],
): OrderFinding | undefined {
  if (!answer.ok) return undefined;
  if (direction !== 'unordered' && answer.rows.length === answer.ids.length) {
    const i = orderBreaks(answer.rows, direction)[0];
    if (i !== undefined) return { kind: 'direction', earlier: answer.rows[i - 1]!.id, later: answer.rows[i]!.id };
  }
  const position = new Map(listing.map((row, i) => [row.id, i]));
  const placed = answer.ids
    .map((id) => (id === undefined ? undefined : position.get(id)))
    .filter((p): p is number => p !== undefined)
    .map((p) => listing[p]!);
  const swapped = placed.some(
    (row, i) =>
      i > 0 && position.get(row.id)! < position.get(placed[i - 1]!.id)! && row.created !== placed[i - 1]!.created,
  );
  return swapped ? { kind: 'walk' } : undefined;
}

/** How a page number at an integer limit was answered wrongly (4.4 `page`: integer; 7: a refusal carries the body). */
export type LimitFinding =
  | 'server-error'
  | 'not-a-list'
  | 'refused-without-body'
  | 'forms-past-the-end'
  | 'more-past-the-end'
  | 'not-the-page-named';

/**
 * A page number at a limit (2^31-1, 2^31, 2^53+1), spelled with leading zeros or a plus, or written with a fraction:
 * a 4xx with the error body of spec 7, or an honest page of the walk. A number past the last page lists no form (each
 * would belong to another page) and does not claim has_more true; a number that names pages of the walk lists one of
 * them (`00<n>` and `+<n>` name page n; 1.5 names page 1 or 2, as a server that reads it as an integer rounds it: no
 * integer names half of one page and half of the next). `named` is empty for a number past the end; `pastEnd` says
 * the end is known to be before it.
 */
export function judgePageAtLimit(
  answer: StatusView,
  named: readonly ListView[],
  pastEnd: boolean,
): LimitFinding | undefined {
  const status = answer.status;
  if (status >= 500) return 'server-error';
  if (status >= 400) return answer.refusedWithBody === true ? undefined : 'refused-without-body';
  if (status < 200 || status >= 300 || !answer.ok) return 'not-a-list';
  if (named.length > 0) return named.some((page) => sameListing(answer, page)) ? undefined : 'not-the-page-named';
  if (!pastEnd) return undefined;
  if (answer.ids.length > 0) return 'forms-past-the-end';
  return answer.hasMore === true ? 'more-past-the-end' : undefined;
}
