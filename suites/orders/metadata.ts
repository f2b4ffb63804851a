// Order metadata (spec 2.1 rules 1-6, 4.2, 4.3): each rule exercised on orders this run creates and read
// back through GET /v1.0/orders, with the expected metadata taken from the pure model, never from habits.

import type { CheckContext } from '../../src/requirements/check-context.js';
import type { HttpView, Response } from '../../src/http/client.js';
import { acceptedAnswers, orderSequence, type OrderFamily } from '../support/coverage-order.js';
import type { CoverageSent } from '../support/coverage-sent.js';
import { OBJECT_MEMBER_KEY } from '../../src/space/dimensions/identity.js';
import { CONNECTION_REUSE } from '../../src/space/dimensions/transport.js';
import { KEY_HISTORY } from '../../src/space/dimensions/history.js';
import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import {
  applyCreate,
  applyUpdate,
  KEY_NAME,
  toJsonObject,
  type CreateInput,
  type Metadata,
  type UpdateInput,
} from '../../src/oracles/metadata-model.js';
import { badRequests, expect400, type BadRequests } from '../support/bad-requests.js';
import { listingRead } from '../support/listing-rounds.js';
import { isRunValue, lastingReference, runValue } from '../support/lasting.js';
import { holdLasting, mustHoldLasting } from '../support/lasting-orders.js';
import { noteMixedKeys } from '../support/mixed-keys.js';
import { plainOrder } from '../support/endpoints.js';
import {
  barrier,
  createOrder,
  excerpt,
  expectSuccess,
  findOrders,
  is2xx,
  isObject,
  requireOrders,
  updateOrder,
  listingFacts,
} from '../support/orders.js';
import {
  enabledKeys,
  expectMetadata,
  metadataOf,
  metadataOrder,
  mustCreate,
  mustUpdate,
  neverEnabledKey,
  ruleBreakingVariants,
  staleUnless,
} from './shared.js';
import { longValue } from './long-value.js';

/** One update of a scenario: the metadata it sends (undefined: none at all), or a body of its own. */
interface ScenarioUpdate {
  readonly input: UpdateInput | undefined;
  readonly body?: unknown;
  readonly why: string;
}

/**
 * Starts an order in the state `create` describes, applies updates in turn (each must succeed), reads it once and
 * compares with the model. The order is a lasting one (the same reference on every run, created once) when the
 * state it ends in carries this run's values: its starting state is then written by the create the first time and
 * by an update naming every enabled key (null for those it does not hold) on every run after. An end state without
 * such a value (nothing stored at all) would look the same after an update that did nothing, so that scenario
 * creates an order of its own.
 */
async function scenario(
  ctx: CheckContext,
  label: string,
  create: CreateInput | undefined,
  updates: readonly ScenarioUpdate[],
  what: string,
): Promise<void> {
  const enabled = ctx.target.enabledMetadataKeys;
  const start = create?.map(([k, v]): [string, string] => [k, runValue(ctx, v)]);
  const steps = updates.map((u) => {
    const input = u.input?.map(([k, v]): [string, string | null] => [k, v === null ? null : runValue(ctx, v)]);
    return { ...u, input, body: u.body ?? { metadata: Object.fromEntries(input ?? []) } };
  });
  let expected: Metadata = applyCreate(start, enabled);
  const earlier: Metadata[] = [];
  for (const step of steps) {
    earlier.push(expected);
    expected = applyUpdate(expected, step.input, enabled);
  }
  const lasting = [...expected.values()].some((v) => isRunValue(ctx, v));
  const reference = lasting ? lastingReference(ctx, label) : ctx.newOrderReference(label);
  await startState(ctx, reference, start, lasting);
  for (const step of steps) await mustUpdate(ctx, reference, step.body, step.why);
  const read = await requireOrders(ctx, [reference], {
    stale: staleUnless(new Map([[reference, { expected, earlier }]]), ctx),
  });
  expectMetadata(ctx, read.orders.get(reference)!, reference, expected, read.at.get(reference)!, what);
}

/**
 * Puts an order in the state a create with `start` gives: by that create, or for a lasting order an earlier run
 * created, by an update naming every enabled key (2.1.4), null for those `start` does not hold (2.1.5).
 */
async function startState(
  ctx: CheckContext,
  reference: string,
  start: CreateInput | undefined,
  lasting: boolean,
): Promise<void> {
  const metadata = start === undefined ? undefined : Object.fromEntries(start);
  if (!lasting) {
    await mustCreate(ctx, reference, metadata);
    return;
  }
  const nulls = ctx.target.enabledMetadataKeys.filter((k) => !(start ?? []).some(([s]) => s === k));
  const reset = { metadata: { ...Object.fromEntries(nulls.map((k) => [k, null])), ...metadata } };
  await mustHoldLasting(ctx, reference, metadata === undefined ? {} : { metadata }, reset);
}

/** The update body that carries this metadata. */
function patch(input: UpdateInput): { metadata: Record<string, string | null> } {
  return { metadata: Object.fromEntries(input) };
}

interface UnknownKeyScenario {
  readonly unknown: readonly [string, string];
  readonly create: CreateInput;
  readonly update: UpdateInput;
  readonly reference: string;
  readonly created: Response;
  readonly updated: Response | undefined;
}

/** One order created and updated with keys that are not enabled beside enabled ones, shared by the two 2.1.3 requirements. */
function unknownKeyScenario(ctx: CheckContext): Promise<UnknownKeyScenario> {
  return ctx.shared('metadata:unknown-keys', async (http: HttpView) => {
    const [first, second] = ctx.target.enabledMetadataKeys;
    const unknown = [neverEnabledKey(ctx), neverEnabledKey(ctx)] as const;
    const reference = ctx.newOrderReference('unknown-key');
    // Keys an enabled key contains or starts: a server that tests membership in a joined string ("gift_not" in
    // "gift_note,channel") or by prefix stores them.
    const near =
      first === undefined
        ? []
        : nearEnabledKeys(first, ctx.target.enabledMetadataKeys).map((k): [string, string] => [
            k,
            'near an enabled key: ignored',
          ]);
    const create: CreateInput = [
      [unknown[0], 'not enabled: ignored'],
      ...near,
      ...(first === undefined ? [] : [[first, 'stored beside it'] as const]),
    ];
    const update: UpdateInput = [
      [unknown[1], 'not enabled either'],
      ...((second ?? first) === undefined ? [] : [[(second ?? first)!, 'updated beside it'] as const]),
    ];
    const created = await createOrder(http, { reference, metadata: Object.fromEntries(create) });
    const updated = is2xx(created.status) ? await updateOrder(http, reference, patch(update)) : undefined;
    return { unknown, create, update, reference, created, updated };
  });
}

/** Valid key names that are not enabled but sit inside or around an enabled key: its head, its tail, and the key extended. */
export function nearEnabledKeys(key: string, enabled: readonly string[]): string[] {
  const candidates = [key.slice(0, -1), key.slice(1), `${key}_x`];
  return [...new Set(candidates)].filter((k) => KEY_NAME.test(k) && k !== '' && !enabled.includes(k));
}

