// The answer judges against the words of 4.4: a page holds exactly its forms, each once (forms of an instant that
// straddles its edge may stand in for one another); one instant spelled twice selects the same forms; a cursor answer
// never lists the cursor form, a form off its side, or a form twice.

import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  cursorFormsRight,
  judgeCursor,
  judgePage,
  sameForms,
  selectsAsBaseline,
} from '../../../src/oracles/scan-form-judge.js';
import { expectedAnswer, pageExpectation, type KnownForm } from '../../../src/oracles/scan-form-query.js';
import { aListing, anId, edit, holds, refutes, someEdits, sortedIds } from './words.js';

const answer = (ids: readonly string[]) => ({ ids, hasMore: false, totalCount: ids.length });

/**
 * The words: the page lists each of its forms once and nothing else, where a form of an instant straddling its edge
 * may take the place of another form of that instant (which of them fall on this page is not seen from outside).
 */
function exactlyThePage(ids: readonly string[], forms: readonly KnownForm[], ties: readonly KnownForm[]): boolean {
  const tie = new Set(ties.map((t) => t.id));
  const allowed = new Set([...forms, ...ties].map((f) => f.id));
  return (
    new Set(ids).size === ids.length &&
    ids.length === forms.length &&
    ids.every((id) => allowed.has(id)) &&
    forms.every((f) => tie.has(f.id) || ids.includes(f.id))
  );
}

const pageProperty = (oracle: typeof judgePage) =>
  fc.property(aListing, fc.integer({ min: 1, max: 3 }), fc.nat(2), someEdits, (listing, size, index, edits) => {
    const e = pageExpectation(listing, {}, index, { firstPage: 1, pageSize: size });
    if (e.kind !== 'page') return true;
    const ids = edit(
      e.forms.map((f) => f.id),
      edits,
      (id) => id,
    );
    return sameForms(oracle(answer(ids), e)) === exactlyThePage(ids, e.forms, e.ties);
  });

/** 4.4 bounds are instants: two spellings select the same forms (each as often) with the same total_count. */
const baselineProperty = (oracle: typeof selectsAsBaseline) =>
  fc.property(fc.array(anId, { maxLength: 5 }), someEdits, fc.boolean(), (base, edits, sameTotal) => {
    const got = edit(base, edits, (id) => id);
    const a = { ok: true, ...answer(got), totalCount: sameTotal ? base.length : base.length + 1 };
    const expected = sortedIds(got).join(',') === sortedIds(base).join(',') && sameTotal;
    return oracle(a, answer(base)) === expected;
  });

/** What a cursor answer may never hold (4.4): the cursor form, a form off the cursor's side, a form twice. */
const cursorProperty = (oracle: typeof judgeCursor) =>
  fc.property(aListing, fc.nat(), someEdits, (listing, at, edits) => {
    if (listing.length === 0) return true;
    const cursor = listing[at % listing.length]!;
    const e = expectedAnswer(listing, { beforeId: cursor.id }, { firstPage: 1, pageSize: 3 });
    if (e.kind !== 'cursor') return true;
    const ids = edit(
      e.side.map((f) => f.id),
      edits,
      (id) => id,
    );
    const allowed = new Set([...e.side, ...e.ties].map((f) => f.id));
    const clean = new Set(ids).size === ids.length && ids.every((id) => allowed.has(id));
    const known = new Map(listing.map((f) => [f.id, f]));
    return !cursorFormsRight(oracle(answer(ids), e, known)) || clean;
  });

describe('the answer judges against the words of 4.4', () => {
  it('a page holds exactly its forms, each once', () => holds(pageProperty(judgePage)));
  it('one instant spelled twice selects the same forms, each as often, and the same total_count', () =>
    holds(baselineProperty(selectsAsBaseline)));
  it('a cursor answer judged right lists no cursor, no form off its side and no form twice', () =>
    holds(cursorProperty(judgeCursor)));

  it('tells a subset test from "exactly its forms"', () => {
    const subset: typeof judgePage = (a, e) => {
      const want = [...e.forms, ...e.ties].map((f) => f.id);
      const unexpected = a.ids.filter((id) => !want.includes(id!)).map(String);
      return { missing: [], unexpected, duplicated: [], orderDiffers: false };
    };
    refutes(pageProperty(subset));
  });
  it('tells distinct ids from the same forms each as often', () => {
    const distinct: typeof selectsAsBaseline = (a, b) =>
      a.ok &&
      [...new Set(a.ids)].sort().join(',') === [...new Set(b.ids)].sort().join(',') &&
      a.totalCount === b.totalCount;
    refutes(baselineProperty(distinct));
  });
  it('tells a judge that lets a form be listed twice from one that does not', () => {
    const twice: typeof judgeCursor = (a, e, known) => ({ ...judgeCursor(a, e, known), duplicated: [] });
    refutes(cursorProperty(twice));
  });
});
