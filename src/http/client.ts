// The undici client every check talks through: one keep-alive dispatcher trusting the extra CA, bounded
// timeouts and body reads, redirects never followed, 429 Retry-After honoured, every exchange recorded.
// Every answer is untrusted input: bodies are capped, scrubbed of keys and parsed without ever throwing.

import { isUtf8 } from 'node:buffer';
import { setMaxListeners } from 'node:events';
import { createSecureContext, rootCertificates, type SecureContext } from 'node:tls';
import * as zlib from 'node:zlib';
import { createRequire } from 'node:module';
import type * as Undici from 'undici';
import type { Dispatcher } from 'undici';
import type { TargetConfig } from '../config/target.js';
import type { RecordedExchange } from '../evidence/exchange.js';
import { Scrubber } from '../evidence/secrets.js';
import { EXCHANGE_TIMEOUT, describeTransportError } from './transport-error.js';
import { PaceWaits } from './pace-waits.js';
import { AdaptiveRate } from './adaptive-rate.js';
import { parseRetryAfter, retryDelay429, systemClock, type Clock } from './rate-limit.js';
import type { ApiRequest } from './request.js';
import { checkRequest } from './safety.js';
import { markersOf, sendThroughDrops, type ReadBack } from './connection-drops.js';
import { WritePause } from './write-pause.js';
import { PinnedConnection } from './pinned-connection.js';

/**
 * One TLS context per extra CA, made once: passing `ca` per connection made Node parse every system root
 * certificate again for each new connection, which cost a run seconds of CPU.
 */
const contexts = new Map<string, SecureContext>();
export function trusting(caPem: string): SecureContext {
  let context = contexts.get(caPem);
  if (context === undefined) {
    context = withExtraCa(caPem);
    // A few at most: a process that checks many targets in turn (a fleet, the fault catalogue) keeps the newest.
    if (contexts.size >= 4) contexts.delete(contexts.keys().next().value!);
    contexts.set(caPem, context);
  }
  return context;
}

/**
 * A context that trusts the system roots and the extra CA. The extra CA is added to a default context, as
 * createSecureContext does itself for each `ca` entry: Node then copies its parsed root store. Listing the
 * roots again as `ca` (they replace the roots otherwise) turned each of them into PEM text and parsed it anew,
 * 40 ms before a run's first request. Should a later Node hide addCACert, that slower way remains.
 */
function withExtraCa(caPem: string): SecureContext {
  const context = createSecureContext();
  const native = (context as { context?: { addCACert?: unknown } }).context;
  if (typeof native?.addCACert !== 'function') return createSecureContext({ ca: [...rootCertificates, caPem] });
  (native.addCACert as (pem: string) => void).call(native, caPem);
  return context;
}

/** The two parts of undici the client uses: a keep-alive dispatcher, and request() on it. */
export interface UndiciCore {
  readonly Agent: typeof Undici.Agent;
  request(dispatcher: Dispatcher, options: Dispatcher.RequestOptions): Promise<Dispatcher.ResponseData>;
}

let undici: UndiciCore | undefined;

/**
 * undici, loaded with the first client: commands that send nothing (list, compare, verify) never pay for it.
 * Only the agent and request() are loaded, not the package index, which also loads fetch, WebSocket, caches
 * and mocks and takes twice as long before a run's first request. Should a later undici move those files,
 * the whole package is loaded instead.
 */
export function loadUndici(parts: 'core' | 'package' = 'core'): UndiciCore {
  if (undici !== undefined && parts === 'core') return undici;
  const require = createRequire(import.meta.url);
  if (parts === 'core') {
    try {
      const Agent = require('undici/lib/dispatcher/agent') as typeof Undici.Agent;
      const request = require('undici/lib/api/api-request') as (
        this: Dispatcher,
        options: Dispatcher.RequestOptions,
      ) => Promise<Dispatcher.ResponseData>;
      undici = { Agent, request: (dispatcher, options) => request.call(dispatcher, options) };
      return undici;
    } catch {
      // A layout this version of the suite does not know: fall through to the public entry point.
    }
  }
  const whole = require('undici') as typeof Undici;
  const core: UndiciCore = { Agent: whole.Agent, request: (dispatcher, options) => dispatcher.request(options) };
  if (parts === 'core') undici = core;
  return core;
}

