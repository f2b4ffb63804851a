// What spec 2.2 and 4.4 fix of a ScanForm and of a ScanFormSummary, as pure measures and judges the summary checks
// ask: the fields a full form is returned with, the weight that makes a summary "a lighter payload", the same forms.

import type { ListView } from './scan-form-account.js';
import { sameListing } from './scan-form-pages.js';
import { identityOf, idsDiffer, unpaired } from './same-forms.js';

/** The fields spec 2.2 says "A ScanForm is returned with". */
export const SCAN_FORM_FIELDS = [
  'id',
  'object',
  'created_at',
  'updated_at',
  'status',
  'tracking_codes',
  'address',
  'message',
  'form',
  'form_file_type',
  'form_url',
  'batch_id',
  'reference',
  'confirmation',
  'carrier',
  'num_shipments',
] as const;

/**
 * Weight of a payload: the length of its compact JSON. 2.2 calls a ScanFormSummary "a lighter payload" and does
 * not list its fields, so the one thing it fixes is the weight: whatever the summary keeps, it must carry less
 * than the full form. Compact JSON makes the measure independent of whitespace and key order in the answer.
 */
export function weight(value: unknown): number {
  return JSON.stringify(value)?.length ?? 0;
}

function isPlainObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The fields of 2.2 an element lacks ('(not an object)' when it is no object at all). */
export function missingFields(element: unknown): string[] {
  if (!isPlainObject(element)) return ['(not an object)'];
  return SCAN_FORM_FIELDS.filter((field) => !(field in element));
}

/**
 * How a summary answer's forms differ from the full answer's: other ids (missing and extra, each as often as it is
 * short or in surplus), another count, or (elements without ids) summaries no one-to-one pairing gives a form of their
 * own.
 */
export type FormsDiffer =
  | {
      readonly kind: 'ids';
      readonly ids: string[];
      readonly missing: readonly string[];
      readonly extra: readonly string[];
    }
  | { readonly kind: 'count'; readonly got: number; readonly want: number }
  | { readonly kind: 'unpaired'; readonly indices: readonly number[] };

/**
 * Why a summary answer does not list the forms of the same request without it; undefined when it does. 4.4's "the
 * same forms": the same ids, each as often (order aside; a subset or a count is not the same). Summaries without ids
 * are paired one to one with the full forms, each agreeing with its own on the identity fields both carry.
 */
export function summaryFormsDiffer(
  summary: { readonly ids: ReadonlyArray<string | undefined>; readonly elements: readonly unknown[] },
  full: { readonly ids: ReadonlyArray<string | undefined>; readonly elements: readonly unknown[] },
): FormsDiffer | undefined {
  if (summary.ids.every((id) => id !== undefined)) {
    const differ = idsDiffer(summary.ids, full.ids.map(String));
    return differ === undefined ? undefined : { kind: 'ids', ids: summary.ids.map(String), ...differ };
  }
  if (summary.ids.length !== full.ids.length) return { kind: 'count', got: summary.ids.length, want: full.ids.length };
  const indices = unpaired(summary.elements.map(identityOf), full.elements.map(identityOf));
  return indices.length === 0 ? undefined : { kind: 'unpaired', indices };
}

/**
 * Summaries that are not lighter than the full form of the same form (2.2: "a lighter payload"), or not objects: each
 * matched with its full form by id, or by position when the summaries carry no id.
 */
export function heavySummaries(
  summary: { readonly elements: readonly unknown[]; readonly ids: ReadonlyArray<string | undefined> },
  full: { readonly elements: readonly unknown[]; readonly ids: ReadonlyArray<string | undefined> },
): Array<{ index: number; id: string | undefined; weight: number; fullWeight: number; isObject: boolean }> {
  const withIds = summary.ids.every((id) => id !== undefined);
  const fullIds = full.ids.map(String);
  return summary.elements.flatMap((element, index) => {
    const id = summary.ids[index];
    const fullElement = withIds ? full.elements[fullIds.indexOf(id!)] : full.elements[index];
    const isObject = isPlainObject(element);
    const w = weight(element);
    const fw = weight(fullElement);
    return !isObject || w >= fw ? [{ index, id, weight: w, fullWeight: fw, isObject }] : [];
  });
}

