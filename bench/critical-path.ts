// The observed critical path of a run: the longest chain of requests each of which started only after
// the previous one had been answered. Pure, over the server's request log, so it is unit-tested alone.

export interface Interval {
  readonly startedMs: number;
  readonly finishedMs: number;
}

/** Length of the longest chain r1, r2, ... with r(i).finishedMs <= r(i+1).startedMs. Unfinished requests are ignored. */
export function longestSequentialChain(intervals: readonly Interval[]): number {
  const done = intervals.filter((i) => Number.isFinite(i.finishedMs));
  const byStart = [...done].sort((a, b) => a.startedMs - b.startedMs);
  const byFinish = [...done].map((iv, index) => ({ iv, index })).sort((a, b) => a.iv.finishedMs - b.iv.finishedMs);
  const chain = new Map<Interval, number>();
  let best = 0;
  let bestFinished = 0;
  let f = 0;
  for (const iv of byStart) {
    // Every request answered before this one started could precede it; keep the longest such chain.
    while (f < byFinish.length && byFinish[f]!.iv.finishedMs <= iv.startedMs) {
      bestFinished = Math.max(bestFinished, chain.get(byFinish[f]!.iv) ?? 0);
      f++;
    }
    const length = bestFinished + 1;
    chain.set(iv, length);
    best = Math.max(best, length);
  }
  return best;
}
