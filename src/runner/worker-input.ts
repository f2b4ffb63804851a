// What the runner hands the vitest worker through `provide`: the target and the selection.
// Declared once so the runner and the suite entry agree on its shape at compile time.

import type { TargetConfig } from '../config/target.js';
import type { Outcome } from '../engine/outcome.js';
import type { RequirementRecord } from '../requirements/requirement.js';

export interface WorkerInput {
  readonly target: TargetConfig;
  /** Requirement ids or clause prefixes to run; undefined runs everything. */
  readonly only?: readonly string[] | undefined;
  readonly attemptTimeoutMs: number;
  readonly retryFailures: boolean;
  /** Epoch milliseconds of the run deadline: the worker aborts every in-flight request then (same machine, same clock). */
  readonly deadlineAt: number;
  /** The sentence reports use when the deadline cuts the run short. */
  readonly deadlineReason: string;
}

/** Run-wide facts the worker reports at the end through the file task's meta. */
export interface WorkerSummary {
  readonly requests: number;
  readonly retries429: number;
  readonly createdReferences: readonly string[];
}

declare module 'vitest' {
  export interface ProvidedContext {
    osf: WorkerInput;
  }
}

declare module '@vitest/runner' {
  interface TaskMeta {
    requirement?: RequirementRecord;
    outcome?: Outcome;
    workerSummary?: WorkerSummary;
  }
}
