// Versioning (spec 9): the interfaces live under their version markers, and after a backward-incompatible
// bump the old paths keep answering by the old contract. Checked when the run targets bumped prefixes.

import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import { isOverflowMarker, validate } from '../../src/schema/validate.js';
import { excerpt, is2xx } from '../support/orders.js';

/** The markers spec 9.1 names: the contract this suite checks. */
const SPEC_ORDERS_PREFIX = '/v1.0';
const SPEC_SCAN_FORMS_PREFIX = '/v2';

export const versioningRequirements: readonly Requirement[] = [
  requirement(
    {
      id: 'VER-PATH-PREFIXES',
      clause: '9.1',
      level: 'MUST',
      rule: 'The orders interface MUST answer under the /v1.0 prefix and the scan form interface under the /v2 prefix.',
      quote: 'The orders interface path is prefixed with `/v1.0`; the scan form path is prefixed with `/v2`.',
      sends: 'GET /v1.0/orders and GET /v2/scan_forms with the configured key.',
    },
    async (ctx) => {
      const [orders, scanForms] = await Promise.all([
        ctx.http.send({ api: 'orders', method: 'GET', path: '/orders', prefix: SPEC_ORDERS_PREFIX, statusOnly: true }),
        ctx.http.send({ api: 'scan-forms', method: 'GET', path: '/scan_forms', prefix: SPEC_SCAN_FORMS_PREFIX }),
      ]);
      const problems = [
        ...(is2xx(orders.status)
          ? []
          : [`GET ${SPEC_ORDERS_PREFIX}/orders answered HTTP ${orders.status} ${excerpt(orders.text, 80)}`]),
        ...(scanForms.status === 200
          ? []
          : [
              `GET ${SPEC_SCAN_FORMS_PREFIX}/scan_forms answered HTTP ${scanForms.status} ${excerpt(scanForms.text, 80)}`,
            ]),
      ];
      if (problems.length > 0)
        ctx.fail('an interface does not answer under its version marker', {
          problems,
          expected: "a 2xx answer with the account's key on each (spec 9.1)",
          exchange: (is2xx(orders.status) ? scanForms : orders).exchange,
        });
    },
  ),
  requirement(
    {
      id: 'VER-OLD-PATHS-STABLE',
      clause: '9.2',
      level: 'MUST',
      rule: 'After a version bump the old paths MUST keep stable support: /v1.0/orders and /v2/scan_forms still answer by the spec.',
      quote:
        'Backward-incompatible changes bump the version marker in the path, and the old paths keep stable support.',
      sends:
        'GET /v1.0/orders and GET /v2/scan_forms with the key, and GET /v2/scan_forms without it, when ORDERS_API_PREFIX or SCAN_FORMS_API_PREFIX names a bumped version (not applicable otherwise).',
    },
    async (ctx) => {
      const bumped =
        ctx.target.ordersApiPrefix !== SPEC_ORDERS_PREFIX || ctx.target.scanFormsApiPrefix !== SPEC_SCAN_FORMS_PREFIX;
      if (!bumped)
        ctx.notApplicable(
          `the run targets the spec's own paths (${SPEC_ORDERS_PREFIX}, ${SPEC_SCAN_FORMS_PREFIX}); set ORDERS_API_PREFIX / SCAN_FORMS_API_PREFIX to a bumped version to check that the old paths keep answering`,
        );
      const [orders, scanForms, unauthenticated] = await Promise.all([
        ctx.http.send({ api: 'orders', method: 'GET', path: '/orders', prefix: SPEC_ORDERS_PREFIX, statusOnly: true }),
        ctx.http.send({ api: 'scan-forms', method: 'GET', path: '/scan_forms', prefix: SPEC_SCAN_FORMS_PREFIX }),
        ctx.http.send({
          api: 'scan-forms',
          method: 'GET',
          path: '/scan_forms',
          prefix: SPEC_SCAN_FORMS_PREFIX,
          auth: { kind: 'none' },
        }),
      ]);
      const problems: string[] = [];
      if (!is2xx(orders.status)) problems.push(`GET ${SPEC_ORDERS_PREFIX}/orders answered HTTP ${orders.status}`);
      if (scanForms.status !== 200)
        problems.push(`GET ${SPEC_SCAN_FORMS_PREFIX}/scan_forms answered HTTP ${scanForms.status}`);
      else {
        const violations = validate('scan-form-list', scanForms.json).filter((v) => !isOverflowMarker(v));
        if (violations.length > 0)
          problems.push(
            `GET ${SPEC_SCAN_FORMS_PREFIX}/scan_forms no longer matches the spec: ${violations
              .slice(0, 3)
              .map((v) => v.message)
              .join('; ')}`,
          );
      }
      if (unauthenticated.status !== 401)
        problems.push(
          `GET ${SPEC_SCAN_FORMS_PREFIX}/scan_forms without a key answered HTTP ${unauthenticated.status}, not 401`,
        );
      if (problems.length > 0)
        ctx.fail('the old version paths lost their support', {
          problems,
          expected: 'the old paths answering as the spec describes (spec 9.2)',
        });
      ctx.note(
        `checked ${SPEC_ORDERS_PREFIX} and ${SPEC_SCAN_FORMS_PREFIX} beside the bumped ${ctx.target.ordersApiPrefix} and ${ctx.target.scanFormsApiPrefix}`,
      );
    },
  ),
];
