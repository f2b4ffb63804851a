// Scan form listing requirements (spec 2.2, 2.3, 4.4, 9): filters, pagination, summaries, isolation.
// The catalogue (suites/index.ts) imports this list; nothing registers itself by import side effect.

import type { Requirement } from '../../src/requirements/requirement.js';
import { combinationRequirements } from './combinations.js';
import { cursorRequirements } from './cursors.js';
import { filterRequirements } from './filters.js';
import { isolationRequirements } from './isolation.js';
import { pageLimitRequirements } from './page-limits.js';
import { paginationRequirements } from './pagination.js';
import { parameterRequirements } from './parameters.js';
import { summaryRequirements } from './summary.js';

export const scanFormRequirements: readonly Requirement[] = [
  ...filterRequirements,
  ...paginationRequirements,
  ...pageLimitRequirements,
  ...cursorRequirements,
  ...summaryRequirements,
  ...parameterRequirements,
  ...combinationRequirements,
  ...isolationRequirements,
];
