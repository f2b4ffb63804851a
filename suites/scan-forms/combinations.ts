// fast-check over the account's own data (spec 4.4): generated combinations of reference, time window, summary
// and page or cursor, each answer compared with what the oracle computes; one request per generated query.

import fc from 'fast-check';
import type { CheckContext } from '../../src/requirements/check-context.js';
import { TransportError } from '../../src/http/client.js';
import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import { answerProblems } from '../../src/oracles/scan-form-answer.js';
import { SECOND, formatInstant, type Instant } from '../../src/oracles/scan-form-time.js';
import { describeQuery, statusView, type ListAnswer } from '../support/scan-forms.js';
import { queryCoverage, querySequences, type QueryResult } from '../support/coverage-queries.js';
import { accountWithForms, type Account } from '../support/scan-form-account.js';
import {
  ask,
  expectationOf,
  pageSizeOf,
  probe,
  referenceValues,
  type Probe,
  type ProbeSpec,
} from '../support/scan-form-plan.js';

/** Upper bound on generated queries, whatever NUM_RUNS says: each costs one request. */
export const MAX_GENERATED_QUERIES = 25;

type Spelling = 'target' | 'Z' | '+00:00' | '+02:00';
interface BoundChoice {
  readonly form: number;
  readonly delta: -1 | 0 | 1;
  readonly spelling: Spelling;
}
type Paging =
  | { readonly kind: 'none' }
  | { readonly kind: 'page'; readonly index: number; readonly cursor?: number }
  | { readonly kind: 'before'; readonly form: number }
  | { readonly kind: 'after'; readonly form: number }
  | { readonly kind: 'both'; readonly before: number; readonly after: number };
interface Generated {
  readonly reference: string | undefined;
  readonly start: BoundChoice | undefined;
  readonly end: BoundChoice | undefined;
  readonly summary: 'true' | 'false' | undefined;
  readonly paging: Paging;
}

function spell(instant: Instant, spelling: Spelling): string | undefined {
  if (spelling === 'target') return undefined;
  return formatInstant(instant, { fractionDigits: 0, zone: spelling });
}

function generator(account: Account, references: ReadonlyArray<string | undefined>): fc.Arbitrary<Generated> {
  const n = account.known.length;
  const form = fc.integer({ min: 0, max: n - 1 });
  const boundArb = fc.option(
    fc.record({
      form,
      delta: fc.constantFrom<-1 | 0 | 1>(-1, 0, 1),
      spelling: fc.constantFrom<Spelling>('target', 'target', 'Z', '+00:00', '+02:00'),
    }),
    { nil: undefined, freq: 2 },
  );
  const pages = Math.ceil(n / pageSizeOf(account));
  const paging: Array<fc.Arbitrary<Paging>> = [
    fc.constant({ kind: 'none' } as const),
    fc.record({ kind: fc.constant('before' as const), form }),
    fc.record({ kind: fc.constant('after' as const), form }),
    fc.record({ kind: fc.constant('both' as const), before: form, after: form }),
  ];
  if (account.layout !== undefined) {
    paging.push(fc.record({ kind: fc.constant('page' as const), index: fc.integer({ min: 0, max: pages }) }));
    paging.push(
      fc.record({ kind: fc.constant('page' as const), index: fc.integer({ min: 0, max: pages }), cursor: form }),
    );
  }
  return fc.record({
    reference: fc.constantFrom(...references),
    start: boundArb,
    end: boundArb,
    summary: fc.constantFrom<'true' | 'false' | undefined>(undefined, undefined, 'true', 'false'),
    paging: fc.oneof(...paging),
  });
}

function toProbe(account: Account, g: Generated): Probe | undefined {
  const at = (b: BoundChoice) => account.known[b.form]!.created + BigInt(b.delta) * SECOND;
  const id = (i: number) => account.known[i]!.id;
  const spec: ProbeSpec = {
    ...(g.reference === undefined ? {} : { reference: g.reference }),
    ...(g.start === undefined
      ? {}
      : { start: at(g.start), ...withText('startText', spell(at(g.start), g.start.spelling)) }),
    ...(g.end === undefined ? {} : { end: at(g.end), ...withText('endText', spell(at(g.end), g.end.spelling)) }),
    ...(g.summary === undefined ? {} : { summary: g.summary }),
    ...(g.paging.kind === 'page'
      ? {
          page: (account.layout?.firstPage ?? 1) + g.paging.index,
          ...(g.paging.cursor === undefined ? {} : { beforeId: id(g.paging.cursor) }),
        }
      : {}),
    ...(g.paging.kind === 'before' ? { beforeId: id(g.paging.form) } : {}),
    ...(g.paging.kind === 'after' ? { afterId: id(g.paging.form) } : {}),
    ...(g.paging.kind === 'both' ? { beforeId: id(g.paging.before), afterId: id(g.paging.after) } : {}),
  };
  return probe(account, spec);
}

