// The coverage phase of the update body, on orders the run keeps: each spelling of a metadata key alone, the bodies
// that supply nothing (no body, zero bytes, blanks, null, other media types) and a chunked update, each followed on its
// connection by an update that must succeed, the literal spellings of null as values, and the histories of one key
// (written over, removed, set again); each step read back, so a write is refused with no effect or applied as 2.1 says.

import type { ApiRequest, HttpView, PinnedConnection, Response } from '../../src/http/client.js';
import { CUT_SHORT, TransportError } from '../../src/http/client.js';
import { isUnjudged } from '../../src/http/transport-error.js';
import { compareRead, type Metadata } from '../../src/oracles/metadata-model.js';
import type { RecordedExchange } from '../../src/evidence/exchange.js';
import type { CheckContext } from '../../src/requirements/check-context.js';
import {
  BODY_ENCODING,
  BODY_FRAMING,
  CONTENT_TYPE,
  JSON_SYNTAX,
  JSON_TOP_LEVEL,
  type BodyCase,
} from '../../src/space/dimensions/bodies.js';
import {
  METADATA_KEY_FORM,
  NULL_SPELLING,
  OBJECT_MEMBER_KEY,
  type KeyForm,
} from '../../src/space/dimensions/identity.js';
import { CONNECTION_REUSE } from '../../src/space/dimensions/transport.js';
import { KEY_HISTORY } from '../../src/space/dimensions/history.js';
import { classOf, phaseClasses, type Expectation, type SpaceClass } from '../../src/space/model.js';
import type { CoverageSent } from './coverage-sent.js';
import { ListingRounds } from './listing-rounds.js';
import { lastingReference, runValue } from './lasting.js';
import { holdLasting } from './lasting-orders.js';
import { is2xx, readOrders } from './orders.js';

/** The three families of the sequence, each a part of the requirement whose rule it tests. */
export type OrderFamily = 'key-forms' | 'body-framing' | 'null-spellings' | 'key-history' | 'all-removed';

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

/** A key's spelling for a class of metadata-key-form. */
export function spellKey(key: string, form: KeyForm['transform']): string {
  const capitalised = key.replace(/(^|_)([a-z])/g, (_w, sep: string, ch: string) => `${sep}${ch.toUpperCase()}`);
  const spellings: Record<KeyForm['transform'], string> = {
    exact: key,
    'leading-space': ` ${key}`,
    'trailing-space': `${key} `,
    'leading-tab': `\t${key}`,
    'trailing-newline': `${key}\n`,
    'upper-case': key.toUpperCase(),
    capitalised,
    'plural-suffix': `${key}s`,
    'underscore-suffix': `${key}_`,
    'digit-suffix': `${key}2`,
    'last-letter-cut': key.slice(0, -1),
    'hyphen-for-underscore': key.includes('_') ? key.replaceAll('_', '-') : `${key}-x`,
    'dot-suffix': `${key}.x`,
    'cyrillic-lookalike': key.replace(/[aeo]/, (c) => ({ a: '\u0430', e: '\u0435', o: '\u043e' })[c]!),
    'trailing-nul': `${key}\u0000`,
  };
  return spellings[form];
}

/** The update a body class sends to the order (`metadata` the model's update when it supplies one). */
function bodyRequest(path: string, c: SpaceClass<BodyCase>, metadata: Record<string, string>): ApiRequest {
  const { body, framing } = c.value;
  const base = { api: 'orders', method: 'PUT', path } as const;
  if (body === 'none') return base;
  if (body === 'empty') return { ...base, rawBody: '' };
  if (body === 'whitespace') return { ...base, rawBody: ' \r\n\t ' };
  if (body === 'order') return { ...base, json: { metadata }, ...(framing === 'chunked' ? { chunked: true } : {}) };
  return { ...base, rawBody: body.json, ...(body.encoding === undefined ? {} : { bodyEncoding: body.encoding }) };
}

/** The state a step leaves when it is applied: nothing supplied, or the metadata merged (2.1.4). */
type Step = {
  readonly label: string;
  readonly expect: Expectation;
  readonly request: ApiRequest;
  readonly sets?: Record<string, string>;
  /** Keys the step removes when it is applied (set to null, 2.1.5). */
  readonly removes?: readonly string[];
  /** The case of the request space it sends (`dimension/class`). */
  readonly covers?: string | readonly string[];
  /** Sent on the family's own connection, one request after the other (RFC 9112 9.3), not on any of the pool's. */
  readonly pinned?: true;
  /** Read back with the step after it, not alone: it changes nothing the model holds. */
  readonly readWithNext?: true;
};

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

