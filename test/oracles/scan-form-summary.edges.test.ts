// Summary weights (spec 2.2 "a lighter payload") at their edges: a summary as heavy as its full form is not lighter,
// summaries without ids are matched with full forms by position, and what weighs nothing or is no object.

import { describe, expect, it } from 'vitest';
import { heavySummaries, weight } from '../../src/oracles/scan-form-summary.js';

const full = {
  elements: [
    { id: 'a', x: 'long value' },
    { id: 'b', x: 'other long value' },
  ],
  ids: ['a', 'b'],
};

describe('heavySummaries', () => {
  it('takes a summary exactly as heavy as its full form for one not lighter', () => {
    const same = { elements: [{ id: 'a', x: 'long value' }], ids: ['a'] };
    expect(heavySummaries(same, full).map((h) => h.id)).toEqual(['a']);
  });
  it('matches summaries by id when each has one, by position when any lacks one', () => {
    // By id, the summary of b is weighed against b's full form (lighter); by position it would meet a's.
    const byId = { elements: [{ id: 'b', x: 'other long' }], ids: ['b'] };
    expect(heavySummaries(byId, full)).toEqual([]);
    const mixed = {
      elements: [{ id: 'b', x: 'other long' }, { x: 'other long value, longer' }],
      ids: ['b', undefined],
    };
    expect(heavySummaries(mixed, full).map((h) => h.index)).toEqual([0]);
  });
  it('takes null for no object, and weighs what JSON cannot write as nothing', () => {
    expect(heavySummaries({ elements: [null], ids: [undefined] }, full)).toEqual([
      { index: 0, id: undefined, weight: 4, fullWeight: weight(full.elements[0]), isObject: false },
    ]);
    expect(weight(undefined)).toBe(0);
  });
});
