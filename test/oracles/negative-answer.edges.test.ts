// The negative layer's judges at their edges: which stated statuses make an error body, the 2xx range, and how an
// answer's body is excerpted in a failure.

import { describe, expect, it } from 'vitest';
import {
  clientErrorProblems,
  errorUnder2xxProblem,
  serverErrorProblem,
  type NegativeOutcome,
} from '../../src/oracles/negative-answer.js';

const answer = (status: number, json: unknown, text = JSON.stringify(json) ?? ''): NegativeOutcome => ({
  kind: 'answer',
  answer: { status, text, json },
});

describe('an error body under a 2xx (spec 7)', () => {
  it.each([
    [{ statusCode: 404 }, true],
    [{ statusCode: '404' }, true],
    [{ statusCode: ' 404 ' }, true],
    [{ statusCode: '4044' }, false],
    [{ statusCode: 'x404' }, false],
    // Only an integer or three digits state a status: other numerals and arrays are some other field's value.
    [{ statusCode: '4e2' }, false],
    [{ status: '0x190' }, false],
    [{ status: [404] }, false],
    [{ status: 599 }, true],
    [{ status: 600 }, false],
    [{ status: 400 }, true],
    [{ status: 399 }, false],
    [{ status: 404.5 }, false],
    [{ error: 'Not Found', message: 'm' }, true],
    [{ error: ' not found ', message: 'm' }, true],
    [{ error: 'Not Found', message: 3 }, false],
    [{ error: 404, message: 'm' }, false],
    [{ error: 'OK', message: 'm' }, false],
    [null, false],
    [[{ statusCode: 404 }], false],
  ])('%j under 200: %s', (json, wrong) => {
    expect(errorUnder2xxProblem(answer(200, json)) !== undefined).toBe(wrong);
  });
  it('judges 200 to 299 only', () => {
    const json = { statusCode: 404, error: 'Not Found', message: 'm' };
    expect(errorUnder2xxProblem(answer(199, json))).toBeUndefined();
    expect(errorUnder2xxProblem(answer(299, json))).toBe(
      'HTTP 299 with an error body stating status 404: {"statusCode":404,"error":"Not Found","message":"m"}',
    );
    expect(errorUnder2xxProblem(answer(300, json))).toBeUndefined();
    expect(errorUnder2xxProblem(answer(204, { error: 'Gone', message: 'm' }))).toBe(
      'HTTP 204 with an error body stating error "Gone": {"error":"Gone","message":"m"}',
    );
  });
});

describe('the excerpt of a body', () => {
  it('folds whitespace, trims, cuts after 100 characters and names an empty body', () => {
    expect(serverErrorProblem(answer(500, undefined, ` a \n  b `))).toBe('HTTP 500 a b');
    expect(serverErrorProblem(answer(502, undefined, 'q'.repeat(100)))).toBe(`HTTP 502 ${'q'.repeat(100)}`);
    expect(serverErrorProblem(answer(502, undefined, 'q'.repeat(101)))).toBe(`HTTP 502 ${'q'.repeat(100)}…`);
    expect(serverErrorProblem(answer(503, undefined, ' \n '))).toBe('HTTP 503 (empty body)');
    expect(clientErrorProblems(answer(404, undefined, ''), 401)[0]).toBe('HTTP 404, expected 401: (empty body)');
  });
});
