// Order and metadata requirements (spec 2.1, 4.1-4.3), the 400 checks of spec 7 on order requests, and the
// account isolation of orders, as one list. The catalogue (suites/index.ts) imports it; nothing self-registers.

import type { Requirement } from '../../src/requirements/requirement.js';
import { concurrencyRequirements } from './concurrency.js';
import { accountKeyRequirements } from './account-keys.js';
import { identityRequirements } from './identity.js';
import { isolationRequirements } from './isolation.js';
import { readAfterReadRequirements } from './read-after-read.js';
import { metadataRequirements } from './metadata.js';
import { propertyRequirements } from './properties.js';
import { orderRequestRequirements } from './requests.js';
import { orderTwinRequirements } from './twins.js';

export const ordersRequirements: readonly Requirement[] = [
  ...orderRequestRequirements,
  ...orderTwinRequirements,
  ...metadataRequirements,
  ...accountKeyRequirements,
  ...propertyRequirements,
  ...isolationRequirements,
  ...readAfterReadRequirements,
  ...identityRequirements,
  ...concurrencyRequirements,
];
