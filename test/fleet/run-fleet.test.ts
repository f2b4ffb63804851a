// runFleet with a stand-in runner (no server): each target's run gets its own configuration and report folder,
// one that throws or whose control fails is NOT DETERMINED while the others are written, and the matrix covers
// exactly the reports this run wrote.

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseFleet } from '../../src/fleet/fleet-file.js';
import { runFleet } from '../../src/fleet/run-fleet.js';
import { targetConfig } from '../../src/fleet/target-config.js';
import type { RunRequest, RunResult } from '../../src/runner/run.js';
import { fixtureReport, fixtureTarget, passingReport } from '../report/fixtures.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'osf-run-fleet-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const KEYS: Record<string, string> = {
  A_KEY: 'sk_test_fleet_a_1',
  B_KEY: 'sk_test_fleet_b_1',
  C_KEY: 'sk_test_fleet_c_1',
  D_KEY: 'sk_test_fleet_d_1',
};

function fleet() {
  const entries = ['a', 'b', 'c', 'd'].map((n) => ({
    name: n,
    ordersBaseUrl: `https://${n}.example.com`,
    apiKeyEnv: `${n.toUpperCase()}_KEY`,
    productVersion: `v-${n}`,
  }));
  return parseFleet(JSON.stringify({ targets: entries }), 'fleet.json').targets.map((t) =>
    // Names that are not key-shaped, allowed as --key-env would allow them.
    targetConfig(t, { ...KEYS, REPORT_DIR: dir, MAX_RPS: '4' }, dir, Object.keys(KEYS)),
  );
}

describe('runFleet', () => {
  it('runs each target with its own configuration, contains a crash, and draws the matrix of what it wrote', async () => {
    const seen: RunRequest[] = [];
    let running = 0;
    let peak = 0;
    const run = async (request: RunRequest): Promise<RunResult> => {
      seen.push(request);
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      const host = new URL(request.config.ordersBaseUrl!).hostname;
      // The error quotes the key, as a careless library might: the fleet must not repeat it.
      if (host === 'b.example.com') throw new Error(`socket hang up (key ${request.config.apiKey})`);
      if (host === 'c.example.com')
        return {
          report: passingReport({ incomplete: 'the positive control failed' }),
          target: fixtureTarget,
          stopped: 'cannot reach the target',
        };
      return { report: host === 'a.example.com' ? passingReport() : fixtureReport(), target: fixtureTarget };
    };
    const settled: string[] = [];
    const result = await runFleet({
      targets: fleet(),
      parallel: 2,
      reportDir: dir,
      run,
      onSettled: (o) => settled.push(o.name),
    });

    expect(peak).toBe(2);
    expect(seen.map((r) => [r.config.apiKey, r.config.reportDir, r.config.maxRps])).toEqual(
      ['a', 'b', 'c', 'd'].map((n) => [KEYS[`${n.toUpperCase()}_KEY`], join(dir, n), 4]),
    );
    expect(result.outcomes.map((o) => [o.name, o.status])).toEqual([
      ['a', 'pass'],
      ['b', 'not-determined'],
      ['c', 'not-determined'],
      ['d', 'fail'],
    ]);
    expect(result.outcomes[1]!.detail).toBe('could not be tested: socket hang up (key $B_KEY)');
    expect(result.outcomes[2]!.detail).toBe('cannot reach the target');
    expect(settled.sort()).toEqual(['a', 'b', 'c', 'd']);

    for (const n of ['a', 'c', 'd']) expect(existsSync(join(dir, n, 'report.html')), n).toBe(true);
    expect(existsSync(join(dir, 'b'))).toBe(false);
    expect(JSON.parse(readFileSync(join(dir, 'd', 'implementation.json'), 'utf8'))).toEqual({
      name: 'd',
      productVersion: 'v-d',
    });
    expect(result.matrix?.model.columns.map((c) => [c.name, c.productVersion, c.status])).toEqual([
      ['a', 'v-a', 'CONFORMS'],
      ['c', 'v-c', 'NOT DETERMINED'],
      ['d', 'v-d', 'DOES NOT CONFORM'],
    ]);
    expect(readFileSync(join(dir, 'matrix.md'), 'utf8')).toContain('[**FAIL**](d/report.html#req-AUTH-MISSING-401)');
  });
});