/** The parts of a list answer the summary judges read; `ok` means a 200 holding a scan_forms array. */
export interface SummaryView {
  readonly ok: boolean;
  readonly elements: readonly unknown[];
  readonly ids: ReadonlyArray<string | undefined>;
}

/** The first thing wrong with a summary=true answer beside the same request without it. */
export type SummaryFinding =
  | { readonly kind: 'not-a-list' }
  | { readonly kind: 'other-forms'; readonly differ: FormsDiffer }
  | {
      readonly kind: 'heavy';
      /** The elements (indices) that are no object or not lighter than their full form. */
      readonly indices: readonly number[];
    };

/**
 * 4.4: summary=true changes how each form is written, not which forms a request lists (filters and cursors apply
 * as without it). Undefined when the summaries list the full answer's forms, or when the full answer is no list.
 */
export function summaryListFinding(summary: SummaryView, full: SummaryView): SummaryFinding | undefined {
  if (!full.ok) return undefined;
  if (!summary.ok) return { kind: 'not-a-list' };
  const differ = summaryFormsDiffer(summary, full);
  return differ === undefined ? undefined : { kind: 'other-forms', differ };
}

/**
 * A page of summaries: the forms of the full page (summaryListFinding), then 2.2's "a lighter payload", each summary
 * an object lighter than the full form with its id, or than the full form at its position when no full form has it.
 */
export function summaryPageFinding(summary: SummaryView, full: SummaryView): SummaryFinding | undefined {
  const listing = summaryListFinding(summary, full);
  if (listing !== undefined || !full.ok) return listing;
  const byId = new Map(full.ids.map((id, i) => [id, full.elements[i]]));
  const indices = summary.elements.flatMap((element, i) =>
    !isPlainObject(element) || weight(element) >= weight(byId.get(summary.ids[i]) ?? full.elements[i]) ? [i] : [],
  );
  return indices.length === 0 ? undefined : { kind: 'heavy', indices };
}

/** An element of a listing without summary=true that lacks fields of a full ScanForm (2.2). */
export interface ShortForm {
  readonly index: number;
  readonly id: string | undefined;
  readonly missing: readonly string[];
}

/** What is wrong with the listings without summary=true: `absent` no summary parameter, `off` summary=false. */
export type FullFormsFinding =
  | { readonly answer: 'absent' | 'off'; readonly kind: 'not-a-list' }
  | { readonly answer: 'absent' | 'off'; readonly kind: 'short'; readonly short: readonly ShortForm[] }
  | { readonly answer: 'off'; readonly kind: 'other-forms' };

/**
 * 4.4: only summary=true asks for summaries, so without summary and with summary=false every element is a full
 * ScanForm with every field of 2.2, and summary=false lists the same forms as no summary (in the same order). In
 * that order: the answer without summary, the answer with summary=false, then the two compared.
 */
export function fullFormsFindings(absent: ListView & SummaryView, off: ListView & SummaryView): FullFormsFinding[] {
  const judge = (answer: SummaryView, which: 'absent' | 'off'): FullFormsFinding[] => {
    if (!answer.ok) return [{ answer: which, kind: 'not-a-list' }];
    const short = answer.elements
      .map((element, index) => ({ index, id: answer.ids[index], missing: missingFields(element) }))
      .filter((x) => x.missing.length > 0);
    return short.length > 0 ? [{ answer: which, kind: 'short', short }] : [];
  };
  const compared: FullFormsFinding[] =
    off.ok && absent.ok && !sameListing(off, absent) ? [{ answer: 'off', kind: 'other-forms' }] : [];
  return [...judge(absent, 'absent'), ...judge(off, 'off'), ...compared];
}
