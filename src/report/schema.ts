// Validates a parsed conformance.json against schemas/conformance-report.schema.json (format version 2; a format-1
// report is upgraded first, src/report/upgrade.ts). compare and verify check the shape before trusting any field.

import type { ErrorObject } from 'ajv/dist/2020.js';
import type { ConformanceReport } from './model.js';
import { validate_report as compiled } from './report-validator.generated.js';

/**
 * The schema compiled at build time (ajv's standalone code, src/report/report-validator.generated.ts): compare and
 * verify read a report without loading ajv or compiling its schema, which was most of their time.
 */
const validateReport = compiled as ((value: unknown) => boolean) & { errors?: ErrorObject[] | null };

function validate(value: unknown): boolean {
  return validateReport(value);
}

function describe(error: ErrorObject): string {
  const where = error.instancePath === '' ? 'the document' : error.instancePath;
  if (error.keyword === 'additionalProperties')
    return `${where} has an unknown property "${String(error.params.additionalProperty)}"`;
  return `${where} ${error.message ?? 'is invalid'}`;
}

/** The schema violations of a value, one phrase each; empty when it is a valid format-2 report. */
export function reportSchemaErrors(value: unknown): string[] {
  if (validate(value)) return [];
  return (validateReport.errors ?? []).map(describe);
}

export function isConformanceReport(value: unknown): value is ConformanceReport {
  return validate(value);
}
