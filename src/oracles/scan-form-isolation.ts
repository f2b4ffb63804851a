// Account isolation of spec 4.4 ("Returns the ScanForm objects associated with the API key used") as pure judges:
// what the two keys' answers show of the other account, for one reference or any form. The suites phrase them.

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

/** Where forms of the second account showed under API_KEY (ISO-SF-OWN-FORMS). */
export interface OwnFormsLeaks {
  /** Ids of forms read under both keys. */
  readonly both: readonly string[];
  /** The lookups (by index) whose answer under API_KEY lists the second account's form they looked for. */
  readonly found: readonly number[];
  /** The second account's ids that answers to its own ids as cursors list under API_KEY, by answer index. */
  readonly crossed: ReadonlyArray<{ readonly index: number; readonly id: string }>;
}

/**
 * 4.4 "Returns the ScanForm objects associated with the API key used": no form is read under both keys, a second
 * account's form looked up under API_KEY by its own created_at is not listed, and whatever the answer to the second
 * account's id as a cursor, it lists none of that account's forms.
 */
export function ownFormsLeaks(read: {
  readonly first: IdSet;
  readonly secondIds: readonly string[];
  readonly lookups: ReadonlyArray<{ readonly id: string; readonly answer: Pick<KeyAnswerView, 'ids'> }>;
  readonly cursorAnswers: ReadonlyArray<Pick<KeyAnswerView, 'ids'>>;
}): OwnFormsLeaks {
  const second = new Set(read.secondIds);
  return {
    both: read.secondIds.filter((id) => read.first.has(id)),
    found: read.lookups.flatMap(({ id, answer }, i) => (answer.ids.includes(id) ? [i] : [])),
    crossed: read.cursorAnswers.flatMap((answer, index) =>
      answer.ids.flatMap((id) => (id !== undefined && second.has(id) ? [{ index, id }] : [])),
    ),
  };
}
