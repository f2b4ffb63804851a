// Pagination of spec 4.4: a page walk yields every form once, total_count counts the matching forms, has_more
// is true on every page but the last, page wins over cursors, and every answer keeps one order. Each check declares,
// fetches, asks the judges of src/oracles/scan-form-pages.ts (counts: scan-form-counts.ts) and phrases the findings.

import type { CheckContext } from '../../src/requirements/check-context.js';
import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import { judgeCursor } from '../../src/oracles/scan-form-judge.js';
import {
  countBasis,
  listingCounts,
  wrongCounts,
  type CountDue,
  type ListingCountDue,
  type SampledCountFinding,
} from '../../src/oracles/scan-form-counts.js';
import {
  answerOrderFinding,
  answersAsAlone,
  belowFirstFindings,
  brokenPages,
  hasMoreJudgement,
  pageWalkFindings,
  walkOrderBreaks,
  windowWalkFindings,
} from '../../src/oracles/scan-form-pages.js';
import type { PageExpectation } from '../../src/oracles/scan-form-query.js';
import { excerpt } from '../support/orders.js';
import {
  accountWithForms,
  describeForm,
  listed,
  readAccount,
  readSecondAccount,
  show,
  windowWalk,
  type Account,
  type WalkPage,
} from '../support/scan-form-account.js';
import {
  ask,
  boundaryForms,
  cursorCases,
  expectationOf,
  pageEdgeWindows,
  precedenceCases,
  probe,
  referenceValues,
  unknownId,
  type Probe,
  type ProbeSpec,
} from '../support/scan-form-plan.js';
import {
  describeElement,
  describeQuery,
  readAnswer,
  sharedList,
  statusView,
  type ListAnswer,
  type ListQuery,
} from '../support/scan-forms.js';

const label = (ctx: CheckContext, w: { query: ListQuery }): string => describeQuery(ctx, w.query);
const views = (pages: readonly WalkPage[]) => pages.map((w) => ({ ...w, answer: statusView(w.answer) }));

/** Fails on pages of a walk that answered no list; notes pages past the last refused with the error body (accepted). */
function failOnBrokenPages(ctx: CheckContext, pages: readonly WalkPage[]): void {
  const { broken, refusedPastEnd } = brokenPages(views(pages));
  for (const w of refusedPastEnd) ctx.note(`${label(ctx, w)}, past the last page, answered HTTP ${w.answer.status}`);
  if (broken.length === 0) return;
  ctx.fail(`${broken.length} page(s) of the walk did not answer a list`, {
    received: broken.map((w) => `${label(ctx, w)}: ${w.answer.problem ?? ''}`).join(' | '),
    expected: 'HTTP 200 with {scan_forms, has_more, total_count} for every page up to the last (spec 4.4)',
    exchange: broken[0]!.answer.res.exchange,
  });
}

/** Forms on two pages of a walk, as "id on page=1 and page=2". */
function phraseTwice(
  ctx: CheckContext,
  pages: readonly WalkPage[],
  again: ReadonlyArray<{ id: string; on: readonly number[] }>,
): string[] {
  return again.map(({ id, on }) => `${id} on ${on.map((i) => label(ctx, pages[i]!)).join(' and ')}`);
}

/** has_more findings of a walk, phrased. */
function hasMoreWrong(
  ctx: CheckContext,
  findings: ReadonlyArray<{ page: WalkPage; received: unknown; why: string }>,
): string[] {
  return findings.map((f) => `${label(ctx, f.page)}: has_more ${show(f.received)} although ${f.why}`);
}

/** Fails with a list of problems (the first `max` of them kept), the first decisive answer as the exchange. */
function failWith(
  ctx: CheckContext,
  problems: readonly string[],
  decisive: ListAnswer | undefined,
  summary: string,
  expected: string,
  max = 6,
): void {
  if (problems.length === 0) return;
  ctx.fail(summary, {
    problems: problems.length <= max ? problems : [...problems.slice(0, max), `…and ${problems.length - max} more`],
    expected,
    ...(decisive === undefined ? {} : { exchange: decisive.res.exchange }),
  });
}

