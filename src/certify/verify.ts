// Verifies a certification bundle: its files against its manifest (regular files only), its statement against its
// report, and, when given, the vendor's signature and published digest; and reads what the bundle states, so that
// `verify` shows the verdict it vouches for, never only that the files are whole.

import type { KeyObject } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readInputFile } from '../config/input-file.js';
import { UsageError } from '../errors.js';
import { coverageLine } from '../report/coverage.js';
import { VERDICT_WORD, type ConformanceReport } from '../report/model.js';
import { reportSchemaErrors } from '../report/schema.js';
import { upgradeReport } from '../report/upgrade.js';
import { ATTESTATION_NAME, checkEnvelope, subjectDifferences, swappedSignature } from './attestation.js';
import { bundleFiles, digestsOf, isLink, linkedFiles } from './bundle-files.js';
import {
  diffManifest,
  isIntact,
  MANIFEST_NAME,
  parseManifest,
  sha256Hex,
  type ManifestDifference,
} from './manifest.js';
import { certificationVerdict, type CertificationStatement, type CertificationVerdict } from './statement.js';

/** What ties the bundle to its vendor: a signature checked with their public key, and the digest they published. */
export interface BundleTrust {
  /** The vendor's public key, from `verify --public-key`. */
  readonly publicKey?: KeyObject;
  /** The SHA-256 of MANIFEST.sha256 the vendor published, from `verify --sha256`. */
  readonly sha256?: string;
}

/** What the bundle states, read from statement.json, with the coverage line of its conformance.json. */
export interface BundleStatement {
  readonly verdict: CertificationVerdict;
  readonly vendor: string;
  readonly product: string;
  readonly productVersion: string;
  /** The suite that ran, as `name version`. */
  readonly suite: string;
  /** When the run finished (ISO 8601). */
  readonly date: string;
  /** The run's own verdict word (CONFORMS / DOES NOT CONFORM / NOT DETERMINED), when the statement names it. */
  readonly runVerdict?: string;
  readonly coverage: string;
  /** Why the verdict is "not conformant"; empty when conformant. */
  readonly reasons: readonly string[];
}

export interface BundleCheck {
  readonly difference: ManifestDifference;
  /** Files that are symbolic links: a bundle holds regular files only. */
  readonly linked: readonly string[];
  readonly manifestSha256: string;
  /** Disagreements between statement.json and the verdict recomputed from conformance.json. */
  readonly inconsistencies: readonly string[];
  /** What statement.json states, when it and conformance.json could be read whole. */
  readonly states?: BundleStatement;
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
  if (isLink(path)) return [`${ATTESTATION_NAME} is a symbolic link; a bundle holds regular files only`];
  let envelope: string;
  try {
    envelope = readInputFile(path, 'bundleFile');
  } catch (error) {
    return [`${ATTESTATION_NAME} cannot be read: ${error instanceof Error ? error.message : String(error)}`];
  }
  const check = checkEnvelope(envelope, publicKey);
  if (!check.ok) return [check.problem];
  const present = digestsOf(dir, [...bundleFiles(dir), MANIFEST_NAME]);
  const swapped = swappedSignature(check.statement, present);
  return swapped === undefined ? subjectDifferences(check.statement.subject, present) : [swapped];
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

/** A field of a statement as text: a string as it is, anything else as "?" (the file is not ours to trust). */
const field = (value: unknown): string => (typeof value === 'string' ? value : '?');

function statesOf(statement: Partial<CertificationStatement>, report: ConformanceReport): BundleStatement {
  const run = statement.runVerdict;
  return {
    verdict: statement.verdict === 'conformant' ? 'conformant' : 'not conformant',
    vendor: field(statement.vendor),
    product: field(statement.product),
    productVersion: field(statement.productVersion),
    suite: `${field(statement.suite?.name)} ${field(statement.suite?.version)}`,
    date: field(statement.date),
    ...(run !== undefined && Object.hasOwn(VERDICT_WORD, run) ? { runVerdict: VERDICT_WORD[run] } : {}),
    coverage: coverageLine(report, 3),
    reasons: Array.isArray(statement.reasons) ? statement.reasons.map(field) : [],
  };
}

/** Where statement.json disagrees with conformance.json (a manifest regenerated after editing one of them). */
function disagreements(statement: Partial<CertificationStatement>, r: ConformanceReport): string[] {
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

/**
 * Re-derives the verdict from conformance.json (a manifest regenerated after editing statement.json alone would pass
 * the hash check, but not this one), and reads what the statement states.
 */
function crossCheck(
  dir: string,
  unreadable: ReadonlySet<string>,
): { inconsistencies: string[]; states?: BundleStatement } {
  if (unreadable.has('conformance.json') || unreadable.has('statement.json')) return { inconsistencies: [] };
  let report: unknown;
  let statement: Partial<CertificationStatement>;
  try {
    report = upgradeReport(JSON.parse(readInputFile(join(dir, 'conformance.json'), 'report'))).value;
    statement = JSON.parse(readInputFile(join(dir, 'statement.json'), 'bundleFile')) as Partial<CertificationStatement>;
  } catch (error) {
    return {
      inconsistencies: [`conformance.json or statement.json cannot be read as JSON (${(error as Error).message})`],
    };
  }
  const errors = reportSchemaErrors(report);
  if (errors.length > 0)
    return { inconsistencies: [`conformance.json is not a valid report: ${errors.slice(0, 3).join('; ')}`] };
  if (typeof statement !== 'object' || statement === null)
    return { inconsistencies: ['statement.json is not a JSON object'] };
  const r = report as ConformanceReport;
  return { inconsistencies: disagreements(statement, r), states: statesOf(statement, r) };
}

export function verifyBundle(dir: string, trust: BundleTrust = {}): BundleCheck {
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    throw new UsageError(`${dir} is not a directory; pass the certification bundle directory`);
  const manifestPath = join(dir, MANIFEST_NAME);
  if (!existsSync(manifestPath))
    throw new UsageError(`${dir} holds no ${MANIFEST_NAME}; is it a certification bundle?`);
  const manifestText = readInputFile(manifestPath, 'manifest');
  const expected = parseManifest(manifestText);
  const files = bundleFiles(dir);
  const linked = linkedFiles(dir, [...files, MANIFEST_NAME, ATTESTATION_NAME]);
  const digests = digestsOf(dir, files);
  const found = diffManifest(expected, digests);
  // A link is named as one, not as an edit as well.
  const difference = { ...found, edited: found.edited.filter((p) => !linked.includes(p)) };
  const { inconsistencies, states } = crossCheck(dir, new Set([...found.missing, ...found.edited, ...linked]));
  const manifestSha256 = sha256Hex(manifestText);
  const problems = trust.publicKey === undefined ? undefined : signatureProblems(dir, trust.publicKey);
  const published = trust.sha256 === undefined ? undefined : trust.sha256 === manifestSha256;
  const whole = isIntact(found) && linked.length === 0 && inconsistencies.length === 0;
  return {
    difference,
    linked,
    manifestSha256,
    inconsistencies,
    ...(states === undefined ? {} : { states }),
    signed: existsSync(join(dir, ATTESTATION_NAME)),
    ...(problems === undefined ? {} : { signatureProblems: problems }),
    ...(published === undefined ? {} : { publishedDigestMatches: published }),
    ok: whole && (problems ?? []).length === 0 && published !== false,
  };
}
