// Account isolation of spec 4.4 ("Returns the ScanForm objects associated with the API key used") as a pure judge:
// what the two keys' answers for one reference both accounts use show of the other account. The suites phrase it.

/** The key a request was sent with: API_KEY ('key') or SECOND_API_KEY ('second-key'). */
export type KeyName = 'key' | 'second-key';

/** The parts of a list answer the isolation judge reads; ids are undefined where an element has no string id. */
export interface KeyAnswerView {
  readonly ok: boolean;
  readonly ids: ReadonlyArray<string | undefined>;
  readonly hasMore: unknown;
  readonly totalCount: unknown;
}

/** The ids of an account's forms as read (a Map of rows or a Set). */
export interface IdSet {
  has(id: string): boolean;
}

/** What one key's answer for the shared reference shows of the other account. */
export type SharedReferenceFinding =
  | { readonly key: KeyName; readonly kind: 'not-a-list' }
  | { readonly key: KeyName; readonly kind: 'other-account-forms'; readonly ids: readonly string[] }
  /** The answer lists every form it counts (has_more false), yet total_count is larger. */
  | { readonly key: KeyName; readonly kind: 'overcount'; readonly listed: number; readonly totalCount: number };

/**
 * 4.4: each key's listing for a reference both accounts use holds only that key's forms, and counts only them. The
 * first account's forms are those read with its key and those its own answer lists that are not the second's. In
 * order: the first key's answer, the second key's, then the counts of each.
 */
export function sharedReferenceFindings(
  own: KeyAnswerView,
  other: KeyAnswerView,
  accounts: { readonly first: IdSet; readonly second: IdSet },
): SharedReferenceFinding[] {
  const ownIds = own.ids.filter((id): id is string => id !== undefined);
  const first: IdSet = { has: (id) => accounts.first.has(id) || (ownIds.includes(id) && !accounts.second.has(id)) };
  const listing = (answer: KeyAnswerView, key: KeyName, theirs: IdSet): SharedReferenceFinding[] => {
    if (!answer.ok) return [{ key, kind: 'not-a-list' }];
    const ids = answer.ids.filter((id): id is string => id !== undefined && theirs.has(id));
    return ids.length > 0 ? [{ key, kind: 'other-account-forms', ids }] : [];
  };
  // An answer that holds every form it counts must count only what it lists.
  const count = (answer: KeyAnswerView, key: KeyName): SharedReferenceFinding[] =>
    answer.ok &&
    answer.hasMore === false &&
    typeof answer.totalCount === 'number' &&
    answer.totalCount > answer.ids.length
      ? [{ key, kind: 'overcount', listed: answer.ids.length, totalCount: answer.totalCount }]
      : [];
  return [
    ...listing(own, 'key', accounts.second),
    ...listing(other, 'second-key', first),
    ...count(own, 'key'),
    ...count(other, 'second-key'),
  ];
}
