// Reading orders back without assuming a response envelope: the spec does not show the body of order
// operations (4.1), so an order is found by its reference anywhere in the listing, bare array or wrapper.

import type { Auth, HttpView, ListingFacts, Response } from '../../src/http/client.js';
import type { CheckContext } from '../../src/requirements/check-context.js';
import { lastingReference, runValue } from './lasting.js';
import { ListingRounds, listingRead } from './listing-rounds.js';

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
  walkObjects(body, (value) => {
    if (value.reference !== reference) return true;
    found.push(value);
    return false;
  });
  return found;
}

/** Most values one walk of a listing visits: an account of 200,000 orders with a few nested objects each. */
export const MAX_WALKED_VALUES = 2_000_000;

/**
 * The one bounded walk over a listing: every object at any depth (at most 12 levels, MAX_WALKED_VALUES values), in
 * document order, descending into an object only when `visit` returns true. Children are pushed last-first so
 * that, when the bound cuts a huge listing short, it is the start of the listing (where a first page puts new
 * orders) that was read. Returns false when the bound cut the walk short.
 */
function walkObjects(body: unknown, visit: (value: JsonObject) => boolean): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value: body, depth: 0 }];
  let visited = 0;
  while (stack.length > 0) {
    if (visited >= MAX_WALKED_VALUES) return false;
    const { value, depth } = stack.pop()!;
    visited++;
    if (depth > 12) continue;
    if (Array.isArray(value))
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], depth: depth + 1 });
    else if (isObject(value) && visit(value)) {
      const children = Object.values(value);
      for (let i = children.length - 1; i >= 0; i--) {
        const child = children[i];
        if (typeof child === 'object' && child !== null) stack.push({ value: child, depth: depth + 1 });
      }
    }
  }
  return true;
}

