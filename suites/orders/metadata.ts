// Order metadata (spec 2.1 rules 1-6, 4.2, 4.3): each rule exercised on orders this run creates and read
// back through GET /v1.0/orders, with the expected metadata taken from the pure model, never from habits.

import type { CheckContext } from '../../src/requirements/check-context.js';
import type { HttpView, Response } from '../../src/http/client.js';
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
import { badRequests, expect400 } from '../support/bad-requests.js';
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
  walkOrders,
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

/** Creates an order, applies updates in turn (each must succeed), reads it once and compares with the model. */
async function scenario(
  ctx: CheckContext,
  label: string,
  create: CreateInput | undefined,
  updates: ReadonlyArray<{ body: unknown; input: UpdateInput | undefined; why: string }>,
  what: string,
): Promise<void> {
  const enabled = ctx.target.enabledMetadataKeys;
  const reference = ctx.newOrderReference(label);
  await mustCreate(ctx, reference, create === undefined ? undefined : Object.fromEntries(create));
  let expected: Metadata = applyCreate(create, enabled);
  const earlier: Metadata[] = [];
  for (const update of updates) {
    await mustUpdate(ctx, reference, update.body, update.why);
    earlier.push(expected);
    expected = applyUpdate(expected, update.input, enabled);
  }
  const read = await requireOrders(ctx, [reference], {
    stale: staleUnless(new Map([[reference, { expected, earlier }]])),
  });
  expectMetadata(ctx, read.orders.get(reference)!, reference, expected, read.at.get(reference)!, what);
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
  /** Samples share orders, one enabled key each, so the check costs a few creates however many samples there are. */
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
    if (i % keys.length === 0) orders.push({ reference: ctx.newOrderReference('round-trip'), samples: [] });
    orders.at(-1)!.samples.push({ ...sample, key: keys[i % keys.length]! });
  });
  const updated = {
    reference: ctx.newOrderReference('round-trip-update'),
    label: 'every sample at once, sent by update',
    key,
    value: ROUND_TRIP_SAMPLES.map((s) => s.value).join(' | '),
  };
  const guarded = GUARDED_SAMPLES.map((sample) => ({
    ...sample,
    key,
    reference: ctx.newOrderReference('round-trip-guarded'),
  }));
  const escaped = {
    reference: ctx.newOrderReference('round-trip-escaped'),
    label: 'characters written as JSON escapes (\\u00e9, \\u20AC, a surrogate pair, \\/)',
    key,
    value: ESCAPED_SAMPLE,
  };
  return { orders, updated, guarded, escaped };
}

