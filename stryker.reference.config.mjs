// Mutation analysis of the reference server's behaviour with the conformance run as the test: each mutant of
// src/reference is built once into the sandbox (mutant schemata) and judged by a whole run against the embedded server.

import { resolve } from 'node:path';

// The per-mutant command records each run's exit code here (docs/mutation.md counts NOT DETERMINED apart).
process.env.MUTATION_EXIT_LOG ??= resolve('reports/mutation/reference-exits.jsonl');
// The clean run writes the mutants its requests reach here; the others survive without a run of their own.
process.env.MUTATION_COVERAGE_FILE ??= resolve('reports/mutation/reference-reached.json');
// The clean run writes the MUST requirements it exercised here; a mutant's run that leaves one unexercised is detected.
process.env.MUTATION_EXERCISED_FILE ??= resolve('reports/mutation/reference-exercised.json');
// The clean run writes the lasting orders a first run creates here; every run then finds them held from before.
process.env.MUTATION_LASTING_FILE ??= resolve('reports/mutation/reference-lasting.json');

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: [
    'src/reference/**/*.ts',
    // The seeded faults, the variants and the seed data are the catalogue and its inputs, not the behaviour under test.
    '!src/reference/faults/**',
    '!src/reference/variants.ts',
    '!src/reference/seed-data.ts',
    // The orders an account held before the server started, made from their index: seed data of a long-lived account.
    '!src/reference/legacy-orders.ts',
    // The standalone command line (`npm run reference`); a conformance run starts the server through server.ts.
    '!src/reference/main.ts',
  ],
  testRunner: 'command',
  commandRunner: { command: 'node scripts/mutation/run-conformance.mjs' },
  // Mutant schemata: every mutant is compiled into the sandbox once; the run picks one by __STRYKER_ACTIVE_MUTANT__.
  buildCommand: 'npx tsc -p tsconfig.build.json',
  coverageAnalysis: 'off',
  plugins: ['@stryker-mutator/*', './scripts/mutation/ignore-fault-branches.mjs'],
  ignorers: ['fault-branches'],
  concurrency: 2,
  // A clean run takes 3-4 s; under load from other work it may take several times that before it is a hang.
  timeoutMS: 60_000,
  timeoutFactor: 3,
  incremental: true,
  incrementalFile: 'reports/mutation/reference-incremental.json',
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: 'reports/mutation/reference.json' },
  htmlReporter: { fileName: 'reports/mutation/reference.html' },
  tempDirName: '.stryker-tmp/reference',
  thresholds: { high: 95, low: 90, break: null },
  ignorePatterns: ['dist', 'reports', 'bench', 'coverage', '.tmp', '.env', 'test'],
};