/** A create of an order with rule-breaking key spellings beside the enabled key, and its answer. */
interface InvalidKeyCreate {
  readonly reference: string;
  readonly spellings: readonly string[];
  readonly create: CreateInput;
  readonly res: Response;
}

async function invalidKeyCreate(
  ctx: CheckContext,
  key: string | undefined,
  spellings: readonly string[],
): Promise<InvalidKeyCreate> {
  const reference = ctx.newOrderReference('invalid-key');
  const create: CreateInput = [
    ...(key === undefined ? [] : [[key, 'kept'] as const]),
    ...spellings.map((s): [string, string] => [s, `must not be stored (${s})`]),
  ];
  const res = await createOrder(ctx.http, { reference, metadata: Object.fromEntries(create) });
  return { reference, spellings, create, res };
}

/** Samples every value must survive exactly (2.1.2: values are strings, so every string is a value). */
/** META-INVALID-KEY-NOT-STORED/spellings: the rule-breaking spellings of an enabled key, on create. */
async function invalidKeySpellings(ctx: CheckContext): Promise<void> {
  const [key] = ctx.target.enabledMetadataKeys;
  const base = key ?? neverEnabledKey(ctx);
  if (key === undefined)
    ctx.note(
      `ENABLED_METADATA_KEYS is empty: spellings of the non-enabled key ${base} were sent, so folding into an enabled key could not be observed`,
    );
  // Every spelling in one create first: a target that ignores them leaves one order for the check. A 400 says that
  // at least one spelling is refused, which hides what the others do, so each is then sent alone (a refused create
  // stores nothing). Each spelling carries its own value, so a fold into the enabled key names the spelling.
  const spellings = ruleBreakingVariants(base);
  const together = await invalidKeyCreate(ctx, key, spellings);
  const tries = is2xx(together.res.status)
    ? [together]
    : [together, ...(await Promise.all(spellings.map((s) => invalidKeyCreate(ctx, key, [s]))))];
  const odd = tries.filter(({ res }) => !is2xx(res.status) && res.status !== 400);
  if (odd.length > 0) {
    ctx.fail('a create with a rule-breaking key neither succeeded nor failed with 400', {
      problems: odd.map(
        ({ res, spellings }) => `keys ${JSON.stringify(spellings)}: HTTP ${res.status} ${excerpt(res.text, 80)}`,
      ),
      expected: 'a 2xx with the key ignored (2.1.3), or 400 for invalid parameters (7)',
      exchange: odd[0]!.res.exchange,
    });
  }
  for (const t of tries.filter(({ res }) => !is2xx(res.status)))
    ctx.note(`keys ${JSON.stringify(t.spellings)}: refused with 400`);
  const stored = tries.filter(({ res }) => is2xx(res.status));
  if (stored.length === 0) return;
  const { at, orders } = await requireOrders(
    ctx,
    stored.map((t) => t.reference),
  );
  for (const t of stored) {
    expectMetadata(
      ctx,
      orders.get(t.reference)!,
      t.reference,
      applyCreate(t.create, ctx.target.enabledMetadataKeys),
      at.get(t.reference)!,
      `created with the rule-breaking key${t.spellings.length === 1 ? '' : 's'} ${t.spellings.map((v) => JSON.stringify(v)).join(', ')}`,
    );
  }
}

/** META-VALUE-ROUND-TRIP/samples: the values of every kind of character, on create and on update. */
async function roundTripSamples(ctx: CheckContext): Promise<void> {
  const [a] = enabledKeys(ctx, 1, 'storing values');
  const { orders, updated, guarded, escaped } = roundTripPlan(ctx, a!);
  const replaced = { metadata: { [a!]: runValue(ctx, 'replaced below') } };
  const [guardedAnswers] = await Promise.all([
    Promise.all(guarded.map((g) => writeGuarded(ctx, g))),
    ...orders.map((o) => writeSamples(ctx, o)),
    mustHoldLasting(ctx, updated.reference, replaced, replaced),
    writeEscaped(ctx, escaped),
  ]);
  const accepted = acceptedGuarded(ctx, guarded, guardedAnswers);
  await mustUpdate(ctx, updated.reference, patch([[a!, updated.value]]), 'every sample in one value');
  const earlier = {
    expected: new Map([[a!, updated.value]]),
    earlier: [new Map([[a!, replaced.metadata[a!]!]])],
  };
  const { at, orders: read } = await requireOrders(
    ctx,
    [...orders.map((o) => o.reference), updated.reference, escaped.reference, ...accepted.map((g) => g.reference)],
    { stale: staleUnless(new Map([[updated.reference, earlier]]), ctx) },
  );
  const cases = [
    ...orders.flatMap((o) => o.samples.map((s) => ({ ...s, reference: o.reference }))),
    updated,
    escaped,
    ...accepted,
  ];
  const problems = roundTripProblems(cases, read);
  if (problems.length > 0) {
    ctx.fail(`${problems.length} of ${cases.length} values did not read back exactly`, {
      problems: problems.map((p) => p.text),
      expected: 'each value exactly as sent (2.1.2)',
      exchange: at.get(problems[0]!.reference)!.exchange,
    });
  }
  const enabled = ctx.target.enabledMetadataKeys;
  // Only the run's own order holds exactly its samples: a lasting one may hold keys an earlier run set.
  for (const o of orders.filter((x) => x.reference.startsWith(ctx.target.orderReferencePrefix))) {
    const expected = applyCreate(
      o.samples.map((s) => [s.key, s.value]),
      enabled,
    );
    expectMetadata(
      ctx,
      read.get(o.reference)!,
      o.reference,
      expected,
      at.get(o.reference)!,
      'created with the samples',
    );
  }
}

/** META-READ-PRESENT/as-created: orders created without metadata, with {} and with keys. */
async function readPresentAsCreated(ctx: CheckContext): Promise<void> {
  // The orders created without metadata and with some are the run's shared ones; only {} needs an order of its own.
  const empty = ctx.newOrderReference('empty-metadata');
  const [plain, withMetadata] = await Promise.all([
    plainOrder(ctx),
    ctx.target.enabledMetadataKeys.length === 0 ? undefined : metadataOrder(ctx),
    mustCreate(ctx, empty, {}),
  ]);
  const cases: Array<{ reference: string; metadata: Record<string, string> | undefined }> = [
    { reference: plain.reference, metadata: undefined },
    { reference: empty, metadata: {} },
    ...(withMetadata === undefined
      ? []
      : [{ reference: withMetadata.reference, metadata: Object.fromEntries(withMetadata.create) }]),
  ];
  expectSuccess(ctx, plain.created, `POST /orders for ${plain.reference}`);
  if (withMetadata !== undefined)
    expectSuccess(ctx, withMetadata.created, `POST /orders for ${withMetadata.reference} with metadata`);
  const read = await requireOrders(
    ctx,
    cases.map((c) => c.reference),
  );
  // The plain order is judged as first read, before any check could send it an update (even one that changes
  // nothing); read again now, it may show the state after another check's update.
  const orders = new Map(read.orders);
  const at = new Map(read.at);
  if (plain.pristine.order !== undefined && plain.pristine.res !== undefined) {
    orders.set(plain.reference, plain.pristine.order);
    at.set(plain.reference, plain.pristine.res);
  } else
    ctx.note(
      `${plain.reference} was not read before other checks could update it (${plain.pristine.unseen ?? 'unseen'}): judged as read now`,
    );
  for (const c of cases) metadataOf(ctx, orders.get(c.reference)!, c.reference, at.get(c.reference)!);
  for (const c of cases)
    expectMetadata(
      ctx,
      orders.get(c.reference)!,
      c.reference,
      new Map(Object.entries(c.metadata ?? {})),
      at.get(c.reference)!,
      `created with ${c.metadata === undefined ? 'no metadata' : JSON.stringify({ metadata: c.metadata })}`,
    );
}

