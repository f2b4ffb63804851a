// Response schema conformance of GET /v2/scan_forms (spec 2.2, 2.3, 4.4): the envelope, every ScanForm and every
// nested Address of every page the run's walk read validate against schemas/, by JSON path and clause; each is JSON.

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
import { jsonMediaTypeProblem } from '../support/error-body.js';

interface Found {
  readonly violations: string[];
  readonly forms: number;
  readonly pages: number;
  readonly decisive?: ListAnswer;
  readonly clause?: string;
}

/** One listing the run read, with the schema its answer must meet. */
interface Read {
  readonly query: ListQuery;
  readonly answer: ListAnswer;
  readonly shape: 'scan-form-list' | 'scan-form-summary-list';
  readonly auth?: Key;
}

/**
 * Every distinct 200 answer of the page walk: the parameterless first page and each page read (and the second
 * account's first page, and with `summary` the summary=true page), so what is broken anywhere in the listing shows.
 */
async function listingsRead(ctx: CheckContext, summary: boolean): Promise<Read[]> {
  await firstPage(ctx);
  const account = await readAccount(ctx);
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
  // A summary answer has the same 4.4 envelope; a summary code path may write its own.
  if (summary)
    read.push({
      query: { summary: 'true' },
      answer: readAnswer(await sharedList(ctx, { summary: 'true' })),
      shape: 'scan-form-summary-list',
    });
  return read.filter((w, i, all) => w.answer.res.status === 200 && all.findIndex((o) => o.answer === w.answer) === i);
}

/** Violations under `clause` (the schema annotates each property) in every listing the run read. */
async function violationsUnder(ctx: CheckContext, clause: string): Promise<Found> {
  const pages = await listingsRead(ctx, clause === '4.4');
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
  requirement(
    {
      id: 'SF-JSON-CONTENT-TYPE',
      clause: '4.4',
      level: 'SHOULD',
      rule: 'A scan form listing SHOULD be labelled Content-Type application/json or a +json type (RFC 9110 8.3).',
      quote: 'Response (200, JSON):',
      sends:
        'Nothing of its own: the 200 answers of GET /v2/scan_forms the schema checks read (the walk, summary=true, and the second account when SECOND_API_KEY is set).',
      tolerates:
        'SHOULD, not MUST: spec 4.4 says the answer is JSON but names no header; any +json type and any charset parameter are accepted.',
    },
    async (ctx) => {
      const pages = await listingsRead(ctx, true);
      if (pages.length === 0) ctx.notExercised('no scan form listing answered 200');
      const broken = pages
        .map((p) => ({ p, problem: jsonMediaTypeProblem(p.answer.res) }))
        .filter((b) => b.problem !== undefined);
      if (broken.length > 0)
        ctx.fail(`${broken.length} of ${pages.length} scan form listings read are not labelled as JSON`, {
          problems: broken.slice(0, 12).map((b) => `${describeQuery(ctx, b.p.query, b.p.auth)}: ${b.problem!}`),
          expected: 'Content-Type: application/json or a +json type (spec 4.4: Response (200, JSON))',
          exchange: broken[0]!.p.answer.res.exchange,
        });
    },
  ),
];
