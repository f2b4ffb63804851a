// The coverage phase of the update body, on orders the run keeps: the steps of suites/support/coverage-order-steps.ts
// sent in turn, each read back, so a write is refused with no effect or applied as 2.1 says.

import type { HttpView, PinnedConnection, Response } from '../../src/http/client.js';
import { CUT_SHORT, TransportError } from '../../src/http/client.js';
import { isUnjudged } from '../../src/http/transport-error.js';
import { compareRead, type Metadata } from '../../src/oracles/metadata-model.js';
import type { RecordedExchange } from '../../src/evidence/exchange.js';
import type { CheckContext } from '../../src/requirements/check-context.js';
import type { CoverageSent } from './coverage-sent.js';
import { plan, removeAll, type OrderFamily, type Step } from './coverage-order-steps.js';
import { ListingRounds } from './listing-rounds.js';
import { lastingReference, runValue } from './lasting.js';
import { holdLasting } from './lasting-orders.js';
import { is2xx, readOrders } from './orders.js';

export type { OrderFamily } from './coverage-order-steps.js';

/** One read of the order after a step or a group of steps, against what the model of 2.1 expects then. */
export interface OrderCheck {
  readonly family: OrderFamily;
  /** The order read back. */
  readonly reference: string;
  /** What was sent before this read, in a few words. */
  readonly after: string;
  readonly expected: Metadata;
  readonly differences: readonly string[];
  readonly exchange: RecordedExchange;
}

export interface OrderSequence {
  /** The sequence's orders, the first first. */
  readonly references: readonly string[];
  /** Why nothing was sent (the order could not be created, no enabled key), or undefined. */
  readonly unsent?: string;
  readonly steps: readonly CoverageSent[];
  readonly checks: readonly OrderCheck[];
}

async function send(
  http: HttpView,
  step: Step,
  connection: PinnedConnection | undefined,
): Promise<{ sent: CoverageSent; res?: Response }> {
  const request = {
    ...step.request,
    ...(step.covers === undefined ? {} : { covers: step.covers }),
    ...(connection === undefined ? {} : { connection }),
  };
  const res = await http.attempt(request);
  const base = {
    location: 'update-body' as const,
    label: step.label,
    expect: step.expect,
    method: step.request.method,
  };
  if (res instanceof TransportError) {
    if (res.code === CUT_SHORT) throw res;
    const timedOut = isUnjudged(res.code) ? { timedOut: res } : {};
    return {
      sent: { ...base, outcome: { kind: 'no-answer', error: res.message }, exchange: res.exchange, ...timedOut },
    };
  }
  return { sent: { ...base, outcome: { kind: 'answer', answer: res }, exchange: res.exchange }, res };
}

/** Reads the order back and compares it with the model, looking again briefly when the listing may lag a write. */
async function check(ctx: CheckContext, reference: string, family: OrderFamily, after: string, expected: Metadata) {
  let read = await readOrders(ctx, [reference]);
  for (const delay of [250, 1000]) {
    const order = read.found.get(reference);
    if (order !== undefined && compareRead(expected, order.metadata).length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, delay));
    read = await readOrders(ctx, [reference]);
  }
  const order = read.found.get(reference);
  const differences =
    order === undefined
      ? [`order ${reference} is not listed`]
      : compareRead(expected, order.metadata).map((d) => d.message);
  return {
    family,
    reference,
    after,
    expected,
    differences,
    exchange: (read.at.get(reference) ?? read.res).exchange,
  };
}

/** One family's steps on one order: the model's state of the order, and where the sent steps and reads go. */
interface FamilyRun {
  readonly ctx: CheckContext;
  readonly order: { reference: string; state: Map<string, string> };
  readonly family: OrderFamily;
  /** Whether to read the order back after each step that allows it, or once after the family. */
  readonly readEach: boolean;
  readonly out: { steps: CoverageSent[]; checks: OrderCheck[] };
}

/** Runs steps one after the other, the pinned ones on a connection of the family's own, which is closed after. */
async function runSteps(run: FamilyRun, steps: readonly Step[]): Promise<boolean> {
  const connection = steps.some((s) => s.pinned) ? run.ctx.http.pin() : undefined;
  try {
    return await runStepsOn(run, steps, connection);
  } finally {
    await connection?.close();
  }
}

/** The steps in turn, the model applying what each 2xx applied, reading back after each when asked. */
async function runStepsOn(
  run: FamilyRun,
  steps: readonly Step[],
  connection: PinnedConnection | undefined,
): Promise<boolean> {
  const { ctx, order, family, readEach, out } = run;
  let unread = 0;
  for (const step of steps) {
    const { sent, res } = await send(ctx.http, step, step.pinned ? connection : undefined);
    out.steps.push(sent);
    // An update the target never answered leaves the order's state unknown, and the next would wait as long: the
    // sequence ends there (the timeout is the run's limit, never a verdict).
    if (sent.timedOut !== undefined) return false;
    if (res !== undefined && is2xx(res.status)) {
      for (const [k, v] of Object.entries(step.sets ?? {})) order.state.set(k, v);
      for (const k of step.removes ?? []) order.state.delete(k);
    }
    if (!readEach || step.readWithNext || !(await readsEachStep(ctx))) {
      unread++;
      continue;
    }
    unread = 0;
    const c = await check(ctx, order.reference, family, step.label, new Map(order.state));
    out.checks.push(c);
    // A step that changed what it must not is reported once; the order is put back so later steps are judged alone.
    if (c.differences.length > 0) await restore(ctx.http, order);
  }
  if (unread > 0)
    out.checks.push(await check(ctx, order.reference, family, `${unread} ${family} updates`, new Map(order.state)));
  return true;
}

