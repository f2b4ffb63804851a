// The order store and the three order operations of spec 4.1-4.3, with the metadata rules of 2.1.
// Bodies arrive already JSON-parsed; everything here is synchronous and free of I/O, so each rule sits next to the fault that breaks it.
import { afterHistory, beforeHistory, writtenBeforeInvalid } from './write-faults.js';
import type { Behaviour } from './behaviour.js';
import { formatInstant } from './iso-time.js';
import type { LegacyOrders } from './legacy-orders.js';
import type { SeedAccount } from './seed-data.js';
import { errorReply, jsonReply, type Reply } from './replies.js';

/**
 * Choices where the spec says "not shown" (4.1-4.3, 7, 8):
 * - An order is `{reference, metadata, created_at, updated_at}`; metadata is always present (`{}` when empty).
 * - List: `{"orders":[...]}` in creation order, no pagination; query parameters are ignored (the paginating variants
 *   read `page`).
 * - Create answers 201 with the order; update answers 200 with the order.
 * - References are unique per account (two accounts may use the same one); a duplicate create is 409 Conflict.
 * - An empty reference is 400, because it could never be addressed in the update path.
 * - Fields other than reference and metadata are accepted and ignored; `reference` in an update body is ignored.
 * - `metadata: null` is 400 on create and update (it is neither an object nor omitted).
 * - Values must be strings (strings or null on update) for every key, enabled or not: the body is checked as a whole
 *   before unknown keys are dropped (rule 2.1.2 then 2.1.3), so `{"not_enabled": 5}` is 400.
 * - Keys are dropped silently when not enabled for the account; keys outside `^[a-z_]+$` can never be enabled.
 * - An update of an unknown reference is 404 (there is no upsert through PUT).
 * - Limits: 10,000 orders (some 300 runs of the suite) and 32 Mi characters of references plus metadata per account
 *   beyond those it was seeded with; going over either is 422 Unprocessable Entity, so memory stays bounded however
 *   long the server runs.
 * - Order timestamps come from a logical clock that starts one hour after the newest seeded scan form and advances
 *   one second per write, so a seed replays exactly.
 */

export const MAX_ORDERS_PER_ACCOUNT = 10_000;
export const MAX_CHARS_PER_ACCOUNT = 32 * 1024 * 1024;

type StoredValue = string | number | null; // number and null only ever stored under faults

interface StoredOrder {
  reference: string;
  metadata: Map<string, StoredValue>;
  createdMs: number;
  updatedMs: number;
  serial: number;
  /** The metadata the order was created with, read only by the `metadata-merge-over-created-snapshot` fault. */
  createdMetadata: Map<string, StoredValue>;
  /** Under the `orders-list-lag` variant: every acknowledged state and the wall time (ms) it was written. */
  versions?: OrderVersion[];
  /** Under the `metadata-null-until-updated` fault: created without metadata and not updated since (a NULL column). */
  metadataColumnNull?: boolean;
  /** Under the tombstone faults of write-faults.ts: the keys an update removed. */
  removedKeys?: Set<string>;
}

/** One acknowledged state of an order, as the lagging listing replica sees it once `writtenAt + LISTING_LAG_MS` has passed. */
interface OrderVersion {
  writtenAt: number;
  metadata: Map<string, StoredValue>;
  updatedMs: number;
}

/** What a listing request brings besides the account: its query and its own URL, for the paginating variants. */
export interface ListRequest {
  query: URLSearchParams;
  /** The request's URL without query, e.g. https://127.0.0.1:8443/v1.0/orders. */
  selfUrl: string;
}

/** How late the `orders-list-lag` listing shows a write. */
export const LISTING_LAG_MS = 200;
/**
 * How long after a create's answer the `order-metadata-stored-after-answer` fault stores its metadata: a background
 * queue's usual second or two, so a read sent at once still comes before it on a loaded machine.
 */
const METADATA_TASK_DELAY_MS = 1500;
/** Orders per page under the paginating variants. */
export const ORDERS_PAGE_SIZE = 10;

interface AccountOrders {
  enabledKeys: readonly string[];
  orders: Map<string, StoredOrder>;
  chars: number;
  /** Orders and characters the account held at start (seeded): the limits bound what runs add. */
  seededOrders: number;
  seededChars: number;
  /** Orders from before the server started, made from their index when listed (legacy-orders.ts). */
  legacy?: LegacyOrders;
  /** Indexes of legacy orders a request addressed: stored from then on, in `orders`, and listed from there. */
  materialized: Set<number>;
}

/** The accounts the service starts with: their keys, the orders seeded one by one, and orders from before. */
export type StartingAccount = Pick<SeedAccount, 'enabledMetadataKeys' | 'orders'> & { legacy?: LegacyOrders };

/** The listing shapes written piece by piece: those with one array of every order, not a page nor a cache. */
export function streamsListing(b: Behaviour): boolean {
  const paged = ['orders-jsonapi', 'orders-list-newest-first', 'orders-list-link-header', 'orders-list-page-links'];
  const whole = [
    'orders-list-cached',
    'orders-list-stale-after-update',
    'orders-list-cache-shared-across-keys',
    'orders-list-cache-by-url-cleared-on-write',
    'orders-list-leaks-other-account',
  ];
  return !paged.includes(b.variant ?? '') && !whole.includes(b.fault ?? '');
}

/** Variants whose order objects differ from the default shape, so legacy orders are serialised one by one. */
const SHAPED_ORDERS = ['timestamps-millis-offset', 'metadata-jsonb-key-order', 'orders-numeric-fields', 'extra-fields'];