/** A large account: one created_at window walked completely stands in for the whole walk. */
async function failOnWindowWalk(ctx: CheckContext, account: Account): Promise<void> {
  const ww = await windowWalk(ctx, account);
  if (ww === undefined)
    return ctx.notExercised(
      `the account is too large to walk whole and no window of it could be walked completely (${account.sampled})`,
    );
  ctx.note(
    `the account is too large to walk within the budget; walked the window ${ww.window} completely instead (${ww.pages.length} pages)`,
  );
  failOnBrokenPages(ctx, ww.pages);
  const { twice: again, missing } = windowWalkFindings(ww.pages, ww.expected);
  if (again.length === 0 && missing.length === 0) return;
  ctx.fail('walking the pages of a time window did not yield each of its forms exactly once', {
    received: [
      again.length > 0 ? `on two pages: ${listed(phraseTwice(ctx, ww.pages, again))}` : '',
      missing.length > 0 ? `on no page: ${listed(missing.map((f) => describeForm(f, account)))}` : '',
    ]
      .filter(Boolean)
      .join('; '),
    expected: `each of the ${ww.expected.length} forms with ${ww.window} on exactly one page (spec 4.4)`,
    exchange: ww.pages[0]!.answer.res.exchange,
  });
}

/** An answer whose total_count is judged: the query sent and, for filtered queries, which forms it counts. */
interface CountItem {
  readonly query: ListQuery;
  readonly answer: ListAnswer;
  readonly why?: string;
}

/** A count due: the listing's (with what it stands on) or a filtered query's. */
type Due = CountDue<CountItem> & { readonly basis?: ListingCountDue<CountItem>['basis'] };

/** Why a count is due, in words: the filtered query's own reason, else what the listing's count stands on. */
function countWhy(due: Due, window?: string): string {
  if (due.item.why !== undefined) return due.item.why;
  if (due.basis === 'empty-account') return 'the account lists no forms';
  if (due.basis === 'window') return `forms with ${window ?? ''}`;
  return `the account holds ${due.expected} forms`;
}

/** The filtered, bounded and summary queries whose total_count the oracle can count among the forms read. */
function countedProbes(ctx: CheckContext, account: Account): Array<{ probe: Probe; why: string }> {
  const { existing, pairs } = referenceValues(account, ctx.target.seed);
  // The references of near-miss pairs the data holds count their own forms only (accents, case, prefix; spec 4.4).
  const references = [...new Set([...existing, ...pairs.flatMap((p) => [p.a, p.b])])];
  const specs: Array<{ spec: ProbeSpec; why: string }> = references.map((reference) => ({
    spec: { reference },
    why: `forms with reference ${JSON.stringify(reference)}`,
  }));
  for (const which of ['start', 'end'] as const) {
    const form = boundaryForms(account, which)[0];
    if (form !== undefined) specs.push({ spec: { [which]: form.created }, why: 'forms within the datetime bounds' });
  }
  // Summary answers count the same forms (a summary code path may count its own way).
  const summaries: ProbeSpec[] = [
    { summary: 'true' },
    ...existing.slice(0, 1).map((reference): ProbeSpec => ({ reference, summary: 'true' })),
  ];
  for (const spec of summaries) {
    specs.push({
      spec,
      why: `the same forms as without summary=true${spec.reference === undefined ? '' : ` (reference ${JSON.stringify(spec.reference)})`}`,
    });
  }
  return specs.flatMap(({ spec, why }) => {
    const p = probe(account, spec);
    return p === undefined ? [] : [{ probe: p, why }];
  });
}