/** An update of the coverage phase as a finding shows it: its label and the answer's status and start. */
const shownStep = (c: CoverageSent) =>
  `${c.label}: ${c.outcome.kind === 'answer' ? `HTTP ${c.outcome.answer.status} ${excerpt(c.outcome.answer.text, 120)}` : ''}`;

/** The coverage phase's updates of one dimension that must succeed: a failure when any got an answer other than 2xx. */
async function stepsSucceeded(
  ctx: CheckContext,
  dimension: string,
  said: { readonly sent: string; readonly expected: string },
): Promise<number> {
  const { judged, refused } = acceptedAnswers((await orderSequence(ctx)).steps, dimension);
  if (judged > 0) ctx.note(`${judged} update(s) ${said.sent} judged`);
  if (refused.length > 0)
    ctx.fail(`${refused.length} of ${judged} updates ${said.sent} were refused`, {
      received: shownStep(refused[0]!),
      problems: refused.map(shownStep),
      expected: said.expected,
      exchange: refused[0]!.exchange,
    });
  return judged;
}

/**
 * The coverage phase's updates with keys no account enables named constructor or prototype, text or null: each is a
 * key that is not enabled, so each request succeeds (2.1.3). A key __proto__ is left to the read back: guards that
 * refuse it as prototype pollution stand before many APIs.
 */
async function memberKeysSucceed(ctx: CheckContext): Promise<void> {
  await stepsSucceeded(ctx, OBJECT_MEMBER_KEY.id, {
    sent: "with a key named like an object's own member",
    expected: 'a 2xx: a key that is not enabled is silently ignored, and the request still succeeds (2.1.3)',
  });
}

/**
 * The update with {"metadata": {}} sent after each update body of the coverage phase on the same connection: each must
 * succeed (2.1.4), since a server that cannot read a request after another closes the connection (RFC 9112 9.3).
 * What it changed is judged by the read back of the body-framing family.
 */
async function nextOnConnectionSucceeds(ctx: CheckContext): Promise<void> {
  const judged = await stepsSucceeded(ctx, CONNECTION_REUSE.id, {
    sent: 'with {"metadata": {}} sent after another update on its connection',
    expected:
      "a 2xx: the update is the spec's own (2.1.4), and a server that cannot read a request after another closes the connection (RFC 9112 9.3)",
  });
  if (judged === 0) {
    const { unsent } = await orderSequence(ctx);
    ctx.notExercised(unsent ?? 'no update followed another on its connection', 'ENABLED_METADATA_KEYS');
  }
}

/** Two updates merged in turn over an order holding keys, with as many enabled keys as the account has (2.1.4). */
async function mergedInTurn(ctx: CheckContext): Promise<void> {
  const enabled = ctx.target.enabledMetadataKeys;
  if (enabled.length >= 3) {
    const [a, b, c] = enabled as [string, string, string];
    ctx.note(
      `three keys (${a}, ${b}, ${c}): the order holds two, an update adds a third, a second update changes the first`,
    );
    await scenario(
      ctx,
      'merge',
      [
        [a, 'first'],
        [b, 'second'],
      ],
      [
        { input: [[c, 'third']], why: 'adding a third key' },
        { input: [[a, 'changed']], why: 'changing the first key' },
      ],
      'two updates merged in turn',
    );
    return;
  }
  if (enabled.length === 2) {
    const [a, b] = enabled as [string, string];
    ctx.note('only two enabled keys: merges over an order holding three or more keys were not observed');
    await scenario(
      ctx,
      'merge',
      [[a, 'first']],
      [
        { input: [[b, 'second']], why: 'adding a second key' },
        { input: [[a, 'changed']], why: 'changing the first key' },
      ],
      'two updates merged in turn',
    );
    return;
  }
  const [a] = enabledKeys(ctx, 1, 'observing a merge');
  const other = neverEnabledKey(ctx);
  ctx.note(`only one enabled key: the merge was observed with an update that names only the non-enabled key ${other}`);
  await scenario(
    ctx,
    'merge',
    [[a!, 'first']],
    [{ input: [[other, 'x']], why: 'an update naming no enabled key' }],
    'an update merged over existing metadata',
  );
}

/**
 * The histories of one key the coverage phase sends (key-history): each update must succeed, and each read back holds
 * what the model of 2.1 gives after it.
 */
async function keyHistories(ctx: CheckContext): Promise<void> {
  await stepsSucceeded(ctx, KEY_HISTORY.id, {
    sent: "in a key's history",
    expected: "a 2xx: each update of the history is the spec's own, a value or null for a key (2.1.4, 2.1.5)",
  });
  await judgeOrderFamily(
    ctx,
    'key-history',
    'after each update the key holds the value it was last given, or nothing after null (2.1.4, 2.1.5)',
  );
}

/**
 * The order the refused updates with non-string values addressed still holds the value it held before them: one of
 * them wrote a string before its number, which a merge that validates while it writes stores before refusing.
 */
async function refusedUpdatesLeftOrder(ctx: CheckContext, all: BadRequests): Promise<void> {
  const key = all.enabledKey;
  const refused = all.probes.filter(
    (p) => p.kind === 'metadata-value-not-string' && p.res.exchange.request.method === 'PUT' && p.res.status === 400,
  );
  if (key === undefined || refused.length === 0 || !is2xx(all.targetCreated.status)) return;
  const read = await requireOrders(ctx, [all.target]);
  const held = (read.orders.get(all.target)!['metadata'] as Record<string, unknown> | undefined)?.[key];
  if (held !== all.kept)
    ctx.fail(`an update refused with 400 changed the order it addressed`, {
      received: `"${key}" reads ${JSON.stringify(held)} after ${refused.length} updates refused with 400`,
      expected: `"${key}": ${JSON.stringify(all.kept)}, as before them: a request refused as invalid has no effect (spec 7)`,
      exchange: read.at.get(all.target)!.exchange,
    });
}

/** One family of the update-body coverage sequence judged: every read that differed from the model of 2.1. */
async function judgeOrderFamily(ctx: CheckContext, family: OrderFamily, expected: string): Promise<void> {
  const sequence = await orderSequence(ctx);
  const checks = sequence.checks.filter((c) => c.family === family);
  if (checks.length === 0 || sequence.unsent !== undefined)
    return ctx.notExercised(sequence.unsent ?? `no ${family} step could be sent`, 'ENABLED_METADATA_KEYS');
  ctx.note(`${family}: ${checks.length} read(s) of order ${checks[0]!.reference} after the coverage phase's updates`);
  const wrong = checks.filter((c) => c.differences.length > 0);
  if (wrong.length > 0)
    ctx.fail(`${wrong.length} of ${checks.length} reads after ${family} updates differ from the model of spec 2.1`, {
      received: `after ${wrong[0]!.after}: ${wrong[0]!.differences.join('; ')}`,
      problems: wrong.map((c) => `after ${c.after}: ${c.differences.join('; ')}`),
      expected,
      exchange: wrong[0]!.exchange,
    });
}

