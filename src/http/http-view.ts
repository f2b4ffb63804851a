// A per-requirement window onto the run's one client: the same pool, pace and write pause, its own evidence
// list and its own signal (the check's attempt), so each requirement's report shows only its own exchanges.

import type { RecordedExchange } from '../evidence/exchange.js';
import { TransportError } from './no-answer.js';
import type { ApiRequest } from './request.js';
import type { Response } from './response.js';
import type { PinnedConnection } from './pinned-connection.js';

/** What a view asks of the shared client (TargetHttp in client.ts, which makes the views). */
export interface SharedClient {
  send(req: ApiRequest, record: (e: RecordedExchange) => void, signal?: AbortSignal): Promise<Response>;
  whileNoWrites<T>(reads: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  writingAlone<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  waitingFor<T>(shared: Promise<T>, signal?: AbortSignal): Promise<T>;
  quiet(maxMs: number, signal?: AbortSignal): Promise<void>;
  urlFor(req: ApiRequest): string;
  pin(): PinnedConnection;
}

/** A per-requirement window onto the shared client: same pool, its own evidence list. */
export class HttpView {
  readonly exchanges: RecordedExchange[] = [];
  constructor(
    private readonly http: SharedClient,
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

  /** Runs writes and reads while no other write of the run goes out (TargetHttp.writingAlone), under this view's signal. */
  writingAlone<T>(work: () => Promise<T>): Promise<T> {
    return this.http.writingAlone(work, this.signal);
  }

  /**
   * Awaits a read shared with other checks (TargetHttp.waitingFor): the time it takes is not this check's own, so
   * its attempt bound gives it back, as it does the time its requests queue behind the run's rate.
   */
  waitingFor<T>(shared: Promise<T>): Promise<T> {
    return this.http.waitingFor(shared, this.signal);
  }

  /** Resolves once no write of the run is out and none has just started, or after `maxMs` (WritePause.quiet). */
  quiet(maxMs: number): Promise<void> {
    return this.http.quiet(maxMs, this.signal);
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