export const paginationRequirements: readonly Requirement[] = [
  requirement(
    {
      id: 'SF-PAGE-WALK',
      clause: '4.4',
      level: 'MUST',
      rule: 'Walking the pages from the first page number MUST yield every matching form exactly once.',
      quote: 'Page-based pagination.',
      sends:
        "GET /v2/scan_forms?page=N from the first page number until has_more is false, comparing with the account's forms.",
      tolerates: 'Pages may count from 0 or 1; the page size is not shown (8).',
      parts: [
        { name: 'each-once', rule: 'No form is listed under two page numbers.' },
        { name: 'none-left-out', rule: 'Every form of the listing is on one page of the walk.' },
        {
          name: 'window-walk',
          rule: 'For an account too large to walk, a walked time window lists each of its forms once.',
        },
      ],
    },
    async (ctx) => {
      const account = await accountWithForms(ctx, 1, 'listing');
      if (account.firstPageNumber === undefined) {
        ctx.fail('neither page=0 nor page=1 lists any form, although the listing without page does', {
          received: `page=0: ${account.page0.ok ? listed(account.page0.ids.map(String)) : (account.page0.problem ?? '')}; page=1: ${account.page1.ok ? listed(account.page1.ids.map(String)) : (account.page1.problem ?? '')}`,
          expected: `one of them, the first page, to list forms of the account, as ${describeQuery(ctx, {})} does: ${listed(account.first.ids.map(String))} (page-based pagination, spec 4.4)`,
          exchange: account.page1.res.exchange,
        });
      }
      ctx.note(
        account.firstPageNumber === 0
          ? 'pages count from 0: page=0 lists forms that page=1 does not'
          : `pages count from 1: page=0 ${account.page0.ok ? (account.page0.ids.length === 0 ? 'lists no form' : 'answers as page=1') : `is refused (HTTP ${account.page0.res.status})`}`,
      );
      failOnBrokenPages(ctx, account.walk);
      const f = pageWalkFindings(account.walk, account.gaps, account.complete, account.listing.length);
      await ctx.part('each-once', () =>
        Promise.resolve(
          failWith(
            ctx,
            phraseTwice(ctx, account.walk, f.twice),
            account.walk[1]?.answer ?? account.walk[0]!.answer,
            `${f.twice.length} form(s) appear under more than one page number`,
            'each form on exactly one page (spec 4.4: page-based pagination)',
            8,
          ),
        ),
      );
      await ctx.part('none-left-out', () =>
        Promise.resolve(
          failWith(
            ctx,
            f.leftOut.map(
              ({ gap, form }) => `${describeForm(form, account)} ${gap.where}, found by ${label(ctx, gap)}`,
            ),
            f.leftOut[0]?.gap.answer,
            `${f.leftOut.length} form(s) are on no page of the walk`,
            'every form of the listing on one of its pages (spec 4.4)',
          ),
        ),
      );
      if (!account.complete) {
        // The walk itself was sampled: the requirement stands or falls with a window walked whole.
        const walked = await ctx.part('window-walk', async () => (await failOnWindowWalk(ctx, account), true));
        if (walked !== true) ctx.notExercised('the account is too large to walk whole, and no window of it was walked');
        return;
      }
      if (f.shortOfTotal !== undefined)
        ctx.note(
          `total_count says ${f.shortOfTotal.total} but the walk yielded ${f.shortOfTotal.walked} forms, and no missing form could be found by created_at windows (see SF-TOTAL-COUNT)`,
        );
      if (!f.acrossPages) {
        ctx.notExercised(
          `all ${account.listing.length} forms fit on the first page, so no walk across pages could be made: an account with more forms than one page holds is needed`,
        );
      }
      ctx.note(`walked ${account.walk.length} pages: ${account.listing.length} forms, each once`);
    },
  ),
  requirement(
    {
      id: 'SF-HAS-MORE',
      clause: '4.4',
      level: 'MUST',
      rule: '`has_more` MUST say whether more results exist: false on the last page of a walk, true before it and when a cursor left forms out.',
      quote: 'Whether more results exist.',
      sends:
        "The page walk, time windows at the page edges (one filling a page exactly, one leaving a form over), and before_id and after_id queries naming the account's forms.",
      parts: [
        { name: 'page-walk', rule: 'Every page of a walk but the last says has_more true; the last says false.' },
        {
          name: 'page-edges',
          rule: 'A window filling one page exactly says false; one leaving a form over says true.',
        },
        { name: 'cursors', rule: "Under a cursor, true exactly when forms on the cursor's side were left out." },
      ],
    },
    async (ctx) => {
      const account = await accountWithForms(ctx, 1, 'listing');
      if (account.firstPageNumber === undefined)
        return ctx.notExercised('the pages could not be walked (see SF-PAGE-WALK)');
      // Each part that could only see has_more false ends not exercised itself, so a part's failure is never hidden
      // behind the requirement's "not exercised", and the requirement is not exercised only when every part is.
      await ctx.part('page-walk', () => hasMoreOnWalk(ctx, account));
      await ctx.part('page-edges', () => hasMoreOnEdges(ctx, account));
      await ctx.part('cursors', () => hasMoreOnCursors(ctx, account));
    },
  ),
  requirement(
    {
      id: 'SF-TOTAL-COUNT',
      clause: '4.4',
      level: 'MUST',
      rule: "`total_count` MUST be the number of forms matching the query's filters, the same on every page.",
      quote: 'Total number of matching forms.',
      sends: 'The page walk and GET /v2/scan_forms with reference, start_datetime and end_datetime filters.',
      parts: [
        {
          name: 'listing',
          rule: 'The unfiltered listing counts every form of the account, the same on each page.',
        },
        { name: 'filtered', rule: 'A filtered or summary query counts the forms matching its filters.' },
        {
          name: 'cursors',
          rule: 'Under a cursor, the count is of the matching forms, with or without the cursor applied.',
        },
      ],
    },
    async (ctx) => {
      const account = await readAccount(ctx);
      if (!account.first.ok)
        return ctx.fail('GET /scan_forms did not answer a list', {
          received: account.first.problem ?? '',
          expected: 'HTTP 200 with {scan_forms, has_more, total_count} (spec 4.4)',
          exchange: account.first.res.exchange,
        });
      await ctx.part('listing', () => countsOfListing(ctx, account));
      await ctx.part('filtered', () => countsOfFiltered(ctx, account));
      await ctx.part('cursors', () => countsUnderCursors(ctx, account));
    },
  ),
  requirement(
    {
      id: 'SF-PAGE-BEFORE-FIRST',
      clause: '4.4',
      level: 'MUST',
      rule: 'A page number before the first page MUST NOT answer forms of a later page, nor a server error.',
      quote: 'Page-based pagination.',
      sends: 'GET /v2/scan_forms?page=-1, and page=0 when pages count from 1.',
      tolerates: 'A 4xx refusal, no forms, or the first page are all accepted.',
    },
    async (ctx) => {
      const account = await accountWithForms(ctx, 1, 'listing');
      if (account.firstPageNumber === undefined)
        return ctx.notExercised('the first page number could not be learned (see SF-PAGE-WALK)');
      const numbers = [...new Set([account.firstPageNumber - 1, -1])];
      const answers = await Promise.all(
        numbers.map(async (n) => (n === 0 ? account.page0 : readAnswer(await sharedList(ctx, { page: String(n) })))),
      );
      const asked = numbers.map((n, i) => ({ n, answer: statusView(answers[i]!) }));
      const broken = belowFirstFindings(asked, account.walk);
      const onPage = (id: string | undefined, page: number | undefined): string =>
        page === undefined ? String(id) : `${id!} (on page ${page})`;
      if (broken.length > 0) {
        ctx.fail(`${broken.length} page number(s) before the first page were answered with forms or a server error`, {
          received: broken
            .map(
              ({ n, answer, pages }) =>
                `page=${n}: HTTP ${answer.res.status} ${answer.ok ? `with ${answer.ids.length} forms: ${listed(answer.ids.map((id, i) => onPage(id, pages[i])))}` : excerpt(answer.res.text, 120)}`,
            )
            .join(' | '),
          expected: `a 4xx error, an empty page, or the first page itself: pages count from ${account.firstPageNumber}, so these numbers name no other page of forms (spec 4.4)`,
          exchange: broken[0]!.answer.res.exchange,
        });
      }
      ctx.note(
        `page numbers ${numbers.join(' and ')} answered ${answers.map((a) => `HTTP ${a.res.status}`).join(' and ')}`,
      );
    },
  ),
  requirement(
    {
      id: 'SF-PAGE-PRECEDENCE',
      clause: '4.4',
      level: 'MUST',
      rule: 'When `page` is present, `before_id` and `after_id` MUST be ignored: the answer is exactly that of page alone.',
      quote: 'When present, before_id and after_id are ignored.',
      sends:
        "page with before_id, after_id or both, naming one of the account's forms, an unknown id, a malformed id or another account's id.",
    },
    async (ctx) => {
      const account = await accountWithForms(ctx, 2, 'listing');
      if (account.firstPageNumber === undefined)
        return ctx.notExercised('the first page number could not be learned (see SF-PAGE-WALK)');
      // Cursors that name nothing usable: unknown, malformed, and (with SECOND_API_KEY) another account's form.
      const second =
        ctx.target.secondApiKey === undefined
          ? undefined
          : [...(await readSecondAccount(ctx, account)).rows.keys()].find((id) => !account.rows.has(id));
      const foreign = [
        { id: unknownId(account), label: 'an unknown id' },
        { id: 'not a cursor!', label: 'a malformed id' },
        ...(second === undefined ? [] : [{ id: second, label: "the second account's form" }]),
      ];
      const cases = precedenceCases(account, foreign);
      if (cases.length === 0) return ctx.notExercised('no page of the walk lists forms to compare with');
      if (second === undefined)
        ctx.note(
          "SECOND_API_KEY is not configured (or its account lists no form of its own): page with another account's form as cursor was not sent",
        );
      const answers = await Promise.all(cases.map(async (c) => readAnswer(await sharedList(ctx, c.query))));
      const summary = (a: ListAnswer) =>
        `${listed(a.ids.map(String), 4)}, has_more ${show(a.hasMore)}, total_count ${show(a.totalCount)}`;
      const broken = cases
        .map((c, i) => ({ c, answer: answers[i]! }))
        .filter(({ c, answer }) => !answersAsAlone(answer, c.alone.answer));
      if (broken.length === 0) return;
      ctx.fail(`${broken.length} of ${cases.length} requests with page and a cursor did not answer as page alone`, {
        received: broken
          .map(
            ({ c, answer }) =>
              `${describeQuery(ctx, c.query)} (${c.label}): ${answer.ok ? summary(answer) : (answer.problem ?? '')}`,
          )
          .join(' | '),
        expected:
          broken.map(({ c }) => `as ${label(ctx, c.alone)}: ${summary(c.alone.answer)}`).join(' | ') +
          ' (spec 4.4: "When present, before_id and after_id are ignored")',
        exchange: broken[0]!.answer.res.exchange,
      });
    },
  ),
  requirement(
    {
      id: 'SF-SORT-CONSISTENT',
      clause: '4.4',
      level: 'MUST',
      rule: 'A walk of the pages MUST keep one order, newest or oldest first, on every page and across page boundaries.',
      quote: 'Page-based pagination.',
      sends: 'The page walk from the first page number (GET /v2/scan_forms?page=N).',
      tolerates:
        'The spec states no order: newest first and oldest first are both accepted, learned from the first page.',
    },
    async (ctx) => {
      const account = await accountWithForms(ctx, 2, 'listing');
      const direction = account.direction;
      if (direction === undefined)
        return ctx.notExercised('fewer than two distinct created_at values were read, so no order could be learned');
      if (direction === 'unordered')
        return ctx.note('the first page is not in created_at order; the walk itself is judged by SF-PAGE-WALK');
      ctx.note(
        `the listing is ${direction === 'newest-first' ? 'newest first' : 'oldest first'} (learned from the first page)`,
      );
      // Each form where it first appears: a page repeated under another number is SF-PAGE-WALK's to report.
      const breaks = walkOrderBreaks(account.walk, direction);
      const problems = breaks.map(
        ({ before, after }) =>
          `${label(ctx, account.walk[after.index]!)} lists ${describeForm(after.form, account)} after ${describeForm(before.form, account)}${before.index === after.index ? '' : ` (the last form of ${label(ctx, account.walk[before.index]!)})`}`,
      );
      const decisive = breaks[0] === undefined ? undefined : account.walk[breaks[0].after.index]!.answer;
      failWith(
        ctx,
        problems,
        decisive,
        `${problems.length} place(s) in the page walk break the listing's order`,
        `every page ${direction === 'newest-first' ? 'newest first' : 'oldest first'} by created_at, as the first page is, across page boundaries too (the order is the target's choice, spec 4.4; keeping it is what makes pages a walk)`,
        5,
      );
    },
  ),
  requirement(
    {
      id: 'SF-SORT-SAME-EVERYWHERE',
      clause: '4.4',
      level: 'SHOULD',
      rule: "Answers without page SHOULD list their forms in the page walk's order too.",
      quote: 'Returns the ScanForm objects associated with the API key used.',
      sends:
        'GET /v2/scan_forms without parameters, under a cursor and with summary=true, compared with the page walk.',
      tolerates: 'The spec states no order, so another order there is reported as a surprise, not a breach.',
    },
    async (ctx) => {
      const account = await accountWithForms(ctx, 2, 'listing');
      const direction = account.direction;
      if (direction === undefined)
        return ctx.notExercised('fewer than two distinct created_at values were read, so no order could be learned');
      const problems: string[] = [];
      let decisive: ListAnswer | undefined;
      for (const { query, answer } of await orderedAnswers(ctx, account)) {
        const finding = answerOrderFinding(answer, direction, account.listing);
        if (finding === undefined) continue;
        decisive ??= answer;
        problems.push(
          finding.kind === 'direction'
            ? `${describeQuery(ctx, query)} lists ${describeElement(answer, finding.later)} after ${describeElement(answer, finding.earlier)}`
            : `${describeQuery(ctx, query)} lists its forms in another order than the page walk: ${listed(answer.ids.map(String), 5)}`,
        );
      }
      failWith(
        ctx,
        problems,
        decisive,
        `${problems.length} answer(s) list their forms in another order than the page walk`,
        direction === 'unordered'
          ? 'the relative order of the page walk in every answer'
          : `every answer ${direction === 'newest-first' ? 'newest first' : 'oldest first'} by created_at, as the pages are (spec 4.4 states no order; the same order everywhere is what a client expects)`,
        5,
      );
    },
  ),
];

