// The summary judges against the words of 2.2 and 4.4: summary=true lists the same forms as the same request without
// it (each id as often, order aside), each "a lighter payload" than its full form; without it, every field of 2.2.

import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  fullFormsFindings,
  summaryListFinding,
  summaryPageFinding,
  type SummaryView,
} from '../../../src/oracles/scan-form-summary.js';
import { aListing, edit, holds, refutes, someEdits, sortedIds } from './words.js';

/** Spec 2.2's table, copied from the spec apart from the oracle's own list. */
const TABLE_2_2 =
  'id object created_at updated_at status tracking_codes address message form form_file_type form_url batch_id reference confirmation carrier num_shipments'.split(
    ' ',
  );

const fullElement = (id: string, size: number) => ({ id, status: 'created', form: 'x'.repeat(size) });

/** A full page and a summary answer edited from it, each summary light or heavy. */
const aPair = fc
  .tuple(aListing, someEdits, fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }), fc.boolean(), fc.boolean())
  .map(([forms, edits, heavy, fullOk, summaryOk]) => {
    const ids = forms.map((f) => f.id);
    const full: SummaryView = { ok: fullOk, ids, elements: ids.map((id, i) => fullElement(id, 10 + i)) };
    const shown = edit(ids, edits, (id) => id);
    const elements = shown.map((id, i) => {
      const own = full.elements[ids.indexOf(id)] ?? fullElement(id, 3);
      return heavy[i] ? { ...own, shipments: [] } : { id };
    });
    return { full, summary: { ok: summaryOk || !fullOk, ids: shown, elements } };
  });

/** The words: "the same forms" as the request without summary. */
const sameForms = (summary: SummaryView, full: SummaryView) =>
  sortedIds(summary.ids).join(',') === sortedIds(full.ids).join(',');

/** The words: "a lighter payload" than the ScanForm of the same form, for every summary. */
const allLighter = (summary: SummaryView, full: SummaryView) =>
  summary.elements.every((e, i) => {
    const own = full.elements[full.ids.indexOf(summary.ids[i])];
    return JSON.stringify(e).length < JSON.stringify(own).length;
  });

const listProperty = (oracle: typeof summaryListFinding) =>
  fc.property(aPair, ({ full, summary }) => {
    const accepted = oracle(summary, full) === undefined;
    return accepted === (!full.ok || (summary.ok && sameForms(summary, full)));
  });

const pageProperty = (oracle: typeof summaryPageFinding) =>
  fc.property(aPair, ({ full, summary }) => {
    const accepted = oracle(summary, full) === undefined;
    return accepted === (!full.ok || (summary.ok && sameForms(summary, full) && allLighter(summary, full)));
  });

const anElement = fc.dictionary(fc.constantFrom(...TABLE_2_2), fc.constant('x'));
const fullProperty = (oracle: typeof fullFormsFindings) =>
  fc.property(fc.array(anElement, { maxLength: 4 }), (elements) => {
    const view = { ok: true, ids: elements.map(() => undefined), elements, rows: [], hasMore: false, totalCount: 0 };
    const short = oracle(view, view).some((f) => f.kind === 'short');
    return short === elements.some((e) => TABLE_2_2.some((field) => !(field in e)));
  });

describe('the summary judges against the words of 2.2 and 4.4', () => {
  it('summary=true lists the same forms, each id as often, in any order', () =>
    holds(listProperty(summaryListFinding)));
  it('a page of summaries: the same forms, each lighter than its own full form', () =>
    holds(pageProperty(summaryPageFinding)));
  it('without summary=true every element carries every field of the table of 2.2', () =>
    holds(fullProperty(fullFormsFindings)));

  it('tells a subset test at the same length from "the same forms" (a page of one form repeated)', () => {
    const subset: typeof summaryListFinding = (summary, full) =>
      !full.ok ||
      (summary.ok && summary.ids.length === full.ids.length && summary.ids.every((id) => full.ids.includes(id)))
        ? undefined
        : { kind: 'not-a-list' };
    refutes(listProperty(subset));
  });
  it('tells a judge of which forms alone from one that weighs them (full forms beside a filter)', () =>
    refutes(pageProperty(summaryListFinding)));
  it('tells a check of a few fields from the whole table', () => {
    const fewFields: typeof fullFormsFindings = (absent, off) =>
      absent.elements.some((e) => !(typeof e === 'object' && e !== null && 'id' in e && 'object' in e))
        ? [{ answer: 'absent', kind: 'short', short: [] }]
        : fullFormsFindings({ ...absent, elements: [] }, { ...off, elements: [] });
    refutes(fullProperty(fewFields));
  });
});
