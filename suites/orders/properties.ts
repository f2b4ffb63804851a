// Metadata rules of spec 2.1 checked by fast-check: generated metadata maps on create, and generated sequences
// of create / update / read run against the target and the pure model side by side (fc.commands).

import fc from 'fast-check';
import type { CheckContext } from '../../src/requirements/check-context.js';
import type { RecordedExchange } from '../../src/evidence/exchange.js';
import { TransportError, type Response } from '../../src/http/client.js';
import {
  applyCreate,
  applyUpdate,
  compareRead,
  describeDifferences,
  mayRefuse,
  resetTo,
  toJsonObject,
  type CreateInput,
  type Metadata,
  type UpdateInput,
} from '../../src/oracles/metadata-model.js';
import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import { lastingReference } from '../support/lasting.js';
import { excerpt, is2xx, LISTING_LAG_DELAYS_MS, readOrders } from '../support/orders.js';
import { letters, neverEnabledKey, orderPath, ruleBreakingVariants } from './shared.js';

/** Requests one property may spend shrinking once it has found a failure; beyond this, shrinking stops where it is. */
export const SHRINK_REQUEST_BUDGET = 60;
/** Commands per generated sequence; each sequence costs at most MAX_COMMANDS + 2 requests (create, commands, final read). */
export const MAX_COMMANDS = 4;
/** Wall-clock bound of one property, so a slow target cannot hold a run hostage; a property interrupted before any failure says so. */
const TIME_LIMIT_MS = 20_000;

/** A disagreement between the target and the model, with the exchange that shows it. */
class Mismatch extends Error {
  override readonly name = 'Mismatch';
  /** The exchanges the failing case sent, in order (set where the case ends). */
  sent: readonly RecordedExchange[] = [];
  constructor(
    message: string,
    readonly exchange: RecordedExchange,
    readonly expected: string,
  ) {
    super(message);
  }
}

/** Counts requests, and stops shrinking once a failure has spent its budget (a case that is not run counts as passing). */
class RequestBudget {
  used = 0;
  private failedAt: number | undefined;
  /** Set when the order cannot be found because the listing pages: the property cannot conclude. */
  unreadable: string | undefined;
  /** Set when a request got no answer (a timeout, a drop, the run cut short): no case after it is worth sending. */
  noAnswer: TransportError | undefined;

  get spent(): boolean {
    return (
      this.unreadable !== undefined ||
      this.noAnswer !== undefined ||
      (this.failedAt !== undefined && this.used - this.failedAt >= SHRINK_REQUEST_BUDGET)
    );
  }

  failed(): void {
    this.failedAt ??= this.used;
  }
}

/** The keys a property draws from: the enabled ones, valid ones that no account enables, and rule-breaking ones. */
export interface KeyPools {
  readonly enabled: readonly string[];
  readonly neverEnabled: readonly string[];
  readonly invalid: readonly string[];
}

/** Derived from the seed, so SEED replays the same keys. */
export function keyPools(ctx: CheckContext, seed: number): KeyPools {
  // A small LCG over the seed: the key names only need to be stable per seed, not random in any strong sense.
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state >>> 16;
  };
  const enabled = ctx.target.enabledMetadataKeys;
  // "constructor" obeys the key rule, and a server that checks keys against a plain object finds it "enabled".
  const neverEnabled = [
    neverEnabledKey(ctx, letters(6, next)),
    neverEnabledKey(ctx, letters(6, next)),
    'constructor',
  ].filter((k) => !enabled.includes(k));
  const invalid = ruleBreakingVariants(enabled[0] ?? neverEnabled[0]!).slice(0, 4);
  return { enabled, neverEnabled, invalid };
}

/**
 * Any code point but U+0000 and lone surrogates, drawn directly: fast-check's 'binary' unit caches every code
 * point it can produce and kept 80 MB alive for the rest of the run.
 */
const codePoint = fc
  .oneof(
    fc.integer({ min: 1, max: 0x7f }),
    fc.integer({ min: 0x80, max: 0xffff }),
    fc.integer({ min: 0x10000, max: 0x10ffff }),
  )
  .filter((cp) => cp < 0xd800 || cp > 0xdfff)
  .map((cp) => String.fromCodePoint(cp));

