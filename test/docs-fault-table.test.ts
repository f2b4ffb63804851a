// docs/faults.md's fault and variant tables are generated from src/reference alone; this keeps them from
// drifting from the catalogue, and keeps scripts/ from reaching into test/.

import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { soleCatches, withFaultTable } from '../scripts/fault-table.js';
import { noSoleFault } from '../src/reference/faults/index.js';

it('docs/faults.md shows the current fault table (run `npm run docs:faults` to refresh it)', () => {
  const doc = readFileSync(new URL('../docs/faults.md', import.meta.url), 'utf8');
  expect(doc).toBe(withFaultTable(doc));
});

it('scripts/ imports nothing from test/: the table reads the catalogue in src/reference alone', () => {
  const dir = new URL('../scripts/', import.meta.url);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(new URL(file, dir), 'utf8');
    const specifiers = [...text.matchAll(/^\s*(?:import|export)[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1] ?? '');
    expect(
      specifiers.filter((s) => s.includes('/test/') || s.startsWith('../test')),
      file,
    ).toEqual([]);
  }
});

it('names every MUST requirement the only catcher of a fault, or says why it cannot be', () => {
  const sole = soleCatches();
  expect(sole.filter(([id, n]) => n === 0 && noSoleFault[id] === undefined).map(([id]) => id)).toEqual([]);
  // A reason kept for a requirement that has since got a fault of its own is stale.
  expect(sole.filter(([id, n]) => n > 0 && noSoleFault[id] !== undefined).map(([id]) => id)).toEqual([]);
});
