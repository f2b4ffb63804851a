// The reference the run creates four times at once with API_KEY: ORD-REFERENCE-IDENTIFIES judges that it is listed
// once, and ORD-ISOLATION-SAME-REFERENCE has the second account create it too, so both rules cost one new order.

import type { Response } from '../../src/http/client.js';
import type { CheckContext } from '../../src/requirements/check-context.js';
import { createOrder, is2xx } from './orders.js';

export interface CreatedAtOnce {
  readonly reference: string;
  readonly answers: readonly Response[];
  /** True when one of the four creates was accepted. */
  readonly stored: boolean;
}

/** The four creates of one new reference, sent at once, once per run. */
export function createdAtOnce(ctx: CheckContext): Promise<CreatedAtOnce> {
  return ctx.shared('orders:created-at-once', async (http) => {
    // A new reference: only one no order holds yet can race a check against an insert (4.2).
    const reference = ctx.newOrderReference('duplicate-at-once');
    const answers = await Promise.all([1, 2, 3, 4].map(() => createOrder(http, { reference })));
    return { reference, answers, stored: answers.some((r) => is2xx(r.status)) };
  });
}