/** Values as merchants send them and as fuzzers do: any code point, empty, whitespace at the edges. */
export function valueArbitrary(): fc.Arbitrary<string> {
  const edge = fc.constantFrom(' ', '  ', '\t', '\n', '\r\n', '\u00a0', '\u3000');
  return fc.oneof(
    // U+0000 is left out: many stores cannot hold it and the spec's values are merchant text; every other code point is in.
    fc.string({ unit: codePoint, maxLength: 12 }),
    fc.string({ unit: 'grapheme', maxLength: 8 }),
    fc.constant(''),
    fc.tuple(edge, fc.string({ unit: 'grapheme-ascii', maxLength: 6 }), edge).map(([a, b, c]) => `${a}${b}${c}`),
  );
}

function keyArbitrary(pools: KeyPools, withInvalid: boolean): fc.Arbitrary<string> {
  const choices: Array<fc.WeightedArbitrary<string>> = [];
  if (pools.enabled.length > 0) choices.push({ arbitrary: fc.constantFrom(...pools.enabled), weight: 4 });
  choices.push({ arbitrary: fc.constantFrom(...pools.neverEnabled), weight: 1 });
  if (withInvalid && pools.invalid.length > 0)
    choices.push({ arbitrary: fc.constantFrom(...pools.invalid), weight: 1 });
  return fc.oneof(...choices);
}

export function createArbitrary(pools: KeyPools, withInvalid: boolean): fc.Arbitrary<CreateInput> {
  return fc.uniqueArray(fc.tuple(keyArbitrary(pools, withInvalid), valueArbitrary()), {
    selector: ([k]) => k,
    maxLength: 5,
  });
}

export function updateArbitrary(pools: KeyPools): fc.Arbitrary<UpdateInput | undefined> {
  const entry = fc.tuple(keyArbitrary(pools, true), fc.option(valueArbitrary(), { nil: null, freq: 3 }));
  return fc.option(fc.uniqueArray(entry, { selector: ([k]) => k, maxLength: 4 }), { nil: undefined, freq: 6 });
}

/**
 * A generated sequence as the requests it sends, one step each: fast-check's replay comment is dropped, SEED replays
 * the run. A sequence that did not start on a create of its own map says where it started (see SequenceOrders).
 */
export function sequenceSteps(initial: CreateInput, sequence: Iterable<unknown>, start?: SequenceStart): string[] {
  // fast-check wraps each command and marks the ones that ran: a shrunk case lists those alone.
  const commands = [...sequence].filter((c) => (c as { hasRan?: boolean }).hasRan !== false).map(String);
  let first = [`create ${describeBody(initial)}`];
  if (start?.kind === 'lasting')
    first = [
      `create ${describeBody(initial)}, or on the order an earlier run created: update ${describeBody(resetTo(everyKeyHeld(initial), initial))}`,
    ];
  else if (start?.kind === 'shared' || start?.kind === 'replay') {
    const reset = `update ${describeBody(resetTo(start.held, initial))}`;
    const held = JSON.stringify(toJsonObject(start.held));
    first =
      start.kind === 'replay'
        ? [`create {"metadata":${held}}`, reset]
        : [`on the order earlier sequences left holding ${held}: ${reset}`];
  }
  return [...first, ...commands, 'read'];
}

/**
 * Where a generated sequence starts: a create of its own map; the order earlier sequences share, in the state their
 * last read confirmed, reset to the map; or a fresh order created in that state and then reset to the map.
 */
export type SequenceStart =
  | { readonly kind: 'create'; readonly reference: string }
  | { readonly kind: 'lasting'; readonly reference: string }
  | { readonly kind: 'shared' | 'replay'; readonly reference: string; readonly held: Metadata };

/** A state naming every key of the map: what resetTo clears when the state an order holds is not known. */
function everyKeyHeld(initial: CreateInput, enabled: readonly string[] = []): Metadata {
  return new Map([...enabled, ...initial.map(([k]) => k)].map((k) => [k, '']));
}

