// What an element says of the form it names (spec 2.2's identity fields), at its edges: elements that are no object,
// values that are no string, created_at as an instant or not at all, and lists without ids counted by their length.

import { describe, expect, it } from 'vitest';
import { identityOf, idsDiffer, unpaired } from '../../src/oracles/same-forms.js';

describe('identityOf', () => {
  it('reads only created_at as an instant, and leaves out a created_at that is none', () => {
    expect(identityOf({ reference: '2024-03-10T12:00:00Z' })).toEqual({ reference: '2024-03-10T12:00:00Z' });
    expect(Object.keys(identityOf({ id: 'sf_1', created_at: 'yesterday' }))).toEqual(['id']);
  });
  it('reads nothing from an element that is no object', () => {
    for (const element of [null, undefined, 'sf_1', 7, ['sf_1'], [{ id: 'sf_1' }]])
      expect(identityOf(element)).toEqual({});
  });
  it('keeps the identity fields that hold a string or null, created_at read as an instant', () => {
    expect(
      identityOf({
        id: 'sf_1',
        reference: null,
        batch_id: 7,
        created_at: '2024-01-01T00:00:00+01:00',
        status: 'created',
      }),
    ).toEqual({ id: 'sf_1', reference: null, created_at: 1_704_063_600_000_000_000n });
  });
  it('leaves out a created_at that reads as no instant, or is null', () => {
    expect(identityOf({ created_at: 'yesterday', reference: 'A' })).toEqual({ reference: 'A' });
    expect(identityOf({ created_at: null, id: null })).toEqual({ id: null });
  });
  it('pairs two spellings of one instant, and never two instants', () => {
    const a = identityOf({ created_at: '2024-01-01T00:00:00Z' });
    const b = identityOf({ created_at: '2024-01-01T01:00:00+01:00' });
    const c = identityOf({ created_at: '2024-01-01T00:00:01Z' });
    expect(unpaired([a], [b])).toEqual([]);
    expect(unpaired([a], [c])).toEqual([0]);
  });
});

describe('idsDiffer', () => {
  it('counts elements without an id as one kind, so lists without ids compare by length', () => {
    expect(idsDiffer([undefined, undefined], [undefined, undefined])).toBeUndefined();
    expect(idsDiffer([undefined], [undefined, undefined])).toEqual({ missing: ['(no id)'], extra: [] });
  });
  it('pairs into a longer list, each of its elements used once', () => {
    const one = { id: 'sf_1' };
    expect(unpaired([one, one], [one, { id: 'sf_2' }, { id: 'sf_3' }])).toEqual([1]);
    expect(unpaired([one], [{ id: 'sf_2' }, one])).toEqual([]);
  });
});
