// Answer key for the faults of scan form listing (spec 2.2, 2.3, 4.4): filters, pagination, summaries.
// Kept apart from the other areas so each area's suite and its faults evolve together.

import type { FaultExpectations } from './expectations.js';

export const scanFormFaultExpectations: FaultExpectations = {};
