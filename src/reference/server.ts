// The embedded reference server: an HTTPS implementation of the Orders and Scan Forms Service, seeded and deterministic.
// The suite runs against it when no target is configured; self-tests start it with one fault or variant. It imports nothing outside src/reference.
//
// Where each concern lives: routing.ts (paths, versions, path decoding), auth.ts (keys and the 401), rate-limit.ts,
// dispatch.ts (one request to one Reply), orders.ts (4.1-4.3 and 2.1), scan-forms.ts and scan-form-*.ts (4.4, 2.2,
// 2.3), replies.ts and delivery.ts (bytes on the wire), lifecycle.ts (sockets, plain HTTP, close), faults/ and
// variants.ts (the catalogue of deviations). Unexpected exceptions are 500 with the JSON error body; keep-alive is on
// (5 s idle timeout).
import type { Behaviour } from './behaviour.js';
import { dispatch } from './dispatch.js';
import { parseFault } from './faults/index.js';
import { listen, type ServedRequest } from './lifecycle.js';
import { LegacyOrders } from './legacy-orders.js';
import { OrderService, streamsListing } from './orders.js';
import { createRateLimiter } from './rate-limit.js';
import { buildDataset, type DatasetOptions, type SeedScanForm } from './seed-data.js';
import { generateCertificate } from './tls.js';
import { parseVariant } from './variants.js';

export type { ServedRequest } from './lifecycle.js';
export { RATE_LIMIT_EVERY } from './rate-limit.js';

export interface ReferenceOptions {
  seed?: number;
  fault?: string;
  variant?: string;
  latencyMs?: number;
  scanFormCount?: number;
  /**
   * Orders of the shop's own the first account already holds, listed before any a run creates (a staging account
   * used for years): up to 50,000,000, about 135 bytes each in the listing.
   */
  legacyOrders?: number;
  /**
   * Earlier runs of the suite whose orders the first account already holds (legacy-orders.ts: LEGACY_RUN_ORDERS
   * each, in namespaces no new run draws), listed after the shop's own: up to 1,000,000.
   */
  legacyRuns?: number;
  /**
   * References of the orders the suite keeps for good (its `keep-` namespace) that the first account holds from
   * earlier runs, listed last of the older orders: a run then finds them by an update, as on every run but an
   * account's first.
   */
  lastingOrders?: readonly string[];
  host?: string;
  port?: number;
}

export interface ReferenceAccount {
  name: string;
  apiKey: string;
  enabledMetadataKeys: string[];
}

export interface RunningReference {
  ordersBaseUrl: string;
  scanFormsBaseUrl: string;
  caPem: string;
  accounts: [ReferenceAccount, ReferenceAccount];
  requestCount(): number;
  /** Every request served so far (bounded to the last 100,000): for benchmarks and safety checks. */
  requestLog(): readonly ServedRequest[];
  close(): Promise<void>;
}

export const DEFAULT_SCAN_FORM_COUNT = 37;

/** The data a variant seeds: most variants change behaviour only, these change the forms themselves. */
function datasetOptions(b: Behaviour): DatasetOptions {
  // This fault only shows on forms created at sub-second instants, so it brings them.
  if (
    b.fault === 'sf-end-second-precision' ||
    b.fault === 'sf-bound-fraction-digits-as-millis' ||
    b.fault === 'sf-bound-millisecond-precision' ||
    b.fault === 'sf-cursor-whole-seconds'
  )
    return { subSecond: 'micros' };
  // A server keeping milliseconds: forms created at sub-second instants, in whole milliseconds.
  if (b.fault === 'sf-bound-cut-to-stored-millis') return { subSecond: 'millis' };
  // This fault only shows where the account holds references that differ only in how their accents are encoded.
  if (b.fault === 'sf-reference-unicode-normalized') return { references: 'near-pairs' };
  switch (b.variant) {
    case 'irregular-timestamps':
      return { spacing: 'irregular' };
    case 'created-at-ties':
    case 'ties-order-varies':
      return { spacing: 'ties' };
    case 'ulid-ids':
      return { spacing: 'ties', ids: 'ulid' };
    case 'uuid-ids':
      return { ids: 'uuid' };
    case 'timestamps-micros':
      return { subSecond: 'micros' };
    case 'timestamps-trimmed-fraction':
    case 'bounds-rounded-to-stored-millis':
      return { subSecond: 'millis' };
    case 'sparse-timeline':
      return { spacing: 'sparse' };
    case 'one-instant-import':
      return { spacing: 'one-instant' };
    case 'references-unicode':
      return { references: 'unicode' };
    case 'references-near-pairs':
      return { references: 'near-pairs' };
    case 'varied-form-values':
      return { shapes: 'varied' };
    default:
      return {};
  }
}

