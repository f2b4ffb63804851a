// A fleet speaks of the variables its file names: a target whose key is in NOPE_KEY and is rejected is told as
// "NOPE_KEY", never as the API_KEY of a single run, on the console and in the fleet's closing lines.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startReferenceServer } from '../../src/reference/server.js';
import { runCli } from '../e2e/run-cli.js';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

describe('fleet messages', () => {
  it('name the variable the fleet file gives for a rejected key', async () => {
    const server = await startReferenceServer({});
    cleanups.push(() => server.close());
    const dir = mkdtempSync(join(tmpdir(), 'osfc-fleet-names-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(join(dir, 'ca.pem'), server.caPem);
    const target = { name: 'nope', ordersBaseUrl: server.ordersBaseUrl, apiKeyEnv: 'NOPE_KEY', caFile: 'ca.pem' };
    writeFileSync(join(dir, 'fleet.json'), JSON.stringify({ targets: [target] }));
    const result = await runCli(['run', '--targets', join(dir, 'fleet.json'), '--key-env', 'NOPE_KEY'], {
      NOPE_KEY: 'sk_test_not_a_key_1',
    });
    cleanups.push(() => result.cleanup());
    expect(result.code).toBe(2);
    const said = `${result.stdout}\n${result.stderr}`;
    expect(said).toMatch(/nope\s+NOT DETERMINED\s+.*NOPE_KEY/);
    expect(said).not.toMatch(/\bAPI_KEY\b/);
    expect(said).not.toContain('sk_test_not_a_key_1');
  });
});