/**
 * The orders the merge sequences run on. While sequences pass they share one order, each starting with an update that
 * resets it to what a create of its map stores (resetTo), so a run leaves one order for the whole property instead of
 * one per case and each sequence still starts from the state a fresh order would have. Once a sequence fails, the
 * shared order's state is no longer known, and every later sequence (fast-check's shrinking) runs on a fresh order:
 * created with its map when the failure started on a create, or created in the state the failing sequence found and
 * then reset, so the smallest failing case replays from a create whatever state the failure needed.
 */
class SequenceOrders {
  created = 0;
  /** Where the last failing sequence started: fast-check reports the last failing case as the smallest. */
  lastFailed: SequenceStart | undefined;
  private shared: { reference: string; held: Metadata } | undefined;
  private replayFrom: Metadata | undefined;

  /**
   * The first sequence of a run starts on a lasting order (support/lasting.ts: the same on every run, created once), so
   * the property leaves no order on the account after its first run; a failure's replays run on fresh ones.
   */
  next(newReference: () => string, lasting: string): SequenceStart {
    if (this.lastFailed === undefined && this.shared !== undefined) return { kind: 'shared', ...this.shared };
    if (this.lastFailed === undefined) return { kind: 'lasting', reference: lasting };
    this.created++;
    const reference = newReference();
    return this.replayFrom === undefined
      ? { kind: 'create', reference }
      : { kind: 'replay', reference, held: this.replayFrom };
  }

  passed(start: SequenceStart, held: Metadata): void {
    if (this.lastFailed === undefined) this.shared = { reference: start.reference, held };
  }

  failed(start: SequenceStart): void {
    if (this.lastFailed === undefined && (start.kind === 'shared' || start.kind === 'replay'))
      this.replayFrom = start.held;
    this.lastFailed = start;
  }
}

/** Sends the requests that start a sequence (see SequenceStart) and returns the model of the order's metadata. */
async function startSequence(
  real: Real,
  start: SequenceStart,
  initial: CreateInput,
  enabled: readonly string[],
): Promise<Model> {
  const accepted = (res: Response, request: string): void => {
    if (!is2xx(res.status))
      throw new Mismatch(
        `${request} answered HTTP ${res.status} ${excerpt(res.text, 80)}`,
        res.exchange,
        'a 2xx: keys that are not enabled are ignored and the request succeeds (2.1.3)',
      );
  };
  if (start.kind === 'create' || start.kind === 'lasting') {
    const body = { reference: real.reference, metadata: toJsonObject(initial) };
    const created = await send(real, 'POST', '/orders', body);
    if (start.kind === 'create' || is2xx(created.status)) {
      accepted(created, `POST ${describeBody(initial)}`);
      return { metadata: applyCreate(initial, enabled), earlier: [] };
    }
    // An earlier run created it, in a state this run does not know: every enabled key is written or set to null.
    const reset = resetTo(everyKeyHeld(initial, enabled), initial);
    accepted(
      await send(real, 'PUT', orderPath(real.reference), { metadata: toJsonObject(reset) }),
      `PUT ${describeBody(reset)}`,
    );
    return { metadata: applyCreate(initial, enabled), earlier: [], unknownBefore: true };
  }
  return resetShared(real, start, initial, enabled, accepted);
}

/** Starts a sequence on the order earlier sequences share (or a fresh one created in their state): reset to the map. */
async function resetShared(
  real: Real,
  start: Extract<SequenceStart, { held: Metadata }>,
  initial: CreateInput,
  enabled: readonly string[],
  accepted: (res: Response, request: string) => void,
): Promise<Model> {
  if (start.kind === 'replay') {
    const body = { reference: real.reference, metadata: toJsonObject(start.held) };
    accepted(await send(real, 'POST', '/orders', body), `POST ${describeBody([...start.held])}`);
  }
  const reset = resetTo(start.held, initial);
  accepted(
    await send(real, 'PUT', orderPath(real.reference), { metadata: toJsonObject(reset) }),
    `PUT ${describeBody(reset)}`,
  );
  return { metadata: applyUpdate(start.held, reset, enabled), earlier: [start.held] };
}

