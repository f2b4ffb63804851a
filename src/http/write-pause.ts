// A run-wide pause of writes: while a check holds it, no create or update of the run goes out and every one
// already out has been answered, so what a read shows can change with time only, not with the run's own writes.

import { AsyncLocalStorage } from 'node:async_hooks';
import { setMaxListeners } from 'node:events';

/** Settles when the promise does, or as soon as the signal aborts (the requests that follow then report it). */
function untilSettledOrAborted(promise: Promise<void>, signal: AbortSignal | undefined): Promise<void> {
  if (signal === undefined) return promise;
  if (signal.aborted) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      signal.removeEventListener('abort', done);
      resolve();
    };
    // Every write a check has waiting on the pause listens here (a property's cases, coverage families at once).
    setMaxListeners(0, signal);
    signal.addEventListener('abort', done, { once: true });
    void promise.then(done);
  });
}

/** A promise with its resolver, made anew each time the condition it stands for starts to hold. */
function latch(): { promise: Promise<void>; open: () => void } {
  let open = (): void => undefined;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

export class WritePause {
  private holders = 0;
  private inFlight = 0;
  /** Writes ever sent: tells whether one started while a caller looked away. */
  private started = 0;
  /** Opens when the last holder lets go; writes that arrive during a pause wait for it. */
  private resumed = latch();
  /** Opens when the last write in flight is answered (then a fresh one waits for the next); pauses wait on it. */
  private drained = latch();
  /** Set inside `alone`: the writes its work sends go out through the pause it holds. */
  private readonly own = new AsyncLocalStorage<true>();

  /** Sends one write after any pause in force has ended, or at once when the signal aborts (send then says so). */
  async write<T>(send: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const own = this.own.getStore() === true;
    while (!own && this.holders > 0 && signal?.aborted !== true)
      await untilSettledOrAborted(this.resumed.promise, signal);
    this.inFlight++;
    this.started++;
    try {
      return await send();
    } finally {
      this.inFlight--;
      if (this.inFlight === 0) {
        this.drained.open();
        this.drained = latch();
      }
    }
  }

  /**
   * Resolves at once when no write is out; else once none is out and none started during a turn of the event loop
   * (the checks that write have written), or after `maxMs` whatever happens: a shared read waits this long at most
   * for writes whose checks could join it.
   */
  async quiet(maxMs: number, signal?: AbortSignal): Promise<void> {
    if (this.inFlight === 0) return;
    const deadline = performance.now() + maxMs;
    for (;;) {
      const left = deadline - performance.now();
      if (left <= 0 || signal?.aborted === true) return;
      if (this.inFlight > 0) {
        // No listener on the signal: many reads wait here at once, and each wait ends within `maxMs` anyway.
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, left)));
        await Promise.race([this.drained.promise, late]);
        clearTimeout(timer);
        continue;
      }
      const before = this.started;
      await new Promise((resolve) => setImmediate(resolve));
      if (this.inFlight === 0 && this.started === before) return;
    }
  }

  /**
   * Runs `reads` once every write in flight has been answered, holding back every new write until it ends.
   * Holders may overlap (they only read); `reads` must not write itself, or it would wait for its own end. When the
   * signal aborts, `reads` runs at once, and its requests report the abort.
   */
  async holding<T>(reads: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (this.holders === 0) this.resumed = latch();
    this.holders++;
    try {
      while (this.inFlight > 0 && signal?.aborted !== true) await untilSettledOrAborted(this.drained.promise, signal);
      return await reads();
    } finally {
      this.holders--;
      if (this.holders === 0) this.resumed.open();
    }
  }

  /**
   * Runs `work` as `holding` does, except that its own writes go out: from its start to its end the run writes
   * nothing else. What its reads show can then change only with its own writes and with time, so a listing that is
   * refreshed only by other writes (a create clearing a cache) shows an update as stale here, never hidden by luck.
   * Its own writes are those sent from its async context (AsyncLocalStorage), whatever view sends them.
   */
  alone<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    return this.holding(() => this.own.run(true, work), signal);
  }
}
