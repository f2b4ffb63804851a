// The invalid requests of spec 7 ("Invalid request parameters: status 400, error Bad Request"), sent once per
// run and shared: each 400 requirement judges its own kind, ERR-BODY-400 judges the body of every 400 among them.

import type { CheckContext } from '../../src/requirements/check-context.js';
import type { ApiRequest, Response } from '../../src/http/client.js';
import { excerpt, is2xx } from './orders.js';
import { describeQuery, sharedList, type ListQuery } from './scan-forms.js';

export type BadRequestKind =
  | 'invalid-json'
  | 'reference-missing'
  | 'reference-not-string'
  | 'create-body-not-object'
  | 'update-body-not-object'
  | 'metadata-not-object'
  | 'metadata-value-not-string'
  /** May succeed (the key ignored, 2.1.3) or fail with 400 (7); only its body is judged, when it is a 400. */
  | 'rule-breaking-key'
  /** null on create (4.2 gives strings only): may be refused or read as "no value"; never stored as null (META-VALUES-STRINGS). */
  | 'null-value-on-create'
  /** A scan form query parameter of the wrong type or refused by choice (only its body is judged, when it is a 400). */
  | 'scan-form-parameter';

export interface BadRequest {
  readonly kind: BadRequestKind;
  /** The request in a few words, e.g. `POST /orders with "reference": 123`. */
  readonly label: string;
  readonly res: Response;
}

export interface BadRequests {
  /** The order the invalid updates address, created first with the valid key so a 404 never stands in for a 400. */
  readonly target: string;
  readonly targetCreated: Response;
  /** The enabled key the value probes use; undefined when ENABLED_METADATA_KEYS is empty. */
  readonly enabledKey: string | undefined;
  /** The number sent as a reference, so a check can look for an order created under it. */
  readonly numericReference: number;
  /** References of the creates that carried a non-string value, and the target: orders whose values must read back as strings. */
  readonly valueProbeReferences: readonly string[];
  readonly probes: readonly BadRequest[];
}

interface Planned {
  readonly kind: BadRequestKind;
  readonly label: string;
  readonly request: ApiRequest;
}

function post(kind: BadRequestKind, label: string, body: { json: unknown } | { raw: string }): Planned {
  return {
    kind,
    label: `POST /orders with ${label}`,
    request: {
      api: 'orders',
      method: 'POST',
      path: '/orders',
      ...('raw' in body ? { rawBody: body.raw } : { json: body.json }),
    },
  };
}

function put(target: string, kind: BadRequestKind, label: string, body: { json: unknown } | { raw: string }): Planned {
  return {
    kind,
    label: `PUT /orders/<existing> with ${label}`,
    request: {
      api: 'orders',
      method: 'PUT',
      path: `/orders/${encodeURIComponent(target)}`,
      ...('raw' in body ? { rawBody: body.raw } : { json: body.json }),
    },
  };
}

/** Sends every invalid request once per run (about 25 requests) and shares the answers. */
export function badRequests(ctx: CheckContext): Promise<BadRequests> {
  const key = ctx.target.enabledMetadataKeys[0];
  return ctx.shared('orders:bad-requests', async (http) => {
    // References are drawn inside the load, so only the requests actually sent claim one.
    const target = ctx.newOrderReference('bad-request-target');
    const ref = (label: string) => ctx.newOrderReference(label);
    // Twelve digits: unique per run in practice, and exact as a JSON number.
    const numericReference = Number(
      `9${String(Date.now() % 1e8).padStart(8, '0')}${String(ctx.target.seed % 1000).padStart(3, '0')}`,
    );
    const targetCreated = await http.send({
      api: 'orders',
      method: 'POST',
      path: '/orders',
      json: { reference: target, metadata: key === undefined ? {} : { [key]: 'kept' } },
    });
    const valueProbeReferences = [target];
    const valueRef = (label: string) => {
      const r = ref(label);
      valueProbeReferences.push(r);
      return r;
    };
    // Creates without a usable string reference carry the run's namespace in a metadata value, so an order a lenient
    // server stores from one can still be found in the listing and listed for cleanup.
    const marked = (label: string) => ({ [key ?? 'gift_note']: ref(label) });
    const planned: Planned[] = [
      post('invalid-json', 'a truncated JSON body', { raw: `{"reference": "${ref('bad-json')}", "metadata": {` }),
      post('invalid-json', 'a form-encoded body', { raw: `reference=${ref('bad-form')}` }),
      post('invalid-json', 'an empty body', { raw: '' }),
      // RFC 8259: a JSON text is one value; text after it makes the body not JSON, though a streaming decoder stops early.
      post('invalid-json', 'a JSON object followed by text', {
        raw: `{"reference": "${ref('bad-trailing')}"} and more`,
      }),
      put(target, 'invalid-json', 'a truncated JSON body', { raw: '{"metadata": ' }),
      post('reference-missing', 'no "reference"', { json: { metadata: marked('no-reference') } }),
      post('reference-not-string', `"reference": ${numericReference} (a number)`, {
        json: { reference: numericReference, metadata: marked('ref-number') },
      }),
      post('reference-not-string', '"reference": true', { json: { reference: true, metadata: marked('ref-true') } }),
      post('reference-not-string', '"reference" an object', { json: { reference: { value: ref('ref-object') } } }),
      post('create-body-not-object', 'a JSON string as the body', { json: ref('body-string') }),
      post('create-body-not-object', 'the number 42 as the body', { json: 42 }),
      post('metadata-not-object', '"metadata" an array', {
        json: { reference: ref('meta-array'), metadata: [key ?? 'gift_note'] },
      }),
      post('metadata-not-object', '"metadata" a string', {
        json: { reference: ref('meta-string'), metadata: `${key ?? 'gift_note'}=x` },
      }),
      put(target, 'update-body-not-object', 'an empty JSON array as the body', { json: [] }),
      put(target, 'update-body-not-object', 'a JSON string as the body', { json: 'metadata' }),
      put(target, 'update-body-not-object', 'the number 42 as the body', { json: 42 }),
      put(target, 'metadata-not-object', '"metadata" an array', { json: { metadata: [key ?? 'gift_note'] } }),
      put(target, 'metadata-not-object', '"metadata" a string', { json: { metadata: 'x' } }),
      put(target, 'rule-breaking-key', '"metadata" with the rule-breaking key "Not-A-Key"', {
        json: { metadata: { 'Not-A-Key': 'x' } },
      }),
    ];
    if (key !== undefined) {
      planned.push(
        post('metadata-value-not-string', `"${key}": 42 (a number)`, {
          json: { reference: valueRef('value-number'), metadata: { [key]: 42 } },
        }),
        post('metadata-value-not-string', `"${key}": true`, {
          json: { reference: valueRef('value-boolean'), metadata: { [key]: true } },
        }),
        post('metadata-value-not-string', `"${key}": an object`, {
          json: { reference: valueRef('value-object'), metadata: { [key]: { text: 'x' } } },
        }),
        post('null-value-on-create', `"${key}": null`, {
          json: { reference: valueRef('value-null'), metadata: { [key]: null } },
        }),
        put(target, 'metadata-value-not-string', `"${key}": 42 (a number)`, { json: { metadata: { [key]: 42 } } }),
        put(target, 'metadata-value-not-string', `"${key}": an array`, { json: { metadata: { [key]: ['x'] } } }),
      );
    }
    const answers = await Promise.all(planned.map((p) => http.send(p.request)));
    const probes = planned.map((p, i): BadRequest => ({ kind: p.kind, label: p.label, res: answers[i]! }));
    return { target, targetCreated, enabledKey: key, numericReference, valueProbeReferences, probes };
  });
}

