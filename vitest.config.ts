// The project's own tests (test/), not the conformance suites: those run through the runner's Node API.
// Generous timeouts because some tests start the reference server and run the whole suite against it.

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // Makes the folder the journeys' packed package is made in, once per run, when a test first asks for it.
    globalSetup: ['test/e2e/packed-package-setup.ts'],
    pool: 'forks',
    // Two cores: the fault matrix is I/O-bound and each file starts its own servers.
    maxWorkers: 2,
  },
});
