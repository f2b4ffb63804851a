// Writes src/schema/validators.generated.ts from schemas/ (`npm run schemas:compile`): the validators a run
// loads instead of ajv. A test regenerates it in memory and fails when the committed file is stale.

import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GENERATED_VALIDATORS, validatorModuleSource } from '../src/schema/compile.js';

const path = fileURLToPath(new URL(`../${GENERATED_VALIDATORS}`, import.meta.url));
writeFileSync(path, validatorModuleSource());
console.log(`written: ${GENERATED_VALIDATORS}`);
