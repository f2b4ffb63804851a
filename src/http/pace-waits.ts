// How long each check's requests stood in the run's rate queue (MAX_RPS, or a rate learned from a target's 429s):
// a check's attempt bound counts the check's own time, so the time it queued behind the run's pace is given back.

interface Waiting {
  waiting: number;
  since: number;
  total: number;
}

export class PaceWaits {
  private readonly byKey = new WeakMap<object, Waiting>();

  constructor(private readonly now: () => number) {}

  /** Runs a wait for the rate on behalf of a key (a check's signal); overlapping waits of one key count once. */
  async around<T>(key: object | undefined, wait: () => Promise<T>): Promise<T> {
    if (key === undefined) return wait();
    let entry = this.byKey.get(key);
    if (entry === undefined) this.byKey.set(key, (entry = { waiting: 0, since: 0, total: 0 }));
    if (entry.waiting++ === 0) entry.since = this.now();
    try {
      return await wait();
    } finally {
      if (--entry.waiting === 0) entry.total += this.now() - entry.since;
    }
  }

  /** Milliseconds during which at least one request of the key waited for the rate, a wait going on included. */
  waitedMs(key: object | undefined): number {
    const entry = key === undefined ? undefined : this.byKey.get(key);
    if (entry === undefined) return 0;
    return entry.total + (entry.waiting > 0 ? this.now() - entry.since : 0);
  }
}
