// Preloaded (node --import) into the conformance run StrykerJS makes with no mutant active: on exit it writes the
// ids of the mutants the clean run reached, so the per-mutant command can tell a mutant no request ever reaches.

import { writeFileSync } from 'node:fs';

process.on('exit', () => {
  const out = process.env.MUTATION_COVERAGE_FILE;
  const coverage = globalThis.__stryker__?.mutantCoverage;
  if (out === undefined || coverage === undefined) return;
  const reached = new Set([
    ...Object.keys(coverage.static ?? {}),
    ...Object.values(coverage.perTest ?? {}).flatMap((ids) => Object.keys(ids)),
  ]);
  writeFileSync(out, `${JSON.stringify([...reached].sort((a, b) => Number(a) - Number(b)))}\n`);
});
