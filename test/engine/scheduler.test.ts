// The scheduler's order: a check whose requests go one after another is started before the rest, so at any
// latency it runs beside the others instead of after them; the outcomes still come back in selection order.

import { describe, expect, it } from 'vitest';
import { RunContext } from '../../src/engine/run-context.js';
import { schedule } from '../../src/engine/scheduler.js';
import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import type { TargetConfig } from '../../src/config/target.js';

// Nothing here sends a request: the checks only record when they started.
const target: TargetConfig = {
  ordersBaseUrl: 'https://127.0.0.1:9',
  scanFormsBaseUrl: 'https://127.0.0.1:9',
  ordersApiPrefix: '/v1.0',
  scanFormsApiPrefix: '/v2',
  apiKey: 'sk_test_scheduler_0001',
  enabledMetadataKeys: [],
  seed: 1,
  numRuns: 1,
  orderReferencePrefix: 'scheduler-',
  requestTimeoutMs: 1_000,
  maxRps: 0,
  maxRetryAfterMs: 0,
  embedded: false,
};

function recorded(ids: readonly string[], sequential: ReadonlySet<string>, started: string[]): Requirement[] {
  return ids.map((id) =>
    requirement(
      {
        id,
        clause: '2.1',
        level: 'MUST',
        statement: 'Records its start.',
        ...(sequential.has(id) ? { sequential: true as const } : {}),
      },
      async () => {
        started.push(id);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    ),
  );
}

describe('the scheduler', () => {
  it('starts sequential checks first, then the rest in selection order, and reports in selection order', async () => {
    const ids = ['A-ONE', 'A-TWO', 'A-THREE', 'A-LONG', 'A-FOUR', 'A-LONGER'];
    const started: string[] = [];
    const run = new RunContext(target, {});
    try {
      const outcomes = await schedule(run, recorded(ids, new Set(['A-LONG', 'A-LONGER']), started), {
        concurrency: 2,
        attemptTimeoutMs: 5_000,
        retryFailures: false,
      });
      expect(started).toEqual(['A-LONG', 'A-LONGER', 'A-ONE', 'A-TWO', 'A-THREE', 'A-FOUR']);
      expect([...outcomes.keys()]).toEqual(ids);
      expect([...outcomes.values()].every((o) => o.verdict === 'pass')).toBe(true);
    } finally {
      await run.close();
    }
  });

  it('the catalogue marks its property checks sequential, and nothing else', async () => {
    const { catalogue } = await import('../../suites/index.js');
    expect(catalogue.filter((r) => r.sequential).map((r) => r.id)).toEqual([
      'META-PROPERTY-CREATE',
      'META-PROPERTY-MERGE',
    ]);
  });
});
