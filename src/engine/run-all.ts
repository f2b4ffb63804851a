// The scheduler as the project's own tests call it most: a fresh run context, every outcome by id.
// A thin call of runCatalogue, so the fault catalogue proves exactly the path the CLI runs.

import type { TargetConfig } from '../config/target.js';
import type { Requirement } from '../requirements/requirement.js';
import type { Outcome } from './outcome.js';
import type { RunContextOptions } from './run-context.js';
import { runCatalogue, type ScheduleOptions } from './scheduler.js';

export async function runAll(
  target: TargetConfig,
  requirements: readonly Requirement[],
  options: ScheduleOptions & RunContextOptions,
): Promise<Map<string, Outcome>> {
  return (await runCatalogue(target, requirements, options)).outcomes;
}
