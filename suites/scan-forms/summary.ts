// The summary parameter of spec 4.4 and 2.2: summary=true returns the same forms, each a lighter payload than
// its full ScanForm; summary=false and no summary return full ScanForms.

import type { CheckContext } from '../../src/requirements/check-context.js';
import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import {
  SCAN_FORM_FIELDS,
  fullFormsFindings,
  heavySummaries,
  summaryListFinding,
  summaryPageFinding,
  type FormsDiffer,
  type FullFormsFinding,
  type SummaryFinding,
} from '../../src/oracles/scan-form-summary.js';
import { isOverflowMarker, validate } from '../../src/schema/validate.js';
import { isObject } from '../support/orders.js';
import { describeQuery, readAnswer, sharedList, type ListAnswer } from '../support/scan-forms.js';
import { accountWithForms, listed, type Account } from '../support/scan-form-account.js';
import { ask, cursorCases, probe, referenceValues, type Probe } from '../support/scan-form-plan.js';

/** How the summaries' forms differ from the full answer's, phrased: what is missing and what is extra or repeated. */
function phraseDiffer(differ: FormsDiffer, summary: ListAnswer): string {
  switch (differ.kind) {
    case 'ids': {
      const missing = differ.missing.length === 0 ? '' : `; missing ${listed([...differ.missing], 4)}`;
      const extra = differ.extra.length === 0 ? '' : `; extra or repeated ${listed([...differ.extra], 4)}`;
      return `listed ${listed(differ.ids, 4)}${missing}${extra}`;
    }
    case 'count':
      return `${differ.got} elements, not ${differ.want}`;
    case 'unpaired': {
      const example = JSON.stringify(summary.elements[differ.indices[0]!])?.slice(0, 160) ?? '';
      return `${differ.indices.length} of ${summary.elements.length} summaries (without ids) name no form of their own by id, created_at, batch_id or reference, e.g. ${example}`;
    }
  }
}

/** What a summary finding says of the summary answer, phrased. */
function phrase(f: SummaryFinding, summary: ListAnswer): string {
  switch (f.kind) {
    case 'not-a-list':
      return summary.problem ?? '';
    case 'other-forms':
      return phraseDiffer(f.differ, summary);
    case 'heavy': {
      const example = JSON.stringify(summary.elements[f.indices[0]!])?.slice(0, 160) ?? '';
      return `${f.indices.length} of ${summary.elements.length} elements as heavy as the full form, e.g. ${example}`;
    }
  }
}

/** The first page: summary=true lists the forms of the same request without it, each lighter than its full form. */
function failOnFirstPage(ctx: CheckContext, summary: ListAnswer, full: ListAnswer): void {
  const q = describeQuery(ctx, { summary: 'true' });
  const finding = summaryListFinding(summary, full);
  if (summary.ids.some((id) => id === undefined))
    ctx.note('the summaries carry no id, so each is paired with a full form by created_at, batch_id and reference');
  if (finding?.kind === 'not-a-list')
    ctx.fail('summary=true did not answer a list', {
      received: `${q}: ${phrase(finding, summary)}`,
      expected: 'HTTP 200 with the list, each element a ScanFormSummary (spec 4.4)',
      exchange: summary.res.exchange,
    });
  if (finding?.kind === 'other-forms')
    ctx.fail('summary=true listed other forms than the same request without it', {
      received: `${q}: ${phrase(finding, summary)}`,
      expected: `the forms of ${describeQuery(ctx, {})}: ${listed(full.ids.map(String))}, each once (summary changes how each form is written, not which forms)`,
      exchange: summary.res.exchange,
    });
  const heavy = heavySummaries(summary, full).map(
    (h) =>
      `${h.id ?? `element ${h.index}`}: ${h.isObject ? `${h.weight} characters of JSON, the full form ${h.fullWeight}` : `not an object: ${JSON.stringify(summary.elements[h.index])?.slice(0, 60) ?? ''}`}`,
  );
  if (heavy.length > 0)
    ctx.fail(`${heavy.length} of ${summary.elements.length} summaries are not lighter than the full form`, {
      received: listed(heavy, 4),
      expected: 'each element a ScanFormSummary object, a lighter payload than the ScanForm (spec 2.2)',
      exchange: summary.res.exchange,
    });
}

