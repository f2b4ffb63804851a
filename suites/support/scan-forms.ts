// Reads of GET {scan_base_url}/v2/scan_forms shared by the scan form requirements: one request per distinct
// query per run, whoever asks first, and the parts of an answer the checks look at, read defensively.

import type { CheckContext } from '../../src/requirements/check-context.js';
import type { Response } from '../../src/http/client.js';
import { sendable } from '../../src/http/unsendable.js';
import { parseInstant, type Instant } from '../../src/oracles/scan-form-time.js';
import type { KnownForm } from '../../src/oracles/scan-form-query.js';
import type { StatusView } from '../../src/oracles/scan-form-pages.js';
import { refusedWithBody, type StatusAnswerView } from '../../src/oracles/scan-form-judge.js';
import { errorBodyProblems } from './error-body.js';
import { excerpt, isObject, type JsonObject } from './orders.js';

/** A query as sent: parameter name to value, in the order written. */
export type ListQuery = Readonly<Record<string, string>>;

export type Key = 'key' | 'second-key';

export function listScanForms(ctx: CheckContext, query: ListQuery = {}, auth: Key = 'key'): Promise<Response> {
  return ctx.http.send({ api: 'scan-forms', method: 'GET', path: '/scan_forms', query, auth: { kind: auth } });
}

function queryKey(query: ListQuery): string {
  return new URLSearchParams(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))).toString();
}

/** Adds the exchanges behind answers to this requirement's evidence, once each (shared reads may come from another check). */
export function adoptEvidence(ctx: CheckContext, responses: ReadonlyArray<Response | undefined>): void {
  const have = new Set(ctx.http.exchanges);
  ctx.http.adopt(responses.flatMap((res) => (res === undefined || have.has(res.exchange) ? [] : [res.exchange])));
}

/** The answer to a query, fetched once per run and shared by every requirement that asks the same question. */
export async function sharedList(ctx: CheckContext, query: ListQuery = {}, auth: Key = 'key'): Promise<Response> {
  const res = await ctx.shared(`scan-forms:list:${auth}:${queryKey(query)}`, (http) =>
    http.send({ api: 'scan-forms', method: 'GET', path: '/scan_forms', query, auth: { kind: auth } }),
  );
  adoptEvidence(ctx, [res]);
  return res;
}

/**
 * The request as a vendor would type it, e.g. `GET /v2/scan_forms?start_datetime=2024-03-16T10:13:42Z`: values
 * percent-encoded except `:` and `/`, which a query may hold as they are, so timestamps stay readable; `+` is
 * always `%2B`, since a bare `+` in a query means a space.
 */
export function describeQuery(ctx: CheckContext, query: ListQuery, auth: Key = 'key'): string {
  // A value no URL carries (a lone surrogate) is shown as its JSON string: never sent, but it may be named.
  const encode = (text: string) =>
    sendable(text) ? encodeURIComponent(text).replace(/%3A/gi, ':').replace(/%2F/gi, '/') : JSON.stringify(text);
  const search = Object.entries(query)
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .join('&');
  return `GET ${ctx.target.scanFormsApiPrefix}/scan_forms${search === '' ? '' : `?${search}`}${auth === 'second-key' ? ' with SECOND_API_KEY' : ''}`;
}

/** A listed form the oracles can use: a string id and a created_at that reads as an instant. */
export interface FormRow extends KnownForm {
  /** created_at exactly as the target wrote it. */
  readonly createdAt: string;
  readonly element: JsonObject;
}

/** What the checks read from one answer; `ok` means HTTP 200 with a JSON object holding a scan_forms array. */
export interface ListAnswer {
  readonly res: Response;
  readonly ok: boolean;
  /** Why the answer is not a list, when it is not. */
  readonly problem?: string;
  readonly elements: readonly unknown[];
  /** The id of every element, undefined where an element has no string id. */
  readonly ids: ReadonlyArray<string | undefined>;
  readonly rows: readonly FormRow[];
  readonly hasMore: unknown;
  readonly totalCount: unknown;
}

