// The bound of the concurrency checks: tasks run in list order with at most the limit in flight, answers in order.

import { describe, expect, it } from 'vitest';
import { bounded, MAX_IN_FLIGHT } from '../../../suites/orders/concurrency.js';

describe('bounded', () => {
  it('keeps at most the limit in flight and returns the answers in the order of the tasks', async () => {
    let inFlight = 0;
    let most = 0;
    const started: number[] = [];
    const tasks = Array.from({ length: 20 }, (_, i) => async () => {
      started.push(i);
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1 + ((i * 7) % 5)));
      inFlight--;
      return i * 10;
    });
    expect(await bounded(tasks)).toEqual(Array.from({ length: 20 }, (_, i) => i * 10));
    expect(most).toBe(MAX_IN_FLIGHT);
    expect(started).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('runs fewer tasks than the limit all at once', async () => {
    let inFlight = 0;
    let most = 0;
    const tasks = Array.from({ length: 3 }, () => async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 2));
      inFlight--;
    });
    await bounded(tasks);
    expect(most).toBe(3);
  });
});