/** Legacy orders past this many are served only by a listing that streams (streamsListing). */
const MAX_WHOLE_LEGACY = 200_000;

/** The first account's orders from before the server started, or undefined when it holds none. */
function legacyOf(options: ReferenceOptions, b: Behaviour, beforeMs: number): LegacyOrders | undefined {
  const merchant = checkInteger('legacyOrders', options.legacyOrders ?? 0, 0, 50_000_000);
  const runs = checkInteger('legacyRuns', options.legacyRuns ?? 0, 0, 1_000_000);
  const lasting = checkReferences('lastingOrders', options.lastingOrders ?? []);
  if (merchant + runs + lasting.length === 0) return undefined;
  const legacy = new LegacyOrders(merchant, runs, beforeMs, lasting);
  if (legacy.count > MAX_WHOLE_LEGACY && !streamsListing(b))
    throw new Error(
      `an account of more than ${MAX_WHOLE_LEGACY} legacy orders is served only in a listing shape that streams, not under ${b.fault ?? b.variant ?? 'this behaviour'}`,
    );
  return legacy;
}

/** A list of distinct references, each a string of 1 to 100,000 characters, 100,000 at most. */
function checkReferences(name: string, list: readonly unknown[]): readonly string[] {
  if (!Array.isArray(list) || list.length > 100_000)
    throw new Error(`${name} must be a list of at most 100000 references`);
  const bad = list.findIndex((r) => typeof r !== 'string' || r.length === 0 || r.length > 100_000);
  if (bad >= 0) throw new Error(`${name}[${bad}] must be a string of 1 to 100000 characters`);
  if (new Set(list).size !== list.length) throw new Error(`${name} must not repeat a reference`);
  return list as readonly string[];
}

function checkInteger(name: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got ${String(value)}`);
  }
  return value;
}

function baseUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return reachable.includes(':') ? `https://[${reachable}]:${port}` : `https://${reachable}:${port}`;
}

export async function startReferenceServer(options: ReferenceOptions = {}): Promise<RunningReference> {
  const b: Behaviour = { fault: parseFault(options.fault), variant: parseVariant(options.variant) };
  const seed = checkInteger('seed', options.seed ?? 1, -(2 ** 31), 2 ** 32 - 1);
  const scanFormCount = checkInteger('scanFormCount', options.scanFormCount ?? DEFAULT_SCAN_FORM_COUNT, 0, 10_000);
  const latencyMs = options.latencyMs ?? 0;
  if (!Number.isFinite(latencyMs) || latencyMs < 0 || latencyMs > 60_000)
    throw new Error('latencyMs must be from 0 to 60000');
  const host = options.host ?? '127.0.0.1';
  const port = checkInteger('port', options.port ?? 0, 0, 65_535);

  const alike = b.variant === 'accounts-alike';
  const dataset = buildDataset(seed, alike ? 0 : scanFormCount, datasetOptions(b));
  const [accountA, accountB] = dataset.accounts;
  const legacy = legacyOf(options, b, dataset.clockStartMs);
  // One fixture imported into both accounts: the same orders, no scan forms.
  if (alike) accountB.scanForms.splice(0, accountB.scanForms.length);
  if (alike) accountB.orders.splice(0, accountB.orders.length, ...accountA.orders.map((o) => ({ ...o })));
  const formsOf: readonly (readonly SeedScanForm[])[] = [accountA.scanForms, accountB.scanForms, []];
  // The third, empty account exists only for the `auth-unknown-key-empty-account` fault.
  const orders = new OrderService(
    [{ ...accountA, ...(legacy === undefined ? {} : { legacy }) }, accountB, { enabledMetadataKeys: [], orders: [] }],
    dataset.clockStartMs,
    b,
  );
  const context = {
    b,
    keys: [accountA.apiKey, accountB.apiKey],
    orders,
    formsOf,
    everyone: [...accountA.scanForms, ...accountB.scanForms].sort((x, y) => x.createdUs - y.createdUs),
    rateLimit: createRateLimiter(b),
    connections: new WeakMap<object, number>(),
  };
  const certificate = await generateCertificate();
  const listening = await listen({
    b,
    host,
    port,
    latencyMs,
    certificate,
    handle: (req, n) => dispatch(context, req, n),
  });
  const url = baseUrl(host, listening.port);
  return {
    ordersBaseUrl: url,
    scanFormsBaseUrl: url,
    caPem: certificate.cert,
    accounts: [
      { name: accountA.name, apiKey: accountA.apiKey, enabledMetadataKeys: [...accountA.enabledMetadataKeys] },
      { name: accountB.name, apiKey: accountB.apiKey, enabledMetadataKeys: [...accountB.enabledMetadataKeys] },
    ],
    requestCount: () => listening.requestCount(),
    requestLog: () => listening.requestLog(),
    close: () => listening.close(),
  };
}