export const ROUND_TRIP_SAMPLES: ReadonlyArray<{ readonly label: string; readonly value: string }> = [
  { label: 'spaces at both edges', value: '  two spaces either side  ' },
  { label: 'tabs and line breaks at the edges', value: '\t\r\n gift wrap \n\t' },
  { label: 'only spaces', value: '   ' },
  { label: 'JSON-special characters', value: 'quote " backslash \\ slash / {"a":[1]} \b\f\u001f' },
  { label: 'line and paragraph separators', value: 'one\u2028two\u2029three' },
  { label: 'non-ASCII letters', value: 'Grüße aus Köln, café, Ελληνικά, 日本語, עברית' },
  { label: 'characters outside the Basic Multilingual Plane', value: '📦🚚🎁 𝄞 𠜎' },
  { label: 'a decomposed accent (not NFC)', value: 'Cafe\u0301 de\u0301ja\u0300' },
  // Text a typing layer reads as a number, boolean or null (an encoder's numeric check, a YAML loader, a number
  // column): each must come back as the same JSON string, spelling included.
  { label: 'zero', value: '0' },
  { label: 'an integer', value: '123' },
  { label: 'a negative decimal', value: '-1.5' },
  { label: 'an exponent', value: '1e3' },
  { label: 'leading zeros', value: '007' },
  { label: 'the word true', value: 'true' },
  { label: 'the word null', value: 'null' },
];

/**
 * A value a client may write with JSON escapes (RFC 8259 section 7): `\uXXXX` in either case of hex, a surrogate
 * pair for a character beyond the Basic Multilingual Plane, and `\/`. Decoded, it is exactly ESCAPED_SAMPLE.
 */
export const ESCAPED_SAMPLE = 'é € 中 📦 a/b';

/** ESCAPED_SAMPLE as JSON text with every character beyond ASCII, and `/`, written as an escape. */
export function escapedJson(value: string): string {
  let i = 0;
  const hex = (unit: number) => {
    const digits = unit.toString(16).padStart(4, '0');
    return i++ % 2 === 0 ? digits : digits.toUpperCase();
  };
  const body = [...JSON.stringify(value).slice(1, -1)]
    .flatMap((c) => (c.length === 2 ? [c[0]!, c[1]!] : [c]))
    .map((c) => (c === '/' ? '\\/' : c.charCodeAt(0) > 0x7e ? `\\u${hex(c.charCodeAt(0))}` : c))
    .join('');
  return `"${body}"`;
}

/**
 * Values that a web application firewall in front of a conformant API may refuse before the API sees them: refusing
 * one with a client error is allowed (the spec shows no such case), but once accepted it must read back exactly, and
 * a server error means the value reached something that interprets it.
 */
export const GUARDED_SAMPLES: ReadonlyArray<{ readonly label: string; readonly value: string }> = [
  { label: 'markup and template syntax', value: "<b>&amp;</b> ${x} %s {{y}} ' OR 1=1 --" },
];

/** One value the round trip sends: on which order, under which key, and what it is. */
interface RoundTripCase {
  readonly reference: string;
  readonly label: string;
  readonly key: string;
  readonly value: string;
}

interface RoundTripPlan {
  /**
   * Samples share orders, one enabled key each: the first order is created by this run (values on create), the
   * others are lasting ones the samples are written to (created once, then updated), so the check creates one order
   * however many samples there are.
   */
  readonly orders: Array<{ reference: string; samples: Array<{ label: string; key: string; value: string }> }>;
  /** Every sample at once in one value, written by an update over a value that is replaced. */
  readonly updated: RoundTripCase;
  /** Values a firewall may refuse, each on an order of its own. */
  readonly guarded: RoundTripCase[];
  /** ESCAPED_SAMPLE, created from JSON text that writes it with escapes. */
  readonly escaped: RoundTripCase;
}

function roundTripPlan(ctx: CheckContext, key: string): RoundTripPlan {
  const keys = ctx.target.enabledMetadataKeys.slice(0, 5);
  const orders: RoundTripPlan['orders'] = [];
  ROUND_TRIP_SAMPLES.forEach((sample, i) => {
    const group = orders.length + 1;
    if (i % keys.length === 0)
      orders.push({
        reference: group === 1 ? ctx.newOrderReference('round-trip') : lastingReference(ctx, `round-trip-${group}`),
        samples: [],
      });
    orders.at(-1)!.samples.push({ ...sample, key: keys[i % keys.length]! });
  });
  // The run's token at the end, so an update that changed nothing never shows an earlier run's value as this one.
  const updated = {
    reference: lastingReference(ctx, 'round-trip-update'),
    label: 'every sample at once, sent by update',
    key,
    value: runValue(ctx, ROUND_TRIP_SAMPLES.map((s) => s.value).join(' | ')),
  };
  const guarded = GUARDED_SAMPLES.map((sample, i) => ({
    ...sample,
    key,
    reference: lastingReference(ctx, `round-trip-guarded-${i + 1}`),
  }));
  const escaped = {
    reference: lastingReference(ctx, 'round-trip-escaped'),
    label: 'characters written as JSON escapes (\\u00e9, \\u20AC, a surrogate pair, \\/)',
    key,
    value: ESCAPED_SAMPLE,
  };
  return { orders, updated, guarded, escaped };
}

/**
 * Writes the value of `c` from JSON text that writes it with escapes (escapedJson): by the create of its lasting
 * order, or by an update of it once an earlier run created it.
 */
async function writeEscaped(ctx: CheckContext, c: RoundTripCase): Promise<void> {
  const metadata = `"metadata":{${JSON.stringify(c.key)}:${escapedJson(c.value)}}`;
  const rawBody = `{"reference":${JSON.stringify(c.reference)},${metadata}}`;
  const res = await ctx.http.send({ api: 'orders', method: 'POST', path: '/orders', rawBody });
  if (is2xx(res.status)) return;
  const path = `/orders/${encodeURIComponent(c.reference)}`;
  const updated = await ctx.http.send({ api: 'orders', method: 'PUT', path, rawBody: `{${metadata}}` });
  expectSuccess(ctx, updated, `POST /orders, then PUT /orders/${c.reference}, with ${c.label}`);
}

/** Writes the samples of one order: the run's own by its create, a lasting one by its create or an update. */
async function writeSamples(ctx: CheckContext, order: RoundTripPlan['orders'][number]): Promise<void> {
  const metadata = Object.fromEntries(order.samples.map((s) => [s.key, s.value]));
  if (order.reference.startsWith(ctx.target.orderReferencePrefix)) await mustCreate(ctx, order.reference, metadata);
  else await mustHoldLasting(ctx, order.reference, { metadata }, { metadata });
}

