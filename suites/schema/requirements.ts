// Response schema conformance of GET /v2/scan_forms (spec 2.2, 2.3, 4.4): the envelope, every ScanForm
// and every nested Address of every page the run's walk read validate against schemas/, by JSON path and clause.

import type { CheckContext } from '../../src/requirements/check-context.js';
import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import { isOverflowMarker, validate, type SchemaViolation } from '../../src/schema/validate.js';
import {
  describeQuery,
  firstPage,
  readAnswer,
  sharedList,
  type ListAnswer,
  type Key,
  type ListQuery,
} from '../support/scan-forms.js';
import { readAccount } from '../support/scan-form-account.js';

interface Found {
  readonly violations: string[];
  readonly forms: number;
  readonly pages: number;
  readonly decisive?: ListAnswer;
  readonly clause?: string;
}

/**
 * Violations under `clause` (the schema annotates each property) in every 200 answer of the page walk: the
 * parameterless first page and each page read, so a broken form anywhere in the listing shows, not only on page 1.
 */
async function violationsUnder(ctx: CheckContext, clause: string): Promise<Found> {
  await firstPage(ctx);
  const account = await readAccount(ctx);
  type Read = {
    query: ListQuery;
    answer: ListAnswer;
    shape: 'scan-form-list' | 'scan-form-summary-list';
    auth?: Key;
  };
  const read: Read[] = [
    { query: {}, answer: account.first, shape: 'scan-form-list' },
    ...account.walk.map((w) => ({ ...w, shape: 'scan-form-list' as const })),
  ];
  // The second account's forms are ScanForms too (its data may come from another table or an import).
  if (ctx.target.secondApiKey !== undefined)
    read.push({
      query: {},
      answer: readAnswer(await sharedList(ctx, {}, 'second-key')),
      shape: 'scan-form-list',
      auth: 'second-key',
    });
  // The envelope of a summary answer is the same 4.4 envelope; a summary code path may write its own.
  if (clause === '4.4')
    read.push({
      query: { summary: 'true' },
      answer: readAnswer(await sharedList(ctx, { summary: 'true' })),
      shape: 'scan-form-summary-list',
    });
  const pages = read.filter(
    (w, i, all) => w.answer.res.status === 200 && all.findIndex((o) => o.answer === w.answer) === i,
  );
  const violations: string[] = [];
  let decisive: ListAnswer | undefined;
  let first: SchemaViolation | undefined;
  let forms = 0;
  for (const w of pages) {
    const body = w.answer.res.json;
    forms += w.answer.elements.length;
    const found = validate(w.shape, body, { maxViolations: 500 }).filter(
      (v) => !isOverflowMarker(v) && (v.clause === clause || v.clause.startsWith(`${clause}.`)),
    );
    if (found.length === 0) continue;
    decisive ??= w.answer;
    first ??= found[0];
    const where = pages.length > 1 ? `${describeQuery(ctx, w.query, w.auth)}: ` : '';
    violations.push(...found.map((v) => `${where}${v.message}`));
  }
  ctx.note(`validated ${pages.length} page(s) holding ${forms} elements`);
  return {
    violations,
    forms,
    pages: pages.length,
    ...(decisive === undefined ? {} : { decisive }),
    ...(first === undefined ? {} : { clause: first.clause }),
  };
}

function failWith(ctx: CheckContext, found: Found, what: string): void {
  const { violations } = found;
  if (violations.length === 0) return;
  const shown = violations.slice(0, 12);
  ctx.fail(`${violations.length} schema violation(s) in ${what}`, {
    received: `${shown.join('; ')}${violations.length > shown.length ? `; …and ${violations.length - shown.length} more` : ''}`,
    expected: `every field as spec ${found.clause ?? ''} states it`,
    ...(found.decisive === undefined ? {} : { exchange: found.decisive.res.exchange }),
  });
}

export const schemaRequirements: readonly Requirement[] = [
  requirement(
    {
      id: 'SF-LIST-ENVELOPE',
      clause: '4.4',
      level: 'MUST',
      rule: 'GET /v2/scan_forms MUST answer 200 with JSON {scan_forms: array, has_more: boolean, total_count: integer}.',
      quote: 'Response (200, JSON):',
      sends: 'GET /v2/scan_forms without parameters and with summary=true.',
      tolerates: 'Fields beyond the three named are accepted.',
    },
    async (ctx) => {
      failWith(ctx, await violationsUnder(ctx, '4.4'), 'the list envelope');
    },
  ),
  requirement(
    {
      id: 'SF-FORM-FIELDS',
      clause: '2.2',
      level: 'MUST',
      rule: 'Every listed ScanForm MUST carry the fields of spec 2.2 with their types.',
      quote: 'A ScanForm is returned with these fields.',
      sends:
        'GET /v2/scan_forms (with API_KEY, and with SECOND_API_KEY when set), then checks each listed form: sf_ id, object "ScanForm", UTC ISO 8601 timestamps, batch_ id, integer num_shipments, nullable reference and confirmation.',
      tolerates:
        'Any element in tracking_codes and any string as form_file_type or carrier (not shown); fields beyond those of 2.2 are accepted.',
    },
    async (ctx) => {
      const found = await violationsUnder(ctx, '2.2');
      failWith(ctx, found, 'the listed scan forms');
      if (found.forms === 0) ctx.notExercised('the account holds no scan forms (the spec gives no way to create one)');
    },
  ),
  requirement(
    {
      id: 'SF-ADDRESS-FIELDS',
      clause: '2.3',
      level: 'MUST',
      rule: "Every ScanForm's address MUST be an Address of spec 2.3, with its verifications as specified.",
      quote: 'The address associated with the form (see 2.3).',
      sends:
        'GET /v2/scan_forms (with API_KEY, and with SECOND_API_KEY when set), then checks each form\'s address: adr_ id, object "Address", ISO 8601 timestamps, postal parts as strings, nullable contact parts and residential, verifications.',
      tolerates: 'Extra fields are accepted.',
    },
    async (ctx) => {
      const found = await violationsUnder(ctx, '2.3');
      failWith(ctx, found, "the scan forms' addresses");
      if (found.forms === 0) ctx.notExercised('the account holds no scan forms, so no address could be checked');
    },
  ),
];
