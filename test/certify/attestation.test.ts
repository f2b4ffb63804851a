// A bundle anyone can check: signed by the vendor's Ed25519 key as an in-toto statement in a DSSE envelope, it is
// refused once a file is edited and the manifest re-hashed (against the vendor's public key, and against the digest
// they published), and re-signing with another key does not help. An unsigned bundle says so plainly.

import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, verify as verifySignature } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ATTESTATION_NAME,
  DSSE_PAYLOAD_TYPE,
  IN_TOTO_STATEMENT_TYPE,
  preAuthEncoding,
  TEST_RESULT_PREDICATE,
  type DsseEnvelope,
  type InTotoStatement,
} from '../../src/certify/attestation.js';
import { bundleFiles } from '../../src/certify/bundle-files.js';
import { writeCertificationBundle } from '../../src/certify/bundle.js';
import { renderBundleCheck } from '../../src/certify/verify-render.js';
import { verifyBundle } from '../../src/certify/verify.js';
import { MANIFEST_NAME, renderManifest, sha256Hex } from '../../src/certify/manifest.js';
import { main } from '../../src/cli.js';
import { UsageError } from '../../src/errors.js';
import { Scrubber } from '../../src/evidence/secrets.js';
import { API_KEY, passingReport } from '../report/fixtures.js';

const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'osf-attest-'));
  dirs.push(dir);
  return dir;
}

/** A vendor's key pair as openssl writes it (PKCS#8 private, SPKI public), in PEM files. */
function vendorKeys() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const dir = tempDir();
  const privatePem = join(dir, 'vendor.pem');
  const publicPem = join(dir, 'vendor.pub.pem');
  writeFileSync(privatePem, privateKey.export({ type: 'pkcs8', format: 'pem' }));
  writeFileSync(publicPem, publicKey.export({ type: 'spki', format: 'pem' }));
  return { privateKey, publicKey, privatePem, publicPem };
}

const product = { vendor: 'Acme', product: 'Orders Cloud', productVersion: '4.2.0' };

function signedBundle(key = vendorKeys()) {
  const b = writeCertificationBundle(
    passingReport(),
    tempDir(),
    new Scrubber([['API_KEY', API_KEY]]),
    product,
    key.privateKey,
  );
  return { ...b, key };
}

/** A forger's edit: conformance.json changed, then MANIFEST.sha256 written anew so the bundle is intact again. */
function forge(dir: string): void {
  const path = join(dir, 'conformance.json');
  writeFileSync(path, readFileSync(path, 'utf8').replace('"seed": ', '"seed": 1'));
  const digests = new Map(bundleFiles(dir).map((p) => [p, sha256Hex(readFileSync(join(dir, p)))]));
  writeFileSync(join(dir, MANIFEST_NAME), renderManifest(digests));
}

/** Runs `osf-conformance verify ...` in process: its exit code and what it printed. */
async function verifyCommand(args: string[]): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void lines.push(a.join(' ')));
  const code = await main(['verify', ...args], {});
  vi.restoreAllMocks();
  return { code, out: lines.join('\n') };
}

