// The four endpoints of spec 4, as requests a check can send with any credentials.
// PUT targets an order this run created, so a 404 can never stand in for the 401 under test.

import type { ApiRequest, Response } from '../../src/http/client.js';
import type { CheckContext } from '../../src/requirements/check-context.js';
import { listingRead } from './listing-rounds.js';
import { createOrder, excerpt, firstSight, is2xx, isObject, type FirstSight } from './orders.js';

export interface Endpoint {
  readonly name: string;
  /** The request without credentials; `auth` is added by the caller. */
  readonly request: ApiRequest;
}

/** The run's plain order, the answer to its create, and how the listing first showed it. */
export interface PlainOrder {
  readonly reference: string;
  readonly created: Response;
  /** The order as read before any check received its reference: the state "never updated" (spec 2.1). */
  readonly pristine: FirstSight;
}

/**
 * An order created once per run with the valid key and no metadata, shared by every check that needs "an order created
 * without metadata": it is only ever read, sent updates that change nothing (`{"metadata": {}}`, spec 2.1.4), sent
 * requests with rejected credentials, or created again as a duplicate, so no check can disturb another's view of it,
 * and the run leaves one such order on the account instead of one per check. Its reference is plain lower case, so
 * a server that normalises letter case still lists it where the checks look (ORD-CREATE-LISTED judges case).
 * Sharing must not change what a check observes: "an update that changes nothing" still counts as an update to a
 * server that renders an order differently until it is first updated, so the order is read back once, before any
 * check receives its reference, and a check about the state as created judges that read (`pristine`).
 */
export async function plainOrder(ctx: CheckContext): Promise<PlainOrder> {
  const reference = `${ctx.target.orderReferencePrefix}plain`;
  const { created, pristine } = await ctx.shared('orders:plain', async (http) => {
    const res = await createOrder(http, { reference });
    return {
      created: res,
      pristine: is2xx(res.status)
        ? await firstSight(http, reference, () => listingRead(ctx, { kind: 'key' }))
        : { unseen: 'not created' },
    };
  });
  return { reference, created, pristine };
}

/**
 * The plain order, for endpoints that need an existing reference. When the target will not create it, the checks
 * that need it are not exercised (with the answer as the reason): creating orders is judged by the order
 * requirements, not by every check that merely needs one.
 */
export async function fixtureOrder(ctx: CheckContext): Promise<string> {
  const { reference, created: res } = await plainOrder(ctx);
  if (!is2xx(res.status)) {
    ctx.notExercised(
      `the order ${reference} could not be created (POST /orders with API_KEY answered HTTP ${res.status} ${excerpt(res.text, 120)}), so the endpoints that need an existing order could not be probed`,
    );
  }
  return reference;
}

export async function allEndpoints(ctx: CheckContext): Promise<Endpoint[]> {
  const existing = await fixtureOrder(ctx);
  return [
    // Every check of this list judges the status and the headers: a successful listing is read no further than its head.
    { name: 'GET /orders', request: { api: 'orders', method: 'GET', path: '/orders', statusOnly: true } },
    {
      name: 'POST /orders',
      request: {
        api: 'orders',
        method: 'POST',
        path: '/orders',
        json: { reference: ctx.newOrderReference('auth-probe'), metadata: {} },
      },
    },
    {
      name: 'PUT /orders/<reference>',
      request: {
        api: 'orders',
        method: 'PUT',
        path: `/orders/${encodeURIComponent(existing)}`,
        json: { metadata: {} },
      },
    },
    { name: 'GET /scan_forms', request: { api: 'scan-forms', method: 'GET', path: '/scan_forms' } },
  ];
}

/**
 * Identifiers that only the account's own data holds: the fixture order's reference and the scan form ids of the shared
 * first page (when it could be read; a scan form problem is not the caller's to report). An answer that names one of
 * them carries the account's data.
 */
export async function accountIdentifiers(ctx: CheckContext): Promise<{ reference: string; scanFormIds: string[] }> {
  const [reference, res] = await Promise.all([
    fixtureOrder(ctx),
    ctx.shared('scan-forms:first-page', (http) => http.send({ api: 'scan-forms', method: 'GET', path: '/scan_forms' })),
  ]);
  const forms = isObject(res.json) && Array.isArray(res.json.scan_forms) ? res.json.scan_forms : [];
  const scanFormIds = forms
    .flatMap((f: unknown) => (isObject(f) && typeof f.id === 'string' && f.id.length >= 6 ? [f.id] : []))
    .slice(0, 50);
  return { reference, scanFormIds };
}
