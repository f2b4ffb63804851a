// Response schema conformance of GET /v2/scan_forms (spec 2.2, 2.3, 4.4): the envelope, every ScanForm
// and every nested Address validate against schemas/, each failure named by JSON path and clause.

import type { CheckContext } from '../../src/engine/check-context.js';
import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import { isOverflowMarker, validate, type SchemaViolation } from '../../src/schema/validate.js';
import { isObject } from '../support/orders.js';
import { firstPage } from '../support/scan-forms.js';

/** Violations of the list body whose clause falls under `clause` (the schema annotates each property). */
async function violationsUnder(ctx: CheckContext, clause: string): Promise<{ violations: SchemaViolation[]; forms: number }> {
  const { body } = await firstPage(ctx);
  const forms = isObject(body) && Array.isArray(body.scan_forms) ? body.scan_forms.length : 0;
  const violations = validate('scan-form-list', body, { maxViolations: 500 }).filter((v) => !isOverflowMarker(v) && (v.clause === clause || v.clause.startsWith(`${clause}.`)));
  return { violations, forms };
}

function failWith(ctx: CheckContext, violations: readonly SchemaViolation[], what: string): void {
  if (violations.length === 0) return;
  const shown = violations.slice(0, 12).map((v) => v.message);
  ctx.fail(`${violations.length} schema violation(s) in ${what}`, {
    received: `${shown.join('; ')}${violations.length > shown.length ? `; …and ${violations.length - shown.length} more` : ''}`,
    expected: `every field as spec ${violations[0]!.clause} states it`,
  });
}

export const schemaRequirements: readonly Requirement[] = [
  requirement(
    { id: 'SF-LIST-ENVELOPE', clause: '4.4', level: 'MUST', statement: 'GET /v2/scan_forms answers 200 with JSON {scan_forms: array, has_more: boolean, total_count: integer}.' },
    async (ctx) => {
      const { violations } = await violationsUnder(ctx, '4.4');
      failWith(ctx, violations, 'the list envelope');
    },
  ),
  requirement(
    { id: 'SF-FORM-FIELDS', clause: '2.2', level: 'MUST', statement: 'Every listed ScanForm carries the fields of spec 2.2 with their types: sf_ id, object "ScanForm", UTC ISO 8601 timestamps, batch_ id, integer num_shipments, nullable reference and confirmation.' },
    async (ctx) => {
      const { violations, forms } = await violationsUnder(ctx, '2.2');
      if (forms === 0 && violations.length === 0) ctx.notExercised('the account holds no scan forms (the spec gives no way to create one)');
      failWith(ctx, violations, 'the listed scan forms');
    },
  ),
  requirement(
    { id: 'SF-ADDRESS-FIELDS', clause: '2.3', level: 'MUST', statement: 'Every ScanForm\'s address is an Address of spec 2.3: adr_ id, object "Address", ISO 8601 timestamps, postal parts as strings, nullable contact parts and residential, verifications as specified.' },
    async (ctx) => {
      const { violations, forms } = await violationsUnder(ctx, '2.3');
      if (forms === 0) ctx.notExercised('the account holds no scan forms, so no address could be checked');
      failWith(ctx, violations, 'the scan forms\' addresses');
    },
  ),
];
