// The package's stable library surface (`import { ... } from 'osf-conformance'`): run the suite, read a report,
// compare two, verify a certification bundle. Everything exported here is documented in docs/api.md.

import { verifyBundle as verifyBundleDir, type BundleCheck } from '../certify/verify.js';
import { compareReports as compareReportModels, hasRegression, type ReportComparison } from '../report/compare.js';
import type { ConformanceReport } from '../report/model.js';
import { readReportWithNote } from '../report/read.js';

export { runConformance, type ConformanceRun, type ProgressEvent, type RunOptions } from './run.js';
export { UsageError } from '../errors.js';
export type {
  ConformanceReport,
  Counts,
  EvidenceExchange,
  PartResult,
  ReportFinding,
  ReportTarget,
  RequirementResult,
  RunFacts,
} from '../report/model.js';
export type { Verdict } from '../engine/outcome.js';
export type { ReportComparison, VerdictChange, PartChange } from '../report/compare.js';
export type { BundleCheck, BundleStatement } from '../certify/verify.js';
export type { ManifestDifference } from '../certify/manifest.js';

export interface LoadedReport {
  readonly report: ConformanceReport;
  /** Set when the file was of an older report format and was upgraded on reading. */
  readonly note?: string;
}

/**
 * Reads a conformance.json (or the report directory holding it), upgraded to the current format and checked
 * against schemas/conformance-report.schema.json. Rejects with a UsageError naming the file otherwise.
 */
export function loadReport(path: string): LoadedReport {
  return readReportWithNote(path);
}

export interface Comparison extends ReportComparison {
  /** True when a requirement or a part went from pass to fail: what makes `compare` exit 1. */
  readonly regression: boolean;
}

/** What changed from one report to the next, requirement by requirement and part by part. */
export function compareReports(before: ConformanceReport, after: ConformanceReport): Comparison {
  const comparison = compareReportModels(before, after);
  return { ...comparison, regression: hasRegression(comparison) };
}

/** Checks a certification bundle against its manifest and its statement against its report (as `verify`). */
export function verifyBundle(dir: string): BundleCheck {
  return verifyBundleDir(dir);
}
