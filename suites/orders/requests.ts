// The order endpoints themselves (spec 4.1-4.3): a created order is listed, the update path addresses it by
// its reference whatever characters it holds, and malformed creates and updates fail with 400 (spec 7).

import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import type { Response } from '../../src/http/client.js';
import type { CheckContext } from '../../src/requirements/check-context.js';
import { applyUpdate, type UpdateInput } from '../../src/oracles/metadata-model.js';
import { expect400 } from '../support/bad-requests.js';
import { jsonMediaTypeProblem } from '../support/error-body.js';
import { answerText, attemptCreate, createdAtOnce } from '../support/created-at-once.js';
import { plainOrder } from '../support/endpoints.js';
import {
  barrier,
  countListedUnder,
  createOrder,
  excerpt,
  expectSuccess,
  findOrders,
  is2xx,
  requireOrders,
  updateOrder,
  type JsonObject,
} from '../support/orders.js';
import { isEarlierRunValue, lastingReference, runValue } from '../support/lasting.js';
import { listingRead } from '../support/listing-rounds.js';
import { mustHoldLasting } from '../support/lasting-orders.js';
import {
  enabledKeys,
  expectMetadata,
  metadataOf,
  mustCreate,
  neverEnabledKey,
  orderPath,
  staleUnless,
  valueOf,
} from './shared.js';

/** A reference and the path that addresses it; `+` stays literal where the case says so (RFC 3986: "+" is a plain path character). */
interface PathCase {
  readonly label: string;
  readonly reference: string;
  readonly path: string;
}

function pathCases(base: string): PathCase[] {
  const plus = `${base} plus+sign`;
  const letters = `${base}-Grüße-日本`;
  // No ";" or "/": Spring Security and Tomcat refuse their encoded forms in any path by default, whatever the API; the
  // characters kept here still show every way of decoding a path wrongly.
  const reserved = `${base}-#?+&=,`;
  // Unreserved punctuation (RFC 3986 2.3) travels unescaped; routers that read a "." as a format suffix stop there.
  const dotted = `${base}-INV.2025_~v1.json`;
  return [
    {
      label: 'a space, and a "+" written literally in the path',
      reference: plus,
      path: `/orders/${encodeURIComponent(plus).replaceAll('%2B', '+')}`,
    },
    {
      label: 'non-ASCII letters, percent-encoded as UTF-8',
      reference: letters,
      path: `/orders/${encodeURIComponent(letters)}`,
    },
    {
      label: 'the reserved characters #?+&=, percent-encoded',
      reference: reserved,
      path: `/orders/${encodeURIComponent(reserved)}`,
    },
    {
      label: 'the unreserved ".", "_" and "~", ending in ".json", unescaped',
      reference: dotted,
      path: `/orders/${encodeURIComponent(dotted)}`,
    },
  ];
}

/** Content-Type spellings of application/json a client may send: the case differs, or a charset parameter is added. */
export const JSON_MEDIA_TYPE_SPELLINGS: readonly string[] = [
  'application/json; charset=utf-8',
  'Application/JSON',
  'application/json;charset=UTF-8',
];

/** Fails unless exactly one order is listed under the reference (2.1: the reference identifies the order). */
function listedOnce(
  ctx: CheckContext,
  read: Awaited<ReturnType<typeof requireOrders>>,
  reference: string,
  after: string,
) {
  const listed = countListedUnder(read, reference);
  if (listed !== 1)
    ctx.fail(`${listed} orders are listed under one reference after ${after}`, {
      received: `${listed} objects with "reference": "${reference}"`,
      expected: 'exactly one: the reference identifies the order (2.1, 4.3)',
      exchange: read.at.get(reference)!.exchange,
    });
  if (!read.complete)
    ctx.notExercised(
      `one order is listed under ${reference}, but a second one could be on a page not read: ${read.incomplete ?? 'the listing was not read to its end'}`,
    );
}

