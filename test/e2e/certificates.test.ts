// A customer checks certificates with the packed package's `verify`: what a bundle states (verdict, vendor, product,
// suite, date, coverage) and what was checked are shown, so a genuine bundle that certifies another product as not
// conformant never reads like a conformant one; a signature swapped in from another bundle is named as such; a file
// replaced by a link to an outside copy is refused. A vendor's own `certification/` folder is never deleted.

import { generateKeyPairSync } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceServer, type RunningReference } from '../../src/reference/server.js';
import { runCli, runFromPackedPackage, type CliResult } from './run-cli.js';

runFromPackedPackage();

const version = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

let work: string;
const servers: RunningReference[] = [];
const results: CliResult[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  for (const r of results) r.cleanup();
  if (work !== undefined) rmSync(work, { recursive: true, force: true });
});

/** A product on 127.0.0.1 (the reference server, maybe with a seeded fault) and the settings a vendor sets for it. */
async function product(fault?: string): Promise<{ env: Record<string, string>; server: RunningReference }> {
  const server = await startReferenceServer(fault === undefined ? {} : { fault });
  servers.push(server);
  const caFile = join(work, `ca-${servers.length}.pem`);
  writeFileSync(caFile, server.caPem);
  const [a, b] = server.accounts;
  const env = {
    ORDERS_BASE_URL: server.ordersBaseUrl,
    API_KEY: a.apiKey,
    SECOND_API_KEY: b.apiKey,
    CA_FILE: caFile,
    ENABLED_METADATA_KEYS: a.enabledMetadataKeys.join(','),
    SECOND_ENABLED_METADATA_KEYS: b.enabledMetadataKeys.join(','),
    CERTIFY_SIGN_KEY: join(work, 'vendor.pem'),
  };
  return { env, server };
}

async function run(args: readonly string[], env: Record<string, string> = {}): Promise<CliResult> {
  const result = await runCli(args, env, 240_000);
  results.push(result);
  return result;
}

const certify = (productName: string, productVersion: string) => [
  'run',
  '--certify',
  ...['--vendor', 'Acme', '--product', productName, '--product-version', productVersion],
];

interface Bundle {
  readonly dir: string;
  readonly digest: string;
}

let conformant: Bundle;
let notConformant: Bundle;
const publicKey = () => join(work, 'vendor.pub.pem');

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'osfc-certificates-'));
  // The vendor's key, as `openssl genpkey -algorithm ed25519` and `openssl pkey -pubout` write it.
  const { privateKey, publicKey: pub } = generateKeyPairSync('ed25519');
  writeFileSync(join(work, 'vendor.pem'), privateKey.export({ type: 'pkcs8', format: 'pem' }));
  writeFileSync(publicKey(), pub.export({ type: 'spki', format: 'pem' }));
  const [good, bad] = await Promise.all([
    product().then(({ env }) => run(certify('Orders Cloud', '4.2'), env)),
    // Another product of the same vendor, signed with the same key: a missing key answered 403 (spec 5.4).
    product('auth-403-instead-of-401').then(({ env }) => run(certify('Orders Edge', '5.0'), env)),
  ]);
  expect(good.code, good.stdout).toBe(0);
  expect(bad.code, bad.stdout).toBe(1);
  expect(bad.stdout).toMatch(/^CERTIFICATION: not conformant/m);
  const digestOf = (r: CliResult) => /MANIFEST\.sha256 sha256: ([0-9a-f]{64})/.exec(r.stdout)?.[1] ?? 'none printed';
  conformant = { dir: join(good.reportDir, 'certification'), digest: digestOf(good) };
  notConformant = { dir: join(bad.reportDir, 'certification'), digest: digestOf(bad) };
}, 600_000);

/** A copy of a bundle a test may tamper with. */
function copyOf(bundle: Bundle, name: string): string {
  const dir = join(work, name);
  cpSync(bundle.dir, dir, { recursive: true });
  return dir;
}

