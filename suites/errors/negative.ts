// The negative layer (spec 7): generated bad values in every place a client puts data, sent once per run in small
// concurrent batches and judged three ways; a failing input is shrunk with fast-check to the one that shows it.

import fc from 'fast-check';
import type { RecordedExchange } from '../../src/evidence/exchange.js';
import { CUT_SHORT, TransportError, type ApiRequest, type HttpView, type Response } from '../../src/http/client.js';
import { isTimeout, isUnjudged } from '../../src/http/transport-error.js';
import {
  clientErrorProblems,
  errorUnder2xxProblem,
  serverErrorProblem,
  type NegativeOutcome,
} from '../../src/oracles/negative-answer.js';
import type { CheckContext } from '../../src/requirements/check-context.js';
import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import {
  NEGATIVE_LOCATIONS,
  NEGATIVE_ROWS,
  type NegativeInputs,
  type NegativeLocation,
  type NegativeRow,
} from '../support/negative-cases.js';
import { lastingReference } from '../support/lasting.js';
import { excerpt, is2xx } from '../support/orders.js';
import { coverageAt, type CoverageSent } from '../support/coverage-requests.js';
import { errorBodyProblems } from '../../src/oracles/error-body.js';
import type { Location } from '../../src/space/model.js';

/** Requests in flight at once while the generated inputs are sent. */
const CONCURRENCY = 8;
/**
 * Requests one requirement may spend shrinking, across its parts; beyond this the smallest failing input found so far
 * is reported. A target that fails everywhere costs at most this many more requests per requirement.
 */
export const SHRINK_REQUEST_BUDGET = 12;
/** Values per row: one at the default NUM_RUNS (12), more as NUM_RUNS grows, never more than this. */
const MAX_VALUES_PER_ROW = 4;
/** Wall-clock bound of one shrink, so a slow target cannot hold a run hostage. */
const SHRINK_TIME_LIMIT_MS = 15_000;

/** A valid key name (2.1.1) no account enables, for the value rows when ENABLED_METADATA_KEYS is empty. */
const NEVER_ENABLED_KEY = 'osfc_negative';

const WHERE: Readonly<Record<NegativeLocation, string>> = {
  'update-path': 'PUT /orders/',
  'create-body': 'POST /orders with',
  'update-body': 'PUT /orders/<order> with',
  'scan-form-query': 'GET /scan_forms?',
  authorization: 'Authorization:',
};

interface Sent {
  readonly outcome: NegativeOutcome;
  readonly exchange: RecordedExchange;
  /** Set when the request timed out: the run's limit (REQUEST_TIMEOUT_MS), so the input is not judged. */
  readonly timedOut?: TransportError;
  /**
   * Set when a create's answer was lost to a dropped connection the listing could not settle: the run's misfortune,
   * so the input is not judged, and the others still are.
   */
  readonly lost?: TransportError;
}

interface Probe extends Sent {
  readonly row: NegativeRow;
  readonly value: unknown;
  readonly label: string;
}

interface NegativeRun {
  readonly target: string;
  readonly targetCreated: Sent;
  readonly key: string;
  readonly probes: readonly Probe[];
}

/** One judgement of an answer: a sentence saying what is wrong, or undefined when it is right. */
type Judge = (outcome: NegativeOutcome, row: NegativeRow) => string | undefined;

/** The same judgement of a case of the coverage phase, which says itself what the request space expects of it. */
type CoverageJudge = (sent: CoverageSent) => string | undefined;

/** The locations judged, each a part: the request line (the coverage phase only), then the negative layer's. */
const LOCATIONS: readonly Location[] = ['request-line', ...NEGATIVE_LOCATIONS, 'accounts'];

/** The coverage phase's cases of a location judged first (deterministic), the failures as lines. */
async function judgeCoverage(ctx: CheckContext, location: Location, judge: CoverageJudge): Promise<Failing[]> {
  const all = await coverageAt(ctx, location);
  const sent = all.filter((c) => c.timedOut === undefined);
  if (sent.length < all.length)
    ctx.note(
      `${location}: ${all.length - sent.length} coverage case(s) got no answer within REQUEST_TIMEOUT_MS (or lost it to a dropped connection), not judged`,
    );
  if (sent.length > 0) ctx.note(`${location}: ${sent.length} case(s) of the coverage phase judged`);
  return sent.flatMap((c) => {
    const problem = judge(c);
    return problem === undefined ? [] : [{ label: c.label, problem, exchange: c.exchange }];
  });
}