type CursorJudged = Awaited<ReturnType<typeof judgedCursors>>[number];
/** A page-edge window with its answer. */
type EdgeCase = ReturnType<typeof pageEdgeWindows>[number] & { readonly answer: ListAnswer };

/** The has_more findings, phrased, and the decisive answer: the walk's or window's first page, else the first wrong. */
const HAS_MORE_EXPECTED = 'has_more true exactly when matching forms exist beyond the page (spec 4.4)';

/** The page walk's has_more (and a window walk's, for an account too large to walk): true until the last page. */
async function hasMoreOnWalk(ctx: CheckContext, account: Account): Promise<boolean> {
  const ww = account.complete ? undefined : await windowWalk(ctx, account);
  const j = hasMoreJudgement({ ...noHasMoreRead(account), walk: account.walk, window: ww?.pages });
  const problems = [...hasMoreWrong(ctx, j.walk), ...hasMoreWrong(ctx, j.window)];
  const decisive = j.walk.length > 0 ? account.walk.find((w) => w.answer.ok) : ww?.pages[0];
  failWith(
    ctx,
    problems,
    decisive?.answer,
    `has_more was wrong on ${problems.length} page(s) of a walk`,
    HAS_MORE_EXPECTED,
  );
  const crossed = j.exercised || (ww?.pages.filter((w) => w.answer.ok && w.answer.ids.length > 0).length ?? 0) > 1;
  if (!crossed) ctx.notExercised(`all ${account.listing.length} forms fit on one page, so no walk crossed pages`);
  return crossed;
}

