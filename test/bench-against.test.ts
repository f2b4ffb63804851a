// The side-by-side rows of `npm run bench -- --against DIR`: each checkout's median wall and requests, and the
// ratio taken pair by pair, so a run the load slowed counts against its own pair only.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { againstTable, builtCommand, pairedRatio, type AgainstRun } from '../bench/against.js';

const run = (wallMs: number, requests = 870): AgainstRun => ({
  exitCode: 0,
  wallMs,
  requests,
  peakRssMb: 160,
  load: 1.5,
});

describe('the side-by-side bench', () => {
  it('takes the ratio pair by pair, not of two medians', () => {
    // Medians 2.0 s and 1.0 s would say 2.0; each pair says about 1.1.
    const mine = [run(1_100), run(2_000), run(4_400)];
    const theirs = [run(1_000), run(1_800), run(4_000)];
    expect(pairedRatio(mine, theirs)).toBe(1.1);
  });

  it('shows each checkout with its commit, median wall, range and requests, and the ratio with the load', () => {
    const table = againstTable({
      rows: [
        { checkout: 'this checkout', commit: 'abc1234', runs: [run(2_410), run(2_810), run(2_400)] },
        {
          checkout: '/tmp/before',
          commit: '5b4ae98',
          runs: [run(2_130, 519), run(2_630, 519), { ...run(2_050), requests: Number.NaN }],
        },
      ],
      ratio: 1.13,
    });
    const lines = table.split('\n');
    expect(lines[2]).toBe('| this checkout | abc1234 | 0 | 2.41 | 2.40-2.81 | 870 | 160 |');
    expect(lines[3]).toBe('| /tmp/before | 5b4ae98 | 0 | 2.13 | 2.05-2.63 | 519 | 160 |');
    expect(lines.at(-1)).toBe(
      "this checkout's wall over the other's: 1.13 (median of 3 pairs run in turn; load average 1.5-1.5)",
    );
  });

  it('refuses a folder that holds no built command line, in one line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'osf-against-'));
    try {
      expect(() => builtCommand(dir)).toThrow(/^--against .*: no bin\/osf-conformance\.js there/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
