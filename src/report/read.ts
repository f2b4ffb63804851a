// Reads a conformance.json written by another run (compare's inputs): unreadable, not JSON or not a
// format-1 report are UsageErrors naming the file, so compare exits 2 instead of guessing.

import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError } from '../errors.js';
import type { ConformanceReport } from './model.js';
import { reportSchemaErrors } from './schema.js';

/** Accepts the file or the report directory holding it (REPORT_DIR). */
export function readReport(path: string): ConformanceReport {
  const file = existsSync(path) && statSync(path).isDirectory() ? join(path, 'conformance.json') : path;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${file} is not JSON: ${(error as Error).message}`);
  }
  const errors = reportSchemaErrors(value);
  if (errors.length > 0) {
    const more = errors.length > 3 ? ` (and ${errors.length - 3} more)` : '';
    throw new UsageError(
      `${file} is not a conformance.json of format 1 (schemas/conformance-report.schema.json): ${errors.slice(0, 3).join('; ')}${more}`,
    );
  }
  return value as ConformanceReport;
}
