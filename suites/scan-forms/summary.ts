// The summary parameter of spec 4.4 and 2.2: summary=true returns the same forms, each a lighter payload than
// its full ScanForm; summary=false and no summary return full ScanForms.

import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import {
  SCAN_FORM_FIELDS,
  heavySummaries,
  missingFields,
  summaryFormsDiffer,
  weight,
} from '../../src/oracles/scan-form-summary.js';
import { isObject } from '../support/orders.js';
import { describeQuery, readAnswer, sameListing, sharedList, type ListAnswer } from '../support/scan-forms.js';
import { accountWithForms, listed } from '../support/scan-form-account.js';
import { ask, cursorCases, probe, referenceValues } from '../support/scan-form-plan.js';

/** Why a summary answer does not list the forms of the same request without summary, phrased; undefined when it does. */
function sameFormsProblem(summary: ListAnswer, full: ListAnswer): string | undefined {
  const d = summaryFormsDiffer(summary, full);
  return d === undefined
    ? undefined
    : d.kind === 'ids'
      ? `listed ${listed(d.ids, 4)}`
      : `${d.got} elements, not ${d.want}`;
}

export const summaryRequirements: readonly Requirement[] = [
  requirement(
    {
      id: 'SF-SUMMARY-LIGHTER',
      clause: '4.4',
      level: 'MUST',
      statement:
        'With summary=true the list holds the same forms as without it, each element a ScanFormSummary: a lighter payload (less JSON) than the full ScanForm of the same form (spec 2.2).',
    },
    async (ctx) => {
      const account = await accountWithForms(ctx, 1, 'listing');
      const full = account.first;
      const summary = readAnswer(await sharedList(ctx, { summary: 'true' }));
      const q = describeQuery(ctx, { summary: 'true' });
      if (!summary.ok)
        return ctx.fail('summary=true did not answer a list', {
          received: `${q}: ${summary.problem ?? ''}`,
          expected: 'HTTP 200 with the list, each element a ScanFormSummary (spec 4.4)',
          exchange: summary.res.exchange,
        });
      const differ = summaryFormsDiffer(summary, full);
      if (differ?.kind === 'ids') {
        ctx.fail('summary=true listed other forms than the same request without it', {
          received: `${q}: ${listed(differ.ids)}`,
          expected: `the forms of ${describeQuery(ctx, {})}: ${listed(full.ids.map(String))} (summary changes how each form is written, not which forms)`,
          exchange: summary.res.exchange,
        });
      }
      if (summary.ids.some((id) => id === undefined))
        ctx.note('the summaries carry no id, so each is matched with the full form at the same position');
      if (differ?.kind === 'count')
        ctx.fail('summary=true listed another number of forms than the same request without it', {
          received: `${differ.got} elements`,
          expected: `${differ.want}, as ${describeQuery(ctx, {})} lists`,
          exchange: summary.res.exchange,
        });
      const heavy = heavySummaries(summary, full).map(
        (h) =>
          `${h.id ?? `element ${h.index}`}: ${h.isObject ? `${h.weight} characters of JSON, the full form ${h.fullWeight}` : `not an object: ${JSON.stringify(summary.elements[h.index])?.slice(0, 60) ?? ''}`}`,
      );
      if (heavy.length > 0) {
        ctx.fail(`${heavy.length} of ${summary.elements.length} summaries are not lighter than the full form`, {
          received: listed(heavy, 4),
          expected: 'each element a ScanFormSummary object, a lighter payload than the ScanForm (spec 2.2)',
          exchange: summary.res.exchange,
        });
      }
      // A later page too, so summaries that stop after the first page show.
      const later = account.walk.find((w) => w.page !== account.walk[0]!.page && w.answer.ids.length > 0);
      if (later !== undefined) {
        const query = { page: String(later.page), summary: 'true' };
        const answer = readAnswer(await sharedList(ctx, query));
        const full = new Map(later.answer.ids.map((id, i) => [id, later.answer.elements[i]]));
        const notLighter = answer.elements.filter(
          (e, i) => !isObject(e) || weight(e) >= weight(full.get(answer.ids[i]) ?? later.answer.elements[i]),
        );
        const otherForms = sameFormsProblem(answer, later.answer);
        if (!answer.ok || notLighter.length > 0 || otherForms !== undefined) {
          ctx.fail(
            `${describeQuery(ctx, query)} did not answer the forms of page ${later.page}, each lighter than its full form`,
            {
              received: !answer.ok
                ? (answer.problem ?? '')
                : (otherForms ??
                  `${notLighter.length} of ${answer.elements.length} elements as heavy as the full form, e.g. ${JSON.stringify(notLighter[0])?.slice(0, 160) ?? ''}`),
              expected: `the forms of ${describeQuery(ctx, later.query)}: ${listed(later.answer.ids.map(String), 4)}, each a lighter ScanFormSummary (spec 2.2, 4.4)`,
              exchange: answer.res.exchange,
            },
          );
        }
      }
      // A filtered listing and a cursor of each kind too, so a summary code path that drops filters or cursors shows
      // (the cursor queries are those SF-SORT-SAME-EVERYWHERE asks, so they are read once).
      const reference = referenceValues(account, ctx.target.seed).existing[0];
      const filtered = reference === undefined ? undefined : probe(account, { reference });
      const cursors = cursorCases(account);
      const pairs = [
        ...(filtered === undefined ? [] : [{ what: 'a reference filter', probe: filtered }]),
        ...(['before', 'after'] as const).flatMap((kind) => {
          const c = cursors.filter((x) => x.cursor === kind && !x.mayRefuse).at(-1);
          return c === undefined ? [] : [{ what: `${kind}_id`, probe: c.probe }];
        }),
      ];
      const answers = await Promise.all(
        pairs.map((p) =>
          Promise.all([ask(ctx, p.probe), ask(ctx, { ...p.probe, query: { ...p.probe.query, summary: 'true' } })]),
        ),
      );
      for (const [i, p] of pairs.entries()) {
        const [plain, light] = answers[i]!;
        const otherForms = plain.ok ? sameFormsProblem(light, plain) : undefined;
        if (plain.ok && (!light.ok || otherForms !== undefined)) {
          ctx.fail(`summary=true with ${p.what} listed other forms than the same request without it`, {
            received: `${describeQuery(ctx, { ...p.probe.query, summary: 'true' })}: ${light.ok ? (otherForms ?? '') : (light.problem ?? '')}`,
            expected: `the forms of ${describeQuery(ctx, p.probe.query)}: ${listed(plain.ids.map(String), 4)} (summary changes how each form is written, not which forms, spec 4.4)`,
            exchange: light.res.exchange,
          });
        }
      }
      const fields = new Set(summary.elements.flatMap((e) => (isObject(e) ? Object.keys(e) : [])));
      ctx.note(`summary fields seen: ${[...fields].join(', ')}`);
    },
  ),
  requirement(
    {
      id: 'SF-SUMMARY-FULL',
      clause: '4.4',
      level: 'MUST',
      statement:
        'Without summary and with summary=false, every element is a full ScanForm carrying every field of spec 2.2, and summary=false lists the same forms as no summary.',
    },
    async (ctx) => {
      const account = await accountWithForms(ctx, 1, 'listing');
      const absent = account.first;
      const off = readAnswer(await sharedList(ctx, { summary: 'false' }));
      const problems: string[] = [];
      let decisive: ListAnswer | undefined;
      const judge = (answer: ListAnswer, label: string) => {
        if (!answer.ok) {
          problems.push(`${label}: ${answer.problem ?? ''}`);
          decisive ??= answer;
          return;
        }
        const short = answer.elements
          .map((e, i) => ({ id: answer.ids[i] ?? `element ${i}`, missing: missingFields(e) }))
          .filter((x) => x.missing.length > 0);
        if (short.length > 0) {
          problems.push(
            `${label}: ${short.length} of ${answer.elements.length} elements lack fields of a ScanForm, e.g. ${short[0]!.id} lacks ${short[0]!.missing.join(', ')}`,
          );
          decisive ??= answer;
        }
      };
      judge(absent, describeQuery(ctx, {}));
      judge(off, describeQuery(ctx, { summary: 'false' }));
      if (off.ok && absent.ok && !sameListing(off, absent)) {
        problems.push(
          `${describeQuery(ctx, { summary: 'false' })} listed ${listed(off.ids.map(String), 4)}, not the forms of ${describeQuery(ctx, {})}: ${listed(absent.ids.map(String), 4)}`,
        );
        decisive ??= off;
      }
      if (problems.length > 0) {
        ctx.fail('a listing without summary=true did not return full ScanForms', {
          received: problems.join(' | '),
          expected: `full ScanForms with ${SCAN_FORM_FIELDS.join(', ')} (spec 2.2; only summary=true asks for summaries, 4.4)`,
          ...(decisive === undefined ? {} : { exchange: decisive.res.exchange }),
        });
      }
    },
  ),
];