describe('verify shows what a bundle states and what was checked', () => {
  it('tells a conformant bundle from a genuine not-conformant one of another product, line by line', async () => {
    const verify = (b: Bundle) => run(['verify', b.dir, '--public-key', publicKey(), '--sha256', b.digest]);
    const [good, bad] = await Promise.all([verify(conformant), verify(notConformant)]);
    expect(good.code, good.stdout).toBe(0);
    expect(bad.code, bad.stdout).toBe(0);
    expect(good.stdout).toMatch(/^states: conformant: Acme Orders Cloud 4\.2$/m);
    expect(bad.stdout).toMatch(/^states: not conformant: Acme Orders Edge 5\.0$/m);
    for (const out of [good.stdout, bad.stdout]) {
      expect(out).toMatch(
        new RegExp(`^ {2}suite: osf-conformance ${version.replaceAll('.', '\\.')}; date: \\d{4}-`, 'm'),
      );
      expect(out).toMatch(/^ {2}Coverage: \d+ of \d+ requirements exercised/m);
      expect(out).toMatch(
        /^checked: every file against MANIFEST\.sha256; the signature, by the public key given; MANIFEST\.sha256 against the published digest$/m,
      );
    }
    expect(bad.stdout).toMatch(/^ {2}why: .+/m);
    expect(good.stdout).not.toMatch(/^ {2}why: /m);
    // The verdict line of the not-conformant bundle never reads as the conformant one's.
    const last = (out: string, dir: string) =>
      out
        .split('\n')
        .find((l) => l.startsWith('bundle '))
        ?.replace(dir, 'DIR');
    expect(last(good.stdout, conformant.dir)).toBe(
      'bundle intact and vouched for: DIR: Acme Orders Cloud 4.2 is conformant',
    );
    expect(last(bad.stdout, notConformant.dir)).toBe(
      'bundle intact and vouched for: DIR: Acme Orders Edge 5.0 is not conformant',
    );
  });

  it('with --sha256 alone, says the signature was not checked', async () => {
    const r = await run(['verify', conformant.dir, '--sha256', conformant.digest]);
    expect(r.code, r.stdout).toBe(0);
    expect(r.stdout).toMatch(
      /^checked: every file against MANIFEST\.sha256; MANIFEST\.sha256 against the published digest; the signature was NOT checked \(pass --public-key FILE\)$/m,
    );
  });

  it('with neither, says that nothing ties the bundle to its vendor', async () => {
    const r = await run(['verify', conformant.dir]);
    expect(r.code, r.stdout).toBe(0);
    expect(r.stdout).toMatch(
      /^checked: every file against MANIFEST\.sha256 only; neither the signature nor a published digest was checked$/m,
    );
    expect(r.stdout).toMatch(
      /^bundle intact: .*: it states Acme Orders Cloud 4\.2 is conformant; only a signature or a published digest says who made it$/m,
    );
  });

  it('calls a signature swapped in from another bundle a swapped signature, not every file changed', async () => {
    const dir = copyOf(notConformant, 'swapped');
    copyFileSync(join(conformant.dir, 'attestation.dsse.json'), join(dir, 'attestation.dsse.json'));
    const r = await run(['verify', dir, '--public-key', publicKey()]);
    expect(r.code, r.stdout).toBe(1);
    expect(r.stdout).toMatch(
      /^signature: SWAPPED: attestation\.dsse\.json is the key's signature over another bundle \(none of the \d+ files it signs is here as signed; it signs a PASSED result\)$/m,
    );
    expect(r.stdout).not.toContain('changed since signing');
    expect(r.stdout).toMatch(/^bundle REFUSED: /m);
  });

  it('refuses a bundle file replaced by a symbolic link to an outside copy', async () => {
    const dir = copyOf(conformant, 'linked');
    const outside = join(work, 'statement-outside.md');
    copyFileSync(join(dir, 'statement.md'), outside);
    unlinkSync(join(dir, 'statement.md'));
    symlinkSync(outside, join(dir, 'statement.md'));
    const r = await run(['verify', dir, '--public-key', publicKey(), '--sha256', conformant.digest]);
    expect(r.code, r.stdout).toBe(1);
    expect(r.stdout).toMatch(/^linked: statement\.md \(a symbolic link; a bundle holds regular files only\)$/m);
    expect(r.stdout).toMatch(/^bundle NOT intact: /m);
  });
});

describe('run --certify into a folder holding your own certification/', () => {
  it('refuses in one line, exit 2, before any request, and deletes nothing', async () => {
    const { env, server } = await product();
    const reportDir = join(work, 'vendor-reports');
    const own = join(reportDir, 'certification');
    mkdirSync(own, { recursive: true });
    writeFileSync(join(own, 'iso-9001.pdf'), 'the vendor keeps this here');
    const before = server.requestCount();
    const r = await run(certify('Orders Cloud', '4.2'), { ...env, REPORT_DIR: reportDir });
    expect(r.code, r.stdout + r.stderr).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain(
      `${own} holds files osf-conformance did not write (iso-9001.pdf); it never deletes what it did not write: move them, or choose another REPORT_DIR`,
    );
    expect(readFileSync(join(own, 'iso-9001.pdf'), 'utf8')).toBe('the vendor keeps this here');
    expect(server.requestCount()).toBe(before);
    expect(existsSync(join(own, 'MANIFEST.sha256'))).toBe(false);
  }, 240_000);
});