function describeBody(input: ReadonlyArray<readonly [string, unknown]> | undefined): string {
  return input === undefined ? '{}' : JSON.stringify({ metadata: toJsonObject(input) });
}

/** What the property talks to: the check's HTTP view, the order under test, and the request budget. */
interface Real {
  readonly ctx: CheckContext;
  readonly reference: string;
  readonly budget: RequestBudget;
  /** The writes and reads of this case, in the order sent: a failing case's are its reproduction. */
  readonly sent?: RecordedExchange[];
}

interface Model {
  metadata: Metadata;
  /** States written since the last read that matched: a listing that lags its writes may still show one of them. */
  earlier: Metadata[];
  /** True until a read matches, when the order held a state this run did not write (a lasting order's). */
  unknownBefore?: boolean;
}

async function send(
  real: Pick<Real, 'ctx' | 'budget' | 'sent'>,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  json?: unknown,
): Promise<Response> {
  real.budget.used++;
  try {
    const res = await real.ctx.http.send({ api: 'orders', method, path, ...(json === undefined ? {} : { json }) });
    real.sent?.push(res.exchange);
    return res;
  } catch (error) {
    if (error instanceof TransportError) real.budget.noAnswer ??= error;
    throw error;
  }
}

/**
 * Reads the order (following the listing's pages) and throws a Mismatch naming every difference from the model. A
 * missing order, or one that shows a state written earlier in this sequence, is read again after the listing-lag
 * pauses; any other difference fails at once.
 */
async function readAndCompare(real: Real, model: Model, when: string): Promise<void> {
  if ((await readOnce(real, model, when, false)) === 'settled') return;
  // The listing showed an earlier state or not the order: it may lag the writes (4.1 promises no read-your-writes),
  // or show them only once something else is written, which is no lag. The re-reads go out while no write of the
  // run does, so only time can bring the listing up to date.
  await real.ctx.http.whileNoWrites(async () => {
    for (let attempt = 0; attempt < LISTING_LAG_DELAYS_MS.length; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, LISTING_LAG_DELAYS_MS[attempt]));
      const lastTry = attempt === LISTING_LAG_DELAYS_MS.length - 1;
      if ((await readOnce(real, model, when, lastTry)) === 'settled') return;
    }
  });
}

/**
 * One read of the order, compared with the model: 'settled' when it matches (or the listing cannot be read to its
 * end), 'stale' when it shows an earlier state or not the order yet; on the last try either of those is a Mismatch.
 */
async function readOnce(real: Real, model: Model, when: string, lastTry: boolean): Promise<'settled' | 'stale'> {
  const read = await readOrders(real.ctx, [real.reference]);
  real.budget.used += read.pages.length;
  const order = read.found.get(real.reference);
  const shown = order === undefined ? read.pages.at(-1)?.exchange : read.at.get(real.reference)?.exchange;
  if (shown !== undefined) real.sent?.push(shown);
  if (order === undefined) {
    if (!read.complete) {
      real.budget.unreadable = `order ${real.reference} could not be found: ${read.incomplete ?? 'the listing was not read to its end'}`;
      return 'settled';
    }
    if (!lastTry) return 'stale';
    throw new Mismatch(
      `order ${real.reference} is not listed ${when}`,
      read.pages.at(-1)!.exchange,
      `an order with that reference and metadata ${JSON.stringify(toJsonObject(model.metadata))}`,
    );
  }
  const differences = compareRead(model.metadata, order.metadata);
  if (differences.length === 0) {
    model.earlier = [];
    model.unknownBefore = false;
    return 'settled';
  }
  const stale =
    model.unknownBefore === true || model.earlier.some((state) => compareRead(state, order.metadata).length === 0);
  if (stale && !lastTry) return 'stale';
  throw new Mismatch(
    `${when}, metadata ${excerpt(JSON.stringify(order.metadata) ?? 'missing', 200)}: ${describeDifferences(differences)}`,
    read.at.get(real.reference)!.exchange,
    `metadata ${JSON.stringify(toJsonObject(model.metadata))}`,
  );
}

class UpdateCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly input: UpdateInput | undefined,
    readonly enabled: readonly string[],
  ) {}

  check(): boolean {
    return true;
  }

  async run(model: Model, real: Real): Promise<void> {
    const res = await send(
      real,
      'PUT',
      orderPath(real.reference),
      this.input === undefined ? {} : { metadata: toJsonObject(this.input) },
    );
    if (is2xx(res.status)) {
      model.earlier.push(model.metadata);
      model.metadata = applyUpdate(model.metadata, this.input, this.enabled);
    } else if (!(res.status === 400 && mayRefuse(this.input))) {
      throw new Mismatch(
        `PUT ${describeBody(this.input)} answered HTTP ${res.status} ${excerpt(res.text, 80)}`,
        res.exchange,
        mayRefuse(this.input)
          ? 'a 2xx (rule-breaking keys ignored) or 400'
          : 'a 2xx: keys that are not enabled are ignored and the request succeeds (2.1.3)',
      );
    }
  }

  toString(): string {
    return `update ${describeBody(this.input)}`;
  }
}

class ReadCommand implements fc.AsyncCommand<Model, Real> {
  check(): boolean {
    return true;
  }

  async run(model: Model, real: Real): Promise<void> {
    await readAndCompare(real, model, 'on a read between updates');
  }

  toString(): string {
    return 'read';
  }
}

/** How a property phrases its smallest failing case: its steps, and the exchanges the last failing case sent. */
interface FailingCase<Ts> {
  readonly steps: (value: Ts) => readonly string[];
  readonly exchanges: () => readonly RecordedExchange[];
}

/**
 * Runs a property and turns its verdict into the check's: the seed, the shrunk case as numbered steps, and the
 * exchanges of that case (the decisive one first, then its writes and reads in order, for one curl script).
 */
async function runProperty<Ts>(
  ctx: CheckContext,
  id: string,
  property: fc.IAsyncProperty<Ts>,
  budget: RequestBudget,
  failing: FailingCase<Ts>,
  bound: string,
  { numRuns = ctx.target.numRuns, examples = [] }: { numRuns?: number; examples?: Ts[] } = {},
): Promise<void> {
  const seed = ctx.target.seed | 0;
  const details = await fc.check(property, {
    seed,
    numRuns,
    examples,
    plugins: [fc.interruptAfterTimeLimit(TIME_LIMIT_MS)],
  });
  ctx.note(
    `${details.numRuns} generated case(s), ${budget.used} requests (bounded by ${bound}, plus at most ${SHRINK_REQUEST_BUDGET} for shrinking a failure); seed ${ctx.target.seed}`,
  );
  // A case that got no answer is no disagreement with the model: the engine judges the transport (a timeout is the
  // run's limit, a drop that repeats on fresh connections the target's), never the model.
  if (details.failed && details.errorInstance instanceof TransportError) throw details.errorInstance;
  if (details.failed && details.counterexample !== null) {
    const error = details.errorInstance;
    const mismatch = error instanceof Mismatch ? error : undefined;
    const reason = error instanceof Error ? error.message : String(error);
    const steps = failing.steps(details.counterexample as Ts).map((step, i) => `${i + 1}. ${step}`);
    const others = failing.exchanges().filter((e) => e !== mismatch?.exchange);
    ctx.fail(
      `the metadata model and the target disagree after ${details.numRuns} case(s), shrunk ${details.numShrinks} time(s), on the ${steps.length} steps below. The run's seed ${ctx.target.seed} reproduces it (the reports print the command, with --only ${id})`,
      {
        problems: steps,
        received: reason,
        expected: `${mismatch?.expected ?? 'the target to follow the model of spec 2.1'} (fast-check seed ${details.seed}, path ${details.counterexamplePath ?? '?'})`,
        ...(mismatch === undefined ? {} : { exchange: mismatch.exchange, exchanges: others }),
      },
    );
  }
  if (budget.unreadable !== undefined) ctx.notExercised(budget.unreadable);
  if (details.interrupted) {
    if (details.numRuns === 0) ctx.notExercised(`no generated case finished within ${TIME_LIMIT_MS / 1000} s`);
    ctx.note(`interrupted after ${details.numRuns} of ${numRuns} cases by the ${TIME_LIMIT_MS / 1000} s limit`);
  }
}

