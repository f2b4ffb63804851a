// The invalid requests of spec 7 ("Invalid request parameters: status 400, error Bad Request"), sent once per
// run and shared: each 400 requirement judges its own kind, ERR-BODY-400 judges the body of every 400 among them.
// The cases themselves are rows of bad-request-cases.ts; this module draws references, sends them and shares answers.

import type { CheckContext } from '../../src/requirements/check-context.js';
import type { ApiRequest, HttpView, Response } from '../../src/http/client.js';
import {
  BAD_ORDER_REQUESTS,
  BAD_SCAN_FORM_QUERIES,
  REPEATED_SCAN_FORM_PARAMETER,
  type BadRequestCase,
  type BadRequestKind,
  type CaseInputs,
} from './bad-request-cases.js';
import { lastingReference, runValue } from './lasting.js';
import { listingRead } from './listing-rounds.js';
import { listingHidesOrders } from './listing-visibility.js';
import { excerpt, is2xx } from './orders.js';
import { describeQuery, sharedList } from './scan-forms.js';

export type { BadRequestKind } from './bad-request-cases.js';

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
  /** The value the target holds under enabledKey before the invalid updates: each is refused, so it holds it after. */
  readonly kept: string;
  /** The number sent as a reference, so a check can look for an order created under it. */
  readonly numericReference: number;
  /** References of the creates that carried a non-string value, and the target: orders whose values must read back as strings. */
  readonly valueProbeReferences: readonly string[];
  readonly probes: readonly BadRequest[];
  /** Rows not sent: their order would be outside the run's namespace, and the listing could not show it. */
  readonly withheld: readonly Withheld[];
}

export interface Withheld {
  readonly kind: BadRequestKind;
  readonly label: string;
  /** Why the listing could not show an order the row created. */
  readonly because: string;
}

interface Planned {
  readonly kind: BadRequestKind;
  readonly label: string;
  readonly request: ApiRequest;
}

function describe(row: BadRequestCase, inputs: CaseInputs): string {
  return typeof row.description === 'string' ? row.description : row.description(inputs);
}

/** A row as the request it sends: POST /orders, or PUT to the order created first. */
function planned(row: BadRequestCase, inputs: CaseInputs, target: string): Planned {
  const body = row.body(inputs);
  const description = describe(row, inputs);
  const post = row.method === 'POST';
  return {
    kind: row.kind,
    label: `${post ? 'POST /orders' : 'PUT /orders/<existing>'} with ${description}`,
    request: {
      api: 'orders',
      method: row.method,
      path: post ? '/orders' : `/orders/${encodeURIComponent(target)}`,
      ...('raw' in body ? { rawBody: body.raw } : { json: body.json }),
    },
  };
}

/** The order the invalid updates address, holding `body`: created, or on a later run of the account updated. */
async function holdTarget(http: HttpView, target: string, body: { metadata: Record<string, string> }) {
  const create = await http.send({
    api: 'orders',
    method: 'POST',
    path: '/orders',
    json: { reference: target, ...body },
  });
  if (is2xx(create.status)) return create;
  return http.send({ api: 'orders', method: 'PUT', path: `/orders/${encodeURIComponent(target)}`, json: body });
}

