// The coverage phase of GET /v2/scan_forms, sent once per run and shared: the one-factor cases and the pairwise
// array at once (eight in flight), then the sequences that expose caches one request after the other. Each answer is
// judged here against the query oracle; the universal invariants judge the same answers in suites/errors/negative.ts.

import { coverageAnswerProblems } from '../../src/oracles/coverage-answer.js';
import type { NegativeOutcome } from '../../src/oracles/negative-answer.js';
import { errorBodyProblems } from '../../src/oracles/error-body.js';
import type { RecordedExchange } from '../../src/evidence/exchange.js';
import { CUT_SHORT, TransportError, type HttpView, type Response } from '../../src/http/client.js';
import { isUnjudged } from '../../src/http/transport-error.js';
import type { CheckContext } from '../../src/requirements/check-context.js';
import { oneFactorCases, pairwiseCases, type QueryCase, type Unsent } from './coverage-query-cases.js';
import type { Account } from './scan-form-account.js';
import { expectationOf, probe, referenceValues, type Probe, type ProbeSpec } from './scan-form-plan.js';
import { readAnswer, statusView } from './scan-forms.js';

/** Queries in flight at once while the one-factor cases and the pairwise array are sent. */
const CONCURRENCY = 8;

export interface QueryResult {
  readonly case: QueryCase;
  readonly outcome: NegativeOutcome;
  readonly exchange: RecordedExchange;
  /** The answer, when one came. */
  readonly res?: Response;
  /** What is wrong with the answer by the rules of 4.4 and the refusal its class allows; empty when right. */
  readonly problems: readonly string[];
  /** Set when the request got no answer within REQUEST_TIMEOUT_MS: the run's limit, not judged. */
  readonly timedOut?: TransportError;
}

export interface QueryCoverage {
  readonly oneFactor: readonly QueryResult[];
  readonly pairwise: readonly QueryResult[];
  readonly unsent: readonly Unsent[];
}

/** Judges an answer by the oracle where the case has a meaning, and by the refusal it allows where it has none. */
function judge(account: Account, c: QueryCase, res: Response | TransportError): string[] {
  if (res instanceof TransportError) return [`no answer: ${res.message}`];
  const answer = statusView(readAnswer(res));
  if (c.judged === undefined) {
    if (res.status >= 500) return [`HTTP ${res.status}: a server error`];
    if (res.status < 400) return [];
    const body = errorBodyProblems(res).map((p) => `HTTP ${res.status}: ${p}`);
    // A class the spec's own request stands for (a valid instant at a calendar limit) is never refused.
    if (c.refusal === 'none') return [`HTTP ${res.status}: the spec's own request refused`, ...body];
    return c.refusal === '400' && res.status !== 400 ? [`HTTP ${res.status}, expected 400 if refused`, ...body] : body;
  }
  return coverageAnswerProblems(answer, {
    expected: expectationOf(account, c.judged),
    query: c.judged.oracle,
    summaries: c.summaries,
    refusal: c.refusal,
    known: account.rows,
    fullOf: (id) => account.rows.get(id)?.element,
    firstPageIds: firstPageOf(account, c.judged),
  });
}

/** The forms of the first page of the same query: what a page number below the first may be clamped to. */
function firstPageOf(account: Account, judged: Probe): string[] {
  const first = account.layout?.firstPage;
  if (first === undefined) return [];
  const expected = expectationOf(account, { ...judged, oracle: { ...judged.oracle, page: first } });
  return expected.kind === 'page' ? expected.forms.map((form) => form.id) : [];
}

/** Sends one case with the given key; no answer is an outcome too, unless the run itself was cut short. */
async function sendCase(
  http: HttpView,
  account: Account,
  c: QueryCase,
  auth: 'key' | 'second-key' = 'key',
): Promise<QueryResult> {
  const res = await http.attempt({
    api: 'scan-forms',
    method: 'GET',
    path: '/scan_forms',
    query: c.query,
    auth: { kind: auth },
    covers: c.name.replace(/\.other-key$/, ''),
  });
  if (res instanceof TransportError) {
    if (res.code === CUT_SHORT) throw res;
    const outcome: NegativeOutcome = { kind: 'no-answer', error: res.message };
    const timedOut = isUnjudged(res.code) ? { timedOut: res } : {};
    return { case: c, outcome, exchange: res.exchange, problems: judge(account, c, res), ...timedOut };
  }
  const outcome: NegativeOutcome = { kind: 'answer', answer: res };
  return { case: c, outcome, res, exchange: res.exchange, problems: auth === 'key' ? judge(account, c, res) : [] };
}

