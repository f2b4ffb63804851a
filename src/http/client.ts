// The client every check talks through, one per target: each request checked against the shared-server rules,
// paced, bounded, sent again when dropped, 429s retried, redirects never followed, every exchange recorded.

import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import type { TargetConfig } from '../config/target.js';
import type { RecordedExchange } from '../evidence/exchange.js';
import { Scrubber } from '../evidence/secrets.js';
import { PaceWaits } from './pace-waits.js';
import { AdaptiveRate } from './adaptive-rate.js';
import { parseRetryAfter, retryDelay429, systemClock, type Clock } from './rate-limit.js';
import type { ApiRequest } from './request.js';
import { checkRequest } from './safety.js';
import {
  accountOf,
  recoveryOf,
  requestMarkers,
  sendThroughDrops,
  StoredMarkers,
  type ReadBack,
} from './connection-drops.js';
import { WritePause } from './write-pause.js';
import { loadUndici } from './undici-core.js';
import { ConnectionPool } from './pool.js';
import { BODY_CAP_BYTES, LISTING_CAP_BYTES, mib } from './body-caps.js';
import { LargeReadPermit } from './large-read-permit.js';
import { ExchangeBound } from './exchange-bound.js';
import { readCapped } from './body-read.js';
import { readListingBody, readListingHead, runKeeps, type ListingProgress } from './listing-read.js';
import { listingResponseOf, responseOf, type Response } from './response.js';
import { bodyOf, headersFor, originAndPath, recordedRequest, urlFor, wireBody } from './outgoing.js';
import { CUT_SHORT, TransportError, notSentError, unansweredError } from './no-answer.js';
import { HttpView } from './http-view.js';
import type { PinnedConnection } from './pinned-connection.js';

// What the suites, the engine and the runner use of the request path, importable from here as one surface.
export type { Api, ApiRequest, Auth } from './request.js';
export type { Response } from './response.js';
export type { ListingFacts } from './listing-sieve.js';
export { CUT_SHORT, TransportError } from './no-answer.js';
export { HttpView } from './http-view.js';
export { PinnedConnection } from './pinned-connection.js';

export interface ClientStats {
  requests: number;
  retries: number;
}

export interface TargetHttpOptions {
  readonly connections?: number;
  /** Aborts every request of this client (the run deadline); a view may add its own signal on top. */
  readonly signal?: AbortSignal;
  readonly clock?: Clock;
}

/** Called with every final answer (after 429 retries): how the run learns which orders it created. */
export type AnswerListener = (req: ApiRequest, res: Response) => void;

/**
 * How an answer's body is read: a successful GET /orders through the listing sieve (any size, as it arrives),
 * GET /scan_forms up to the listing cap (it pages, spec 4.4), any other answer up to the ordinary cap.
 */
type BodyRead = 'orders' | 'listing' | 'body';

/** Owns the connection pool; cheap per-requirement views record into their own evidence list. */
export class TargetHttp {
  readonly scrubber: Scrubber;
  /** The run signal joined with each view signal asked with, made once per view signal (abortOf). */
  private readonly combined = new WeakMap<AbortSignal, AbortSignal>();
  /** Time each view's requests queued behind the run's rate, by the signal they were sent under. */
  private readonly paceWaits = new PaceWaits(() => this.clock.now());
  readonly stats: ClientStats = { requests: 0, retries: 0 };
  /** Requests sent per case of the request space (`dimension/class`), for the coverage by dimension. */
  readonly covered = new Map<string, number>();
  private readonly pool: ConnectionPool;
  /** MAX_RPS as a ceiling, and the rate learned from 429s below it (adaptive-rate.ts). */
  readonly pace: AdaptiveRate;
  private readonly clock: Clock;
  private readonly signal: AbortSignal | undefined;
  private readonly listeners: AnswerListener[] = [];
  private readonly unansweredListeners: Array<(req: ApiRequest) => void> = [];
  /** The request behind each recorded exchange, for the dry-run plan (kept out of the report model). */
  private readonly requestOf = new WeakMap<RecordedExchange, ApiRequest>();
  /** The run's creates answered with success: a dropped duplicate of one is sent again, not read back. */
  private readonly storedMarkers = new StoredMarkers();
  /** Exchanges whose body was not read whole, and the sentence saying where it stopped. */
  private readonly cut = new WeakMap<RecordedExchange, string>();
  /** Which orders of a listing the run keeps whole (its own and the lasting ones); the others are counted. */
  private readonly keeps: (order: Record<string, unknown>) => boolean;
  /** Creates and updates of the run go through it, so a check can read while none is out (whileNoWrites). */
  private readonly writes = new WritePause();
  /**
   * One large body read on at a time for this target. Per target, not per process: the targets of a fleet each keep
   * their own bound, and one target's listings never hold up another's checks past their attempt timeout.
   */
  private readonly largeReads = new LargeReadPermit();