/** Runs steps one after the other, the model applying what each 2xx applied, reading back after each when asked. */
async function runSteps(
  ctx: CheckContext,
  order: { reference: string; state: Map<string, string> },
  family: OrderFamily,
  steps: readonly Step[],
  readEach: boolean,
  out: { steps: CoverageSent[]; checks: OrderCheck[] },
): Promise<boolean> {
  const connection = steps.some((s) => s.pinned) ? ctx.http.pin() : undefined;
  try {
    return await runStepsOn(ctx, order, family, steps, readEach, out, connection);
  } finally {
    await connection?.close();
  }
}

async function runStepsOn(
  ctx: CheckContext,
  order: { reference: string; state: Map<string, string> },
  family: OrderFamily,
  steps: readonly Step[],
  readEach: boolean,
  out: { steps: CoverageSent[]; checks: OrderCheck[] },
  connection: PinnedConnection | undefined,
): Promise<boolean> {
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
 * Each key named like an object's own member, alone, that the account does not enable: ignored and the request
 * succeeds (2.1.3), whether it carries text or null. The model applies nothing, so a stored one is a difference.
 */
function memberKeySteps(path: string, enabled: readonly string[]): Step[] {
  return phaseClasses(OBJECT_MEMBER_KEY)
    .filter((c) => !enabled.includes(c.value.key))
    .map((c) => {
      const metadata = { [c.value.key]: c.value.value === 'null' ? null : `member-${c.name}` };
      return {
        covers: `${OBJECT_MEMBER_KEY.id}/${c.name}`,
        label: `${OBJECT_MEMBER_KEY.id}/${c.name}: PUT ${JSON.stringify({ metadata })}`,
        expect: c.expect,
        request: { api: 'orders', method: 'PUT', path, json: { metadata } },
      };
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

/**
 * Each step on the family's connection, each followed there by an update with {"metadata": {}}, which must succeed
 * and change nothing (2.1.4): a body the server left partly unread (a chunked body's last CRLF, a body refused before
 * it was read) is read as the start of that next request unless the server closes the connection (RFC 9112 9.3).
 */
function withNextOnConnection(path: string, steps: readonly Step[]): Step[] {
  return steps.flatMap((step): Step[] => {
    const c = classOf(CONNECTION_REUSE, step.request.chunked ? 'after-chunked-update' : 'after-other-update-bodies');
    const next: Step = {
      covers: `${CONNECTION_REUSE.id}/${c.name}`,
      label: `${CONNECTION_REUSE.id}/${c.name}: PUT {"metadata": {}} on the connection of ${step.label}`,
      expect: c.expect,
      request: { api: 'orders', method: 'PUT', path, json: { metadata: {} } },
      pinned: true,
      readWithNext: true,
    };
    return [{ ...step, pinned: true }, next];
  });
}

/** Each spelling of the key alone, with a value of its own: a fold into the enabled key names the spelling. */
function keyFormSteps(path: string, key: string): Step[] {
  return phaseClasses(METADATA_KEY_FORM)
    .filter((c) => c.value.transform !== 'exact')
    .map((c) => {
      const spelt = spellKey(key, c.value.transform);
      return {
        covers: `${METADATA_KEY_FORM.id}/${c.name}`,
        label: `${METADATA_KEY_FORM.id}/${c.name}: PUT {"metadata": {${JSON.stringify(spelt)}: "fold-${c.name}"}}`,
        expect: c.expect,
        request: { api: 'orders', method: 'PUT', path, json: { metadata: { [spelt]: `fold-${c.name}` } } },
      };
    });
}

/**
 * Each history of one key, its updates in turn after a value of its own: the key is held when each history starts,
 * and each update has its effect alone (2.1.4, 2.1.5). Values carry the run's token, so none is left from a run before.
 */
function historySteps(ctx: CheckContext, path: string, key: string): Step[] {
  return phaseClasses(KEY_HISTORY).flatMap((c) =>
    ['start', ...c.value.updates].map((update, i): Step => {
      const value = update === null ? null : runValue(ctx, `${c.name} ${update}`);
      const metadata = { [key]: value };
      return {
        covers: `${KEY_HISTORY.id}/${c.name}`,
        label: `${KEY_HISTORY.id}/${c.name}, update ${i} of ${c.value.updates.length}: PUT ${JSON.stringify({ metadata })}`,
        expect: c.expect,
        request: { api: 'orders', method: 'PUT', path, json: { metadata } },
        ...(value === null ? { removes: [key] } : { sets: { [key]: value } }),
      };
    }),
  );
}

/** The steps of each family for the order at `path`, with the enabled keys the model can observe. */
function plan(
  ctx: CheckContext,
  path: string,
  keys: readonly string[],
): Record<Exclude<OrderFamily, 'all-removed'>, Step[]> {
  const [k1, ...others] = keys;
  const keyForms = k1 === undefined ? [] : [...keyFormSteps(path, k1), ...memberKeySteps(path, keys)];
  const bodies = [BODY_FRAMING, JSON_TOP_LEVEL, BODY_ENCODING, JSON_SYNTAX];
  const framing: Step[] = bodies
    .flatMap((d) => phaseClasses(d).map((c) => ({ c, dimension: d.id })))
    .filter(({ c }) => c.value.method === 'PUT')
    .map(({ c, dimension }) => {
      const sets = c.value.body === 'order' && k1 !== undefined ? { [k1]: `cover-${c.name}` } : {};
      return {
        covers: `${dimension}/${c.name}`,
        label: `${c.name}: PUT ${describeBody(c.value)}`,
        expect: c.expect,
        request: bodyRequest(path, c, sets),
        sets,
      };
    });
  const media: Step[] = phaseClasses(CONTENT_TYPE).map((c) => ({
    covers: `${CONTENT_TYPE.id}/${c.name}`,
    label: `${CONTENT_TYPE.id}/${c.name}: PUT {"metadata": {}} labelled ${c.value.contentType ?? 'with no Content-Type'}`,
    expect: c.expect,
    request: {
      api: 'orders',
      method: 'PUT',
      path,
      rawBody: '{"metadata": {}}',
      headers: c.value.contentType === undefined ? {} : { 'content-type': c.value.contentType },
      ...(c.value.contentType === undefined ? { omitContentType: true as const } : {}),
    },
  }));
  const values = phaseClasses(NULL_SPELLING).filter((c) => c.value.place === 'metadata-value');
  const slots = others.length > 0 ? others : k1 === undefined ? [] : [k1];
  const nulls: Step[] = [];
  for (let i = 0; i < values.length && slots.length > 0; i += slots.length) {
    const batch = values.slice(i, i + slots.length);
    const sets = Object.fromEntries(batch.map((c, j) => [slots[j]!, c.value.spelling]));
    nulls.push({
      covers: batch.map((c) => `${NULL_SPELLING.id}/${c.name}`),
      label: `${batch.map((c) => c.name).join(', ')}: PUT {"metadata": ${JSON.stringify(sets)}}`,
      expect: 'honest-or-400',
      request: { api: 'orders', method: 'PUT', path, json: { metadata: sets } },
      sets,
    });
  }
  const bodyFraming = withNextOnConnection(path, [...framing, ...media]);
  const histories = k1 === undefined ? [] : historySteps(ctx, path, k1);
  return { 'key-forms': keyForms, 'body-framing': bodyFraming, 'null-spellings': nulls, 'key-history': histories };
}

/** Every key the order holds set to null (2.1.5): the order is left with no metadata, still read as {} (2.1). */
function removeAll(path: string, state: Map<string, string>): Step[] {
  if (state.size === 0) return [];
  const metadata = Object.fromEntries([...state.keys()].map((k) => [k, null]));
  const step: Step = {
    label: `every key set to null: PUT {"metadata": ${JSON.stringify(metadata)}}`,
    expect: 'accepted',
    request: { api: 'orders', method: 'PUT', path, json: { metadata } },
  };
  return [{ ...step, removes: [...state.keys()] }];
}

function describeBody(c: BodyCase): string {
  if (c.body === 'none') return 'with no body';
  if (c.body === 'empty') return 'with zero bytes';
  if (c.body === 'whitespace') return 'with blanks only';
  if (c.body === 'order') return `with {"metadata": {...}}${c.framing === 'chunked' ? ', chunked' : ''}`;
  if (c.body.json.startsWith('\uFEFF')) return `with a byte-order mark before ${c.body.json.slice(1)}`;
  if (c.body.encoding === 'latin1') return `with the JSON text ${c.body.json} written in ISO 8859-1, not UTF-8`;
  return `with the JSON text ${c.body.json}`;
}

/** The sequence, once per run: the order holding the first enabled key, then each family in turn. */
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
  { label: 'space-order-3', families: ['null-spellings', 'key-history'] },
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
    if (!(await runSteps(ctx, order, family, list, family !== 'key-forms', out))) break;
  }
  return out;
}

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