async function pool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** The one-factor cases and the pairwise array, sent once per run for the account read. */
export function queryCoverage(ctx: CheckContext, account: Account): Promise<QueryCoverage> {
  return ctx.shared('space:scan-form-queries', async (http) => {
    const one = oneFactorCases(account, ctx.target.seed);
    const pairs = pairwiseCases(account, ctx.target.seed, ctx.target.coverageDepth === 'deep');
    const sent = await pool([...one.cases, ...pairs.cases], CONCURRENCY, (c) => sendCase(http, account, c));
    return {
      oneFactor: sent.slice(0, one.cases.length),
      pairwise: sent.slice(one.cases.length),
      unsent: [...one.unsent, ...pairs.unsent],
    };
  });
}

/** A base query and its one-parameter variants, each a probe; undefined where a bound falls outside the window. */
function sequenceOf(account: Account, base: ProbeSpec, label: string): Array<{ label: string; judged: Probe }> {
  const forms = [...account.known].sort((a, b) => (a.created < b.created ? -1 : 1));
  const middle = forms[Math.floor(forms.length / 2)];
  const first = account.layout?.firstPage;
  const variants: Array<[string, ProbeSpec]> = [
    [label, base],
    ...(middle === undefined
      ? []
      : ([
          [`${label}, then start_datetime added`, { ...base, start: middle.created }],
          [`${label}, then end_datetime added`, { ...base, end: middle.created }],
          [`${label}, then before_id added`, { ...base, beforeId: middle.id }],
        ] as Array<[string, ProbeSpec]>)),
    [`${label}, then summary=true added`, { ...base, summary: 'true' }],
    ...(first === undefined
      ? []
      : ([[`${label}, then page added`, { ...base, page: first }]] as Array<[string, ProbeSpec]>)),
  ];
  return variants.flatMap(([l, spec]) => {
    const judged = probe(account, spec);
    return judged === undefined ? [] : [{ label: l, judged }];
  });
}

/**
 * Sequences that expose caches and state shared between queries: each base query followed, one request after the
 * other, by its one-parameter variants, then asked again with the other key (which must list none of this key's forms).
 */
export function querySequences(ctx: CheckContext, account: Account): Promise<readonly QueryResult[]> {
  return ctx.shared('space:scan-form-sequences', async (http) => {
    const refs = referenceValues(account, ctx.target.seed);
    const forms = [...account.known].sort((a, b) => (a.created < b.created ? -1 : 1));
    const middle = forms[Math.floor(forms.length / 2)];
    const bases: Array<[string, ProbeSpec]> = [
      ...(refs.existing[0] === undefined
        ? []
        : ([[`reference=${refs.existing[0]}`, { reference: refs.existing[0] }]] as Array<[string, ProbeSpec]>)),
      ...(middle === undefined
        ? []
        : ([['start_datetime at the middle form', { start: middle.created }]] as Array<[string, ProbeSpec]>)),
    ];
    const results: QueryResult[] = [];
    for (const [n, [label, base]] of bases.entries()) {
      const steps = sequenceOf(account, base, label);
      for (const [i, step] of steps.entries()) {
        const c: QueryCase = {
          name: `sequence/${n + 1}.${i + 1}`,
          label: step.label,
          query: step.judged.query,
          judged: step.judged,
          refusal: 'none',
          summaries: step.judged.query.summary === 'true',
        };
        results.push(await sendCase(http, account, c));
      }
      const head = steps[0];
      if (head !== undefined && ctx.target.secondApiKey !== undefined)
        results.push(
          await otherKey(http, account, {
            name: `sequence/${n + 1}.other-key`,
            label: `${head.label}, asked with SECOND_API_KEY`,
            query: head.judged.query,
            refusal: 'any',
            summaries: false,
          }),
        );
    }
    return results;
  });
}

/** The same query with the other key: whatever it answers, none of the first key's forms (4.4: the key used). */
async function otherKey(http: HttpView, account: Account, c: QueryCase): Promise<QueryResult> {
  const result = await sendCase(http, account, c, 'second-key');
  if (result.res === undefined) return result;
  const answer = readAnswer(result.res);
  const leaked = answer.ids.filter((id): id is string => id !== undefined && account.rows.has(id));
  return leaked.length === 0
    ? result
    : { ...result, problems: [`lists ${leaked.slice(0, 4).join(', ')}, forms of API_KEY's account`] };
}
