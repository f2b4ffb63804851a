// docs/faults.md's fault and variant tables are generated; this keeps them from drifting from the catalogue
// and the answer key.

import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { withFaultTable } from '../scripts/fault-table.js';

it('docs/faults.md shows the current fault table (run `npm run docs:faults` to refresh it)', () => {
  const doc = readFileSync(new URL('../docs/faults.md', import.meta.url), 'utf8');
  expect(doc).toBe(withFaultTable(doc));
});
