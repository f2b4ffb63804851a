// The four endpoints of spec 4, as requests a check can send with any credentials.
// PUT targets an order this run created, so a 404 can never stand in for the 401 under test.

import type { ApiRequest } from '../../src/http/client.js';
import type { CheckContext } from '../../src/engine/check-context.js';
import { createOrder, is2xx } from './orders.js';

export interface Endpoint {
  readonly name: string;
  /** The request without credentials; `auth` is added by the caller. */
  readonly request: ApiRequest;
}

/** An order created once per run with the valid key, for endpoints that need an existing reference. */
export async function fixtureOrder(ctx: CheckContext): Promise<string> {
  const reference = `${ctx.target.orderReferencePrefix}fixture`;
  return ctx.shared('fixture-order', async (http) => {
    const res = await createOrder(http, { reference });
    // A server that answers 409 already holds it (a re-run under a fixed ORDER_REFERENCE_PREFIX).
    if (!is2xx(res.status) && res.status !== 409) throw new Error(`could not create the fixture order ${reference}: HTTP ${res.status}`);
    return reference;
  });
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
