// Run-wide state of one conformance run: the HTTP pool, reads shared between requirements, the order
// references created (listed in the report so a shared staging account can be cleaned up).

import type { TargetConfig } from '../config/target.js';
import { TargetHttp, type HttpView } from '../http/client.js';
import type { RecordedExchange } from '../http/exchange.js';

interface SharedEntry {
  readonly promise: Promise<unknown>;
  readonly exchanges: readonly RecordedExchange[];
}

export class RunContext {
  readonly http: TargetHttp;
  readonly createdReferences: string[] = [];
  private readonly sharedReads = new Map<string, SharedEntry>();
  private referenceCounter = 0;

  constructor(readonly target: TargetConfig) {
    this.http = new TargetHttp(target);
  }

  /** Loads once per run; every consumer gets the same value (or the same failure) and the same evidence. */
  async shared<T>(key: string, load: (http: HttpView) => Promise<T>, into: HttpView): Promise<T> {
    let entry = this.sharedReads.get(key);
    if (entry === undefined) {
      const view = this.http.view();
      // The view's list fills as the load proceeds; consumers adopt it once the load has settled.
      entry = { promise: load(view), exchanges: view.exchanges };
      this.sharedReads.set(key, entry);
    }
    try {
      return (await entry.promise) as T;
    } finally {
      into.adopt(entry.exchanges);
    }
  }

  newOrderReference(label: string): string {
    this.referenceCounter++;
    const reference = `${this.target.orderReferencePrefix}${label}-${this.referenceCounter}`;
    this.createdReferences.push(reference);
    return reference;
  }

  async close(): Promise<void> {
    await this.http.close();
  }
}
