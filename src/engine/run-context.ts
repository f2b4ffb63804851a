// Run-wide state of one conformance run: the HTTP pool, reads shared between requirements, the order
// references created (listed in the report so a shared staging account can be cleaned up), and the
// run's abort signal, which the deadline triggers so in-flight requests end at once instead of hanging.

import { randomBytes } from 'node:crypto';
import type { TargetConfig } from '../config/target.js';
import { CUT_SHORT, TargetHttp, TransportError, type HttpView, type TargetHttpOptions } from '../http/client.js';
import type { RecordedExchange } from '../evidence/exchange.js';
import type { Clock } from '../http/rate-limit.js';
import { createdByAnswer, namespacedOrders, sentBody } from './created-orders.js';
import { HeldOrders } from './held-orders.js';

interface SharedEntry {
  readonly promise: Promise<unknown>;
  readonly exchanges: readonly RecordedExchange[];
  /** True once the promise has settled: awaiting it then parks nobody. */
  settled: boolean;
}

/** Why a run stopped early; carried as the abort reason into every abandoned request and outcome. */
export class RunCutShort extends Error {
  override readonly name = 'RunCutShort';
}

export interface RunContextOptions {
  /** Epoch milliseconds at which the run is cut short: every in-flight request is aborted, no check starts. */
  readonly deadlineAt?: number;
  /** The sentence used when the deadline passes, e.g. "the run deadline of 300000 ms passed". */
  readonly deadlineReason?: string;
  /** Stops the run from outside (an interrupt); its reason becomes the cut-short reason. */
  readonly signal?: AbortSignal;
  readonly clock?: Clock;
  /** Builds the client; tests substitute one that answers from a generator instead of a socket. */
  readonly http?: (target: TargetConfig, options: TargetHttpOptions) => TargetHttp;
}

export class RunContext {
  /**
   * The target as the checks see it: its reference prefix is this run's own namespace, the configured prefix
   * followed by a token drawn for this run, so two runs under one fixed ORDER_REFERENCE_PREFIX never create or
   * update each other's orders (the client's safety wall enforces the namespace on every write).
   */
  readonly target: TargetConfig;
  /** The namespace of the suite on the account (ORDER_REFERENCE_PREFIX): every reference the run chooses starts with it. */
  readonly namespace: string;
  readonly http: TargetHttp;
  private readonly created = new Set<string>();
  /** Every order the listings kept (the run's own and the lasting ones), held once however many listings checks keep. */
  private readonly heldOrders = new HeldOrders();
  private readonly sharedReads = new Map<string, SharedEntry>();
  private readonly parkListeners: Array<(delta: 1 | -1) => void> = [];
  private readonly abortController = new AbortController();
  private readonly deadlineTimer: NodeJS.Timeout | undefined;
  private referenceCounter = 0;

  constructor(configured: TargetConfig, options: RunContextOptions = {}) {
    const token = runToken();
    const target: TargetConfig = {
      ...configured,
      orderReferencePrefix: `${configured.orderReferencePrefix}${token}-`,
      lastingReferencePrefix: `${configured.orderReferencePrefix}${LASTING}`,
      runToken: token,
    };
    this.namespace = configured.orderReferencePrefix;
    this.target = target;
    const httpOptions: TargetHttpOptions = {
      signal: this.abortController.signal,
      ...(options.clock === undefined ? {} : { clock: options.clock }),
    };
    this.http = options.http === undefined ? new TargetHttp(target, httpOptions) : options.http(target, httpOptions);
    // The cleanup list holds what the target says it created, whatever credentials were sent: an order that a
    // broken server accepted without a key exists all the same. A malformed create a lenient server accepted is
    // listed too (its reference as text, or the one the answer names), and every order a listing shows carrying
    // this run's namespace (in its reference or a metadata value) is added as the listings are read.
    this.http.onAnswer((req, res) => {
      if (req.api !== 'orders' || res.status < 200 || res.status > 299) return;
      if (req.method === 'POST' && req.path === '/orders' && req.url === undefined) {
        for (const reference of createdByAnswer(sentBody(req.json, req.rawBody), res.json, res.status))
          this.created.add(reference);
      } else if (req.method === 'GET' && (req.path === '/orders' || req.url !== undefined)) {
        this.heldOrders.share(res.json);
        for (const reference of namespacedOrders(res.json, target.orderReferencePrefix)) this.created.add(reference);
      }
    });
    // A create that went out and got no answer (reset, timed out, abandoned) may have been stored all the same.
    this.http.onUnanswered((req) => {
      if (req.api !== 'orders' || req.method !== 'POST' || req.path !== '/orders' || req.url !== undefined) return;
      const sent = sentBody(req.json, req.rawBody);
      const reference =
        typeof sent === 'object' && sent !== null ? (sent as Record<string, unknown>).reference : undefined;
      if (typeof reference === 'string') this.created.add(reference);
    });
    if (options.deadlineAt !== undefined) {
      const reason = options.deadlineReason ?? 'the run deadline passed';
      this.deadlineTimer = setTimeout(() => this.cutShort(reason), Math.max(0, options.deadlineAt - Date.now()));
      this.deadlineTimer.unref();
    }
    const outside = options.signal;
    if (outside !== undefined) {
      const stop = () =>
        this.cutShort(outside.reason instanceof Error ? outside.reason.message : String(outside.reason ?? 'stopped'));
      if (outside.aborted) stop();
      else outside.addEventListener('abort', stop, { once: true, signal: this.abortController.signal });
    }
  }