function withText<K extends string>(key: K, text: string | undefined): Partial<Record<K, string>> {
  return text === undefined ? {} : ({ [key]: text } as Record<K, string>);
}

/** Everything wrong with one answer, judged by the pure answer judge against the oracle; empty when right. */
function problemsOf(account: Account, p: Probe, answer: ListAnswer): string[] {
  return answerProblems(
    expectationOf(account, p),
    p.oracle,
    p.query.summary === 'true',
    statusView(answer),
    account.rows,
    (id) => account.rows.get(id)?.element,
  );
}

/** The family of a generated query: page-based, or cursor-based (one cursor, or both), by 4.4's two modes. */
type Family = 'page-mode' | 'cursor-mode';
const familyOf = (g: Generated): Family => (g.paging.kind === 'page' ? 'page-mode' : 'cursor-mode');

/** What the property saw: the queries each family sent, and the first wrong answer with its family. */
interface PropertyRun {
  readonly sent: Record<Family, number>;
  readonly failed?: {
    readonly family: Family;
    readonly probe: Probe;
    readonly answer: ListAnswer;
    readonly problems: string[];
  };
  readonly unjudged?: string;
}

/**
 * Queries sent first on every seed, so that no seed needs luck for them: a reference no form carries (nothing
 * matches, and total_count says 0) and a reference of the account joined with a start bound in the middle of the
 * listing (both filters hold at once, never either one).
 */
function everySeed(account: Account, nowhere: string, existing: string | undefined): Generated[] {
  const plain = { start: undefined, end: undefined, summary: undefined, paging: { kind: 'none' } } as const;
  const middle: BoundChoice = { form: Math.floor(account.known.length / 2), delta: 0, spelling: 'target' };
  return [
    { ...plain, reference: nowhere },
    ...(existing === undefined ? [] : [{ ...plain, reference: existing, start: middle }]),
  ];
}

async function runProperty(ctx: CheckContext, account: Account): Promise<PropertyRun> {
  const values = referenceValues(account, ctx.target.seed);
  // No reference filter half the time; otherwise one of the values derived from the data.
  const derived = [...new Set([...values.existing, values.prefix, values.caseVariant, values.nowhere])].filter(
    (r): r is string => r !== undefined,
  );
  const references = [...derived.map(() => undefined), ...derived];
  const numRuns = Math.min(ctx.target.numRuns, MAX_GENERATED_QUERIES);
  const sent: Record<Family, number> = { 'page-mode': 0, 'cursor-mode': 0 };
  let last: PropertyRun['failed'];
  const property = fc.asyncProperty(generator(account, references), async (g) => {
    const p = toProbe(account, g);
    fc.pre(p !== undefined);
    const answer = await ask(ctx, p);
    sent[familyOf(g)]++;
    const problems = problemsOf(account, p, answer);
    last = { family: familyOf(g), probe: p, answer, problems };
    return problems.length === 0;
  });
  // No shrinking: each shrink step would be another request, so the first failure is reported as it came.
  const examples = everySeed(account, values.nowhere, values.existing[0]).map((g) => [g] as [Generated]);
  const details = await fc.check(property, { seed: ctx.target.seed, numRuns, endOnFailure: true, examples });
  ctx.note(
    `${details.numRuns} generated queries (seed ${ctx.target.seed}, at most ${MAX_GENERATED_QUERIES}), ${sent['page-mode'] + sent['cursor-mode']} request(s), one per query; ${details.numSkips} skipped because a bound fell outside the window read`,
  );
  if (!details.failed) return { sent };
  // A query that got no answer is judged by the engine (a timeout is the run's limit), not as a wrong answer.
  if (details.errorInstance instanceof TransportError) throw details.errorInstance;
  if (last === undefined || last.problems.length === 0)
    return {
      sent,
      unjudged: `the property failed (seed ${ctx.target.seed}, path ${details.counterexamplePath ?? '?'}) without a judged answer: ${String(details.errorInstance ?? 'unknown')}`,
    };
  return { sent, failed: last };
}

/** One family's verdict: its wrong answer, if the property's first failure was one of its queries. */
function judgeFamily(ctx: CheckContext, run: PropertyRun, family: Family, numRuns: number): void {
  const f = run.failed;
  if (f !== undefined && f.family === family)
    ctx.fail(
      `a generated ${family} query got a wrong answer (seed ${ctx.target.seed}, at most ${numRuns} queries; the reports print the command that re-runs it)`,
      {
        received: describeQuery(ctx, f.probe.query),
        problems: f.problems,
        expected:
          'the answer the rules of spec 4.4 give over the forms read from this account (exact reference, inclusive bounds as instants, page slices of the listing, cursors on created_at, page over cursors)',
        exchange: f.answer.res.exchange,
      },
    );
  if (run.sent[family] === 0) ctx.notExercised(`no ${family} query was generated (seed ${ctx.target.seed})`);
}

