// A server that keeps created_at in milliseconds, as a JavaScript Date does: cutting a finer bound to its precision
// (`…34.0001Z` read as `…34.000Z`) keeps a form the bound excludes, and SF-BOUND-PRECISION fails it (spec 4.4 compares
// instants), with the fix in its message; rounding a start bound up and an end bound down to that precision passes.

import { describe, expect, it } from 'vitest';
import { runAll } from '../../../src/engine/run-all.js';
import type { ReferenceOptions } from '../../../src/reference/server.js';
import { catalogue } from '../../../suites/index.js';
import { referenceTarget } from '../../support/reference-target.js';

const precision = catalogue.filter((r) => r.id === 'SF-BOUND-PRECISION');

async function outcomeAgainst(options: ReferenceOptions) {
  const { server, target } = await referenceTarget(options);
  try {
    const outcomes = await runAll(target, precision, {
      attemptTimeoutMs: 60_000,
      retryFailures: false,
      concurrency: 8,
    });
    return outcomes.get('SF-BOUND-PRECISION')!;
  } finally {
    await server.close();
  }
}

describe('SF-BOUND-PRECISION against a server keeping milliseconds', () => {
  it.each([1, 2, 3])('fails one that cuts a finer bound, and says to round it instead (seed %i)', async (seed) => {
    const outcome = await outcomeAgainst({ fault: 'sf-bound-cut-to-stored-millis', seed });
    expect(outcome.verdict, outcome.reason).toBe('fail');
    // A bound of four fraction digits, one unit above a form's millisecond, was cut back onto that form.
    expect(outcome.finding?.received).toMatch(/start_datetime=\S+\.\d{3}1Z/);
    expect(outcome.finding?.expected).toContain(
      'the target writes created_at with at most 3 fraction digits; a finer bound still names its instant (4.4 compares instants): round a start bound up and an end bound down to the stored precision, never cut it',
    );
  });

  it.each([1, 2, 3])('passes one that rounds a start bound up and an end bound down (seed %i)', async (seed) => {
    const outcome = await outcomeAgainst({ variant: 'bounds-rounded-to-stored-millis', seed });
    expect(outcome.verdict, outcome.reason).toBe('pass');
  });
});
