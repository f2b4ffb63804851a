// Reads a conformance.json written by another run (compare's and matrix's inputs): unreadable, not JSON or not
// a report of a known format are UsageErrors naming the file; an older format is upgraded on reading.

import { existsSync, statSync } from 'node:fs';
import { readInputFile } from '../config/input-file.js';
import { join } from 'node:path';
import { UsageError } from '../errors.js';
import type { ConformanceReport } from './model.js';
import { reportSchemaErrors } from './schema.js';
import { upgradeReport } from './upgrade.js';
import { REPORT_FORMAT_VERSION } from '../version.js';

/** Accepts the file or the report directory holding it (REPORT_DIR). */
export function readReport(path: string): ConformanceReport {
  return readReportWithNote(path).report;
}

/** The report, and a note when it was of an older format and was upgraded on reading. */
export function readReportWithNote(path: string): { readonly report: ConformanceReport; readonly note?: string } {
  const file = existsSync(path) && statSync(path).isDirectory() ? join(path, 'conformance.json') : path;
  let text: string;
  try {
    text = readInputFile(file, 'report');
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${file} is not JSON: ${(error as Error).message}`);
  }
  const upgraded = upgradeReport(value);
  value = upgraded.value;
  const errors = reportSchemaErrors(value);
  if (errors.length > 0) {
    const more = errors.length > 3 ? ` (and ${errors.length - 3} more)` : '';
    throw new UsageError(
      `${file} is not a conformance.json of format ${REPORT_FORMAT_VERSION} (schemas/conformance-report.schema.json): ${errors.slice(0, 3).join('; ')}${more}`,
    );
  }
  const report = value as ConformanceReport;
  return upgraded.note === undefined ? { report } : { report, note: `${file}: ${upgraded.note}` };
}
