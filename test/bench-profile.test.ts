// The benchmark's costs by function: samples of a CPU profile counted per function, idle time left out.

import { describe, expect, it } from 'vitest';
import { costsByFunction, shortWhere, type CpuProfile } from '../bench/profile.js';

const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber });

const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)') },
    { id: 2, callFrame: frame('(idle)') },
    { id: 3, callFrame: frame('coveredRanges', 'file:///home/u/osf/dist/src/evidence/secrets.js', 274) },
    { id: 4, callFrame: frame('', 'file:///home/u/osf/node_modules/undici/lib/core/util.js', 9) },
    { id: 5, callFrame: frame('(garbage collector)') },
    // The same function reached by another path is another node: its samples add up.
    { id: 6, callFrame: frame('coveredRanges', 'file:///home/u/osf/dist/src/evidence/secrets.js', 274) },
  ],
  samples: [2, 2, 2, 3, 3, 6, 4, 5, 2, 3],
};

describe('costsByFunction', () => {
  it('counts each busy sample once per function, highest first, and leaves idle samples out of the shares', () => {
    expect(costsByFunction(profile)).toEqual([
      { name: 'coveredRanges', where: 'dist/src/evidence/secrets.js:275', samples: 4, share: 4 / 6 },
      { name: '(anonymous)', where: 'node_modules/undici/lib/core/util.js:10', samples: 1, share: 1 / 6 },
      { name: '(garbage collector)', where: '', samples: 1, share: 1 / 6 },
    ]);
  });

  it('gives no shares to a profile of an idle process', () => {
    expect(costsByFunction({ nodes: profile.nodes, samples: [2, 2] })).toEqual([]);
  });
});

describe('shortWhere', () => {
  it("names Node's own modules as Node does and V8's own work by nothing", () => {
    expect(shortWhere('node:internal/modules/esm/utils', 343)).toBe('node:internal/modules/esm/utils:344');
    expect(shortWhere('', 0)).toBe('');
  });
});
