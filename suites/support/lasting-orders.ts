// Orders every run under one namespace keeps and reuses: the spec has no delete (4), so whatever a run creates stays
// on the account for good. Fixtures a check writes to, and references that test an edge, are created once in an
// account's lifetime; each run finds them by writing to them, and its values carry its token.

import type { Response } from '../../src/http/client.js';
import type { CheckContext } from '../../src/requirements/check-context.js';
import { createOrder, excerpt, is2xx, updateOrder } from './orders.js';

/** How a check came to hold a lasting order: created now, or found on the account by a write. */
export interface Held {
  readonly reference: string;
  /** The answer to this run's create: 2xx the first time, the duplicate rule (4.2) on every run after. */
  readonly created: Response;
  /** The update that found it when the create did not succeed (an earlier run created it). */
  readonly found?: Response;
  readonly held: boolean;
}

/**
 * Creates a lasting order, or finds it when an earlier run did: a create that does not succeed is followed by the
 * update `body` (that writes the state the check starts from), which succeeds only on an order the account holds.
 * The listing read that judges the check shows it, or the check says it is missing: found, never assumed.
 */
export async function holdLasting(
  ctx: CheckContext,
  reference: string,
  create: Readonly<Record<string, unknown>>,
  update: Readonly<Record<string, unknown>>,
): Promise<Held> {
  const created = await createOrder(ctx.http, { ...create, reference });
  if (is2xx(created.status)) return { reference, created, held: true };
  const found = await updateOrder(ctx.http, reference, update);
  return { reference, created, found, held: is2xx(found.status) };
}

/**
 * Like holdLasting, but the check needs the order: a target that accepts neither the create nor the update fails
 * it, as a create refused fails a check that creates its own order (spec 4.2, 4.3).
 */
export async function mustHoldLasting(
  ctx: CheckContext,
  reference: string,
  create: Readonly<Record<string, unknown>>,
  update: Readonly<Record<string, unknown>>,
): Promise<Held> {
  const held = await holdLasting(ctx, reference, create, update);
  if (!held.held)
    ctx.fail(`the order ${reference} could be neither created nor found by an update`, {
      received: `POST answered HTTP ${held.created.status} ${excerpt(held.created.text, 100)}; PUT answered HTTP ${held.found!.status} ${excerpt(held.found!.text, 100)}`,
      expected: 'a 2xx to the create, or to the update once an earlier run created the order (spec 4.2, 4.3)',
      exchange: held.found!.exchange,
      exchanges: [held.created.exchange],
    });
  return held;
}