  constructor(
    readonly target: TargetConfig,
    options: TargetHttpOptions = {},
  ) {
    this.scrubber = new Scrubber([
      ['API_KEY', target.apiKey],
      ['SECOND_API_KEY', target.secondApiKey],
    ]);
    this.clock = options.clock ?? systemClock;
    this.signal = options.signal;
    this.pool = new ConnectionPool(target, options.connections ?? 32);
    this.keeps = runKeeps(target);
    this.pace = new AdaptiveRate(target.maxRps, this.clock);
  }

  view(signal?: AbortSignal): HttpView {
    return new HttpView(this, signal);
  }

  onAnswer(listener: AnswerListener): void {
    this.listeners.push(listener);
  }

  /** Called with every request that went out but got no answer (reset, timeout, abort): it may have taken effect. */
  onUnanswered(listener: (req: ApiRequest) => void): void {
    this.unansweredListeners.push(listener);
  }

  /** The request an exchange recorded by this client was made from. */
  apiRequestOf(exchange: RecordedExchange): ApiRequest | undefined {
    return this.requestOf.get(exchange);
  }

  /** True when the exchange's body was larger than the read cap and cut there. */
  wasCut(exchange: RecordedExchange): boolean {
    return this.cut.has(exchange);
  }

  /** The sentence saying where an exchange's body stopped being read, or undefined when it was read whole. */
  cutNote(exchange: RecordedExchange): string | undefined {
    return this.cut.get(exchange);
  }

  /** Closes the pool; when the run was cut short, in-flight sockets are destroyed rather than waited for. */
  close(): Promise<void> {
    return this.pool.close(this.signal?.aborted === true);
  }

  urlFor(req: ApiRequest): string {
    return urlFor(req, this.target);
  }

  /** A connection of its own, for requests that name it (ApiRequest.connection); the caller closes it. */
  pin(): PinnedConnection {
    return this.pool.pin();
  }

  /**
   * Sends one request (with bounded 429 retries) and returns its answer; throws TransportError when none came,
   * and UnsafeRequest, before sending anything, for a request outside the spec's endpoints or the run's orders.
   */
  async send(req: ApiRequest, record: (e: RecordedExchange) => void, signal?: AbortSignal): Promise<Response> {
    const endpoint = checkRequest(req, this.target);
    for (const covers of [req.covers ?? []].flat()) this.covered.set(covers, (this.covered.get(covers) ?? 0) + 1);
    const listing: BodyRead =
      req.method !== 'GET'
        ? 'body'
        : endpoint === 'GET /orders'
          ? 'orders'
          : endpoint === 'GET /scan_forms'
            ? 'listing'
            : 'body';
    const abort = this.abortOf(signal);
    if (abort?.aborted === true) return this.notSent(req, abort);
    // Creates and updates wait out a check's whileNoWrites; reads never wait. A write the abort freed is not sent.
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS')
      return this.writes.write(
        () => (abort?.aborted === true ? this.notSent(req, abort) : this.sendAnswered(req, record, abort, listing)),
        abort,
      );
    return this.sendAnswered(req, record, abort, listing);
  }

  /** The answer to a request the run was cut short before sending: a transport failure, nothing sent. */
  private async notSent(req: ApiRequest, abort: AbortSignal): Promise<never> {
    // Fail on a later turn of the event loop, not in a microtask: a check that catches failures and tries
    // again (a property test shrinking) would otherwise spin in microtasks and starve every timer and message
    // of the worker, the deadline's own included.
    await new Promise((resolve) => setImmediate(resolve));
    const error = notSentError(req.method, this.scrubber.scrub(this.urlFor(req)), abort.reason);
    this.requestOf.set(error.exchange, req);
    throw error;
  }

