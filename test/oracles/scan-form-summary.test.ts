// The summary measures of spec 2.2: the fields of a full form, summaries lighter than their full forms, and a
// summary answer listing the same forms as the full one, on examples and as a property.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { heavySummaries, missingFields, summaryFormsDiffer, weight } from '../../src/oracles/scan-form-summary.js';

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
  it('tells other forms and another count apart', () => {
    expect(summaryFormsDiffer({ ids: ['sf_2', 'sf_1'] }, full)).toBeUndefined();
    expect(summaryFormsDiffer({ ids: ['sf_3', 'sf_1'] }, full)).toEqual({ kind: 'ids', ids: ['sf_3', 'sf_1'] });
    expect(summaryFormsDiffer({ ids: [undefined] }, full)).toEqual({ kind: 'count', got: 1, want: 2 });
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
