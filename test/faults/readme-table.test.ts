// README shows, for every seeded fault of authentication, transport, errors, orders and metadata, the
// requirement(s) that catch it; this keeps that table equal to the answer key the fault matrix enforces.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { faults } from '../../src/reference/faults.js';
import { faultExpectations } from './expectations.js';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/** fault name -> the requirement ids its README row names. */
function tableRows(): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  for (const line of readme.split('\n')) {
    const cells = line.split(/(?<!\\)\|/).map((c) => c.trim());
    const name = /^`([a-z0-9-]+)`$/.exec(cells[1] ?? '')?.[1];
    if (name !== undefined && cells.length >= 5) rows.set(name, [...(cells[3] ?? '').matchAll(/`([A-Z0-9-]+)`/g)].map((m) => m[1]!));
  }
  return rows;
}

describe('the README fault table', () => {
  it('lists every fault of the order area with exactly the requirements of the answer key', () => {
    const rows = tableRows();
    const expected = faults.filter((f) => f.area !== 'scan-forms').map((f) => [f.name, [faultExpectations[f.name] ?? []].flat()] as const);
    expect(expected.filter(([name, ids]) => JSON.stringify(rows.get(name)) !== JSON.stringify(ids)).map(([name, ids]) => `${name}: README ${JSON.stringify(rows.get(name) ?? 'missing')}, answer key ${JSON.stringify(ids)}`)).toEqual([]);
  });
});
