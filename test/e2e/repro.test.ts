// A printed re-run command reproduces: pasted into a shell where the package is installed, it tests the same target
// (named only in the --dotenv file) with the same selection, known failures and seed. Dropping any of those would
// test the embedded server, or other requirements, and still print a verdict. A failure's curl script, pasted with
// API_KEY and CA_FILE exported, gets the failing answer again. All from the packed package.

import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startReferenceServer } from '../../src/reference/server.js';
import { caFileFor } from '../hostile/servers.js';
import { pasteInShell, runCli, runFromPackedPackage, type CliResult } from './run-cli.js';

runFromPackedPackage();

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** A shell block of summary.md under the requirement's own heading (its curl script), as a user copies it. */
function scriptOf(markdown: string, id: string): string {
  const section = markdown.split(`\n#### ${id} (`)[1]?.split('\n#### ')[0] ?? '';
  const script = /\n```sh\n([^]*?)\n```\n/.exec(section)?.[1];
  if (script === undefined) throw new Error(`no sh block under ${id} in summary.md:\n${markdown}`);
  return script;
}

const utf8 = (result: CliResult, path: string) => Buffer.from(result.files.get(path) ?? '', 'latin1').toString('utf8');

interface Seen {
  ordersBaseUrl: string;
  embedded: boolean;
  only?: string[];
  seed: number;
  ids: string[];
  expectations?: { source: string };
}

function seen(result: CliResult): Seen {
  return seenOf(Buffer.from(result.files.get('conformance.json')!, 'latin1').toString('utf8'));
}

/** What the conformance.json in `dir` tested. */
function seenIn(dir: string): Seen {
  return seenOf(readFileSync(join(dir, 'conformance.json'), 'utf8'));
}

