// `--only` selection: requirement ids and spec sections (a clause prefix such as "4.4" or "5").
// Pure, so the list command, the scheduler and the report agree on what a selection means.

import type { RequirementRecord } from './requirement.js';

export function matchesSelection(record: RequirementRecord, only: readonly string[] | undefined): boolean {
  if (only === undefined || only.length === 0) return true;
  return only.some((item) => item === record.id || record.clause === item || record.clause.startsWith(`${item}.`));
}

/** Selection items that match nothing: a typo should stop the run, not silently run zero checks. */
export function unmatchedSelection(records: readonly RequirementRecord[], only: readonly string[]): string[] {
  return only.filter((item) => !records.some((r) => matchesSelection(r, [item])));
}
