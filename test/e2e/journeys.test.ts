// The journeys around the verdict, through the packed package's command against a reference server the test starts:
// a CI log that shows progress before the end, a vendor who can win a certificate, a coverage gap and a
// slip in the setup each named with what to set or check.

import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startReferenceServer } from '../../src/reference/server.js';
import { caFileFor } from '../hostile/servers.js';
import { pasteInShell, runCli, runFromPackedPackage, type CliResult } from './run-cli.js';

runFromPackedPackage();

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function reference(): Promise<Record<string, string>> {
  const server = await startReferenceServer({});
  const { dir, caFile } = caFileFor(server.caPem);
  cleanups.push(
    () => server.close(),
    () => rmSync(dir, { recursive: true, force: true }),
  );
  const [a, b] = server.accounts;
  return {
    ORDERS_BASE_URL: server.ordersBaseUrl,
    API_KEY: a.apiKey,
    SECOND_API_KEY: b.apiKey,
    CA_FILE: caFile,
    ENABLED_METADATA_KEYS: a.enabledMetadataKeys.join(','),
    SECOND_ENABLED_METADATA_KEYS: b.enabledMetadataKeys.join(','),
  };
}

async function run(args: readonly string[], env: Record<string, string>): Promise<CliResult> {
  const result = await runCli(args, env, 180_000);
  cleanups.push(() => result.cleanup());
  return result;
}

async function paste(line: string, env: Record<string, string>): Promise<CliResult> {
  const result = await pasteInShell(line, env, 180_000);
  cleanups.push(() => result.cleanup());
  return result;
}

const utf8 = (result: CliResult, path: string) => Buffer.from(result.files.get(path) ?? '', 'latin1').toString('utf8');

const CERTIFY = ['run', '--certify', '--vendor', 'Acme', '--product', 'Orders Cloud', '--product-version', '4.2'];

