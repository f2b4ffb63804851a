// A staging account tested for years: its order listing (spec 4.1, no parameters to narrow it) is 9 MB, then 100 MB.
// The command line reads it as a stream and gets CONFORMS, or NOT DETERMINED with the reason, never DOES NOT
// CONFORM, in under 400 MB of memory. The server runs in its own process, as a user's staging server would.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { runMeasured } from '../../bench/measured-run.js';
import { serveReference, type ServedReference } from '../support/served-reference.js';

/** README's bound on a run's peak resident memory, per target. */
const MEMORY_BOUND_MB = 400;

let server: ServedReference | undefined;
let dir: string | undefined;
afterEach(async () => {
  await server?.close();
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  server = undefined;
  dir = undefined;
});

/** The bytes of the account's listing as served, counted as they arrive (nothing parsed, nothing kept). */
async function listingBytes(env: Readonly<Record<string, string>>): Promise<number> {
  const agent = new Agent({ connect: { ca: readFileSync(env.CA_FILE!, 'utf8') } });
  try {
    const res = await request(`${env.ORDERS_BASE_URL!}/v1.0/orders`, {
      headers: { authorization: `Bearer ${env.API_KEY!}` },
      dispatcher: agent,
    });
    let bytes = 0;
    for await (const chunk of res.body) bytes += (chunk as Buffer).length;
    return bytes;
  } finally {
    await agent.close();
  }
}

interface Reported {
  readonly verdict: string;
  readonly requirements: ReadonlyArray<{ id: string; level: string; verdict: string; reason?: string }>;
}

describe('an account whose order listing is larger than any read cap', () => {
  it.each([
    ['9 MB', 67_000, 9_000_000],
    ['100 MB', 740_000, 100_000_000],
  ])(
    '%s: conforms, or is not determined with the reason; never fails; under 400 MB',
    async (_, orders, size) => {
      server = await serveReference(['--orders', String(orders), '--seed', '7']);
      expect(await listingBytes(server.env)).toBeGreaterThan(size);
      dir = mkdtempSync(join(tmpdir(), 'osf-large-'));
      const { SCAN_FORMS_BASE_URL: _scan, ...settings } = server.env;
      // The run's bounds are a user's settings: generous here, since the machine runs other tests meanwhile.
      const run = await runMeasured(['run'], {
        env: { ...settings, REPORT_DIR: dir, SEED: '7', REQUEST_TIMEOUT_MS: '60000', RUN_DEADLINE_MS: '1200000' },
        sampleMs: 50,
        showStderr: true,
      });
      expect([0, 2], `exit ${String(run.code)}`).toContain(run.code);
      const report = JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')) as Reported;
      expect(report.requirements.filter((r) => r.verdict === 'fail').map((r) => `${r.id}: ${r.reason ?? ''}`)).toEqual(
        [],
      );
      // Not determined only for a reason the report gives: each MUST requirement left not exercised says why.
      for (const r of report.requirements.filter((x) => x.level === 'MUST' && x.verdict === 'not-exercised'))
        expect(r.reason, r.id).toMatch(/\w{3}/);
      expect(run.peakRssMb).toBeLessThan(MEMORY_BOUND_MB);
    },
    900_000,
  );
});