export function toRow(element: unknown): FormRow | undefined {
  if (!isObject(element) || typeof element.id !== 'string' || typeof element.created_at !== 'string') return undefined;
  const created: Instant | undefined = parseInstant(element.created_at);
  if (created === undefined) return undefined;
  const reference = typeof element.reference === 'string' || element.reference === null ? element.reference : undefined;
  return { id: element.id, created, reference, createdAt: element.created_at, element };
}

export { sameListing } from '../../src/oracles/scan-form-pages.js';

export function readAnswer(res: Response): ListAnswer {
  const body = res.json;
  let problem: string | undefined;
  if (res.status !== 200) problem = `HTTP ${res.status} ${excerpt(res.text, 160)}`;
  else if (body === undefined) problem = res.jsonError ?? 'the body is not JSON';
  else if (!isObject(body) || !Array.isArray(body.scan_forms))
    problem = `the body has no scan_forms array: ${excerpt(res.text, 160)}`;
  if (problem !== undefined || !isObject(body)) {
    return {
      res,
      ok: false,
      problem: problem ?? 'not a list',
      elements: [],
      ids: [],
      rows: [],
      hasMore: undefined,
      totalCount: undefined,
    };
  }
  const elements = body.scan_forms as unknown[];
  return {
    res,
    ok: true,
    elements,
    ids: elements.map((e) => (isObject(e) && typeof e.id === 'string' ? e.id : undefined)),
    rows: elements.map(toRow).filter((row): row is FormRow => row !== undefined),
    hasMore: body.has_more,
    totalCount: body.total_count,
  };
}

/**
 * The answer with its status, for the judges of src/oracles: what a 4xx's body lacks of the error body of spec 7
 * (empty for other statuses, whose body that clause does not govern) and whether a 4xx carries it whole.
 */
export function statusView(answer: ListAnswer): ListAnswer & StatusView & StatusAnswerView {
  const status = answer.res.status;
  const problems = status >= 400 && status < 500 ? errorBodyProblems(answer.res) : [];
  return {
    ...answer,
    status,
    errorBodyProblems: problems,
    refusedWithBody: refusedWithBody({ status, errorBodyProblems: problems }),
  };
}

/** The unfiltered first page, shared by the run; a non-200 or non-JSON answer fails the consumer readably. */
export async function firstPage(ctx: CheckContext): Promise<{ res: Response; body: unknown }> {
  const res = await sharedList(ctx, {});
  if (res.status !== 200)
    ctx.fail('GET /scan_forms did not answer 200', {
      received: `HTTP ${res.status} ${excerpt(res.text)}`,
      expected: 'HTTP 200 with the list (spec 4.4)',
      exchange: res.exchange,
    });
  // A body over the read cap could not be read whole: the spec sets no size limit (8), so this is not a failure.
  if (res.truncated)
    ctx.notExercised(
      `GET /scan_forms answered a body larger than the read cap, so it could not be checked (${res.jsonError ?? 'cut'})`,
    );
  if (res.json === undefined)
    ctx.fail('GET /scan_forms did not answer JSON', {
      received: res.jsonError ?? 'no body',
      expected: 'a JSON body (spec 4.4)',
      exchange: res.exchange,
    });
  return { res, body: res.json };
}

/** A returned element for a message, described by its own fields. */
export function describeElement(answer: ListAnswer, id: string): string {
  const element = answer.elements.find((e) => isObject(e) && e.id === id);
  if (!isObject(element)) return id;
  const parts = [
    typeof element.created_at === 'string' ? `created_at ${element.created_at}` : undefined,
    'reference' in element ? `reference ${JSON.stringify(element.reference)}` : undefined,
  ].filter(Boolean);
  return `${id} (${parts.join(', ')})`;
}
