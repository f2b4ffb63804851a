// Creates whose answers a check only notes (a lost answer is the run's, never a verdict), and the reference created
// four times at once: ORD-REFERENCE-IDENTIFIES lists it once, ORD-ISOLATION-SAME-REFERENCE reuses it (one order).

import { CUT_SHORT, TransportError, type HttpView, type Response } from '../../src/http/client.js';
import { ANSWER_LOST } from '../../src/http/connection-drops.js';
import type { CheckContext } from '../../src/requirements/check-context.js';
import { is2xx } from './orders.js';

export interface CreatedAtOnce {
  readonly reference: string;
  /** Each create's status, or why it got none (a dropped connection whose create the listing showed stored). */
  readonly answers: readonly string[];
  /** True when one of the four creates was accepted, or lost its answer after the order was stored. */
  readonly stored: boolean;
}

/**
 * A create of `reference` whose answer a check only notes: the answer, or the no-answer of a dropped connection (a
 * lost answer is the run's misfortune, and the listing judges what was stored). A cut run still ends the check.
 */
export async function attemptCreate(http: HttpView, reference: string): Promise<Response | TransportError> {
  const res = await http.attempt({ api: 'orders', method: 'POST', path: '/orders', json: { reference } });
  if (res instanceof TransportError && res.code === CUT_SHORT) throw res;
  return res;
}

/** How a noted create ended, in a few words. */
export function answerText(res: Response | TransportError): string {
  return res instanceof TransportError ? 'no answer' : `HTTP ${res.status}`;
}

/** The four creates of one new reference, sent at once, once per run. */
export function createdAtOnce(ctx: CheckContext): Promise<CreatedAtOnce> {
  return ctx.shared('orders:created-at-once', async (http) => {
    // A new reference: only one no order holds yet can race a check against an insert (4.2).
    const reference = ctx.newOrderReference('duplicate-at-once');
    // One answer lost to a dropped connection says nothing of the others: the listing judges what was stored.
    const sent = await Promise.all([1, 2, 3, 4].map(() => attemptCreate(http, reference)));
    const answers = sent.map(answerText);
    const stored = sent.some((r) => !(r instanceof TransportError) && is2xx(r.status));
    const lost = sent.some((r) => r instanceof TransportError && r.code === ANSWER_LOST);
    return { reference, answers, stored: stored || lost };
  });
}
