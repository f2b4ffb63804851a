// What a fleet run says about each target and as a whole (exit code, closing lines), and the bounded pool
// that runs the targets: never more at once than allowed, results in order, one failure contained.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classify, fleetExitCode, renderFleetSummary, type TargetOutcome } from '../../src/fleet/outcome.js';
import { runPool } from '../../src/fleet/pool.js';
import { fixtureReport, passingReport } from '../report/fixtures.js';

describe('classify', () => {
  it('reads a passing report as conforming, a MUST failure as not conforming', () => {
    expect(classify('a', passingReport(), undefined, 'r/a')).toMatchObject({ status: 'pass', reportDir: 'r/a' });
    expect(classify('b', fixtureReport(), undefined)).toEqual({
      name: 'b',
      status: 'fail',
      detail: '1 MUST requirement failed: AUTH-MISSING-401',
    });
  });

  it('reads a failed positive control, a missing report or a run cut short without a failure as NOT DETERMINED', () => {
    expect(classify('a', passingReport(), 'cannot reach the target').status).toBe('not-determined');
    expect(classify('a', undefined, undefined).status).toBe('not-determined');
    expect(classify('a', passingReport({ incomplete: 'the run deadline passed' }), undefined)).toMatchObject({
      status: 'not-determined',
      detail: 'Run cut short: the run deadline passed',
    });
  });

  it('keeps a MUST failure found before the run was cut short', () => {
    expect(classify('a', fixtureReport({ incomplete: 'deadline' }), undefined)).toMatchObject({
      status: 'fail',
      detail: '1 MUST requirement failed: AUTH-MISSING-401 (run incomplete)',
    });
  });
});

describe('fleetExitCode and the closing lines', () => {
  const o = (name: string, status: TargetOutcome['status']): TargetOutcome => ({ name, status, detail: status });

  it('is 0 when all conform, 1 when any broke a MUST, 2 when any could not be tested', () => {
    expect(fleetExitCode([o('a', 'pass'), o('b', 'pass')])).toBe(0);
    expect(fleetExitCode([o('a', 'pass'), o('b', 'fail')])).toBe(1);
    expect(fleetExitCode([o('a', 'fail'), o('b', 'not-determined')])).toBe(2);
  });

  it('prints one aligned line per target', () => {
    expect(
      renderFleetSummary([
        { name: 'eu', status: 'pass', detail: 'ok', reportDir: 'r/eu' },
        { name: 'us-west', status: 'not-determined', detail: 'cannot reach\nmore' },
      ]).split('\n'),
    ).toEqual(['eu       CONFORMS        ok  (r/eu)', 'us-west  NOT DETERMINED  cannot reach']);
  });
});

describe('runPool', () => {
  it('never runs more tasks at once than the limit and keeps results in item order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat({ max: 5 }), { maxLength: 20 }),
        fc.integer({ min: 1, max: 6 }),
        async (delays, limit) => {
          let running = 0;
          let peak = 0;
          const results = await runPool(delays, limit, async (delay, i) => {
            running++;
            peak = Math.max(peak, running);
            await new Promise((r) => setTimeout(r, delay));
            running--;
            if (delay === 5) throw new Error(`task ${i}`);
            return i;
          });
          expect(peak).toBeLessThanOrEqual(limit);
          expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual(
            delays.map((d, i) => (d === 5 ? `task ${i}` : i)),
          );
        },
      ),
      { numRuns: 30 },
    );
  });

  it('refuses a limit below 1', async () => {
    await expect(runPool([1], 0, async () => 1)).rejects.toThrow(RangeError);
  });
});
