// Writes a certification bundle (the reports, statement.json, statement.md, MANIFEST.sha256, and with a vendor's key
// attestation.dsse.json) and verifies one: the file-system side; the decisions live in statement.ts, manifest.ts and
// attestation.ts.

import type { KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { INPUT_FILES, readInputBytes, readInputFile } from '../config/input-file.js';
import { writeOwnFile } from '../config/output-file.js';
import { UsageError } from '../errors.js';
import type { Scrubber } from '../evidence/secrets.js';
import type { ConformanceReport } from '../report/model.js';
import { showControls } from '../report/escape.js';
import { reportSchemaErrors } from '../report/schema.js';
import { upgradeReport } from '../report/upgrade.js';
import { writeReports } from '../report/write.js';
import {
  diffManifest,
  isIntact,
  MANIFEST_NAME,
  parseManifest,
  renderManifest,
  sha256Hex,
  type ManifestDifference,
} from './manifest.js';
import {
  buildStatement,
  certificationVerdict,
  renderStatementMarkdown,
  type CertificationStatement,
  type ProductInfo,
} from './statement.js';
import {
  ATTESTATION_NAME,
  checkEnvelope,
  inTotoStatement,
  keyId,
  readEd25519Key,
  signStatement,
  subjectDifferences,
} from './attestation.js';

export const BUNDLE_DIR_NAME = 'certification';

/** Every regular file under dir, as "/"-separated paths relative to it, the manifest itself excepted. */
export function bundleFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      // Anything else (a symlink, a socket) is listed too, so it shows up as added rather than unseen.
      else out.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.filter((p) => p !== MANIFEST_NAME && p !== ATTESTATION_NAME).sort();
}

/** A file's digest, or why it has none (never a digest, so it always differs from the manifest's). */
function digestOf(path: string): string {
  try {
    return sha256Hex(readInputBytes(path, 'bundleFile'));
  } catch (error) {
    if (error instanceof UsageError) return `not a regular file of at most ${INPUT_FILES.bundleFile.maxBytes} bytes`;
    return `unreadable (${(error as NodeJS.ErrnoException).code ?? 'error'})`;
  }
}

function digestsOf(dir: string, paths: readonly string[]): Map<string, string> {
  return new Map(paths.map((p) => [p, digestOf(join(dir, p))]));
}