/**
 * A reference filter and a cursor of each kind, so a summary code path that drops filters or cursors shows (the
 * cursor queries are those SF-SORT-SAME-EVERYWHERE asks, so they are read once).
 */
function filteredProbes(ctx: CheckContext, account: Account): Array<{ what: string; probe: Probe }> {
  const reference = referenceValues(account, ctx.target.seed).existing[0];
  const filtered = reference === undefined ? undefined : probe(account, { reference });
  const cursors = cursorCases(account);
  return [
    ...(filtered === undefined ? [] : [{ what: 'a reference filter', probe: filtered }]),
    ...(['before', 'after'] as const).flatMap((kind) => {
      const c = cursors.filter((x) => x.cursor === kind && !x.mayRefuse).at(-1);
      return c === undefined ? [] : [{ what: `${kind}_id`, probe: c.probe }];
    }),
  ];
}

/** What the listings without summary=true got wrong, phrased. */
function phraseFull(ctx: CheckContext, f: FullFormsFinding, answers: Record<'absent' | 'off', ListAnswer>): string {
  const query = describeQuery(ctx, f.answer === 'off' ? { summary: 'false' } : {});
  const answer = answers[f.answer];
  switch (f.kind) {
    case 'not-a-list':
      return `${query}: ${answer.problem ?? ''}`;
    case 'short': {
      const e = f.short[0]!;
      const example = `${e.id ?? `element ${e.index}`} lacks ${e.missing.join(', ')}`;
      return `${query}: ${f.short.length} of ${answer.elements.length} elements lack fields of a ScanForm, e.g. ${example}`;
    }
    case 'other-forms':
      return `${query} listed ${listed(answer.ids.map(String), 4)}, not the forms of ${describeQuery(ctx, {})}: ${listed(answers.absent.ids.map(String), 4)}`;
  }
}

/** The schema violations of a 200 listing (2.2, 2.3, 4.4), by JSON path; none for another status. */
function violationsOf(answer: ListAnswer): string[] {
  if (answer.res.status !== 200) return [];
  return validate('scan-form-list', answer.res.json, { maxViolations: 200 })
    .filter((v) => !isOverflowMarker(v))
    .map((v) => v.message);
}

/**
 * A read changes nothing (GET is safe, RFC 9110 9.2.1): once summary=true was read, a fresh full listing has no
 * violation of 2.2 that the first one had not (a summary serializer that strips the stored forms shows only then).
 */
async function fullAfterSummaries(ctx: CheckContext, first: ListAnswer): Promise<void> {
  await sharedList(ctx, { summary: 'true' });
  const after = readAnswer(await ctx.http.send({ api: 'scan-forms', method: 'GET', path: '/scan_forms' }));
  const before = new Set(violationsOf(first));
  const fresh = [
    ...fullFormsFindings(after, after)
      .filter((f) => f.answer === 'absent')
      .map((f) => phraseFull(ctx, f, { absent: after, off: after })),
    ...violationsOf(after).filter((m) => !before.has(m)),
  ];
  if (fresh.length === 0) return;
  ctx.fail('once summary=true was read, the full listing no longer returned the full ScanForms it had', {
    received: fresh.slice(0, 8).join(' | '),
    expected: `the forms as the first read had them: reading summaries changes no form (GET is safe, RFC 9110 9.2.1)`,
    exchange: after.res.exchange,
  });
}

/** A later page too, so summaries that stop after the first page show. */
async function summaryOfLaterPage(ctx: CheckContext, account: Account): Promise<void> {
  const later = account.walk.find((w) => w.page !== account.walk[0]!.page && w.answer.ids.length > 0);
  if (later === undefined) return ctx.notExercised('the walk found no second page that lists forms');
  const query = { page: String(later.page), summary: 'true' };
  const answer = readAnswer(await sharedList(ctx, query));
  const finding = summaryPageFinding(answer, later.answer);
  if (finding !== undefined)
    ctx.fail(
      `${describeQuery(ctx, query)} did not answer the forms of page ${later.page}, each lighter than its full form`,
      {
        received: phrase(finding, answer),
        expected: `the forms of ${describeQuery(ctx, later.query)}: ${listed(later.answer.ids.map(String), 4)}, each a lighter ScanFormSummary (spec 2.2, 4.4)`,
        exchange: answer.res.exchange,
      },
    );
}

