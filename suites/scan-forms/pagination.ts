// Pagination of spec 4.4: a page walk yields every form once, total_count counts the matching forms, has_more
// is true on every page but the last, page wins over cursors, and every answer keeps one order. Each check
// declares, fetches, asks the judges of src/oracles/scan-form-pages.ts and phrases what they found.

import type { CheckContext } from '../../src/requirements/check-context.js';
import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import { judgeCursor } from '../../src/oracles/scan-form-judge.js';
import {
  answerOrderFinding,
  answersAsAlone,
  belowFirstBroken,
  brokenPages,
  hasMoreFindings,
  lastPageMore,
  overlaps,
  walkOrderBreaks,
} from '../../src/oracles/scan-form-pages.js';
import { isCount } from '../../src/oracles/scan-form-account.js';
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
function twice(ctx: CheckContext, pages: readonly WalkPage[]): string[] {
  return overlaps(pages).map(({ id, on }) => `${id} on ${on.map((i) => label(ctx, pages[i]!)).join(' and ')}`);
}

/** has_more findings of a walk, phrased. */
function hasMoreWrong(ctx: CheckContext, pages: readonly WalkPage[], lastMore: boolean | undefined): string[] {
  return hasMoreFindings(pages, lastMore).map(
    (f) => `${label(ctx, pages[f.index]!)}: has_more ${show(f.received)} although ${f.why}`,
  );
}

/** Fails with a list of problems, the first decisive answer as the exchange. */
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
    received: listed([...problems], max),
    expected,
    ...(decisive === undefined ? {} : { exchange: decisive.res.exchange }),
  });
}

