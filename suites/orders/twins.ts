// Orders whose references differ only at an edge of identity or of decoding (spec 4.3: the identifier is the
// order's reference): once the target holds both of a pair, an update through one path changes only that order.

import type { Response } from '../../src/http/client.js';
import type { CheckContext } from '../../src/requirements/check-context.js';
import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import {
  edgeTwins,
  exercisedTwins,
  findingKind,
  markOf,
  referencesOf,
  twinFindings,
  updatedOf,
  type Twin,
  type TwinOutcome,
} from '../../src/oracles/order-twins.js';
import { isEarlierRunValue, lastingReference, runValue } from '../support/lasting.js';
import { createOrder, excerpt, is2xx, requireOrders, updateOrder, type JsonObject } from '../support/orders.js';
import { enabledKeys, orderPath, valueOf } from './shared.js';

/** The writes both requirements judge: every reference made to hold "original", then updated at once. */
interface TwinWrites {
  readonly twins: readonly Twin[];
  readonly created: ReadonlyMap<string, Response>;
  readonly updates: ReadonlyMap<string, Response>;
  /** The value every order starts from: "original" and the run's token. */
  readonly original: string;
}

/**
 * Creates every reference of the pairs at once, then updates each `reference` through its own path at once. The
 * references are lasting ones (the same on every run, lasting.ts), so an edge is stored once in an account's
 * lifetime: a create that does not succeed (an earlier run's order, or a refused reference) is followed by an update
 * to "original" through its own path, and the listing tells which the account holds.
 */
function twinWrites(ctx: CheckContext, key: string): Promise<TwinWrites> {
  return ctx.shared('orders:edge-twins', async (http) => {
    const twins = edgeTwins(ctx.target.lastingReferencePrefix ?? '', lastingReference(ctx, 'twin'));
    const references = referencesOf(twins);
    const original = runValue(ctx, 'original');
    const body = { metadata: { [key]: original } };
    const creates = await Promise.all(references.map((reference) => createOrder(http, { reference, ...body })));
    const created = new Map(references.map((r, i) => [r, creates[i]!]));
    await Promise.all(references.filter((r) => !is2xx(created.get(r)!.status)).map((r) => updateOrder(http, r, body)));
    const toUpdate = [...updatedOf(twins)];
    const run = ctx.target.runToken ?? '';
    const answers = await Promise.all(
      toUpdate.map((reference) => updateOrder(http, reference, { metadata: { [key]: markOf(reference, run) } })),
    );
    return { twins, created, updates: new Map(toUpdate.map((r, i) => [r, answers[i]!])), original };
  });
}

/** Reads back the orders held and fails on every finding of this kind of pair; pairs with a refused member are skipped. */
async function expectTwinsApart(ctx: CheckContext, kind: Twin['kind']): Promise<void> {
  const [key] = enabledKeys(ctx, 1, 'observing which order an update changed');
  const w = await twinWrites(ctx, key!);
  const createdNow = [...w.created].filter(([, res]) => is2xx(res.status)).map(([r]) => r);
  const updated = new Set([...w.updates].filter(([, res]) => is2xx(res.status)).map(([r]) => r));
  // A listing that lags shows what an update it acknowledged replaced: worth another read before concluding.
  const stale = (orders: ReadonlyMap<string, JsonObject>) =>
    [...updated].some(
      (r) => valueOf(orders.get(r), key!) === w.original || isEarlierRunValue(ctx, valueOf(orders.get(r), key!)),
    );
  const others = [...w.created.keys()].filter((r) => !createdNow.includes(r));
  const read = await requireOrders(ctx, createdNow, { stale, optional: others });
  const held = new Set([...w.created.keys()].filter((r) => read.found.has(r)));
  const refused = [...w.created].filter(([r]) => !held.has(r));
  if (refused.length > 0)
    ctx.note(
      `the account holds no order ${refused.map(([r, res]) => `${JSON.stringify(r)} (its create answered HTTP ${res.status})`).join(', ')}: the conditions of 400 are not shown (7), so their pairs were not exercised`,
    );
  const exercised = exercisedTwins(
    w.twins.filter((t) => t.kind === kind),
    held,
  );
  if (exercised.length === 0)
    return ctx.notExercised('the target refused one member of every pair, so no two twins were held at once');
  ctx.note(`pairs held as two orders: ${exercised.map((t) => t.edge).join('; ')}`);
  const outcomes: TwinOutcome[] = [...held].map((reference) => ({
    reference,
    created: true,
    updated: updated.has(reference),
    value: valueOf(read.found.get(reference), key!),
  }));
  const findings = twinFindings(outcomes, ctx.target.runToken ?? '').filter((f) => findingKind(w.twins, f) === kind);
  if (findings.length === 0) return;
  ctx.fail(`${findings.length} order(s) were changed through another order's path, or not by their own`, {
    received: findings
      .map((f) =>
        f.kind === 'crossed'
          ? `${JSON.stringify(f.reference)} holds the value sent to PUT ${orderPath(f.through)}`
          : `PUT ${orderPath(f.reference)} answered HTTP ${w.updates.get(f.reference)!.status} but ${JSON.stringify(f.reference)} reads ${excerpt(JSON.stringify(valueOf(read.found.get(f.reference), key!)) ?? 'nothing', 80)}`,
      )
      .join('; '),
    expected: `each order updated to read "${key!}": the value sent through its own path, the others ${JSON.stringify(w.original)} (spec 4.3: the identifier is the order's reference)`,
    exchange: (read.at.get(findings[0]!.reference) ?? read.pages.at(-1)!).exchange,
  });
}

export const orderTwinRequirements: readonly Requirement[] = [
  requirement(
    {
      id: 'ORD-PATH-TWINS-DISTINCT',
      clause: '4.3',
      level: 'MUST',
      rule: 'When the account holds two orders whose references differ only at an edge, an update through one MUST change only that order.',
      quote: "where the identifier is the order's reference",
      sends:
        '16 creates at once: a reference and its case twin, and pairs around one reference (a trailing space, a space after the prefix, ".7", "/7", ";7", "%", a NUL and 7, "+7", " 7"); an update of each through its own path at once; the listing.',
      tolerates: 'A refused create (that pair is not exercised); an update refused with an error, its order unchanged.',
    },
    (ctx) => expectTwinsApart(ctx, 'identity'),
  ),
  requirement(
    {
      id: 'ORD-PATH-DECODED-ONCE',
      clause: '4.3',
      level: 'MUST',
      rule: 'The update path MUST be percent-decoded exactly once: a reference holding a literal escape is updated, never its decoded twin.',
      quote: "where the identifier is the order's reference",
      sends:
        'References holding a literal %2F, %2B, %25 or %20 beside the reference that escape decodes to; the literal one is updated through its percent-encoded path.',
      tolerates: 'A refused create (that pair is not exercised); an update refused with an error, its order unchanged.',
    },
    (ctx) => expectTwinsApart(ctx, 'decoding'),
  ),
];
