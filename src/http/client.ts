// The undici client every check talks through: one keep-alive dispatcher trusting the extra CA, bounded
// timeouts and body reads, redirects never followed, 429 Retry-After honoured, every exchange recorded.

import { rootCertificates } from 'node:tls';
import { Agent, request as undiciRequest, type Dispatcher } from 'undici';
import type { TargetConfig } from '../config/target.js';
import type { RecordedExchange } from './exchange.js';
import { Scrubber } from './secrets.js';
import { describeTransportError } from './transport-error.js';
import { RateLimiter, parseRetryAfter } from './rate-limit.js';

export type Api = 'orders' | 'scan-forms';

/** What goes in the Authorization header. Custom values carry a label and a shell rendering, never the raw key in evidence. */
export type Auth =
  | { readonly kind: 'key' }
  | { readonly kind: 'second-key' }
  | { readonly kind: 'none' }
  | { readonly kind: 'header'; readonly value: string; readonly label: string; readonly shell: string };

export interface ApiRequest {
  readonly api: Api;
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD';
  /** Path after the version prefix, e.g. "/orders" or "/scan_forms". */
  readonly path: string;
  readonly query?: Readonly<Record<string, string>> | ReadonlyArray<readonly [string, string]>;
  /** A JSON value to send, or raw text (for malformed bodies). */
  readonly json?: unknown;
  readonly rawBody?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly auth?: Auth;
  /** Overrides the configured version prefix (spec 9: old and new paths). */
  readonly prefix?: string;
  /** Full URL override, for transport probes (e.g. http:// on the same host). */
  readonly url?: string;
  /** A shorter bound than the configured request timeout, for probes expected to fail. */
  readonly timeoutMs?: number;
}

export interface Response {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
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
  constructor(message: string, readonly exchange: RecordedExchange, readonly code: string | undefined) {
    super(message);
  }
}

const BODY_CAP_BYTES = 4 * 1024 * 1024;
const EXCERPT_CHARS = 2_000;
const MAX_RETRIES_429 = 3;

export interface ClientStats {
  requests: number;
  retries: number;
}

/** Owns the connection pool; cheap per-requirement views record into their own evidence list. */
export class TargetHttp {
  readonly scrubber: Scrubber;
  readonly stats: ClientStats = { requests: 0, retries: 0 };
  private readonly dispatcher: Dispatcher;
  private readonly limiter: RateLimiter;

  constructor(readonly target: TargetConfig, connections = 16) {
    this.scrubber = new Scrubber([['API_KEY', target.apiKey], ['SECOND_API_KEY', target.secondApiKey]]);
    // Passing `ca` replaces Node's default roots, so the system roots are listed again beside the extra CA.
    const ca = target.caPem === undefined ? undefined : [...rootCertificates, target.caPem];
    this.dispatcher = new Agent({
      connect: { timeout: target.requestTimeoutMs, ...(ca === undefined ? {} : { ca }) },
      headersTimeout: target.requestTimeoutMs,
      bodyTimeout: target.requestTimeoutMs,
      keepAliveTimeout: 10_000,
      connections,
    });
    this.limiter = new RateLimiter(target.maxRps);
  }

  view(): HttpView {
    return new HttpView(this);
  }

  async close(): Promise<void> {
    await this.dispatcher.close();
  }

  urlFor(req: ApiRequest): string {
    if (req.url !== undefined) return req.url;
    const base = req.api === 'orders' ? this.target.ordersBaseUrl : this.target.scanFormsBaseUrl;
    const prefix = req.prefix ?? (req.api === 'orders' ? this.target.ordersApiPrefix : this.target.scanFormsApiPrefix);
    const url = new URL(`${base}${prefix}${req.path}`);
    const entries = req.query === undefined ? [] : Array.isArray(req.query) ? req.query : Object.entries(req.query);
    for (const [name, value] of entries as Array<[string, string]>) url.searchParams.append(name, value);
    return url.href;
  }

  /** Sends one request (with bounded 429 retries) and returns its answer; throws TransportError when none came. */
  async send(req: ApiRequest, record: (e: RecordedExchange) => void): Promise<Response> {
    let retries = 0;
    for (;;) {
      const response = await this.sendOnce(req, retries);
      const wait = response.status === 429 ? parseRetryAfter(response.headers['retry-after'], Date.now()) : undefined;
      if (wait === undefined || retries >= MAX_RETRIES_429 || wait > this.target.maxRetryAfterMs) {
        record(response.exchange);
        return response;
      }
      retries++;
      this.stats.retries++;
      await new Promise((r) => setTimeout(r, wait));
    }
  }

