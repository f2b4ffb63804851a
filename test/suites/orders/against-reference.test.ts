// The order checks run against the embedded reference server under configurations a user may have: no
// enabled keys, one key, no second account; and a failing property reports a seed that replays it exactly.

import { outcomeText } from '../../support/outcome-text.js';
import { describe, expect, it } from 'vitest';
import { runAll } from '../../../src/engine/run-all.js';
import type { Outcome } from '../../../src/engine/outcome.js';
import type { TargetConfig } from '../../../src/config/target.js';
import type { ReferenceOptions } from '../../../src/reference/server.js';
import { ordersRequirements } from '../../../suites/orders/index.js';
import { errorRequirements } from '../../../suites/errors/requirements.js';
import { MAX_COMMANDS, SHRINK_REQUEST_BUDGET } from '../../../suites/orders/properties.js';
import { referenceTarget } from '../../support/reference-target.js';
import { FRESH_REFERENCE, reproductionScript } from '../../../src/report/reproduce.js';

const area = [...ordersRequirements, ...errorRequirements];

async function run(
  options: ReferenceOptions,
  overrides: Partial<TargetConfig> = {},
  only?: readonly string[],
): Promise<Map<string, Outcome>> {
  const { server, target } = await referenceTarget(options, overrides);
  try {
    return await runAll(target, only === undefined ? area : area.filter((r) => only.includes(r.id)), {
      attemptTimeoutMs: 30_000,
      retryFailures: false,
      concurrency: 8,
    });
  } finally {
    await server.close();
  }
}

const verdicts = (outcomes: Map<string, Outcome>, verdict: Outcome['verdict']) =>
  [...outcomes.values()]
    .filter((o) => o.verdict === verdict)
    .map((o) => o.id)
    .sort();