/** Creates the order of `c` from JSON text that writes its value with escapes (escapedJson). */
async function createEscaped(ctx: CheckContext, c: RoundTripCase): Promise<void> {
  const rawBody = `{"reference":${JSON.stringify(c.reference)},"metadata":{${JSON.stringify(c.key)}:${escapedJson(c.value)}}}`;
  const res = await ctx.http.send({ api: 'orders', method: 'POST', path: '/orders', rawBody });
  expectSuccess(ctx, res, `POST /orders for ${c.reference} with ${c.label}`);
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
      sends: 'Creates an order without metadata, one with {} and one with enabled keys, then GET /v1.0/orders.',
    },
    async (ctx) => {
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
    },
  ),
  requirement(
    {
      id: 'META-UNKNOWN-KEY-NO-ERROR',
      clause: '2.1.3',
      level: 'MUST',
      rule: 'A metadata key that is not enabled for the account MUST NOT make a create or an update fail.',
      quote: 'A key that is not enabled is silently ignored, and the request still succeeds.',
      sends: 'POST /v1.0/orders and PUT /v1.0/orders/<reference>, each carrying a well-formed key that is not enabled.',
      tolerates: 'Any 2xx status counts as success.',
    },
    async (ctx) => {
      const s = await unknownKeyScenario(ctx);
      expectSuccess(ctx, s.created, `POST /orders with the non-enabled key "${s.unknown[0]}"`);
      expectSuccess(ctx, s.updated!, `PUT /orders/${s.reference} with the non-enabled key "${s.unknown[1]}"`);
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
      const theirs = await ctx.http.send({
        api: 'orders',
        method: 'GET',
        path: '/orders',
        auth: { kind: 'second-key' },
      });
      expectSuccess(ctx, theirs, 'GET /orders with SECOND_API_KEY');
      // The keys SECOND_ENABLED_METADATA_KEYS names first: the listing shows only keys some order already holds.
      const foreign = new Set<string>(ctx.target.secondEnabledMetadataKeys ?? []);
      collectMetadataKeys(theirs.json, foreign);
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
    },
    async (ctx) => {
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
        'Creates an order with enabled keys, then successive PUTs naming some keys and not others, reading the order back after each.',
    },
    async (ctx) => {
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
            { body: patch([[c, 'third']]), input: [[c, 'third']], why: 'adding a third key' },
            { body: patch([[a, 'changed']]), input: [[a, 'changed']], why: 'changing the first key' },
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
            { body: patch([[b, 'second']]), input: [[b, 'second']], why: 'adding a second key' },
            { body: patch([[a, 'changed']]), input: [[a, 'changed']], why: 'changing the first key' },
          ],
          'two updates merged in turn',
        );
        return;
      }
      const [a] = enabledKeys(ctx, 1, 'observing a merge');
      const other = neverEnabledKey(ctx);
      ctx.note(
        `only one enabled key: the merge was observed with an update that names only the non-enabled key ${other}`,
      );
      await scenario(
        ctx,
        'merge',
        [[a!, 'first']],
        [{ body: patch([[other, 'x']]), input: [[other, 'x']], why: 'an update naming no enabled key' }],
        'an update merged over existing metadata',
      );
    },
  ),
  requirement(
    {
      id: 'META-NULL-REMOVES',
      clause: '2.1.5',
      level: 'MUST',
      rule: 'On update, a key set to null MUST be removed: not read back at all, while the other keys stay.',
      quote: 'On update, a key set to null is removed.',
      sends:
        'Creates an order with several enabled keys, then a PUT setting one or more of them to null, then GET /v1.0/orders.',
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
      await scenario(
        ctx,
        'null-removes',
        create,
        [
          {
            body: patch(input),
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
        [{ body: patch(input), input, why: 'null for keys the order does not hold' }],
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
      sends: 'PUT /v1.0/orders/<reference> with the body {} on an order holding metadata, then GET /v1.0/orders.',
    },
    async (ctx) => {
      const [a] = enabledKeys(ctx, 1, 'observing unchanged metadata');
      await scenario(
        ctx,
        'omitted',
        [[a!, 'unchanged']],
        [{ body: {}, input: undefined, why: 'metadata omitted' }],
        'an update without metadata',
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
      sends: 'PUT /v1.0/orders/<reference> with {"metadata": {}} on an order holding metadata, then GET /v1.0/orders.',
    },
    async (ctx) => {
      const [a] = enabledKeys(ctx, 1, 'observing unchanged metadata');
      await scenario(
        ctx,
        'empty-object',
        [[a!, 'unchanged']],
        [{ body: { metadata: {} }, input: [], why: 'an empty metadata object' }],
        'an update with "metadata": {}',
      );
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
      const onUpdate = ctx.newOrderReference('empty-string-update');
      await Promise.all([
        mustCreate(ctx, onCreate, { [a!]: '' }),
        mustCreate(ctx, onUpdate, { [a!]: 'not empty yet' }),
      ]);
      await mustUpdate(ctx, onUpdate, patch([[a!, '']]), 'setting an empty string');
      const expected = applyCreate([[a!, '']], enabled);
      const { at, orders } = await requireOrders(ctx, [onCreate, onUpdate], {
        stale: staleUnless(
          new Map([[onUpdate, { expected, earlier: [applyCreate([[a!, 'not empty yet']], enabled)] }]]),
        ),
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
    },
    async (ctx) => {
      const [a] = enabledKeys(ctx, 1, 'storing values');
      const { orders, updated, guarded, escaped } = roundTripPlan(ctx, a!);
      const [guardedAnswers] = await Promise.all([
        Promise.all(
          guarded.map((g) => createOrder(ctx.http, { reference: g.reference, metadata: { [g.key]: g.value } })),
        ),
        ...orders.map((o) => mustCreate(ctx, o.reference, Object.fromEntries(o.samples.map((s) => [s.key, s.value])))),
        mustCreate(ctx, updated.reference, { [a!]: 'replaced below' }),
        createEscaped(ctx, escaped),
      ]);
      const accepted = acceptedGuarded(ctx, guarded, guardedAnswers);
      await mustUpdate(ctx, updated.reference, patch([[a!, updated.value]]), 'every sample in one value');
      const earlier = { expected: new Map([[a!, updated.value]]), earlier: [new Map([[a!, 'replaced below']])] };
      const { at, orders: read } = await requireOrders(
        ctx,
        [...orders.map((o) => o.reference), updated.reference, escaped.reference, ...accepted.map((g) => g.reference)],
        { stale: staleUnless(new Map([[updated.reference, earlier]])) },
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
      for (const o of orders) {
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
        'POST /v1.0/orders with a 1,000-character value for an enabled key (a 300-character one if that is refused), then GET /v1.0/orders.',
      tolerates: 'Maximum lengths are not shown (8), so refusing the value is accepted.',
    },
    async (ctx) => {
      const [a] = enabledKeys(ctx, 1, 'storing a long value');
      for (const length of [1000, 300]) {
        const value = longValue(length);
        const reference = ctx.newOrderReference(`long-${length}`);
        const created = await createOrder(ctx.http, { reference, metadata: { [a!]: value } });
        if (!is2xx(created.status)) {
          ctx.note(
            `a ${length}-character value was refused with HTTP ${created.status} (allowed: maximum lengths are not shown)`,
          );
          continue;
        }
        const { at, orders } = await requireOrders(ctx, [reference]);
        expectMetadata(
          ctx,
          orders.get(reference)!,
          reference,
          new Map([[a!, value]]),
          at.get(reference)!,
          `a ${length}-character value`,
        );
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
      const offenders: string[] = [];
      let values = 0;
      let firstOffending: Response | undefined;
      for (const page of read.pages) {
        walkOrders(page.json, (order) => {
          if (!isObject(order.metadata)) return;
          for (const [key, value] of Object.entries(order.metadata)) {
            values++;
            if (typeof value === 'string') continue;
            offenders.push(`order ${JSON.stringify(order.reference)}: "${key}" is ${JSON.stringify(value)}`);
            firstOffending ??= page;
          }
        });
      }
      const probed = probes.valueProbeReferences.filter((r) =>
        read.pages.some((page) => findOrders(page.json, r).length > 0),
      ).length;
      ctx.note(
        `checked ${values} metadata values on the orders of ${read.pages.length} page(s) of GET /orders, including ${probed} orders that were sent non-string values`,
      );
      if (offenders.length > 0) {
        ctx.fail(`${offenders.length} metadata values read back are not strings`, {
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
      rule: 'A non-string value (number, boolean, object, array) for an enabled key MUST be refused with 400.',
      quote: 'All values are strings.',
      sends:
        'POST /v1.0/orders and PUT /v1.0/orders/<reference> with a number, a boolean, an object and an array as a value.',
      tolerates:
        'Any 4xx body that is the error of spec 7. MUST like ORD-REFERENCE-STRING-400: 4.2 and 4.3 type values as strings, and spec 7 gives invalid parameters 400.',
    },
    // Sends the metadata-value-not-string rows of bad-request-cases.ts. MUST, as ORD-REFERENCE-STRING-400: 4.2 and 4.3
    // type the values as strings, so such a body has invalid parameters (7: 400); storing String(value) instead hides
    // the client's mistake. null on create is judged apart (META-NULL-CREATE-NOT-TEXT).
    async (ctx) => {
      enabledKeys(ctx, 1, 'sending a non-string value for an enabled key');
      await expect400(ctx, 'metadata-value-not-string', 'a non-string metadata value');
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

function longValue(length: number): string {
  // Distinct text all along, so a cut at any length shows.
  let text = '';
  for (let i = 0; text.length < length; i++) text += `${i}:é${'abcdefghij'[i % 10]!} `;
  return text.slice(0, length);
}

/** Every metadata key on the orders of a listing. */
function collectMetadataKeys(body: unknown, into: Set<string>): void {
  walkOrders(body, (order) => {
    if (isObject(order.metadata)) for (const key of Object.keys(order.metadata)) into.add(key);
  });
}