/** Windows that fill exactly one page, or leave one form for the next: has_more false, then true. */
async function hasMoreOnEdges(ctx: CheckContext, account: Account): Promise<void> {
  const edges = pageEdgeWindows(account);
  if (edges.length === 0)
    ctx.notExercised('no created_at window of the account fills exactly one page or leaves one form over');
  const answers = await Promise.all(edges.map((w) => ask(ctx, w.probe)));
  const j = hasMoreJudgement({
    ...noHasMoreRead(account),
    edges: edges.map((w, i) => ({ ...w, answer: answers[i]! })),
  });
  const size = account.layout?.pageSize;
  const problems = j.edges.map(
    ({ edge, received, why }) =>
      `${describeQuery(ctx, edge.probe.query)}: has_more ${show(received)} although ${why === 'one-left' ? `${edge.n} forms match and a page holds ${size!}, so one is left for the next page` : `its ${edge.n} matching forms fill exactly this one page`}`,
  );
  failWith(
    ctx,
    problems,
    j.edges[0]?.edge.answer,
    `has_more was wrong on ${problems.length} page edge(s)`,
    HAS_MORE_EXPECTED,
  );
}

/** Cursor answers: has_more true exactly when forms on the cursor's side were left out; not exercised if none was. */
async function hasMoreOnCursors(ctx: CheckContext, account: Account): Promise<void> {
  const cursors = await judgedCursors(ctx, account);
  if (cursors.length === 0) ctx.notExercised('no cursor could be judged: the account lists too few forms');
  const j = hasMoreJudgement({ ...noHasMoreRead(account), cursors });
  const problems = j.cursors.map(
    ({ cursor, received, why, left }) =>
      `${describeQuery(ctx, cursor.c.probe.query)}: has_more ${show(received)} although ${why === 'left-out' ? `${left} of the ${cursor.side} forms on the cursor's side were left out` : "every form on the cursor's side was returned"}`,
  );
  failWith(
    ctx,
    problems,
    j.cursors[0]?.cursor.answer,
    `has_more was wrong on ${problems.length} cursor answer(s)`,
    HAS_MORE_EXPECTED,
  );
  if (!cursors.some(({ answer, side }) => side > answer.ids.length))
    ctx.notExercised(
      `every cursor answer held its whole side (at most ${Math.max(...cursors.map((c) => c.side))} forms), so has_more could only be seen false under a cursor: an account with more forms than one answer holds is needed`,
    );
}

