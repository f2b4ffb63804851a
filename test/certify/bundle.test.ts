// End to end on disk: a written bundle verifies; one edited byte, a deleted or an added file, or a
// statement edited with a regenerated manifest is caught. sha256sum -c agrees with our manifest.

import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bundleFiles, renderBundleCheck, verifyBundle, writeCertificationBundle } from '../../src/certify/bundle.js';
import { MANIFEST_NAME, renderManifest, sha256Hex } from '../../src/certify/manifest.js';
import { UsageError } from '../../src/errors.js';
import { Scrubber } from '../../src/evidence/secrets.js';
import { API_KEY, passingReport } from '../report/fixtures.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

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

  it('replaces an earlier bundle instead of mixing old files in', () => {
    const b = bundle();
    appendFileSync(join(b.dir, 'stale.txt'), 'old');
    const again = writeCertificationBundle(passingReport(), join(b.dir, '..'), new Scrubber([]), {
      vendor: 'A',
      product: 'B',
      productVersion: 'C',
    });
    expect(bundleFiles(again.dir)).not.toContain('stale.txt');
    expect(verifyBundle(again.dir).ok).toBe(true);
  });

  it('refuses a directory without a manifest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'osf-bundle-'));
    dirs.push(dir);
    expect(() => verifyBundle(dir)).toThrow(UsageError);
    expect(() => verifyBundle(join(dir, 'nope'))).toThrow(/is not a directory/);
  });
});
