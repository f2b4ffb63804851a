// A vitest reporter that only collects: each requirement's outcome from test meta, the worker's run
// summary, and any error that escaped the suites. Printing is the runner's job, not vitest's.

import type { Reporter, TestCase, TestModule } from 'vitest/node';
import type { SerializedError } from '@vitest/utils';
import type { Outcome } from '../engine/outcome.js';
import type { WorkerSummary } from './worker-input.js';
import './worker-input.js';

export class OutcomeCollector implements Reporter {
  readonly outcomes = new Map<string, Outcome>();
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

  onTestModuleEnd(module: TestModule): void {
    for (const error of module.errors()) this.errors.push(error.message);
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    for (const error of unhandledErrors) this.errors.push(error.message ?? String(error));
  }
}