/** A has_more read with nothing in it but the account's facts: each part adds the answers it judges. */
function noHasMoreRead(account: Account) {
  return {
    walk: [] as WalkPage[],
    complete: account.complete,
    listed: account.listing.length,
    window: undefined,
    edges: [] as EdgeCase[],
    cursors: [] as CursorJudged[],
  };
}

/** The filtered, bounded and summary queries sent, each with the count the query oracle gives among the forms read. */
async function filteredCounts(ctx: CheckContext, account: Account): Promise<Due[]> {
  const counted = countedProbes(ctx, account);
  const answers = await Promise.all(counted.map((f) => ask(ctx, f.probe)));
  return counted.map((f, i) => ({
    item: { query: f.probe.query, answer: answers[i]!, why: f.why },
    expected: (expectationOf(account, f.probe) as PageExpectation).totalCount,
  }));
}

/** The total_count findings, phrased: the sampled pages' own, the wrong counts, then the cursors'. */
function phraseCounts(
  ctx: CheckContext,
  findings: readonly SampledCountFinding[],
  wrong: ReadonlyArray<Due & { received: unknown }>,
  underCursors: readonly CursorJudged[],
  window: string | undefined,
): string[] {
  return [
    ...findings.map((f) =>
      f.kind === 'pages-disagree'
        ? `the first pages disagree: total_count ${f.totals.map(show).join(', ')}`
        : `total_count ${f.total} is less than the ${f.read} forms already read`,
    ),
    ...wrong.map(
      (c) => `${label(ctx, c.item)}: total_count ${show(c.received)}, expected ${c.expected} (${countWhy(c, window)})`,
    ),
    ...underCursors.map(
      ({ c, findings: f }) =>
        `${describeQuery(ctx, c.probe.query)}: total_count ${show(f.totalCount!.received)}, expected ${f.totalCount!.allowed.join(' or ')} (the matching forms, with or without the cursor applied)`,
    ),
  ];
}

