// The error body against the words of spec 7: "statusCode: The HTTP status code", "error: The status text",
// "message: Human-readable detail", a JSON object; any letter case of the status text, RFC 9110's phrase or Node's.

import fc from 'fast-check';
import { describe, it } from 'vitest';
import { errorBodyProblems, type ErrorAnswer } from '../../../src/oracles/error-body.js';
import { holds, refutes } from './words.js';

/** The status texts of RFC 9110 (15.5, 15.6) and the older names still written, for the statuses generated. */
const STATUS_TEXT: Readonly<Record<number, readonly string[]>> = {
  400: ['Bad Request'],
  401: ['Unauthorized'],
  404: ['Not Found'],
  413: ['Content Too Large', 'Payload Too Large', 'Request Entity Too Large'],
  414: ['URI Too Long', 'Request-URI Too Long'],
  416: ['Range Not Satisfiable', 'Requested Range Not Satisfiable'],
  418: ["I'm a teapot", '(Unused)'],
  422: ['Unprocessable Content', 'Unprocessable Entity'],
  429: ['Too Many Requests'],
  500: ['Internal Server Error'],
};
const STATUSES = Object.keys(STATUS_TEXT).map(Number);

const aBody = fc.record({
  status: fc.constantFrom(...STATUSES),
  statusCode: fc.constantFrom<'own' | 'other' | 'text' | 'missing'>('own', 'other', 'text', 'missing'),
  error: fc.constantFrom<'text' | 'upper' | 'other-name' | 'wrong' | 'blank' | 'missing'>(
    'text',
    'upper',
    'other-name',
    'wrong',
    'blank',
    'missing',
  ),
  message: fc.constantFrom<unknown>('detail', '', ['detail'], undefined),
  shape: fc.constantFrom('object', 'array', 'text'),
});
type Body = typeof aBody extends fc.Arbitrary<infer T> ? T : never;

function answerOf(b: Body): ErrorAnswer {
  const names = STATUS_TEXT[b.status]!;
  const error = {
    text: names[0],
    upper: names[0]!.toUpperCase(),
    'other-name': names.at(-1),
    wrong: 'Error',
    blank: ' ',
    missing: undefined,
  }[b.error];
  const statusCode = { own: b.status, other: b.status === 400 ? 404 : 400, text: String(b.status), missing: undefined }[
    b.statusCode
  ];
  const body = { statusCode, error, message: b.message };
  const json = b.shape === 'object' ? JSON.parse(JSON.stringify(body)) : b.shape === 'array' ? [body] : undefined;
  return {
    status: b.status,
    text: JSON.stringify(body),
    json,
    ...(json === undefined ? { jsonError: 'not JSON' } : {}),
  };
}

/** The words: a JSON object, statusCode the status as an integer, error one of its texts, message a string. */
const rightBody = (b: Body) =>
  b.shape === 'object' &&
  b.statusCode === 'own' &&
  ['text', 'upper', 'other-name'].includes(b.error) &&
  typeof b.message === 'string';

/** The words of the error field alone: a string that is one of the status's texts, whatever else is wrong. */
const rightError = (b: Body) => ['text', 'upper', 'other-name'].includes(b.error);

const property = (oracle: typeof errorBodyProblems) =>
  fc.property(aBody, (b) => {
    const problems = oracle(answerOf(b));
    const errorNamed = problems.some((p) => p.startsWith('error is'));
    return (problems.length === 0) === rightBody(b) && (b.shape !== 'object' || errorNamed !== rightError(b));
  });

describe('the error body against the words of spec 7', () => {
  it('is right exactly when statusCode is the status, error its text and message a string', () =>
    holds(property(errorBodyProblems)));

  it('tells "the status text" from "any text" (a blank error is no status text, whatever names the status has)', () => {
    const anyText: typeof errorBodyProblems = (a) => errorBodyProblems(a).filter((p) => !/^error is " *"/.test(p));
    refutes(property(anyText));
  });

  it('tells "some integer" from "the HTTP status code"', () => {
    const anyInteger: typeof errorBodyProblems = (a) =>
      errorBodyProblems(a).filter((p) => !p.includes('but the HTTP status is'));
    refutes(property(anyInteger));
  });
});