function seenOf(text: string): Seen {
  const json = JSON.parse(text) as {
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
    // The package user's own command, not a clone's npm script.
    const failures = /^ {2}reproduce the failures: (npx osf-conformance run .*)$/m.exec(first.stdout)?.[1];
    expect(failures, first.stdout).toBeDefined();
    expect(first.stdout).not.toContain(a.apiKey);
    const original = seen(first);
    expect(original).toMatchObject({ embedded: false, ordersBaseUrl: server.ordersBaseUrl, seed: 4242 });

    // Pasted in the same shell (its REPORT_DIR too) without SEED: the command alone reproduces, into a folder of its
    // own, never over the report it came from.
    const report = first.files.get('conformance.json');
    const rerunDir = `${first.reportDir}-rerun`;
    cleanups.push(() => rmSync(rerunDir, { recursive: true, force: true }));
    const again = await pasteInShell(failures!, { REPORT_DIR: first.reportDir });
    cleanups.push(() => again.cleanup());
    expect(again.code, again.stderr).toBe(1);
    expect(readFileSync(join(first.reportDir, 'conformance.json'), 'latin1')).toBe(report);
    expect(failures).toContain(` --report-dir ${rerunDir} `);
    expect(seenIn(rerunDir)).toEqual({ ...original, only: ['AUTH-MISSING-401'], ids: ['AUTH-MISSING-401'] });

    // The whole run again, from the summary.md line: the same selection as the first run, beside it too.
    const markdown = utf8(first, 'summary.md');
    const same = /same run again: `(npx osf-conformance run [^`]+)`/.exec(markdown)?.[1];
    expect(same, markdown).toBeDefined();
    const whole = await pasteInShell(same!, { REPORT_DIR: first.reportDir });
    cleanups.push(() => whole.cleanup());
    expect(whole.code, whole.stderr).toBe(1);
    expect(readFileSync(join(first.reportDir, 'conformance.json'), 'latin1')).toBe(report);
    expect(seenIn(rerunDir)).toEqual(original);

    // The failure's curl, with the key and CA exported as the summary says: the server answers 200 again, not 401.
    // Each report names every variable its script reads (the private CA's too), where it says what to export.
    const used = ['API_KEY', 'SECOND_API_KEY', 'CA_FILE'].filter((v) =>
      scriptOf(markdown, 'AUTH-MISSING-401').includes(`$${v}`),
    );
    expect(used).toContain('CA_FILE');
    const names = (quote: string) => used.map((v) => `${quote}${v}${quote}`).join(' and ');
    expect(markdown).toContain(`Reproduce the decisive exchange (${names('`')} exported):`);
    expect(utf8(first, 'junit.xml')).toContain(`Reproduce the decisive exchange (${names('')} exported):`);
    expect(utf8(first, 'report.html')).toContain(`Reproduce the decisive exchange (${names('')} exported)`);
    const curl = await pasteInShell(scriptOf(markdown, 'AUTH-MISSING-401'), { API_KEY: a.apiKey, CA_FILE: caFile });
    cleanups.push(() => curl.cleanup());
    expect(curl.code, curl.stderr).toBe(0);
    expect(curl.stdout).toMatch(/^HTTP\/[\d.]+ 200 /);
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
      const apiKeyEnv = `OSF_${name.toUpperCase().replace('-', '_')}_API_KEY`;
      env[apiKeyEnv] = server.accounts[0].apiKey;
      targets.push({ name, ordersBaseUrl: server.ordersBaseUrl, apiKeyEnv, caFile: `${name}.pem` });
    }
    const fleet = join(dir, 'fleet.json');
    writeFileSync(fleet, JSON.stringify({ targets }));
    const first = await runCli(['run', '--targets', fleet, '--only', 'AUTH-MISSING-401'], env);
    cleanups.push(() => first.cleanup());
    expect(first.code, first.stderr).toBe(1);
    const markdown = utf8(first, 'no-auth/summary.md');
    const same = /same run again: `([^`]+)`/.exec(markdown)?.[1];
    const rerunDir = `${first.reportDir}-rerun`;
    cleanups.push(() => rmSync(rerunDir, { recursive: true, force: true }));
    expect(same).toMatch(
      new RegExp(
        `^npx osf-conformance run --targets ${fleet} --report-dir ${rerunDir} --target no-auth --only AUTH-MISSING-401 --seed \\d+$`,
      ),
    );
    const again = await pasteInShell(same!, env);
    cleanups.push(() => again.cleanup());
    expect(again.code, again.stderr).toBe(1);
    expect(
      readdirSync(rerunDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('conformance.json')),
    ).toEqual(['no-auth/conformance.json']);
    expect(again.stdout).not.toMatch(/^clean /m);

    const typo = await runCli(['run', '--targets', fleet, '--target', 'no-aut'], env);
    cleanups.push(() => typo.cleanup());
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('--target no-aut: ');
    expect(typo.stderr).toContain('has no target of that name; did you mean no-auth? (its targets: clean, no-auth)');
  });

  it("pasted, a property failure's curl script of writes and reads shows the same wrong metadata again", async () => {
    const server = await startReferenceServer({ fault: 'metadata-null-stored-as-string' });
    const { dir, caFile } = caFileFor(server.caPem);
    cleanups.push(
      () => server.close(),
      () => rmSync(dir, { recursive: true, force: true }),
    );
    const [a] = server.accounts;
    const env = {
      ORDERS_BASE_URL: server.ordersBaseUrl,
      API_KEY: a.apiKey,
      CA_FILE: caFile,
      ENABLED_METADATA_KEYS: a.enabledMetadataKeys.join(','),
    };
    const run = await runCli(['run', '--only', 'META-PROPERTY-MERGE'], { ...env, SEED: '4242' });
    cleanups.push(() => run.cleanup());
    expect(run.code, run.stderr).toBe(1);
    const received = /metadata (\{.*?\}): /.exec(run.report?.requirements[0]?.finding?.received ?? '')?.[1];
    expect(received, JSON.stringify(run.report?.requirements[0]?.finding)).toBeDefined();
    const script = scriptOf(utf8(run, 'summary.md'), 'META-PROPERTY-MERGE');
    // Its own create, then the shrunk updates, then the read (again, where a listing might have lagged), against a
    // reference of its own.
    const steps = script.split('\n').map((l) => /-X (\w+)/.exec(l)?.[1] ?? l.slice(0, 4));
    expect(steps.join(' ')).toMatch(/^REF= POST( PUT)*( GET)+$/);
    const pasted = await pasteInShell(script, { API_KEY: a.apiKey, CA_FILE: caFile });
    cleanups.push(() => pasted.cleanup());
    expect(pasted.code, pasted.stderr).toBe(0);
    // The read at the end shows the pasted order with the metadata the run received, not the spec's.
    const shown = [...pasted.stdout.matchAll(/"reference":"osfc-repro-[^"]+","metadata":(\{[^}]*\})/g)].at(-1)?.[1];
    // Compared as JSON objects: the order of members carries no meaning (RFC 8259 4), and the run's order may have
    // held its keys since an earlier sequence.
    expect(shown, pasted.stdout.slice(-2000)).toBeDefined();
    expect(JSON.parse(shown!)).toEqual(JSON.parse(received!));
  });
});
