// End to end on disk: a written bundle verifies; one edited byte, a deleted or an added file, or a
// statement edited with a regenerated manifest is caught. sha256sum -c agrees with our manifest.

import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import {
  copyFileSync,
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
import { afterEach, describe, expect, it } from 'vitest';
import { bundleFiles } from '../../src/certify/bundle-files.js';
import { ATTESTATION_NAME } from '../../src/certify/attestation.js';
import { foreignEntries, prepareBundleDir, writeCertificationBundle } from '../../src/certify/bundle.js';
import { renderBundleCheck } from '../../src/certify/verify-render.js';
import { verifyBundle } from '../../src/certify/verify.js';
import { MANIFEST_NAME, renderManifest, sha256Hex } from '../../src/certify/manifest.js';
import { UsageError } from '../../src/errors.js';
import { Scrubber } from '../../src/evidence/secrets.js';
import { API_KEY, passingReport } from '../report/fixtures.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const signingKey = () => generateKeyPairSync('ed25519').privateKey;

function bundle() {
  const reportDir = mkdtempSync(join(tmpdir(), 'osf-bundle-'));
  dirs.push(reportDir);
  return writeCertificationBundle(passingReport(), reportDir, new Scrubber([['API_KEY', API_KEY]]), {
    vendor: 'Acme',
    product: 'Orders Cloud',
    productVersion: '4.2.0',
  });
}

describe('certification bundle', () => {
  it('holds the reports, the statement and a manifest over all of them', () => {
    const b = bundle();
    expect(bundleFiles(b.dir)).toEqual([
      'conformance.json',
      'junit.xml',
      'report.html',
      'statement.json',
      'statement.md',
      'summary.md',
    ]);
    expect(b.statement.verdict).toBe('conformant');
    expect(JSON.parse(readFileSync(join(b.dir, 'statement.json'), 'utf8'))).toMatchObject({
      vendor: 'Acme',
      verdict: 'conformant',
    });
    expect(b.manifestSha256).toBe(sha256Hex(readFileSync(join(b.dir, MANIFEST_NAME))));
    const check = verifyBundle(b.dir);
    expect(check.ok).toBe(true);
    expect(renderBundleCheck(b.dir, check)).toContain(`bundle intact: ${b.dir}`);
  });

  it('is checkable with sha256sum -c, without this tool', () => {
    const b = bundle();
    expect(execFileSync('sha256sum', ['-c', '--quiet', MANIFEST_NAME], { cwd: b.dir, encoding: 'utf8' })).toBe('');
  });

  it('names a file with one edited byte', () => {
    const b = bundle();
    const path = join(b.dir, 'report.html');
    const bytes = readFileSync(path);
    bytes[100] = bytes[100]! ^ 1;
    writeFileSync(path, bytes);
    const check = verifyBundle(b.dir);
    expect(check.ok).toBe(false);
    expect(check.difference).toEqual({ edited: ['report.html'], missing: [], added: [] });
    expect(renderBundleCheck(b.dir, check)).toMatch(/^edited: report\.html\nbundle NOT intact/);
  });

  it('names missing and added files', () => {
    const b = bundle();
    unlinkSync(join(b.dir, 'junit.xml'));
    writeFileSync(join(b.dir, 'extra.txt'), 'x');
    expect(verifyBundle(b.dir).difference).toEqual({ edited: [], missing: ['junit.xml'], added: ['extra.txt'] });
  });

  it('catches a statement edited to "conformant" with the manifest regenerated to match', () => {
    const reportDir = mkdtempSync(join(tmpdir(), 'osf-bundle-'));
    dirs.push(reportDir);
    const failing = { ...passingReport(), run: { ...passingReport().run, numRuns: 3 } };
    const b = writeCertificationBundle(failing, reportDir, new Scrubber([]), {
      vendor: 'A',
      product: 'B',
      productVersion: 'C',
    });
    expect(b.statement.verdict).toBe('not conformant');
    const statementPath = join(b.dir, 'statement.json');
    writeFileSync(statementPath, readFileSync(statementPath, 'utf8').replace('"not conformant"', '"conformant"'));
    const digests = new Map(bundleFiles(b.dir).map((p) => [p, sha256Hex(readFileSync(join(b.dir, p)))]));
    writeFileSync(join(b.dir, MANIFEST_NAME), renderManifest(digests));
    const check = verifyBundle(b.dir);
    expect(check.difference).toEqual({ edited: [], missing: [], added: [] });
    expect(check.ok).toBe(false);
    expect(check.inconsistencies).toEqual([
      'statement.json says "conformant" but conformance.json gives "not conformant"',
    ]);
  });

  it('replaces an earlier bundle, its signature too, instead of mixing old files in', () => {
    const reportDir = mkdtempSync(join(tmpdir(), 'osf-bundle-'));
    dirs.push(reportDir);
    const product = { vendor: 'A', product: 'B', productVersion: 'C' };
    const signed = writeCertificationBundle(passingReport(), reportDir, new Scrubber([]), product, signingKey());
    expect(existsSync(join(signed.dir, ATTESTATION_NAME))).toBe(true);
    const again = writeCertificationBundle(passingReport(), reportDir, new Scrubber([]), product);
    expect(existsSync(join(again.dir, ATTESTATION_NAME))).toBe(false);
    expect(verifyBundle(again.dir).ok).toBe(true);
  });

  it('never deletes what it did not write: a stray file, or a folder of your own, is refused in one line', () => {
    const b = bundle();
    writeFileSync(join(b.dir, 'stale.txt'), 'mine');
    const before = bundleFiles(b.dir);
    const write = () =>
      writeCertificationBundle(passingReport(), join(b.dir, '..'), new Scrubber([]), {
        vendor: 'A',
        product: 'B',
        productVersion: 'C',
      });
    expect(write).toThrow(
      new UsageError(
        `${b.dir} holds files osf-conformance did not write (stale.txt); it never deletes what it did not write: move them, or choose another REPORT_DIR`,
      ),
    );
    expect(bundleFiles(b.dir)).toEqual(before);
    expect(() => prepareBundleDir(join(b.dir, '..'))).toThrow(
      /holds files osf-conformance did not write \(stale\.txt\)/,
    );
    // A folder of your own that happens to hold a name the bundle uses, but no manifest, is not a bundle.
    const own = mkdtempSync(join(tmpdir(), 'osf-bundle-'));
    dirs.push(own);
    mkdirSync(join(own, 'certification'));
    writeFileSync(join(own, 'certification', 'summary.md'), 'my notes');
    expect(foreignEntries(join(own, 'certification'))).toEqual(['summary.md']);
    expect(() => prepareBundleDir(own)).toThrow(/\(summary\.md\)/);
    expect(readFileSync(join(own, 'certification', 'summary.md'), 'utf8')).toBe('my notes');
    // Absent or empty: the suite's to fill.
    expect(prepareBundleDir(mkdtempSync(join(tmpdir(), 'osf-bundle-')))).toMatch(/certification$/);
  });

  it('refuses a file replaced by a symbolic link to a copy outside the bundle', () => {
    const b = bundle();
    const outside = join(b.dir, '..', 'outside.html');
    copyFileSync(join(b.dir, 'report.html'), outside);
    unlinkSync(join(b.dir, 'report.html'));
    symlinkSync(outside, join(b.dir, 'report.html'));
    const check = verifyBundle(b.dir);
    expect(check.ok).toBe(false);
    expect(check.linked).toEqual(['report.html']);
    expect(check.difference).toEqual({ edited: [], missing: [], added: [] });
    expect(renderBundleCheck(b.dir, check)).toMatch(
      /^linked: report\.html \(a symbolic link; a bundle holds regular files only\)\nbundle NOT intact/,
    );
  });

  it('states what the statement says: verdict, product, suite, date, coverage, and why not conformant', () => {
    const reportDir = mkdtempSync(join(tmpdir(), 'osf-bundle-'));
    dirs.push(reportDir);
    const failing = { ...passingReport(), run: { ...passingReport().run, numRuns: 3 } };
    const product = { vendor: 'Other', product: 'Edge', productVersion: '9\nbundle intact' };
    const b = writeCertificationBundle(failing, reportDir, new Scrubber([]), product);
    const check = verifyBundle(b.dir);
    expect(check.states).toMatchObject({ verdict: 'not conformant', vendor: 'Other', product: 'Edge' });
    const text = renderBundleCheck(b.dir, check);
    expect(text).toContain(`bundle intact: ${b.dir}: it states Other Edge 9\\x0abundle intact is not conformant;`);
    expect(text).toMatch(/^states: not conformant: Other Edge 9\\x0abundle intact$/m);
    expect(text).toMatch(/^ {2}why: NUM_RUNS was 3, below the default 12$/m);
    expect(text).toMatch(/^ {2}Coverage: \d+ of \d+ requirements exercised/m);
    expect(text.split('\n').filter((l) => l.startsWith('bundle intact'))).toHaveLength(1);
  });

  it('refuses a directory without a manifest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'osf-bundle-'));
    dirs.push(dir);
    expect(() => verifyBundle(dir)).toThrow(UsageError);
    expect(() => verifyBundle(join(dir, 'nope'))).toThrow(/is not a directory/);
  });
});
