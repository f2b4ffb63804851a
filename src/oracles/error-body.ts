// The error body of spec 7 ({statusCode, error, message}) as a pure judge: given an error answer's status and body,
// the problems a reader would see, as sentences. No I/O; suites/support/error-body.ts applies it to responses.
import { STATUS_CODES } from 'node:http';

/** The parts of an HTTP answer the judge reads: the status, the body text, and the body parsed as JSON when it is. */
export interface ErrorAnswer {
  readonly status: number;
  readonly text: string;
  /** The parsed body; undefined when the body is not JSON. */
  readonly json?: unknown;
  /** Why the body could not be read as JSON. */
  readonly jsonError?: string;
}

/** Other registered names of a status's reason phrase, beside Node's (RFC 9110 renamed several; RFC 7231 used others). */
const STATUS_TEXT_ALIASES: Readonly<Record<number, readonly string[]>> = {
  413: ['Content Too Large', 'Request Entity Too Large'],
  414: ['Request-URI Too Long', 'URI Too Long'],
  416: ['Requested Range Not Satisfiable', 'Range Not Satisfiable'],
  418: ["I'm a teapot", '(Unused)'],
  422: ['Unprocessable Content', 'Unprocessable Entity'],
};

/** Every accepted reason phrase of a status, lower-cased: Node's and RFC 9110's (and RFC 7231's where they differ). */
export function statusTexts(status: number): string[] {
  return [STATUS_CODES[status], ...(STATUS_TEXT_ALIASES[status] ?? [])].flatMap((t) =>
    t === undefined ? [] : [t.toLowerCase()],
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function excerptOf(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat === '') return '(empty body)';
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

/** A value as a sentence reads it: `missing`, `null`, `the string "400"`, `an array of 1`. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (typeof value === 'string')
    return `the string ${JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value)}`;
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

/**
 * Problems with an error answer's body; empty when it matches spec 7: a JSON object whose statusCode is the integer
 * HTTP status, whose error is the status text (any letter case, Node's or RFC 9110's phrase) and whose message is a
 * string. Other members are allowed (spec 7 names the fields it needs, not a closed set).
 */
export function errorBodyProblems(answer: ErrorAnswer): string[] {
  if (answer.json === undefined)
    return [`the body is not JSON (${answer.jsonError ?? 'unreadable'}): ${excerptOf(answer.text)}`];
  const body = answer.json;
  if (!isObject(body)) return [`the body is JSON but not an object: ${excerptOf(answer.text)}`];
  const problems: string[] = [];
  if (!Number.isInteger(body['statusCode']))
    problems.push(`statusCode is ${describeValue(body['statusCode'])}, expected the integer ${answer.status}`);
  else if (body['statusCode'] !== answer.status)
    problems.push(`statusCode is ${String(body['statusCode'])} but the HTTP status is ${answer.status}`);
  const text = STATUS_CODES[answer.status];
  const error = body['error'];
  if (typeof error !== 'string')
    problems.push(`error is ${describeValue(error)}, expected the status text "${text ?? '?'}"`);
  else if (text !== undefined && !statusTexts(answer.status).includes(error.trim().toLowerCase()))
    problems.push(`error is "${error}", expected the status text "${text}"`);
  if (typeof body['message'] !== 'string')
    problems.push(`message is ${describeValue(body['message'])}, expected a string`);
  return problems;
}

/** An answer to invalid request parameters (spec 7: 400, Bad Request): its status when not 400, else its body's problems. */
export function badRequestProblems(answer: ErrorAnswer): string[] {
  return answer.status === 400 ? errorBodyProblems(answer) : [`HTTP ${answer.status} ${excerptOf(answer.text, 100)}`];
}

/** Why a body is not labelled as JSON, or undefined when its Content-Type is application/json or a +json type. */
export function jsonMediaTypeProblem(contentType: string | undefined): string | undefined {
  if (contentType === undefined) return 'no Content-Type';
  const media = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (media === 'application/json' || /^application\/[a-z0-9.!#$&^_+-]+\+json$/.test(media)) return undefined;
  return `Content-Type ${contentType}`;
}
