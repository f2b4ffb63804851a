// README's fault table is generated; this keeps it from drifting from the catalogue and the answer key.

import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { withFaultTable } from '../scripts/fault-table.js';

it('README shows the current fault table (run `npm run docs:faults` to refresh it)', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  expect(readme).toBe(withFaultTable(readme));
});
