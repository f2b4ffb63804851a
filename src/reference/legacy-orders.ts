// Orders an account held before this server started (a staging account tested on every deploy for years), made
// from their index when asked for and never stored: an account of millions of orders costs no memory, and streams.

import { formatInstant } from './iso-time.js';

/** Orders one default run of the suite leaves on an account at most, and what it calls them. */
const RUN_LABELS: readonly string[] = [
  'plain',
  'with-metadata',
  'empty-metadata',
  'listed',
  'unknown-key',
  'invalid-key',
  'round-trip',
  'round-trip-escaped',
  'empty-string-create',
  'media-type',
  'media-type',
  'media-type',
  ...Array.from({ length: 8 }, () => 'concurrent-create'),
  ...Array.from({ length: 4 }, () => 'property-create'),
  'concurrent-isolation-a',
  'concurrent-isolation-a',
  'concurrent-isolation-a',
  'setup-keys',
  'update-unknown',
  'long-1000',
];

/** How many orders one earlier run of the suite left on the account. */
export const LEGACY_RUN_ORDERS = RUN_LABELS.length;

/** One order as its index makes it. */
export interface LegacyOrder {
  readonly reference: string;
  readonly metadata: Readonly<Record<string, string>>;
  readonly createdMs: number;
}

/** Seven base-36 characters: a run of the suite draws six, so no earlier run here shares a namespace with a new one. */
function runToken(run: number): string {
  return run.toString(36).padStart(7, '0');
}

/**
 * The orders of an account from before: `merchant` orders of the shop's own (`deploy-2019-000001`, a note each), then
 * the orders `runs` earlier runs of the suite left (LEGACY_RUN_ORDERS each, under `osfc-<token>-`), then the orders
 * the suite keeps for good (`lasting`, created once in the account's lifetime, with no metadata left), one second
 * apart and all older than `beforeMs`.
 */
export class LegacyOrders {
  readonly count: number;
  private readonly runOrders: number;
  private readonly lastingIndex: ReadonlyMap<string, number>;

  constructor(
    readonly merchant: number,
    readonly runs: number,
    private readonly beforeMs: number,
    private readonly lasting: readonly string[] = [],
  ) {
    this.runOrders = runs * LEGACY_RUN_ORDERS;
    this.count = merchant + this.runOrders + lasting.length;
    const first = merchant + this.runOrders;
    this.lastingIndex = new Map(lasting.map((reference, i) => [reference, first + i]));
  }

  order(index: number): LegacyOrder {
    const createdMs = this.beforeMs - (this.count - index) * 1000;
    const kept = index - this.merchant - this.runOrders;
    if (kept >= 0) return { reference: this.lasting[kept]!, metadata: {}, createdMs };
    if (index < this.merchant) {
      const n = String(index).padStart(6, '0');
      return {
        reference: `deploy-2019-${n}`,
        metadata: { gift_note: `left by deploy ${n} of an earlier year` },
        createdMs,
      };
    }
    const at = index - this.merchant;
    const run = Math.floor(at / LEGACY_RUN_ORDERS);
    const slot = at % LEGACY_RUN_ORDERS;
    const label = RUN_LABELS[slot]!;
    return {
      reference: `osfc-${runToken(run)}-${label}-${slot + 1}`,
      metadata: slot % 3 === 0 ? {} : { gift_note: `value ${(slot % 3) + 1} of gift_note` },
      createdMs,
    };
  }

  /** The index of the order with this reference, or undefined when none of these orders has it. */
  indexOf(reference: string): number | undefined {
    const kept = this.lastingIndex.get(reference);
    if (kept !== undefined) return kept;
    const merchant = /^deploy-2019-(\d{6,})$/.exec(reference);
    if (merchant !== null) {
      const n = Number(merchant[1]);
      return n < this.merchant && String(n).padStart(6, '0') === merchant[1] ? n : undefined;
    }
    const run = /^osfc-([0-9a-z]{7})-(.+)-(\d+)$/.exec(reference);
    if (run === null) return undefined;
    const index = parseInt(run[1]!, 36);
    const slot = Number(run[3]) - 1;
    if (index >= this.runs || runToken(index) !== run[1] || RUN_LABELS[slot] !== run[2]) return undefined;
    return this.merchant + index * LEGACY_RUN_ORDERS + slot;
  }

  /** The order as the listing writes it in the server's default shape, `{reference, metadata, created_at, updated_at}`. */
  json(index: number): string {
    const order = this.order(index);
    const stamp = formatInstant(order.createdMs, 'utc-seconds');
    return `{"reference":${JSON.stringify(order.reference)},"metadata":${JSON.stringify(order.metadata)},"created_at":"${stamp}","updated_at":"${stamp}"}`;
  }
}
