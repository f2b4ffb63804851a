// A per-requirement window onto the run's one client: the same pool, pace and write pause, its own evidence
// list and its own signal (the check's attempt), so each requirement's report shows only its own exchanges.

import type { RecordedExchange } from '../evidence/exchange.js';
import { TransportError } from './no-answer.js';
import type { ApiRequest } from './request.js';
import type { Response } from './response.js';

/** What a view asks of the shared client (TargetHttp in client.ts, which makes the views). */
export interface SharedClient {
  send(req: ApiRequest, record: (e: RecordedExchange) => void, signal?: AbortSignal): Promise<Response>;
  whileNoWrites<T>(reads: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  urlFor(req: ApiRequest): string;
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
