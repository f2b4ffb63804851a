// One answer judged whole against the words of 2.2 and 4.4: a page lists exactly its forms, each once, with has_more
// "whether more results exist" and total_count "the total number of matching forms", as full ScanForms or lighter
// summaries.

import fc from 'fast-check';
import { describe, it } from 'vitest';
import { answerProblems, type JudgedAnswer } from '../../../src/oracles/scan-form-answer.js';
import { expectedAnswer, type KnownForm } from '../../../src/oracles/scan-form-query.js';
import { formatInstant } from '../../../src/oracles/scan-form-time.js';
import { aListing, aReference, edit, holds, refutes, someEdits } from './words.js';

const TABLE_2_2 =
  'id object created_at updated_at status tracking_codes address message form form_file_type form_url batch_id reference confirmation carrier num_shipments'.split(
    ' ',
  );
const fullOf = (id: string) => ({ ...Object.fromEntries(TABLE_2_2.map((f) => [f, 'value'])), id });

/** The words of a page: each of its forms once and nothing else (forms of a straddling instant interchangeable). */
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

/** A summary that names its form by created_at and reference alone (a ScanFormSummary's fields are not shown). */
const idlessOf = (form: KnownForm) => ({ created_at: formatInstant(form.created), reference: form.reference });
const identityKey = (form: KnownForm) => `${form.created}|${String(form.reference)}`;

/**
 * The words of a page for summaries without ids: they name, each once, the forms of some right page (its forms, a form
 * of a straddling instant standing in for another), as far as created_at and reference tell forms apart.
 */
function namesAPage(named: readonly KnownForm[], forms: readonly KnownForm[], ties: readonly KnownForm[]): boolean {
  const tie = new Set(ties.map((t) => t.id));
  const fixed = forms.filter((f) => !tie.has(f.id));
  const want = sortedKeys(named);
  const subsets = (from: readonly KnownForm[], k: number): KnownForm[][] =>
    k === 0 ? [[]] : from.flatMap((f, i) => subsets(from.slice(i + 1), k - 1).map((rest) => [f, ...rest]));
  return subsets(ties, forms.length - fixed.length).some((chosen) => sortedKeys([...fixed, ...chosen]) === want);
}
const sortedKeys = (forms: readonly KnownForm[]) => forms.map(identityKey).sort().join(',');

const aCase = fc.record({
  listing: aListing,
  reference: fc.option(
    aReference.map((r) => r ?? 'null'),
    { nil: undefined },
  ),
  size: fc.integer({ min: 1, max: 3 }),
  index: fc.nat(2),
  edits: someEdits,
  /** The page one form on (an off-by-one): its forms but the first, then the form after it. */
  shifted: fc.boolean(),
  moreFlipped: fc.boolean(),
  totalOff: fc.boolean(),
  summaries: fc.boolean(),
  idless: fc.boolean(),
  heavy: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
});

const property = (oracle: typeof answerProblems) =>
  fc.property(aCase, (c) => {
    const query = { page: c.index + 1, reference: c.reference };
    const e = expectedAnswer(c.listing, query, { firstPage: 1, pageSize: c.size });
    if (e.kind !== 'page' || (c.index > 0 && e.forms.length === 0)) return true;
    const kept = c.listing.filter((f) => c.reference === undefined || f.reference === c.reference);
    const more = kept.length > c.index * c.size + e.forms.length;
    const from = c.index * c.size;
    const page = c.shifted ? kept.slice(from + 1, from + 1 + e.forms.length) : e.forms;
    const ids = edit(
      page.map((f) => f.id),
      c.edits,
      (id) => id,
    );
    const known = new Map(c.listing.map((f) => [f.id, f]));
    // Summaries without ids are judged on the forms they stand for; an extra id of no form read is left out of them.
    const idless = c.summaries && c.idless;
    const named = ids.flatMap((id) => (known.has(id) ? [known.get(id)!] : []));
    const elements = idless
      ? named.map(idlessOf)
      : ids.map((id, i) => (!c.summaries ? fullOf(id) : c.heavy[i] ? { ...fullOf(id), more: 1 } : { id }));
    const answer: JudgedAnswer = {
      ok: true,
      status: 200,
      errorBodyProblems: [],
      ids: idless ? named.map(() => undefined) : ids,
      elements,
      hasMore: c.moreFlipped ? !more : more,
      totalCount: c.totalOff ? kept.length + 1 : kept.length,
    };
    const right =
      (idless ? namesAPage(named, e.forms, e.ties) : exactlyThePage(ids, e.forms, e.ties)) &&
      !c.moreFlipped &&
      !c.totalOff &&
      (!c.summaries || idless || ids.every((id, i) => !c.heavy[i] || !known.has(id)));
    return (
      (oracle(e, query, c.summaries, answer, known, (id) => (known.has(id) ? fullOf(id) : undefined)).length === 0) ===
      right
    );
  });

describe('one answer judged against the words of 2.2 and 4.4', () => {
  // 3,000 cases: a page one form on whose last form shares its instant with the form after it is a rare draw.
  it('a page: exactly its forms once, has_more and total_count as stated, full forms or summaries, with ids or not', () =>
    holds(property(answerProblems), 3000));

  it('tells a count of forms from the forms themselves', () => {
    const count: typeof answerProblems = (e, _q, _summaries, answer) =>
      e.kind !== 'page'
        ? []
        : [
            ...(answer.ids.length === e.forms.length ? [] : ['another number of forms']),
            ...(answer.hasMore === e.hasMore ? [] : ['has_more']),
            ...(answer.totalCount === e.totalCount ? [] : ['total_count']),
          ];
    refutes(property(count));
  });
});
