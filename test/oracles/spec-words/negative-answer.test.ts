// The negative layer against the words of spec 7 and 5.4: a 5xx or no answer is never the answer to what a client
// sent; a client error carries the error body; a malformed Authorization header gets 401; no error body under a 2xx.

import { STATUS_CODES } from 'node:http';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  clientErrorProblems,
  errorUnder2xxProblem,
  serverErrorProblem,
  type NegativeOutcome,
} from '../../../src/oracles/negative-answer.js';
import { holds, refutes } from './words.js';

interface Case {
  readonly outcome: NegativeOutcome;
  readonly status?: number;
  readonly rightBody: boolean;
  readonly errorBody: boolean;
}

const anOutcome: fc.Arbitrary<Case> = fc.oneof(
  fc.constant<Case>({
    outcome: { kind: 'no-answer', error: 'reset' },
    rightBody: false,
    errorBody: false,
  }),
  fc
    .record({
      status: fc.constantFrom(200, 201, 204, 301, 400, 401, 404, 422, 499, 500, 502, 503, 599),
      body: fc.nat(2),
    })
    .map(({ status, body }): Case => {
      const text = (code: number) => STATUS_CODES[code] ?? 'Error';
      // 0: spec 7's body for this very status; 1: the body of another status; 2: no JSON at all.
      const code = body === 1 ? (status === 404 ? 400 : 404) : status;
      const json = body === 2 ? undefined : { statusCode: code, error: text(code), message: 'detail' };
      // A status with no registered text (499) has no text to match: any string names it.
      const rightBody = body === 0;
      return {
        outcome: {
          kind: 'answer',
          answer: { status, text: JSON.stringify(json) ?? 'oops', json },
        },
        status,
        rightBody: rightBody && status >= 400,
        errorBody: json !== undefined && code >= 400,
      };
    }),
);

const serverProperty = (oracle: typeof serverErrorProblem) =>
  fc.property(
    anOutcome,
    ({ outcome, status }) => (oracle(outcome) !== undefined) === (status === undefined || status >= 500),
  );

/** 7 and 5.4: below 500, a 4xx carries its error body and, where a status is due (401), it is that status. */
const clientProperty = (oracle: typeof clientErrorProblems) =>
  fc.property(anOutcome, fc.option(fc.constant(401), { nil: undefined }), ({ outcome, status, rightBody }, due) => {
    const judged = status !== undefined && status < 500;
    const right = !judged || ((due === undefined || status === due) && (status < 400 || rightBody));
    return (oracle(outcome, due).length === 0) === right;
  });

const under2xxProperty = (oracle: typeof errorUnder2xxProblem) =>
  fc.property(anOutcome, ({ outcome, status, errorBody }) => {
    const wrong = status !== undefined && status >= 200 && status < 300 && errorBody;
    return (oracle(outcome) !== undefined) === wrong;
  });

describe('the negative layer against the words of spec 7', () => {
  it('a 5xx or no answer at all is a server error', () => holds(serverProperty(serverErrorProblem)));
  it('a client error carries its error body, and the status due when one is', () =>
    holds(clientProperty(clientErrorProblems)));
  it('an error body under a 2xx is an error hidden under success', () => holds(under2xxProperty(errorUnder2xxProblem)));

  it('tells "above 500" from "5xx"', () => {
    const above: typeof serverErrorProblem = (o) =>
      o.kind === 'answer' && o.answer.status === 500 ? undefined : serverErrorProblem(o);
    refutes(serverProperty(above));
  });
  it('tells "any 4xx" from "the status due"', () => {
    const any4xx: typeof clientErrorProblems = (o) => clientErrorProblems(o);
    refutes(clientProperty(any4xx));
  });
});