  private headersFor(req: ApiRequest): { headers: Record<string, string>; authShell?: string; authLabel?: string } {
    const headers: Record<string, string> = { accept: 'application/json', ...req.headers };
    if ((req.json !== undefined || req.rawBody !== undefined) && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
      headers['content-type'] = 'application/json';
    }
    const auth = req.auth ?? { kind: 'key' };
    switch (auth.kind) {
      case 'key':
        headers.authorization = `Bearer ${this.target.apiKey}`;
        return { headers, authShell: 'Bearer $API_KEY', authLabel: 'Bearer <API_KEY>' };
      case 'second-key':
        if (this.target.secondApiKey === undefined) throw new Error('second key requested but SECOND_API_KEY is not configured');
        headers.authorization = `Bearer ${this.target.secondApiKey}`;
        return { headers, authShell: 'Bearer $SECOND_API_KEY', authLabel: 'Bearer <SECOND_API_KEY>' };
      case 'none':
        return { headers };
      case 'header':
        headers.authorization = auth.value;
        return { headers, authShell: auth.shell, authLabel: auth.label };
    }
  }

  private async sendOnce(req: ApiRequest, retries: number): Promise<Response> {
    const url = this.urlFor(req);
    const { headers, authShell, authLabel } = this.headersFor(req);
    const body = req.rawBody ?? (req.json === undefined ? undefined : JSON.stringify(req.json));
    const scrub = (t: string) => this.scrubber.scrub(t);
    const recordedHeaders: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) recordedHeaders[name] = name === 'authorization' ? (authLabel ?? '<redacted>') : scrub(value);
    const recordedRequest = {
      method: req.method,
      url: scrub(url),
      headers: recordedHeaders,
      ...(body === undefined ? {} : { bodyExcerpt: scrub(body.slice(0, EXCERPT_CHARS)) }),
      ...(body !== undefined && body.length <= 16_384 ? { body: scrub(body) } : {}),
      ...(authShell === undefined ? {} : { authShell }),
    };
    await this.limiter.take();
    this.stats.requests++;
    const started = performance.now();
    try {
      const timeoutMs = req.timeoutMs ?? this.target.requestTimeoutMs;
      const res = await undiciRequest(url, {
        method: req.method,
        headers,
        body: body ?? null,
        dispatcher: this.dispatcher,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        // Bounds connect + headers + body together, whatever the server does between them.
        signal: AbortSignal.timeout(timeoutMs * 2),
      });
      const { text, truncated } = await readCapped(res.body);
      const durationMs = Math.round(performance.now() - started);
      const responseHeaders: Record<string, string> = {};
      for (const [name, value] of Object.entries(res.headers)) {
        if (value !== undefined) responseHeaders[name] = scrub(Array.isArray(value) ? value.join(', ') : value);
      }
      let json: unknown;
      let jsonError: string | undefined;
      if (text.trim() === '') jsonError = 'the body is empty';
      else {
        try {
          json = JSON.parse(text);
        } catch (error) {
          jsonError = `the body is not JSON (${(error as Error).message})`;
        }
      }
      const exchange: RecordedExchange = {
        request: recordedRequest,
        status: res.statusCode,
        headers: responseHeaders,
        bodyExcerpt: scrub(text.slice(0, EXCERPT_CHARS)),
        truncated: truncated || text.length > EXCERPT_CHARS,
        durationMs,
        ...(retries > 0 ? { retries } : {}),
      };
      return { status: res.statusCode, headers: responseHeaders, text, json, ...(jsonError === undefined ? {} : { jsonError }), truncated, exchange };
    } catch (error) {
      const { message, code } = describeTransportError(error, url, this.target.caSource);
      const exchange: RecordedExchange = { request: recordedRequest, error: scrub(message), durationMs: Math.round(performance.now() - started) };
      throw new TransportError(scrub(message), exchange, code);
    }
  }
}

async function readCapped(body: Dispatcher.ResponseData['body']): Promise<{ text: string; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buf = chunk as Buffer;
    if (size + buf.length > BODY_CAP_BYTES) {
      chunks.push(buf.subarray(0, BODY_CAP_BYTES - size));
      body.destroy();
      return { text: Buffer.concat(chunks).toString('utf8'), truncated: true };
    }
    chunks.push(buf);
    size += buf.length;
  }
  return { text: Buffer.concat(chunks).toString('utf8'), truncated: false };
}

/** A per-requirement window onto the shared client: same pool, its own evidence list. */
export class HttpView {
  readonly exchanges: RecordedExchange[] = [];
  constructor(private readonly http: TargetHttp) {}

  send(req: ApiRequest): Promise<Response> {
    return this.http.send(req, (e) => this.exchanges.push(e));
  }

  /** Like send, but a transport failure is recorded and returned instead of thrown. */
  async attempt(req: ApiRequest): Promise<Response | TransportError> {
    try {
      return await this.send(req);
    } catch (error) {
      if (error instanceof TransportError) {
        this.exchanges.push(error.exchange);
        return error;
      }
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