/**
 * Earlier states ORD-PATH-REFERENCE-ENCODED or an earlier run wrote: an earlier run's value, or an order this run's
 * create made, listed before the update that followed (a listing may lag a write it acknowledged, 4.1).
 */
function pathUpdateStale(
  ctx: CheckContext,
  key: string | undefined,
  cases: ReadonlyArray<{ readonly reference: string }>,
  createdNow: readonly string[],
  orders: ReadonlyMap<string, JsonObject>,
): boolean {
  if (key === undefined) return false;
  return cases.some((c) => {
    const now = valueOf(orders.get(c.reference), key);
    if (isEarlierRunValue(ctx, now)) return true;
    return createdNow.includes(c.reference) && orders.has(c.reference) && now === undefined;
  });
}

export const orderRequestRequirements: readonly Requirement[] = [
  requirement(
    {
      id: 'ORD-CREATE-LISTED',
      clause: '4.1',
      level: 'MUST',
      rule: 'An order created with POST /v1.0/orders MUST be listed by GET /v1.0/orders under exactly the reference it was created with.',
      quote: 'Merchant-defined identifier of the order. Sent on creation.',
      sends: 'GET /v1.0/orders, then POST /v1.0/orders with a fresh reference, then GET /v1.0/orders.',
      tolerates:
        "Any 2xx for the create; the list's envelope and the order's fields beyond reference and metadata are not shown, so the order is found wherever the listing holds it.",
    },
    async (ctx) => {
      // An order of its own, created now, after a listing of its own: a listing cached then (and never refreshed by
      // writes) misses it whatever else the run has read, where an order shared with earlier checks may predate the
      // cache. Mixed case, so a server that normalises references (lower or upper case) lists another reference.
      const reference = `${ctx.newOrderReference('listed')}-MixedCase`;
      await listingRead(ctx, { kind: 'key' });
      await mustCreate(ctx, reference);
      await requireOrders(ctx, [reference]);
    },
  ),
  requirement(
    {
      id: 'ORD-JSON-MEDIA-TYPE-SPELLINGS',
      clause: '4.2',
      level: 'MUST',
      rule: 'A create or update whose Content-Type names application/json in another letter case or with a charset MUST be accepted.',
      quote: 'Request header `Content-Type: application/json`.',
      sends:
        "POST /v1.0/orders and PUT /v1.0/orders/<reference> with Content-Type 'application/json; charset=utf-8', 'Application/JSON' and 'application/json;charset=UTF-8', then GET /v1.0/orders.",
      tolerates:
        'Any 2xx; RFC 9110 8.3.1 makes type and subtype case-insensitive, and RFC 8259 gives a charset parameter no effect.',
    },
    async (ctx) => {
      const [key] = ctx.target.enabledMetadataKeys;
      const cases = JSON_MEDIA_TYPE_SPELLINGS.map((type) => ({ type, reference: ctx.newOrderReference('media-type') }));
      const sent = await Promise.all(
        cases.map(async (c) => {
          const headers = { 'content-type': c.type };
          const json = { reference: c.reference };
          const create = await ctx.http.send({ api: 'orders', method: 'POST', path: '/orders', json, headers });
          if (!is2xx(create.status) || key === undefined) return { c, create, update: undefined };
          const path = `/orders/${encodeURIComponent(c.reference)}`;
          const body = { metadata: { [key]: 'media-type' } };
          const update = await ctx.http.send({ api: 'orders', method: 'PUT', path, json: body, headers });
          return { c, create, update };
        }),
      );
      const refused = sent.flatMap(({ c, create, update }) => [
        ...(is2xx(create.status) ? [] : [{ what: `POST with Content-Type: ${c.type}`, res: create }]),
        ...(update === undefined || is2xx(update.status)
          ? []
          : [{ what: `PUT with Content-Type: ${c.type}`, res: update }]),
      ]);
      if (refused.length > 0)
        ctx.fail(`${refused.length} write(s) naming application/json another way were refused`, {
          problems: refused.map((r) => `${r.what}: HTTP ${r.res.status} ${excerpt(r.res.text, 100)}`),
          expected: 'a 2xx: the same media type as application/json (RFC 9110 8.3.1; RFC 8259 gives charset no effect)',
          exchange: refused[0]!.res.exchange,
        });
      if (key === undefined) ctx.note('ENABLED_METADATA_KEYS is empty: only the creates were sent');
      // A listing that still shows an updated order as created is read again, as for every lagging listing.
      const updated = new Map([[key ?? '', 'media-type']]);
      const states = sent
        .filter((x) => x.update !== undefined)
        .map((x) => [x.c.reference, { expected: updated, earlier: [new Map()] }] as const);
      const { orders, at } = await requireOrders(
        ctx,
        cases.map((c) => c.reference),
        { stale: staleUnless(new Map(states)) },
      );
      for (const { c, update } of sent)
        if (update !== undefined && key !== undefined)
          expectMetadata(
            ctx,
            orders.get(c.reference)!,
            c.reference,
            new Map([[key, 'media-type']]),
            at.get(c.reference)!,
            `updated with Content-Type: ${c.type}`,
          );
    },
  ),
  requirement(
    {
      id: 'ORD-JSON-CONTENT-TYPE',
      clause: '4',
      level: 'SHOULD',
      rule: 'A JSON response body of the orders interface SHOULD be labelled Content-Type application/json or a +json type (RFC 9110 8.3).',
      quote: 'Bodies are JSON.',
      sends: 'POST /v1.0/orders, GET /v1.0/orders and PUT /v1.0/orders/<reference> with {"metadata": {}}.',
      tolerates: 'SHOULD, not MUST: spec 4 names no header; a create or update answer without a body is not judged.',
    },
    async (ctx) => {
      const { reference, created } = await plainOrder(ctx);
      expectSuccess(ctx, created, `POST /orders for ${reference}`);
      const [listing, updated] = await Promise.all([
        ctx.http.send({ api: 'orders', method: 'GET', path: '/orders', statusOnly: true }),
        updateOrder(ctx.http, reference, { metadata: {} }),
      ]);
      const answers: Array<{ label: string; res: Response }> = [
        { label: 'GET /orders', res: listing },
        { label: 'POST /orders', res: created },
        { label: 'PUT /orders/<reference>', res: updated },
      ].filter((a) => is2xx(a.res.status) && a.res.text.trim() !== '');
      const broken = answers
        .map((a) => ({ a, problem: jsonMediaTypeProblem(a.res) }))
        .filter((b) => b.problem !== undefined);
      if (broken.length > 0) {
        ctx.fail(
          `${broken.length} of ${answers.length} successful order answers with a body are not labelled as JSON`,
          {
            problems: broken.map((b) => `${b.a.label}: HTTP ${b.a.res.status}, ${b.problem!}`),
            expected: 'Content-Type: application/json (spec 4: bodies are JSON)',
            exchange: broken[0]!.a.res.exchange,
          },
        );
      }
    },
  ),
  requirement(
    {
      id: 'ORD-PATH-REFERENCE-ENCODED',
      clause: '4.3',
      level: 'MUST',
      rule: 'The identifier in PUT /v1.0/orders/<reference> MUST be the reference after percent-decoding (RFC 3986).',
      quote: "where the identifier is the order's reference.",
      sends:
        'Creates orders whose references hold spaces, non-ASCII letters, reserved characters, a "+", or dots ending in ".json" (the same references on every run: created once), then updates each through its percent-encoded path and reads it back.',
      tolerates: 'A reference the target refuses on creation is not held against it.',
    },
    async (ctx) => {
      const [key] = ctx.target.enabledMetadataKeys;
      const cases = pathCases(lastingReference(ctx, 'path'));
      const created = await Promise.all(cases.map((c) => createOrder(ctx.http, { reference: c.reference })));
      const value = runValue(ctx, 'updated through the path');
      const body = { metadata: key === undefined ? {} : { [key]: value } };
      const sent = await Promise.all(
        cases.map((c) => ctx.http.send({ api: 'orders', method: 'PUT', path: c.path, json: body })),
      );
      // Which orders the account holds the listing says, never a status code: an earlier run created them.
      const createdNow = cases.filter((_, i) => is2xx(created[i]!.status)).map((c) => c.reference);
      const stale = (orders: ReadonlyMap<string, JsonObject>) => pathUpdateStale(ctx, key, cases, createdNow, orders);
      const read = await requireOrders(ctx, createdNow, {
        optional: cases.map((c) => c.reference),
        stale,
      });
      const accepted = cases.filter((c, i) => {
        if (read.found.has(c.reference)) return true;
        ctx.note(
          `the account holds no order with ${c.label} (its create answered HTTP ${created[i]!.status}); references are merchant-defined and their allowed characters are not shown, so this case was skipped`,
        );
        return false;
      });
      if (accepted.length === 0)
        ctx.notExercised('the target refused every reference that needs percent-encoding in a path');
      const updates = accepted.map((c) => sent[cases.indexOf(c)]!);
      const refused = accepted.map((c, i) => ({ c, res: updates[i]! })).filter(({ res }) => !is2xx(res.status));
      if (refused.length > 0) {
        ctx.fail(
          `${refused.length} of ${accepted.length} orders could not be updated through the path that names their reference`,
          {
            problems: refused.map(
              ({ c, res }) =>
                `reference with ${c.label} (${JSON.stringify(c.reference)}) via ${c.path}: HTTP ${res.status} ${excerpt(res.text, 80)}`,
            ),
            expected: 'a 2xx status: the decoded path segment is the reference (spec 4.3)',
            exchange: refused[0]!.res.exchange,
          },
        );
      }
      if (key === undefined) {
        ctx.note('ENABLED_METADATA_KEYS is empty: the updates were checked for success only, not for their effect');
        return;
      }
      const wrong = accepted.filter((c) => valueOf(read.found.get(c.reference), key) !== value);
      if (wrong.length > 0)
        ctx.fail(`${wrong.length} of ${accepted.length} orders do not show the update sent through their path`, {
          problems: wrong.map(
            (c) =>
              `${JSON.stringify(c.reference)} via ${c.path}: "${key}" reads ${excerpt(JSON.stringify(valueOf(read.found.get(c.reference), key)) ?? 'nothing', 100)}`,
          ),
          expected: `"${key}": ${JSON.stringify(value)}: the decoded path segment is the reference (spec 4.3)`,
          exchange: read.at.get(wrong[0]!.reference)!.exchange,
        });
    },
  ),
  requirement(
    {
      id: 'ORD-REFERENCE-IDENTIFIES',
      clause: '2.1',
      level: 'MUST',
      rule: 'A reference MUST identify one order of the account: a second create with the same reference leaves one order listed.',
      quote: 'Used as the order identifier in the update path.',
      sends:
        'Two POST /v1.0/orders with the same reference one after the other (the same reference on every run: after the first, both are duplicates), and four of a new reference at once, then GET /v1.0/orders.',
      tolerates: 'Any status for the creates after the first (refused, or accepted as an update).',
      parts: [
        { name: 'sequential', rule: 'A reference created twice, one create after the other, is listed once.' },
        {
          name: 'concurrent',
          rule: 'A reference created four times at once is listed once: no create slips past the check of another.',
        },
      ],
    },
    async (ctx) => {
      // A lasting reference: the account's first run creates it, and every create after is the duplicate under test.
      const reference = lastingReference(ctx, 'duplicate');
      const first = await attemptCreate(ctx.http, reference);
      ctx.note(
        `the first create answered ${answerText(first)} (a duplicate of an earlier run's order after the first run)`,
      );
      const again = await attemptCreate(ctx.http, reference);
      ctx.note(`the second create answered ${answerText(again)} (any status is allowed: duplicates are not shown)`);
      const { reference: atOnce, answers, stored } = await createdAtOnce(ctx);
      ctx.note(`the four creates sent at once answered ${answers.join(', ')}`);
      const read = await requireOrders(ctx, [reference, ...(stored ? [atOnce] : []), await barrier(ctx)], {
        whole: true,
      });
      await ctx.part('sequential', () => Promise.resolve(listedOnce(ctx, read, reference, 'a duplicate create')));
      await ctx.part('concurrent', () =>
        stored
          ? Promise.resolve(listedOnce(ctx, read, atOnce, 'four creates at once'))
          : Promise.resolve(ctx.notExercised(`none of the four creates of ${atOnce} sent at once was accepted`)),
      );
    },
  ),
  requirement(
    {
      id: 'ORD-PATH-EXACT-REFERENCE',
      clause: '4.3',
      level: 'MUST',
      rule: 'PUT /v1.0/orders/<identifier> MUST change only the order whose reference is the identifier.',
      quote: "where the identifier is the order's reference.",
      sends: 'Creates an order, then a PUT to its reference without its last character, then reads the order back.',
      tolerates: 'Any status for the PUT to the shortened reference.',
    },
    async (ctx) => {
      await expectUnchangedThrough(ctx, 'exact', (reference) => [
        { label: 'without its last character', identifier: reference.slice(0, -1) },
      ]);
    },
  ),
  requirement(
    // SHOULD: the spec never says whether references compare case-sensitively, and a store with a
    // case-insensitive collation that also refuses "abc" beside "ABC" stays consistent; a merchant-defined
    // identifier is still best matched exactly.
    {
      id: 'ORD-PATH-CASE-SENSITIVE',
      clause: '4.3',
      level: 'SHOULD',
      rule: 'PUT /v1.0/orders/<identifier> SHOULD match the reference exactly, letter case included.',
      quote: "where the identifier is the order's reference.",
      sends:
        'Creates an order with a mixed-case reference, then PUTs to that reference in lower case and in upper case, then reads the order back.',
      tolerates: 'Any status for the PUT to the other spelling.',
    },
    async (ctx) => {
      await expectUnchangedThrough(ctx, 'case', (reference) => [
        { label: 'in lower case', identifier: reference.toLowerCase() },
        { label: 'in upper case', identifier: reference.toUpperCase() },
      ]);
    },
  ),
  requirement(
    {
      id: 'ORD-UPDATE-UNKNOWN-REPORTED',
      clause: '4.3',
      level: 'SHOULD',
      rule: 'A PUT to a reference the account does not hold SHOULD either fail or create the order, never report an update that did not happen.',
      quote:
        "Method and path: `PUT {base_url}/v1.0/orders/<order_identifier>`, where the identifier is the order's reference.",
      sends:
        'PUT /v1.0/orders/<reference> to a fresh reference with metadata (an enabled key, a key not enabled, a key set to null), then GET /v1.0/orders when it answers 2xx.',
      tolerates:
        'SHOULD, not MUST: what an update of an unknown reference does is not shown; any 4xx (404 is usual) or a create is accepted.',
    },
    async (ctx) => {
      const u = await unknownUpdate(ctx);
      if (!is2xx(u.res.status)) {
        ctx.note(`PUT /orders/${u.reference} answered HTTP ${u.res.status}: the update was refused, as allowed`);
        return;
      }
      const read = await requireOrders(ctx, [await barrier(ctx)], { whole: true });
      if (read.pages.some((page) => findOrders(page.json, u.reference).length > 0)) {
        ctx.note(`PUT /orders/${u.reference} answered HTTP ${u.res.status} and created the order`);
        return;
      }
      if (!read.complete)
        ctx.notExercised(
          `PUT /orders/${u.reference} answered HTTP ${u.res.status}, and whether it created the order is unknown: ${read.incomplete ?? 'the listing was not read to its end'}`,
        );
      ctx.fail(`PUT of a reference the account does not hold answered HTTP ${u.res.status}, but no order exists`, {
        received: `HTTP ${u.res.status} ${excerpt(u.res.text, 120)}; GET /orders lists no order ${u.reference}`,
        expected: 'an error status (404 is usual), or the order created under that reference',
        exchange: u.res.exchange,
      });
    },
  ),
  requirement(
    {
      id: 'META-UPDATE-UNKNOWN-RULES',
      clause: '2.1.3',
      level: 'MUST',
      rule: 'An order listed after a PUT to an unknown reference MUST hold metadata by 2.1: only the enabled keys sent, none sent as null.',
      quote: 'A key that is not enabled is silently ignored, and the request still succeeds.',
      sends:
        'PUT /v1.0/orders/<reference> to a fresh reference with enabled keys, a key not enabled and a key set to null, then GET /v1.0/orders.',
      tolerates: 'Whatever the PUT answers; when no order is listed afterwards there is nothing to judge.',
    },
    async (ctx) => {
      const u = await unknownUpdate(ctx);
      const read = await requireOrders(ctx, [await barrier(ctx)], { whole: true });
      const page = read.pages.find((p) => findOrders(p.json, u.reference).length > 0);
      if (page === undefined) {
        if (!read.complete)
          ctx.notExercised(
            `PUT /orders/${u.reference} answered HTTP ${u.res.status}, and the order it may have created could not be looked for: ${read.incomplete ?? 'the listing was not read to its end'}`,
          );
        ctx.note(
          `PUT /orders/${u.reference} answered HTTP ${u.res.status} and no order is listed under that reference: nothing was stored to break 2.1`,
        );
        return;
      }
      ctx.note(`PUT /orders/${u.reference} answered HTTP ${u.res.status} and created the order`);
      expectMetadata(
        ctx,
        findOrders(page.json, u.reference)[0]!,
        u.reference,
        applyUpdate(new Map(), u.input, ctx.target.enabledMetadataKeys),
        page,
        `created by PUT ${JSON.stringify({ metadata: Object.fromEntries(u.input) })}`,
      );
    },
  ),
  requirement(
    {
      id: 'ORD-REFERENCE-REQUIRED-400',
      clause: '4.2',
      level: 'MUST',
      rule: 'A create without "reference" MUST fail with 400.',
      quote:
        'Request body: JSON object with `reference` (string) and optional `metadata` (object of string to string, see 2.1).',
      sends: 'POST /v1.0/orders with a JSON object that has metadata but no reference.',
    },
    async (ctx) => {
      await expect400(ctx, 'reference-missing', 'no reference');
    },
  ),
  requirement(
    {
      id: 'ORD-REFERENCE-STRING-400',
      clause: '4.2',
      level: 'MUST',
      rule: 'A create whose "reference" is not a string MUST fail with 400 and create no order.',
      quote:
        'Request body: JSON object with `reference` (string) and optional `metadata` (object of string to string, see 2.1).',
      sends: 'POST /v1.0/orders with reference as a number, a boolean and an object, then GET /v1.0/orders.',
    },
    async (ctx) => {
      const { numericReference } = await expect400(ctx, 'reference-not-string', 'a reference that is not a string');
      const read = await requireOrders(ctx, [await barrier(ctx)], { whole: true });
      const stored = read.pages.find(
        (page) =>
          findOrders(page.json, numericReference).length > 0 ||
          findOrders(page.json, String(numericReference)).length > 0,
      );
      if (stored !== undefined) {
        ctx.fail(`the create with "reference": ${numericReference} (a number) created an order`, {
          received: `an order with reference ${numericReference} is listed`,
          expected: 'no such order',
          exchange: stored.exchange,
        });
      }
      if (!read.complete)
        ctx.notExercised(
          `every such create answered 400, but whether one stored an order is unknown: ${read.incomplete ?? 'the listing was not read to its end'}`,
        );
    },
  ),
  requirement(
    {
      id: 'ORD-CREATE-BODY-OBJECT-400',
      clause: '4.2',
      level: 'MUST',
      rule: 'A create whose JSON body is not an object MUST fail with 400.',
      quote: 'Request body: JSON object with `reference` (string)',
      sends: 'POST /v1.0/orders with a JSON string and a JSON number as the body.',
    },
    async (ctx) => {
      await expect400(ctx, 'create-body-not-object', 'a body that is not a JSON object');
    },
  ),
  requirement(
    {
      id: 'ORD-UPDATE-BODY-OBJECT-400',
      clause: '4.3',
      level: 'MUST',
      rule: 'An update whose JSON body is not an object MUST fail with 400, not answer 2xx as if nothing were to change.',
      quote:
        'Request body: JSON object with optional `metadata` (object; values are strings or null; null removes the key).',
      sends: 'PUT /v1.0/orders/<reference> of an existing order with a JSON array, a string and a number as the body.',
    },
    async (ctx) => {
      await expect400(ctx, 'update-body-not-object', 'a body that is not a JSON object');
    },
  ),
];

