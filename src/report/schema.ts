// Validates a parsed conformance.json against schemas/conformance-report.schema.json (format version 2; a format-1
// report is upgraded first, src/report/upgrade.ts). compare and verify check the shape before trusting any field.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { packageFile } from '../package-root.js';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import type * as AjvModule from 'ajv/dist/2020.js';
import type addFormatsModule from 'ajv-formats';
import type { ConformanceReport } from './model.js';

export const REPORT_SCHEMA_URL = packageFile('schemas/conformance-report.schema.json');

let compiled: ValidateFunction | undefined;

/**
 * Loaded and compiled on first use: a run writes reports without reading one back, and its command (which
 * imports this module for --certify) does not load ajv before its first request.
 */
function validate(value: unknown): boolean {
  if (compiled === undefined) {
    const require = createRequire(import.meta.url);
    const { Ajv2020 } = require('ajv/dist/2020.js') as typeof AjvModule;
    // ajv-formats is CommonJS: module.exports, whose `default` is the plugin.
    const addFormats = (require('ajv-formats') as typeof addFormatsModule).default;
    const ajv = new Ajv2020({ allErrors: true, strict: true });
    addFormats(ajv, { formats: ['date-time', 'uri'] });
    compiled = ajv.compile(JSON.parse(readFileSync(REPORT_SCHEMA_URL, 'utf8')) as object);
  }
  return compiled(value);
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
  return (compiled?.errors ?? []).map(describe);
}

export function isConformanceReport(value: unknown): value is ConformanceReport {
  return validate(value);
}
