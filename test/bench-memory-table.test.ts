// The memory rows of `npm run bench`: each row says its verdict and whether its peak is within its own bound
// (400 MB per target), so a fleet row is held to three times the bound and a row over it stands out.

import { describe, expect, it } from 'vitest';
import { MEMORY_BOUND_MB, memoryTable, type MemoryRow } from '../bench/memory.js';

const row = (over: Partial<MemoryRow>): MemoryRow => ({
  scenario: '40000 orders',
  targets: 1,
  exitCode: 0,
  wallMs: 31_740,
  peakRssMb: 286,
  boundMb: MEMORY_BOUND_MB,
  ...over,
});

describe('memoryTable', () => {
  it('states each row against its bound, with the verdict its exit code stands for', () => {
    const table = memoryTable([
      row({}),
      row({
        scenario: 'fleet of 3 x 40000 orders',
        targets: 3,
        boundMb: 3 * MEMORY_BOUND_MB,
        peakRssMb: 1_250,
        exitCode: 1,
      }),
    ]);
    const [, , single, fleet] = table.split('\n');
    expect(single).toBe('| 40000 orders | 0 (conforms) | 31.74 | 286 | 400 | yes |');
    expect(fleet).toBe('| fleet of 3 x 40000 orders | 1 (does not conform) | 31.74 | 1250 | 1200 | **no** |');
  });
});
