// Pagination of spec 4.4: a page walk yields every form once, total_count counts the matching forms, has_more
// is true on every page but the last, page wins over cursors, and every answer keeps one order.

import type { CheckContext } from '../../src/engine/check-context.js';
import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import { judgeCursor } from '../../src/oracles/scan-form-judge.js';
import { matching, orderBreaks, type KnownForm, type PageExpectation } from '../../src/oracles/scan-form-query.js';
import { errorBodyProblems } from '../support/error-body.js';
import { excerpt } from '../support/orders.js';
import { adoptEvidence, describeQuery, readAnswer, sameListing, sharedList, type ListAnswer, type ListQuery } from '../support/scan-forms.js';
import { accountWithForms, bound, describeForm, listed, readAccount, type Account, type WalkPage } from './account.js';
import { describeElement } from './filters.js';
import { ask, boundaryForms, cursorCases, expectationOf, probe, referenceValues, type Probe, type ProbeSpec } from './plan.js';

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function show(value: unknown): string {
  return value === undefined ? 'missing' : JSON.stringify(value);
}

/** A page of a walk, for messages. */
function pageLabel(ctx: CheckContext, w: { query: ListQuery }): string {
  return describeQuery(ctx, w.query);
}

/** A complete walk of one narrow time window, for accounts too large to walk whole (issue 7). */
interface WindowWalk {
  readonly window: string;
  readonly expected: readonly KnownForm[];
  readonly pages: readonly WalkPage[];
}

/**
 * Picks a window of about two and a half pages from the start of what was read, so its complete walk fits in a
 * few requests whatever the account's size, and walks it: pages side by side, plus one more if the last still
 * says has_more.
 */
async function windowWalk(ctx: CheckContext, account: Account): Promise<WindowWalk | undefined> {
  const size = account.layout?.pageSize;
  const first = account.firstPageNumber;
  if (size === undefined || first === undefined || account.known.length <= size) return undefined;
  const walk = await ctx.shared('scan-forms:window-walk', async () => {
    const edge = account.known[Math.min(account.known.length - 1, Math.floor(size * 2.5))]!;
    const head = account.known[0]!;
    const [lo, hi] = edge.created < head.created ? [edge, head] : [head, edge];
    const expected = matching(account.known, { start: lo.created, end: hi.created });
    const base: ListQuery = { start_datetime: bound(account, lo.created), end_datetime: bound(account, hi.created) };
    const fetch = (n: number) => sharedList(ctx, { ...base, page: String(n) }).then((res) => ({ page: n, query: { ...base, page: String(n) }, answer: readAnswer(res) }));
    const count = Math.max(1, Math.ceil(expected.length / size));
    const pages: WalkPage[] = await Promise.all(Array.from({ length: count }, (_, i) => fetch(first + i)));
    if (pages[pages.length - 1]!.answer.hasMore === true) pages.push(await fetch(first + count));
    return { window: `created_at from ${base.start_datetime!} to ${base.end_datetime!}`, expected, pages };
  });
  adoptEvidence(ctx, walk.pages.map((p) => p.answer.res));
  return walk;
}

/**
 * Pages of a walk that did not answer a list, as a failure. A page past the last one (the page before it said
 * has_more false, or every counted form was already seen) may be a client error with the error body instead of an
 * empty list: what such a page gives is not shown (4.4), and frameworks answer it 404.
 */
function failOnBrokenPages(ctx: CheckContext, pages: readonly WalkPage[]): void {
  const broken: WalkPage[] = [];
  pages.forEach((w, i) => {
    if (w.answer.ok) return;
    const previous = pages[i - 1]?.answer;
    const seen = new Set(pages.slice(0, i).flatMap((p) => p.answer.ids)).size;
    const pastEnd = previous !== undefined && (previous.hasMore === false || (isCount(previous.totalCount) && seen >= previous.totalCount));
    const status = w.answer.res.status;
    if (pastEnd && status >= 400 && status < 500 && errorBodyProblems(w.answer.res).length === 0) ctx.note(`${pageLabel(ctx, w)}, past the last page, answered HTTP ${status}`);
    else broken.push(w);
  });
  if (broken.length > 0) {
    ctx.fail(`${broken.length} page(s) of the walk did not answer a list`, {
      received: broken.map((w) => `${pageLabel(ctx, w)}: ${w.answer.problem ?? ''}`).join(' | '),
      expected: 'HTTP 200 with {scan_forms, has_more, total_count} for every page up to the last (spec 4.4)',
      exchange: broken[0]!.answer.res.exchange,
    });
  }
}