/** Writes a guarded value to its lasting order; the answer that decided whether the target holds it. */
async function writeGuarded(ctx: CheckContext, g: RoundTripCase): Promise<Response> {
  const held = await holdLasting(
    ctx,
    g.reference,
    { metadata: { [g.key]: g.value } },
    { metadata: { [g.key]: g.value } },
  );
  return held.answer;
}

/** The guarded values the target stored: a refusal is noted (a firewall may refuse them), a server error fails. */
function acceptedGuarded(
  ctx: CheckContext,
  guarded: readonly RoundTripCase[],
  answers: readonly Response[],
): RoundTripCase[] {
  return guarded.filter((g, i) => {
    const res = answers[i]!;
    if (res.status >= 500)
      ctx.fail(`a create with ${g.label} in a value failed with a server error`, {
        received: `HTTP ${res.status} ${excerpt(res.text, 120)}`,
        expected: 'the value stored as sent (2.1.2), or refused with a client error',
        exchange: res.exchange,
      });
    if (!is2xx(res.status))
      ctx.note(
        `${g.label}: refused with HTTP ${res.status} (allowed: a firewall in front of the API may refuse such text)`,
      );
    return is2xx(res.status);
  });
}

/** Every value that did not read back exactly as sent, with the order it was read on. */
function roundTripProblems(
  cases: readonly RoundTripCase[],
  read: ReadonlyMap<string, Readonly<Record<string, unknown>>>,
): Array<{ reference: string; text: string }> {
  return cases.flatMap((c) => {
    const metadata = read.get(c.reference)!.metadata;
    const value = isObject(metadata) ? metadata[c.key] : undefined;
    if (value === c.value) return [];
    return [
      {
        reference: c.reference,
        text: `${c.label}: sent ${JSON.stringify(c.value)}, read ${JSON.stringify(value) ?? 'nothing'}`,
      },
    ];
  });
}