/** The PUT of a reference the account never held, shared by the two requirements that judge what follows from it. */
interface UnknownUpdate {
  readonly reference: string;
  readonly input: UpdateInput;
  readonly res: Response;
}

function unknownUpdate(ctx: CheckContext): Promise<UnknownUpdate> {
  return ctx.shared('orders:update-unknown', async (http) => {
    const [a, b] = ctx.target.enabledMetadataKeys;
    const reference = ctx.newOrderReference('update-unknown');
    const input: UpdateInput = [
      ...(a === undefined ? [] : [[a, 'set through PUT'] as const]),
      [neverEnabledKey(ctx), 'not enabled'],
      [b ?? neverEnabledKey(ctx), null],
    ];
    const res = await http.send({
      api: 'orders',
      method: 'PUT',
      path: orderPath(reference),
      json: { metadata: Object.fromEntries(input) },
    });
    return { reference, input, res };
  });
}

/** Creates an order, sends updates to identifiers near its reference, and fails if any of them changed it. */
async function expectUnchangedThrough(
  ctx: CheckContext,
  label: string,
  nearOf: (reference: string) => Array<{ label: string; identifier: string }>,
): Promise<void> {
  const [key] = enabledKeys(ctx, 1, 'observing which order an update changed');
  // A lasting reference (the same on every run): its near identifiers are then the same strings on every run too.
  const reference = lastingReference(ctx, `${label}-MixedCase`);
  const original = runValue(ctx, 'original');
  await mustHoldLasting(ctx, reference, { metadata: { [key!]: original } }, { metadata: { [key!]: original } });
  const near = nearOf(reference);
  const answers = await Promise.all(
    near.map((n) =>
      updateOrder(ctx.http, n.identifier, { metadata: { [key!]: `changed through the reference ${n.label}` } }),
    ),
  );
  const stale = (orders: ReadonlyMap<string, JsonObject>) =>
    isEarlierRunValue(ctx, valueOf(orders.get(reference), key!));
  const read = await requireOrders(ctx, [reference, await barrier(ctx)], { stale });
  const res = read.at.get(reference)!;
  const value = metadataOf(ctx, read.orders.get(reference)!, reference, res)[key!];
  if (value !== original) {
    const culprit = near.findIndex((n) => value === `changed through the reference ${n.label}`);
    ctx.fail('an update addressed to another reference changed the order', {
      received: `"${key!}": ${JSON.stringify(value)}${culprit >= 0 ? ` after PUT /orders/${near[culprit]!.identifier} answered HTTP ${answers[culprit]!.status}` : ''}`,
      expected: `"${key!}": ${JSON.stringify(original)}: the identifier is the order's reference (4.3)`,
      exchange: res.exchange,
    });
  }
}