describe('journeys through osf-conformance run', () => {
  it('CI: a piped run prints the target, then plain progress lines, before the summary', async () => {
    const result = await run(['run'], await reference());
    expect(result.code, result.stderr).toBe(0);
    const [first, ...rest] = result.output;
    expect(first).toEqual([
      'stderr',
      expect.stringMatching(
        /^osf-conformance \S+: checking https:\/\/127\.0\.0\.1:\d+\/v1\.0 and https:\/\/127\.0\.0\.1:\d+\/v2; seed \d+, deadline 300 s\n/,
      ),
    ]);
    const progressAt = rest.findIndex(
      ([stream, text]) => stream === 'stderr' && /^ {2}(spec \d+ done|progress): /m.test(text),
    );
    const summaryAt = result.output.findIndex(([stream]) => stream === 'stdout');
    expect(progressAt).toBeGreaterThanOrEqual(0);
    expect(progressAt + 1).toBeLessThan(summaryAt);
    expect(result.stderr).toMatch(/^ {2}spec 2 done: \d+ pass, 0 fail/m);
    expect(result.stderr).not.toMatch(/\u001b|\r/);
  });

  it('vendor: a conforming product that serves one version is certified and signed, and the console shows that verdict alone', async () => {
    // The vendor's Ed25519 key, as `openssl genpkey -algorithm ed25519` and `openssl pkey -pubout` write it.
    const keys = mkdtempSync(join(tmpdir(), 'osfc-vendor-key-'));
    cleanups.push(() => rmSync(keys, { recursive: true, force: true }));
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    writeFileSync(join(keys, 'vendor.pem'), privateKey.export({ type: 'pkcs8', format: 'pem' }));
    writeFileSync(join(keys, 'vendor.pub.pem'), publicKey.export({ type: 'spki', format: 'pem' }));
    const env = await reference();
    const result = await run([...CERTIFY, '--sign-key', join(keys, 'vendor.pem')], env);
    expect(result.code, result.stdout).toBe(0);
    expect(result.stdout).toMatch(/^CERTIFICATION: conformant \(Acme Orders Cloud 4\.2\)/m);
    expect(result.stdout).not.toMatch(/CONFORMS|not conformant/);
    const statement = result.files.get('certification/statement.md') ?? '';
    expect(statement).toContain('**Verdict: conformant**');
    expect(statement).toMatch(
      /- VER-OLD-PATHS-STABLE \(9\.2, MUST: After a version bump the old paths MUST keep stable support[^)]*\) was not applicable, which does not block certification: /,
    );
    expect(result.stdout).toMatch(/^ {2}signed: attestation\.dsse\.json, Ed25519 key [0-9a-f]{64} /m);
    const published = /MANIFEST\.sha256 sha256: ([0-9a-f]{64})/.exec(result.stdout)?.[1] ?? 'none printed';
    const bundle = join(result.reportDir, 'certification');
    const verify = await run(
      ['verify', bundle, '--public-key', join(keys, 'vendor.pub.pem'), '--sha256', published],
      {},
    );
    expect(verify.code, verify.stdout).toBe(0);
    expect(verify.stdout).toContain(`bundle intact and vouched for: ${bundle}`);
    expect(verify.stdout).not.toContain(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString().split('\n')[1]);

    // The run again, pasted from summary.md in the same shell: a certification again, of the same product, without
    // the path of the vendor's private key.
    const same = /same run again: `(npx osf-conformance run [^`]+)`/.exec(utf8(result, 'summary.md'))?.[1];
    expect(same).toMatch(/ --certify --vendor Acme --product 'Orders Cloud' --product-version 4\.2 --seed \d+$/);
    const again = await paste(same!, env);
    expect(again.code, again.stdout).toBe(0);
    expect(again.stdout).toMatch(/^CERTIFICATION: conformant \(Acme Orders Cloud 4\.2\)/m);
  });

  it('vendor: without ENABLED_METADATA_KEYS the run warns with the coverage line, and --certify refuses with it', async () => {
    const env = { ...(await reference()), ENABLED_METADATA_KEYS: '' };
    const result = await run(CERTIFY, env);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /^ {2}Coverage: \d+ of \d+ requirements exercised; \d+ need ENABLED_METADATA_KEYS, the metadata keys enabled for the account of API_KEY \(spec 2\.1\.3\) \[META-/m,
    );
    expect(result.stdout).toMatch(
      /^CERTIFICATION: not conformant\n {2}incomplete coverage: \d+ of \d+ requirements exercised; \d+ need ENABLED_METADATA_KEYS/m,
    );
    expect(result.stdout).not.toMatch(/CONFORMS/);
    expect(result.files.get('summary.md')).toMatch(
      /> \[!WARNING\]\n> \*\*Coverage: \d+ of \d+ requirements exercised; \d+ need ENABLED\\_METADATA\\_KEYS/,
    );
  });

  it('CI: a key listed but not enabled stops the run before any metadata check, naming the key and the fix', async () => {
    const env = { ...(await reference()), ENABLED_METADATA_KEYS: 'gift_note,not_enabled_here' };
    const result = await run(['run'], env);
    expect(result.code, result.stdout).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      /^osf-conformance: NOT DETERMINED: ENABLED_METADATA_KEYS lists not_enabled_here, but the target stored not this one on a write \(order [^)]+\) nor on an update: check that not_enabled_here is enabled for the account of API_KEY/m,
    );
    expect(result.files.get('summary.md')).toMatch(
      /NOT DETERMINED[^]*> \*\*Setup problem, nothing was checked: ENABLED\\_METADATA\\_KEYS lists not\\_enabled\\_here/,
    );
    const junit = result.files.get('junit.xml') ?? '';
    expect(junit).toMatch(/<error type="setup" message="NOT DETERMINED: ENABLED_METADATA_KEYS lists not_enabled_here/);
    expect(result.report?.requirements.filter((r) => r.verdict === 'fail')).toEqual([]);
  });
});
