// Reading orders back without assuming a response envelope: the spec does not show the body of order
// operations (4.1), so an order is found by its reference anywhere in the listing, bare array or wrapper.

import type { HttpView, Response } from '../../src/http/client.js';
import type { CheckContext } from '../../src/engine/check-context.js';

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every object at any depth whose `reference` equals the given one (bounded walk: hostile bodies are finite but may be deep). */
export function findOrders(body: unknown, reference: string): JsonObject[] {
  const found: JsonObject[] = [];
  const stack: Array<{ value: unknown; depth: number }> = [{ value: body, depth: 0 }];
  let visited = 0;
  while (stack.length > 0 && visited < 200_000) {
    const { value, depth } = stack.pop()!;
    visited++;
    if (depth > 12) continue;
    // Children are pushed last-first so the walk visits them in document order: when the bound cuts a huge
    // listing short, it is the start of the listing (where a first page puts new orders) that was read.
    if (Array.isArray(value)) for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], depth: depth + 1 });
    else if (isObject(value)) {
      if (value.reference === reference) found.push(value);
      else {
        const children = Object.values(value);
        for (let i = children.length - 1; i >= 0; i--) {
          const child = children[i];
          if (typeof child === 'object' && child !== null) stack.push({ value: child, depth: depth + 1 });
        }
      }
    }
  }
  return found;
}

export function listOrders(http: HttpView): Promise<Response> {
  return http.send({ api: 'orders', method: 'GET', path: '/orders' });
}

export function createOrder(http: HttpView, body: unknown): Promise<Response> {
  return http.send({ api: 'orders', method: 'POST', path: '/orders', json: body });
}

export function updateOrder(http: HttpView, reference: string, body: unknown): Promise<Response> {
  return http.send({ api: 'orders', method: 'PUT', path: `/orders/${encodeURIComponent(reference)}`, json: body });
}

export function is2xx(status: number): boolean {
  return status >= 200 && status < 300;
}

/** Fails the check unless the answer is 2xx; order responses beyond that are not part of the contract (4.1). */
export function expectSuccess(ctx: CheckContext, res: Response, what: string): void {
  if (!is2xx(res.status)) ctx.fail(`${what} was not accepted`, { received: `HTTP ${res.status} ${excerpt(res.text)}`, expected: 'a 2xx status', exchange: res.exchange });
}

/** Reads the listing and returns the one order with this reference, failing readably when it is absent or duplicated. */
export async function readOrder(ctx: CheckContext, reference: string): Promise<JsonObject> {
  const res = await listOrders(ctx.http);
  expectSuccess(ctx, res, 'GET /orders');
  if (res.json === undefined) ctx.fail('the order listing is not JSON', { received: res.jsonError ?? 'no body', expected: 'a JSON body holding the orders (spec 4.1)', exchange: res.exchange });
  const matches = findOrders(res.json, reference);
  if (matches.length === 0) {
    if (looksPaginated(res.json)) ctx.notExercised(`order ${reference} is not on the first page of GET /orders, and the listing's query parameters are not specified (spec 4.1)`);
    ctx.fail(`order ${reference} was not found in GET /orders`, { received: excerpt(res.text), expected: `an object with "reference": "${reference}"`, exchange: res.exchange });
  }
  return matches[0]!;
}

function looksPaginated(body: unknown): boolean {
  if (!isObject(body)) return false;
  return body.has_more === true || typeof body.next === 'string' || typeof body.next_page === 'string' || typeof body.cursor === 'string';
}

export function excerpt(text: string, max = 300): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat === '') return '(empty body)';
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}
