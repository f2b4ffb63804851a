// The query oracle against the words of 4.4: the forms a query keeps are the whole listing filtered by the table
// (exact reference, inclusive bounds), pages partition them, has_more says a form lies beyond the page, cursors cut
// on creation instants.

import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  expectedAnswer,
  matching,
  pageExpectation,
  type Filters,
  type KnownForm,
} from '../../../src/oracles/scan-form-query.js';
import { aListing, anInstant, aReference, holds, refutes } from './words.js';

/** A query's filters: any of the three, from the same pools as the forms (so bounds fall on forms' own instants). */
const someFilters: fc.Arbitrary<Filters> = fc.record(
  { reference: aReference.map((r) => r ?? 'null'), start: anInstant, end: anInstant },
  { requiredKeys: [] },
);

/** The table of 4.4, word for word: "Exact match on the reference", created_at >= start, created_at <= end. */
function keeps(form: KnownForm, f: Filters): boolean {
  const exactMatch = f.reference === undefined || form.reference === f.reference;
  const atOrAfterStart = f.start === undefined || form.created >= f.start;
  const atOrBeforeEnd = f.end === undefined || form.created <= f.end;
  return exactMatch && atOrAfterStart && atOrBeforeEnd;
}

const matchingProperty = (oracle: typeof matching) =>
  fc.property(aListing, someFilters, (listing, filters) => {
    const want = listing.filter((form) => keeps(form, filters)).map((f) => f.id);
    return (
      oracle(listing, filters)
        .map((f) => f.id)
        .join(',') === want.join(',')
    );
  });

/**
 * Page-based pagination in the words of 4.4 and 8: the pages, read from the first, hold every kept form once and in
 * the listing's order, none larger than the page size; has_more says whether a kept form lies beyond the page;
 * total_count counts every kept form.
 */
const pagesProperty = (oracle: typeof pageExpectation) =>
  fc.property(aListing, someFilters, fc.integer({ min: 1, max: 4 }), (listing, filters, size) => {
    const kept = listing.filter((form) => keeps(form, filters));
    const pages = Array.from({ length: Math.ceil(kept.length / size) + 1 }, (_, index) =>
      oracle(listing, filters, index, { firstPage: 1, pageSize: size }),
    );
    let seen = 0;
    return (
      pages.every((p) => {
        if (p.kind !== 'page') return false;
        const ok =
          p.forms.length <= size &&
          p.forms.every((form, i) => form === kept[seen + i]) &&
          p.totalCount === kept.length &&
          p.hasMore === kept.length > seen + p.forms.length;
        seen += p.forms.length;
        return ok;
      }) && seen === kept.length
    );
  });

/** 4.4: before_id keeps "forms created before this id"; forms of the cursor's own instant may fall either way. */
const cursorProperty = (oracle: typeof expectedAnswer) =>
  fc.property(aListing, someFilters, fc.nat(), (listing, filters, at) => {
    if (listing.length === 0) return true;
    const cursor = listing[at % listing.length]!;
    const e = oracle(listing, { ...filters, beforeId: cursor.id }, { firstPage: 1, pageSize: 3 });
    if (e.kind !== 'cursor') return false;
    const kept = listing.filter((form) => keeps(form, filters) && form.id !== cursor.id);
    const ids = (forms: readonly KnownForm[]) => forms.map((f) => f.id).join(',');
    return (
      ids(e.side) === ids(kept.filter((f) => f.created < cursor.created)) &&
      ids(e.ties) === ids(kept.filter((f) => f.created === cursor.created))
    );
  });

describe('the query oracle against the words of 4.4', () => {
  it('keeps exactly the forms the table keeps, in the listing order', () => holds(matchingProperty(matching)));
  it('pages hold every kept form once, in order; has_more and total_count as the words say', () =>
    holds(pagesProperty(pageExpectation)));
  it('before_id keeps the forms created before the cursor form', () => holds(cursorProperty(expectedAnswer)));

  it('tells a prefix match from an exact match', () => {
    const prefix: typeof matching = (listing, f) =>
      matching(listing, { ...f, reference: undefined }).filter(
        (form) => f.reference === undefined || (form.reference ?? '').startsWith(f.reference),
      );
    refutes(matchingProperty(prefix));
  });
  it('tells exclusive bounds from inclusive ones', () => {
    const exclusive: typeof matching = (listing, f) =>
      matching(listing, f).filter((form) => form.created !== f.start && form.created !== f.end);
    refutes(matchingProperty(exclusive));
  });
  it('tells "the page is full" from "a form lies beyond the page"', () => {
    const full: typeof pageExpectation = (...args) => {
      const p = pageExpectation(...args);
      return p.kind === 'page' ? { ...p, hasMore: p.forms.length === args[3].pageSize } : p;
    };
    refutes(pagesProperty(full));
  });
  it('tells "created at or before" from "created before"', () => {
    const loose: typeof expectedAnswer = (listing, q, layout) => {
      const e = expectedAnswer(listing, q, layout);
      return e.kind === 'cursor' ? { ...e, side: [...e.side, ...e.ties], ties: [] } : e;
    };
    refutes(cursorProperty(loose));
  });
});
