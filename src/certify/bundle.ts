// Writes a certification bundle (the reports, statement.json, statement.md, MANIFEST.sha256) and verifies
// one: the file-system side of certification; the decisions live in statement.ts and manifest.ts.

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
  return out.filter((p) => p !== MANIFEST_NAME).sort();
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
  return { dir, statement, manifestSha256: sha256Hex(manifest) };
}

export interface BundleCheck {
  readonly difference: ManifestDifference;
  readonly manifestSha256: string;
  /** Disagreements between statement.json and the verdict recomputed from conformance.json. */
  readonly inconsistencies: readonly string[];
  readonly ok: boolean;
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

export function verifyBundle(dir: string): BundleCheck {
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    throw new UsageError(`${dir} is not a directory; pass the certification bundle directory`);
  const manifestPath = join(dir, MANIFEST_NAME);
  if (!existsSync(manifestPath))
    throw new UsageError(`${dir} holds no ${MANIFEST_NAME}; is it a certification bundle?`);
  const manifestText = readInputFile(manifestPath, 'manifest');
  const expected = parseManifest(manifestText);
  const difference = diffManifest(expected, digestsOf(dir, bundleFiles(dir)));
  const inconsistencies = crossCheck(dir, difference);
  return {
    difference,
    manifestSha256: sha256Hex(manifestText),
    inconsistencies,
    ok: isIntact(difference) && inconsistencies.length === 0,
  };
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
  lines.push(check.ok ? `bundle intact: ${dir}` : `bundle NOT intact: ${dir}`);
  lines.push(`${MANIFEST_NAME} sha256: ${check.manifestSha256} (compare with the value the vendor published)`);
  return lines.join('\n');
}
