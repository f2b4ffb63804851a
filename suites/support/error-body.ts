// The error body of spec 7 ({statusCode, error, message}), checked on every error the suite provokes.
// Returns problems as sentences so one requirement can report every endpoint that broke it.

import { STATUS_CODES } from 'node:http';
import type { Response } from '../../src/http/client.js';
import { excerpt, isObject } from './orders.js';

/** Problems with an error answer's body; empty when it matches spec 7. */
export function errorBodyProblems(res: Response): string[] {
  if (res.json === undefined) return [`the body is not JSON (${res.jsonError ?? 'unreadable'}): ${excerpt(res.text, 120)}`];
  const body = res.json;
  if (!isObject(body)) return [`the body is JSON but not an object: ${excerpt(res.text, 120)}`];
  const problems: string[] = [];
  if (!Number.isInteger(body.statusCode)) problems.push(`statusCode is ${describe(body.statusCode)}, expected the integer ${res.status}`);
  else if (body.statusCode !== res.status) problems.push(`statusCode is ${String(body.statusCode)} but the HTTP status is ${res.status}`);
  const text = STATUS_CODES[res.status];
  if (typeof body.error !== 'string') problems.push(`error is ${describe(body.error)}, expected the status text "${text ?? '?'}"`);
  // Letter case is not held against the target: "Bad Request" and "bad request" name the same status text. Nor is the
  // name RFC 9110 gave a status that older registries call otherwise ("Unprocessable Content" for 422).
  else if (text !== undefined && !statusTexts(res.status).includes(body.error.trim().toLowerCase())) problems.push(`error is "${body.error}", expected the status text "${text}"`);
  if (typeof body.message !== 'string') problems.push(`message is ${describe(body.message)}, expected a string`);
  return problems;
}

/** Other registered names of a status's reason phrase, beside Node's (RFC 9110 renamed several; RFC 7231 used others). */
const STATUS_TEXT_ALIASES: Readonly<Record<number, readonly string[]>> = {
  413: ['Content Too Large', 'Request Entity Too Large'],
  414: ['Request-URI Too Long'],
  416: ['Requested Range Not Satisfiable'],
  422: ['Unprocessable Content'],
};

/** Every accepted reason phrase of a status, lower-cased. */
export function statusTexts(status: number): string[] {
  return [STATUS_CODES[status], ...(STATUS_TEXT_ALIASES[status] ?? [])].flatMap((t) => (t === undefined ? [] : [t.toLowerCase()]));
}

/** Why a body is not labelled as JSON, or undefined when its Content-Type is application/json or a +json type. */
export function jsonMediaTypeProblem(res: Response): string | undefined {
  const header = res.headers['content-type'];
  if (header === undefined) return 'no Content-Type';
  const media = header.split(';')[0]?.trim().toLowerCase() ?? '';
  if (media === 'application/json' || /^application\/[a-z0-9.!#$&^_+-]+\+json$/.test(media)) return undefined;
  return `Content-Type ${header}`;
}

export function describe(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value)}`;
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}
