// The bound of one whole exchange (connect, headers and body together), linked to the run's signal without a
// composite per request, and stopped while the exchange waits for the large-read permit (not the target's time).

import { setMaxListeners } from 'node:events';
import type { LargeReadPermit } from './large-read-permit.js';

/** The bound of one whole exchange, stopped while the exchange waits for the large-read permit (not the target's time). */
export class ExchangeBound {
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
