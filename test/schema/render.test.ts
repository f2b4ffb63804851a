// Unit tests of the bounded renderers behind SchemaViolation.path and .received.
// Bounds are the point: huge, deep or odd values must still render as one short line.
import { describe, expect, it } from 'vitest';
import { RENDER_LIMIT, jsonPath, keyStep, pointerTokens, renderValue } from '../../src/schema/render.js';

describe('jsonPath', () => {
  it('uses [n] for array indexes and .name for identifier keys', () => {
    const data = { scan_forms: [{}, {}, {}, { address: { id: 'x' } }] };
    expect(jsonPath(data, pointerTokens('/scan_forms/3/address/id'))).toBe('$.scan_forms[3].address.id');
  });

  it('tells a numeric object key from an array index by looking at the data', () => {
    expect(jsonPath({ '3': { a: 1 } }, ['3', 'a'])).toBe('$["3"].a');
  });

  it('decodes ~1 and ~0 and quotes keys that are not identifiers', () => {
    expect(pointerTokens('/a~1b/c~0d/')).toEqual(['a/b', 'c~d', '']);
    expect(keyStep('Gift-Wrap')).toBe('["Gift-Wrap"]');
    expect(keyStep('')).toBe('[""]');
    expect(keyStep('say "hi"')).toBe('["say \\"hi\\""]');
    expect(jsonPath({}, [])).toBe('$');
  });
});

describe('renderValue', () => {
  it('renders scalars as JSON', () => {
    expect(renderValue(null)).toBe('null');
    expect(renderValue('abc')).toBe('"abc"');
    expect(renderValue(-1)).toBe('-1');
    expect(renderValue(false)).toBe('false');
    expect(renderValue([])).toBe('[]');
    expect(renderValue({})).toBe('{}');
    expect(renderValue(undefined)).toBe('undefined');
  });

  it('cuts long strings, naming their length', () => {
    const r = renderValue('x'.repeat(10_000));
    expect(r.length).toBeLessThan(RENDER_LIMIT + 30);
    expect(r).toMatch(/… \(10000 characters\)$/);
  });

  it('cuts huge arrays and wide objects, naming the array length', () => {
    expect(renderValue(Array.from({ length: 1_000_000 }, (_, i) => i))).toMatch(/^\[0,1,2,.*… \(1000000 items\)$/);
    const wide = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i]));
    expect(renderValue(wide)).toMatch(/^\{"k0":0,"k1":1,.*…$/);
  });

  it('renders deep nesting in bounded depth without recursion trouble', () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(renderValue(deep)).toBe('[[[[…]]]]');
  });

  it('survives values that throw when read', () => {
    const hostile = {
      get boom(): never {
        throw new Error('no');
      },
    };
    expect(renderValue(hostile)).toBe('an unreadable value');
  });
});
