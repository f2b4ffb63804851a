// An update whose body arrives late, while the other key's request is served: the account is the one of the
// request's own key (spec 5.1), however long its body takes and whoever authenticates meanwhile.

import type { CheckContext } from '../../src/requirements/check-context.js';
import { expectSuccess } from '../support/orders.js';
import { theirOrder } from './isolation.js';
import { orderPath } from './shared.js';

/** How long the update's head (its headers, half its body) goes ahead of the other key's request. */
const HEAD_START_MS = 50;

/** The longest the body waits for the other key's answer: a server may end a request whose body stalls. */
const MOST_WAIT_MS = 2_000;

/**
 * How many times the late update is sent, one after the other. The run's other checks send requests with
 * SECOND_API_KEY at any moment, and one authenticated after the read with API_KEY hides the fault for that try.
 */
const TRIES = 3;

/** Answers that refuse a chunked or stalled body (RFC 9110 15.5.9, 15.5.12): the late body was not served then. */
const REFUSED_BODY: ReadonlySet<number> = new Set([400, 408, 411, 413]);

const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SECOND_API_KEY's update of its own lasting order, its body's second half held until a read with API_KEY was
 * answered: a server that settles the account as the headers arrive and reads it back once the body is in (a global,
 * a per-thread slot) applies the update in API_KEY's account, where the order is not. An update of nothing (2.1.4:
 * metadata omitted leaves it unchanged), so no run adds an order or a value.
 */
export async function lateBodyBesideOther(ctx: CheckContext): Promise<void> {
  const reference = await theirOrder(ctx);
  for (let i = 0; i < TRIES; i++) if ((await lateUpdate(ctx, reference)) === 'refused') return;
}

/** One late update and the read beside it; 'refused' when the target would not take a body that ends late. */
async function lateUpdate(ctx: CheckContext, reference: string): Promise<'refused' | 'sent'> {
  let release = (): void => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const late = ctx.http.send({
    api: 'orders',
    method: 'PUT',
    path: orderPath(reference),
    json: {},
    auth: { kind: 'second-key' },
    chunked: true,
    bodyAfter: gate,
    covers: 'account/body-ends-after-other-key',
  });
  // Awaited below; marked handled now, so a run cut short meanwhile leaves no unhandled rejection.
  late.catch(() => undefined);
  try {
    await delay(HEAD_START_MS);
    const other = ctx.http.send({ api: 'scan-forms', method: 'GET', path: '/scan_forms', auth: { kind: 'key' } });
    other.catch(() => undefined);
    // The longest wait is cleared once the read is answered: a timer left behind would hold the run's end.
    let timer: NodeJS.Timeout | undefined;
    const most = new Promise<void>((resolve) => (timer = setTimeout(resolve, MOST_WAIT_MS)));
    await Promise.race([other, most]);
    clearTimeout(timer);
  } finally {
    release();
  }
  const res = await late;
  if (REFUSED_BODY.has(res.status)) {
    ctx.note(`an update with a chunked body that ended late answered ${res.status}: that case was not served`);
    return 'refused';
  }
  expectSuccess(
    ctx,
    res,
    `PUT /orders/${reference} with SECOND_API_KEY, its body ended after a request with API_KEY was answered`,
  );
  return 'sent';
}
