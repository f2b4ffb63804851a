// Reads of GET {scan_base_url}/v2/scan_forms shared by the scan form requirements: the first page,
// fetched once per run, so the schema checks and the listing checks cost one request between them.

import type { CheckContext } from '../../src/engine/check-context.js';
import type { Response } from '../../src/http/client.js';
import { excerpt } from './orders.js';

export function listScanForms(ctx: CheckContext, query: Readonly<Record<string, string>> = {}): Promise<Response> {
  return ctx.http.send({ api: 'scan-forms', method: 'GET', path: '/scan_forms', query });
}

/** The unfiltered first page, shared by the run; a non-200 or non-JSON answer fails the consumer readably. */
export async function firstPage(ctx: CheckContext): Promise<{ res: Response; body: unknown }> {
  const res = await ctx.shared('scan-forms:first-page', (http) => http.send({ api: 'scan-forms', method: 'GET', path: '/scan_forms' }));
  if (res.status !== 200) ctx.fail('GET /scan_forms did not answer 200', { received: `HTTP ${res.status} ${excerpt(res.text)}`, expected: 'HTTP 200 with the list (spec 4.4)', exchange: res.exchange });
  // A body over the read cap could not be read whole: the spec sets no size limit (8), so this is not a failure.
  if (res.truncated) ctx.notExercised(`GET /scan_forms answered a body larger than the read cap, so it could not be checked (${res.jsonError ?? 'cut'})`);
  if (res.json === undefined) ctx.fail('GET /scan_forms did not answer JSON', { received: res.jsonError ?? 'no body', expected: 'a JSON body (spec 4.4)', exchange: res.exchange });
  return { res, body: res.json };
}
