// Work that may wait for a quiet moment: a job runs only when the event loop spent most of the last probe interval
// waiting, so rendering report pieces ahead of the end never takes the turns the run's own requests need.

import { performance } from 'node:perf_hooks';

/** How often the loop is looked at, and the share of that time it may have been busy for a job to run. */
const PROBE_MS = 10;
const QUIET_UTILIZATION = 0.4;

export class IdleQueue {
  private readonly jobs: Array<() => void> = [];
  private draining = false;

  /** Runs the job at a quiet moment; a job that throws is dropped (whoever needs its result does it again). */
  push(job: () => void): void {
    this.jobs.push(job);
    if (!this.draining) void this.drain();
  }

  /** Drops the jobs not yet run. */
  clear(): void {
    this.jobs.length = 0;
  }

  private async drain(): Promise<void> {
    this.draining = true;
    let last = performance.eventLoopUtilization();
    try {
      while (this.jobs.length > 0) {
        // Unreferenced: a queue never keeps the process alive.
        await new Promise<void>((resolve) => setTimeout(resolve, PROBE_MS).unref());
        const now = performance.eventLoopUtilization();
        const busy = performance.eventLoopUtilization(now, last).utilization;
        last = now;
        if (busy > QUIET_UTILIZATION) continue;
        try {
          this.jobs.shift()?.();
        } catch {
          // Rendered again, and its error raised, when the report files are written.
        }
        // The job's own time is not the run's: the next probe looks at the loop from here.
        last = performance.eventLoopUtilization();
      }
    } finally {
      this.draining = false;
    }
  }
}