export const metadataRequirements: readonly Requirement[] = [
  requirement(
    {
      id: 'META-CREATE-ROUND-TRIP',
      clause: '2.1',
      level: 'MUST',
      rule: 'An order created with metadata of enabled keys MUST read back with exactly that metadata.',
      quote: 'Flat map of string keys to string values. Returned whenever the order is read.',
      sends: 'POST /v1.0/orders with metadata of the enabled keys, then GET /v1.0/orders.',
    },
    async (ctx) => {
      enabledKeys(ctx, 1, 'creating an order with metadata');
      const { reference, create, created } = await metadataOrder(ctx);
      expectSuccess(
        ctx,
        created,
        `POST /orders for ${reference} with metadata ${JSON.stringify(toJsonObject(create))}`,
      );
      const { at, orders } = await requireOrders(ctx, [reference]);
      const expected = applyCreate(create, ctx.target.enabledMetadataKeys);
      expectMetadata(ctx, orders.get(reference)!, reference, expected, at.get(reference)!, 'create with metadata');
    },
  ),
  requirement(
    {
      id: 'META-READ-PRESENT',
      clause: '2.1',
      level: 'MUST',
      rule: 'Metadata MUST be returned whenever the order is read, as {} when the order has none.',
      quote: 'Returned whenever the order is read.',
      sends:
        'Creates an order without metadata, one with {} and one with enabled keys, then GET /v1.0/orders; and reads an order after every key it held was set to null.',
      parts: [
        {
          name: 'as-created',
          rule: 'Orders created without metadata, with {} and with keys are read with a metadata object.',
        },
        {
          name: 'all-removed',
          rule: 'An order whose every key was set to null is read with metadata {}, not null nor without it.',
        },
      ],
    },
    async (ctx) => {
      // Side by side: the orders read as created are the check's own, and their reads join the run's early ones
      // instead of one more read of the whole listing once the coverage sequence has ended.
      await ctx.partsTogether([
        [
          'all-removed',
          () =>
            judgeOrderFamily(
              ctx,
              'all-removed',
              'metadata {} once every key was removed (2.1: returned whenever the order is read)',
            ),
        ],
        ['as-created', () => readPresentAsCreated(ctx)],
      ]);
    },
  ),
  requirement(
    {
      id: 'META-UNKNOWN-KEY-NO-ERROR',
      clause: '2.1.3',
      level: 'MUST',
      rule: 'A metadata key that is not enabled for the account MUST NOT make a create or an update fail.',
      quote: 'A key that is not enabled is silently ignored, and the request still succeeds.',
      sends:
        "POST /v1.0/orders and PUT /v1.0/orders/<reference>, each carrying a well-formed key that is not enabled; the coverage phase's updates with keys named like an object's own members (constructor, prototype), set to text and to null.",
      tolerates:
        'Any 2xx status counts as success. A key named __proto__ may be refused with 400: prototype-pollution guards (Fastify by default, the OWASP core rule set) refuse it before the API.',
    },
    async (ctx) => {
      const s = await unknownKeyScenario(ctx);
      expectSuccess(ctx, s.created, `POST /orders with the non-enabled key "${s.unknown[0]}"`);
      expectSuccess(ctx, s.updated!, `PUT /orders/${s.reference} with the non-enabled key "${s.unknown[1]}"`);
      await memberKeysSucceed(ctx);
    },
  ),
  requirement(
    {
      id: 'META-UNKNOWN-KEY-NOT-STORED',
      clause: '2.1.3',
      level: 'MUST',
      rule: 'A metadata key that is not enabled MUST be silently ignored, while the enabled keys sent beside it are stored.',
      quote: 'A key that is not enabled is silently ignored, and the request still succeeds.',
      sends:
        'A create and an update carrying a key that is not enabled beside enabled keys, each read back with GET /v1.0/orders.',
    },
    async (ctx) => {
      const s = await unknownKeyScenario(ctx);
      if (ctx.target.enabledMetadataKeys.length === 0)
        ctx.note(
          'ENABLED_METADATA_KEYS is empty: only the absence of the non-enabled keys was checked, not the storing of enabled keys beside them',
        );
      if (!is2xx(s.created.status) || (s.updated !== undefined && !is2xx(s.updated.status))) {
        const failed = !is2xx(s.created.status) ? s.created : s.updated!;
        ctx.fail('a request carrying a non-enabled key was refused, so the keys beside it were not stored', {
          received: `HTTP ${failed.status} ${excerpt(failed.text, 120)}`,
          expected: 'the request succeeds with the non-enabled key ignored (2.1.3)',
          exchange: failed.exchange,
        });
      }
      const enabled = ctx.target.enabledMetadataKeys;
      const created = applyCreate(s.create, enabled);
      const expected = applyUpdate(created, s.update, enabled);
      const { at, orders } = await requireOrders(ctx, [s.reference], {
        stale: staleUnless(new Map([[s.reference, { expected, earlier: [created] }]])),
      });
      expectMetadata(
        ctx,
        orders.get(s.reference)!,
        s.reference,
        expected,
        at.get(s.reference)!,
        `created with ${JSON.stringify(Object.fromEntries(s.create))} then updated with ${JSON.stringify(patch(s.update))}`,
      );
    },
  ),
  requirement(
    {
      id: 'META-OTHER-ACCOUNT-KEY-NOT-STORED',
      clause: '2.1.3',
      level: 'MUST',
      rule: "A key that another account uses but that is not enabled for this account MUST NOT be stored on this account's orders.",
      quote: 'A key must be enabled for the account.',
      sends:
        'GET /v1.0/orders with SECOND_API_KEY to see its keys, then a create with API_KEY carrying up to five of them not enabled here beside an enabled key, read back.',
    },
    async (ctx) => {
      if (ctx.target.secondApiKey === undefined)
        ctx.notExercised("SECOND_API_KEY is not set, so no other account's keys can be seen", 'SECOND_API_KEY');
      // Unset or empty, the list says nothing of this account: a key of the other account may well be enabled here.
      if (ctx.target.enabledMetadataKeys.length === 0)
        ctx.notExercised(
          "ENABLED_METADATA_KEYS is not set, so which of the other account's keys this account enables is unknown",
          'ENABLED_METADATA_KEYS',
        );
      await noteMixedKeys(ctx);
      const theirs = await listingRead(ctx, { kind: 'second-key' });
      expectSuccess(ctx, theirs, 'GET /orders with SECOND_API_KEY');
      // The keys SECOND_ENABLED_METADATA_KEYS names first: the listing shows only keys some order already holds.
      const foreign = new Set<string>(ctx.target.secondEnabledMetadataKeys ?? []);
      for (const key of listingFacts(theirs).metadataKeys) foreign.add(key);
      const candidates = [...foreign]
        .filter((k) => KEY_NAME.test(k) && !ctx.target.enabledMetadataKeys.includes(k))
        .slice(0, 5);
      if (candidates.length === 0)
        ctx.notExercised(
          'neither SECOND_ENABLED_METADATA_KEYS nor the orders listed for SECOND_API_KEY name a key outside ENABLED_METADATA_KEYS',
        );
      ctx.note(
        `keys of the second account that are not enabled here: ${candidates.join(', ')} (a key this account enables too is stored rightly: list it in ENABLED_METADATA_KEYS)`,
      );
      const [own] = ctx.target.enabledMetadataKeys;
      const create: CreateInput = [
        ...candidates.map((k): [string, string] => [k, "another account's key"]),
        ...(own === undefined ? [] : [[own, 'own key'] as const]),
      ];
      await scenario(ctx, 'foreign-key', create, [], 'created with keys enabled only for another account');
    },
  ),
  requirement(
    {
      id: 'META-INVALID-KEY-NOT-STORED',
      clause: '2.1.1',
      level: 'MUST',
      rule: 'A key that breaks the key rule MUST never be stored, neither as spelt nor folded into an enabled key.',
      quote: 'Key names consist of lowercase letters and underscores.',
      sends:
        'Creates and updates carrying keys with upper case, a digit, a hyphen or a space, then reads the orders back.',
      tolerates: 'The request may succeed with the key ignored (2.1.3) or fail with 400 (7).',
      parts: [
        {
          name: 'spellings',
          rule: 'Creates with keys in another case, with a digit, a hyphen or a space store none of them.',
        },
        {
          name: 'one-at-a-time',
          rule: 'Each spelling near an enabled key, sent alone in an update, is never stored nor folded into that key.',
        },
      ],
    },
    async (ctx) => {
      // Side by side: the spellings are created on orders of their own (see all-removed above).
      await ctx.partsTogether([
        [
          'one-at-a-time',
          () =>
            judgeOrderFamily(
              ctx,
              'key-forms',
              'the order read back with its metadata unchanged: each spelling ignored (2.1.3) or refused with 400 (7)',
            ),
        ],
        ['spellings', () => invalidKeySpellings(ctx)],
      ]);
    },
  ),
  requirement(
    {
      id: 'META-MERGE',
      clause: '2.1.4',
      level: 'MUST',
      rule: "On update, the supplied metadata MUST be merged over the order's existing metadata.",
      quote: "On update, the supplied metadata is merged over the order's existing metadata.",
      sends:
        'Creates an order with enabled keys, then successive PUTs naming some keys and not others, reading the order back after each; then the histories of one key (written over twice, removed, set again, removed twice), read back after each update.',
      parts: [
        { name: 'two-updates', rule: 'Two updates naming some keys and not others are merged in turn.' },
        {
          name: 'key-history',
          rule: 'After any history of a key (written over, removed, set again), each update succeeds and the key holds its last value, or nothing after null.',
        },
      ],
    },
    async (ctx) => {
      await ctx.part('two-updates', () => mergedInTurn(ctx));
      await ctx.part('key-history', () => keyHistories(ctx));
    },
  ),
  requirement(
    {
      id: 'META-NULL-REMOVES',
      clause: '2.1.5',
      level: 'MUST',
      rule: 'On update, a key set to null MUST be removed, even after it was written over: not read back at all, while the other keys stay.',
      quote: 'On update, a key set to null is removed.',
      sends:
        'Creates an order with several enabled keys, then a PUT writing over the keys it will remove, then a PUT setting them to null, then GET /v1.0/orders.',
    },
    async (ctx) => {
      const [a] = enabledKeys(ctx, 1, 'removing a key with null');
      const [, b, c] = ctx.target.enabledMetadataKeys;
      // With three keys, two are removed by one update (beside a string value) and the third stays.
      const create: CreateInput = [
        [a!, 'remove me'],
        ...(b === undefined ? [] : [[b, c === undefined ? 'keep me' : 'remove me too'] as const]),
        ...(c === undefined ? [] : [[c, 'keep me'] as const]),
      ];
      const input: UpdateInput =
        c === undefined
          ? [[a!, null]]
          : [
              [a!, null],
              [c, 'kept and changed'],
              [b!, null],
            ];
      // Each key removed is written over first: a store that keeps every write (a multimap) and removes only the
      // latest would show the created value again, which a key removed straight after its create cannot show.
      const removed = input.filter(([, v]) => v === null).map(([k]) => k);
      await scenario(
        ctx,
        'null-removes',
        create,
        [
          { input: removed.map((k) => [k, 'written over'] as const), why: 'writing over the keys to remove' },
          {
            input,
            why: c === undefined ? 'removing a key' : 'removing two keys and changing a third',
          },
        ],
        'keys set to null',
      );
    },
  ),
  requirement(
    {
      id: 'META-NULL-ABSENT-HARMLESS',
      clause: '2.1.5',
      level: 'MUST',
      rule: 'On update, null for a key the order does not hold MUST be harmless: the update succeeds and the metadata is unchanged.',
      quote: 'On update, a key set to null is removed.',
      sends:
        'A PUT setting to null an enabled key the order does not hold and a key that is not enabled, then GET /v1.0/orders.',
    },
    async (ctx) => {
      const [a] = enabledKeys(ctx, 1, 'setting an absent enabled key to null');
      const b = ctx.target.enabledMetadataKeys[1];
      // With two keys, one is held and the other absent; with one key, the order holds none.
      const create: CreateInput = b === undefined ? [] : [[a!, 'unchanged']];
      const absent = b ?? a!;
      const input: UpdateInput = [
        [absent, null],
        [neverEnabledKey(ctx), null],
      ];
      await scenario(
        ctx,
        'null-absent',
        create,
        [{ input, why: 'null for keys the order does not hold' }],
        'null for absent keys',
      );
    },
  ),
  requirement(
    {
      id: 'META-OMITTED-UNCHANGED',
      clause: '2.1.6',
      level: 'MUST',
      rule: 'On update, when metadata is omitted entirely, the update MUST succeed and the existing metadata be unchanged.',
      quote: 'On update, when metadata is omitted entirely, the existing metadata is unchanged.',
      sends:
        'PUT /v1.0/orders/<reference> with the body {} on an order holding metadata, then the bodies that supply nothing (no body, zero bytes, blanks, null), other media types and a chunked body, each read back with GET /v1.0/orders.',
      tolerates:
        'A body that supplies nothing or is labelled otherwise may be refused (a 4xx with the error body); what it must not do is change the metadata.',
      parts: [
        { name: 'omitted', rule: 'An update whose body is {} succeeds and leaves the metadata unchanged.' },
        {
          name: 'body-framing',
          rule: 'An update with no body, zero bytes, blanks, null or another media type is refused or leaves the metadata unchanged.',
        },
      ],
    },
    async (ctx) => {
      await ctx.part('omitted', async () => {
        const [a] = enabledKeys(ctx, 1, 'observing unchanged metadata');
        await scenario(
          ctx,
          'omitted',
          [[a!, 'unchanged']],
          [{ body: {}, input: undefined, why: 'metadata omitted' }],
          'an update without metadata',
        );
      });
      await ctx.part('body-framing', () =>
        judgeOrderFamily(
          ctx,
          'body-framing',
          'the metadata unchanged after each update that supplies nothing (2.1.6), whether it was refused or answered 2xx',
        ),
      );
    },
  ),
  requirement(
    {
      id: 'META-EMPTY-OBJECT-UNCHANGED',
      clause: '2.1.4',
      level: 'MUST',
      rule: 'On update, an empty metadata object MUST merge nothing: the update succeeds and the existing metadata is not cleared.',
      quote: "On update, the supplied metadata is merged over the order's existing metadata.",
      sends:
        'PUT /v1.0/orders/<reference> with {"metadata": {}} on an order holding metadata, then GET /v1.0/orders; the same update as the next request on the keep-alive connection of each update body the coverage phase sends.',
      parts: [
        { name: 'alone', rule: 'An update with {"metadata": {}} succeeds and leaves the metadata unchanged.' },
        {
          name: 'next-on-connection',
          rule: 'The same update succeeds when it follows another update on one keep-alive connection, a chunked or refused one included.',
        },
      ],
    },
    async (ctx) => {
      await ctx.part('alone', async () => {
        const [a] = enabledKeys(ctx, 1, 'observing unchanged metadata');
        await scenario(
          ctx,
          'empty-object',
          [[a!, 'unchanged']],
          [{ body: { metadata: {} }, input: [], why: 'an empty metadata object' }],
          'an update with "metadata": {}',
        );
      });
      await ctx.part('next-on-connection', () => nextOnConnectionSucceeds(ctx));
    },
  ),
  requirement(
    {
      id: 'META-EMPTY-STRING-VALUE',
      clause: '2.1.2',
      level: 'MUST',
      rule: 'An empty string MUST be stored as a value like any other, not a removal, on create and on update.',
      quote: 'All values are strings.',
      sends: 'A create and an update setting an enabled key to "", each read back with GET /v1.0/orders.',
    },
    async (ctx) => {
      const [a] = enabledKeys(ctx, 1, 'storing an empty string');
      const enabled = ctx.target.enabledMetadataKeys;
      const onCreate = ctx.newOrderReference('empty-string-create');
      // A lasting order (lasting-orders.ts), given this run's value first: the update to "" is what changes it.
      const onUpdate = lastingReference(ctx, 'empty-string-update');
      const notYet = runValue(ctx, 'not empty yet');
      const others = Object.fromEntries(enabled.filter((k) => k !== a).map((k) => [k, null]));
      await Promise.all([
        mustCreate(ctx, onCreate, { [a!]: '' }),
        mustHoldLasting(ctx, onUpdate, { metadata: { [a!]: notYet } }, { metadata: { ...others, [a!]: notYet } }),
      ]);
      await mustUpdate(ctx, onUpdate, patch([[a!, '']]), 'setting an empty string');
      const expected = applyCreate([[a!, '']], enabled);
      const { at, orders } = await requireOrders(ctx, [onCreate, onUpdate], {
        stale: staleUnless(new Map([[onUpdate, { expected, earlier: [applyCreate([[a!, notYet]], enabled)] }]]), ctx),
      });
      expectMetadata(ctx, orders.get(onCreate)!, onCreate, expected, at.get(onCreate)!, 'created with an empty string');
      expectMetadata(ctx, orders.get(onUpdate)!, onUpdate, expected, at.get(onUpdate)!, 'updated to an empty string');
    },
  ),
  requirement(
    {
      id: 'META-VALUE-ROUND-TRIP',
      clause: '2.1.2',
      level: 'MUST',
      rule: 'Metadata values MUST read back exactly as sent, on create and on update, with no trimming or Unicode normalisation.',
      quote: 'All values are strings.',
      sends:
        'Creates and updates with values holding edge whitespace, JSON-special and control characters, line separators, non-ASCII and astral characters, NFC and NFD spellings, markup and SQL-like text; one create writes its value with JSON escapes (\\u in both cases of hex, a surrogate pair, \\/).',
      tolerates:
        'A value the target refuses (markup, SQL-like text) is not held against it; one it accepts must read back whole.',
      parts: [
        {
          name: 'samples',
          rule: 'Values of every kind of character read back exactly as sent, on create and on update.',
        },
        {
          name: 'null-spellings',
          rule: 'The texts null, None, nil, undefined, NULL and the like are values like any other, stored as sent.',
        },
      ],
    },
    async (ctx) => {
      // Side by side: the samples are written to orders of their own (see all-removed above).
      await ctx.partsTogether([
        [
          'null-spellings',
          () =>
            judgeOrderFamily(
              ctx,
              'null-spellings',
              'each text read back exactly as sent (2.1.2), never a removal (2.1.5 removes JSON null)',
            ),
        ],
        ['samples', () => roundTripSamples(ctx)],
      ]);
    },
  ),
  requirement(
    {
      id: 'META-LONG-VALUE-NOT-TRUNCATED',
      clause: '2.1.2',
      level: 'MUST',
      rule: 'A long metadata value MUST be either refused or stored whole, never read back shortened.',
      quote: 'All values are strings.',
      sends:
        'A 1,000-character value for an enabled key (a 300-character one if that is refused), no byte count programs commonly cut at falling between two of its UTF-8 characters, written by the create of a lasting order or, once created, an update of it; then GET /v1.0/orders.',
      tolerates: 'Maximum lengths are not shown (8), so refusing the value with a 4xx is accepted; a 5xx is a failure.',
    },
    async (ctx) => {
      const [a] = enabledKeys(ctx, 1, 'storing a long value');
      const reference = lastingReference(ctx, 'long-value');
      for (const length of [1000, 300]) {
        // The run's token first, so an earlier run's value never passes for this one; distinct text all along.
        const value = longValue(`${ctx.target.runToken ?? 'once'} `, length);
        const body = { metadata: { [a!]: value } };
        const held = await holdLasting(ctx, reference, body, body);
        if (!held.held) {
          const answer = held.answer;
          // A limit refuses; a 5xx is the server failing on a valid value (a cut inside a character, a column overflow).
          if (answer.status >= 500)
            ctx.fail(`a ${length}-character value was answered HTTP ${answer.status}, a server error`, {
              expected: 'the value stored whole, or refused with a 4xx (maximum lengths are not shown, 8)',
              received: `HTTP ${answer.status} ${answer.text.slice(0, 200)}`,
              exchange: answer.exchange,
            });
          ctx.note(
            `a ${length}-character value was refused with HTTP ${answer.status} (allowed: maximum lengths are not shown)`,
          );
          continue;
        }
        // A listing that lags this write still shows the value an earlier run wrote (its token first).
        const stale = (read: ReadonlyMap<string, Readonly<Record<string, unknown>>>) => {
          const metadata = read.get(reference)?.metadata;
          const shown = isObject(metadata) ? metadata[a!] : undefined;
          return typeof shown === 'string' && /^[0-9a-z]{6} /.test(shown) && !shown.startsWith(value.slice(0, 7));
        };
        const { at, orders } = await requireOrders(ctx, [reference], { stale });
        const read = metadataOf(ctx, orders.get(reference)!, reference, at.get(reference)!)[a!];
        if (read !== value)
          ctx.fail(`a ${length}-character value reads back otherwise`, {
            received: `"${a!}": ${excerpt(JSON.stringify(read) ?? 'absent', 120)} (${typeof read === 'string' ? read.length : 0} characters)`,
            expected: `the ${length} characters sent, whole (2.1.2), or the write refused`,
            exchange: at.get(reference)!.exchange,
          });
        return;
      }
      ctx.notExercised('the target refused values of 1,000 and 300 characters, so no long value could be read back');
    },
  ),
  requirement(
    {
      id: 'META-VALUES-STRINGS',
      clause: '2.1.2',
      level: 'MUST',
      rule: 'All metadata values MUST be strings: no order reads back a value that is not a string.',
      quote: 'All values are strings.',
      sends:
        'Creates and updates sending a number, a boolean, an object or an array as a value, then reads the orders back.',
      tolerates: 'The target may refuse those values (see META-NON-STRING-400) or store them as text.',
    },
    async (ctx) => {
      const probes = await badRequests(ctx);
      const late = await barrier(ctx);
      const read = await requireOrders(ctx, [late], { whole: true });
      // Every order of the account counts, kept by the listing read or not: its facts name the values that are not strings.
      const offenders: string[] = [];
      let values = 0;
      let nonStrings = 0;
      let firstOffending: Response | undefined;
      for (const page of read.pages) {
        const facts = listingFacts(page);
        values += facts.metadataValues;
        nonStrings += facts.nonStrings;
        for (const v of facts.nonStringValues) {
          offenders.push(`order ${JSON.stringify(v.reference)}: "${v.key}" is ${excerpt(v.value, 120)}`);
          firstOffending ??= page;
        }
      }
      const probed = probes.valueProbeReferences.filter((r) =>
        read.pages.some((page) => findOrders(page.json, r).length > 0),
      ).length;
      ctx.note(
        `checked ${values} metadata values on the orders of ${read.pages.length} page(s) of GET /orders, including ${probed} orders that were sent non-string values`,
      );
      if (offenders.length > 0) {
        ctx.fail(`${nonStrings} metadata values read back are not strings`, {
          problems: offenders.slice(0, 8),
          expected: 'every metadata value a JSON string (2.1.2)',
          exchange: firstOffending!.exchange,
        });
      }
      if (probes.enabledKey === undefined)
        ctx.note('ENABLED_METADATA_KEYS is empty: no non-string value was sent under an enabled key');
      if (values === 0) ctx.notExercised('no order listed by GET /orders carries a metadata value');
    },
  ),
  requirement(
    {
      id: 'META-NULL-CREATE-NOT-TEXT',
      clause: '2.1.2',
      level: 'MUST',
      rule: 'A create that sends null for an enabled key MUST NOT store the text "null".',
      quote: 'null removes the key',
      sends: 'POST /v1.0/orders with an enabled key set to null, then GET /v1.0/orders.',
      tolerates: 'The create may be refused, or the key read back absent or null (no value).',
    },
    async (ctx) => {
      const [key] = enabledKeys(ctx, 1, 'sending null for an enabled key on create');
      const probes = await badRequests(ctx);
      const found = probes.probes.find((p) => p.kind === 'null-value-on-create');
      if (found === undefined) ctx.notExercised('no create with a null value was sent');
      const probe = found!;
      const reference = probes.valueProbeReferences.find((r) => r.includes('value-null'));
      if (!is2xx(probe.res.status) || reference === undefined) {
        ctx.note(`${probe.label}: HTTP ${probe.res.status}, refused (allowed)`);
        return;
      }
      const { at, orders } = await requireOrders(ctx, [reference]);
      const value = metadataOf(ctx, orders.get(reference)!, reference, at.get(reference)!)[key!];
      if (value === 'null') {
        ctx.fail(`${probe.label} stored the text "null"`, {
          received: `"${key!}": "null"`,
          expected: `no "${key!}" (null is no value), or the create refused with 400`,
          exchange: at.get(reference)!.exchange,
        });
      }
      ctx.note(`${probe.label}: HTTP ${probe.res.status}, then "${key!}" reads ${JSON.stringify(value) ?? 'absent'}`);
    },
  ),
  requirement(
    {
      id: 'META-NON-STRING-400',
      clause: '2.1.2',
      level: 'MUST',
      rule: 'A non-string value (number, boolean, object, array) for an enabled key MUST be refused with 400, with no effect.',
      quote: 'All values are strings.',
      sends:
        'POST /v1.0/orders and PUT /v1.0/orders/<reference> with a number, a boolean, an object and an array as a value, and a string before a number; then GET /v1.0/orders for the updated order.',
      tolerates:
        'Any 4xx body that is the error of spec 7. MUST like ORD-REFERENCE-STRING-400: 4.2 and 4.3 type values as strings, and spec 7 gives invalid parameters 400.',
    },
    // Sends the metadata-value-not-string rows of bad-request-cases.ts. MUST, as ORD-REFERENCE-STRING-400: 4.2 and 4.3
    // type the values as strings, so such a body has invalid parameters (7: 400); storing String(value) instead hides
    // the client's mistake. null on create is judged apart (META-NULL-CREATE-NOT-TEXT).
    async (ctx) => {
      enabledKeys(ctx, 1, 'sending a non-string value for an enabled key');
      const all = await expect400(ctx, 'metadata-value-not-string', 'a non-string metadata value');
      await refusedUpdatesLeftOrder(ctx, all);
    },
  ),
  requirement(
    {
      id: 'META-NOT-OBJECT-400',
      clause: '4.2',
      level: 'MUST',
      rule: 'A create or update whose "metadata" is not an object MUST fail with 400.',
      quote: 'optional `metadata` (object of string to string, see 2.1)',
      sends: 'POST /v1.0/orders and PUT /v1.0/orders/<reference> with metadata as an array and as a string.',
    },
    async (ctx) => {
      await expect400(ctx, 'metadata-not-object', 'metadata that is not an object');
    },
  ),
];
