// Orders every run under one namespace keeps and reuses: the spec has no delete (4), so whatever a run creates stays
// on the account for good. Fixtures a check writes to, and references that test an edge, are created once in an
// account's lifetime; each run finds them by writing to them, and its values carry its token.

import { ANSWER_LOST } from '../../src/http/connection-drops.js';
import { TransportError, type Response } from '../../src/http/client.js';
import type { CheckContext } from '../../src/requirements/check-context.js';
import { createOrder, excerpt, is2xx, updateOrder } from './orders.js';

/** How a check came to hold a lasting order: created now, or found on the account by a write. */
export interface Held {
  readonly reference: string;
  /**
   * The answer to this run's create: 2xx the first time, the duplicate rule (4.2) on every run after; none when the
   * connection closed under it after the listing showed the order stored (by it or by an earlier run).
   */
  readonly created: Response | undefined;
  /** The update that found it when the create did not succeed (an earlier run created it). */
  readonly found?: Response;
  /** The answer that decided: the update's when there was one, else the create's. */
  readonly answer: Response;
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
  const created = await createOrder(ctx.http, { ...create, reference }).catch(answerLost);
  if (created !== undefined && is2xx(created.status)) return { reference, created, answer: created, held: true };
  const found = await updateOrder(ctx.http, reference, update);
  return { reference, created, found, answer: found, held: is2xx(found.status) };
}

/**
 * A create whose connection closed after the listing showed its order stored: lasting orders are created once in an
 * account's lifetime, so on every run after it the listing shows them whatever the dropped create did, and the
 * update that follows finds the order either way (spec 4.3). Anything else is raised.
 */
function answerLost(error: unknown): undefined {
  if (error instanceof TransportError && error.code === ANSWER_LOST) return undefined;
  throw error;
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
      received: `POST ${answered(held.created)}; PUT ${answered(held.found)}`,
      expected: 'a 2xx to the create, or to the update once an earlier run created the order (spec 4.2, 4.3)',
      exchange: held.answer.exchange,
      exchanges: held.created === undefined ? [] : [held.created.exchange],
    });
  return held;
}

function answered(res: Response | undefined): string {
  return res === undefined
    ? 'answer lost with its connection'
    : `answered HTTP ${res.status} ${excerpt(res.text, 100)}`;
}
