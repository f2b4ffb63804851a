// The verdicts a user gets from the command line are the verdicts the fault catalogue proves: the same
// scheduler serves both, so on a sample of faults and variants the two paths agree requirement by requirement.

import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runAll } from '../../src/engine/run-all.js';
import type { ReferenceOptions } from '../../src/reference/server.js';
import { catalogue } from '../../suites/index.js';
import { runCli } from '../e2e/run-cli.js';
import { caFileFor } from '../hostile/servers.js';
import { referenceTarget } from '../support/reference-target.js';

const SEED = 11;

async function viaCatalogue(options: ReferenceOptions): Promise<Record<string, string>> {
  const { server, target } = await referenceTarget({ ...options, seed: SEED });
  try {
    const outcomes = await runAll(target, catalogue, { attemptTimeoutMs: 30_000, retryFailures: false });
    return Object.fromEntries([...outcomes].map(([id, o]) => [id, o.verdict]));
  } finally {
    await server.close();
  }
}

async function viaCli(options: ReferenceOptions): Promise<{ code: number | null; verdicts: Record<string, string> }> {
  const { server, target } = await referenceTarget({ ...options, seed: SEED });
  const { dir, caFile } = caFileFor(server.caPem);
  try {
    const result = await runCli(
      ['run'],
      {
        ORDERS_BASE_URL: target.ordersBaseUrl,
        API_KEY: target.apiKey,
        SECOND_API_KEY: target.secondApiKey ?? '',
        CA_FILE: caFile,
        ENABLED_METADATA_KEYS: target.enabledMetadataKeys.join(','),
        SECOND_ENABLED_METADATA_KEYS: (target.secondEnabledMetadataKeys ?? []).join(','),
        SEED: String(SEED),
        NUM_RUNS: String(target.numRuns),
      },
      120_000,
    );
    result.cleanup();
    return {
      code: result.code,
      verdicts: Object.fromEntries((result.report?.requirements ?? []).map((r) => [r.id, r.verdict])),
    };
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('one path from requirement to verdict', () => {
  it.each<[string, ReferenceOptions, number]>([
    ['the clean server', {}, 0],
    ['fault auth-missing-get-orders', { fault: 'auth-missing-get-orders' }, 1],
    ['fault sf-reference-case-insensitive', { fault: 'sf-reference-case-insensitive' }, 1],
    ['fault auth-rejected-put-applied', { fault: 'auth-rejected-put-applied' }, 1],
    ['variant unknown-cursor-404', { variant: 'unknown-cursor-404' }, 0],
    ['variant summary-other-fields', { variant: 'summary-other-fields' }, 0],
  ])(
    '%s: the CLI and the fault catalogue give the same verdict on every requirement',
    async (_name, options, exitCode) => {
      const [cli, direct] = await Promise.all([viaCli(options), viaCatalogue(options)]);
      expect(cli.code).toBe(exitCode);
      expect(Object.keys(cli.verdicts).sort()).toEqual(Object.keys(direct).sort());
      // Failures are re-run once on the CLI path; the verdict after the re-run is what both must agree on.
      expect(cli.verdicts).toEqual(direct);
    },
  );
});