const label = (row: NegativeRow, value: unknown): string => `${WHERE[row.location]} ${row.show(value)}`;

/** Sends one request; no answer is an outcome too, unless the run itself was cut short. */
async function sendOne(http: HttpView, req: ApiRequest): Promise<Sent> {
  const res: Response | TransportError = await http.attempt(req);
  if (res instanceof TransportError) {
    if (res.code === CUT_SHORT) throw res;
    const unjudged = isTimeout(res.code) ? { timedOut: res } : isUnjudged(res.code) ? { lost: res } : {};
    return { outcome: { kind: 'no-answer', error: res.message }, exchange: res.exchange, ...unjudged };
  }
  return { outcome: { kind: 'answer', answer: res }, exchange: res.exchange };
}

/** Runs `work` over the items with at most `limit` in flight, keeping their order. */
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

/**
 * The references the inputs use are lasting ones (lasting.ts): the same strings on every run, so a long, odd or
 * huge order a target accepts is stored once in the account's lifetime, and a later run's create of it meets the
 * duplicate rule instead.
 */
function inputsFor(ctx: CheckContext, target: string, key: string): NegativeInputs {
  return { ref: (l) => lastingReference(ctx, l), key, target };
}

/** The order the update bodies address: created by the account's first run, found by a no-op update after (2.1.4). */
async function holdTarget(http: HttpView, target: string): Promise<Sent> {
  const created = await sendOne(http, { api: 'orders', method: 'POST', path: '/orders', json: { reference: target } });
  if (created.outcome.kind !== 'answer' || is2xx(created.outcome.answer.status)) return created;
  const path = `/orders/${encodeURIComponent(target)}`;
  return sendOne(http, { api: 'orders', method: 'PUT', path, json: { metadata: {} } });
}

/** The generated values of every row, from the run's seed: each row at least once (SEED replays them). */
function planned(ctx: CheckContext): Array<{ row: NegativeRow; value: unknown }> {
  const perRow = Math.min(MAX_VALUES_PER_ROW, Math.max(1, Math.floor(ctx.target.numRuns / 12)));
  return NEGATIVE_ROWS.flatMap((row, i) =>
    fc.sample(row.arbitrary, { seed: (ctx.target.seed + i * 7919) | 0, numRuns: perRow }).map((value) => ({
      row,
      value,
    })),
  );
}

/**
 * Sends every planned input once per run, shared, beside the create of the order the update bodies address: the
 * update bodies go last and wait for that create, the other inputs do not, so the layer adds few steps to a run.
 */
function negativeRun(ctx: CheckContext): Promise<NegativeRun> {
  return ctx.shared('errors:negative-inputs', async (http) => {
    const key = ctx.target.enabledMetadataKeys[0] ?? NEVER_ENABLED_KEY;
    const target = lastingReference(ctx, 'neg-target');
    const created = holdTarget(http, target);
    // Awaited only later: handled now, so a run cut short while it is out is no unhandled rejection.
    created.catch(() => undefined);
    const inputs = inputsFor(ctx, target, key);
    const plan = planned(ctx);
    const ordered = [
      ...plan.filter((p) => p.row.location !== 'update-body'),
      ...plan.filter((p) => p.row.location === 'update-body'),
    ];
    const probes = await pool(ordered, CONCURRENCY, async ({ row, value }) => {
      if (row.location === 'update-body') await created;
      return { row, value, label: label(row, value), ...(await sendOne(http, row.request(value, inputs))) };
    });
    return { target, targetCreated: await created, key, probes };
  });
}

interface Shrunk {
  readonly label: string;
  readonly problem: string;
  readonly exchange: RecordedExchange;
  /** How the input was shrunk, in a few words: "2 shrink(s)", or why it was not. */
  readonly how: string;
}