  /**
   * Runs `reads` while no create or update of this run is out: those in flight are answered first, new ones
   * wait until it ends. A listing read then shows the writes made before, or lags them; never a later write.
   */
  whileNoWrites<T>(reads: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    return this.writes.holding(reads, this.abortOf(signal));
  }

  /** Runs `work` while no write of the run goes out but its own (WritePause.alone): its reads see its writes alone. */
  writingAlone<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    return this.writes.alone(work, this.abortOf(signal));
  }

  /**
   * Awaits a read shared between checks on behalf of one (its signal): a shared read of a large listing can take
   * longer than a check's attempt bound, and other checks' turns come first, so the wait counts as paced time.
   */
  waitingFor<T>(shared: Promise<T>, signal?: AbortSignal): Promise<T> {
    return this.paceWaits.around(this.abortOf(signal), () => shared);
  }

  /** Resolves once the run's writes have settled (WritePause.quiet), or after `maxMs`. */
  quiet(maxMs: number, signal?: AbortSignal): Promise<void> {
    return this.writes.quiet(maxMs, this.abortOf(signal));
  }

  /** How long requests sent under this signal (a check's attempt) have waited for the run's rate or a shared read, in ms. */
  pacedMs(signal: AbortSignal): number {
    return this.paceWaits.waitedMs(this.abortOf(signal));
  }

  private abortOf(signal: AbortSignal | undefined): AbortSignal | undefined {
    if (signal === undefined || this.signal === undefined) return signal ?? this.signal;
    // One composite per view signal (an attempt's), not one per request: see ExchangeBound.signalWith.
    let both = this.combined.get(signal);
    if (both === undefined) this.combined.set(signal, (both = AbortSignal.any([signal, this.signal])));
    return both;
  }

  /** send() after its checks: the request, its bounded 429 retries, and the listeners told of the answer. */
  private async sendAnswered(
    req: ApiRequest,
    record: (e: RecordedExchange) => void,
    abort: AbortSignal | undefined,
    listing: BodyRead,
  ): Promise<Response> {
    let retries = 0;
    for (;;) {
      let response: Response;
      try {
        response = await this.sendThroughDrops(req, retries, abort, listing, record);
      } catch (error) {
        if (error instanceof TransportError) {
          this.requestOf.set(error.exchange, req);
          for (const listener of this.unansweredListeners) listener(req);
        }
        throw error;
      }
      this.pace.answered(response.status, parseRetryAfter(response.headers['retry-after'], this.clock.now()));
      const wait =
        response.status === 429
          ? retryDelay429(response.headers['retry-after'], retries, this.clock.now(), this.target.maxRetryAfterMs)
          : undefined;
      // Read through a function: the signal may have aborted while the request was out.
      if (wait === undefined || isAborted(abort)) {
        this.requestOf.set(response.exchange, req);
        if (recoveryOf(req.method) === 'read-back')
          this.storedMarkers.answered(accountOf(req), response.status, requestMarkers(req, this.target));
        record(response.exchange);
        for (const listener of this.listeners) listener(req, response);
        return response;
      }
      retries++;
      this.stats.retries++;
      await this.clock.sleep(wait, abort);
    }
  }

  /**
   * sendOnce, with a connection closed or reset under the request tried again on fresh connections
   * (src/http/connection-drops.ts): a drop is the target's only when it repeats there.
   */
  private sendThroughDrops(
    req: ApiRequest,
    retries: number,
    abort: AbortSignal | undefined,
    listing: BodyRead,
    record: (e: RecordedExchange) => void,
  ): Promise<Response> {
    // A probe of plain HTTP (spec 5.3) is sent once: a dropped connection is what it measures.
    if (req.url?.startsWith('http:') === true) return this.sendOnce(req, retries, abort, listing);
    const markers = this.storedMarkers.unsettled(accountOf(req), requestMarkers(req, this.target));
    return sendThroughDrops(req, markers, {
      send: (fresh) =>
        fresh
          ? this.pool.onFreshConnection((d) => this.sendOnce(req, retries, abort, listing, d))
          : this.sendOnce(req, retries, abort, listing),
      readBack: async (): Promise<ReadBack | TransportError> => {
        const auth = req.auth?.kind === 'second-key' ? req.auth : ({ kind: 'key' } as const);
        try {
          return await this.sendAnswered(
            { api: 'orders', method: 'GET', path: '/orders', auth },
            record,
            abort,
            'orders',
          );
        } catch (error) {
          if (error instanceof TransportError) return error;
          throw error;
        }
      },
      record: (e) => {
        this.requestOf.set(e, req);
        record(e);
      },
      fail: (message, exchange, code) => new TransportError(message, exchange, code),
      isDropped: (error): error is TransportError => error instanceof TransportError && error.code !== CUT_SHORT,
    });
  }

  private async sendOnce(
    req: ApiRequest,
    retries: number,
    abort: AbortSignal | undefined,
    listing: BodyRead,
    dispatcher: Dispatcher = req.connection?.dispatcher ?? this.pool.dispatcher,
  ): Promise<Response> {
    const url = this.urlFor(req);
    const sent = headersFor(req, this.target);
    const body = bodyOf(req);
    const request = recordedRequest(req, url, body, sent, this.scrubber);
    await this.paceWaits.around(abort, () => this.pace.take(abort));
    this.stats.requests++;
    const started = performance.now();
    const timeoutMs = req.timeoutMs ?? this.target.requestTimeoutMs;
    // Bounds connect + headers + body together, whatever the server does between them. The headroom is for
    // undici's own timers, which fire up to a second late; they name the stalled phase, this bound does not.
    const exchangeTimeout = new ExchangeBound(timeoutMs * 2 + 1_500, this.largeReads);
    const progress: ListingProgress = { bytes: 0 };
    try {
      const res = await loadUndici().request(dispatcher, {
        ...originAndPath(req, url, this.target),
        method: req.method,
        headers: sent.headers,
        body: wireBody(req, body),
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        signal: exchangeTimeout.signalWith(abort),
      });
      const sentAt = { request, started, retries };
      const ok = res.statusCode >= 200 && res.statusCode <= 299;
      // The order listing shows no parameters to narrow it (spec 4.1): read whole, as it arrives, whatever its size.
      if (listing === 'orders' && ok) return await this.readListing(req, res, sentAt, progress);
      // Anything else but a successful scan form listing (it pages, spec 4.4) is small in any server: cut early.
      const listingCap = listing === 'listing' && ok ? LISTING_CAP_BYTES : BODY_CAP_BYTES;
      const read = await readCapped(res.body, res.headers['content-encoding'], listingCap, abort, exchangeTimeout);
      const answer = { status: res.statusCode, headers: res.headers, ...read };
      const response = responseOf(answer, { request, durationMs: sinceMs(started), retries }, this.scrubber);
      if (read.truncated)
        this.cut.set(
          response.exchange,
          `${request.method} ${request.url} answered a body larger than the ${mib(read.cap)} read cap; only its first ${mib(read.cap)} were read`,
        );
      return response;
    } catch (error) {
      const why = {
        abort,
        bound: exchangeTimeout,
        caSource: this.target.caSource,
        scrub: (t: string) => this.scrubber.scrub(t),
        ...(progress.bytes > 0 ? { read: `${mib(progress.bytes)} of the listing read by then` } : {}),
      };
      throw unansweredError(error, url, why, { request, durationMs: sinceMs(started) });
    } finally {
      exchangeTimeout.clear();
    }
  }

  /** A successful GET /orders read as it arrives: through the sieve, or its head alone when that is all asked for. */
  private async readListing(
    req: ApiRequest,
    res: Dispatcher.ResponseData,
    { request, started, retries }: { request: RecordedExchange['request']; started: number; retries: number },
    progress: ListingProgress,
  ): Promise<Response> {
    const listed =
      req.statusOnly === true
        ? await readListingHead(res.body, progress, (bytes) =>
            readListingBody(Readable.from([bytes]), res.headers['content-encoding'], this.keeps, { bytes: 0 }),
          )
        : await readListingBody(res.body, res.headers['content-encoding'], this.keeps, progress);
    const answer = { status: res.statusCode, headers: res.headers };
    const sent = { request, durationMs: sinceMs(started), retries };
    const response = listingResponseOf(listed, answer, sent, this.scrubber);
    if (listed.stopped)
      this.cut.set(response.exchange, `${request.method} ${request.url}: ${response.jsonError ?? 'not read whole'}`);
    return response;
  }
}

/** Whole milliseconds since a performance.now() reading. */
function sinceMs(started: number): number {
  return Math.round(performance.now() - started);
}

function isAborted(signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true;
}
