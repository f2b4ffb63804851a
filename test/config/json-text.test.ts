// A hand-written JSON file's syntax error is found where JSON.parse finds it, and told by line and column: worked
// examples, and a property over JSON texts with one character changed (the scanner agrees with JSON.parse).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonSyntaxError, lineAndColumn, parseUserJson } from '../../src/config/json-text.js';
import { UsageError } from '../../src/errors.js';

/** The position JSON.parse names, when its message names one. */
function positionOf(text: string): number | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    const at = / at position (\d+)/.exec((error as Error).message)?.[1];
    return at === undefined ? -1 : Number(at);
  }
}

describe('jsonSyntaxError', () => {
  it.each([
    ['{"a": 1 "b": 2}', 8, 'expected "," or "}" after a property value'],
    ['{"a": 1,}', 8, 'expected a property name in double quotes'],
    ['[1, 2', 5, 'the text ends before the closing "]"'],
    ['[1, ', 4, 'the text ends where a value belongs'],
    ['[-x]', 2, 'expected a digit'],
    ['[1.]', 3, 'expected a digit after the decimal point'],
    ['{"a": tru}', 9, 'expected true'],
    ['{"a": x}', 6, 'expected a value'],
    ['{"a": "x\ny"}', 8, 'a control character (a line break?) inside a string'],
    ['{"a": "\\q"}', 8, 'a backslash starts no escape JSON knows'],
    ['{"a": "open', 11, 'a string is not closed'],
    ['{} {}', 3, 'more text after the JSON value'],
    ['{"a" 1}', 5, 'expected ":" after a property name'],
  ])('finds the error of %j at %i', (text, offset, problem) => {
    expect(jsonSyntaxError(text)).toEqual({ offset, problem });
  });

  it('agrees with JSON.parse on any JSON text with one character inserted, deleted or replaced', () => {
    const mutated = fc
      .tuple(
        fc.json(),
        fc.nat(),
        fc.constantFrom('insert', 'delete', 'replace'),
        fc.constantFrom(...'{}[]:,"\\ \n0-.etx'),
      )
      .map(([json, n, how, ch]) => {
        const i = json.length === 0 ? 0 : n % json.length;
        if (how === 'insert') return json.slice(0, i) + ch + json.slice(i);
        if (how === 'delete') return json.slice(0, i) + json.slice(i + 1);
        return json.slice(0, i) + ch + json.slice(i + 1);
      });
    fc.assert(
      fc.property(mutated, (text) => {
        const position = positionOf(text);
        const found = jsonSyntaxError(text);
        expect(found === undefined).toBe(position === undefined);
        // Where JSON.parse names a position, it is the scanner's.
        if (position !== undefined && position >= 0) expect(found?.offset).toBe(position);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('parseUserJson', () => {
  it('tells a syntax error by line and column, never quoting the text', () => {
    const text = '{\n  "name": "sk_live_4eC39HqLyjWDarjtT1zdp7dc"\n  "x": 1\n}';
    expect(() => parseUserJson(text, 'fleet.json', '; hint')).toThrow(
      new UsageError('fleet.json is not JSON: line 3, column 3: expected "," or "}" after a property value; hint'),
    );
    expect(parseUserJson('{"a": [1]}', 'x.json')).toEqual({ a: [1] });
  });

  it('counts columns in characters, lines from 1', () => {
    expect(lineAndColumn('ab\ncdé\u{1F600}x', 8)).toEqual({ line: 2, column: 5 });
    expect(lineAndColumn('x', 0)).toEqual({ line: 1, column: 1 });
  });
});
