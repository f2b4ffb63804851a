// The reference the run creates four times at once with API_KEY: ORD-REFERENCE-IDENTIFIES judges that it is listed
// once, and ORD-ISOLATION-SAME-REFERENCE has the second account create it too, so both rules cost one new order.

import { CUT_SHORT, TransportError } from '../../src/http/client.js';
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

/** The four creates of one new reference, sent at once, once per run. */
export function createdAtOnce(ctx: CheckContext): Promise<CreatedAtOnce> {
  return ctx.shared('orders:created-at-once', async (http) => {
    // A new reference: only one no order holds yet can race a check against an insert (4.2).
    const reference = ctx.newOrderReference('duplicate-at-once');
    const sent = await Promise.all(
      [1, 2, 3, 4].map(() => http.attempt({ api: 'orders', method: 'POST', path: '/orders', json: { reference } })),
    );
    // One answer lost to a dropped connection says nothing of the others: the listing judges what was stored.
    const cut = sent.find((r) => r instanceof TransportError && r.code === CUT_SHORT);
    if (cut instanceof TransportError) throw cut;
    const answers = sent.map((r) => (r instanceof TransportError ? 'no answer' : `HTTP ${r.status}`));
    const stored = sent.some((r) => !(r instanceof TransportError) && is2xx(r.status));
    const lost = sent.some((r) => r instanceof TransportError && r.code === ANSWER_LOST);
    return { reference, answers, stored: stored || lost };
  });
}
