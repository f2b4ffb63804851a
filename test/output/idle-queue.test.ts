// Jobs that wait for a quiet moment: they run once the event loop answers timers on time, in order, a failing
// job does not stop the ones after it, and cleared jobs never run.

import { describe, expect, it } from 'vitest';
import { IdleQueue } from '../../src/output/idle-queue.js';

const until = async (done: () => boolean) => {
  for (let i = 0; i < 400 && !done(); i++) await new Promise((r) => setTimeout(r, 5));
};

describe('IdleQueue', () => {
  it('runs jobs in order once the loop is quiet, past a job that throws', async () => {
    const ran: number[] = [];
    const queue = new IdleQueue();
    queue.push(() => ran.push(1));
    queue.push(() => {
      throw new Error('render failed');
    });
    queue.push(() => ran.push(3));
    await until(() => ran.length === 2);
    expect(ran).toEqual([1, 3]);
  });

  it('waits while the loop is busy', async () => {
    const ran: number[] = [];
    const queue = new IdleQueue();
    queue.push(() => ran.push(performance.now()));
    const busyUntil = performance.now() + 60;
    // Busy turns of 10 ms each, one after the other: every probe of the queue fires late.
    while (performance.now() < busyUntil) {
      const end = performance.now() + 10;
      while (performance.now() < end);
      await new Promise((r) => setImmediate(r));
    }
    expect(ran).toEqual([]);
    await until(() => ran.length === 1);
    expect(ran[0]).toBeGreaterThanOrEqual(busyUntil);
  });

  it('drops the jobs cleared before they ran', async () => {
    const ran: number[] = [];
    const queue = new IdleQueue();
    queue.push(() => ran.push(1));
    queue.clear();
    await new Promise((r) => setTimeout(r, 40));
    expect(ran).toEqual([]);
  });
});
