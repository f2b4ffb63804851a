// The undici client every check talks through: one keep-alive dispatcher trusting the extra CA, bounded
// timeouts and body reads, redirects never followed, 429 Retry-After honoured, every exchange recorded.
// Every answer is untrusted input: bodies are capped, scrubbed of keys and parsed without ever throwing.

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
import { trusting } from './tls-context.js';
import { loadUndici } from './undici-core.js';
import { BODY_CAP_BYTES, CUT_TEXT_BYTES, EXCERPT_CHARS, LISTING_CAP_BYTES, mib } from './body-caps.js';
import { LargeReadPermit } from './large-read-permit.js';
import { ExchangeBound } from './exchange-bound.js';
import { readCapped } from './body-read.js';
import { parseBody } from './parse-body.js';

export type { Api, ApiRequest, Auth } from './request.js';

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
    dispatcher: Dispatcher = this.dispatcher,
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
}