/** The requests one requirement may still spend shrinking, across its parts (a part that fails later gets what is left). */
interface ShrinkBudget {
  left: number;
}

/** Shrinks a failing input with fast-check, one request per candidate, while the requirement's budget lasts. */
async function shrink(
  ctx: CheckContext,
  run: NegativeRun,
  probe: Probe,
  problem: string,
  judge: Judge,
  budget: ShrinkBudget,
) {
  if (budget.left <= 0)
    return { label: probe.label, problem, exchange: probe.exchange, how: 'not shrunk: the shrink budget is spent' };
  const inputs = inputsFor(ctx, run.target, run.key);
  let smallest: Omit<Shrunk, 'how'> = { label: probe.label, problem, exchange: probe.exchange };
  let reproduced: boolean | undefined;
  const property = fc.asyncProperty(probe.row.arbitrary, async (value) => {
    // The first call replays the failing input; when it passes now, nothing more is sent.
    if (budget.left <= 0 || reproduced === false) return true;
    budget.left--;
    const sent = await sendOne(ctx.http, probe.row.request(value, inputs));
    const found = sent.timedOut === undefined && sent.lost === undefined ? judge(sent.outcome, probe.row) : undefined;
    reproduced ??= found !== undefined;
    if (found === undefined) return true;
    smallest = { label: label(probe.row, value), problem: found, exchange: sent.exchange };
    return false;
  });
  const details = await fc.check(property, {
    seed: ctx.target.seed | 0,
    numRuns: 1,
    examples: [[probe.value]],
    plugins: [fc.interruptAfterTimeLimit(SHRINK_TIME_LIMIT_MS)],
  });
  const how =
    reproduced === false
      ? 'not shrunk: it passed when sent again'
      : `the smallest failing input, ${details.numShrinks} shrink(s)`;
  return { ...smallest, how };
}

interface Failing {
  readonly p?: Probe;
  readonly label: string;
  readonly problem: string;
  readonly exchange: RecordedExchange;
}

/** The negative layer's inputs of a location: their failures as lines, and how many were judged. */
function judgeProbes(ctx: CheckContext, run: NegativeRun, location: Location, judge: Judge) {
  const all = run.probes.filter((p) => p.row.location === location);
  const probes = all.filter((p) => p.timedOut === undefined && p.lost === undefined);
  if (probes.length < all.length)
    ctx.note(
      `${location}: ${all.length - probes.length} input(s) got no answer within REQUEST_TIMEOUT_MS (or lost it to a dropped connection), not judged`,
    );
  if (all.length > 0) ctx.note(`${location}: ${probes.length} generated input(s) judged (seed ${ctx.target.seed})`);
  const failing = probes.flatMap((p): Failing[] => {
    const problem = judge(p.outcome, p.row);
    return problem === undefined ? [] : [{ p, label: `${p.label} (${p.row.input})`, problem, exchange: p.exchange }];
  });
  return { failing, judged: probes.length };
}

/**
 * One part: the coverage phase's cases of the location first, then every generated input; the first failing
 * generated input is shrunk, every failure listed.
 */
async function judgeLocation(
  ctx: CheckContext,
  run: NegativeRun,
  location: Location,
  judges: { readonly probe: Judge; readonly coverage: CoverageJudge },
  expected: string,
  budget: ShrinkBudget,
): Promise<void> {
  if (location === 'update-body' && run.targetCreated.outcome.kind === 'answer') {
    const { status, text } = run.targetCreated.outcome.answer;
    if (!is2xx(status))
      ctx.notExercised(
        `the order the update bodies address could be neither created nor found by an update: HTTP ${status} ${excerpt(text, 100)}`,
      );
  }
  const covered = await judgeCoverage(ctx, location, judges.coverage);
  const { failing, judged } = judgeProbes(ctx, run, location, judges.probe);
  if (location === 'accounts' && ctx.target.secondApiKey === undefined)
    ctx.notExercised('SECOND_API_KEY is not set, so no error of a second account could be compared', 'SECOND_API_KEY');
  const all = [...covered, ...failing];
  if (all.length === 0) return;
  const first = failing[0];
  const shrunk =
    covered.length === 0 && first?.p !== undefined
      ? await shrink(ctx, run, first.p, first.problem, judges.probe, budget)
      : {
          label: all[0]!.label,
          problem: all[0]!.problem,
          exchange: all[0]!.exchange,
          how: 'a case of the coverage phase',
        };
  ctx.fail(
    `${all.length} ${location} input(s) got a wrong answer (${covered.length} of the coverage phase, ${failing.length} of ${judged} generated); the run's seed ${ctx.target.seed} replays them`,
    {
      received: `${shrunk.label}: ${shrunk.problem} (${shrunk.how})`,
      problems: all.map((f) => `${f.label}: ${f.problem}`),
      expected,
      exchange: shrunk.exchange,
    },
  );
}