/** Whether one walk reaches every order of a listing page, or its bound would leave some unread. */
export function walkable(body: unknown): boolean {
  return walkObjects(body, (value) => typeof value.reference !== 'string');
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

/** The barrier write a check waits to see listed: the lasting barrier order holding the mark of its round or later. */
interface BarrierMark {
  readonly reference: string;
  readonly key: string;
  readonly round: number;
}

/** The barrier each check (attempt) last joined, which requireOrders waits for when the check names it. */
const barrierMarks = new WeakMap<CheckContext, BarrierMark>();

/** The mark a barrier round writes: its number, and the run's token (lasting.ts: runValue). */
function barrierValue(ctx: CheckContext, round: number): string {
  return runValue(ctx, `barrier ${round}`);
}

/**
 * Writes the barrier of one round: with an enabled key, the round's mark on the lasting barrier order (created by the
 * first round of the account's first run, updated ever after); without one, a new order (nothing else changes).
 */
async function writeBarrier(
  ctx: CheckContext,
  http: HttpView,
  round: number,
): Promise<{ reference: string; res: Response; mark?: BarrierMark }> {
  const [key] = ctx.target.enabledMetadataKeys;
  if (key === undefined) {
    const reference = ctx.newOrderReference('barrier');
    return { reference, res: await createOrder(http, { reference }) };
  }
  const reference = lastingReference(ctx, 'barrier');
  const metadata = { [key]: barrierValue(ctx, round) };
  const mark = { reference, key, round };
  const created = round === 1 ? await createOrder(http, { reference, metadata }) : undefined;
  if (created !== undefined && is2xx(created.status)) return { reference, res: created, mark };
  return { reference, res: await updateOrder(http, reference, { metadata }), mark };
}

/**
 * Writes (or joins) a barrier after the writes a check wants to observe and returns the order's reference. Reading
 * until it shows (requireOrders: listed, holding its round's mark or a later one) means a listing that lags its
 * writes has caught up with every write made before it, so the absence of an effect is a verdict and not the lag.
 *
 * The barriers of one run, written in rounds: a check joins the round that is still open (its barrier not yet sent),
 * and a round's barrier is sent only once the barrier before it has been answered. A barrier is therefore always
 * written after every write of the checks that joined its round, and checks that ask at about the same time share
 * one write. It is an update of one lasting order (support/lasting.ts), so barriers leave no order behind.
 */
export async function barrier(ctx: CheckContext): Promise<string> {
  // Rounds as the listing reads have them (a barrier is one write, the same for every check of its round).
  const rounds = await ctx.shared('orders:barrier-rounds', () => Promise.resolve(new ListingRounds()));
  const reads = await ctx.shared('orders:listing-rounds', () => Promise.resolve(new ListingRounds()));
  const round = rounds.join('barrier');
  // Every check of a round asks for the same shared key, so the write's exchange joins each one's evidence.
  const { reference, res, mark } = await ctx.shared(`orders:barrier-${round.n}`, async (http) => {
    await round.after;
    // Open while the run's writes settle (as long as a listing read waits): the checks writing now join this barrier.
    await http.quiet(reads.patience('key'));
    rounds.close(round);
    try {
      return await writeBarrier(ctx, http, round.n);
    } finally {
      round.answered();
    }
  });
  expectSuccess(ctx, res, `${res.exchange.request.method} for ${reference} (a write after this check's writes)`);
  if (mark !== undefined) barrierMarks.set(ctx, mark);
  return reference;
}

/** The barrier round a listed barrier order shows this run's mark of, if any. */
function barrierRoundShown(ctx: CheckContext, mark: BarrierMark, order: JsonObject | undefined): number | undefined {
  const value = isObject(order?.metadata) ? order.metadata[mark.key] : undefined;
  const shown = typeof value === 'string' ? /^barrier (\d+) \(run (\w+)\)$/.exec(value) : null;
  return shown !== null && shown[2] === ctx.target.runToken ? Number(shown[1]) : undefined;
}

/** Whether the orders read show a barrier this check waits for without its round's mark yet (the listing lags). */
function barrierBehind(ctx: CheckContext, references: readonly string[], found: ReadonlyMap<string, JsonObject>) {
  const mark = barrierMarks.get(ctx);
  if (mark === undefined || !references.includes(mark.reference) || !found.has(mark.reference)) return false;
  return (barrierRoundShown(ctx, mark, found.get(mark.reference)) ?? 0) < mark.round;
}

/** Fails the check unless the answer is 2xx; order responses beyond that are not part of the contract (4.1). */
export function expectSuccess(ctx: CheckContext, res: Response, what: string): void {
  if (!is2xx(res.status))
    ctx.fail(`${what} was not accepted`, {
      received: `HTTP ${res.status} ${excerpt(res.text)}`,
      expected: 'a 2xx status',
      exchange: res.exchange,
    });
}

/**
 * Whether one page of the listing says there is more than the orders read so far: a has_more flag, a next link or
 * cursor (in the body or a `Link: rel="next"` header), or a total larger than `listedSoFar`. The listing's paging is
 * not shown (4.1), so these are the common spellings (Django REST Framework, Rails, Stripe, JSON:API, GitHub...).
 */
export function looksPaginated(
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
  listedSoFar: number = countOrders(body),
  listedHere: number = countOrders(body),
): boolean {
  if (linkHeaderNext(headers['link']) !== undefined) return true;
  const headerTotal = Number(headers['x-total-count'] ?? headers['x-total'] ?? Number.NaN);
  if (Number.isFinite(headerTotal) && headerTotal > listedSoFar) return true;
  if (!isObject(body)) return false;
  if (body.has_more === true || body.hasMore === true) return true;
  for (const name of ['next', 'next_page', 'next_page_url', 'next_cursor', 'nextCursor', 'cursor']) {
    if (typeof body[name] === 'string' && body[name] !== '') return true;
  }
  for (const holder of [body.links, body.pagination, body.meta, body.paging]) {
    if (isObject(holder) && typeof holder.next === 'string' && holder.next !== '') return true;
  }
  for (const name of ['total', 'total_count', 'totalCount', 'count']) {
    const total = body[name];
    if (typeof total === 'number' && total > listedSoFar) return true;
  }
  // A full page under a stated page size may have a next page the body does not announce.
  for (const name of ['per_page', 'perPage', 'page_size', 'pageSize', 'limit']) {
    const size = body[name];
    if (typeof size === 'number' && size > 0 && listedHere >= size) return true;
  }
  return false;
}

/**
 * What a page of GET /orders held in all: the facts the client gathered as it read the listing through its sieve
 * (the JSON then holds only the run's own and the lasting orders), or, for a body parsed whole, a walk of it.
 */
export function listingFacts(res: Pick<Response, 'json' | 'listing'>): ListingFacts {
  if (res.listing !== undefined) return res.listing;
  let orders = 0;
  let metadataValues = 0;
  let nonStrings = 0;
  const nonStringValues: Array<{ reference: string; key: string; value: string }> = [];
  const keys = new Set<string>();
  walkOrders(res.json, (order) => {
    orders++;
    if (!isObject(order.metadata)) return;
    for (const [key, value] of Object.entries(order.metadata)) {
      metadataValues++;
      if (keys.size < 1_000) keys.add(key);
      if (typeof value === 'string') continue;
      nonStrings++;
      if (nonStringValues.length < 8)
        nonStringValues.push({
          reference: order.reference as string,
          key,
          value: JSON.stringify(value) ?? 'undefined',
        });
    }
  });
  return { orders, metadataValues, nonStrings, nonStringValues, metadataKeys: [...keys], bytes: 0 };
}

/** How many orders a page of the listing held in all, kept or not. */
export function ordersOn(res: Pick<Response, 'json' | 'listing'>): number {
  return res.listing?.orders ?? countOrders(res.json);
}

/** How many order-like objects (objects with a string `reference`) a listing holds. */
export function countOrders(body: unknown): number {
  let count = 0;
  walkOrders(body, () => count++);
  return count;
}

/** Visits every order-like object (one with a string `reference`) of a listing, with the same bounded walk as findOrders. */
export function walkOrders(body: unknown, visit: (order: JsonObject) => void): void {
  walkObjects(body, (value) => {
    if (typeof value.reference !== 'string') return true;
    visit(value);
    return false;
  });
}

/** The target of the first `rel="next"` link of a Link header (RFC 8288), if any. */
export function linkHeaderNext(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  for (const match of header.matchAll(/<([^>]*)>\s*((?:;\s*[^;,]+)*)/g)) {
    const params = match[2] ?? '';
    if (/;\s*rel\s*=\s*"?(?:[^";,]*\s)?next(?:\s[^";,]*)?"?\s*(?:;|$)/i.test(params)) return match[1];
  }
  return undefined;
}

/**
 * The URL of the next page a listing page announces: a `Link: <...>; rel="next"` header, or a URL-shaped `next`,
 * `next_page_url`, `links.next`, `pagination.next` or `meta.next` in the body. A bare cursor (no URL) cannot be
 * followed, because the listing's query parameters are not shown (4.1).
 */
export function nextPageLink(res: Pick<Response, 'json' | 'headers'>): string | undefined {
  const fromHeader = linkHeaderNext(res.headers['link']);
  if (fromHeader !== undefined) return fromHeader;
  const body = res.json;
  if (!isObject(body)) return undefined;
  const candidates = [
    body.next,
    body.next_page_url,
    body.next_url,
    ...[body.links, body.pagination, body.meta, body.paging].map((h) => (isObject(h) ? h.next : undefined)),
  ];
  return candidates.find(
    (c): c is string => typeof c === 'string' && (c.startsWith('/') || c.startsWith('?') || /^https?:\/\//i.test(c)),
  );
}

/**
 * The absolute URL to request for a next-page link, always on the configured origin: the link's path and query are
 * kept and its scheme, host and port are not. A server behind a proxy often writes http:// or an internal host into
 * its links; the key is never sent over plain HTTP or to another host because of it.
 */
export function followOnOrigin(link: string, pageUrl: string, base: string): string | undefined {
  let resolved: URL;
  try {
    resolved = new URL(link, pageUrl);
  } catch {
    return undefined;
  }
  const origin = new URL(base).origin;
  return `${origin}${resolved.pathname}${resolved.search}`;
}

/** Most pages one read of the listing follows; a check that needs more says it could not read the whole listing. */
export const MAX_LISTING_PAGES = 25;

/** GET /orders and the pages it links to, as far as a check needed them. */
export interface Listing {
  /** Every page read, first to last (one for a listing that does not page). */
  readonly pages: readonly Response[];
  /** True when the last page read announces nothing further: the whole listing was seen. */
  readonly complete: boolean;
  /** Why the listing is not complete, for a not-exercised verdict; undefined when complete. */
  readonly incomplete?: string;
}

/** Fails the check on a page of the listing that is no 2xx JSON; one larger than the suite reads is not exercised. */
function requireListingPage(ctx: CheckContext, res: Response, label: string): void {
  expectSuccess(ctx, res, label);
  // The listing has no parameters to narrow it (4.1), so an account holding more than the read cap can hold is a
  // limit of this suite, not a fault of the target: what needs the listing is not exercised, and says why.
  if (res.truncated)
    ctx.notExercised(
      `${label} is larger than the suite reads (${res.jsonError ?? 'cut at the read cap'}); the listing shows no parameters to narrow it (spec 4.1), so the orders this check needs could not be looked for`,
    );
  if (res.json === undefined)
    ctx.fail(`${label} is not JSON`, {
      received: res.jsonError ?? 'no body',
      expected: 'a JSON body holding the orders (spec 4, 4.1)',
      exchange: res.exchange,
    });
}

/**
 * Reads GET /orders, following next-page links (bounded by MAX_LISTING_PAGES) until `enough` says the pages read
 * suffice or the listing ends. Fails the check on a non-2xx or non-JSON page.
 */
export async function readListing(
  ctx: CheckContext,
  auth: Auth,
  enough: (pages: readonly Response[]) => boolean,
  atOnce = false,
): Promise<Listing> {
  const who = auth.kind === 'second-key' ? ' with SECOND_API_KEY' : '';
  const firstUrl = ctx.http.urlFor({ api: 'orders', method: 'GET', path: '/orders' });
  const pages: Response[] = [];
  const visited = new Set<string>([firstUrl]);
  let url = firstUrl;
  let listed = 0;
  for (;;) {
    const res =
      pages.length === 0
        ? await listingRead(ctx, auth, atOnce)
        : await ctx.http.send({ api: 'orders', method: 'GET', path: '', url, auth });
    const label = pages.length === 0 ? `GET /orders${who}` : `page ${pages.length + 1} of GET /orders${who} (${url})`;
    requireListingPage(ctx, res, label);
    pages.push(res);
    listed += ordersOn(res);
    if (enough(pages)) return { pages, complete: !looksPaginated(res.json, res.headers, listed, ordersOn(res)) };
    if (!walkable(res.json))
      return {
        pages,
        complete: false,
        incomplete: `${label} holds more than the ${MAX_WALKED_VALUES.toLocaleString('en-US')} values the suite walks in one listing`,
      };
    const link = nextPageLink(res);
    const next = link === undefined ? undefined : followOnOrigin(link, url, firstUrl);
    if (next === undefined || visited.has(next)) {
      if (!looksPaginated(res.json, res.headers, listed, ordersOn(res))) return { pages, complete: true };
      return {
        pages,
        complete: false,
        incomplete:
          link === undefined
            ? `GET /orders${who} announces more orders than it lists, without a next-page URL to follow, and the listing's query parameters are not specified (spec 4.1)`
            : `GET /orders${who} links to a page already read (${next ?? link})`,
      };
    }
    if (pages.length >= MAX_LISTING_PAGES) {
      ctx.note(`GET /orders${who}: stopped after ${MAX_LISTING_PAGES} pages (${listed} orders)`);
      return {
        pages,
        complete: false,
        incomplete: `GET /orders${who} was read to its ${MAX_LISTING_PAGES}th page (${listed} orders) without reaching the end`,
      };
    }
    visited.add(next);
    url = next;
  }
}

/** One listing read for several references: each found order and the page it was on, and the references not listed. */
export interface OrdersRead extends Listing {
  /** The first page: the evidence when no order-specific page applies. */
  readonly res: Response;
  readonly found: ReadonlyMap<string, JsonObject>;
  /** The page each found order was read on. */
  readonly at: ReadonlyMap<string, Response>;
  readonly missing: readonly string[];
}

export interface ReadOptions {
  readonly auth?: Auth;
  /** Read every page (bounded), not only until each reference is found: for checks that look for what must be absent. */
  readonly whole?: boolean;
  /** Read as soon as the listing can be read again, not once the run's writes settle (listingRead's `atOnce`). */
  readonly atOnce?: boolean;
}

/** Reads GET /orders (following its pages) and looks for every reference in it; fails only on a non-2xx or non-JSON page. */
export async function readOrders(
  ctx: CheckContext,
  references: readonly string[],
  options: ReadOptions = {},
): Promise<OrdersRead> {
  const found = new Map<string, JsonObject>();
  const at = new Map<string, Response>();
  const listing = await readListing(
    ctx,
    options.auth ?? { kind: 'key' },
    (pages) => {
      const page = pages.at(-1)!;
      for (const reference of references) {
        if (found.has(reference)) continue;
        const match = findOrders(page.json, reference)[0];
        if (match !== undefined) {
          found.set(reference, match);
          at.set(reference, page);
        }
      }
      return options.whole !== true && found.size === references.length;
    },
    options.atOnce,
  );
  return { ...listing, res: listing.pages[0]!, found, at, missing: references.filter((r) => !found.has(r)) };
}

/** How many orders the pages read list under this reference. */
export function countListedUnder(read: Listing, reference: string | number): number {
  // Offset pages can shift while they are read (an order created meanwhile pushes the others on), so one order may
  // show on two pages: count distinct objects across pages, and never fewer than a single page shows.
  const distinct = new Set<string>();
  let perPage = 0;
  for (const page of read.pages) {
    const here = findOrders(page.json, reference);
    perPage = Math.max(perPage, here.length);
    for (const order of here) distinct.add(JSON.stringify(order));
  }
  return Math.max(distinct.size, perPage);
}

/** Pauses before the re-reads of a listing that does not yet show an order (or a write) this check made (two more reads at most). */
export const LISTING_LAG_DELAYS_MS: readonly number[] = [250, 1000];

export interface RequireOptions extends ReadOptions {
  /**
   * References looked for as well but not required (in `found` when listed): lasting orders an earlier run may have
   * created, whose existence the listing tells and no status code does.
   */
  readonly optional?: readonly string[];
  /**
   * True when the orders read show an earlier state the check itself wrote (an update not yet visible): the listing
   * lags, so it is read again. Anything else that differs is a verdict, never a reason to wait.
   */
  readonly stale?: (orders: ReadonlyMap<string, JsonObject>) => boolean;
}

/**
 * Like readOrders, but every reference must be listed: absent orders fail the check, or leave it not exercised when
 * the listing could not be read to its end. A listing served from a replica or a queue may lag a write it already
 * acknowledged, so a missing order or a stale state is looked for again, briefly, before concluding.
 */
export async function requireOrders(
  ctx: CheckContext,
  references: readonly string[],
  options: RequireOptions = {},
): Promise<OrdersRead & { orders: ReadonlyMap<string, JsonObject> }> {
  const sought = [...references, ...(options.optional ?? []).filter((r) => !references.includes(r))];
  const readRequired = async () => {
    const all = await readOrders(ctx, sought, options);
    return { ...all, missing: all.missing.filter((r) => references.includes(r)) };
  };
  let read = await readRequired();
  const behind = (r: OrdersRead) => barrierBehind(ctx, references, r.found);
  for (const delay of LISTING_LAG_DELAYS_MS) {
    const waiting = read.missing.length > 0 ? read.complete : options.stale?.(read.found) === true || behind(read);
    if (!waiting) break;
    await new Promise((resolve) => setTimeout(resolve, delay));
    read = await readRequired();
  }
  if (read.missing.length === 0 && behind(read)) {
    const mark = barrierMarks.get(ctx)!;
    ctx.fail('GET /orders does not show an update acknowledged before it, however often it is read', {
      received: `${mark.reference} listed as ${excerpt(JSON.stringify(read.found.get(mark.reference)), 200)}`,
      expected: `"${mark.key}": ${JSON.stringify(barrierValue(ctx, mark.round))} or a later barrier: the listing shows the account's orders (spec 4.1) as written (4.3)`,
      exchange: read.at.get(mark.reference)!.exchange,
    });
  }
  if (read.missing.length > 0) {
    const missing = read.missing.join(', ');
    if (!read.complete)
      ctx.notExercised(
        `order(s) ${missing} could not be found: ${read.incomplete ?? 'the listing was not read to its end'}`,
      );
    const last = read.pages.at(-1)!;
    ctx.fail(
      `${read.missing.length} order(s) created by this check were not found in GET /orders${options.auth?.kind === 'second-key' ? ' with SECOND_API_KEY' : ''}`,
      {
        received: `no object with "reference" ${missing} in ${read.pages.length === 1 ? excerpt(last.text, 200) : `${read.pages.length} pages (last: ${excerpt(last.text, 160)})`}`,
        expected: 'every order created with 2xx to be listed under its reference (spec 4.1, 4.2)',
        exchange: last.exchange,
      },
    );
  }
  return { ...read, orders: read.found };
}

/** Reads the listing and returns the one order with this reference, failing readably when it is absent. */
export async function readOrder(ctx: CheckContext, reference: string): Promise<JsonObject> {
  return (await requireOrders(ctx, [reference])).orders.get(reference)!;
}

export function excerpt(text: string, max = 300): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat === '') return '(empty body)';
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

/** An order as the listing first showed it, with the page it was on; `order` is undefined when no read found it. */
export interface FirstSight {
  readonly order?: JsonObject;
  readonly res?: Response;
  /** Why the order was not seen (an error page, or not listed within the tolerated lag). */
  readonly unseen?: string;
}

/**
 * Reads GET /orders with the key (following next-page links, bounded by MAX_LISTING_PAGES) until an order is found,
 * re-reading after LISTING_LAG_DELAYS_MS as requireOrders does. Needs no check context, so a shared fixture can
 * record its created state before it is handed to any check that may write to it; `firstPage` reads the first page
 * (a round of the run's listing reads, listing-rounds.ts, when the caller has a context to share it from).
 */
export async function firstSight(
  http: HttpView,
  reference: string,
  firstPage: () => Promise<Response> = () => http.send({ api: 'orders', method: 'GET', path: '/orders' }),
): Promise<FirstSight> {
  let unseen = 'not listed';
  for (const delay of [0, ...LISTING_LAG_DELAYS_MS]) {
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const firstUrl = http.urlFor({ api: 'orders', method: 'GET', path: '/orders' });
    let url: string | undefined = firstUrl;
    const visited = new Set<string>();
    for (let page = 0; url !== undefined && !visited.has(url) && page < MAX_LISTING_PAGES; page++) {
      visited.add(url);
      const res: Response =
        page === 0 ? await firstPage() : await http.send({ api: 'orders', method: 'GET', path: '', url });
      if (!is2xx(res.status)) return { unseen: `GET /orders answered HTTP ${res.status}` };
      const order = findOrders(res.json, reference)[0];
      if (order !== undefined) return { order, res };
      const link = nextPageLink(res);
      url = link === undefined ? undefined : followOnOrigin(link, url, firstUrl);
    }
    unseen = `not listed in GET /orders after ${LISTING_LAG_DELAYS_MS.length + 1} reads`;
  }
  return { unseen };
}
