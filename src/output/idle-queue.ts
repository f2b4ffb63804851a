// Work that may wait for a quiet moment: a job runs only when the event loop answered a short timer on time, so
// rendering report pieces ahead of the end never holds back the run's own requests.

/** How long the probe timer asks for, and how late it may fire for the loop to count as quiet. */
const PROBE_MS = 4;
const LATE_MS = 3;

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
    try {
      while (this.jobs.length > 0) {
        const asked = performance.now();
        // Unreferenced: a queue never keeps the process alive.
        await new Promise<void>((resolve) => setTimeout(resolve, PROBE_MS).unref());
        if (performance.now() - asked > PROBE_MS + LATE_MS) continue;
        try {
          this.jobs.shift()?.();
        } catch {
          // Rendered again, and its error raised, when the report files are written.
        }
      }
    } finally {
      this.draining = false;
    }
  }
}