/** A requirement judging every location as its own part. */
function eachLocation(probe: Judge, coverage: CoverageJudge, expected: string): (ctx: CheckContext) => Promise<void> {
  return async (ctx) => {
    const run = await negativeRun(ctx);
    const budget: ShrinkBudget = { left: SHRINK_REQUEST_BUDGET };
    for (const location of LOCATIONS)
      await ctx.part(location, () => judgeLocation(ctx, run, location, { probe, coverage }, expected, budget));
    // An input that timed out was not judged: unless a part failed, the requirement is the run's to repeat. A case
    // of the coverage phase left unanswered counts alike: what was not judged is never a pass.
    const stalled = run.probes.find((p) => p.timedOut !== undefined)?.timedOut ?? (await coverageStall(ctx));
    if (stalled !== undefined) throw stalled;
  };
}

/** The first case of the coverage phase, at any location, that got no answer in time (a lost answer aside). */
async function coverageStall(ctx: CheckContext): Promise<TransportError | undefined> {
  for (const location of LOCATIONS) {
    const stalled = (await coverageAt(ctx, location)).find((c) => isTimeout(c.timedOut?.code))?.timedOut;
    if (stalled !== undefined) return stalled;
  }
  return undefined;
}

const PARTS = (what: string) => [
  {
    name: 'request-line',
    rule: `A request line of the request space (HEAD, OPTIONS, an unknown method, absolute-form) ${what}.`,
  },
  { name: 'update-path', rule: `A malformed order identifier in the update path ${what}.` },
  { name: 'create-body', rule: `A malformed create body or field ${what}.` },
  { name: 'update-body', rule: `A malformed update body or field ${what}.` },
  { name: 'scan-form-query', rule: `A malformed, repeated or out-of-range scan form query parameter ${what}.` },
  { name: 'authorization', rule: `A malformed Authorization header ${what}.` },
  { name: 'accounts', rule: `A malformed input sent with the second account's key ${what}, alike for both accounts.` },
];

const SENDS =
  'The coverage phase of the request space first (methods and request-target forms, spellings of the token, every scan form parameter and instant field at its boundaries, the pairwise array), then about 32 generated inputs (fast-check, SEED): odd update-path identifiers, create and update bodies, each scan form parameter, odd Authorization headers.';

/** A 501 to a method no server knows is RFC 9110's own answer (9.1), given before any route runs. */
function coverageServerError(sent: CoverageSent): string | undefined {
  // Past a body limit a server may close the connection (RFC 9110 15.5.14), the 413 it wrote then often lost; a parser
  // that knows a fixed list of methods closes it on any other (SpaceClass.mayClose).
  if (sent.mayClose === true && sent.outcome.kind === 'no-answer') return undefined;
  const answer = sent.outcome.kind === 'answer' ? sent.outcome.answer : undefined;
  if (sent.beforeTheApi === true && answer?.status === 501) return undefined;
  return serverErrorProblem(sent.outcome);
}

/**
 * The status the request space asks of a case (401 without valid credentials; 401 or 400 for a header that is not
 * HTTP, by the ruling on RFC 9110 5.5; never a 2xx for either), and the error body on every 4xx but a HEAD's (no
 * content, RFC 9110 9.3.2) and an HTTP server's own refusal before the API.
 */
