// A printed re-run command reproduces: pasted where the run was started, it tests the same target (named only in
// the --dotenv file) with the same selection, known failures and seed. Dropping any of those would test the embedded
// server, or other requirements, and still print a verdict.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startReferenceServer } from '../../src/reference/server.js';
import { caFileFor } from '../hostile/servers.js';
import { runCli, type CliResult } from './run-cli.js';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/**
 * The arguments of `run` in a command this suite prints from a clone (`npm run conformance -- ...`), split as a
 * shell splits bare and single-quoted words.
 */
function argsOf(line: string): string[] {
  const words = [...line.matchAll(/'((?:[^']|'\\'')*)'|(\S+)/g)].map((m) =>
    m[1] === undefined ? m[2]! : m[1].replace(/'\\''/g, "'"),
  );
  return ['run', ...words.slice(words.indexOf('--') + 1)];
}

interface Seen {
  ordersBaseUrl: string;
  embedded: boolean;
  only?: string[];
  seed: number;
  ids: string[];
  expectations?: { source: string };
}

function seen(result: CliResult): Seen {
  const json = JSON.parse(Buffer.from(result.files.get('conformance.json')!, 'latin1').toString('utf8')) as {
    target: { ordersBaseUrl: string; embedded: boolean };
    run: { only?: string[]; seed: number; expectations?: { source: string } };
    requirements: Array<{ id: string }>;
  };
  const { target, run } = json;
  return {
    ordersBaseUrl: target.ordersBaseUrl,
    embedded: target.embedded,
    ...(run.only === undefined ? {} : { only: run.only }),
    seed: run.seed,
    ids: json.requirements.map((r) => r.id),
    ...(run.expectations === undefined ? {} : { expectations: { source: run.expectations.source } }),
  };
}

describe('the re-run commands a run prints', () => {
  it('pasted, test the same target with the same selection, known failures and seed', async () => {
    const server = await startReferenceServer({ fault: 'auth-missing-get-orders' });
    const { dir, caFile } = caFileFor(server.caPem);
    cleanups.push(
      () => server.close(),
      () => rmSync(dir, { recursive: true, force: true }),
    );
    const [a] = server.accounts;
    // The target is named only in this file: a command without --dotenv would test the embedded server.
    const settings = mkdtempSync(join(tmpdir(), 'osfc-repro-'));
    cleanups.push(() => rmSync(settings, { recursive: true, force: true }));
    const dotenv = join(settings, 'staging settings.env');
    writeFileSync(
      dotenv,
      `ORDERS_BASE_URL=${server.ordersBaseUrl}\nAPI_KEY=${a.apiKey}\nCA_FILE=${caFile}\nENABLED_METADATA_KEYS=${a.enabledMetadataKeys.join(',')}\n`,
    );
    const expectations = join(settings, 'known.json');
    writeFileSync(expectations, JSON.stringify({ 'AUTH-EMPTY-401': { reason: 'listed, passes' } }));
    const only = 'AUTH-MISSING-401,AUTH-EMPTY-401';
    const first = await runCli(['run', '--dotenv', dotenv, '--only', only, '--expectations', expectations], {
      SEED: '4242',
    });
    cleanups.push(() => first.cleanup());
    expect(first.code, first.stderr).toBe(1);
    const lines = first.stdout.split('\n');
    const failures = lines.find((l) => l.includes('reproduce the failures:'))!;
    expect(failures, first.stdout).toBeDefined();
    expect(first.stdout).not.toContain(a.apiKey);
    const original = seen(first);
    expect(original).toMatchObject({ embedded: false, ordersBaseUrl: server.ordersBaseUrl, seed: 4242 });

    // Pasted in a shell without SEED: the command alone reproduces.
    const again = await runCli(argsOf(failures.split('reproduce the failures:')[1]!), {});
    cleanups.push(() => again.cleanup());
    expect(again.code, again.stderr).toBe(1);
    expect(seen(again)).toEqual({ ...original, only: ['AUTH-MISSING-401'], ids: ['AUTH-MISSING-401'] });

    // The whole run again, from the summary.md line: the same selection as the first run.
    const markdown = first.files.get('summary.md')!;
    const same = /same run again: `([^`]+)`/.exec(markdown)?.[1];
    expect(same, markdown).toBeDefined();
    const whole = await runCli(argsOf(same!), {});
    cleanups.push(() => whole.cleanup());
    expect(seen(whole)).toEqual(original);
  });

  it("from a fleet target's report, test that target alone, from the same fleet file", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'osfc-repro-fleet-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const env: Record<string, string> = {};
    const targets = [];
    for (const [name, fault] of [
      ['clean', undefined],
      ['no-auth', 'auth-missing-get-orders'],
    ] as const) {
      const server = await startReferenceServer(fault === undefined ? {} : { fault });
      cleanups.push(() => server.close());
      writeFileSync(join(dir, `${name}.pem`), server.caPem);
      const apiKeyEnv = `${name.toUpperCase().replace('-', '_')}_API_KEY`;
      env[apiKeyEnv] = server.accounts[0].apiKey;
      targets.push({ name, ordersBaseUrl: server.ordersBaseUrl, apiKeyEnv, caFile: `${name}.pem` });
    }
    const fleet = join(dir, 'fleet.json');
    writeFileSync(fleet, JSON.stringify({ targets }));
    const first = await runCli(['run', '--targets', fleet, '--only', 'AUTH-MISSING-401'], env);
    cleanups.push(() => first.cleanup());
    expect(first.code, first.stderr).toBe(1);
    const markdown = Buffer.from(first.files.get('no-auth/summary.md')!, 'latin1').toString('utf8');
    const same = /same run again: `([^`]+)`/.exec(markdown)?.[1];
    expect(same).toContain(`--targets ${fleet} --target no-auth --only AUTH-MISSING-401`);
    const again = await runCli(argsOf(same!), env);
    cleanups.push(() => again.cleanup());
    expect(again.code, again.stderr).toBe(1);
    expect([...again.files.keys()].filter((f) => f.endsWith('conformance.json'))).toEqual(['no-auth/conformance.json']);
    expect(again.stdout).not.toMatch(/^clean /m);

    const typo = await runCli(['run', '--targets', fleet, '--target', 'no-aut'], env);
    cleanups.push(() => typo.cleanup());
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('--target no-aut: ');
    expect(typo.stderr).toContain('has no target of that name; did you mean no-auth? (its targets: clean, no-auth)');
  });
});
