// Faults of the order a write leaves (spec 2.1.4, 2.1.5, 7): a store that keeps a removed key as a tombstone row,
// hiding a new value or failing on a second removal, an update refused when it changes nothing it names, and a merge
// that validates while it writes.

import { errorReply, type Reply } from './replies.js';

type Entry = [string, string | number | null];

/** The keys an order's tombstone rows hold: removed once, never deleted (soft delete). */
export interface Tombstones {
  removedKeys?: Set<string>;
}

/**
 * One update's entries as a history fault reads them before the merge: a tombstoned key's new value goes to the
 * hidden row, a second removal of a tombstoned key hits the row's unique index, an update that changes nothing is 409.
 */
export function beforeHistory(
  fault: string | undefined,
  order: Tombstones & { metadata: Map<string, unknown> },
  entries: readonly Entry[],
): { entries: Entry[]; refused?: Reply } {
  const removed = order.removedKeys ?? new Set<string>();
  if (fault === 'metadata-removed-key-tombstoned')
    return { entries: entries.filter(([key, value]) => value === null || !removed.has(key)) };
  if (fault === 'metadata-tombstone-removed-twice-500')
    for (const [key, value] of entries)
      if (value === null && removed.has(key) && !order.metadata.has(key))
        throw new Error(`IntegrityError: duplicate tombstone for metadata key "${key}"`);
  const unchanged = entries.length > 0 && entries.every(([key, value]) => order.metadata.get(key) === value);
  if (fault === 'metadata-same-value-409' && unchanged)
    return {
      entries: [...entries],
      refused: errorReply(409, 'the update changes nothing: every value is already set'),
    };
  return { entries: [...entries] };
}

/** Records the keys an update removed, for the faults that keep them as tombstones. */
export function afterHistory(fault: string | undefined, order: Tombstones, entries: readonly Entry[]): void {
  if (fault !== 'metadata-removed-key-tombstoned' && fault !== 'metadata-tombstone-removed-twice-500') return;
  order.removedKeys ??= new Set();
  for (const [key, value] of entries) if (value === null) order.removedKeys.add(key);
}

/**
 * Under `metadata-update-partial-before-invalid`: the merge writes each value as it validates it, so the values before
 * the first that is neither a string nor null are stored though the update is answered 400.
 */
export function writtenBeforeInvalid(
  metadata: Map<string, string | number | null>,
  raw: Record<string, unknown>,
  enabled: readonly string[],
): void {
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value !== 'string' && value !== null) return;
    if (!enabled.includes(key)) continue;
    if (value === null) metadata.delete(key);
    else metadata.set(key, value);
  }
}