/**
 * Filtered queries with and without summary=true: the same forms, each a lighter payload than its full form (summary
 * changes how each form is written, whatever else the query asks).
 */
async function summaryOfFiltered(ctx: CheckContext, account: Account): Promise<void> {
  const pairs = filteredProbes(ctx, account).map((p) => ({
    ...p,
    light: { ...p.probe, query: { ...p.probe.query, summary: 'true' } },
  }));
  const answers = await Promise.all(pairs.map((p) => Promise.all([ask(ctx, p.probe), ask(ctx, p.light)])));
  for (const [i, p] of pairs.entries()) {
    const [plain, light] = answers[i]!;
    const finding = summaryPageFinding(light, plain);
    if (finding !== undefined)
      ctx.fail(`summary=true with ${p.what} did not list the same forms as the request without it, each lighter`, {
        received: `${describeQuery(ctx, p.light.query)}: ${phrase(finding, light)}`,
        expected: `the forms of ${describeQuery(ctx, p.probe.query)}: ${listed(plain.ids.map(String), 4)}, each once and each a lighter ScanFormSummary (spec 2.2, 4.4)`,
        exchange: light.res.exchange,
      });
  }
}

export const summaryRequirements: readonly Requirement[] = [
  requirement(
    {
      id: 'SF-SUMMARY-LIGHTER',
      clause: '4.4',
      level: 'MUST',
      rule: 'With summary=true each element MUST be a ScanFormSummary, a lighter payload than the full ScanForm of the same form.',
      quote:
        'When the list is requested with `summary=true`, each element is serialized as a ScanFormSummary, a lighter payload.',
      sends:
        'GET /v2/scan_forms with and without summary=true, comparing the forms listed and the JSON size of each element.',
      tolerates: "The summary's field list is not shown: any lighter element naming the same form is accepted.",
      parts: [
        {
          name: 'first-page',
          rule: 'summary=true lists the forms of the first page, each lighter than its full form.',
        },
        { name: 'later-page', rule: "A later page with summary=true lists that page's forms, each lighter." },
        {
          name: 'filtered',
          rule: 'A filtered query lists the same forms with summary=true as without it, each lighter.',
        },
      ],
    },
    async (ctx) => {
      const account = await accountWithForms(ctx, 1, 'listing');
      const summary = readAnswer(await sharedList(ctx, { summary: 'true' }));
      await ctx.part('first-page', () => Promise.resolve(failOnFirstPage(ctx, summary, account.first)));
      await ctx.part('later-page', () => summaryOfLaterPage(ctx, account));
      await ctx.part('filtered', () => summaryOfFiltered(ctx, account));
      const fields = new Set(summary.elements.flatMap((e) => (isObject(e) ? Object.keys(e) : [])));
      ctx.note(`summary fields seen: ${[...fields].join(', ')}`);
    },
  ),
  requirement(
    {
      id: 'SF-SUMMARY-FULL',
      clause: '4.4',
      level: 'MUST',
      rule: 'Without summary and with summary=false, every element MUST be a full ScanForm carrying every field of spec 2.2.',
      quote: 'When true, each element is a ScanFormSummary.',
      sends:
        'GET /v2/scan_forms without summary and with summary=false, and once more without summary after the summary=true read.',
    },
    async (ctx) => {
      const account = await accountWithForms(ctx, 1, 'listing');
      const answers = { absent: account.first, off: readAnswer(await sharedList(ctx, { summary: 'false' })) };
      const findings = fullFormsFindings(answers.absent, answers.off);
      if (findings.length > 0)
        ctx.fail('a listing without summary=true did not return full ScanForms', {
          received: findings.map((f) => phraseFull(ctx, f, answers)).join(' | '),
          expected: `full ScanForms with ${SCAN_FORM_FIELDS.join(', ')} (spec 2.2; only summary=true asks for summaries, 4.4)`,
          exchange: answers[findings[0]!.answer].res.exchange,
        });
      await fullAfterSummaries(ctx, account.first);
    },
  ),
];
