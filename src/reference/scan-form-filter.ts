// Which of an account's scan forms match the reference and datetime filters of spec 4.4, and the total_count of
// them, with the faults that match or count wrong.
import type { Behaviour } from './behaviour.js';
import { formatMicros } from './iso-time.js';
import type { ScanFormQuery } from './scan-form-query.js';
import type { SeedScanForm } from './seed-data.js';

/** SQL LIKE as the `sf-reference-like-wildcards` fault uses it: `_` one character, `%` any run, nothing escaped. */
function likePattern(value: string): RegExp {
  const body = [...value]
    .map((c) => (c === '_' ? '.' : c === '%' ? '.*' : c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${body}$`, 'su');
}

/**
 * The value as an unquoted regular expression, anchored (the `sf-reference-regex` fault: Perl's `/^$ref$/`, a
 * `new RegExp` without escaping); a value that is no valid pattern matches nothing, as the handler's eval swallows it.
 */
function regexMatches(value: string, reference: string): boolean {
  try {
    return new RegExp(`^${value}$`, 'u').test(reference);
  } catch {
    return false;
  }
}

function unaccent(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

export interface FormFilter {
  /** Reference and both datetime bounds. */
  matches(form: SeedScanForm): boolean;
  referenceMatches(form: SeedScanForm): boolean;
  /** Both datetime bounds, the end one optionally exclusive and the start one optionally forgotten (the count faults' mistakes). */
  inWindow(form: SeedScanForm, endExclusive?: boolean, noStart?: boolean): boolean;
}

export function formFilter(q: ScanFormQuery, b: Behaviour): FormFilter {
  const f = b.fault;
  const { reference, start, end, dropFilters } = q;
  const referenceMatches = (form: SeedScanForm): boolean => {
    if (reference === null) return true;
    if (
      (f === 'sf-reference-null-literal' && reference === 'null') ||
      (f === 'sf-reference-none-literal' && reference === 'None') ||
      (f === 'sf-reference-empty-matches-null' && reference === '')
    )
      return form.reference === null;
    if (form.reference === null) return false;
    if (f === 'sf-reference-prefix-match') return form.reference.startsWith(reference);
    if (f === 'sf-reference-case-insensitive') return form.reference.toLowerCase() === reference.toLowerCase();
    if (f === 'sf-reference-like-wildcards') return likePattern(reference).test(form.reference);
    if (f === 'sf-reference-regex') return regexMatches(reference, form.reference);
    if (f === 'sf-reference-accent-insensitive') return unaccent(form.reference) === unaccent(reference);
    if (f === 'sf-reference-unicode-normalized') return form.reference.normalize('NFC') === reference.normalize('NFC');
    if (f === 'sf-reference-trailing-space-ignored')
      return form.reference.replace(/ +$/, '') === reference.replace(/ +$/, '');
    return form.reference === reference; // 4.4: exact match
  };
  const timeOf = (form: SeedScanForm): number => {
    if (f === 'sf-filter-uses-updated-at') return form.updatedUs;
    // The fault's store keeps microseconds that the serializer never writes (a Postgres now() shown to the second).
    if (f === 'sf-filter-finer-than-created-at')
      return form.createdUs + 1 + (Number.parseInt(form.id.slice(-5), 16) % 999_998);
    return form.createdUs;
  };
  const afterStart = (form: SeedScanForm): boolean => {
    if (start === undefined || f === 'sf-start-ignored' || dropFilters) return true;
    // A bound with nanoseconds past its microseconds lies after a form created at those microseconds (4.4: >=); the
    // fault reads the bound at the store's precision and keeps the form.
    const raised = start.subMicroNs > 0 && f !== 'sf-bound-sub-microseconds-dropped';
    return f === 'sf-start-exclusive' || raised ? timeOf(form) > start.us : timeOf(form) >= start.us; // 4.4: >=
  };
  const beforeEnd = (form: SeedScanForm, exclusive = false): boolean => {
    if (end === undefined || f === 'sf-end-ignored' || dropFilters) return true;
    if (f === 'sf-end-compared-as-string') return formatMicros(timeOf(form), 'utc-seconds') <= end.raw;
    return f === 'sf-end-exclusive' || exclusive ? timeOf(form) < end.us : timeOf(form) <= end.us; // 4.4: <=
  };
  const inWindow = (form: SeedScanForm, endExclusive = false, noStart = false): boolean =>
    (noStart || afterStart(form)) && beforeEnd(form, endExclusive);
  // The fault joins reference and start_datetime with OR when both are given.
  const joinedWithOr = f === 'sf-reference-or-start-filter' && reference !== null && start !== undefined;
  return {
    referenceMatches,
    inWindow,
    matches: (form) =>
      joinedWithOr
        ? (referenceMatches(form) || afterStart(form)) && beforeEnd(form)
        : referenceMatches(form) && inWindow(form),
  };
}

/** total_count (4.4): the number of matching forms, ignoring page and cursors; the count faults' versions of it. */
export function totalCountOf(
  matched: readonly SeedScanForm[],
  pool: readonly SeedScanForm[],
  everyone: readonly SeedScanForm[],
  filter: FormFilter,
  reference: string | null,
  b: Behaviour,
): number {
  const f = b.fault;
  if (f === 'sf-total-count-unfiltered') return pool.length;
  if (f === 'sf-total-count-ignores-start')
    return pool.filter((form) => filter.referenceMatches(form) && filter.inWindow(form, false, true)).length;
  if (f === 'sf-total-count-end-exclusive')
    return pool.filter((form) => filter.referenceMatches(form) && filter.inWindow(form, true)).length;
  if (f === 'sf-total-count-excludes-failed') return matched.filter((form) => form.status !== 'failed').length;
  if (f === 'sf-reference-count-leaks' && reference !== null)
    return everyone.filter((form) => form.reference === reference && filter.inWindow(form)).length;
  if (f === 'sf-count-cached-by-reference' && reference !== null) return cachedCount(pool, reference, matched.length);
  return matched.length;
}

/** Under `sf-count-cached-by-reference`: counts kept per account (by its first form) and reference, whatever the bounds. */
const countCache = new WeakMap<object, Map<string, number>>();

function cachedCount(pool: readonly SeedScanForm[], reference: string, count: number): number {
  const owner: object = pool[0] ?? pool;
  const counts = countCache.get(owner) ?? new Map<string, number>();
  countCache.set(owner, counts);
  if (!counts.has(reference)) counts.set(reference, count);
  return counts.get(reference)!;
}
