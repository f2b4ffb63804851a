// Writes a certification bundle (the reports, statement.json, statement.md, MANIFEST.sha256, and with a vendor's key
// attestation.dsse.json) into REPORT_DIR/certification, a folder of the suite's own: it never deletes what it did not
// write. The decisions live in statement.ts, manifest.ts and attestation.ts; verify.ts checks a bundle.

import type { KeyObject } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { readInputFile } from '../config/input-file.js';
import { writeOwnFile } from '../config/output-file.js';
import { prepareReportDir } from '../config/report-dir.js';
import { UsageError } from '../errors.js';
import type { Scrubber } from '../evidence/secrets.js';
import type { ConformanceReport } from '../report/model.js';
import { showControls } from '../report/escape.js';
import { renderers, writeReports } from '../report/write.js';
import { bundleFiles, digestsOf } from './bundle-files.js';
import { MANIFEST_NAME, renderManifest, sha256Hex } from './manifest.js';
import { buildStatement, renderStatementMarkdown, type CertificationStatement, type ProductInfo } from './statement.js';
import { ATTESTATION_NAME, inTotoStatement, keyId, readEd25519Key, signStatement } from './attestation.js';

export const BUNDLE_DIR_NAME = 'certification';

const STATEMENT_FILES = ['statement.json', 'statement.md'] as const;

/** Every name the writer puts in the bundle folder: nothing else there is the suite's to replace. */
export const BUNDLE_FILE_NAMES: readonly string[] = [
  ...renderers.map(([name]) => name),
  ...STATEMENT_FILES,
  MANIFEST_NAME,
  ATTESTATION_NAME,
];

export interface WrittenBundle {
  readonly dir: string;
  readonly statement: CertificationStatement;
  /** SHA-256 of MANIFEST.sha256 itself: the one value a vendor publishes so customers can trust the bundle. */
  readonly manifestSha256: string;
  /** Set when the vendor's key signed the bundle: the id (SHA-256 of the public key) customers can compare. */
  readonly signedBy?: string;
}

/**
 * The entries of a bundle folder the suite did not write: anything but a regular file of a bundle's name, and every
 * entry of a folder without MANIFEST.sha256 (a bundle always has one). Empty when the folder is absent or empty.
 */
export function foreignEntries(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const ours = entries.filter((e) => e.isFile() && BUNDLE_FILE_NAMES.includes(e.name));
  if (!ours.some((e) => e.name === MANIFEST_NAME)) return entries.map((e) => e.name).sort();
  return entries
    .filter((e) => !ours.includes(e))
    .map((e) => e.name)
    .sort();
}

/** Refuses, in one line, a bundle folder holding what the suite did not write: it would have to delete it. */
function refuseForeign(dir: string): void {
  const foreign = foreignEntries(dir);
  if (foreign.length === 0) return;
  const shown = foreign.slice(0, 3).map((name) => showControls(name));
  const more = foreign.length > 3 ? ` and ${foreign.length - 3} more` : '';
  throw new UsageError(
    `${dir} holds files osf-conformance did not write (${shown.join(', ')}${more}); it never deletes what it did not write: move them, or choose another REPORT_DIR`,
  );
}

/**
 * Before the run sends anything: REPORT_DIR/certification is absent, empty, or an earlier bundle, and can be written.
 * Returns its path.
 */
export function prepareBundleDir(reportDir: string): string {
  const dir = join(reportDir, BUNDLE_DIR_NAME);
  refuseForeign(dir);
  return prepareReportDir(dir, `REPORT_DIR/${BUNDLE_DIR_NAME}`);
}

/** Signs every file of the bundle and its manifest: the in-toto statement in a DSSE envelope, written beside them. */
function writeAttestation(dir: string, report: ConformanceReport, statement: CertificationStatement, key: KeyObject) {
  const files = digestsOf(dir, [...bundleFiles(dir), MANIFEST_NAME]);
  const ids = (keep: (verdict: string) => boolean) =>
    report.requirements.filter((r) => keep(r.verdict)).map((r) => r.id);
  const tests = {
    passed: ids((v) => v === 'pass'),
    failed: ids((v) => v === 'fail'),
    warned: ids((v) => v !== 'pass' && v !== 'fail'),
  };
  const envelope = signStatement(inTotoStatement(files, statement, tests), key);
  writeOwnFile(join(dir, ATTESTATION_NAME), `${JSON.stringify(envelope, null, 2)}\n`);
}

/**
 * Writes REPORT_DIR/certification afresh. An earlier bundle's files are removed first (a stale signature left beside
 * a new manifest would make the bundle claim what it does not); a folder holding anything else is refused.
 */
export function writeCertificationBundle(
  report: ConformanceReport,
  reportDir: string,
  scrubber: Scrubber,
  product: ProductInfo,
  signingKey?: KeyObject,
): WrittenBundle {
  const dir = join(reportDir, BUNDLE_DIR_NAME);
  // Checked again: the folder may have changed while the run went on.
  refuseForeign(dir);
  for (const name of BUNDLE_FILE_NAMES) rmSync(join(dir, name), { force: true });
  const statement = buildStatement(report, product);
  writeReports(report, dir, scrubber, [
    ['statement.json', () => `${JSON.stringify(statement, null, 2)}\n`],
    ['statement.md', () => renderStatementMarkdown(statement)],
  ]);
  const manifest = renderManifest(digestsOf(dir, bundleFiles(dir)));
  writeOwnFile(join(dir, MANIFEST_NAME), manifest);
  if (signingKey === undefined) return { dir, statement, manifestSha256: sha256Hex(manifest) };
  writeAttestation(dir, report, statement, signingKey);
  return { dir, statement, manifestSha256: sha256Hex(manifest), signedBy: keyId(signingKey) };
}

/** Reads the vendor's Ed25519 key (private to sign, public to verify) from a PEM file; never quotes its text. */
export function readKeyFile(path: string, kind: 'private' | 'public', flag: string): KeyObject {
  let pem: string;
  try {
    pem = readInputFile(path, 'key');
  } catch (error) {
    if (error instanceof UsageError) throw new UsageError(`${flag}: ${error.message}`);
    throw new UsageError(`${flag}: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  return readEd25519Key(pem, kind, `${flag} ${path}`);
}