/** Fails unless every probe of this kind answered 400 (spec 7: invalid request parameters give status 400). */
export async function expect400(ctx: CheckContext, kind: BadRequestKind, what: string): Promise<BadRequests> {
  const all = await badRequests(ctx);
  if (
    all.probes.some((p) => p.kind === kind && p.res.exchange.request.method === 'PUT') &&
    !is2xx(all.targetCreated.status)
  ) {
    ctx.fail(`the order that the invalid updates address could not be created`, {
      received: `HTTP ${all.targetCreated.status} ${excerpt(all.targetCreated.text)}`,
      expected: 'a 2xx status (spec 4.2)',
      exchange: all.targetCreated.exchange,
    });
  }
  const probes = all.probes.filter((p) => p.kind === kind);
  if (probes.length === 0) ctx.notExercised(`no request of this kind was sent (${kind})`);
  const wrong = probes.filter((p) => p.res.status !== 400);
  if (wrong.length > 0) {
    ctx.fail(`${wrong.length} of ${probes.length} requests with ${what} did not fail with 400`, {
      problems: wrong.map(
        (p) => `${p.label}: HTTP ${p.res.status}${p.res.status === 400 ? '' : ` ${excerpt(p.res.text, 100)}`}`,
      ),
      expected: 'HTTP 400 Bad Request for each (spec 7: invalid request parameters)',
      exchange: wrong[0]!.res.exchange,
    });
  }
  return all;
}

/**
 * GET /v2/scan_forms with parameters no reading of spec 4.4 accepts, or that a server may refuse (7: conditions that
 * give 400 are not shown): ERR-BODY-400 judges the body of each that answers 400. Single-valued queries go through
 * the shared list reads, so a scan form check that sends the same query shares the answer.
 */
const SCAN_FORM_BAD_QUERIES: ReadonlyArray<ListQuery> = [
  { page: 'abc' },
  { page: '1.5' },
  { page: '-1' },
  { start_datetime: 'not-a-date' },
  { end_datetime: '2024-13-45T99:99:99Z' },
  { summary: 'maybe' },
  { before_id: 'osfc-not-a-form' },
];

/** The same parameter twice (Go's and Rails' readers differ on which wins; a server may refuse it). */
const REPEATED: ReadonlyArray<readonly [string, string]> = [
  ['page', '1'],
  ['page', '2'],
];

/** The invalid scan form requests, sent once per run; each answer labelled as a vendor would type the request. */
export async function scanFormBadRequests(ctx: CheckContext): Promise<BadRequest[]> {
  const single = await Promise.all(
    SCAN_FORM_BAD_QUERIES.map((query) =>
      sharedList(ctx, query).then((res): BadRequest => ({
        kind: 'scan-form-parameter',
        label: describeQuery(ctx, query),
        res,
      })),
    ),
  );
  const repeated = await ctx.shared('scan-forms:bad:repeated-page', (http) =>
    http.send({ api: 'scan-forms', method: 'GET', path: '/scan_forms', query: REPEATED }),
  );
  ctx.http.adopt(ctx.http.exchanges.includes(repeated.exchange) ? [] : [repeated.exchange]);
  return [
    ...single,
    {
      kind: 'scan-form-parameter',
      label: `GET ${ctx.target.scanFormsApiPrefix}/scan_forms?page=1&page=2`,
      res: repeated,
    },
  ];
}