function coverageBadInput(sent: CoverageSent): string | undefined {
  if (sent.outcome.kind === 'no-answer') return undefined;
  const answer = sent.outcome.answer;
  const { status } = answer;
  if (status >= 500) return undefined;
  if (sent.expect === 'unauthenticated' && status !== 401) return `HTTP ${status}, expected 401`;
  if (sent.expect === 'malformed-credential' && status !== 401 && status !== 400)
    return `HTTP ${status}, expected 401, or 400 for a header that is no HTTP`;
  if (status < 400 || sent.method === 'HEAD' || sent.beforeTheApi === true) return undefined;
  const problems = errorBodyProblems(answer);
  return problems.length === 0 ? undefined : `HTTP ${status}: ${problems.join('; ')}`;
}

export const negativeRequirements: readonly Requirement[] = [
  requirement(
    {
      id: 'ERR-NO-SERVER-ERROR',
      clause: '7',
      level: 'MUST',
      rule: 'No malformed parameter, body or header MUST be answered with a 5xx status or with no answer at all.',
      quote: 'Invalid request parameters: status 400, error Bad Request.',
      sends: SENDS,
      tolerates:
        'Any 2xx, 3xx or 4xx: the conditions that produce 400 and the limits are not shown (7, 8), so an odd value may be accepted.',
      parts: PARTS('is never answered with a 5xx or a dropped connection'),
    },
    eachLocation(
      (outcome) => serverErrorProblem(outcome),
      coverageServerError,
      'a 2xx (the value accepted) or a 4xx with the error body, never a 5xx or a dropped connection (spec 7)',
    ),
  ),
  requirement(
    {
      id: 'ERR-NO-ERROR-UNDER-2XX',
      clause: '7',
      level: 'MUST',
      rule: 'An answer carrying an error body MUST NOT have a 2xx status: an error is told by its HTTP status code.',
      quote: 'Errors use standard HTTP status codes.',
      sends: SENDS,
      tolerates: 'A 2xx with any body that is not an error body: the value accepted, where the spec is silent.',
      parts: PARTS('is never answered with an error body under a 2xx status'),
    },
    eachLocation(
      (outcome) => errorUnder2xxProblem(outcome),
      (sent) => errorUnder2xxProblem(sent.outcome),
      'an error body only under a 4xx or 5xx status; a 2xx carries the result (spec 7)',
    ),
  ),
  requirement(
    {
      id: 'ERR-BODY-BAD-INPUT',
      clause: '7',
      level: 'MUST',
      rule: 'Every 4xx to a malformed input MUST carry the error body of spec 7, and a malformed Authorization header MUST get 401.',
      quote: 'Errors use standard HTTP status codes. The body is JSON:',
      sends: SENDS,
      tolerates:
        "Any 4xx where the spec names none (413, 414, 422 for a huge or odd value), a 2xx for a value the spec does not forbid, and the HTTP server's own 400 for a malformed escape in the path, and 400 with the error body for an Authorization header that is no HTTP (raw bytes outside ASCII).",
      parts: PARTS('that gets a 4xx gets the error body of spec 7 (a header: 401)'),
    },
    eachLocation(
      (outcome, row) => {
        // An input the HTTP server itself refuses before any route runs (a malformed escape in the path) may get that
        // server's own 400: the API never saw it.
        if (row.beforeTheApi === true && outcome.kind === 'answer' && outcome.answer.status === 400) return undefined;
        // A header that is no HTTP (bytes outside printable ASCII, RFC 9110 5.5) may be refused as a malformed request.
        if (row.notHttp === true && outcome.kind === 'answer' && outcome.answer.status === 400)
          return clientErrorProblems(outcome).join('; ') || undefined;
        const problems = clientErrorProblems(outcome, row.location === 'authorization' ? 401 : undefined);
        return problems.length === 0 ? undefined : problems.join('; ');
      },
      coverageBadInput,
      '{"statusCode":<the status>,"error":"<its status text>","message":"…"} on every 4xx; 401 for a malformed Authorization header (spec 5.4, 7)',
    ),
  ),
];