const COUNT_EXPECTED = 'total_count = the number of forms matching the filters, on every page (spec 4.4)';

/** The unfiltered listing's count: the same on every page, the number of forms walked (or of a walked window). */
async function countsOfListing(ctx: CheckContext, account: Account): Promise<void> {
  const sampled = countBasis(account.listing.length, account.complete) === 'sampled';
  const ww = sampled ? await windowWalk(ctx, account) : undefined;
  const listing = listingCounts<CountItem>({
    first: { query: {}, answer: account.first },
    walk: account.walk,
    listed: account.listing.length,
    complete: account.complete,
    window: ww === undefined ? undefined : { pages: ww.pages, forms: ww.expected.length },
  });
  const wrong = wrongCounts<Due>(listing.due);
  const problems = phraseCounts(ctx, listing.findings, wrong, [], ww?.window);
  const decisive = wrong[0]?.item.answer ?? account.first;
  failWith(ctx, problems, decisive, `total_count was wrong on ${problems.length} answer(s)`, COUNT_EXPECTED);
}

/** Filtered, bounded and summary queries: each counts the forms the query oracle finds among those read. */
async function countsOfFiltered(ctx: CheckContext, account: Account): Promise<void> {
  if (account.known.length === 0) ctx.notExercised('the account lists no form to filter on');
  const wrong = wrongCounts<Due>(await filteredCounts(ctx, account));
  const problems = phraseCounts(ctx, [], wrong, [], undefined);
  failWith(
    ctx,
    problems,
    wrong[0]?.item.answer,
    `total_count was wrong on ${problems.length} answer(s)`,
    COUNT_EXPECTED,
  );
}

