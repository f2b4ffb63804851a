// `--only` selection: requirement ids, parts of a requirement (`SF-HAS-MORE/cursors`) and spec sections (a
// clause prefix such as "4.4" or "5"). Pure, so the list command, the scheduler and the report agree on it.

import { compareRequirements, type RequirementRecord } from './requirement.js';

/** A requirement as a selection holds it: with the parts --only names, when it names some of them. */
export type Selected<R extends RequirementRecord = RequirementRecord> = R & {
  /** Set when --only named some of the requirement's parts: the parts that run; the others are left out. */
  readonly selectedParts?: readonly string[];
};

/**
 * The --only selection resolved once for a run: the items as given (the report prints them) and the requirements
 * they select in report order (by clause, then id), each with its selected parts. The scheduler runs these and the
 * report builds from them, so neither asks the items again.
 */
export interface Selection<R extends RequirementRecord = RequirementRecord> {
  readonly only: readonly string[] | undefined;
  readonly requirements: ReadonlyArray<Selected<R>>;
}

/** Splits `ID/part` into the id and the part; an item without a slash names no part. */
export function splitItem(item: string): { readonly id: string; readonly part?: string } {
  const slash = item.indexOf('/');
  return slash < 0 ? { id: item } : { id: item.slice(0, slash), part: item.slice(slash + 1) };
}

function matchesItem(record: RequirementRecord, item: string): boolean {
  const { id, part } = splitItem(item);
  if (part !== undefined) return id === record.id && (record.parts ?? []).some((p) => p.name === part);
  return item === record.id || record.clause === item || record.clause.startsWith(`${item}.`);
}

export function matchesSelection(record: RequirementRecord, only: readonly string[] | undefined): boolean {
  if (only === undefined || only.length === 0) return true;
  return only.some((item) => matchesItem(record, item));
}

/** Resolves the selection against a catalogue; a requirement whose parts all run is the catalogue's own object. */
export function resolveSelection<R extends RequirementRecord>(
  catalogue: readonly R[],
  only: readonly string[] | undefined,
): Selection<R> {
  const requirements = catalogue
    .filter((r) => matchesSelection(r, only))
    .sort(compareRequirements)
    .map((r): Selected<R> => {
      const parts = selectedParts(r, only);
      return parts === undefined ? r : { ...r, selectedParts: parts };
    });
  return { only, requirements };
}

/**
 * The parts of a requirement the selection runs: undefined for all of them (no selection, or one that names
 * the requirement whole), else the names the selection lists as `ID/part`.
 */
export function selectedParts(record: RequirementRecord, only: readonly string[] | undefined): string[] | undefined {
  if (only === undefined || only.length === 0) return undefined;
  const whole = only.some((item) => !item.includes('/') && matchesItem(record, item));
  if (whole) return undefined;
  const parts = only.map(splitItem).filter((s) => s.id === record.id && s.part !== undefined);
  return parts.length === 0 ? undefined : parts.map((s) => s.part!);
}

/** Selection items that match nothing: a typo should stop the run, not silently run zero checks. */
export function unmatchedSelection(records: readonly RequirementRecord[], only: readonly string[]): string[] {
  return only.filter((item) => !records.some((r) => matchesItem(r, item)));
}