/**
 * One deterministic family of the coverage phase judged: every wrong answer listed, the first one decisive. A query
 * that timed out is the run's limit and is not judged; a class the account's data gives no value is noted.
 */
function judgeCoverage(ctx: CheckContext, family: string, results: readonly QueryResult[], expected: string): void {
  const judged = results.filter((r) => r.timedOut === undefined);
  if (judged.length < results.length)
    ctx.note(
      `${family}: ${results.length - judged.length} query(ies) got no answer within REQUEST_TIMEOUT_MS, not judged`,
    );
  ctx.note(`${family}: ${judged.length} deterministic query(ies) judged`);
  const wrong = judged.filter((r) => r.problems.length > 0);
  if (wrong.length > 0)
    ctx.fail(`${wrong.length} of ${judged.length} ${family} queries got a wrong answer`, {
      received: `${describeQuery(ctx, wrong[0]!.case.query)} (${wrong[0]!.case.name}): ${wrong[0]!.problems.join('; ')}`,
      problems: wrong.map((r) => `${r.case.label}: ${r.problems.join('; ')}`),
      expected,
      exchange: wrong[0]!.exchange,
    });
  if (judged.length === 0) ctx.notExercised(`no ${family} query could be sent against the forms read`);
}

const COVERAGE_EXPECTED =
  'the answer the rules of spec 4.4 give over the forms read, or, where the class allows a refusal, a 4xx with the error body of spec 7 (400 for a value refused as invalid)';

export const combinationRequirements: readonly Requirement[] = [
  requirement(
    {
      id: 'SF-QUERY-COMBINATIONS',
      clause: '4.4',
      level: 'MUST',
      rule: 'Any combination of the query parameters MUST answer the forms, total_count and has_more that the rules of 4.4 give.',
      quote: 'Query parameters (all optional):',
      sends:
        "First the coverage phase: each parameter at each boundary of the request space with the others absent, a pairwise covering array of all seven, and each query followed by its one-parameter variants and by the other key; then two fixed queries and generated combinations, judged against the account's own forms.",
      tolerates:
        'Where a class leaves a value open (a page past the end, an unknown cursor, a zone-less bound), any 4xx with the error body; a value a server may call invalid (page=0, a null spelling), 400 with it.',
      parts: [
        {
          name: 'one-factor',
          rule: 'Each parameter at each boundary of the request space, the others absent, answers as 4.4 gives or is refused as allowed.',
        },
        {
          name: 'pairwise',
          rule: 'Every pair of parameter values of the covering array answers as the rules of 4.4 give.',
        },
        {
          name: 'sequences',
          rule: "A query answers alike after its one-parameter variants were asked, and the other key sees none of this key's forms.",
        },
        { name: 'page-mode', rule: 'Generated queries with page answer as the rules of 4.4 give.' },
        {
          name: 'cursor-mode',
          rule: 'Generated queries with before_id, after_id or both answer as the rules of 4.4 give.',
        },
      ],
    },
    async (ctx) => {
      const account = await accountWithForms(ctx, 2);
      // The deterministic phase first, so every seed sends it; fast-check explores what it does not enumerate.
      const coverage = await queryCoverage(ctx, account);
      for (const u of coverage.unsent) ctx.note(`${u.name} not sent: ${u.reason}`);
      await ctx.part('one-factor', () =>
        Promise.resolve(judgeCoverage(ctx, 'one-factor', coverage.oneFactor, COVERAGE_EXPECTED)),
      );
      await ctx.part('pairwise', () =>
        Promise.resolve(judgeCoverage(ctx, 'pairwise', coverage.pairwise, COVERAGE_EXPECTED)),
      );
      const sequences = await querySequences(ctx, account);
      await ctx.part('sequences', () => Promise.resolve(judgeCoverage(ctx, 'sequence', sequences, COVERAGE_EXPECTED)));
      const run = await runProperty(ctx, account);
      if (run.unjudged !== undefined) ctx.fail(run.unjudged);
      const numRuns = Math.min(ctx.target.numRuns, MAX_GENERATED_QUERIES);
      await ctx.part('page-mode', () => Promise.resolve(judgeFamily(ctx, run, 'page-mode', numRuns)));
      await ctx.part('cursor-mode', () => Promise.resolve(judgeFamily(ctx, run, 'cursor-mode', numRuns)));
    },
  ),
];