export type { Api, ApiRequest, Auth } from './request.js';
export { PinnedConnection } from './pinned-connection.js';

export interface Response {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** The body as text; for a body parsed as JSON past BODY_CAP_BYTES (a large listing), only its first CUT_TEXT_BYTES. */
  readonly text: string;
  /** The parsed body, or undefined when it is not JSON; see `jsonError`. */
  readonly json: unknown;
  readonly jsonError?: string;
  readonly truncated: boolean;
  readonly exchange: RecordedExchange;
}

/** A transport failure: no HTTP answer at all. Checks decide whether that fails them or is what they wanted. */
export class TransportError extends Error {
  override readonly name = 'TransportError';
  constructor(
    message: string,
    readonly exchange: RecordedExchange,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/** The code of a TransportError raised because the run (or the attempt) was cut short, not because of the target. */
export const CUT_SHORT = 'OSF_CUT_SHORT';

/**
 * Read cap of every answer except a successful listing: an order write or an error answers a few hundred bytes in
 * any server, and a hostile answer is cut here. Many checks read at once (each requirement, each probe), so this
 * cap times the reads in flight is what a hostile target can make the run hold.
 */
export const BODY_CAP_BYTES = 256 * 1024;
/**
 * Read cap of a 2xx answer of a listing (GET /orders, GET /scan_forms): the order listing shows no query
 * parameters (spec 4.1), so an account tested for years answers with every order it holds, and that listing is
 * read whole up to this bound (about 60,000 orders). Past BODY_CAP_BYTES only one body at a time is read on (a
 * permit per target), so the memory held stays bounded however many checks read the listing at once.
 */
export const LISTING_CAP_BYTES = 8 * 1024 * 1024;
const EXCERPT_CHARS = 2_000;
/**
 * What is kept of a body cut at its cap: its head, as text for excerpts. A cut body is never parsed, and a hostile
 * target cuts every answer, so keeping more would multiply by every answer a check holds.
 */
export const CUT_TEXT_BYTES = 64 * 1024;

/** "256 KiB", "16 MiB": a cap as reports state it. */
export function mib(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.round(bytes / 1024)} KiB`
    : `${Math.round((bytes / 1024 / 1024) * 100) / 100} MiB`;
}

/**
 * The permit to read a body on past BODY_CAP_BYTES: one holder at a time, the others wait in order (their socket
 * paused, their exchange bound stopped meanwhile). A holder's read is itself bounded by its cap and its timeouts.
 */
class LargeReadPermit {
  private held = false;
  private readonly waiting: Array<() => void> = [];

  async acquire(signal: AbortSignal | undefined): Promise<void> {
    if (!this.held) {
      this.held = true;
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const at = this.waiting.indexOf(grant);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
      };
      const grant = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      if (signal?.aborted === true) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(grant);
    });
  }

  release(): void {
    const next = this.waiting.shift();
    if (next === undefined) this.held = false;
    else next();
  }
}

/** The bound of one whole exchange, stopped while the exchange waits for the large-read permit (not the target's time). */
class ExchangeBound {
  readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private remaining: number;
  private since = 0;
  private linked: AbortSignal | undefined;
  private unlink: () => void = () => undefined;

  constructor(
    readonly ms: number,
    /** The target's permit to read a body on past BODY_CAP_BYTES, which this bound stops for while waiting. */
    readonly largeReads: LargeReadPermit,
  ) {
    this.remaining = ms;
    this.resume();
  }

  get aborted(): boolean {
    return this.controller.signal.aborted;
  }

  /**
   * What aborts the exchange: this bound, or the run's own signal when it has one. Linked by a listener that clear()
   * removes, not by AbortSignal.any: a composite per request stays registered on the long-lived signal until
   * collected, which costs every request of a run and grows that signal's listeners.
   */
  signalWith(abort: AbortSignal | undefined): AbortSignal {
    if (abort === undefined || this.linked === abort) return this.controller.signal;
    if (abort.aborted) this.controller.abort(abort.reason);
    else {
      // A check may have many requests out at once (the negative inputs send eight), each listening here.
      setMaxListeners(0, abort);
      const onAbort = () => this.controller.abort(abort.reason);
      abort.addEventListener('abort', onAbort, { once: true });
      this.unlink = () => abort.removeEventListener('abort', onAbort);
    }
    this.linked = abort;
    return this.controller.signal;
  }

  pause(): void {
    clearTimeout(this.timer);
    this.remaining -= performance.now() - this.since;
  }

  resume(): void {
    this.since = performance.now();
    this.timer = setTimeout(() => this.controller.abort(new Error('exchange bound')), Math.max(0, this.remaining));
    this.timer.unref();
  }

  clear(): void {
    clearTimeout(this.timer);
    this.unlink();
  }
}

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

/** Owns the connection pool; cheap per-requirement views record into their own evidence list. */
export class TargetHttp {
  readonly scrubber: Scrubber;
  /** The run signal joined with each view signal asked with, made once per view signal (abortOf). */
  private readonly combined = new WeakMap<AbortSignal, AbortSignal>();
  /** Time each view's requests queued behind the run's rate, by the signal they were sent under. */
  private readonly paceWaits = new PaceWaits(() => this.clock.now());
  readonly stats: ClientStats = { requests: 0, retries: 0 };
  private readonly dispatcher: Dispatcher;
  /** How the pool's agent was made, for the one-connection agent a dropped request is sent again on. */
  private readonly agentOptions: Undici.Agent.Options;
  /** MAX_RPS as a ceiling, and the rate learned from 429s below it (adaptive-rate.ts). */
  readonly pace: AdaptiveRate;
  private readonly clock: Clock;
  private readonly signal: AbortSignal | undefined;
  private readonly listeners: AnswerListener[] = [];
  private readonly unansweredListeners: Array<(req: ApiRequest) => void> = [];
  /** The request behind each recorded exchange, for the dry-run plan (kept out of the report model). */
  private readonly requestOf = new WeakMap<RecordedExchange, ApiRequest>();
  /** Exchanges whose body was cut, and the cap it was cut at. */
  private readonly cut = new WeakMap<RecordedExchange, number>();
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
    const secureContext = target.caPem === undefined ? undefined : trusting(target.caPem);
    this.agentOptions = {
      // rejectUnauthorized is spelled out so NODE_TLS_REJECT_UNAUTHORIZED=0 cannot turn on an insecure mode.
      connect: {
        timeout: target.requestTimeoutMs,
        rejectUnauthorized: true,
        ...(secureContext === undefined ? {} : { secureContext }),
      },
      headersTimeout: target.requestTimeoutMs,
      bodyTimeout: target.requestTimeoutMs,
      keepAliveTimeout: 10_000,
      connections: options.connections ?? 32,
    };
    this.dispatcher = new (loadUndici().Agent)(this.agentOptions);
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

  /** The sentence saying an exchange's body was cut at its read cap, or undefined when it was read whole. */
  cutNote(exchange: RecordedExchange): string | undefined {
    const cap = this.cut.get(exchange);
    if (cap === undefined) return undefined;
    return `${exchange.request.method} ${exchange.request.url} answered a body larger than the ${mib(cap)} read cap; only its first ${mib(cap)} were read`;
  }

  /** Closes the pool; when the run was cut short, in-flight sockets are destroyed rather than waited for. */
  async close(): Promise<void> {
    if (this.signal?.aborted === true) {
      await this.dispatcher.destroy();
      return;
    }
    // Every request is bounded by its own timeout, so a graceful close ends; the bound is belt and braces.
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), this.target.requestTimeoutMs * 2 + 1_000);
    });
    try {
      if ((await Promise.race([this.dispatcher.close(), bound])) === 'late') await this.dispatcher.destroy();
    } finally {
      clearTimeout(timer);
    }
  }

  urlFor(req: ApiRequest): string {
    if (req.url !== undefined) return req.url;
    const base = req.api === 'orders' ? this.target.ordersBaseUrl : this.target.scanFormsBaseUrl;
    // Concatenated, not parsed: the URL parser would resolve the dot segments a route-variant probe sends.
    if (req.rawPath !== undefined) return `${base.replace(/\/$/, '')}${req.rawPath}`;
    const prefix = req.prefix ?? (req.api === 'orders' ? this.target.ordersApiPrefix : this.target.scanFormsApiPrefix);
    const url = new URL(`${base}${prefix}${req.path}`);
    const entries = req.query === undefined ? [] : Array.isArray(req.query) ? req.query : Object.entries(req.query);
    // Percent-encoded by RFC 3986 rules (a space as %20, a plus as %2B): URLSearchParams would send a space as
    // "+", which a server decoding the query by RFC 3986 reads as a literal plus.
    // The URL setter encodes only what may not stand in a query (spaces, quotes, non-ASCII), never a `%`.
    if (req.rawQuery !== undefined) url.search = req.rawQuery;
    else if (entries.length > 0)
      url.search = (entries as Array<[string, string]>)
        .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
        .join('&');
    return url.href;
  }

  /** The path of the interface's base URL without its trailing slash ("" for a bare origin). */
  private basePath(req: ApiRequest): string {
    return new URL(req.api === 'orders' ? this.target.ordersBaseUrl : this.target.scanFormsBaseUrl).pathname.replace(
      /\/$/,
      '',
    );
  }

  /** Where undici sends a request: its URL's origin and path, or a raw path as written under the base path. */
  private originAndPath(req: ApiRequest, url: string): { origin: string; path: string } {
    const where = new URL(url);
    return {
      origin: where.origin,
      path: req.rawPath === undefined ? `${where.pathname}${where.search}` : `${this.basePath(req)}${req.rawPath}`,
    };
  }

  /**
   * Sends one request (with bounded 429 retries) and returns its answer; throws TransportError when none came,
   * and UnsafeRequest, before sending anything, for a request outside the spec's endpoints or the run's orders.
   */
  async send(req: ApiRequest, record: (e: RecordedExchange) => void, signal?: AbortSignal): Promise<Response> {
    const endpoint = checkRequest(req, this.target);
    const listing = req.method === 'GET' && (endpoint === 'GET /orders' || endpoint === 'GET /scan_forms');
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
    const url = this.scrubber.scrub(this.urlFor(req));
    const message = `${reasonText(abort.reason)}; the request to ${hostOf(url)} was not sent`;
    const exchange: RecordedExchange = {
      request: { method: req.method, url, headers: {} },
      error: message,
      durationMs: 0,
    };
    this.requestOf.set(exchange, req);
    throw new TransportError(message, exchange, CUT_SHORT);
  }

  /**
   * Runs `reads` while no create or update of this run is out: those in flight are answered first, new ones
   * wait until it ends. A listing read then shows the writes made before, or lags them; never a later write.
   */
  whileNoWrites<T>(reads: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    return this.writes.holding(reads, this.abortOf(signal));
  }

  /** How long requests sent under this signal (a check's attempt) have waited for the run's rate, in ms. */
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
    listing: boolean,
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
    listing: boolean,
    record: (e: RecordedExchange) => void,
  ): Promise<Response> {
    // A probe of plain HTTP (spec 5.3) is sent once: a dropped connection is what it measures.
    if (req.url?.startsWith('http:') === true) return this.sendOnce(req, retries, abort, listing);
    return sendThroughDrops(req, markersOf(req, this.target.orderReferencePrefix), {
      send: (fresh) =>
        fresh
          ? this.onFreshConnection((d) => this.sendOnce(req, retries, abort, listing, d))
          : this.sendOnce(req, retries, abort, listing),
      readBack: async (): Promise<ReadBack | TransportError> => {
        const auth = req.auth?.kind === 'second-key' ? req.auth : ({ kind: 'key' } as const);
        try {
          return await this.sendAnswered({ api: 'orders', method: 'GET', path: '/orders', auth }, record, abort, true);
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

  /** A connection of its own, for requests that name it (ApiRequest.connection); the caller closes it. */
  pin(): PinnedConnection {
    return new PinnedConnection(new (loadUndici().Agent)({ ...this.agentOptions, connections: 1 }));
  }

  /** Runs one request on an agent of its own, so on a connection opened for it, then closes that agent. */
  private async onFreshConnection<T>(send: (dispatcher: Dispatcher) => Promise<T>): Promise<T> {
    const agent = new (loadUndici().Agent)({ ...this.agentOptions, connections: 1 });
    try {
      return await send(agent);
    } finally {
      await agent.destroy();
    }
  }

  private headersFor(req: ApiRequest): { headers: Record<string, string>; authShell?: string; authLabel?: string } {
    const headers: Record<string, string> = {
      ...(req.omitAccept === true ? {} : { accept: 'application/json' }),
      ...req.headers,
    };
    if (
      (req.json !== undefined || req.rawBody !== undefined) &&
      !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')
    ) {
      headers['content-type'] = 'application/json';
    }
    const auth = req.auth ?? { kind: 'key' };
    switch (auth.kind) {
      case 'key':
        headers.authorization = `Bearer ${this.target.apiKey}`;
        return { headers, authShell: 'Bearer $API_KEY', authLabel: 'Bearer <API_KEY>' };
      case 'second-key':
        if (this.target.secondApiKey === undefined)
          throw new Error('second key requested but SECOND_API_KEY is not configured');
        headers.authorization = `Bearer ${this.target.secondApiKey}`;
        return { headers, authShell: 'Bearer $SECOND_API_KEY', authLabel: 'Bearer <SECOND_API_KEY>' };
      case 'none':
        return { headers };
      case 'header':
        headers.authorization = auth.value;
        return { headers, authShell: auth.shell, authLabel: auth.label };
    }
  }

  private async sendOnce(
    req: ApiRequest,
    retries: number,
    abort: AbortSignal | undefined,
    listing: boolean,
    dispatcher: Dispatcher = req.connection?.dispatcher ?? this.dispatcher,
  ): Promise<Response> {
    const url = this.urlFor(req);
    const sent = this.headersFor(req);
    const body = req.rawBody ?? (req.json === undefined ? undefined : JSON.stringify(req.json));
    const recordedRequest = this.recordedRequest(req, url, body, sent);
    await this.paceWaits.around(abort, () => this.pace.take(abort));
    this.stats.requests++;
    const started = performance.now();
    const timeoutMs = req.timeoutMs ?? this.target.requestTimeoutMs;
    // Bounds connect + headers + body together, whatever the server does between them. The headroom is for
    // undici's own timers, which fire up to a second late; they name the stalled phase, this bound does not.
    const exchangeTimeout = new ExchangeBound(timeoutMs * 2 + 1_500, this.largeReads);
    try {
      const res = await loadUndici().request(dispatcher, {
        ...this.originAndPath(req, url),
        method: req.method,
        headers: sent.headers,
        body: body ?? null,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        signal: exchangeTimeout.signalWith(abort),
      });
      // Only a successful listing may be large (spec 4.1 shows no listing parameters); anything else is cut early.
      const listingCap = listing && res.statusCode >= 200 && res.statusCode <= 299 ? LISTING_CAP_BYTES : BODY_CAP_BYTES;
      const read = await readCapped(res.body, res.headers['content-encoding'], listingCap, abort, exchangeTimeout);
      const { raw, truncated, cap } = read;
      const durationMs = Math.round(performance.now() - started);
      const responseHeaders = scrubbedHeaders(res.headers, this.scrubber);
      const parsed = parseBody(raw, truncated, this.scrubber, cap);
      const exchange: RecordedExchange = {
        request: recordedRequest,
        status: res.statusCode,
        headers: responseHeaders,
        bodyExcerpt: detached(parsed.text.slice(0, EXCERPT_CHARS)),
        truncated: truncated || parsed.text.length > EXCERPT_CHARS,
        durationMs,
        ...(retries > 0 ? { retries } : {}),
      };
      if (truncated) this.cut.set(exchange, cap);
      return {
        status: res.statusCode,
        headers: responseHeaders,
        text: heldText(parsed),
        json: parsed.json,
        ...(parsed.jsonError === undefined ? {} : { jsonError: parsed.jsonError }),
        truncated,
        exchange,
      };
    } catch (error) {
      throw this.transportError(error, url, abort, exchangeTimeout, {
        request: recordedRequest,
        durationMs: Math.round(performance.now() - started),
      });
    } finally {
      exchangeTimeout.clear();
    }
  }

  /** The request as the evidence keeps it: every key scrubbed, the Authorization header shown by its label. */
  private recordedRequest(
    req: ApiRequest,
    url: string,
    body: string | undefined,
    { headers, authShell, authLabel }: { headers: Record<string, string>; authShell?: string; authLabel?: string },
  ): RecordedExchange['request'] {
    const scrub = (t: string) => this.scrubber.scrub(t);
    const recordedHeaders: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers))
      recordedHeaders[name] = name === 'authorization' ? (authLabel ?? '<redacted>') : scrub(value);
    // Scrub before cutting: a key straddling the cut would otherwise leave its first characters behind.
    const scrubbedBody = body === undefined ? undefined : scrub(body);
    return {
      method: req.method,
      url: scrub(url),
      headers: recordedHeaders,
      ...(scrubbedBody === undefined ? {} : { bodyExcerpt: scrubbedBody.slice(0, EXCERPT_CHARS) }),
      ...(scrubbedBody !== undefined && body !== undefined && body.length <= 16_384 ? { body: scrubbedBody } : {}),
      ...(authShell === undefined ? {} : { authShell }),
    };
  }

  /** An exchange that got no answer, recorded with why: the run was cut short, it overran its bound, or the transport failed. */
  private transportError(
    error: unknown,
    url: string,
    abort: AbortSignal | undefined,
    exchangeTimeout: ExchangeBound,
    unanswered: Pick<RecordedExchange, 'request' | 'durationMs'>,
  ): TransportError {
    const described =
      abort?.aborted === true
        ? { message: `${reasonText(abort.reason)}; the request to ${hostOf(url)} was abandoned`, code: CUT_SHORT }
        : exchangeTimeout.aborted
          ? {
              message: `${hostOf(url)} did not complete the exchange within ${exchangeTimeout.ms} ms`,
              code: EXCHANGE_TIMEOUT,
            }
          : describeTransportError(error, url, this.target.caSource);
    const message = this.scrubber.scrub(described.message);
    const exchange: RecordedExchange = {
      request: unanswered.request,
      error: message,
      durationMs: unanswered.durationMs,
    };
    return new TransportError(message, exchange, described.code);
  }
}

/** A response's headers as the evidence keeps them: one line each, every key scrubbed. */
function scrubbedHeaders(headers: Dispatcher.ResponseData['headers'], scrubber: Scrubber): Record<string, string> {
  const scrubbed: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) scrubbed[name] = scrubber.scrub(Array.isArray(value) ? value.join(', ') : value);
  }
  return scrubbed;
}

/**
 * The text a response keeps: a large listing is held once, as its parsed JSON, with only the head of its text for
 * excerpts, since a run holds many listings at once (40,000 orders read 5 MiB of text per listing).
 */
function heldText(parsed: { text: string; json: unknown }): string {
  return parsed.json !== undefined && parsed.text.length > BODY_CAP_BYTES
    ? detached(parsed.text.slice(0, CUT_TEXT_BYTES))
    : parsed.text;
}

/**
 * A copy of a piece of a string that does not keep the whole alive: V8 makes a slice a view of its parent, so the
 * 2,000-character excerpt of a 7 MB listing kept every listing's text for the run (evidence lasts the run).
 */
export function detached(piece: string): string {
  return Buffer.from(piece, 'utf16le').toString('utf16le');
}

function isAborted(signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function reasonText(reason: unknown): string {
  if (reason instanceof Error) return reason.message;
  return typeof reason === 'string' ? reason : 'the run was cut short';
}

/**
 * Reads a body up to `cap` bytes (and `cap` once decoded). Past BODY_CAP_BYTES the read waits for the large-read
 * permit, its exchange bound stopped meanwhile, so at most one body at a time grows past the ordinary cap.
 */
async function readCapped(
  body: Dispatcher.ResponseData['body'],
  contentEncoding: string | string[] | undefined,
  largeCap: number,
  abort: AbortSignal | undefined,
  bound: ExchangeBound,
): Promise<{ raw: string; truncated: boolean; cap: number }> {
  let cap = largeCap;
  const encoded = [contentEncoding ?? []].flat().some((c) => c.trim() !== '' && c.trim().toLowerCase() !== 'identity');
  let chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  let permit = false;
  try {
    for await (const chunk of body) {
      const buf = chunk as Buffer;
      if (!permit && cap > BODY_CAP_BYTES && size + buf.length > BODY_CAP_BYTES) {
        // Read on only what its head shows to be a JSON listing of objects; anything else is cut here.
        if (!encoded && !looksLikeListing(Buffer.concat(chunks))) cap = BODY_CAP_BYTES;
      }
      if (!permit && cap > BODY_CAP_BYTES && size + buf.length > BODY_CAP_BYTES) {
        bound.pause();
        try {
          await bound.largeReads.acquire(bound.signalWith(abort));
        } finally {
          bound.resume();
        }
        permit = true;
      }
      if (size + buf.length > cap) {
        chunks.push(buf.subarray(0, cap - size));
        body.destroy();
        truncated = true;
        break;
      }
      chunks.push(buf);
      size += buf.length;
    }
    // A cut body is never parsed: only its head is joined and decoded, so a listing cut at its large cap is
    // never copied whole. A whole body is joined once, its pieces dropped before it is decoded.
    const joined = truncated ? Buffer.concat(headOf(chunks, CUT_TEXT_BYTES)) : Buffer.concat(chunks);
    chunks = [];
    const decoded = decodeContent(joined, contentEncoding, truncated, cap);
    return { raw: decoded.bytes.toString('utf8'), truncated: decoded.truncated, cap };
  } finally {
    if (permit) bound.largeReads.release();
  }
}

/**
 * Whether the head of a listing reads as JSON text listing objects: UTF-8 (RFC 8259 8.1) with objects in it.
 * A body of filler, or of bytes that are not text, is not read on past the ordinary cap. Compressed bytes are not
 * judged here (they are capped once decoded).
 */
export function looksLikeListing(head: Buffer): boolean {
  // A multi-byte character split by the chunk boundary is not a fault of the text.
  let end = head.length;
  for (let back = 0; back < 3 && end > 0 && (head[end - 1]! & 0xc0) === 0x80; back++) end--;
  if (end > 0 && head[end - 1]! >= 0xc0) end--;
  if (!isUtf8(head.subarray(0, end))) return false;
  let objects = 0;
  for (let i = 0; i < end && objects < 16; i++) if (head[i] === 0x7b) objects++;
  return objects >= 16;
}

/** The first chunks of a body, up to `bytes` bytes. */
function headOf(chunks: readonly Buffer[], bytes: number): Buffer[] {
  const head: Buffer[] = [];
  let size = 0;
  for (const chunk of chunks) {
    if (size >= bytes) break;
    head.push(chunk.subarray(0, bytes - size));
    size += Math.min(chunk.length, bytes - size);
  }
  return head;
}

/**
 * Undoes a Content-Encoding the server chose (RFC 9110 8.4): undici's request() hands back the bytes as sent,
 * and a client that sends no Accept-Encoding accepts any coding (12.5.3), so a gzipping server is conformant.
 * The decoded body is capped like any other; a cut or undecodable stream keeps what decoded.
 */
export function decodeContent(
  bytes: Buffer,
  contentEncoding: string | string[] | undefined,
  truncated: boolean,
  cap: number = BODY_CAP_BYTES,
): { bytes: Buffer; truncated: boolean } {
  const codings = (Array.isArray(contentEncoding) ? contentEncoding.join(',') : (contentEncoding ?? ''))
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '' && c !== 'identity');
  let out = bytes;
  let cut = truncated;
  // Codings are listed in the order they were applied, so they are undone last first.
  for (const coding of codings.reverse()) {
    const options = {
      maxOutputLength: cap,
      finishFlush: coding === 'br' ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH,
    };
    try {
      if (coding === 'gzip' || coding === 'x-gzip') out = zlib.gunzipSync(out, options);
      else if (coding === 'deflate') out = inflateEither(out, options);
      else if (coding === 'br') out = zlib.brotliDecompressSync(out, options);
      else return { bytes: out, truncated: cut };
    } catch (error) {
      // Larger than the cap once decoded: what counts is that the body was cut, which the report says.
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
        return { bytes: Buffer.alloc(0), truncated: true };
      return { bytes: out, truncated: cut };
    }
    cut ||= out.length >= cap;
  }
  return { bytes: out, truncated: cut };
}

/** "deflate" is zlib-wrapped by the standard, raw in some servers' hands; both are read. */
function inflateEither(bytes: Buffer, options: zlib.ZlibOptions): Buffer {
  try {
    return zlib.inflateSync(bytes, options);
  } catch {
    return zlib.inflateRawSync(bytes, options);
  }
}

const MAX_JSON_DEPTH = 256;

/** The deepest bracket nesting of a JSON text, strings skipped; linear, and stops counting once past the limit. */
function nestingDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) max = depth;
      if (max > MAX_JSON_DEPTH) return max;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return max;
}

/**
 * The body as checks see it: text and JSON with every secret form already replaced, so no excerpt, reason or
 * note built from it can carry a key (the target may echo the Authorization header back).
 */
export function parseBody(
  raw: string,
  truncated: boolean,
  scrubber: Scrubber,
  cap: number = BODY_CAP_BYTES,
): { text: string; json: unknown; jsonError?: string } {
  if (truncated) {
    // A cut body is never parsed, so only its head is kept as text (for excerpts). Cut, the text may have split a
    // key; a trailing fragment that could be its beginning is dropped.
    const text = scrubber.dropPartialTail(
      scrubber.scrub(raw.length > CUT_TEXT_BYTES ? raw.slice(0, CUT_TEXT_BYTES) : raw),
    );
    return {
      text,
      json: undefined,
      jsonError: `the body is larger than the ${mib(cap)} read cap; only its first ${mib(cap)} were read, so it was not parsed as JSON`,
    };
  }
  const { text, found: leaks } = scrubber.scrubFound(raw);
  if (text.trim() === '') return { text, json: undefined, jsonError: 'the body is empty' };
  // No shape of the spec nests deeper than a few levels; a body nested thousands deep would overflow the
  // stack of whatever walks it next (a check, JSON.stringify), so it is refused here, readably.
  if (nestingDepth(raw) > MAX_JSON_DEPTH)
    return {
      text,
      json: undefined,
      jsonError: `the body is JSON nested deeper than ${MAX_JSON_DEPTH} levels; it was not read`,
    };
  try {
    const json: unknown = leaks
      ? JSON.parse(raw, (_key, value: unknown) => scrubber.scrubJsonNode(value))
      : JSON.parse(raw);
    return { text, json };
  } catch (error) {
    if (error instanceof RangeError)
      return { text, json: undefined, jsonError: 'the body is JSON nested too deeply to read' };
    // V8 quotes the start of the text in its message; take the message from the scrubbed text so no key fragment shows.
    let message = (error as Error).message;
    try {
      JSON.parse(text);
    } catch (again) {
      message = (again as Error).message;
    }
    return { text, json: undefined, jsonError: `the body is not JSON (${scrubber.scrub(message)})` };
  }
}

/** A per-requirement window onto the shared client: same pool, its own evidence list. */
export class HttpView {
  readonly exchanges: RecordedExchange[] = [];
  constructor(
    private readonly http: TargetHttp,
    private readonly signal?: AbortSignal,
  ) {}

  /** Sends and records the exchange; a transport failure is recorded too (it is evidence), then thrown. */
  async send(req: ApiRequest): Promise<Response> {
    try {
      return await this.http.send(req, (e) => this.exchanges.push(e), this.signal);
    } catch (error) {
      if (error instanceof TransportError) this.exchanges.push(error.exchange);
      throw error;
    }
  }

  /** Runs reads while no create or update of the run is out (TargetHttp.whileNoWrites), under this view's signal. */
  whileNoWrites<T>(reads: () => Promise<T>): Promise<T> {
    return this.http.whileNoWrites(reads, this.signal);
  }

  /** Like send, but a transport failure is returned instead of thrown. */
  async attempt(req: ApiRequest): Promise<Response | TransportError> {
    try {
      return await this.send(req);
    } catch (error) {
      if (error instanceof TransportError) return error;
      throw error;
    }
  }

  /** Adds exchanges recorded elsewhere (a shared read) to this requirement's evidence. */
  adopt(exchanges: readonly RecordedExchange[]): void {
    this.exchanges.push(...exchanges);
  }

  urlFor(req: ApiRequest): string {
    return this.http.urlFor(req);
  }

  /** A connection of its own for the requests that name it (ApiRequest.connection); the caller closes it. */
  pin(): PinnedConnection {
    return this.http.pin();
  }
}
