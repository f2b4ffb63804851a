// Runs a list of requirements in-process with bounded concurrency, without vitest: used by the project's
// own fault-catalogue tests, where starting vitest once per seeded fault would cost more than the checks.

import type { TargetConfig } from '../config/target.js';
import type { Requirement } from '../requirements/requirement.js';
import type { Outcome } from './outcome.js';
import { RunContext } from './run-context.js';
import { runRequirement, type RunOptions } from './run-requirement.js';

export async function runAll(target: TargetConfig, requirements: readonly Requirement[], options: RunOptions & { concurrency?: number }): Promise<Map<string, Outcome>> {
  const run = new RunContext(target);
  const outcomes = new Map<string, Outcome>();
  const queue = [...requirements];
  const worker = async () => {
    for (let req = queue.shift(); req !== undefined; req = queue.shift()) outcomes.set(req.id, await runRequirement(req, run, options));
  };
  try {
    await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
  } finally {
    await run.close();
  }
  return outcomes;
}
