// Makes the next incremental run test the survivors again: removes them from StrykerJS's incremental file. The command
// runner cannot see a change of the suite, so after one only the survivors' results are out of date (a kill stays one
// unless a check was weakened; `--force` re-tests everything). `npm run mutation:retest -- <incremental file>`.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const file = process.argv[2] ?? 'reports/mutation/reference-incremental.json';
if (!existsSync(file)) {
  console.error(`${file} does not exist: run the configuration once first`);
  process.exit(2);
}
const report = JSON.parse(readFileSync(file, 'utf8'));
let forgotten = 0;
for (const entry of Object.values(report.files)) {
  const kept = entry.mutants.filter((m) => m.status !== 'Survived' && m.status !== 'NoCoverage');
  forgotten += entry.mutants.length - kept.length;
  entry.mutants = kept;
}
writeFileSync(file, JSON.stringify(report));
console.log(`${file}: ${forgotten} survivors will be tested again by the next run`);
