// Scan form listing requirements (spec 2.2, 2.3, 4.4, 9): filters, pagination, summaries, isolation.
// The catalogue (suites/index.ts) imports this list; nothing registers itself by import side effect.

import type { Requirement } from '../../src/requirements/requirement.js';

export const scanFormRequirements: readonly Requirement[] = [];
