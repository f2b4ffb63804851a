// Mutation analysis of the pure oracles (src/oracles) under their own unit and property tests: a mutant that
// survives is an oracle decision no test pins. `npm run mutation:oracles`; the figures are in docs/mutation.md.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: ['src/oracles/**/*.ts'],
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.oracles.config.ts' },
  coverageAnalysis: 'perTest',
  // Two cores shared with other work: one or two test processes at once.
  concurrency: 2,
  incremental: true,
  incrementalFile: 'reports/mutation/oracles-incremental.json',
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: 'reports/mutation/oracles.json' },
  htmlReporter: { fileName: 'reports/mutation/oracles.html' },
  tempDirName: '.stryker-tmp/oracles',
  thresholds: { high: 95, low: 90, break: null },
  ignorePatterns: ['dist', 'reports', 'bench', 'coverage', '.tmp'],
};
