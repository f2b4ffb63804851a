// The fault catalogue proves the suite: against each seeded fault the requirement that owns the broken
// rule fails, against the clean server and every legitimate variant no MUST requirement fails.

import { afterAll, describe, expect, it } from 'vitest';
import { faults } from '../../src/reference/faults/index.js';
import { variants } from '../../src/reference/variants.js';
import { runAll } from '../../src/engine/run-all.js';
import type { Outcome } from '../../src/engine/outcome.js';
import { catalogue } from '../../suites/index.js';
import { referenceTarget } from '../support/reference-target.js';

async function runAgainst(
  options: Parameters<typeof referenceTarget>[0],
  requirements = catalogue,
): Promise<Map<string, Outcome>> {
  const { server, target } = await referenceTarget(options);
  try {
    return await runAll(target, requirements, { attemptTimeoutMs: 30_000, retryFailures: false, concurrency: 8 });
  } finally {
    await server.close();
  }
}

/** The faults a requirement catches; the others end NOT DETERMINED at the positive control, which runAll skips. */
const caught = faults.filter((f) => f.notDetermined === undefined);

function failures(outcomes: Map<string, Outcome>, levelFilter?: 'MUST'): string[] {
  return catalogue
    .filter((r) => levelFilter === undefined || r.level === levelFilter)
    .map((r) => outcomes.get(r.id)!)
    .filter((o) => o.verdict === 'fail')
    .map((o) => `${o.id}: ${o.reason ?? ''}`);
}

describe('the clean reference server', () => {
  it.each([1, 2])('passes every requirement, with nothing left unexercised (seed %i)', async (seed) => {
    const outcomes = await runAgainst({ seed });
    expect(failures(outcomes)).toEqual([]);
    // VER-OLD-PATHS-STABLE applies only to a run against bumped prefixes (test/suites/versioning.test.ts).
    const unexercised = [...outcomes.values()]
      .filter((o) => o.verdict !== 'pass' && !(o.id === 'VER-OLD-PATHS-STABLE' && o.verdict === 'not-applicable'))
      .map((o) => `${o.id}: ${o.verdict} ${o.reason ?? ''}`);
    expect(unexercised).toEqual([]);
  });
});

describe('every legitimate variant', () => {
  it.each(variants.map((v) => v.name))('%s passes every MUST requirement', async (variant) => {
    const outcomes = await runAgainst({ variant });
    expect(failures(outcomes, 'MUST')).toEqual([]);
  });
});

describe('every seeded fault', () => {
  it('names at least one requirement to catch it, and only requirements that exist', () => {
    const ids = new Set(catalogue.map((r) => r.id));
    // Or says why no request can (test/runner/second-key-control.test.ts runs those to NOT DETERMINED).
    expect(faults.filter((f) => f.caughtBy.length === 0 && f.notDetermined === undefined).map((f) => f.name)).toEqual(
      [],
    );
    expect(faults.flatMap((f) => f.caughtBy.filter((id) => !ids.has(id)).map((id) => `${f.name} -> ${id}`))).toEqual(
      [],
    );
  });

  // The MUST requirements that failed against each fault run, for the report of faults only one requirement catches.
  const failedOn = new Map<string, string[]>();
  afterAll(() => {
    if (failedOn.size === 0) return;
    const only = new Map<string, string[]>();
    for (const [fault, failed] of failedOn)
      if (failed.length === 1) only.set(failed[0]!, [...(only.get(failed[0]!) ?? []), fault]);
    const rows = catalogue
      .filter((r) => r.level === 'MUST')
      .map(
        (r) => `  ${r.id}: ${only.get(r.id)?.length ?? 0}${only.has(r.id) ? ` (${only.get(r.id)!.join(', ')})` : ''}`,
      );
    console.log(
      `Faults only one MUST requirement fails on, per requirement (${failedOn.size} faults run):\n${rows.join('\n')}`,
    );
  });

  it.each(caught.map((f) => [f.name, f.caughtBy.join(', ')] as const))('%s is caught by %s', async (fault) => {
    const outcomes = await runAgainst({ fault });
    failedOn.set(
      fault,
      catalogue.filter((r) => r.level === 'MUST' && outcomes.get(r.id)?.verdict === 'fail').map((r) => r.id),
    );
    for (const id of faults.find((f) => f.name === fault)!.caughtBy) {
      const outcome = outcomes.get(id)!;
      expect(outcome.verdict, `${id} against ${fault}: ${outcome.reason ?? 'passed'}`).toBe('fail');
    }
  });
});

describe('every seeded fault on two more seeds, side by side', () => {
  // A verdict must not depend on luck or on what other checks happened to send first: each fault's catchers run
  // alone, on seeds 2 and 3 at once (each run the load beside the other), and fail as in the full run on seed 1.
  it.each(caught.map((f) => [f.name, f.caughtBy.join(', ')] as const))(
    '%s is caught by %s on seeds 2 and 3',
    async (fault, caughtBy) => {
      const catchers = catalogue.filter((r) => caughtBy.split(', ').includes(r.id));
      const runs = await Promise.all([2, 3].map((seed) => runAgainst({ fault, seed }, catchers)));
      const missed = runs.flatMap((outcomes, i) =>
        catchers
          .map((r) => outcomes.get(r.id)!)
          .filter((o) => o.verdict !== 'fail')
          .map((o) => `seed ${i + 2}: ${o.id} ${o.verdict} ${o.reason ?? ''}`),
      );
      expect(missed).toEqual([]);
    },
  );
});
