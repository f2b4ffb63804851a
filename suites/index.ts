// The catalogue: every requirement the suite checks, as one explicit list (no registration by import side
// effect), plus the spec clauses that cannot be checked from outside and why.

import type { Requirement } from '../src/requirements/requirement.js';
import { authRequirements, authStateRequirements } from './auth/requirements.js';
import { routeVariantRequirements } from './auth/route-variants.js';
import { errorRequirements } from './errors/requirements.js';
import { negativeRequirements } from './errors/negative.js';
import { transportRequirements } from './transport/requirements.js';
import { schemaRequirements } from './schema/requirements.js';
import { ordersRequirements } from './orders/index.js';
import { scanFormRequirements } from './scan-forms/index.js';
import { versioningRequirements } from './versioning/requirements.js';

export const catalogue: readonly Requirement[] = [
  ...authRequirements,
  ...authStateRequirements,
  ...routeVariantRequirements,
  ...transportRequirements,
  ...errorRequirements,
  ...negativeRequirements,
  ...schemaRequirements,
  ...ordersRequirements,
  ...scanFormRequirements,
  ...versioningRequirements,
];

export { untestable } from './untestable.js';
export { proveMetadataKeys, SecondKeyView } from './support/metadata-proof.js';
export { SECOND_KEY_EVIDENCE, secondKeyExperiments } from './support/second-key.js';
export { secondKeyControl } from './support/second-key-words.js';
export { MIXED_KEYS_EVIDENCE, mixedKeysExperiment } from './support/mixed-keys.js';
