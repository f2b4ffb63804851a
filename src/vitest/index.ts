// The suite inside a user's own vitest run (`osf-conformance/vitest`): one vitest test per requirement and per
// part, judged from one run of the library's runConformance per file. Vitest is imported here and nowhere else.

import { beforeAll, describe, test, type RunnerTestFile, type RunnerTestSuite, type TaskMeta } from 'vitest';
import { catalogue } from '../../suites/index.js';
import { runConformance, type ConformanceRun, type RunOptions } from '../api/run.js';
import type { Level } from '../requirements/requirement.js';
import { resolveSelection, unmatchedSelection } from '../requirements/select.js';
import { UsageError } from '../errors.js';
import { judge } from './judge.js';

declare module 'vitest' {
  interface TaskMeta {
    /** The requirement a test stands for, so a reporter can group by clause without parsing titles. */
    osfConformance?: { readonly id: string; readonly clause: string; readonly level: Level; readonly part?: string };
  }
}

type ConformanceMeta = NonNullable<TaskMeta['osfConformance']>;

export interface ConformanceSuiteOptions extends Omit<RunOptions, 'onProgress'> {
  /** The title of the describe block; default "osf-conformance". */
  readonly name?: string;
  /** How long the one run may take, in ms, before vitest gives up on it; default 900000. */
  readonly timeoutMs?: number;
}

/** The selection vitest will run (`-t`, `.only`): a requirement whose own test runs, else the parts that run. */
function runnableSelection(suite: Readonly<RunnerTestSuite | RunnerTestFile>): string[] {
  const running = suite.tasks.flatMap((task) => {
    const meta = task.meta.osfConformance;
    return meta === undefined || task.mode === 'skip' || task.mode === 'todo' ? [] : [meta];
  });
  const whole = new Set(running.filter((m) => m.part === undefined).map((m) => m.id));
  return running
    .filter((m) => m.part === undefined || !whole.has(m.id))
    .map((m) => (m.part === undefined ? m.id : `${m.id}/${m.part}`));
}

/** Registers one test; the run it reads is awaited, so the verdict is the scheduler's, never a default pass. */
function conformanceTest(name: string, meta: ConformanceMeta, run: () => Promise<ConformanceRun>): void {
  test(name, { meta: { osfConformance: meta } }, async (ctx) => {
    const judgement = judge(await run(), meta.id, meta.part);
    if (judgement.kind === 'skip') ctx.skip(judgement.note);
    if (judgement.kind === 'fail') throw new Error(judgement.message);
  });
}

/**
 * One vitest test per selected requirement (`ID: rule`) and per part (`ID/part: rule`), against the target in
 * the environment (ORDERS_BASE_URL, API_KEY, ... and .env, as the command line reads them), the embedded
 * reference server when none is set. The suite runs once, before the first test, for what vitest will run.
 */
export function describeConformance(options: ConformanceSuiteOptions = {}): void {
  const { name = 'osf-conformance', timeoutMs = 900_000, ...runOptions } = options;
  // A typo in `only` fails the file at once, in one line, rather than registering no test at all.
  const unknown = options.only === undefined ? [] : unmatchedSelection(catalogue, options.only);
  if (unknown.length > 0) throw new UsageError(`only: ${unknown.join(', ')} matches no requirement id or spec section`);
  const selected = resolveSelection(catalogue, options.only).requirements;
  let result: Promise<ConformanceRun> | undefined;
  const run = () => result ?? Promise.reject(new Error('the conformance run did not start'));
  describe(name, () => {
    // Vitest reads the first parameter as fixtures and wants it destructured; the suite is the second.
    // eslint-disable-next-line no-empty-pattern
    beforeAll(({}, suite) => {
      // Narrowed only when vitest filters some tests out: a whole selection keeps the options' own (or none).
      const everything = suite.tasks.every((t) => t.mode !== 'skip' && t.mode !== 'todo');
      result = runConformance({ ...runOptions, ...(everything ? {} : { only: runnableSelection(suite) }) });
      // Awaited here so a run that cannot start fails the hook with its one line, not every test alone.
      return result.then(() => undefined);
    }, timeoutMs);
    for (const r of selected) {
      const base = { id: r.id, clause: r.clause, level: r.level };
      conformanceTest(`${r.id}: ${r.rule}`, base, run);
      for (const part of r.parts ?? [])
        if (r.selectedParts === undefined || r.selectedParts.includes(part.name))
          conformanceTest(`${r.id}/${part.name}: ${part.rule}`, { ...base, part: part.name }, run);
    }
  });
}
