// The oracles' own unit and property tests alone, without the packed package the journeys need: the test command
// the mutation analysis of src/oracles runs under (stryker.oracles.config.mjs, docs/mutation.md).

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/oracles/**/*.test.ts'],
    testTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
