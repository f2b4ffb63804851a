// Every module of src/oracles has its property against a definition written from the spec's words, and proves that
// property able to fail: a weakened oracle (a subset test, a looser filter, a count) must be refuted by it.

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const oracles = fileURLToPath(new URL('../../../src/oracles/', import.meta.url));
const here = fileURLToPath(new URL('./', import.meta.url));

describe('the spec-words properties', () => {
  const modules = readdirSync(oracles).filter((f) => f.endsWith('.ts'));
  it.each(modules)('%s has its property and a weakening the property refutes', (module) => {
    const test = `${module.slice(0, -'.ts'.length)}.test.ts`;
    expect(readdirSync(here)).toContain(test);
    const text = readFileSync(`${here}${test}`, 'utf8');
    expect(text).toMatch(/\bholds(Async)?\(/);
    expect(text).toMatch(/\brefutes(Async)?\(/);
  });
});