export interface WrittenBundle {
  readonly dir: string;
  readonly statement: CertificationStatement;
  /** SHA-256 of MANIFEST.sha256 itself: the one value a vendor publishes so customers can trust the bundle. */
  readonly manifestSha256: string;
  /** Set when the vendor's key signed the bundle: the id (SHA-256 of the public key) customers can compare. */
  readonly signedBy?: string;
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
 * Writes REPORT_DIR/certification afresh. A previous bundle there is removed first: a stale file left
 * beside a new manifest would make the bundle claim to cover something it does not.
 */
export function writeCertificationBundle(
  report: ConformanceReport,
  reportDir: string,
  scrubber: Scrubber,
  product: ProductInfo,
  signingKey?: KeyObject,
): WrittenBundle {
  const dir = join(reportDir, BUNDLE_DIR_NAME);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
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

/** What ties the bundle to its vendor: a signature checked with their public key, and the digest they published. */
export interface BundleTrust {
  /** The vendor's public key, from `verify --public-key`. */
  readonly publicKey?: KeyObject;
  /** The SHA-256 of MANIFEST.sha256 the vendor published, from `verify --sha256`. */
  readonly sha256?: string;
}

export interface BundleCheck {
  readonly difference: ManifestDifference;
  readonly manifestSha256: string;
  /** Disagreements between statement.json and the verdict recomputed from conformance.json. */
  readonly inconsistencies: readonly string[];
  /** Whether the bundle carries attestation.dsse.json. */
  readonly signed: boolean;
  /** With a public key: why the signature does not vouch for these files (empty when it does). */
  readonly signatureProblems?: readonly string[];
  /** With a published digest: whether the manifest's SHA-256 is that one. */
  readonly publishedDigestMatches?: boolean;
  readonly ok: boolean;
}

/** Checks the signature with the vendor's key, then that it covers exactly the files present and the manifest. */
function signatureProblems(dir: string, publicKey: KeyObject): string[] {
  const path = join(dir, ATTESTATION_NAME);
  if (!existsSync(path)) return [`the bundle is not signed (no ${ATTESTATION_NAME}): nothing ties it to a vendor`];
  let envelope: string;
  try {
    envelope = readInputFile(path, 'bundleFile');
  } catch (error) {
    return [`${ATTESTATION_NAME} cannot be read: ${error instanceof Error ? error.message : String(error)}`];
  }
  const check = checkEnvelope(envelope, publicKey);
  if (!check.ok) return [check.problem];
  return subjectDifferences(check.statement.subject, digestsOf(dir, [...bundleFiles(dir), MANIFEST_NAME]));
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

/** A published digest as the user pasted it: 64 hex digits, any case, an optional "sha256:" before them. */
export function parsePublishedDigest(raw: string): string {
  const hex = raw
    .trim()
    .replace(/^sha256:/i, '')
    .toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(hex))
    throw new UsageError('--sha256 needs the 64 hex digits of MANIFEST.sha256 the vendor published');
  return hex;
}

/**
 * Re-derives the verdict from conformance.json: a manifest regenerated after editing statement.json
 * alone would pass the hash check, but not this one.
 */
function crossCheck(dir: string, difference: ManifestDifference): string[] {
  const unreadable = new Set([...difference.missing, ...difference.edited]);
  if (unreadable.has('conformance.json') || unreadable.has('statement.json')) return [];
  let report: unknown;
  let statement: Partial<CertificationStatement>;
  try {
    report = upgradeReport(JSON.parse(readInputFile(join(dir, 'conformance.json'), 'report'))).value;
    statement = JSON.parse(readInputFile(join(dir, 'statement.json'), 'bundleFile')) as Partial<CertificationStatement>;
  } catch (error) {
    return [`conformance.json or statement.json cannot be read as JSON (${(error as Error).message})`];
  }
  const errors = reportSchemaErrors(report);
  if (errors.length > 0) return [`conformance.json is not a valid report: ${errors.slice(0, 3).join('; ')}`];
  const r = report as ConformanceReport;
  const out: string[] = [];
  const { verdict } = certificationVerdict(r);
  if (statement.verdict !== verdict)
    out.push(`statement.json says "${String(statement.verdict)}" but conformance.json gives "${verdict}"`);
  if (
    statement.target?.ordersBaseUrl !== r.target.ordersBaseUrl ||
    statement.target?.scanFormsBaseUrl !== r.target.scanFormsBaseUrl
  ) {
    out.push('statement.json names other target URLs than conformance.json');
  }
  if (statement.suite?.version !== r.suite.version)
    out.push('statement.json names another suite version than conformance.json');
  return out;
}

export function verifyBundle(dir: string, trust: BundleTrust = {}): BundleCheck {
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    throw new UsageError(`${dir} is not a directory; pass the certification bundle directory`);
  const manifestPath = join(dir, MANIFEST_NAME);
  if (!existsSync(manifestPath))
    throw new UsageError(`${dir} holds no ${MANIFEST_NAME}; is it a certification bundle?`);
  const manifestText = readInputFile(manifestPath, 'manifest');
  const expected = parseManifest(manifestText);
  const difference = diffManifest(expected, digestsOf(dir, bundleFiles(dir)));
  const inconsistencies = crossCheck(dir, difference);
  const manifestSha256 = sha256Hex(manifestText);
  const problems = trust.publicKey === undefined ? undefined : signatureProblems(dir, trust.publicKey);
  const published = trust.sha256 === undefined ? undefined : trust.sha256 === manifestSha256;
  return {
    difference,
    manifestSha256,
    inconsistencies,
    signed: existsSync(join(dir, ATTESTATION_NAME)),
    ...(problems === undefined ? {} : { signatureProblems: problems }),
    ...(published === undefined ? {} : { publishedDigestMatches: published }),
    ok: isIntact(difference) && inconsistencies.length === 0 && (problems ?? []).length === 0 && published !== false,
  };
}

/** The lines on who vouches for the bundle: the signature, the published digest, or plainly that nothing was checked. */
function trustLines(check: BundleCheck): string[] {
  const lines: string[] = [];
  if (check.signatureProblems !== undefined) {
    for (const p of check.signatureProblems) lines.push(`signature: ${p}`);
    if (check.signatureProblems.length === 0)
      lines.push(`signature: valid, by the public key given, over every file and ${MANIFEST_NAME}`);
  } else if (check.signed) {
    lines.push(`signature: present but not checked; pass the vendor's key: --public-key FILE`);
  } else {
    lines.push(`signature: none; this bundle is unsigned, so nothing ties it to a vendor`);
  }
  if (check.publishedDigestMatches === true) lines.push(`${MANIFEST_NAME} sha256: matches the published digest`);
  if (check.publishedDigestMatches === false)
    lines.push(`${MANIFEST_NAME} sha256: ${check.manifestSha256} is NOT the published digest`);
  if (check.signatureProblems === undefined && check.publishedDigestMatches === undefined)
    lines.push(
      `${MANIFEST_NAME} sha256: ${check.manifestSha256}; compare it with the vendor's published value (--sha256 DIGEST)`,
    );
  return lines;
}

export function renderBundleCheck(dir: string, check: BundleCheck): string {
  const lines: string[] = [];
  const d = check.difference;
  // Names come from the MANIFEST and the folder: every control character (line breaks too) shown escaped, so
  // no name can print a line of its own, such as a forged verdict.
  for (const p of d.edited) lines.push(`edited: ${showControls(p)}`);
  for (const p of d.missing) lines.push(`missing: ${showControls(p)}`);
  for (const p of d.added) lines.push(`added: ${showControls(p)}`);
  for (const i of check.inconsistencies) lines.push(`inconsistent: ${i}`);
  const whole = isIntact(d) && check.inconsistencies.length === 0;
  if (!whole) lines.push(`bundle NOT intact: ${dir}`);
  else if (!check.ok) lines.push(`bundle REFUSED: ${dir} is not the bundle the vendor signed or published`);
  else if (check.signatureProblems !== undefined || check.publishedDigestMatches !== undefined)
    lines.push(`bundle intact and vouched for: ${dir}`);
  else
    lines.push(
      `bundle intact: ${dir} (its files match its own manifest; only a signature or a published digest says who made it)`,
    );
  return [...lines, ...trustLines(check)].join('\n');
}
