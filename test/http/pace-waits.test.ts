// The time a check's requests queued behind the run's rate: overlapping waits of one check count once, a wait going
// on counts up to now, and each check keeps its own account.

import { describe, expect, it } from 'vitest';
import { PaceWaits } from '../../src/http/pace-waits.js';

describe('PaceWaits', () => {
  it('counts overlapping waits of one check once and keeps checks apart', async () => {
    let now = 0;
    const waits = new PaceWaits(() => now);
    const [a, b] = [{}, {}];
    const release: Array<() => void> = [];
    const held = () => new Promise<void>((resolve) => release.push(resolve));
    const first = waits.around(a, held);
    now = 100;
    const second = waits.around(a, held);
    now = 250;
    expect(waits.waitedMs(a)).toBe(250);
    release[0]!();
    await first;
    now = 400;
    release[1]!();
    await second;
    now = 1_000;
    expect(waits.waitedMs(a)).toBe(400);
    expect(waits.waitedMs(b)).toBe(0);
    expect(waits.waitedMs(undefined)).toBe(0);
  });
});
