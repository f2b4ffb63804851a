// The vitest entry the runner executes: registers every selected requirement of the catalogue as a test,
// grouped by spec section, with its record in meta and its level as a tag; the engine decides the verdict.

import { afterAll, describe, inject, test } from 'vitest';
import '../src/runner/worker-input.js';
import { RunContext } from '../src/engine/run-context.js';
import { runRequirement } from '../src/engine/run-requirement.js';
import { compareClauses, sectionOf, type Requirement } from '../src/requirements/requirement.js';
import { matchesSelection } from '../src/requirements/select.js';
import { catalogue } from './index.js';

const input = inject('osf');
const run = new RunContext(input.target, { deadlineAt: input.deadlineAt, deadlineReason: input.deadlineReason });

const bySection = new Map<string, Requirement[]>();
for (const req of [...catalogue].sort((a, b) => compareClauses(a.clause, b.clause))) {
  if (!matchesSelection(req, input.only)) continue;
  const section = sectionOf(req.clause);
  bySection.set(section, [...(bySection.get(section) ?? []), req]);
}

describe('conformance', { concurrent: true }, () => {
  afterAll(() => run.close());
  for (const [section, requirements] of bySection) {
    describe(`spec ${section}`, () => {
      for (const req of requirements) {
        const { id, clause, level, statement } = req;
        test(
          `${id} ${statement}`,
          { tags: [level], meta: { requirement: { id, clause, level, statement } }, timeout: input.attemptTimeoutMs * 2 + 5_000 },
          async ({ task, skip, signal }) => {
            const outcome = await runRequirement(req, run, { attemptTimeoutMs: input.attemptTimeoutMs, retryFailures: input.retryFailures, signal });
            task.meta.outcome = outcome;
            // Run-wide counters as of this test; the collector keeps the latest, which is the run's total.
            task.meta.workerSummary = { requests: run.http.stats.requests, retries429: run.http.stats.retries, createdReferences: [...run.createdReferences] };
            if (outcome.verdict === 'fail') throw new Error(outcome.reason ?? 'failed');
            if (outcome.verdict !== 'pass') skip(outcome.reason);
          },
        );
      }
    });
  }
});