/**
 * Creates per run: 3 (fewer when NUM_RUNS is lower). Each is an order the account keeps for good (the spec has no
 * delete), so the creates are fewer than the merge property's sequences, which reuse lasting orders; the coverage
 * phase sends every form of a key at its boundaries, so the generated maps need not find those by luck.
 */
function createCases(ctx: CheckContext): number {
  return Math.max(1, Math.min(ctx.target.numRuns, 3));
}

/**
 * The map every run creates first, beside the generated ones (fast-check's `examples`): an enabled key holding
 * edge whitespace, non-ASCII and astral text, and a valid key no account enables; what the few generated maps of
 * one run may miss, a trimming, re-encoding or key-filtering store shows here.
 */
function edgeMap(pools: KeyPools): CreateInput {
  const [enabled] = pools.enabled;
  return [
    ...(enabled === undefined ? [] : [[enabled, ' \tGrüße 日本 📦 '] as const]),
    [pools.neverEnabled[0]!, 'ignored'],
  ];
}

/** One generated create, read back and compared with the model; throws a Mismatch (its exchanges in `sent`). */
async function createCase(
  ctx: CheckContext,
  pools: KeyPools,
  budget: RequestBudget,
  input: CreateInput,
): Promise<void> {
  const real: Real = { ctx, reference: ctx.newOrderReference('property-create'), budget, sent: [] };
  try {
    const res = await send(real, 'POST', '/orders', { reference: real.reference, metadata: toJsonObject(input) });
    if (!is2xx(res.status)) {
      if (res.status === 400 && mayRefuse(input)) return;
      throw new Mismatch(
        `POST ${describeBody(input)} answered HTTP ${res.status} ${excerpt(res.text, 80)}`,
        res.exchange,
        mayRefuse(input)
          ? 'a 2xx (rule-breaking keys ignored) or 400'
          : 'a 2xx: keys that are not enabled are ignored and the request succeeds (2.1.3)',
      );
    }
    await readAndCompare(real, { metadata: applyCreate(input, pools.enabled), earlier: [] }, 'after the create');
  } catch (error) {
    if (error instanceof Mismatch) error.sent = real.sent ?? [];
    throw error;
  }
}

/**
 * Runs a property's generated cases all at once, each on an order of its own, so their reads of the listing are the
 * same few rounds (listing-rounds.ts) however many cases there are: a run reads the listing a fixed number of times.
 * True when every case passed (the check then notes what it did); false when one failed, for fast-check to replay
 * and shrink. A case that got no answer ends the check as the engine judges a transport failure.
 */
async function passedAtOnce(
  ctx: CheckContext,
  budget: RequestBudget,
  cases: ReadonlyArray<() => Promise<void>>,
  planned: number,
): Promise<boolean> {
  const ended = await Promise.all(
    cases.map((c) =>
      c().then(
        () => undefined,
        (error: unknown) => error,
      ),
    ),
  );
  const noAnswer = ended.find((e) => e instanceof TransportError);
  if (noAnswer !== undefined) throw noAnswer;
  const failed = ended.find((e) => e !== undefined);
  if (failed !== undefined && !(failed instanceof Mismatch))
    throw failed instanceof Error ? failed : new Error(String(failed));
  if (failed !== undefined) return false;
  if (budget.unreadable !== undefined) ctx.notExercised(budget.unreadable);
  ctx.note(
    `${planned} generated case(s) at once, ${budget.used} requests; seed ${ctx.target.seed} (a failing case is replayed and shrunk)`,
  );
  return true;
}

/**
 * The sequence every run carries first, beside the generated ones (fast-check's `examples`): a read, then an update
 * of one key, read back. Its reads and the update go out while the run writes nothing else (writingAlone), so a
 * listing refreshed only by other writes (a cache cleared on create) shows the update as stale on every seed, not
 * only when no other check happened to create an order between the update and its read.
 */
