// A vitest reporter that only collects: each requirement's outcome from test meta, the worker's run
// summary, and any error that escaped the suites. Printing is the runner's job, not vitest's.

import type { Reporter, TestCase, TestModule } from 'vitest/node';
import type { SerializedError } from '@vitest/utils';
import type { Outcome } from '../engine/outcome.js';
import type { RequirementRecord } from '../requirements/requirement.js';
import type { WorkerSummary } from './worker-input.js';
import './worker-input.js';

export class OutcomeCollector implements Reporter {
  readonly outcomes = new Map<string, Outcome>();
  /** Every requirement the worker registered, in order: the run's selection, learned without loading the suites here. */
  readonly records: RequirementRecord[] = [];
  readonly errors: string[] = [];
  summary: WorkerSummary | undefined;

  constructor(private readonly onOutcome: (outcome: Outcome) => void = () => {}) {}

  onTestCaseResult(testCase: TestCase): void {
    const { outcome, workerSummary } = testCase.meta();
    if (workerSummary !== undefined && workerSummary.requests >= (this.summary?.requests ?? 0)) this.summary = workerSummary;
    if (outcome !== undefined) {
      this.outcomes.set(outcome.id, outcome);
      this.onOutcome(outcome);
    }
  }

  onTestModuleCollected(module: TestModule): void {
    for (const testCase of module.children.allTests()) {
      const record = testCase.meta().requirement;
      if (record !== undefined) this.records.push(record);
    }
  }

  onTestModuleEnd(module: TestModule): void {
    for (const error of module.errors()) this.errors.push(error.message);
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    for (const error of unhandledErrors) this.errors.push(error.message ?? String(error));
  }
}