const KEY_PATTERN = /^[a-z_]+$/;
const JSONAPI_TYPE = 'application/vnd.api+json';
/** Text a number parser reads whole: the metadata-value faults that type such values look for it. */
const NUMERIC_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const LITERAL_WORDS: Readonly<Record<string, boolean | null>> = { true: true, false: false, null: null };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function orderSize(reference: string, metadata: Map<string, StoredValue>): number {
  let size = reference.length;
  for (const [key, value] of metadata) size += key.length + (value === null ? 4 : String(value).length);
  return size;
}

type Validated =
  { ok: true; present: boolean; rawEmpty: boolean; entries: [string, StoredValue][] } | { ok: false; reply: Reply };

export class OrderService {
  readonly #b: Behaviour;
  readonly #accounts: AccountOrders[];
  readonly #allKeys: string[];
  /** Wall clock in milliseconds, for the lagging listing only (timestamps come from the logical clock). */
  readonly #wallMs: () => number;
  #clockMs: number;
  #serial = 0;

  /** accounts[i] is account i; an extra empty account may be appended for the anonymous-account fault. */
  constructor(
    accounts: readonly StartingAccount[],
    clockStartMs: number,
    b: Behaviour,
    wallMs: () => number = () => performance.now(),
  ) {
    this.#b = b;
    this.#wallMs = wallMs;
    this.#clockMs = clockStartMs;
    this.#allKeys = [...new Set(accounts.flatMap((a) => a.enabledMetadataKeys))];
    this.#accounts = accounts.map((account) => {
      // Under `accounts-alike` each account's imported orders carry the same instants, as one fixture's would.
      if (b.variant === 'accounts-alike') this.#clockMs = clockStartMs;
      const store: AccountOrders = {
        enabledKeys: account.enabledMetadataKeys,
        orders: new Map(),
        chars: 0,
        seededOrders: account.orders.length,
        seededChars: 0,
        ...(account.legacy === undefined ? {} : { legacy: account.legacy }),
        materialized: new Set(),
      };
      for (const seeded of account.orders) {
        const now = this.#tick();
        const metadata = new Map<string, StoredValue>(Object.entries(seeded.metadata));
        store.orders.set(seeded.reference, {
          reference: seeded.reference,
          metadata,
          createdMs: now,
          updatedMs: now,
          serial: this.#serial++,
          createdMetadata: new Map(metadata),
        });
        store.chars += orderSize(seeded.reference, metadata);
      }
      store.seededChars = store.chars;
      return store;
    });
    if (b.variant === 'accounts-alike')
      this.#clockMs = clockStartMs + 1000 * Math.max(...accounts.map((a) => a.orders.length));
  }

  #tick(): number {
    this.#clockMs += 1000;
    return this.#clockMs;
  }

  #stamp(ms: number): string {
    return formatInstant(ms, this.#b.variant === 'timestamps-millis-offset' ? 'utc-millis-offset' : 'utc-seconds');
  }

  #account(index: number): AccountOrders {
    const account = this.#accounts[index];
    if (account === undefined) throw new Error(`no account ${index}`);
    return account;
  }

  #serialize(
    order: StoredOrder,
    where: 'list' | 'single',
    state: { metadata: Map<string, StoredValue>; updatedMs: number } = order,
  ): Record<string, unknown> {
    const out: Record<string, unknown> = { reference: order.reference };
    const omit =
      (this.#b.fault === 'metadata-omitted-on-list' && where === 'list') ||
      (this.#b.fault === 'metadata-omitted-when-empty' && state.metadata.size === 0);
    let entries = [...state.metadata];
    // jsonb stores object keys shorter first, then bytewise: what a PostgreSQL-backed server reads back.
    if (this.#b.variant === 'metadata-jsonb-key-order')
      entries = entries.sort(([x], [y]) => x.length - y.length || (x < y ? -1 : x > y ? 1 : 0));
    // Object.fromEntries defines own properties, so a stored `__proto__` key is data, never a prototype.
    if (!omit) out['metadata'] = Object.fromEntries(entries.map(([key, value]) => [key, this.#encodeValue(value)]));
    // PHP's json_encode of an empty array, and Go's nil map.
    if (entries.length === 0 && this.#b.fault === 'metadata-empty-array-when-empty') out['metadata'] = [];
    if (entries.length === 0 && this.#b.fault === 'metadata-null-when-empty') out['metadata'] = null;
    if (order.metadataColumnNull === true) out['metadata'] = null;
    out['created_at'] = this.#stamp(order.createdMs);
    out['updated_at'] = this.#stamp(state.updatedMs);
    // Other order fields are not shown (2.1): a numeric id and version are a free choice.
    if (this.#b.variant === 'orders-numeric-fields') {
      out['id'] = order.serial + 1;
      out['version'] = state.updatedMs === order.createdMs ? 1 : 2;
    }
    if (this.#b.variant === 'extra-fields') {
      out['id'] = `ord_${order.serial.toString(16).padStart(24, '0')}`;
      out['object'] = 'Order';
      out['mode'] = 'test';
    }
    if (this.#b.variant === 'metadata-jsonb-key-order')
      return Object.fromEntries(Object.entries(out).sort(([x], [y]) => (x < y ? -1 : 1)));
    return out;
  }

  /** A single order as a create or update answers it: JSON:API wraps it in `data`. */
  #single(status: number, order: StoredOrder): Reply {
    const body = this.#serialize(order, 'single');
    if (this.#b.variant === 'orders-jsonapi')
      return {
        kind: 'json',
        status,
        body: { data: { type: 'orders', id: String(order.serial), attributes: body } },
        contentType: JSONAPI_TYPE,
      };
    return jsonReply(status, body);
  }

  /** Under `orders-list-lag`: the state the replica shows now, or undefined while the order is not replicated yet. */
  #replicated(order: StoredOrder): { metadata: Map<string, StoredValue>; updatedMs: number } | undefined {
    if (!this.#lagging() || order.versions === undefined) return order;
    const horizon = this.#wallMs() - LISTING_LAG_MS;
    return order.versions.findLast((v) => v.writtenAt <= horizon);
  }

  /** Whether the listing is a replica that shows a write LISTING_LAG_MS late. */
  #lagging(): boolean {
    return this.#b.variant === 'orders-list-lag' || this.#b.variant === 'writes-queued-list-lag';
  }

  #recordVersion(order: StoredOrder): void {
    if (!this.#lagging()) return;
    order.versions ??= [];
    order.versions.push({ writtenAt: this.#wallMs(), metadata: new Map(order.metadata), updatedMs: order.updatedMs });
    // Only the newest replicated state and the ones after it can ever be shown again.
    const horizon = this.#wallMs() - LISTING_LAG_MS;
    while (order.versions.length > 1 && order.versions[1]!.writtenAt <= horizon) order.versions.shift();
  }

  readonly #listCache = new Map<number, { at: number; reply: Reply }>();

  // Spec 4.1.
  list(accountIndex: number, request?: ListRequest): Reply {
    if (
      this.#b.fault === 'orders-list-cached' ||
      this.#b.fault === 'orders-list-stale-after-update' ||
      this.#b.fault === 'orders-list-cache-shared-across-keys' ||
      this.#b.fault === 'orders-list-cache-by-url-cleared-on-write'
    ) {
      // The shared-cache faults key the cache by path alone: every account is served whoever asked first.
      const byUrl = this.#b.fault.startsWith('orders-list-cache-');
      const cacheKey = byUrl ? -1 : accountIndex;
      const life = this.#b.fault === 'orders-list-cache-by-url-cleared-on-write' ? 10_000 : 60_000;
      const cached = this.#listCache.get(cacheKey);
      if (cached !== undefined && this.#wallMs() - cached.at < life) return cached.reply;
      const reply = this.#list(accountIndex, request);
      this.#listCache.set(cacheKey, { at: this.#wallMs(), reply });
      return reply;
    }
    return this.#list(accountIndex, request);
  }

  /**
   * The listing of the `orders-list-fails-beside-create` fault: hydrated in batches that yield to the event loop, over
   * a snapshot checked against the live store at the end, so a create that lands meanwhile makes it throw (a 500).
   */
  async listHydrated(accountIndex: number, request?: ListRequest): Promise<Reply> {
    const before = this.#account(accountIndex).orders.size;
    for (let batch = 0; batch < 4; batch++) await new Promise((resolve) => setTimeout(resolve, 5));
    if (this.#account(accountIndex).orders.size !== before)
      throw new Error('ConcurrentModificationError: the store changed while the listing was hydrated');
    return this.list(accountIndex, request);
  }

  #list(accountIndex: number, request?: ListRequest): Reply {
    const sources =
      this.#b.fault === 'orders-list-leaks-other-account' ? this.#accounts : [this.#account(accountIndex)];
    if (streamsListing(this.#b) && sources[0]!.legacy !== undefined) return this.#streamed(sources[0]!);
    const direction =
      this.#b.variant === 'orders-list-newest-first' || this.#b.variant === 'orders-list-link-header' ? -1 : 1;
    const orders = sources
      .flatMap((a) => [...this.#unaddressed(a), ...a.orders.values()])
      .sort((x, y) => direction * (x.serial - y.serial))
      .flatMap((o) => {
        const state = this.#replicated(o);
        return state === undefined ? [] : [{ order: o, json: this.#serialize(o, 'list', state) }];
      });
    const serialized = orders.map((o) => o.json);
    if (this.#b.variant === 'orders-list-bare-array') return jsonReply(200, serialized);
    if (this.#b.variant === 'orders-list-data-envelope')
      return jsonReply(200, { data: serialized, total: serialized.length });
    if (this.#b.variant === 'orders-jsonapi') {
      const data = orders.map((o) => ({ type: 'orders', id: String(o.order.serial), attributes: o.json }));
      return {
        kind: 'json',
        status: 200,
        body: { data, meta: { total: data.length }, links: { self: request?.selfUrl ?? null } },
        contentType: JSONAPI_TYPE,
      };
    }
    if (this.#b.variant === 'orders-list-page-links' || this.#b.variant === 'orders-list-link-header')
      return this.#paged(serialized, request);
    return jsonReply(200, { orders: serialized });
  }

  /** The account's legacy orders no request has addressed, made whole (only listings that do not stream use this). */
  #unaddressed(account: AccountOrders): StoredOrder[] {
    const legacy = account.legacy;
    if (legacy === undefined) return [];
    const made: StoredOrder[] = [];
    for (let i = 0; i < legacy.count; i++) if (!account.materialized.has(i)) made.push(this.#legacyStored(legacy, i));
    return made;
  }

  /** A legacy order as a stored one, listed before every order created since the server started. */
  #legacyStored(legacy: LegacyOrders, index: number): StoredOrder {
    const made = legacy.order(index);
    const metadata = new Map<string, StoredValue>(Object.entries(made.metadata));
    return {
      reference: made.reference,
      metadata,
      createdMs: made.createdMs,
      updatedMs: made.createdMs,
      serial: index - legacy.count,
      createdMetadata: new Map(metadata),
    };
  }

  /** The order stored under this reference, or the legacy order with it (stored from now on), or undefined. */
  #find(account: AccountOrders, reference: string): StoredOrder | undefined {
    const stored = account.orders.get(reference);
    const index = stored === undefined ? account.legacy?.indexOf(reference) : undefined;
    if (index === undefined || account.materialized.has(index)) return stored;
    const order = this.#legacyStored(account.legacy!, index);
    account.orders.set(reference, order);
    account.materialized.add(index);
    const size = orderSize(reference, order.metadata);
    account.chars += size;
    account.seededChars += size;
    account.seededOrders += 1;
    return order;
  }

  /**
   * The listing of an account holding legacy orders, written piece by piece as it is sent: the legacy orders first
   * (in the default shape straight from their index where no fault or variant reshapes an order), then the others.
   */
  #streamed(account: AccountOrders): Reply {
    const legacy = account.legacy!;
    const stored = [...account.orders.values()]
      .sort((x, y) => x.serial - y.serial)
      .flatMap((o) => {
        const state = this.#replicated(o);
        return state === undefined ? [] : [JSON.stringify(this.#serialize(o, 'list', state))];
      });
    const fast = this.#b.fault === undefined && !SHAPED_ORDERS.includes(this.#b.variant ?? '');
    const skipped = new Set(account.materialized);
    const total = legacy.count - skipped.size + stored.length;
    const [open, close] =
      this.#b.variant === 'orders-list-bare-array'
        ? ['[', ']']
        : this.#b.variant === 'orders-list-data-envelope'
          ? ['{"data":[', `],"total":${total}}`]
          : ['{"orders":[', ']}'];
    const one = (i: number): string =>
      fast ? legacy.json(i) : JSON.stringify(this.#serialize(this.#legacyStored(legacy, i), 'list'));
    function* parts(): Generator<string> {
      yield open;
      let comma = '';
      for (let i = 0; i < legacy.count; i++) {
        if (skipped.has(i)) continue;
        yield comma + one(i);
        comma = ',';
      }
      for (const text of stored) {
        yield comma + text;
        comma = ',';
      }
      yield close;
    }
    return { kind: 'stream', status: 200, parts };
  }

  /** The paginating variants: page n of ORDERS_PAGE_SIZE, with links built from the request's own URL. */
  #paged(all: Record<string, unknown>[], request: ListRequest | undefined): Reply {
    const raw = request?.query.get('page') ?? '1';
    const page = /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : Number.NaN;
    const pages = Math.max(1, Math.ceil(all.length / ORDERS_PAGE_SIZE));
    if (Number.isNaN(page) || page > pages) return errorReply(404, 'Invalid page.');
    const slice = all.slice((page - 1) * ORDERS_PAGE_SIZE, page * ORDERS_PAGE_SIZE);
    const link = (n: number): string => `${request?.selfUrl ?? '/v1.0/orders'}?page=${n}`;
    if (this.#b.variant === 'orders-list-page-links') {
      return jsonReply(200, {
        count: all.length,
        next: page < pages ? link(page + 1) : null,
        previous: page > 1 ? link(page - 1) : null,
        results: slice,
      });
    }
    const links = [
      ...(page < pages ? [`<${link(page + 1)}>; rel="next"`] : []),
      ...(page > 1 ? [`<${link(page - 1)}>; rel="prev"`] : []),
      `<${link(1)}>; rel="first"`,
      `<${link(pages)}>; rel="last"`,
    ];
    return {
      kind: 'json',
      status: 200,
      body: slice,
      headers: { link: links.join(', '), 'x-total-count': String(all.length) },
    };
  }

  /** A stored value as the answer writes it: the string itself (2.1.2), or what a typing encoder makes of it. */
  #encodeValue(value: StoredValue): unknown {
    if (typeof value !== 'string') return value;
    // An encoder that turns every numeric-looking string into a number (PHP's JSON_NUMERIC_CHECK habit).
    if (this.#b.fault === 'metadata-numeric-strings-as-numbers' && NUMERIC_TEXT.test(value)) return Number(value);
    // A loader that reads stored text as YAML 1.1 scalars: true, false and null come back typed.
    if (this.#b.fault === 'metadata-literal-words-typed' && Object.hasOwn(LITERAL_WORDS, value))
      return LITERAL_WORDS[value];
    return value;
  }

  /** The keys enabled for this account (2.1.3: per account); the per-account faults read the first account's list. */
  #enabledFor(account: AccountOrders, mode: 'create' | 'update'): readonly string[] {
    const first = this.#accounts[0]?.enabledKeys ?? [];
    if (this.#b.fault === 'metadata-first-account-keys-everywhere') return first;
    // Loaded once, from the last account the start-up seeding wrote (the second), then used for every account.
    if (this.#b.fault === 'metadata-second-account-keys-everywhere') return this.#accounts[1]?.enabledKeys ?? first;
    if (this.#b.fault === 'metadata-update-first-account-keys' && mode === 'update') return first;
    return account.enabledKeys;
  }

  #keyAccepted(key: string, enabled: readonly string[]): boolean {
    const f = this.#b.fault;
    // 2.1.1 + 2.1.3: only lower-case/underscore keys can be enabled, and only enabled keys are kept.
    if (f === 'metadata-unknown-key-stored') return KEY_PATTERN.test(key);
    if (f === 'metadata-key-case-folded') return enabled.includes(key.toLowerCase());
    if (f === 'metadata-other-account-keys-enabled') return KEY_PATTERN.test(key) && this.#allKeys.includes(key);
    return KEY_PATTERN.test(key) && enabled.includes(key);
  }

  #transform(value: string): string {
    switch (this.#b.fault) {
      case 'metadata-values-trimmed':
        return value.trim();
      case 'metadata-unicode-latin1':
        return Buffer.from(value, 'utf8').toString('latin1');
      case 'metadata-astral-dropped':
        return value.replace(/[\u{10000}-\u{10FFFF}]/gu, '');
      case 'metadata-values-truncated-255':
        return value.slice(0, 255);
      case 'metadata-values-accents-stripped':
        return value.normalize('NFD').replace(/\p{M}/gu, '');
      case 'metadata-numeric-strings-normalised':
        // A column typed as a number behind a string API: "007" comes back "7", "1e3" comes back "1000".
        return NUMERIC_TEXT.test(value) ? String(Number(value)) : value;
      default:
        return value; // 2.1: stored exactly as sent
    }
  }

  /** 2.1.2: every value a string (4.3: or null on update, meaning "remove"), as the metadata faults bend it. */
  #typedValues(entries: readonly [string, unknown][], mode: 'create' | 'update'): [string, StoredValue][] | Reply {
    const typed: [string, StoredValue][] = [];
    // The fault's validator collects every invalid value; its error formatter expects one message, not a list.
    const invalid = entries.filter(([, v]) => typeof v !== 'string' && !(v === null && mode === 'update'));
    if (this.#b.fault === 'metadata-errors-collected-500' && invalid.length > 1)
      throw new TypeError('message.replace is not a function (a list of validation errors)');
    for (const [key, value] of entries) {
      // A TEXT column holds 65,535 bytes; the fault's insert fails past it and nothing catches the error.
      if (this.#b.fault === 'metadata-huge-value-500' && typeof value === 'string' && value.length > 65_535)
        throw new Error(`Data too long for column 'value' at row 1 (key "${key}")`);
      if (value === '' && this.#b.fault === 'metadata-empty-string-rejected')
        return errorReply(400, `metadata value of "${key}" must not be blank`);
      // The fault's audit log previews each value by its first 32 bytes, decoded strictly: a cut inside a character throws.
      if (this.#b.fault === 'metadata-preview-cut-mid-character' && typeof value === 'string')
        new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(value, 'utf8').subarray(0, 32));
      if (typeof value === 'string') typed.push([key, value]);
      else if (value === null && mode === 'create' && this.#b.fault === 'metadata-null-on-create-stored')
        typed.push([key, null]);
      else if (value === null && mode === 'create' && this.#b.fault === 'metadata-null-on-create-stringified')
        typed.push([key, 'null']);
      else if (value === null && mode === 'update') typed.push([key, null]);
      else if (typeof value === 'number' && this.#b.fault === 'metadata-number-stored-as-number')
        typed.push([key, value]);
      else if (value !== null && this.#b.fault === 'metadata-number-coerced-to-string')
        typed.push([key, String(value)]);
      else if (
        mode === 'update' &&
        (typeof value === 'number' || typeof value === 'boolean') &&
        this.#b.fault === 'metadata-update-scalars-coerced'
      )
        typed.push([key, String(value)]);
      else {
        const expected = mode === 'update' ? 'a string or null' : 'a string';
        return errorReply(400, `metadata value of "${key}" must be ${expected}`);
      }
    }
    return typed;
  }

  #validate(raw: unknown, mode: 'create' | 'update', enabled: readonly string[]): Validated {
    if (raw === undefined) return { ok: true, present: false, rawEmpty: true, entries: [] };
    if (raw === null && mode === 'update' && this.#b.variant === 'null-metadata-ignored') {
      return { ok: true, present: false, rawEmpty: true, entries: [] };
    }
    let object: Record<string, unknown>;
    if (isPlainObject(raw)) object = raw;
    else if (Array.isArray(raw) && this.#b.fault === 'metadata-array-accepted') object = { ...raw };
    else return { ok: false, reply: errorReply(400, 'metadata must be a JSON object of string values') };

    let entries = Object.entries(object);
    // The fault trims each key before looking it up, so a key wrapped in whitespace is stored as the enabled key.
    if (this.#b.fault === 'metadata-key-trimmed') entries = entries.map(([key, value]) => [key.trim(), value]);
    if (this.#b.variant === 'metadata-invalid-key-400') {
      const invalid = entries.find(([key]) => !KEY_PATTERN.test(key));
      if (invalid !== undefined)
        return {
          ok: false,
          reply: errorReply(
            400,
            `metadata key "${invalid[0]}" is not a key name: use lowercase letters and underscores`,
          ),
        };
    }
    const filterKeys = (list: [string, unknown][]): [string, unknown][] | Reply => {
      const kept: [string, unknown][] = [];
      for (const entry of list) {
        if (this.#keyAccepted(entry[0], enabled)) kept.push(entry);
        else if (this.#b.fault === 'metadata-unknown-key-rejected') {
          return errorReply(400, `metadata key "${entry[0]}" is not enabled for this account`);
        }
        // 2.1.3: otherwise silently ignored.
      }
      return kept;
    };
    if (this.#b.variant === 'metadata-unknown-key-values-unchecked') {
      const kept = filterKeys(entries);
      if (!Array.isArray(kept)) return { ok: false, reply: kept };
      entries = kept;
    }
    // 2.1.2: all values are strings (4.3: or null on update, meaning "remove").
    const typed = this.#typedValues(entries, mode);
    if (!Array.isArray(typed)) return { ok: false, reply: typed };
    let kept: [string, StoredValue][] = typed;
    if (this.#b.variant !== 'metadata-unknown-key-values-unchecked') {
      const filtered = filterKeys(typed);
      if (!Array.isArray(filtered)) return { ok: false, reply: filtered };
      kept = filtered as [string, StoredValue][];
    }
    const transformed = kept.map(([key, value]): [string, StoredValue] => [
      key,
      typeof value === 'string' ? this.#transform(value) : value,
    ]);
    return { ok: true, present: true, rawEmpty: Object.keys(object).length === 0, entries: transformed };
  }

  /** Applies validated metadata to an existing order: spec 2.1 rules 4 (merge), 5 (null removes), 6 (omitted = unchanged). */
  #merge(order: StoredOrder, v: Extract<Validated, { ok: true }>): Map<string, StoredValue> {
    const f = this.#b.fault;
    if (!v.present) return f === 'metadata-omitted-clears' ? new Map<string, StoredValue>() : new Map(order.metadata);
    if (v.rawEmpty && f === 'metadata-empty-object-clears') return new Map();
    const base = f === 'metadata-merge-over-created-snapshot' ? order.createdMetadata : order.metadata;
    const next = f === 'metadata-update-replaces' && !v.rawEmpty ? new Map<string, StoredValue>() : new Map(base);
    for (const [key, value] of v.entries) {
      if (value === null) {
        if (f === 'metadata-null-absent-key-500' && !next.has(key)) throw new Error(`KeyError: '${key}'`);
        if (f === 'metadata-null-absent-clears' && !next.has(key)) {
          next.clear();
          continue;
        }
        // The fault's store is a multimap (a list of pairs, OCaml's Hashtbl.add): null removes the key's latest
        // write, and the value it was created with shows again.
        const created = order.createdMetadata.get(key);
        if (f === 'metadata-null-stored-as-null') next.set(key, null);
        else if (f === 'metadata-null-stored-as-string') next.set(key, 'null');
        else if (f === 'metadata-null-reveals-created-value' && created !== undefined && created !== next.get(key))
          next.set(key, created);
        else next.delete(key);
      } else if (value === '' && f === 'metadata-empty-string-removes') {
        next.delete(key);
      } else if (
        f === 'metadata-null-text-removes' &&
        typeof value === 'string' &&
        ['null', 'None', 'nil'].includes(value)
      ) {
        next.delete(key); // the text of null read as null by a lenient decoder
      } else {
        next.set(key, value); // an empty string is a value like any other
      }
    }
    if (f === 'metadata-merge-replaces-at-three-keys' && next.size >= 3)
      return new Map(v.entries.filter(([, value]) => value !== null));
    return next;
  }

  #withinLimits(account: AccountOrders, addedOrders: number, charDelta: number): Reply | undefined {
    if (account.orders.size - account.seededOrders + addedOrders > MAX_ORDERS_PER_ACCOUNT) {
      return errorReply(422, `this account already holds the maximum of ${MAX_ORDERS_PER_ACCOUNT} orders`);
    }
    if (account.chars - account.seededChars + charDelta > MAX_CHARS_PER_ACCOUNT) {
      return errorReply(422, 'this account has reached its storage limit for references and metadata');
    }
    return undefined;
  }

  /**
   * The faults that treat references as global: the store keyed by reference alone replaces another account's order
   * of the same reference; the uniqueness check across accounts refuses the create (409). Undefined: create as usual.
   */
  #elsewhere(account: AccountOrders, reference: string): Reply | undefined {
    const others = this.#accounts.filter((other) => other !== account);
    if (this.#b.fault === 'orders-store-keyed-by-reference') for (const other of others) other.orders.delete(reference);
    if (this.#b.fault === 'orders-reference-unique-across-accounts' && others.some((o) => o.orders.has(reference)))
      return errorReply(409, `an order with reference "${reference}" already exists`);
    return undefined;
  }

  /** The metadata a create stores: the validated entries, as the create faults misread them. */
  #createdMetadata(entries: ReadonlyArray<[string, StoredValue]>): Map<string, StoredValue> {
    const metadata = new Map<string, StoredValue>();
    for (const [key, value] of entries) {
      if (this.#b.fault === 'metadata-ignored-on-create') break;
      if (value === '' && this.#b.fault === 'metadata-empty-string-removes') continue;
      metadata.set(key, value);
    }
    return metadata;
  }

  // Spec 4.2.
  // `raced`: the `orders-duplicate-check-race` fault checked for the reference before an await and found none.
  create(accountIndex: number, body: unknown, raced = false): Reply {
    const account = this.#account(accountIndex);
    // The fault's `'reference' in body` throws a TypeError on a string or number body: a 500.
    if (this.#b.fault === 'orders-create-string-body-500' && (typeof body === 'string' || typeof body === 'number'))
      throw new TypeError(`Cannot use 'in' operator to search for 'reference' in ${String(body)}`);
    if (!isPlainObject(body)) return errorReply(400, 'request body must be a JSON object with a string "reference"');
    let reference: string;
    const raw = body['reference'];
    if (typeof raw === 'string') reference = raw;
    else if (raw === undefined && this.#b.fault === 'orders-missing-reference-accepted') reference = String(raw);
    else if (raw !== undefined && this.#b.fault === 'orders-non-string-reference-accepted') reference = String(raw);
    else if (raw === undefined) return errorReply(400, 'reference is required');
    else return errorReply(400, 'reference must be a string');
    if (reference === '') return errorReply(400, 'reference must not be empty');
    if (this.#b.variant === 'references-separators-refused' && /[;/%]|\s$/.test(reference))
      return errorReply(400, 'reference must not hold ";", "/" or "%" nor end in whitespace');
    if (this.#b.fault === 'orders-reference-lowercased') reference = reference.toLowerCase();

    const v = this.#validate(body['metadata'], 'create', this.#enabledFor(account, 'create'));
    if (!v.ok) return v.reply;

    const elsewhere = this.#elsewhere(account, reference);
    if (elsewhere !== undefined) return elsewhere;
    const existing = this.#find(account, reference);
    // The store key is the reference, except under the fault that forgot the uniqueness check: the copy gets its own key.
    let storeKey = reference;
    if (existing !== undefined && (raced || this.#b.fault === 'orders-duplicate-reference-appended'))
      storeKey = `${reference}\u0000copy${this.#serial}`;
    else if (existing !== undefined) {
      if (this.#b.variant === 'duplicate-create-upsert') return this.#applyUpdate(account, existing, v, 'upsert');
      if (this.#b.variant === 'duplicate-create-idempotent') return this.#single(200, existing);
      if (this.#b.variant === 'duplicate-create-422')
        return errorReply(422, `an order with reference "${reference}" already exists`);
      return errorReply(409, `an order with reference "${reference}" already exists`);
    }
    const metadata = this.#leaked(body, this.#createdMetadata(v.entries));
    const size = orderSize(reference, metadata);
    const limited = this.#withinLimits(account, 1, size);
    if (limited !== undefined) return limited;
    const now = this.#tick();
    const order: StoredOrder = {
      reference,
      metadata,
      createdMs: now,
      updatedMs: now,
      serial: this.#serial++,
      createdMetadata: new Map(metadata),
      ...(this.#b.fault === 'metadata-null-until-updated' && body['metadata'] === undefined
        ? { metadataColumnNull: true }
        : {}),
    };
    account.orders.set(storeKey, order);
    account.chars += size;
    this.#afterStored(accountIndex, order);
    this.#recordVersion(order);
    if (this.#b.variant === 'create-204') return { kind: 'empty', status: 204 };
    if (this.#b.variant === 'create-200-empty') return { kind: 'empty', status: 200 };
    if (this.#b.variant === 'orders-async-202') return jsonReply(202, { status: 'queued', id: order.serial });
    return this.#single(201, order);
  }

  /** The last create's metadata, kept between requests by the `metadata-leaks-into-next-create` fault. */
  #lastCreated = new Map<string, StoredValue>();

  /** Under that fault, a create without metadata takes the last create's (a module-level object reused). */
  #leaked(body: Record<string, unknown>, metadata: Map<string, StoredValue>): Map<string, StoredValue> {
    if (this.#b.fault !== 'metadata-leaks-into-next-create') return metadata;
    const kept = body['metadata'] === undefined ? new Map(this.#lastCreated) : metadata;
    this.#lastCreated = new Map(kept);
    return kept;
  }

  /** What a create does once the order is stored: the faults that clear a cache or write the metadata late. */
  #afterStored(accountIndex: number, order: StoredOrder): void {
    // The stale-after-update fault clears the list cache on create only.
    if (this.#b.fault === 'orders-list-stale-after-update') this.#listCache.delete(accountIndex);
    if (this.#b.fault === 'orders-list-cache-by-url-cleared-on-write') this.#listCache.clear();
    // A background task writes the metadata after the answer: a read within the delay shows the order without it.
    if (this.#b.fault === 'order-metadata-stored-after-answer' && order.metadata.size > 0) {
      const metadata = order.metadata;
      order.metadata = new Map();
      setTimeout(() => (order.metadata = metadata), METADATA_TASK_DELAY_MS).unref();
    }
  }

  /** An update refused as invalid; under `metadata-update-partial-before-invalid` some of it was stored first. */
  #refusedUpdate(order: StoredOrder | undefined, raw: unknown, enabled: readonly string[], reply: Reply): Reply {
    if (order !== undefined && this.#b.fault === 'metadata-update-partial-before-invalid' && isPlainObject(raw))
      writtenBeforeInvalid(order.metadata, raw, enabled);
    return reply;
  }

  #applyUpdate(
    account: AccountOrders,
    order: StoredOrder,
    v: Extract<Validated, { ok: true }>,
    via: 'put' | 'upsert',
  ): Reply {
    const history = beforeHistory(this.#b.fault, order, v.entries);
    if (history.refused !== undefined) return history.refused;
    const next = this.#merge(order, { ...v, entries: history.entries });
    afterHistory(this.#b.fault, order, v.entries);
    const delta = orderSize(order.reference, next) - orderSize(order.reference, order.metadata);
    const limited = this.#withinLimits(account, 0, delta);
    if (limited !== undefined) return limited;
    // The fault's map is allocated lazily: an update that removes the last key leaves it nil, read as null.
    const emptied = this.#b.fault === 'metadata-null-after-all-removed' && next.size === 0 && order.metadata.size > 0;
    order.metadata = next;
    if (emptied) order.metadataColumnNull = true;
    else delete order.metadataColumnNull;
    order.updatedMs = this.#tick();
    account.chars += delta;
    if (this.#b.fault === 'orders-list-cache-by-url-cleared-on-write') this.#listCache.clear();
    this.#recordVersion(order);
    if (via === 'put' && this.#b.variant === 'update-204') return { kind: 'empty', status: 204 };
    if (via === 'put' && this.#b.variant === 'orders-async-202')
      return jsonReply(202, { status: 'queued', id: order.serial });
    return this.#single(200, order);
  }

  /** The `orders-update-unknown-upsert-unfiltered` fault: an update of an unknown order creates it, keys unchecked. */
  #upsertUnfiltered(account: AccountOrders, reference: string, raw: Record<string, unknown>): Reply {
    const unfiltered = new Map<string, StoredValue>(
      Object.entries(raw).filter((e): e is [string, string | null] => typeof e[1] === 'string' || e[1] === null),
    );
    const now = this.#tick();
    const created: StoredOrder = {
      reference,
      metadata: unfiltered,
      createdMs: now,
      updatedMs: now,
      serial: this.#serial++,
      createdMetadata: new Map(unfiltered),
    };
    account.orders.set(reference, created);
    account.chars += orderSize(reference, unfiltered);
    this.#recordVersion(created);
    return this.#single(201, created);
  }

  // Spec 4.3.
  update(accountIndex: number, reference: string, body: unknown): Reply {
    let account = this.#account(accountIndex);
    let effective = body;
    if (!isPlainObject(body)) {
      if (this.#b.fault !== 'orders-update-non-object-accepted')
        return errorReply(400, 'request body must be a JSON object');
      effective = {};
    }
    const raw = isPlainObject(effective) ? effective['metadata'] : undefined;
    if (this.#b.fault === 'orders-reference-lowercased') reference = reference.toLowerCase();
    if (this.#b.fault === 'orders-path-cut-at-nul') reference = reference.split('\u0000')[0]!;
    let order = this.#find(account, reference);
    if (this.#b.fault === 'orders-path-case-folded-lookup')
      order = [...account.orders.values()]
        .filter((o) => o.reference.toLowerCase() === reference.toLowerCase())
        .sort((x, y) => (x.reference < y.reference ? -1 : 1))[0];
    if (this.#b.fault === 'orders-path-first-case-insensitive-match')
      order = [...account.orders.values()].find((o) => o.reference.toLowerCase() === reference.toLowerCase());
    if (order === undefined && this.#b.fault === 'orders-path-prefix-match')
      order = [...account.orders.values()].find((o) => o.reference.startsWith(reference));
    if (order === undefined && this.#b.fault === 'orders-path-case-insensitive') {
      order = [...account.orders.values()].find((o) => o.reference.toLowerCase() === reference.toLowerCase());
    }
    if (
      order === undefined &&
      (this.#b.fault === 'orders-update-other-account-allowed' ||
        this.#b.fault === 'orders-update-other-account-own-keys')
    ) {
      for (const other of this.#accounts) {
        const found = other.orders.get(reference);
        if (found !== undefined) {
          // The second fault finds the order anywhere but keeps the caller's account, and so its enabled keys.
          if (this.#b.fault === 'orders-update-other-account-allowed') account = other;
          order = found;
          break;
        }
      }
    }
    if (
      order === undefined &&
      this.#b.fault === 'orders-update-unknown-upsert-unfiltered' &&
      (raw === undefined || isPlainObject(raw))
    )
      return this.#upsertUnfiltered(account, reference, raw ?? {});
    const enabled = this.#enabledFor(account, 'update');
    const v = this.#validate(raw, 'update', enabled);
    if (!v.ok) return this.#refusedUpdate(order, raw, enabled, v.reply);
    if (order === undefined && this.#b.fault === 'orders-update-unknown-200-noop') {
      // "UPDATE ... WHERE reference = ?" touched no row, and the handler echoes what it was asked to write.
      return jsonReply(200, {
        reference,
        metadata: Object.fromEntries(v.entries.filter(([, value]) => value !== null)),
      });
    }
    if (order === undefined && this.#b.variant === 'update-unknown-upsert') {
      const values = v.entries.filter(([, value]) => value !== null);
      return this.create(accountIndex, { reference, metadata: Object.fromEntries(values) });
    }
    if (order === undefined) return errorReply(404, `no order with reference "${reference}"`);
    return this.#applyUpdate(account, order, v, 'put');
  }

  /** For the concurrency faults: the keys an order holds now, as a handler that read it before an await saw them. */
  keysOf(accountIndex: number, reference: string): string[] {
    return [...(this.#account(accountIndex).orders.get(reference)?.metadata.keys() ?? [])];
  }

  /** For the `orders-concurrent-create-lost` fault: the account's store keys, as one document read before an await. */
  storeKeys(accountIndex: number): string[] {
    return [...this.#account(accountIndex).orders.keys()];
  }

  /** For the `orders-concurrent-create-lost` fault: the document written back, losing what others added meanwhile. */
  retainOnly(accountIndex: number, keep: ReadonlySet<string>): void {
    const account = this.#account(accountIndex);
    for (const [key, order] of account.orders) {
      if (keep.has(key)) continue;
      account.orders.delete(key);
      account.chars -= orderSize(order.reference, order.metadata);
    }
  }

  /** For the `auth-rejected-put-applied` fault: the update lands in whichever account holds the reference. */
  updateAnywhere(reference: string, body: unknown): void {
    const index = this.#accounts.findIndex((a) => a.orders.has(reference));
    if (index >= 0) this.update(index, reference, body);
  }
}