describe('a signed certification bundle', () => {
  it('carries an in-toto test-result statement over every file and the manifest, in a DSSE envelope', () => {
    const b = signedBundle();
    const envelope = JSON.parse(readFileSync(join(b.dir, ATTESTATION_NAME), 'utf8')) as DsseEnvelope;
    expect(envelope.payloadType).toBe(DSSE_PAYLOAD_TYPE);
    const body = Buffer.from(envelope.payload, 'base64');
    const statement = JSON.parse(body.toString('utf8')) as InTotoStatement;
    expect(statement._type).toBe(IN_TOTO_STATEMENT_TYPE);
    expect(statement.predicateType).toBe(TEST_RESULT_PREDICATE);
    expect(statement.predicate.result).toBe('PASSED');
    expect(statement.subject.map((s) => s.name)).toEqual([...bundleFiles(b.dir), MANIFEST_NAME].sort());
    const manifest = statement.subject.find((s) => s.name === MANIFEST_NAME)!;
    expect(manifest.digest.sha256).toBe(b.manifestSha256);
    // The signature is over DSSE's pre-authentication encoding, checkable with any Ed25519 library.
    const pae = preAuthEncoding(DSSE_PAYLOAD_TYPE, body);
    expect(pae.toString()).toBe(
      `DSSEv1 ${DSSE_PAYLOAD_TYPE.length} ${DSSE_PAYLOAD_TYPE} ${body.length} ${body.toString()}`,
    );
    expect(verifySignature(null, pae, b.key.publicKey, Buffer.from(envelope.signatures[0]!.sig, 'base64'))).toBe(true);
    expect(readFileSync(join(b.dir, ATTESTATION_NAME), 'utf8')).not.toContain(API_KEY);
    // The manifest still checks with sha256sum alone: the attestation is not one of its files.
    expect(execFileSync('sha256sum', ['-c', '--quiet', MANIFEST_NAME], { cwd: b.dir, encoding: 'utf8' })).toBe('');
  });

  it('verifies against the vendor public key and against the published digest', async () => {
    const b = signedBundle();
    const { code, out } = await verifyCommand([b.dir, '--public-key', b.key.publicPem, '--sha256', b.manifestSha256]);
    expect(out).toContain('signature: valid, by the public key given');
    expect(out).toContain(`${MANIFEST_NAME} sha256: matches the published digest`);
    expect(out).toContain(`bundle intact and vouched for: ${b.dir}`);
    expect(code).toBe(0);
  });

  it('refuses a forged bundle (file edited, manifest re-hashed) against the public key and the published digest', async () => {
    const b = signedBundle();
    forge(b.dir);
    // Against its own manifest alone, the forgery is intact: that is why a key or a published digest is needed.
    expect(verifyBundle(b.dir).ok).toBe(true);
    const byKey = await verifyCommand([b.dir, '--public-key', b.key.publicPem]);
    expect(byKey.code).toBe(1);
    expect(byKey.out).toContain('signature: changed since signing: MANIFEST.sha256');
    expect(byKey.out).toContain('signature: changed since signing: conformance.json');
    expect(byKey.out).toContain(`bundle REFUSED: ${b.dir}`);
    const byDigest = await verifyCommand([b.dir, '--sha256', `SHA256:${b.manifestSha256.toUpperCase()}`]);
    expect(byDigest.code).toBe(1);
    expect(byDigest.out).toContain('is NOT the published digest');
  });

  it("calls the vendor's signature of another bundle, copied in, a swapped signature", async () => {
    const key = vendorKeys();
    const a = signedBundle(key);
    // Another run of the vendor's: every file differs from the first bundle's.
    const other = { ...passingReport(), run: { ...passingReport().run, seed: 99 } };
    const b = writeCertificationBundle(other, tempDir(), new Scrubber([]), product, key.privateKey);
    writeFileSync(join(b.dir, ATTESTATION_NAME), readFileSync(join(a.dir, ATTESTATION_NAME)));
    const { code, out } = await verifyCommand([b.dir, '--public-key', key.publicPem]);
    expect(code).toBe(1);
    expect(out).toContain(
      `signature: SWAPPED: ${ATTESTATION_NAME} is the key's signature over another bundle (none of the 7 files it signs is here as signed; it signs a PASSED result)`,
    );
    expect(out).not.toContain('changed since signing');
  });

  it("refuses a bundle signed with another key than the vendor's", async () => {
    const b = signedBundle();
    // A forger writes the bundle anew, in the same place, and signs it with a key of their own.
    writeCertificationBundle(passingReport(), join(b.dir, '..'), new Scrubber([]), product, vendorKeys().privateKey);
    expect(verifyBundle(b.dir).ok).toBe(true);
    const { code, out } = await verifyCommand([b.dir, '--public-key', b.key.publicPem]);
    expect(code).toBe(1);
    expect(out).toContain('signature: the signature does not match the public key given');
  });

  it('says plainly that an unsigned bundle is unsigned, and refuses it when a key is given', async () => {
    const dir = tempDir();
    const b = writeCertificationBundle(passingReport(), dir, new Scrubber([]), product);
    expect(b.signedBy).toBeUndefined();
    const plain = await verifyCommand([b.dir]);
    expect(plain.code).toBe(0);
    expect(plain.out).toContain('signature: none; this bundle is unsigned, so nothing ties it to a vendor');
    expect(renderBundleCheck(b.dir, verifyBundle(b.dir))).toContain('only a signature or a published digest');
    const withKey = await verifyCommand([b.dir, '--public-key', vendorKeys().publicPem]);
    expect(withKey.code).toBe(1);
    expect(withKey.out).toContain(`signature: the bundle is not signed (no ${ATTESTATION_NAME})`);
  });

  it('refuses a key that is not Ed25519, and a digest that is not one, in one line without quoting the file', async () => {
    const b = signedBundle();
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'pem' });
    const file = join(tempDir(), 'rsa.pem');
    writeFileSync(file, rsa);
    await expect(main(['verify', b.dir, '--public-key', file], {})).rejects.toThrow(
      new UsageError(`--public-key ${file} is a rsa key; the bundle is signed with Ed25519`),
    );
    writeFileSync(file, 'not a key at all');
    await expect(main(['verify', b.dir, '--public-key', file], {})).rejects.toThrow(/is not a public key in PEM/);
    await expect(main(['verify', b.dir, '--sha256', 'abc'], {})).rejects.toThrow(/64 hex digits/);
  });
});