/** A large account: one created_at window walked completely stands in for the whole walk. */
async function judgeWindowWalk(ctx: CheckContext, account: Account): Promise<void> {
  const ww = await windowWalk(ctx, account);
  if (ww === undefined)
    return ctx.notExercised(
      `the account is too large to walk whole and no window of it could be walked completely (${account.sampled})`,
    );
  ctx.note(
    `the account is too large to walk within the budget; walked the window ${ww.window} completely instead (${ww.pages.length} pages)`,
  );
  failOnBrokenPages(ctx, ww.pages);
  const again = twice(ctx, ww.pages);
  const got = new Set(ww.pages.flatMap((p) => p.answer.ids));
  const missing = ww.expected.filter((f) => !got.has(f.id));
  if (again.length === 0 && missing.length === 0) return;
  ctx.fail('walking the pages of a time window did not yield each of its forms exactly once', {
    received: [
      again.length > 0 ? `on two pages: ${listed(again)}` : '',
      missing.length > 0 ? `on no page: ${listed(missing.map((f) => describeForm(f, account)))}` : '',
    ]
      .filter(Boolean)
      .join('; '),
    expected: `each of the ${ww.expected.length} forms with ${ww.window} on exactly one page (spec 4.4)`,
    exchange: ww.pages[0]!.answer.res.exchange,
  });
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
  const form = boundaryForms(account)[0];
  if (form !== undefined)
    for (const spec of [{ start: form.created }, { end: form.created }])
      specs.push({ spec, why: 'forms within the datetime bounds' });
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
      statement:
        'Walking the pages from the first page number on yields every matching form exactly once: no form on two pages (nor under two page numbers), none left out.',
    },
    async (ctx) => {
      const account = await accountWithForms(ctx, 1, 'listing');
      if (account.firstPageNumber === undefined) {
        ctx.fail('neither page=0 nor page=1 answers the first page of the listing', {
          received: `page=0: ${account.page0.ok ? listed(account.page0.ids.map(String)) : (account.page0.problem ?? '')}; page=1: ${account.page1.ok ? listed(account.page1.ids.map(String)) : (account.page1.problem ?? '')}`,
          expected: `one of them to list the forms the listing starts with: ${listed(account.first.ids.map(String))} (page-based pagination, spec 4.4)`,
          exchange: account.page1.res.exchange,
        });
      }
      ctx.note(
        `pages count from ${account.firstPageNumber}: page=${account.firstPageNumber} answers the forms the parameterless listing starts with`,
      );
      failOnBrokenPages(ctx, account.walk);
      const again = twice(ctx, account.walk);
      failWith(
        ctx,
        again,
        account.walk[1]?.answer ?? account.walk[0]!.answer,
        `${again.length} form(s) appear under more than one page number`,
        'each form on exactly one page (spec 4.4: page-based pagination)',
        8,
      );
      const found = account.gaps.flatMap((g) =>
        g.found.map((row) => ({
          g,
          text: `${describeForm(row, account)} ${g.where}, found by ${describeQuery(ctx, g.query)}`,
        })),
      );
      failWith(
        ctx,
        found.map((f) => f.text),
        found[0]?.g.answer,
        `${found.length} form(s) are on no page of the walk`,
        'every form of the listing on one of its pages (spec 4.4)',
      );
      if (!account.complete) return judgeWindowWalk(ctx, account);
      const total = account.walk[0]?.answer.totalCount;
      if (isCount(total) && account.listing.length < total)
        ctx.note(
          `total_count says ${total} but the walk yielded ${account.listing.length} forms, and no missing form could be found by created_at windows (see SF-TOTAL-COUNT)`,
        );
      if (account.walk.filter((w) => w.answer.ids.length > 0).length <= 1) {
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
      statement:
        "`has_more` says whether more results exist: true on every page of a walk but the last, false on the last, and under a cursor true exactly when forms on the cursor's side were left out.",
    },
    async (ctx) => {
      const account = await accountWithForms(ctx, 1, 'listing');
      if (account.firstPageNumber === undefined)
        return ctx.notExercised('the pages could not be walked (see SF-PAGE-WALK)');
      const walk = account.walk.filter((w) => w.answer.ok);
      const problems = hasMoreWrong(
        ctx,
        walk,
        lastPageMore(account.complete, account.listing.length, walk[0]?.answer.totalCount),
      );
      let decisive = problems.length > 0 ? walk[0]?.answer : undefined;
      const ww = account.complete ? undefined : await windowWalk(ctx, account);
      const inWindow =
        ww === undefined
          ? []
          : hasMoreWrong(
              ctx,
              ww.pages.filter((p) => p.answer.ok),
              false,
            );
      if (inWindow.length > 0) decisive ??= ww!.pages[0]!.answer;
      const edges = pageEdgeWindows(account);
      const edgeAnswers = await Promise.all(edges.map((w) => ask(ctx, w.probe)));
      const atEdges = edges.flatMap((w, i) => {
        const answer = edgeAnswers[i]!;
        if (!answer.ok || answer.hasMore === w.expected.hasMore) return [];
        decisive ??= answer;
        const why = w.expected.hasMore
          ? `${w.n} forms match and a page holds ${account.layout!.pageSize!}, so one is left for the next page`
          : `its ${w.n} matching forms fill exactly this one page`;
        return [`${describeQuery(ctx, w.probe.query)}: has_more ${show(answer.hasMore)} although ${why}`];
      });
      const cursors = await judgedCursors(ctx, account);
      const underCursors = cursors.flatMap(({ c, answer, findings, side }) => {
        if (findings.hasMore === undefined) return [];
        decisive ??= answer;
        return [
          `${describeQuery(ctx, c.probe.query)}: has_more ${show(findings.hasMore.received)} although ${findings.hasMore.expected ? `${side - answer.ids.length} of the ${side} forms on the cursor's side were left out` : "every form on the cursor's side was returned"}`,
        ];
      });
      const all = [...problems, ...inWindow, ...atEdges, ...underCursors];
      failWith(
        ctx,
        all,
        decisive,
        `has_more was wrong on ${all.length} answer(s)`,
        'has_more true exactly when matching forms exist beyond the page (spec 4.4)',
      );
      const multiPage =
        walk.filter((w) => w.answer.ids.length > 0).length > 1 ||
        cursors.some(({ answer, side }) => side > answer.ids.length);
      if (!multiPage)
        return ctx.notExercised(
          `all ${account.listing.length} forms fit on one page, so has_more could only be seen false: an account with more forms than one page holds is needed`,
        );
    },
  ),
  requirement(
    {
      id: 'SF-TOTAL-COUNT',
      clause: '4.4',
      level: 'MUST',
      statement:
        "`total_count` is the number of forms matching the query's filters (reference, start_datetime, end_datetime), the same on every page.",
    },
    async (ctx) => {
      const account = await readAccount(ctx);
      if (!account.first.ok)
        return ctx.fail('GET /scan_forms did not answer a list', {
          received: account.first.problem ?? '',
          expected: 'HTTP 200 with {scan_forms, has_more, total_count} (spec 4.4)',
          exchange: account.first.res.exchange,
        });
      const checks: Array<{ label: string; answer: ListAnswer; expected: number; why: string }> = [];
      const problems: string[] = [];
      if (account.listing.length === 0)
        checks.push({
          label: describeQuery(ctx, {}),
          answer: account.first,
          expected: 0,
          why: 'the account lists no forms',
        });
      else if (account.complete) {
        // The listing includes forms the walk left out but created_at windows found (see SF-PAGE-WALK).
        for (const w of [{ query: {}, answer: account.first }, ...account.walk])
          checks.push({
            label: label(ctx, w),
            answer: w.answer,
            expected: account.listing.length,
            why: `the account holds ${account.listing.length} forms`,
          });
      } else {
        const totals = new Set(account.walk.map((w) => w.answer.totalCount));
        if (totals.size > 1) problems.push(`the first pages disagree: total_count ${[...totals].map(show).join(', ')}`);
        const total = account.walk[0]?.answer.totalCount;
        if (isCount(total) && total < account.listing.length)
          problems.push(`total_count ${total} is less than the ${account.listing.length} forms already read`);
        const ww = await windowWalk(ctx, account);
        for (const p of ww?.pages ?? [])
          checks.push({
            label: label(ctx, p),
            answer: p.answer,
            expected: ww!.expected.length,
            why: `forms with ${ww!.window}`,
          });
      }
      // Filtered listings: the oracle counts the matching forms among those read (confined to the window read).
      const counted = account.known.length > 0 ? countedProbes(ctx, account) : [];
      const answers = await Promise.all(counted.map((f) => ask(ctx, f.probe)));
      counted.forEach((f, i) =>
        checks.push({
          label: describeQuery(ctx, f.probe.query),
          answer: answers[i]!,
          expected: (expectationOf(account, f.probe) as PageExpectation).totalCount,
          why: f.why,
        }),
      );
      const wrong = checks.filter((c) => c.answer.ok && c.answer.totalCount !== c.expected);
      problems.push(
        ...wrong.map((c) => `${c.label}: total_count ${show(c.answer.totalCount)}, expected ${c.expected} (${c.why})`),
      );
      const cursors = account.known.length > 0 ? await judgedCursors(ctx, account) : [];
      const underCursors = cursors.filter((j) => j.findings.totalCount !== undefined);
      problems.push(
        ...underCursors.map(
          ({ c, findings }) =>
            `${describeQuery(ctx, c.probe.query)}: total_count ${show(findings.totalCount!.received)}, expected ${findings.totalCount!.allowed.join(' or ')} (the matching forms, with or without the cursor applied)`,
        ),
      );
      failWith(
        ctx,
        problems,
        wrong[0]?.answer ?? underCursors[0]?.answer,
        `total_count was wrong on ${problems.length} answer(s)`,
        'total_count = the number of forms matching the filters, on every page (spec 4.4)',
      );
    },
  ),
  requirement(
    {
      id: 'SF-PAGE-BEFORE-FIRST',
      clause: '4.4',
      level: 'MUST',
      statement:
        'A page number before the first page (page=-1, or page=0 when pages count from 1) is refused with a 4xx, answers no forms, or answers the first page; it never answers forms of a later page, nor a server error.',
    },
    async (ctx) => {
      const account = await accountWithForms(ctx, 1, 'listing');
      if (account.firstPageNumber === undefined)
        return ctx.notExercised('the first page number could not be learned (see SF-PAGE-WALK)');
      const numbers = [...new Set([account.firstPageNumber - 1, -1])];
      const answers = await Promise.all(
        numbers.map(async (n) => (n === 0 ? account.page0 : readAnswer(await sharedList(ctx, { page: String(n) })))),
      );
      const pageOf = new Map(
        account.walk
          .flatMap((w) => w.answer.ids.flatMap((id) => (id === undefined ? [] : [[id, w.page] as const])))
          .reverse(),
      );
      const broken = numbers
        .map((n, i) => ({ n, answer: answers[i]! }))
        .filter(({ answer }) => belowFirstBroken(statusView(answer), account.walk[0]?.answer.ids ?? []));
      const onPage = (id: string | undefined): string =>
        id !== undefined && pageOf.has(id) ? `${id} (on page ${pageOf.get(id)!})` : String(id);
      if (broken.length > 0) {
        ctx.fail(`${broken.length} page number(s) before the first page were answered with forms or a server error`, {
          received: broken
            .map(
              ({ n, answer }) =>
                `page=${n}: HTTP ${answer.res.status} ${answer.ok ? `with ${answer.ids.length} forms: ${listed(answer.ids.map(onPage))}` : excerpt(answer.res.text, 120)}`,
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
      statement:
        "When `page` is present, `before_id` and `after_id` are ignored, not even read: page with either or both cursors (the account's forms, an unknown, a malformed or another account's id) answers exactly as page alone; a 400 there is a breach.",
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
      statement:
        'A walk of the pages keeps one order: learned from the first page (newest or oldest first), it holds on every page and across page boundaries.',
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
      statement:
        "Answers without page (parameterless, under a cursor, summaries) list their forms in the page walk's order too; the spec states no order, so another order there is a surprise, not a breach.",
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