  /** Aborted when the run is cut short; every view's requests end with it. */
  get signal(): AbortSignal {
    return this.abortController.signal;
  }

  /** Why the run was cut short, once it was. */
  get cutShortReason(): string | undefined {
    const reason: unknown = this.abortController.signal.reason;
    return this.abortController.signal.aborted
      ? reason instanceof Error
        ? reason.message
        : String(reason)
      : undefined;
  }

  cutShort(reason: string): void {
    if (!this.abortController.signal.aborted) this.abortController.abort(new RunCutShort(reason));
  }

  /** Order references the target answered a POST /orders with 2xx for, in the order they were created. */
  get createdReferences(): readonly string[] {
    return [...this.created];
  }

  /** Loads once per run; every consumer gets the same value (or the same failure) and the same evidence. */
  async shared<T>(key: string, load: (http: HttpView) => Promise<T>, into: HttpView): Promise<T> {
    let entry = this.sharedReads.get(key);
    if (entry === undefined) {
      // Bound to the run's signal only: one consumer timing out must not abort a read others wait for.
      const view = this.http.view();
      // The view's list fills as the load proceeds; consumers adopt it once the load has settled.
      const loaded: SharedEntry = { promise: load(view), exchanges: view.exchanges, settled: false };
      entry = loaded;
      this.sharedReads.set(key, loaded);
      const settle = () => {
        loaded.settled = true;
      };
      loaded.promise.then(settle, settle);
      // A read the transport ended (no answer, even on fresh connections) is not kept: a re-run reads again, so a
      // failure said to repeat rests on a second request, not on the first one's memory.
      loaded.promise.catch((error: unknown) => {
        const transport = error instanceof TransportError && error.code !== CUT_SHORT;
        if (transport && this.sharedReads.get(key) === loaded) this.sharedReads.delete(key);
      });
    }
    // A check waiting for a read still out is parked: it sends nothing meanwhile, so the scheduler starts another.
    const parks = !entry.settled;
    if (parks) this.park(1);
    try {
      return (await into.waitingFor(entry.promise)) as T;
    } finally {
      if (parks) this.park(-1);
      into.adopt(entry.exchanges);
    }
  }

  /** Tells the listeners (the scheduler) that one more check (1) or one fewer (-1) waits for a shared read. */
  private park(delta: 1 | -1): void {
    for (const listener of this.parkListeners) listener(delta);
  }

  /** Listens for checks parking on a shared read and resuming; returns the way to stop listening. */
  onParked(listener: (delta: 1 | -1) => void): () => void {
    this.parkListeners.push(listener);
    return () => {
      const at = this.parkListeners.indexOf(listener);
      if (at >= 0) this.parkListeners.splice(at, 1);
    };
  }

  newOrderReference(label: string): string {
    this.referenceCounter++;
    return `${this.target.orderReferencePrefix}${label}-${this.referenceCounter}`;
  }

  async close(): Promise<void> {
    clearTimeout(this.deadlineTimer);
    await this.http.close();
  }
}

/**
 * What follows the namespace in the references runs keep: four letters and a hyphen, where a run's own orders have
 * six token characters, so no run's namespace ever starts with it.
 */
const LASTING = 'keep-';

/** Six base-36 characters from a random source: unique per run in practice, short enough to keep references readable. */
function runToken(): string {
  return (randomBytes(5).readUIntBE(0, 5) % 36 ** 6).toString(36).padStart(6, '0');
}
