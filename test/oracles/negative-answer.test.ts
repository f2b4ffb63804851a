// The pure judgements of the negative layer: worked examples of each verdict, and a property that an answer built
// to spec 7 (an error status with its error body, or a success with an ordinary body) passes all three.
import { fc, test } from '@fast-check/vitest';
import { STATUS_CODES } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  clientErrorProblems,
  errorUnder2xxProblem,
  serverErrorProblem,
  type NegativeOutcome,
} from '../../src/oracles/negative-answer.js';

const answered = (status: number, json: unknown): NegativeOutcome => ({
  kind: 'answer',
  answer: { status, json, text: JSON.stringify(json) ?? '' },
});
const raw = (status: number, text: string): NegativeOutcome => ({
  kind: 'answer',
  answer: { status, text, jsonError: 'not JSON' },
});
const errorBody = (status: number) => ({ statusCode: status, error: STATUS_CODES[status], message: 'm' });

describe('serverErrorProblem', () => {
  it('names a 5xx and a request that got no answer, and nothing else', () => {
    expect(serverErrorProblem(answered(500, errorBody(500)))).toMatch(/^HTTP 500 /);
    expect(serverErrorProblem(raw(502, '<html>Bad Gateway</html>'))).toMatch(/Bad Gateway/);
    expect(serverErrorProblem({ kind: 'no-answer', error: 'the connection was reset' })).toBe(
      'no answer: the connection was reset',
    );
    expect(serverErrorProblem(answered(400, errorBody(400)))).toBeUndefined();
    expect(serverErrorProblem(answered(201, { reference: 'x' }))).toBeUndefined();
  });
});

describe('errorUnder2xxProblem', () => {
  it('names the error body of spec 7 under 200, with statusCode as a number or a string', () => {
    expect(errorUnder2xxProblem(answered(200, errorBody(400)))).toMatch(
      /HTTP 200 with an error body stating status 400/,
    );
    expect(errorUnder2xxProblem(answered(201, { ...errorBody(500), statusCode: '500' }))).toMatch(/status 500/);
  });

  it("names a framework's error under 200: Spring's status and error, Rails' error and message", () => {
    expect(errorUnder2xxProblem(answered(200, { status: 422, error: 'Unprocessable Entity', path: '/' }))).toMatch(
      /status 422/,
    );
    expect(errorUnder2xxProblem(answered(200, { error: 'Bad Request', message: 'nesting too deep' }))).toMatch(
      /error "Bad Request"/,
    );
  });

  it('passes orders and listings, an error field that is no status text, and any non-2xx', () => {
    expect(errorUnder2xxProblem(answered(200, { reference: 'a', metadata: { error: 'x' } }))).toBeUndefined();
    expect(errorUnder2xxProblem(answered(200, { scan_forms: [], has_more: false, total_count: 0 }))).toBeUndefined();
    expect(errorUnder2xxProblem(answered(200, { error: 'none', message: 'all good' }))).toBeUndefined();
    expect(errorUnder2xxProblem(answered(200, { statusCode: 200, error: 'OK', message: 'm' }))).toBeUndefined();
    expect(errorUnder2xxProblem(answered(400, errorBody(400)))).toBeUndefined();
    expect(errorUnder2xxProblem(raw(200, ''))).toBeUndefined();
    expect(errorUnder2xxProblem({ kind: 'no-answer', error: 'reset' })).toBeUndefined();
  });
});

describe('clientErrorProblems', () => {
  it('passes a 4xx with its error body, and judges nothing on a success or a server error', () => {
    expect(clientErrorProblems(answered(400, errorBody(400)))).toEqual([]);
    expect(clientErrorProblems(answered(413, errorBody(413)))).toEqual([]);
    expect(clientErrorProblems(answered(200, { reference: 'a' }))).toEqual([]);
    expect(clientErrorProblems(raw(500, 'oops'))).toEqual([]);
  });

  it('names a 4xx without the error body of spec 7', () => {
    expect(clientErrorProblems(raw(413, '<html>Payload Too Large</html>'))).toEqual([
      expect.stringMatching(/^HTTP 413: the body is not JSON/),
    ]);
    expect(clientErrorProblems(answered(400, errorBody(401)))).toEqual([
      expect.stringMatching(/statusCode is 401 but the HTTP status is 400/),
      expect.stringMatching(/error is "Unauthorized"/),
    ]);
  });

  it('with an expected status, names any other status below 500 (a header refused with 400, or accepted)', () => {
    expect(clientErrorProblems(answered(401, errorBody(401)), 401)).toEqual([]);
    expect(clientErrorProblems(answered(400, errorBody(400)), 401)).toEqual([
      expect.stringMatching(/^HTTP 400, expected 401/),
    ]);
    expect(clientErrorProblems(answered(200, { scan_forms: [] }), 401)).toEqual([
      expect.stringMatching(/^HTTP 200, expected 401/),
    ]);
    expect(clientErrorProblems(raw(503, 'busy'), 401)).toEqual([]);
  });
});

describe('an answer built to spec 7', () => {
  const statuses = Object.keys(STATUS_CODES)
    .map(Number)
    .filter((s) => s >= 200 && s < 500 && (s < 300 || s >= 400));
  test.prop([fc.constantFrom(...statuses), fc.string()])('passes all three judgements', (status, message) => {
    const outcome =
      status >= 400
        ? answered(status, { statusCode: status, error: STATUS_CODES[status], message })
        : answered(status, { reference: message, metadata: {} });
    expect(serverErrorProblem(outcome)).toBeUndefined();
    expect(errorUnder2xxProblem(outcome)).toBeUndefined();
    expect(clientErrorProblems(outcome)).toEqual([]);
  });
});
