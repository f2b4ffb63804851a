// The four endpoints of spec 4, as requests a check can send with any credentials.
// PUT targets an order this run created, so a 404 can never stand in for the 401 under test.

import type { ApiRequest } from '../../src/http/client.js';
import type { CheckContext } from '../../src/engine/check-context.js';
import { createOrder, excerpt, is2xx } from './orders.js';

export interface Endpoint {
  readonly name: string;
  /** The request without credentials; `auth` is added by the caller. */
  readonly request: ApiRequest;
}

/**
 * An order created once per run with the valid key, for endpoints that need an existing reference. When the
 * target will not create it, the checks that need it are not exercised (with the answer as the reason):
 * creating orders is judged by the order requirements, not by every check that merely needs one.
 */
export async function fixtureOrder(ctx: CheckContext): Promise<string> {
  const reference = `${ctx.target.orderReferencePrefix}fixture`;
  const res = await ctx.shared('fixture-order', (http) => createOrder(http, { reference }));
  // A server that answers 409 already holds it (a re-run under a fixed ORDER_REFERENCE_PREFIX).
  if (!is2xx(res.status) && res.status !== 409) {
    ctx.notExercised(`the fixture order ${reference} could not be created (POST /orders with API_KEY answered HTTP ${res.status} ${excerpt(res.text, 120)}), so the endpoints that need an existing order could not be probed`);
  }
  return reference;
}

export async function allEndpoints(ctx: CheckContext): Promise<Endpoint[]> {
  const existing = await fixtureOrder(ctx);
  return [
    { name: 'GET /orders', request: { api: 'orders', method: 'GET', path: '/orders' } },
    { name: 'POST /orders', request: { api: 'orders', method: 'POST', path: '/orders', json: { reference: ctx.newOrderReference('auth-probe'), metadata: {} } } },
    { name: 'PUT /orders/<reference>', request: { api: 'orders', method: 'PUT', path: `/orders/${encodeURIComponent(existing)}`, json: { metadata: {} } } },
    { name: 'GET /scan_forms', request: { api: 'scan-forms', method: 'GET', path: '/scan_forms' } },
  ];
}