describe('without enabled metadata keys or a second account', () => {
  it('leaves the checks that need them not exercised, with the reason, and still runs those that need only a non-enabled key', async () => {
    const outcomes = await run({}, { enabledMetadataKeys: [], secondApiKey: undefined });
    expect(verdicts(outcomes, 'fail')).toEqual([]);
    const unexercised = verdicts(outcomes, 'not-exercised');
    for (const id of [
      'META-MERGE',
      'META-NULL-REMOVES',
      'META-OMITTED-UNCHANGED',
      'META-VALUE-ROUND-TRIP',
      'META-PROPERTY-MERGE',
      'META-NON-STRING-400',
      'ORD-ISOLATION-LIST',
      'ORD-ISOLATION-UPDATE',
      'META-OTHER-ACCOUNT-KEY-NOT-STORED',
    ])
      expect(unexercised).toContain(id);
    expect(outcomeText(outcomes.get('META-MERGE'))).toMatch(/ENABLED_METADATA_KEYS lists none/);
    expect(outcomeText(outcomes.get('ORD-ISOLATION-LIST'))).toMatch(/SECOND_API_KEY is not set/);
    for (const id of [
      'META-UNKNOWN-KEY-NO-ERROR',
      'META-UNKNOWN-KEY-NOT-STORED',
      'META-INVALID-KEY-NOT-STORED',
      'META-READ-PRESENT',
      'META-PROPERTY-CREATE',
      'ORD-PATH-REFERENCE-ENCODED',
    ])
      expect(outcomes.get(id)!.verdict, id).toBe('pass');
  });

  it('still catches a server that stores keys that are not enabled', async () => {
    const outcomes = await run(
      { fault: 'metadata-unknown-key-stored' },
      { enabledMetadataKeys: [], secondApiKey: undefined },
      ['META-UNKNOWN-KEY-NOT-STORED'],
    );
    expect(outcomes.get('META-UNKNOWN-KEY-NOT-STORED')!.verdict).toBe('fail');
    expect(outcomeText(outcomes.get('META-UNKNOWN-KEY-NOT-STORED'))).toMatch(/osfc_never_enabled_[a-z]+" is present/);
  });
});

describe('with a single enabled key', () => {
  it('passes the clean server and still catches a replacing update', async () => {
    const clean = await run({}, { enabledMetadataKeys: ['gift_note'] });
    expect(verdicts(clean, 'fail')).toEqual([]);
    expect(verdicts(clean, 'not-exercised')).toEqual([]);
    const faulty = await run({ fault: 'metadata-update-replaces' }, { enabledMetadataKeys: ['gift_note'] }, [
      'META-MERGE',
    ]);
    expect(faulty.get('META-MERGE')!.verdict).toBe('fail');
  });
});

describe('a failing metadata property', () => {
  it('reports the seed, the shrunk sequence and the exchange, within its request bound, and replays identically', async () => {
    const first = (await run({ fault: 'metadata-null-stored-as-string' }, { seed: 4242 }, ['META-PROPERTY-MERGE'])).get(
      'META-PROPERTY-MERGE',
    )!;
    expect(first.verdict).toBe('fail');
    expect(outcomeText(first)).toMatch(/The run's seed 4242 reproduces it \(the reports print the command/);
    // The shrunk sequence as numbered steps, from a create to the read that shows the difference.
    const steps = first.finding?.problems ?? [];
    expect(steps[0]).toMatch(/^1\. create \{"metadata":/);
    expect(steps.join('\n')).toMatch(/null/);
    expect(steps.at(-1)).toMatch(/^\d\. read$/);
    expect(outcomeText(first)).toMatch(/"null"/);
    expect(first.decisiveExchange).toBeDefined();
    expect(first.exchanges[first.decisiveExchange!]!.request.method).toBe('GET');
    expect(first.exchanges.length).toBeLessThanOrEqual(
      6 * (MAX_COMMANDS + 2) + SHRINK_REQUEST_BUDGET + MAX_COMMANDS + 2,
    );
    const again = (await run({ fault: 'metadata-null-stored-as-string' }, { seed: 4242 }, ['META-PROPERTY-MERGE'])).get(
      'META-PROPERTY-MERGE',
    )!;
    expect(again.finding?.problems).toEqual(steps);
  });

  it('reproduces the shrunk sequence as one curl script: its create, its updates and its reads, in the order sent', async () => {
    const outcome = (
      await run({ fault: 'metadata-null-stored-as-string' }, { seed: 4242 }, ['META-PROPERTY-MERGE'])
    ).get('META-PROPERTY-MERGE')!;
    const script = reproductionScript(
      outcome.exchanges,
      outcome.decisiveExchange!,
      outcome.finding!,
      '/v1.0',
      '$CA_FILE',
    )!;
    const requests = script
      .split('\n')
      .slice(1)
      .map((line) => /-X (\w+)/.exec(line)?.[1]);
    expect(script.split('\n')[0]).toBe(FRESH_REFERENCE);
    expect(requests[0]).toBe('POST');
    expect(requests).toContain('PUT');
    expect(requests.at(-1)).toBe('GET');
    // One step of the sequence per write: as many creates and updates as the steps name.
    const steps = outcome.finding!.problems!;
    const writes = steps.filter((s) => /^\d\. (create|update|on the order)/.test(s)).length;
    expect(requests.filter((m) => m !== 'GET')).toHaveLength(writes);
    expect(script).toContain('"$REF"');
  });

  it('passes the clean server within numRuns × (commands + 2) requests', async () => {
    const outcome = (await run({}, { seed: 4242 }, ['META-PROPERTY-MERGE'])).get('META-PROPERTY-MERGE')!;
    expect(outcome.verdict).toBe('pass');
    expect(outcome.exchanges.length).toBeLessThanOrEqual(6 * (MAX_COMMANDS + 2));
    expect(outcome.notes.join(' ')).toMatch(/6 generated case\(s\) at once, \d+ requests/);
    // The sequences run at once, each on a lasting order of its own: the account's first run creates them, the same
    // references on every run, so the property leaves no order behind after that run.
    const creates = outcome.exchanges.filter((e) => e.request.method === 'POST');
    const references = creates.map((e) => (JSON.parse(e.request.body ?? '{}') as { reference?: string }).reference);
    expect(references.length).toBeLessThanOrEqual(6);
    for (const reference of references) expect(reference).toMatch(/-keep-property-merge-[1-6]$/);
    expect(outcome.exchanges.filter((e) => e.request.method === 'PUT').length).toBeGreaterThanOrEqual(5);
  });

  it('replays a failing sequence from a create of its own, whatever order it was found on', async () => {
    const outcome = (await run({ fault: 'metadata-update-replaces' }, { seed: 4242 }, ['META-PROPERTY-MERGE'])).get(
      'META-PROPERTY-MERGE',
    )!;
    expect(outcome.verdict).toBe('fail');
    expect(outcome.finding?.problems?.[0]).toMatch(/^1\. create \{"metadata":\{"[a-z_]+":/);
  });
});
