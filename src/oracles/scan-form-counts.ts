// total_count of spec 4.4 ("Total number of matching forms") as a pure judge: which count each answer read must
// carry (none, the whole account's, a completely walked window's, a filter's) and which answers carry another.

import { isCount, type ListView } from './scan-form-account.js';

/**
 * What the read of the listing lets total_count be judged against: an account that lists no form counts 0, a walk
 * that reached the end counts every form read, and a larger account is sampled (its first pages and one window).
 */
export type CountBasis = 'empty-account' | 'whole-account' | 'sampled';

export function countBasis(listed: number, complete: boolean): CountBasis {
  if (listed === 0) return 'empty-account';
  return complete ? 'whole-account' : 'sampled';
}

/** An answer and the total_count it must carry. */
export interface CountDue<T> {
  readonly item: T;
  readonly expected: number;
}

/** Why a count of the listing is due: no form, the forms of the whole account, or the forms of the window walked. */
export type ListingCountDue<T> = CountDue<T> & { readonly basis: 'empty-account' | 'whole-account' | 'window' };

/** What the first pages of a sampled account tell wrong by themselves, without a count to compare with. */
export type SampledCountFinding =
  /** The first pages of one listing do not carry one total_count ("the same on every page"). */
  | { readonly kind: 'pages-disagree'; readonly totals: readonly unknown[] }
  /** total_count is less than the distinct forms already read. */
  | { readonly kind: 'below-read'; readonly total: number; readonly read: number };

/**
 * The counts the unfiltered listing must carry (4.4: total_count counts the matching forms; without a filter, every
 * form of the account). `first` is the parameterless answer, `walk` the pages from the first page number on,
 * `listed` every distinct form read (forms that gap windows found beside the walk included), and `window` the
 * complete walk of one created_at window with the number of forms it holds, for a sampled account.
 */
export function listingCounts<T extends { readonly answer: ListView }>(read: {
  readonly first: T;
  readonly walk: readonly T[];
  readonly listed: number;
  readonly complete: boolean;
  readonly window?: { readonly pages: readonly T[]; readonly forms: number } | undefined;
}): { due: Array<ListingCountDue<T>>; findings: SampledCountFinding[] } {
  const basis = countBasis(read.listed, read.complete);
  if (basis === 'empty-account') return { due: [{ item: read.first, expected: 0, basis }], findings: [] };
  if (basis === 'whole-account')
    return {
      due: [read.first, ...read.walk].map((item) => ({ item, expected: read.listed, basis })),
      findings: [],
    };
  const findings: SampledCountFinding[] = [];
  const totals = [...new Set(read.walk.map((w) => w.answer.totalCount))];
  if (totals.length > 1) findings.push({ kind: 'pages-disagree', totals });
  const total = read.walk[0]?.answer.totalCount;
  if (isCount(total) && total < read.listed) findings.push({ kind: 'below-read', total, read: read.listed });
  const window = read.window;
  const due = (window?.pages ?? []).map((item) => ({ item, expected: window!.forms, basis: 'window' as const }));
  return { due, findings };
}

/** The dues whose answer is a list carrying another total_count (answers that are no list are judged elsewhere). */
export function wrongCounts<D extends CountDue<{ readonly answer: ListView }>>(
  dues: readonly D[],
): Array<D & { readonly received: unknown }> {
  return dues
    .filter((d) => d.item.answer.ok && d.item.answer.totalCount !== d.expected)
    .map((d) => ({ ...d, received: d.item.answer.totalCount }));
}
