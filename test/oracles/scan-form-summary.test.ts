// The summary measures and judges of spec 2.2 and 4.4: the fields of a full form, summaries lighter than their full
// forms, a summary answer listing the same forms as the full one, full forms without summary=true, on examples and
// as properties.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SCAN_FORM_FIELDS,
  fullFormsFindings,
  heavySummaries,
  missingFields,
  summaryFormsDiffer,
  summaryListFinding,
  summaryPageFinding,
  weight,
} from '../../src/oracles/scan-form-summary.js';

const full = {
  ids: ['sf_1', 'sf_2'],
  elements: [
    { id: 'sf_1', status: 'created', form_url: 'https://x/1.pdf' },
    { id: 'sf_2', status: 'created', form_url: 'https://x/2.pdf' },
  ],
};

describe('summary measures (2.2)', () => {
  it('finds the fields a full form lacks', () => {
    expect(missingFields({ id: 'sf_1' })).toContain('created_at');
    expect(missingFields([])).toEqual(['(not an object)']);
  });
  it('matches summaries with their full forms by id and names the heavy ones', () => {
    const light = {
      ids: ['sf_2', 'sf_1'],
      elements: [{ id: 'sf_2' }, { id: 'sf_1', status: 'created', form_url: 'https://x/1.pdf', extra: 1 }],
    };
    expect(heavySummaries(light, full).map((h) => h.id)).toEqual(['sf_1']);
    expect(heavySummaries({ ids: [undefined], elements: ['text'] }, full)[0]).toMatchObject({
      index: 0,
      isObject: false,
    });
  });
  it('tells other forms, another count and unpaired summaries apart', () => {
    const ids = (xs: Array<string | undefined>) => ({
      ids: xs,
      elements: xs.map((id) => (id === undefined ? {} : { id })),
    });
    expect(summaryFormsDiffer(ids(['sf_2', 'sf_1']), full)).toBeUndefined();
    expect(summaryFormsDiffer(ids(['sf_3', 'sf_1']), full)).toEqual({
      kind: 'ids',
      ids: ['sf_3', 'sf_1'],
      missing: ['sf_2'],
      extra: ['sf_3'],
    });
    expect(summaryFormsDiffer(ids([undefined]), full)).toEqual({ kind: 'count', got: 1, want: 2 });
    const noIds = (refs: string[]) => ({
      ids: refs.map(() => undefined),
      elements: refs.map((reference) => ({ reference })),
    });
    const withRefs = {
      ids: ['sf_1', 'sf_2'],
      elements: [
        { id: 'sf_1', reference: 'A' },
        { id: 'sf_2', reference: 'B' },
      ],
    };
    expect(summaryFormsDiffer(noIds(['B', 'A']), withRefs)).toBeUndefined();
    expect(summaryFormsDiffer(noIds(['B', 'B']), withRefs)).toEqual({ kind: 'unpaired', indices: [1] });
  });
  it('never takes one form repeated for the forms of the page (a reused loop variable)', () => {
    const repeated = { ids: ['sf_2', 'sf_2'], elements: [{ id: 'sf_2' }, { id: 'sf_2' }] };
    expect(summaryFormsDiffer(repeated, full)).toEqual({
      kind: 'ids',
      ids: ['sf_2', 'sf_2'],
      missing: ['sf_1'],
      extra: ['sf_2'],
    });
  });
  it('never finds a strict sub-object of the full form heavy (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.string(), { minKeys: 2 }), (obj) => {
        const keys = Object.keys(obj);
        const sub = Object.fromEntries(keys.slice(1).map((k) => [k, obj[k]]));
        expect(weight(sub)).toBeLessThan(weight(obj));
        expect(heavySummaries({ ids: [undefined], elements: [sub] }, { ids: [undefined], elements: [obj] })).toEqual(
          [],
        );
      }),
    );
  });
});

const list = (ids: ReadonlyArray<string | undefined>, elements: readonly unknown[], ok = true) => ({
  ok,
  ids,
  elements,
});
const fullPage = list(full.ids, full.elements);
const notAList = list([], [], false);

describe('summaryListFinding: summary=true lists the forms of the same request without it (4.4)', () => {
  it('accepts the same forms in any order and names the first thing wrong', () => {
    expect(summaryListFinding(list(['sf_2', 'sf_1'], [{}, {}]), fullPage)).toBeUndefined();
    expect(summaryListFinding(notAList, fullPage)).toEqual({ kind: 'not-a-list' });
    expect(summaryListFinding(list(['sf_1'], [{}]), fullPage)).toEqual({
      kind: 'other-forms',
      differ: { kind: 'ids', ids: ['sf_1'], missing: ['sf_2'], extra: [] },
    });
    expect(summaryListFinding(list([undefined], [{}]), fullPage)).toEqual({
      kind: 'other-forms',
      differ: { kind: 'count', got: 1, want: 2 },
    });
  });
  it('judges nothing when the request without summary answered no list', () => {
    expect(summaryListFinding(notAList, notAList)).toBeUndefined();
    expect(summaryListFinding(list(['sf_9'], [{}]), notAList)).toBeUndefined();
  });
  it('never weighs the summaries: an answer as heavy as the full one lists the same forms', () => {
    expect(summaryListFinding(fullPage, fullPage)).toBeUndefined();
  });
});

