// Writes src/schema/validators.generated.ts and src/report/report-validator.generated.ts from schemas/ (`npm run
// schemas:compile`): the validators a run, compare and verify load instead of ajv. A test regenerates them in memory
// and fails when a committed file is stale.

import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  GENERATED_REPORT_VALIDATOR,
  GENERATED_VALIDATORS,
  reportValidatorModuleSource,
  validatorModuleSource,
} from '../src/schema/compile.js';

for (const [file, source] of [
  [GENERATED_VALIDATORS, validatorModuleSource],
  [GENERATED_REPORT_VALIDATOR, reportValidatorModuleSource],
] as const) {
  writeFileSync(fileURLToPath(new URL(`../${file}`, import.meta.url)), source());
  console.log(`written: ${file}`);
}
