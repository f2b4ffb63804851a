// The pure judge of spec 7's error body: worked examples of what passes and what fails, and a property that any
// body built to the rule passes whatever status it answers.
import { fc, test } from '@fast-check/vitest';
import { STATUS_CODES } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  badRequestProblems,
  errorBodyProblems,
  jsonMediaTypeProblem,
  statusTexts,
} from '../../src/oracles/error-body.js';

const answer = (status: number, json: unknown) => ({ status, json, text: JSON.stringify(json) });

describe('errorBodyProblems (spec 7)', () => {
  it('passes the body of spec 7, with extra members, in any letter case of the status text', () => {
    expect(errorBodyProblems(answer(404, { statusCode: 404, error: 'Not Found', message: 'no such order' }))).toEqual(
      [],
    );
    expect(
      errorBodyProblems(answer(409, { statusCode: 409, error: 'conflict', message: '', code: 'DUPLICATE' })),
    ).toEqual([]);
    expect(
      errorBodyProblems(
        answer(415, {
          type: 'about:blank',
          title: 'Unsupported Media Type',
          status: 415,
          statusCode: 415,
          error: 'Unsupported Media Type',
          message: 'm',
        }),
      ),
    ).toEqual([]);
  });

  it("accepts RFC 9110's and Node's reason phrases where they differ", () => {
    expect(errorBodyProblems(answer(422, { statusCode: 422, error: 'Unprocessable Content', message: 'm' }))).toEqual(
      [],
    );
    expect(errorBodyProblems(answer(422, { statusCode: 422, error: 'Unprocessable Entity', message: 'm' }))).toEqual(
      [],
    );
    expect(errorBodyProblems(answer(413, { statusCode: 413, error: 'Content Too Large', message: 'm' }))).toEqual([]);
    expect(errorBodyProblems(answer(413, { statusCode: 413, error: 'Payload Too Large', message: 'm' }))).toEqual([]);
  });

  it('fails a body that is not JSON, or JSON but not an object', () => {
    expect(errorBodyProblems({ status: 404, text: '<html>Not Found</html>', jsonError: 'Unexpected token <' })).toEqual(
      ['the body is not JSON (Unexpected token <): <html>Not Found</html>'],
    );
    expect(errorBodyProblems({ status: 405, text: '' })[0]).toMatch(/^the body is not JSON .*\(empty body\)$/);
    expect(errorBodyProblems(answer(400, ['bad']))).toEqual(['the body is JSON but not an object: ["bad"]']);
  });

  it('fails a statusCode that differs from the HTTP status or is not an integer', () => {
    expect(errorBodyProblems(answer(404, { statusCode: 400, error: 'Not Found', message: 'm' }))).toEqual([
      'statusCode is 400 but the HTTP status is 404',
    ]);
    expect(errorBodyProblems(answer(409, { statusCode: '409', error: 'Conflict', message: 'm' }))).toEqual([
      'statusCode is the string "409", expected the integer 409',
    ]);
    expect(errorBodyProblems(answer(200, { statusCode: 400, error: 'Bad Request', message: 'm' }))).toContain(
      'statusCode is 400 but the HTTP status is 200',
    );
  });

  it('fails a missing or foreign error text and a message that is not a string', () => {
    expect(errorBodyProblems(answer(401, { statusCode: 401, error: 'Forbidden', message: 'm' }))).toEqual([
      'error is "Forbidden", expected the status text "Unauthorized"',
    ]);
    expect(errorBodyProblems(answer(400, { statusCode: 400, error: { code: 'invalid' }, message: 'm' }))).toEqual([
      'error is an object, expected the status text "Bad Request"',
    ]);
    expect(errorBodyProblems(answer(400, { statusCode: 400, error: 'Bad Request', message: ['m'] }))).toEqual([
      'message is an array of 1, expected a string',
    ]);
    expect(errorBodyProblems(answer(400, { statusCode: 400, error: 'Bad Request' }))).toEqual([
      'message is missing, expected a string',
    ]);
  });

  test.prop([
    fc.constantFrom(
      ...Object.keys(STATUS_CODES)
        .map(Number)
        .filter((s) => s >= 400),
    ),
    fc.string(),
    fc.boolean(),
  ])('passes any status with its own code, any of its texts and any message', (status, message, upper) => {
    for (const text of statusTexts(status)) {
      expect(
        errorBodyProblems(answer(status, { statusCode: status, error: upper ? text.toUpperCase() : text, message })),
      ).toEqual([]);
    }
  });

  test.prop([fc.integer({ min: 400, max: 599 }), fc.integer({ min: 100, max: 599 })])(
    'fails whenever statusCode is another status',
    (status, other) => {
      fc.pre(status !== other);
      expect(
        errorBodyProblems(answer(status, { statusCode: other, error: STATUS_CODES[status] ?? 'x', message: 'm' })),
      ).toContain(`statusCode is ${other} but the HTTP status is ${status}`);
    },
  );
});

describe('badRequestProblems (spec 7: invalid request parameters)', () => {
  it('passes a 400 with the error body, and names the status or the body otherwise', () => {
    expect(badRequestProblems(answer(400, { statusCode: 400, error: 'Bad Request', message: 'page' }))).toEqual([]);
    expect(badRequestProblems(answer(400, { statusCode: 400, error: 'Bad Request' }))).toEqual([
      'message is missing, expected a string',
    ]);
    expect(badRequestProblems({ status: 200, text: ' {"scan_forms": [] }\n', json: {} })).toEqual([
      'HTTP 200 {"scan_forms": [] }',
    ]);
  });

  test.prop([fc.integer({ min: 100, max: 599 }), fc.string()])(
    'fails every status but 400 whatever the body, naming the status first (property)',
    (status, message) => {
      const problems = badRequestProblems(answer(status, { statusCode: status, error: 'Bad Request', message }));
      if (status === 400) expect(problems).toEqual([]);
      else expect(problems).toEqual([expect.stringMatching(new RegExp(`^HTTP ${status} `))]);
    },
  );
});

describe('jsonMediaTypeProblem (a SHOULD: RFC 9110 8.3)', () => {
  it('accepts application/json and +json types with parameters, and names anything else', () => {
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'Application/JSON',
      'application/problem+json',
    ])
      expect(jsonMediaTypeProblem(type), type).toBeUndefined();
    expect(jsonMediaTypeProblem('text/html; charset=utf-8')).toBe('Content-Type text/html; charset=utf-8');
    expect(jsonMediaTypeProblem(undefined)).toBe('no Content-Type');
  });
});