async function restore(http: HttpView, order: { reference: string; state: Map<string, string> }): Promise<void> {
  await http.attempt({
    api: 'orders',
    method: 'PUT',
    path: `/orders/${encodeURIComponent(order.reference)}`,
    json: { metadata: Object.fromEntries(order.state) },
  });
}

/**
 * The sequence's updates of one dimension that must succeed and got an answer, and those not a 2xx: keys named like
 * an object's members (constructor, prototype: no guard refuses them), the update after another on its connection.
 */
export function acceptedAnswers(
  steps: readonly CoverageSent[],
  dimension: string,
): { judged: number; refused: CoverageSent[] } {
  const answered = steps.filter(
    (s) => s.label.startsWith(`${dimension}/`) && s.expect === 'accepted' && s.outcome.kind === 'answer',
  );
  const refused = answered.filter((s) => s.outcome.kind === 'answer' && !is2xx(s.outcome.answer.status));
  return { judged: answered.length, refused };
}

/** A read of GET /orders slower than this is an account whose listing a run cannot read after every step. */
const READ_EACH_STEP_MS = 500;

/**
 * Whether the sequence reads the order back after this step (the step that broke 2.1 named alone) or once after the
 * family's last: GET /orders holds the whole account (4.1), and on one holding years of orders a read a step would
 * make the run's wall grow with the account many times over. Asked at each step, since the first slow read may come
 * while the sequence runs; either way every family is judged.
 */
async function readsEachStep(ctx: CheckContext): Promise<boolean> {
  const rounds = await ctx.shared('orders:listing-rounds', () => Promise.resolve(new ListingRounds()));
  // Before any read was timed, the one under way tells: a first step read alone would cost a whole read on a large
  // account, and on a small one the wait is a read's few milliseconds.
  if (rounds.lastRead('key') === undefined) await rounds.latest('key');
  return (rounds.lastRead('key') ?? 0) <= READ_EACH_STEP_MS;
}

/**
 * The sequence's orders and the families each goes through in turn. The orders are updated side by side, so a
 * read back of one joins the others': GET /orders holds the whole account (4.1), and on one holding years of orders
 * each read is what a run spends.
 */
const CHAINS: ReadonlyArray<{ readonly label: string; readonly families: readonly OrderFamily[]; every?: true }> = [
  { label: 'space-order', families: ['key-forms'] },
  { label: 'space-order-2', families: ['body-framing'] },
  { label: 'space-order-3', families: ['null-spellings'] },
  // About as many updates as the key forms: on an account read once a family, the two reads fall in one round.
  { label: 'space-order-5', families: ['key-history'] },
  // Every enabled key held, so the update that removes them all removes several at once.
  { label: 'space-order-4', families: ['all-removed'], every: true },
];

interface Chain {
  readonly reference: string;
  readonly unsent?: string;
  readonly steps: CoverageSent[];
  readonly checks: OrderCheck[];
}

/** One order of the sequence through its families, reading it back after each (after each step when it may). */
async function runChain(ctx: CheckContext, chain: (typeof CHAINS)[number]): Promise<Chain> {
  const { label, families } = chain;
  const keys = ctx.target.enabledMetadataKeys;
  // A lasting order: created by the account's first run, and brought back to the starting state by an update
  // naming every enabled key on every run after (null removes, 2.1.5), so the sequence adds no order to the account.
  const reference = lastingReference(ctx, label);
  const start = Object.fromEntries((chain.every ? keys : keys.slice(0, 1)).map((k) => [k, runValue(ctx, 'cover')]));
  const reset = { metadata: { ...Object.fromEntries(keys.map((k) => [k, null])), ...start } };
  const held = await holdLasting(ctx, reference, { metadata: start }, reset);
  if (!held.held) {
    const status = `${held.created === undefined ? 'create answer lost' : `HTTP ${held.created.status}`}${held.found === undefined ? '' : `, then HTTP ${held.found.status} to the update`}`;
    return { reference, unsent: `the order could not be created nor found: ${status}`, steps: [], checks: [] };
  }
  const order = { reference, state: new Map(Object.entries(start)) };
  const path = `/orders/${encodeURIComponent(reference)}`;
  const steps = plan(ctx, path, keys);
  const out = { reference, steps: [] as CoverageSent[], checks: [] as OrderCheck[] };
  for (const family of families) {
    const list = family === 'all-removed' ? removeAll(path, order.state) : steps[family];
    // Key forms are read once after the family: each spelling is judged by what the order holds after all of them.
    if (!(await runSteps({ ctx, order, family, readEach: family !== 'key-forms', out }, list))) break;
  }
  return out;
}

/** The sequence, once per run: each order of CHAINS through its families, the orders side by side. */
export function orderSequence(ctx: CheckContext): Promise<OrderSequence> {
  return ctx.shared('space:order-sequence', async () => {
    const chains = await Promise.all(CHAINS.map((c) => runChain(ctx, c)));
    const unsent =
      chains.find((c) => c.unsent !== undefined)?.unsent ??
      (ctx.target.enabledMetadataKeys.length === 0
        ? 'ENABLED_METADATA_KEYS is empty: no effect could be read'
        : undefined);
    return {
      references: chains.map((c) => c.reference),
      ...(unsent === undefined ? {} : { unsent }),
      // In the order of the families, however the two orders' updates interleaved.
      steps: chains.flatMap((c) => c.steps),
      checks: chains.flatMap((c) => c.checks),
    };
  });
}