/** Sends every row of BAD_ORDER_REQUESTS once per run (about 25 requests) and shares the answers. */
export function badRequests(ctx: CheckContext): Promise<BadRequests> {
  const key = ctx.target.enabledMetadataKeys[0];
  return ctx.shared('orders:bad-requests', async (http) => {
    // References are drawn inside the load, so only the requests actually sent claim one. The invalid updates address
    // a lasting order (lasting-orders.ts): created by the account's first run, found by a write on every run after.
    const target = lastingReference(ctx, 'bad-request-target');
    const ref = (label: string) => ctx.newOrderReference(label);
    // Twelve digits: unique per run in practice, and exact as a JSON number.
    const numericReference = Number(
      `9${String(Date.now() % 1e8).padStart(8, '0')}${String(ctx.target.seed % 1000).padStart(3, '0')}`,
    );
    const kept = runValue(ctx, 'kept');
    const targetCreated = await holdTarget(http, target, { metadata: key === undefined ? {} : { [key]: kept } });
    const valueProbeReferences = [target];
    // Creates without a usable string reference carry the run's namespace in a metadata value, so an order a lenient
    // server stores from one can still be found in the listing and listed for cleanup.
    const inputs: CaseInputs = {
      ref,
      valueRef: (label) => {
        const r = ref(label);
        valueProbeReferences.push(r);
        return r;
      },
      key: key ?? 'gift_note',
      keys: ctx.target.enabledMetadataKeys.slice(0, 3),
      marked: (label) => ({ [key ?? 'gift_note']: ref(label) }),
      numericReference,
    };
    const rows = BAD_ORDER_REQUESTS.filter((row) => key !== undefined || row.needsEnabledKey !== true);
    const hidden = rows.some((row) => row.outsideNamespace === true)
      ? await listingHidesOrders(http, () => listingRead(ctx, { kind: 'key' }))
      : undefined;
    const withheld = rows
      .filter((row) => hidden !== undefined && row.outsideNamespace === true)
      .map((row): Withheld => ({
        kind: row.kind,
        label: `POST /orders with ${describe(row, inputs)}`,
        because: hidden!,
      }));
    const plans = rows
      .filter((row) => hidden === undefined || row.outsideNamespace !== true)
      .map((row) => planned(row, inputs, target));
    const answers = await Promise.all(plans.map((p) => http.send(p.request)));
    const probes = plans.map((p, i): BadRequest => ({ kind: p.kind, label: p.label, res: answers[i]! }));
    return {
      target,
      targetCreated,
      enabledKey: key,
      kept,
      numericReference,
      valueProbeReferences,
      probes,
      withheld,
    };
  });
}

/** Fails unless every probe of this kind answered 400 (spec 7: invalid request parameters give status 400). */
export async function expect400(ctx: CheckContext, kind: BadRequestKind, what: string): Promise<BadRequests> {
  const all = await badRequests(ctx);
  if (
    all.probes.some((p) => p.kind === kind && p.res.exchange.request.method === 'PUT') &&
    !is2xx(all.targetCreated.status)
  ) {
    ctx.fail(`the order that the invalid updates address could be neither created nor found by an update`, {
      received: `HTTP ${all.targetCreated.status} ${excerpt(all.targetCreated.text)}`,
      expected: 'a 2xx status (spec 4.2)',
      exchange: all.targetCreated.exchange,
    });
  }
  const probes = all.probes.filter((p) => p.kind === kind);
  const withheld = all.withheld.filter((w) => w.kind === kind);
  if (probes.length === 0 && withheld.length === 0) ctx.notExercised(`no request of this kind was sent (${kind})`);
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
  if (withheld.length > 0)
    ctx.notExercised(
      `${withheld.map((w) => w.label).join(' and ')} not sent: an order a lenient target stored from it would be outside the run's namespace, and ${withheld[0]!.because}, so it could not be found and named for clean-up`,
    );
  return all;
}

/** The invalid scan form requests, sent once per run; each answer labelled as a vendor would type the request. */
export async function scanFormBadRequests(ctx: CheckContext): Promise<BadRequest[]> {
  const single = await Promise.all(
    BAD_SCAN_FORM_QUERIES.map(({ query }) =>
      sharedList(ctx, query).then((res): BadRequest => ({
        kind: 'scan-form-parameter',
        label: describeQuery(ctx, query),
        res,
      })),
    ),
  );
  const repeated = await ctx.shared('scan-forms:bad:repeated-page', (http) =>
    http.send({ api: 'scan-forms', method: 'GET', path: '/scan_forms', query: REPEATED_SCAN_FORM_PARAMETER.query }),
  );
  ctx.http.adopt(ctx.http.exchanges.includes(repeated.exchange) ? [] : [repeated.exchange]);
  return [
    ...single,
    {
      kind: 'scan-form-parameter',
      label: `GET ${ctx.target.scanFormsApiPrefix}/scan_forms?${REPEATED_SCAN_FORM_PARAMETER.query.map(([k, v]) => `${k}=${v}`).join('&')}`,
      res: repeated,
    },
  ];
}
