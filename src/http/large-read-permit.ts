// The permit to read a body on past the ordinary cap, one per target: one holder at a time, the others wait in
// order, so however many checks read a large listing at once, only one such body grows in memory.

import { setMaxListeners } from 'node:events';

/**
 * The permit to read a body on past BODY_CAP_BYTES: one holder at a time, the others wait in order (their socket
 * paused, their exchange bound stopped meanwhile). A holder's read is itself bounded by its cap and its timeouts.
 */
export class LargeReadPermit {
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
      // Every large read of a check waiting for its turn listens here; each listener goes when its read does.
      if (signal !== undefined) setMaxListeners(0, signal);
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