/** Cursor answers: the count of the matching forms, with or without the cursor applied (4.4 leaves it open). */
async function countsUnderCursors(ctx: CheckContext, account: Account): Promise<void> {
  if (account.known.length === 0) ctx.notExercised('the account lists no form to use as a cursor');
  const cursors = await judgedCursors(ctx, account);
  if (cursors.length === 0) ctx.notExercised('no cursor could be judged: the account lists too few forms');
  const underCursors = cursors.filter((j) => j.findings.totalCount !== undefined);
  const problems = phraseCounts(ctx, [], [], underCursors, undefined);
  failWith(
    ctx,
    problems,
    underCursors[0]?.answer,
    `total_count was wrong on ${problems.length} answer(s)`,
    COUNT_EXPECTED,
  );
}

/** Every cursor case sent and judged by the cursor rule of 4.4, with the size of the cursor's side. */
async function judgedCursors(ctx: CheckContext, account: Account) {
  const cases = cursorCases(account);
  const answers = await Promise.all(cases.map((c) => ask(ctx, c.probe)));
  return cases.flatMap((c, i) => {
    const answer = answers[i]!;
    const expected = expectationOf(account, c.probe);
    if (!answer.ok || expected.kind !== 'cursor') return [];
    return [{ c, answer, side: expected.side.length, findings: judgeCursor(answer, expected, account.rows) }];
  });
}

/**
 * The answers besides the walk whose order SF-SORT-SAME-EVERYWHERE reads: the parameterless one (its own code path may
 * sort on its own), every cursor case, and summaries alone and under each kind of cursor.
 */
async function orderedAnswers(
  ctx: CheckContext,
  account: Account,
): Promise<Array<{ query: ListQuery; answer: ListAnswer }>> {
  const cursors = cursorCases(account);
  const summaries: ListQuery[] = [
    { summary: 'true' },
    ...(['before', 'after'] as const).flatMap((kind) => {
      const c = cursors.filter((x) => x.cursor === kind && !x.mayRefuse).at(-1);
      return c === undefined ? [] : [{ ...c.probe.query, summary: 'true' }];
    }),
  ];
  const [summaryAnswers, cursorAnswers] = await Promise.all([
    Promise.all(summaries.map(async (q) => readAnswer(await sharedList(ctx, q)))),
    Promise.all(cursors.map((c) => ask(ctx, c.probe))),
  ]);
  return [
    { query: {}, answer: account.first },
    ...cursors.map((c, i) => ({ query: c.probe.query, answer: cursorAnswers[i]! })),
    ...summaries.map((query, i) => ({ query, answer: summaryAnswers[i]! })),
  ];
}
