// Answer key for the faults of orders, metadata and errors (spec 2.1, 4.1-4.3, 7).
// Kept apart from the other areas so each area's suite and its faults evolve together.

import type { FaultExpectations } from './expectations.js';

export const ordersFaultExpectations: FaultExpectations = {};
