// The error-body judge at its edges: every registered name of a status text, the sentences a failure is phrased in
// (a value described, a body excerpted and cut), and the media types a JSON body may be labelled with.

import { describe, expect, it } from 'vitest';
import { describeValue, errorBodyProblems, jsonMediaTypeProblem, statusTexts } from '../../src/oracles/error-body.js';

const body = (status: number, json: unknown) => ({ status, json, text: JSON.stringify(json) });

describe('status texts (spec 7 "error: The status text")', () => {
  it.each([
    [413, 'Request Entity Too Large'],
    [413, 'Content Too Large'],
    [414, 'Request-URI Too Long'],
    [414, 'URI Too Long'],
    [416, 'Requested Range Not Satisfiable'],
    [416, 'Range Not Satisfiable'],
    [418, "I'm a teapot"],
    [418, '(Unused)'],
    [422, 'Unprocessable Entity'],
    [400, '  Bad Request  '],
  ])('%i %j is a name of the status', (status, error) => {
    expect(errorBodyProblems(body(status, { statusCode: status, error, message: 'm' }))).toEqual([]);
  });
  it('names only the status itself where it has no other name', () => {
    expect(statusTexts(400)).toEqual(['bad request']);
    expect(statusTexts(599)).toEqual([]);
  });
  it('takes any error text for a status with no registered text, but asks for a string', () => {
    expect(errorBodyProblems(body(599, { statusCode: 599, error: 'Network Timeout', message: 'm' }))).toEqual([]);
    expect(errorBodyProblems(body(599, { statusCode: 599, error: 7, message: 'm' }))).toEqual([
      'error is number 7, expected the status text "?"',
    ]);
  });
});

describe('the sentences of a failure', () => {
  it.each([
    [undefined, 'missing'],
    [null, 'null'],
    ['x'.repeat(60), `the string "${'x'.repeat(60)}"`],
    ['x'.repeat(61), `the string "${'x'.repeat(60)}…"`],
    [[1, 2], 'an array of 2'],
    [{}, 'an object'],
    [5, 'number 5'],
    [true, 'boolean true'],
  ])('describes %j as %s', (value, sentence) => {
    expect(describeValue(value)).toBe(sentence);
  });
  it('excerpts a body that is no JSON, whitespace folded, cut after 120 characters', () => {
    const cut = (text: string) => errorBodyProblems({ status: 400, text, jsonError: 'bad' })[0];
    expect(cut(` a \n\t b ${'y'.repeat(200)}`)).toBe(`the body is not JSON (bad): a b ${'y'.repeat(116)}…`);
    expect(cut('z'.repeat(120))).toBe(`the body is not JSON (bad): ${'z'.repeat(120)}`);
    expect(cut('  ')).toBe('the body is not JSON (bad): (empty body)');
    expect(errorBodyProblems({ status: 400, text: '<p>' })).toEqual(['the body is not JSON (unreadable): <p>']);
  });
  it('says a JSON body that is no object is not one, null and lists included', () => {
    for (const json of [null, [], 'text', 4])
      expect(errorBodyProblems({ status: 400, json, text: JSON.stringify(json) })).toEqual([
        `the body is JSON but not an object: ${JSON.stringify(json)}`,
      ]);
  });
});

describe('JSON media types', () => {
  it.each([
    ['application/json', undefined],
    ['Application/JSON ; charset=utf-8', undefined],
    ['application/problem+json;charset=utf-8', undefined],
    ['application/vnd.osf.v2+json', undefined],
    ['text/x-application/problem+json', 'Content-Type text/x-application/problem+json'],
    ['application/problem+jsonx', 'Content-Type application/problem+jsonx'],
    ['text/json', 'Content-Type text/json'],
    [undefined, 'no Content-Type'],
  ])('%s: %s', (type, problem) => {
    expect(jsonMediaTypeProblem(type)).toBe(problem);
  });
});
