// Reading orders back without assuming a response envelope: the spec does not show the body of order
// operations (4.1), so an order is found by its reference anywhere in the listing, bare array or wrapper.

import type { Auth, HttpView, Response } from '../../src/http/client.js';
import type { CheckContext } from '../../src/engine/check-context.js';

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Every object at any depth whose `reference` equals the given one (bounded walk: hostile bodies are finite but may be deep).
 * A number finds an order that a careless server stored under a numeric reference.
 */
export function findOrders(body: unknown, reference: string | number): JsonObject[] {
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

/**
 * Whether the listing says there is more than it shows: a has_more flag, a next link or cursor, or a total larger than
 * the number of orders listed. The listing's paging is not shown (4.1), so these are the common spellings.
 */
export function looksPaginated(body: unknown): boolean {
  if (!isObject(body)) return false;
  if (body.has_more === true || body.hasMore === true) return true;
  for (const name of ['next', 'next_page', 'next_page_url', 'next_cursor', 'nextCursor', 'cursor']) {
    if (typeof body[name] === 'string' && body[name] !== '') return true;
  }
  if (isObject(body.links) && typeof body.links.next === 'string') return true;
  const listed = countOrders(body);
  for (const name of ['total', 'total_count', 'totalCount', 'count']) {
    const total = body[name];
    if (typeof total === 'number' && total > listed) return true;
  }
  // A full page under a stated page size may have a next page the body does not announce.
  for (const name of ['per_page', 'perPage', 'page_size', 'pageSize', 'limit']) {
    const size = body[name];
    if (typeof size === 'number' && size > 0 && listed >= size) return true;
  }
  return false;
}

/** How many order-like objects (objects with a string `reference`) a listing holds. */
export function countOrders(body: unknown): number {
  let count = 0;
  walkOrders(body, () => count++);
  return count;
}

/** Visits every order-like object (one with a string `reference`) of a listing, with the same bounded walk as findOrders. */
export function walkOrders(body: unknown, visit: (order: JsonObject) => void): void {
  const stack: Array<{ value: unknown; depth: number }> = [{ value: body, depth: 0 }];
  let visited = 0;
  while (stack.length > 0 && visited < 200_000) {
    const { value, depth } = stack.pop()!;
    visited++;
    if (depth > 12) continue;
    if (Array.isArray(value)) for (const item of value) stack.push({ value: item, depth: depth + 1 });
    else if (isObject(value)) {
      if (typeof value.reference === 'string') visit(value);
      else for (const child of Object.values(value)) if (typeof child === 'object' && child !== null) stack.push({ value: child, depth: depth + 1 });
    }
  }
}

/** One listing read for several references: each found order, and the references the listing does not show. */
export interface OrdersRead {
  readonly res: Response;
  readonly found: ReadonlyMap<string, JsonObject>;
  readonly missing: readonly string[];
}

/** Reads GET /orders once (with the given credentials) and looks for every reference in it; fails only on a non-2xx or non-JSON listing. */
export async function readOrders(ctx: CheckContext, references: readonly string[], auth: Auth = { kind: 'key' }): Promise<OrdersRead> {
  const res = await ctx.http.send({ api: 'orders', method: 'GET', path: '/orders', auth });
  const who = auth.kind === 'second-key' ? ' with SECOND_API_KEY' : '';
  expectSuccess(ctx, res, `GET /orders${who}`);
  if (res.json === undefined) ctx.fail(`the order listing${who} is not JSON`, { received: res.jsonError ?? 'no body', expected: 'a JSON body holding the orders (spec 4, 4.1)', exchange: res.exchange });
  const found = new Map<string, JsonObject>();
  const missing: string[] = [];
  for (const reference of references) {
    const match = findOrders(res.json, reference)[0];
    if (match === undefined) missing.push(reference);
    else found.set(reference, match);
  }
  return { res, found, missing };
}

/** Pauses before the re-reads of a listing that does not yet show an order this check created (two more reads at most). */
export const LISTING_LAG_DELAYS_MS: readonly number[] = [250, 1000];

/** Like readOrders, but every reference must be listed: absent orders fail the check (or leave it unexercised when the listing is paginated). */
export async function requireOrders(ctx: CheckContext, references: readonly string[]): Promise<{ res: Response; orders: ReadonlyMap<string, JsonObject> }> {
  let read = await readOrders(ctx, references);
  // A listing served from a replica or a queue may lag a write it already acknowledged: look again, briefly, before concluding.
  for (const delay of LISTING_LAG_DELAYS_MS) {
    if (read.missing.length === 0 || looksPaginated(read.res.json)) break;
    await new Promise((resolve) => setTimeout(resolve, delay));
    read = await readOrders(ctx, references);
  }
  if (read.missing.length > 0) {
    const missing = read.missing.join(', ');
    if (looksPaginated(read.res.json)) ctx.notExercised(`order(s) ${missing} are not on the first page of GET /orders, and the listing's query parameters are not specified (spec 4.1)`);
    ctx.fail(`${read.missing.length} order(s) created by this check were not found in GET /orders`, { received: `no object with "reference" ${missing} in ${excerpt(read.res.text, 200)}`, expected: 'every order created with 2xx to be listed under its reference (spec 4.1, 4.2)', exchange: read.res.exchange });
  }
  return { res: read.res, orders: read.found };
}

export function excerpt(text: string, max = 300): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat === '') return '(empty body)';
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}
