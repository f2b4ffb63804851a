// README's fault table is generated from src/reference/faults.ts; this keeps it from drifting from the catalogue.

import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { withFaultTable } from '../scripts/fault-table.js';

it('README shows the current fault table (run `npm run docs:faults` to refresh it)', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  expect(readme).toBe(withFaultTable(readme));
});

it('scripts/ imports nothing from test/: the table reads the catalogue in src/reference alone', () => {
  const dir = new URL('../scripts/', import.meta.url);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(new URL(file, dir), 'utf8');
    const specifiers = [...text.matchAll(/^\s*(?:import|export)[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1] ?? '');
    expect(specifiers.filter((s) => s.includes('/test/') || s.startsWith('../test')), file).toEqual([]);
  }
});