function readThenUpdate(pools: KeyPools): [CreateInput, fc.AsyncCommand<Model, Real>[]] {
  const key = pools.enabled[0] ?? pools.neverEnabled[0]!;
  return [[[key, 'before']], [new ReadCommand(), new UpdateCommand([[key, 'after']], pools.enabled)]];
}

/**
 * One generated sequence at once with the others, on a lasting order of its own: its first read between updates
 * is kept and any later one skipped (every sequence then reads in the same rounds), and the end state is read.
 * The first sequence, from its first command on, writes while no other write of the run goes out: what its reads
 * show changes only with its own writes and with time (4.1 promises an updated order is listed so, whatever else is
 * written).
 */
async function sequenceAtOnce(
  ctx: CheckContext,
  pools: KeyPools,
  budget: RequestBudget,
  [initial, sequence]: [CreateInput, Iterable<fc.AsyncCommand<Model, Real>>],
  index: number,
): Promise<void> {
  const reference = lastingReference(ctx, `property-merge-${index + 1}`);
  const real: Real = { ctx, reference, budget, sent: [] };
  try {
    const model = await startSequence(real, { kind: 'lasting', reference }, initial, pools.enabled);
    const run = async () => {
      let reads = 0;
      for (const command of sequence) {
        if (String(command) === 'read' && reads++ > 0) continue;
        if (command.check(model)) await command.run(model, real);
      }
      if (budget.unreadable === undefined) await readAndCompare(real, model, 'at the end of the sequence');
    };
    // The first sequence (a read, then an update) writes alone; the generated ones beside the run's other writes,
    // so their reads keep joining the run's shared rounds (on an account of years, each round reads it whole).
    await (index === 0 ? ctx.http.writingAlone(run) : run());
  } catch (error) {
    if (error instanceof Mismatch) error.sent = real.sent ?? [];
    throw error;
  }
}

/**
 * A sequence run at once failed: fast-check replays the same sequences (the same seed) one by one, every read
 * included, each from its first command on while the rest of the run writes nothing, and shrinks the failure.
 */
async function replaySequences(
  ctx: CheckContext,
  pools: KeyPools,
  commands: fc.Arbitrary<Iterable<fc.AsyncCommand<Model, Real>>>,
  first: [CreateInput, fc.AsyncCommand<Model, Real>[]],
): Promise<void> {
  const budget = new RequestBudget();
  const orders = new SequenceOrders();
  let failedSent: readonly RecordedExchange[] = [];
  const property = fc.asyncProperty(createArbitrary(pools, false), commands, async (initial, sequence) => {
    if (budget.spent) return;
    const start = orders.next(() => ctx.newOrderReference('property-merge'), lastingReference(ctx, 'property-merge'));
    const real: Real = { ctx, reference: start.reference, budget, sent: [] };
    try {
      const model = await startSequence(real, start, initial, pools.enabled);
      await ctx.http.writingAlone(async () => {
        await fc.asyncModelRun(() => ({ model, real }), sequence);
        if (budget.unreadable === undefined) await readAndCompare(real, model, 'at the end of the sequence');
      });
      orders.passed(start, model.metadata);
    } catch (error) {
      budget.failed();
      orders.failed(start);
      failedSent = real.sent ?? [];
      throw error;
    }
  });
  await runProperty(
    ctx,
    'META-PROPERTY-MERGE',
    property,
    budget,
    {
      steps: ([initial, sequence]) => sequenceSteps(initial, sequence, orders.lastFailed),
      exchanges: () => failedSent,
    },
    `${ctx.target.numRuns} sequences × ${MAX_COMMANDS + 2} requests`,
    { examples: [first] },
  );
  ctx.note(`${orders.created} order(s) carried the generated sequences`);
}

