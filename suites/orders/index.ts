// Order and metadata requirements (spec 2.1, 4.1-4.3) and the 400 checks of spec 7, as one list.
// The catalogue (suites/index.ts) imports this list; nothing registers itself by import side effect.

import type { Requirement } from '../../src/requirements/requirement.js';

export const ordersRequirements: readonly Requirement[] = [];