describe('summaryPageFinding: the forms of the page, each lighter than its full form (2.2)', () => {
  it('names the summaries that are no lighter, or no object', () => {
    const heavy = list(['sf_1', 'sf_2'], [{ id: 'sf_1' }, { ...full.elements[1], more: true }]);
    expect(summaryPageFinding(heavy, fullPage)).toEqual({ kind: 'heavy', indices: [1] });
    expect(summaryPageFinding(list([undefined, undefined], ['sf_1', { id: 'sf_2' }]), fullPage)).toEqual({
      kind: 'heavy',
      indices: [0],
    });
    expect(summaryPageFinding(list(['sf_2', 'sf_1'], [{ id: 'sf_2' }, { id: 'sf_1' }]), fullPage)).toBeUndefined();
    // "Lighter" is strict: a summary that is the full form itself is not a summary.
    expect(summaryPageFinding(fullPage, fullPage)).toEqual({ kind: 'heavy', indices: [0, 1] });
  });
  it('weighs a summary against the full form with its id, and by position only when no full form has it', () => {
    const big = { id: 'sf_1', blob: 'x'.repeat(200) };
    const small = { id: 'sf_2' };
    const page = list(['sf_1', 'sf_2'], [big, small]);
    // sf_1's summary is lighter than sf_1 but heavier than sf_2, the form at its position.
    const byId = list([undefined, 'sf_1'], [{}, { id: 'sf_1', blob: 'x'.repeat(20) }]);
    expect(summaryPageFinding(byId, page)).toBeUndefined();
    const byPosition = list([undefined, undefined], [{}, { id: 'sf_1', blob: 'x'.repeat(20) }]);
    expect(summaryPageFinding(byPosition, page)).toEqual({ kind: 'heavy', indices: [1] });
  });
  it('reports other forms before weights, and no list before either', () => {
    expect(summaryPageFinding(list(['sf_3'], ['text']), fullPage)?.kind).toBe('other-forms');
    expect(summaryPageFinding(notAList, fullPage)).toEqual({ kind: 'not-a-list' });
  });
  it('accepts any reordering of strict sub-objects of the full forms, and no page missing one (property)', () => {
    const ids = fc.uniqueArray(fc.stringMatching(/^sf_[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 6 });
    const idsAndOrder = ids.chain((all) =>
      fc.tuple(fc.constant(all), fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length })),
    );
    fc.assert(
      fc.property(idsAndOrder, ([all, shown]) => {
        const page = list(
          all,
          all.map((id) => ({ id, status: 'created', form_url: `https://x/${id}` })),
        );
        const summaries = list(
          shown,
          shown.map((id) => ({ id })),
        );
        expect(summaryPageFinding(summaries, page)).toBeUndefined();
        const short = list(shown.slice(1), summaries.elements.slice(1));
        expect(summaryPageFinding(short, page)?.kind).toBe('other-forms');
      }),
    );
  });
});

describe('fullFormsFindings: without summary=true, full ScanForms and the same forms (2.2, 4.4)', () => {
  const form = (id: string, created: bigint) => ({
    ...Object.fromEntries(SCAN_FORM_FIELDS.map((f) => [f, 'x'])),
    id,
    created_at: String(created),
  });
  const listing = (forms: ReadonlyArray<ReturnType<typeof form>>, ok = true) => ({
    ok,
    elements: forms,
    ids: forms.map((f) => f.id),
    rows: forms.map((f) => ({ id: f.id, created: BigInt(f.created_at), reference: null })),
    hasMore: false,
    totalCount: forms.length,
  });
  const a = form('sf_1', 2n);
  const b = form('sf_2', 1n);

  it('accepts full forms listed alike, and names what each listing lacks, in order', () => {
    expect(fullFormsFindings(listing([a, b]), listing([a, b]))).toEqual([]);
    const noAddress = Object.fromEntries(Object.entries(b).filter(([k]) => k !== 'address'));
    const off = { ...listing([a, b]), elements: [a, noAddress] };
    expect(fullFormsFindings(listing([a, b]), off)).toEqual([
      { answer: 'off', kind: 'short', short: [{ index: 1, id: 'sf_2', missing: ['address'] }] },
    ]);
    expect(fullFormsFindings(listing([], false), listing([b, a]))).toEqual([{ answer: 'absent', kind: 'not-a-list' }]);
    expect(fullFormsFindings(listing([a, b]), listing([b, a]))).toEqual([{ answer: 'off', kind: 'other-forms' }]);
    expect(fullFormsFindings(listing([], false), listing([], false))).toEqual([
      { answer: 'absent', kind: 'not-a-list' },
      { answer: 'off', kind: 'not-a-list' },
    ]);
  });
  it('does not compare the listings when one is no list', () => {
    expect(fullFormsFindings(listing([a]), listing([], false))).toEqual([{ answer: 'off', kind: 'not-a-list' }]);
  });
  it('names the element and the field a listing drops, whichever they are (property)', () => {
    const forms = Array.from({ length: 5 }, (_, i) => form(`sf_${i}`, BigInt(10 - i)));
    fc.assert(
      fc.property(fc.nat(forms.length - 1), fc.constantFrom(...SCAN_FORM_FIELDS), fc.boolean(), (at, field, off) => {
        const elements = forms.map((f, i) =>
          i === at ? Object.fromEntries(Object.entries(f).filter(([k]) => k !== field)) : f,
        );
        const broken = { ...listing(forms), elements };
        const findings = off ? fullFormsFindings(listing(forms), broken) : fullFormsFindings(broken, listing(forms));
        expect(findings).toEqual([
          {
            answer: off ? 'off' : 'absent',
            kind: 'short',
            short: [{ index: at, id: `sf_${at}`, missing: [field] }],
          },
        ]);
      }),
    );
  });
});