/** Forms listed on more than one page of a walk (or twice on one), as "id on page=1 and page=2". */
function overlaps(ctx: CheckContext, pages: readonly WalkPage[]): string[] {
  const where = new Map<string, string[]>();
  for (const w of pages) for (const id of w.answer.ids) if (id !== undefined) where.set(id, [...(where.get(id) ?? []), pageLabel(ctx, w)]);
  return [...where].filter(([, on]) => on.length > 1).map(([id, on]) => `${id} on ${on.join(' and ')}`);
}

/** has_more per page of a walk: true when a later page brings a form not seen yet; `lastMore` decides the last page when the walk was cut short. */
function hasMoreProblems(ctx: CheckContext, pages: readonly WalkPage[], lastMore: boolean | undefined): string[] {
  const problems: string[] = [];
  for (const [i, w] of pages.entries()) {
    const seen = new Set(pages.slice(0, i + 1).flatMap((p) => p.answer.ids));
    const later = pages.slice(i + 1).some((p) => p.answer.ids.some((id) => id !== undefined && !seen.has(id)));
    const expected = i === pages.length - 1 ? lastMore : later;
    if (expected === undefined) continue;
    if (w.answer.hasMore !== expected) {
      const why = expected ? 'later pages hold more forms' : i === pages.length - 1 ? 'no form follows it' : 'later pages hold no other form';
      problems.push(`${pageLabel(ctx, w)}: has_more ${show(w.answer.hasMore)} although ${why}`);
    }
  }
  return problems;
}

