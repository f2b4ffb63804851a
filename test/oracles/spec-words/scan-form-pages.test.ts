// The page judges against the words of 4.4: "the same forms in the same order" (forms of one instant in any order),
// has_more "whether more results exist" beyond the page, and a walk that lists every form once.

import fc from 'fast-check';
import { describe, it } from 'vitest';
import type { ListView, PageOf } from '../../../src/oracles/scan-form-account.js';
import { hasMoreFindings, overlaps, sameListing } from '../../../src/oracles/scan-form-pages.js';
import type { KnownForm } from '../../../src/oracles/scan-form-query.js';
import { aListing, anId, edit, holds, refutes, someEdits, sortedIds } from './words.js';

const view = (rows: readonly KnownForm[], hasMore: unknown = false): ListView => ({
  ok: true,
  ids: rows.map((r) => r.id),
  rows,
  hasMore,
  totalCount: undefined,
});

/**
 * The words, brute force: `b` is `a` with forms moved only among forms of `a`'s own instant at that position (some
 * one-to-one choice of a's forms, each of the instant a has there).
 */
function movedWithinInstants(a: readonly KnownForm[], b: readonly KnownForm[], used = new Set<number>()): boolean {
  if (a.length !== b.length) return false;
  const i = used.size;
  if (i === b.length) return true;
  return a.some(
    (form, j) =>
      !used.has(j) &&
      form.id === b[i]!.id &&
      form.created === a[i]!.created &&
      movedWithinInstants(a, b, new Set([...used, j])),
  );
}

/** Two answers: one edited from the listing (repeats already in it), the other edited from the first. */
const sameListingProperty = (oracle: typeof sameListing) =>
  fc.property(aListing, someEdits, someEdits, (listing, first, second) => {
    const byId = new Map(listing.map((f) => [f.id, f]));
    const extra = (id: string) => byId.get(id) ?? { id, created: 0n, reference: null };
    const a = edit(listing, first, extra);
    const b = edit(a, second, extra);
    return oracle(view(b), view(a)) === movedWithinInstants(a, b);
  });

/** A walk: pages of ids from a small alphabet (repeats within and across pages), each with a has_more. */
const aWalk = fc.array(fc.tuple(fc.array(anId, { maxLength: 3 }), fc.boolean()), { minLength: 1, maxLength: 4 });
const pagesOf = (walk: ReadonlyArray<readonly [string[], boolean]>): Array<PageOf<ListView>> =>
  walk.map(([ids, more], i) => ({
    page: i + 1,
    answer: view(
      ids.map((id) => ({ id, created: 0n, reference: null })),
      more,
    ),
  }));

/** The words: has_more says whether more results exist, i.e. whether a later page brings a form not yet listed. */
function moreExists(pages: ReadonlyArray<PageOf<ListView>>, i: number): boolean {
  const listed = new Set(pages.slice(0, i + 1).flatMap((p) => p.answer.ids));
  return pages.slice(i + 1).some((p) => p.answer.ids.some((id) => !listed.has(id)));
}

const hasMoreProperty = (oracle: typeof hasMoreFindings) =>
  fc.property(aWalk, fc.constantFrom(true, false, undefined), (walk, lastMore) => {
    const pages = pagesOf(walk);
    const wrong = pages.flatMap((p, i) => {
      const due = i === pages.length - 1 ? lastMore : moreExists(pages, i);
      return due === undefined || p.answer.hasMore === due ? [] : [i];
    });
    return (
      oracle(pages, lastMore)
        .map((f) => f.index)
        .join(',') === wrong.join(',')
    );
  });

/** The words: walking the pages yields every form once, so a form listed twice, on one page or two, is reported. */
const overlapsProperty = (oracle: typeof overlaps) =>
  fc.property(aWalk, (walk) => {
    const pages = pagesOf(walk);
    const all = sortedIds(pages.flatMap((p) => p.answer.ids));
    const twice = [...new Set(all.filter((id, i) => all.indexOf(id) !== i))].sort();
    return (
      oracle(pages)
        .map((o) => o.id)
        .sort()
        .join(',') === twice.join(',')
    );
  });

describe('the page judges against the words of 4.4', () => {
  it('sameListing: the same forms in the same order, forms of one instant in any order among themselves', () =>
    holds(sameListingProperty(sameListing)));
  it('has_more: true exactly when a later page brings a form not yet listed', () =>
    holds(hasMoreProperty(hasMoreFindings)));
  it('a form listed twice, on one page or on two, is an overlap', () => holds(overlapsProperty(overlaps)));

  it('tells a comparison of distinct ids from "the same forms" (one form repeated in place of another)', () => {
    const distinct: typeof sameListing = (a, b) =>
      a.ids.length === b.ids.length &&
      a.ids.every((id) => b.ids.includes(id)) &&
      new Set(a.ids).size === new Set(b.ids).size &&
      a.rows.every((row, i) => row.created === b.rows[i]!.created);
    refutes(sameListingProperty(distinct));
  });
  it('tells "a later page lists something" from "a later page lists a form not yet seen"', () => {
    const anything: typeof hasMoreFindings = (pages, lastMore) =>
      hasMoreFindings(
        pages.map((p, i) => ({ ...p, answer: { ...p.answer, ids: p.answer.ids.map((id) => `${id}@${i}`) } })),
        lastMore,
      );
    refutes(hasMoreProperty(anything));
  });
  it('tells overlaps across pages only from every form once', () => {
    const acrossOnly: typeof overlaps = (pages) =>
      overlaps(pages.map((p) => ({ ...p, answer: { ...p.answer, ids: [...new Set(p.answer.ids)] } })));
    refutes(overlapsProperty(acrossOnly));
  });
});
