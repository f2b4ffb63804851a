// The three judgements of the negative layer (spec 7) over one answer to a malformed input, as pure functions: no
// server error or dropped connection, no error body under a 2xx, and a 4xx that carries the error body (401 for a header).
import { errorBodyProblems, statusTexts, type ErrorAnswer } from './error-body.js';

/** What came back for one request: an HTTP answer, or no answer at all (reset, closed, timed out). */
export type NegativeOutcome =
  { readonly kind: 'answer'; readonly answer: ErrorAnswer } | { readonly kind: 'no-answer'; readonly error: string };

function excerptOf(text: string, max = 100): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat === '') return '(empty body)';
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Spec 7 via the status codes: a 5xx or no answer at all is never the answer to what a client sent. */
export function serverErrorProblem(outcome: NegativeOutcome): string | undefined {
  if (outcome.kind === 'no-answer') return `no answer: ${outcome.error}`;
  const { status, text } = outcome.answer;
  return status >= 500 ? `HTTP ${status} ${excerptOf(text)}` : undefined;
}

/** A status code an error body states, as a number: statusCode (spec 7), or `status` as some frameworks write it. */
function statedStatus(body: Record<string, unknown>): number | undefined {
  for (const field of ['statusCode', 'status']) {
    const value = body[field];
    const n = typeof value === 'string' && /^\d{3}$/.test(value.trim()) ? Number(value) : value;
    if (typeof n === 'number' && Number.isInteger(n) && n >= 400 && n <= 599) return n;
  }
  return undefined;
}

/** True when the text is the reason phrase of some 4xx or 5xx status (any letter case). */
function isErrorStatusText(text: string): boolean {
  const wanted = text.trim().toLowerCase();
  for (let status = 400; status <= 599; status++) if (statusTexts(status).includes(wanted)) return true;
  return false;
}

/**
 * Spec 7 ("Errors use standard HTTP status codes"): a 2xx whose body is an error body says an error happened under a
 * success status. An error body states a 4xx/5xx status (statusCode, or status), or pairs a message with an error that
 * is a 4xx/5xx status text. Undefined when the answer is not a 2xx or its body is no error body.
 */
export function errorUnder2xxProblem(outcome: NegativeOutcome): string | undefined {
  if (outcome.kind === 'no-answer') return undefined;
  const { status, json, text } = outcome.answer;
  if (status < 200 || status > 299 || !isObject(json)) return undefined;
  const stated = statedStatus(json);
  const error = json['error'];
  const named = typeof error === 'string' && typeof json['message'] === 'string' && isErrorStatusText(error);
  if (stated === undefined && !named) return undefined;
  const what = stated === undefined ? `error "${String(error)}"` : `status ${stated}`;
  return `HTTP ${status} with an error body stating ${what}: ${excerptOf(text)}`;
}

/**
 * Spec 7: a 4xx carries {statusCode, error, message} matching its status. With `expectedStatus` (401 for a malformed
 * Authorization header, spec 5.4), any other status below 500 is a problem too; 5xx and no answer belong to
 * serverErrorProblem. Empty when the answer is right, or not a client error and no status was expected.
 */
export function clientErrorProblems(outcome: NegativeOutcome, expectedStatus?: number): string[] {
  if (outcome.kind === 'no-answer') return [];
  const answer = outcome.answer;
  if (answer.status >= 500) return [];
  const problems: string[] = [];
  if (expectedStatus !== undefined && answer.status !== expectedStatus)
    problems.push(`HTTP ${answer.status}, expected ${expectedStatus}: ${excerptOf(answer.text)}`);
  if (answer.status >= 400) problems.push(...errorBodyProblems(answer).map((p) => `HTTP ${answer.status}: ${p}`));
  return problems;
}