export const paginationRequirements: readonly Requirement[] = [
  requirement(
    { id: 'SF-PAGE-WALK', clause: '4.4', level: 'MUST', statement: 'Walking the pages from the first page number on yields every matching form exactly once: no form on two pages (nor under two page numbers), none left out.' },
    async (ctx) => {
      const account = await accountWithForms(ctx, 1, 'listing');
      if (account.firstPageNumber === undefined) {
        ctx.fail('neither page=0 nor page=1 answers the first page of the listing', {
          received: `page=0: ${account.page0.ok ? listed(account.page0.ids.map(String)) : account.page0.problem ?? ''}; page=1: ${account.page1.ok ? listed(account.page1.ids.map(String)) : account.page1.problem ?? ''}`,
          expected: `one of them to list the forms the listing starts with: ${listed(account.first.ids.map(String))} (page-based pagination, spec 4.4)`,
          exchange: account.page1.res.exchange,
        });
      }
      ctx.note(`pages count from ${account.firstPageNumber}: page=${account.firstPageNumber} answers the forms the parameterless listing starts with`);
      failOnBrokenPages(ctx, account.walk);
      const twice = overlaps(ctx, account.walk);
      if (twice.length > 0) {
        ctx.fail(`${twice.length} form(s) appear under more than one page number`, {
          received: listed(twice, 8),
          expected: 'each form on exactly one page (spec 4.4: page-based pagination)',
          exchange: account.walk[1]?.answer.res.exchange ?? account.walk[0]!.answer.res.exchange,
        });
      }
      const gaps = account.gaps.filter((g) => g.found.length > 0);
      if (gaps.length > 0) {
        const found = gaps.flatMap((g) => g.found.map((row) => `${describeForm(row, account)} ${g.where}, found by ${describeQuery(ctx, g.query)}`));
        ctx.fail(`${found.length} form(s) are on no page of the walk`, {
          received: listed(found, 6),
          expected: 'every form of the listing on one of its pages (spec 4.4)',
          exchange: gaps[0]!.answer.res.exchange,
        });
      }
      if (account.complete) {
        const nonEmpty = account.walk.filter((w) => w.answer.ids.length > 0).length;
        const total = account.walk[0]?.answer.totalCount;
        if (isCount(total) && account.listing.length < total) {
          ctx.note(`total_count says ${total} but the walk yielded ${account.listing.length} forms, and no missing form could be found by created_at windows (see SF-TOTAL-COUNT)`);
        }
        if (nonEmpty <= 1) {
          ctx.notExercised(`all ${account.listing.length} forms fit on the first page, so no walk across pages could be made: an account with more forms than one page holds is needed`);
        }
        ctx.note(`walked ${account.walk.length} pages: ${account.listing.length} forms, each once`);
        return;
      }
      const ww = await windowWalk(ctx, account);
      if (ww === undefined) return ctx.notExercised(`the account is too large to walk whole and no window of it could be walked completely (${account.sampled})`);
      ctx.note(`the account is too large to walk within the budget; walked the window ${ww.window} completely instead (${ww.pages.length} pages)`);
      failOnBrokenPages(ctx, ww.pages);
      const again = overlaps(ctx, ww.pages);
      const got = new Set(ww.pages.flatMap((p) => p.answer.ids));
      const missing = ww.expected.filter((f) => !got.has(f.id));
      if (again.length > 0 || missing.length > 0) {
        ctx.fail('walking the pages of a time window did not yield each of its forms exactly once', {
          received: [again.length > 0 ? `on two pages: ${listed(again)}` : '', missing.length > 0 ? `on no page: ${listed(missing.map((f) => describeForm(f, account)))}` : ''].filter(Boolean).join('; '),
          expected: `each of the ${ww.expected.length} forms with ${ww.window} on exactly one page (spec 4.4)`,
          exchange: ww.pages[0]!.answer.res.exchange,
        });
      }
    },
  ),
  requirement(
    { id: 'SF-HAS-MORE', clause: '4.4', level: 'MUST', statement: '`has_more` says whether more results exist: true on every page of a walk but the last, false on the last, and under a cursor true exactly when forms on the cursor\'s side were left out.' },
    async (ctx) => {
      const account = await accountWithForms(ctx, 1, 'listing');
      if (account.firstPageNumber === undefined) return ctx.notExercised('the pages could not be walked (see SF-PAGE-WALK)');
      const problems: string[] = [];
      let decisive: ListAnswer | undefined;
      const walk = account.walk.filter((w) => w.answer.ok);
      const sampleMore = (() => {
        if (account.complete) return false;
        const total = walk[0]?.answer.totalCount;
        return isCount(total) && account.listing.length < total ? true : undefined;
      })();
      const walkProblems = hasMoreProblems(ctx, walk, sampleMore);
      problems.push(...walkProblems);
      if (walkProblems.length > 0) decisive = walk[0]?.answer;
      let multiPage = walk.filter((w) => w.answer.ids.length > 0).length > 1;
      if (!account.complete) {
        const ww = await windowWalk(ctx, account);
        if (ww !== undefined) {
          const more = hasMoreProblems(ctx, ww.pages.filter((p) => p.answer.ok), false);
          problems.push(...more);
          if (more.length > 0) decisive ??= ww.pages[0]!.answer;
        }
      }
      // Windows holding exactly one full page and one page plus a single form: nothing lies beyond the first however
      // full it is, and one form left over is still more (off-by-one computations of has_more show on one or the
      // other). Asked with the first page number, since an answer without page may hold another number of forms.
      const size = account.layout?.pageSize;
      if (size !== undefined && account.known.length > size) {
        const windows = [size, size + 1].filter((n) => n <= account.known.length).map((n) => {
          const forms = account.known.slice(0, n);
          const lo = forms.reduce((a, b) => (b.created < a.created ? b : a));
          const hi = forms.reduce((a, b) => (b.created > a.created ? b : a));
          const p = probe(account, { start: lo.created, end: hi.created, page: account.layout!.firstPage });
          const expected = p === undefined ? undefined : expectationOf(account, p);
          return p !== undefined && expected?.kind === 'page' && expected.matching.length === n ? { probe: p, n, expected } : undefined;
        }).filter((w) => w !== undefined);
        const answers = await Promise.all(windows.map((w) => ask(ctx, w.probe)));
        for (const [i, w] of windows.entries()) {
          const answer = answers[i]!;
          if (!answer.ok || answer.hasMore === w.expected.hasMore) continue;
          const why = w.expected.hasMore ? `${w.n} forms match and a page holds ${size}, so one is left for the next page` : `its ${size} matching forms fill exactly this one page`;
          problems.push(`${describeQuery(ctx, w.probe.query)}: has_more ${show(answer.hasMore)} although ${why}`);
          decisive ??= answer;
        }
      }
      const cursors = cursorCases(account);
      const answers = await Promise.all(cursors.map((c) => ask(ctx, c.probe)));
      for (const [i, c] of cursors.entries()) {
        const answer = answers[i]!;
        if (!answer.ok) continue;
        const expected = expectationOf(account, c.probe);
        if (expected.kind !== 'cursor') continue;
        const findings = judgeCursor(answer, expected, account.rows);
        if (expected.side.length > answer.ids.length) multiPage = true;
        if (findings.hasMore !== undefined) {
          problems.push(`${describeQuery(ctx, c.probe.query)}: has_more ${show(findings.hasMore.received)} although ${findings.hasMore.expected ? `${expected.side.length - answer.ids.length} of the ${expected.side.length} forms on the cursor's side were left out` : 'every form on the cursor\'s side was returned'}`);
          decisive ??= answer;
        }
      }
      if (problems.length > 0) {
        ctx.fail(`has_more was wrong on ${problems.length} answer(s)`, {
          received: listed(problems, 6),
          expected: 'has_more true exactly when matching forms exist beyond the page (spec 4.4)',
          ...(decisive === undefined ? {} : { exchange: decisive.res.exchange }),
        });
      }
      if (!multiPage) return ctx.notExercised(`all ${account.listing.length} forms fit on one page, so has_more could only be seen false: an account with more forms than one page holds is needed`);
    },
  ),
  requirement(
    { id: 'SF-TOTAL-COUNT', clause: '4.4', level: 'MUST', statement: '`total_count` is the number of forms matching the query\'s filters (reference, start_datetime, end_datetime), the same on every page.' },
    async (ctx) => {
      const account = await readAccount(ctx);
      if (!account.first.ok) return ctx.fail('GET /scan_forms did not answer a list', { received: account.first.problem ?? '', expected: 'HTTP 200 with {scan_forms, has_more, total_count} (spec 4.4)', exchange: account.first.res.exchange });
      const problems: string[] = [];
      let decisive: ListAnswer | undefined;
      const expect = (answer: ListAnswer, label: string, expected: number, why: string) => {
        if (!answer.ok || answer.totalCount === expected) return;
        problems.push(`${label}: total_count ${show(answer.totalCount)}, expected ${expected} (${why})`);
        decisive ??= answer;
      };
      if (account.listing.length === 0) {
        expect(account.first, describeQuery(ctx, {}), 0, 'the account lists no forms');
      } else if (account.complete) {
        // The listing includes forms the walk left out but created_at windows found (see SF-PAGE-WALK).
        const all = account.listing.length;
        for (const w of [{ query: {}, answer: account.first }, ...account.walk]) expect(w.answer, pageLabel(ctx, w), all, `the account holds ${all} forms`);
      } else {
        const totals = new Set(account.walk.map((w) => w.answer.totalCount));
        if (totals.size > 1) problems.push(`the first pages disagree: total_count ${[...totals].map(show).join(', ')}`);
        const total = account.walk[0]?.answer.totalCount;
        if (isCount(total) && total < account.listing.length) problems.push(`total_count ${total} is less than the ${account.listing.length} forms already read`);
        const ww = await windowWalk(ctx, account);
        for (const p of ww?.pages ?? []) expect(p.answer, pageLabel(ctx, p), ww!.expected.length, `forms with ${ww!.window}`);
      }
      // Filtered listings: the oracle counts the matching forms among those read (confined to the window read).
      if (account.known.length > 0) {
        const filtered: Array<{ probe: Probe; why: string }> = [];
        for (const reference of referenceValues(account, ctx.target.seed).existing) {
          const p = probe(account, { reference });
          if (p !== undefined) filtered.push({ probe: p, why: `forms with reference ${JSON.stringify(reference)}` });
        }
        const form = boundaryForms(account)[0];
        if (form !== undefined) {
          for (const spec of [{ start: form.created }, { end: form.created }]) {
            const p = probe(account, spec);
            if (p !== undefined) filtered.push({ probe: p, why: 'forms within the datetime bounds' });
          }
        }
        // Summary answers count the same forms (a summary code path may count its own way).
        const summarySpecs: ProbeSpec[] = [{ summary: 'true' }, ...referenceValues(account, ctx.target.seed).existing.slice(0, 1).map((reference): ProbeSpec => ({ reference, summary: 'true' }))];
        for (const spec of summarySpecs) {
          const p = probe(account, spec);
          if (p !== undefined) filtered.push({ probe: p, why: `the same forms as without summary=true${spec.reference === undefined ? '' : ` (reference ${JSON.stringify(spec.reference)})`}` });
        }
        const answers = await Promise.all(filtered.map((f) => ask(ctx, f.probe)));
        for (const [i, f] of filtered.entries()) {
          const expected = expectationOf(account, f.probe) as PageExpectation;
          expect(answers[i]!, describeQuery(ctx, f.probe.query), expected.totalCount, f.why);
        }
        const cursors = cursorCases(account);
        const cursorAnswers = await Promise.all(cursors.map((c) => ask(ctx, c.probe)));
        for (const [i, c] of cursors.entries()) {
          const answer = cursorAnswers[i]!;
          const expected = expectationOf(account, c.probe);
          if (!answer.ok || expected.kind !== 'cursor') continue;
          const findings = judgeCursor(answer, expected, account.rows);
          if (findings.totalCount !== undefined) {
            problems.push(`${describeQuery(ctx, c.probe.query)}: total_count ${show(findings.totalCount.received)}, expected ${findings.totalCount.allowed.join(' or ')} (the matching forms, with or without the cursor applied)`);
            decisive ??= answer;
          }
        }
      }
      if (problems.length > 0) {
        ctx.fail(`total_count was wrong on ${problems.length} answer(s)`, {
          received: listed(problems, 6),
          expected: 'total_count = the number of forms matching the filters, on every page (spec 4.4)',
          ...(decisive === undefined ? {} : { exchange: decisive.res.exchange }),
        });
      }
    },
  ),
  requirement(
    { id: 'SF-PAGE-BEFORE-FIRST', clause: '4.4', level: 'MUST', statement: 'A page number before the first page (page=-1, or page=0 when pages count from 1) is refused with a 4xx, answers no forms, or answers the first page; it never answers forms of a later page, nor a server error.' },
    async (ctx) => {
      const account = await accountWithForms(ctx, 1, 'listing');
      if (account.firstPageNumber === undefined) return ctx.notExercised('the first page number could not be learned (see SF-PAGE-WALK)');
      const numbers = [...new Set([account.firstPageNumber - 1, -1])];
      const answers = await Promise.all(numbers.map(async (n) => (n === 0 ? account.page0 : readAnswer(await sharedList(ctx, { page: String(n) })))));
      const pageOf = new Map<string, number>();
      for (const w of account.walk) for (const id of w.answer.ids) if (id !== undefined && !pageOf.has(id)) pageOf.set(id, w.page);
      // Taking a number below the first page as the first page (Kaminari, Laravel, Spring Data) lists no form of another
      // page, so it is accepted; forms of any later page are not.
      const firstIds = (account.walk[0]?.answer.ids ?? []).map(String).join(',');
      const clamped = (answer: ListAnswer): boolean => answer.ok && answer.ids.length > 0 && answer.ids.map(String).join(',') === firstIds;
      const broken = numbers
        .map((n, i) => ({ n, answer: answers[i]! }))
        .filter(({ answer }) => answer.res.status >= 500 || (answer.res.status < 300 && answer.res.status >= 200 && (!answer.ok || (answer.ids.length > 0 && !clamped(answer)))));
      if (broken.length > 0) {
        ctx.fail(`${broken.length} page number(s) before the first page were answered with forms or a server error`, {
          received: broken
            .map(({ n, answer }) => `page=${n}: HTTP ${answer.res.status} ${answer.ok ? `with ${answer.ids.length} forms: ${listed(answer.ids.map((id) => (id !== undefined && pageOf.has(id) ? `${id} (on page ${pageOf.get(id)!})` : String(id))))}` : excerpt(answer.res.text, 120)}`)
            .join(' | '),
          expected: `a 4xx error, an empty page, or the first page itself: pages count from ${account.firstPageNumber}, so these numbers name no other page of forms (spec 4.4)`,
          exchange: broken[0]!.answer.res.exchange,
        });
      }
      ctx.note(`page numbers ${numbers.join(' and ')} answered ${answers.map((a) => `HTTP ${a.res.status}`).join(' and ')}`);
    },
  ),
  requirement(
    { id: 'SF-PAGE-PRECEDENCE', clause: '4.4', level: 'MUST', statement: 'When `page` is present, `before_id` and `after_id` are ignored: page with either or both cursors answers exactly as page alone.' },
    async (ctx) => {
      const account = await accountWithForms(ctx, 2, 'listing');
      const firstPage = account.firstPageNumber;
      if (firstPage === undefined) return ctx.notExercised('the first page number could not be learned (see SF-PAGE-WALK)');
      const alone = account.walk.find((w) => w.page === firstPage + 1 && w.answer.ids.length > 0) ?? account.walk[0]!;
      if (!alone.answer.ok || alone.answer.ids.length === 0) return ctx.notExercised(`page=${alone.page} lists no forms to compare with`);
      const firstWalked = account.walk[0]!;
      const listing = account.listing;
      const before = listing[1]!;
      const after = listing[Math.min(3, listing.length - 1)]!;
      // The first page and a later one (when there is one), so a cursor that wins only on some pages shows.
      const combos: Array<{ query: ListQuery; alone: WalkPage }> = [
        { query: { page: String(alone.page), before_id: before.id }, alone },
        { query: { page: String(firstWalked.page), after_id: after.id }, alone: firstWalked },
        { query: { page: String(alone.page), before_id: before.id, after_id: after.id }, alone },
      ];
      const answers = await Promise.all(combos.map(async (c) => readAnswer(await sharedList(ctx, c.query))));
      const summary = (a: ListAnswer) => `${listed(a.ids.map(String), 4)}, has_more ${show(a.hasMore)}, total_count ${show(a.totalCount)}`;
      const broken = combos
        .map((c, i) => ({ c, answer: answers[i]! }))
        .filter(({ c, answer }) => !answer.ok || !sameListing(answer, c.alone.answer) || answer.totalCount !== c.alone.answer.totalCount || answer.hasMore !== c.alone.answer.hasMore);
      if (broken.length > 0) {
        ctx.fail(`${broken.length} of ${combos.length} requests with page and a cursor did not answer as page alone`, {
          received: broken.map(({ c, answer }) => `${describeQuery(ctx, c.query)}: ${answer.ok ? summary(answer) : answer.problem ?? ''}`).join(' | '),
          expected: broken.map(({ c }) => `as ${pageLabel(ctx, c.alone)}: ${summary(c.alone.answer)}`).join(' | ') + ' (spec 4.4: "When present, before_id and after_id are ignored")',
          exchange: broken[0]!.answer.res.exchange,
        });
      }
    },
  ),
  requirement(
    { id: 'SF-SORT-CONSISTENT', clause: '4.4', level: 'MUST', statement: 'The listing keeps one order: learned from the first page (newest or oldest first), it holds across page boundaries, on every page and in every filtered, cursor or summary answer.' },
    async (ctx) => {
      const account = await accountWithForms(ctx, 2, 'listing');
      const direction = account.direction;
      if (direction === undefined) return ctx.notExercised('fewer than two distinct created_at values were read, so no order could be learned');
      ctx.note(direction === 'unordered' ? 'the first page is not in created_at order; only checked that every answer keeps the relative order of the page walk' : `the listing is ${direction === 'newest-first' ? 'newest first' : 'oldest first'} (learned from the first page)`);
      const problems: string[] = [];
      let decisive: ListAnswer | undefined;
      // The walk as one sequence, across page boundaries.
      if (direction !== 'unordered') {
        // Each form where it first appears: a page repeated under another number is SF-PAGE-WALK's to report.
        const seen = new Set<string>();
        const sequence = account.walk.flatMap((w) => w.answer.rows.filter((row) => !seen.has(row.id) && seen.add(row.id)).map((row) => ({ row, w })));
        for (const i of orderBreaks(sequence.map((s) => s.row), direction)) {
          const a = sequence[i - 1]!;
          const b = sequence[i]!;
          problems.push(`${pageLabel(ctx, b.w)} lists ${describeForm(b.row, account)} after ${describeForm(a.row, account)}${a.w === b.w ? '' : ` (the last form of ${pageLabel(ctx, a.w)})`}`);
          decisive ??= b.w.answer;
        }
      }
      // Other answers: their own order, and the walk's relative order of the forms they share with it.
      const position = new Map(account.listing.map((row, i) => [row.id, i]));
      const others: Array<{ label: string; answer: ListAnswer }> = [];
      const cursors = cursorCases(account);
      // Summaries too, alone and under each kind of cursor: a summary code path may sort on its own.
      const summaryQueries: ListQuery[] = [{ summary: 'true' }, ...(['before', 'after'] as const).flatMap((kind) => {
        const c = cursors.filter((x) => x.cursor === kind && !x.mayRefuse).at(-1);
        return c === undefined ? [] : [{ ...c.probe.query, summary: 'true' }];
      })];
      const [summaryAnswers, cursorAnswers] = await Promise.all([Promise.all(summaryQueries.map(async (q) => readAnswer(await sharedList(ctx, q)))), Promise.all(cursors.map((c) => ask(ctx, c.probe)))]);
      // The parameterless answer too: its own code path may sort on its own (the walk uses page numbers).
      others.push({ label: describeQuery(ctx, {}), answer: account.first });
      cursors.forEach((c, i) => others.push({ label: describeQuery(ctx, c.probe.query), answer: cursorAnswers[i]! }));
      summaryQueries.forEach((q, i) => others.push({ label: describeQuery(ctx, q), answer: summaryAnswers[i]! }));
      for (const { label, answer } of others) {
        if (!answer.ok) continue;
        if (direction !== 'unordered' && answer.rows.length === answer.ids.length) {
          const breaks = orderBreaks(answer.rows, direction);
          if (breaks.length > 0) {
            const i = breaks[0]!;
            problems.push(`${label} lists ${describeElement(answer, answer.rows[i]!.id)} after ${describeElement(answer, answer.rows[i - 1]!.id)}`);
            decisive ??= answer;
            continue;
          }
        }
        // Forms of one instant may come in any order among themselves; only a swap across instants counts.
        const placed = answer.ids.map((id) => (id === undefined ? undefined : position.get(id))).filter((p): p is number => p !== undefined).map((p) => account.listing[p]!);
        if (placed.some((row, i) => i > 0 && position.get(row.id)! < position.get(placed[i - 1]!.id)! && row.created !== placed[i - 1]!.created)) {
          problems.push(`${label} lists its forms in another order than the page walk: ${listed(answer.ids.map(String), 5)}`);
          decisive ??= answer;
        }
      }
      if (problems.length > 0) {
        ctx.fail(`${problems.length} answer(s) break the listing's order`, {
          received: listed(problems, 5),
          expected: direction === 'unordered' ? 'the relative order of the page walk in every answer' : `every answer ${direction === 'newest-first' ? 'newest first' : 'oldest first'} by created_at, as the first page is (the order is the target's choice, spec 4.4; keeping it is what makes pages a walk)`,
          ...(decisive === undefined ? {} : { exchange: decisive.res.exchange }),
        });
      }
    },
  ),
];
