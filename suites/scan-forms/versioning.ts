// Versioning of spec 9 as far as a client can see it: the scan form listing is served under /v2. What 9.2
// says about future versions is listed as untestable in suites/index.ts.

import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import { excerpt, isObject } from '../support/orders.js';
import { sharedList } from '../support/scan-forms.js';

const SPEC_PREFIX = '/v2';

export const versioningRequirements: readonly Requirement[] = [
  requirement(
    { id: 'VER-SF-V2-PATH', clause: '9.1', level: 'MUST', statement: 'The scan form path is prefixed with /v2: GET {scan_base_url}/v2/scan_forms answers 200 with the list.' },
    async (ctx) => {
      const configured = ctx.target.scanFormsApiPrefix;
      // With the default prefix this is the run's shared first page; with another one, /v2 is asked explicitly,
      // since 9.2 keeps the old paths working when the marker is bumped.
      const res =
        configured === SPEC_PREFIX
          ? await sharedList(ctx, {})
          : await ctx.http.send({ api: 'scan-forms', method: 'GET', path: '/scan_forms', prefix: SPEC_PREFIX });
      if (configured !== SPEC_PREFIX) ctx.note(`SCAN_FORMS_API_PREFIX is ${configured}; asked ${SPEC_PREFIX}/scan_forms explicitly`);
      const body = res.json;
      if (res.status !== 200 || !isObject(body) || !Array.isArray(body.scan_forms)) {
        ctx.fail(`GET ${SPEC_PREFIX}/scan_forms did not answer the list`, {
          received: `HTTP ${res.status} ${excerpt(res.text, 160)}`,
          expected: `HTTP 200 with {scan_forms, has_more, total_count} at ${ctx.target.scanFormsBaseUrl}${SPEC_PREFIX}/scan_forms (spec 9.1, 4.4)`,
          exchange: res.exchange,
        });
      }
    },
  ),
];