export const propertyRequirements: readonly Requirement[] = [
  requirement(
    {
      id: 'META-PROPERTY-CREATE',
      clause: '2.1',
      level: 'MUST',
      rule: 'An order created with any metadata map MUST read back with exactly the enabled keys and their values.',
      quote: 'A key that is not enabled is silently ignored, and the request still succeeds.',
      sends:
        'Four creates at once (each stays on the account): a map of edges, then maps generated by fast-check with enabled keys, valid keys no account enables, rule-breaking keys, values of any Unicode text, empty or whitespace-edged; each read back. A failing case is replayed and shrunk.',
      tolerates: 'A create carrying a rule-breaking key may fail with 400 instead.',
    },
    async (ctx) => {
      const pools = keyPools(ctx, ctx.target.seed);
      if (pools.enabled.length === 0)
        ctx.note('ENABLED_METADATA_KEYS is empty: only keys that must be ignored were generated');
      const cases = createCases(ctx);
      const generated = fc.sample(createArbitrary(pools, true), { seed: ctx.target.seed | 0, numRuns: cases - 1 });
      const inputs = [edgeMap(pools), ...generated];
      const batch = new RequestBudget();
      if (
        await passedAtOnce(
          ctx,
          batch,
          inputs.map((input) => () => createCase(ctx, pools, batch, input)),
          cases,
        )
      )
        return;
      // A case failed: fast-check replays the same cases (the same seed) one by one and shrinks the failure.
      const budget = new RequestBudget();
      let failedSent: readonly RecordedExchange[] = [];
      const property = fc.asyncProperty(createArbitrary(pools, true), async (input) => {
        if (budget.spent) return;
        try {
          await createCase(ctx, pools, budget, input);
        } catch (error) {
          budget.failed();
          failedSent = error instanceof Mismatch ? error.sent : [];
          throw error;
        }
      });
      await runProperty(
        ctx,
        'META-PROPERTY-CREATE',
        property,
        budget,
        { steps: ([input]) => [`create ${describeBody(input)}`, 'read'], exchanges: () => failedSent },
        `${cases} cases × 2 requests`,
        { numRuns: cases, examples: [[edgeMap(pools)]] },
      );
    },
  ),
  requirement(
    {
      id: 'META-PROPERTY-MERGE',
      clause: '2.1',
      level: 'MUST',
      rule: 'Every read after creates and updates MUST show the metadata that the rules of spec 2.1 predict.',
      quote: "On update, the supplied metadata is merged over the order's existing metadata.",
      sends:
        'Generated sequences of create, update (merged keys, nulls, omitted or empty metadata, keys not enabled or rule-breaking) and read, all at once, each on a lasting order of its own (created once, then reset by an update naming every enabled key) and with its first read between updates; the first sequence is always a read, then an update of one key, sent from its first command to its final read while the rest of the run writes nothing (as is every sequence replayed after a failure). A failing sequence is replayed one by one with every read, and its shrinks on fresh orders.',
      tolerates:
        'A rule-breaking key may be refused with 400; a read may lag a write only while nothing else is written (the check re-reads with no writes in flight).',
    },
    async (ctx) => {
      const pools = keyPools(ctx, ctx.target.seed);
      if (pools.enabled.length === 0)
        ctx.notExercised(
          'ENABLED_METADATA_KEYS is empty: updates of enabled keys cannot be generated (spec 2.1.3)',
          'ENABLED_METADATA_KEYS',
        );
      const commands = fc.commands(
        [
          updateArbitrary(pools).map((input) => new UpdateCommand(input, pools.enabled)),
          fc.constant(new ReadCommand()),
        ],
        { maxCommands: MAX_COMMANDS },
      );
      const first = readThenUpdate(pools);
      const samples = [
        first,
        ...fc.sample(fc.tuple(createArbitrary(pools, false), commands), {
          seed: ctx.target.seed | 0,
          numRuns: Math.max(0, ctx.target.numRuns - 1),
        }),
      ];
      const batch = new RequestBudget();
      const atOnce = samples.map((sample, i) => () => sequenceAtOnce(ctx, pools, batch, sample, i));
      if (await passedAtOnce(ctx, batch, atOnce, samples.length)) return;
      await replaySequences(ctx, pools, commands, first);
    },
  ),
];
