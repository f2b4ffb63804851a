// The twin-reference oracle at its edges: each pair named for the edge of 4.3 it tells (the name a failure reports),
// the rule a finding breaks whichever order of a pair it names, and a decoded twin never updated through its own path.

import { describe, expect, it } from 'vitest';
import {
  edgeTwins,
  exercisedTwins,
  findingKind,
  markOf,
  twinFindings,
  updatedOf,
  type Twin,
} from '../../src/oracles/order-twins.js';

const prefix = 'osfc-ab12cd-';
const x = `${prefix}twin-3-INV.2025`;
const twins = edgeTwins(prefix, `${prefix}twin-3`);

describe('the edges the pairs tell', () => {
  it('names each pair for its edge, the names a failure reports', () => {
    expect(twins.map((t) => [t.kind, t.edge])).toEqual([
      ['identity', 'letter case'],
      ['identity', 'a trailing space'],
      ['identity', 'a leading space after the run prefix'],
      ['identity', 'a dot suffix'],
      ['identity', 'a "/" tail'],
      ['identity', 'a ";" tail'],
      ['identity', 'a "%" tail'],
      ['identity', 'a NUL tail'],
      ['identity', 'a "+" where the twin has a space'],
      ['decoding', 'a literal "%2F" beside "/"'],
      ['decoding', 'a literal "%2B" beside "+"'],
      ['decoding', 'a literal "%25" beside "%"'],
      ['decoding', 'a literal "%20" beside a space'],
    ]);
  });
  it('updates the literal member of a decoding pair only, both members of an identity pair', () => {
    const decoding: Twin = { kind: 'decoding', edge: 'e', reference: `${x}%2F7`, twin: `${x}/7` };
    const identity: Twin = { kind: 'identity', edge: 'e', reference: `${x} `, twin: x };
    expect([...updatedOf([decoding, identity])]).toEqual([`${x}%2F7`, `${x} `, x]);
  });
});

describe('the mark of a path', () => {
  it("names the reference, and the run's token when there is one", () => {
    expect(markOf('a')).toBe('set through the path of "a"');
    expect(markOf('a', 'tok')).toBe('set through the path of "a" (run tok)');
  });
});

describe('the pairs exercised', () => {
  it('are every pair whose both members the target accepted', () => {
    expect(exercisedTwins(twins, new Set(twins.flatMap((t) => [t.reference, t.twin])))).toEqual(twins);
    expect(exercisedTwins(twins, new Set([x]))).toEqual([]);
  });
});

describe('the rule a finding breaks', () => {
  it('is the kind of the pair linking the two orders, whichever of them was changed', () => {
    expect(findingKind(twins, { kind: 'crossed', reference: `${x}/7`, through: `${x}%2F7` })).toBe('decoding');
    expect(findingKind(twins, { kind: 'crossed', reference: `${x}%2F7`, through: `${x}/7` })).toBe('decoding');
    expect(findingKind(twins, { kind: 'crossed', reference: `${x}/7`, through: x })).toBe('identity');
  });
  it('is identity for orders no pair links, and for a lost update the kind of its own pair', () => {
    expect(findingKind(twins, { kind: 'crossed', reference: `${x}/7`, through: `${x};7` })).toBe('identity');
    expect(findingKind(twins, { kind: 'crossed', reference: 'a', through: 'b' })).toBe('identity');
    expect(findingKind(twins, { kind: 'crossed', reference: 'a', through: `${x}/7` })).toBe('identity');
    expect(findingKind(twins, { kind: 'lost', reference: `${x}%2B7` })).toBe('decoding');
    expect(findingKind(twins, { kind: 'lost', reference: 'nowhere' })).toBe('identity');
  });
  it('reads no mark from a value that is no string', () => {
    expect(twinFindings([{ reference: 'a', created: true, updated: false, value: 7 }])).toEqual([]);
  });
});
