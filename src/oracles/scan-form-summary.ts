// What spec 2.2 fixes of a ScanForm and of a ScanFormSummary, as pure measures the summary checks compare:
// the fields a full form is returned with, and the weight that makes a summary "a lighter payload".

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

/** The fields of 2.2 an element lacks ('(not an object)' when it is no object at all). */
export function missingFields(element: unknown): string[] {
  if (typeof element !== 'object' || element === null || Array.isArray(element)) return ['(not an object)'];
  return SCAN_FORM_FIELDS.filter((field) => !(field in element));
}

/**
 * Why a summary answer does not list the forms of the same request without summary; undefined when it does. Summaries
 * without ids can only be counted. Returns the ids listed (or the counts) for the message.
 */
export function summaryFormsDiffer(
  summary: { readonly ids: ReadonlyArray<string | undefined> },
  full: { readonly ids: ReadonlyArray<string | undefined> },
): { kind: 'ids'; ids: string[] } | { kind: 'count'; got: number; want: number } | undefined {
  if (summary.ids.every((id) => id !== undefined)) {
    const want = full.ids.map(String);
    const same = summary.ids.length === want.length && summary.ids.every((id) => want.includes(id));
    return same ? undefined : { kind: 'ids', ids: summary.ids.map(String) };
  }
  return summary.ids.length === full.ids.length
    ? undefined
    : { kind: 'count', got: summary.ids.length, want: full.ids.length };
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
    const isObject = typeof element === 'object' && element !== null && !Array.isArray(element);
    const w = weight(element);
    const fw = weight(fullElement);
    return !isObject || w >= fw ? [{ index, id, weight: w, fullWeight: fw, isObject }] : [];
  });
}
