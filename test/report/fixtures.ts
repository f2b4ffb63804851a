// Fixture reports for the report tests: built with the real buildReport from hand-written outcomes, so
// every renderer is tested on the same model a run produces, without a server.

import type { TargetConfig } from '../../src/config/target.js';
import type { Outcome } from '../../src/engine/outcome.js';
import type { RecordedExchange } from '../../src/evidence/exchange.js';
import { buildReport, type BuildInput } from '../../src/report/build.js';
import type { ConformanceReport } from '../../src/report/model.js';
import { requirement, type Requirement, type UntestableClause } from '../../src/requirements/requirement.js';
import { resolveSelection } from '../../src/requirements/select.js';

export const API_KEY = 'sk_live_fixture_secret_4242';

/** A body a hostile or broken server could send: markup that must render as text everywhere. */
export const HOSTILE_BODY =
  '{"message":"</script><script>alert(1)</script><img src=x onerror=\\"window.__pwned=1\\">"}';

const check = async () => {};

export const fixtureCatalogue: readonly Requirement[] = [
  requirement(
    {
      id: 'AUTH-VALID-KEY-ACCEPTED',
      clause: '5.1',
      level: 'MUST',
      rule: 'The configured key is accepted on every endpoint.',
      quote: 'Requests are authenticated with an API key sent as `Authorization: Bearer <API_KEY>`.',
      sends: 'Every endpoint with the configured key.',
      tolerates: 'Any 2xx counts as accepted.',
    },
    check,
  ),
  requirement(
    {
      id: 'AUTH-MISSING-401',
      clause: '5.4',
      level: 'MUST',
      rule: 'A request without an Authorization header fails with 401.',
      quote: 'A request without valid authentication fails with status 401 (Unauthorized).',
      sends: 'Every endpoint without an Authorization header.',
    },
    check,
  ),
  requirement(
    {
      id: 'TLS-HTTPS-ONLY',
      clause: '5.3',
      level: 'MUST',
      rule: 'The API is not served over plain HTTP.',
      quote: 'Calls over plain HTTP fail.',
      sends: "GET over http:// on the API's port and on port 80.",
    },
    check,
  ),
  requirement(
    {
      id: 'ERR-BODY-401',
      clause: '7',
      level: 'MUST',
      rule: 'A 401 answer carries the JSON error body.',
      quote: 'Missing authentication: status 401.',
      sends: 'Every endpoint without credentials.',
    },
    check,
  ),
  requirement(
    {
      id: 'ERR-BODY-STATUS-TEXT',
      clause: '7',
      level: 'SHOULD',
      rule: 'The error field is the status text.',
      quote: 'The status text (e.g. Bad Request).',
      sends: 'The error answers the suite provokes.',
    },
    check,
  ),
  requirement(
    {
      id: 'META-NULL-REMOVES',
      clause: '2.1.5',
      level: 'MUST',
      rule: 'On update, a metadata key set to null is removed.',
      quote: 'On update, a key set to null is removed.',
      sends: 'An update setting an enabled key to null, then GET /v1.0/orders.',
    },
    check,
  ),
  requirement(
    {
      id: 'SF-LIST-SHAPE',
      clause: '4.4',
      level: 'MUST',
      rule: 'The scan form list has scan_forms, has_more and total_count.',
      quote: 'Response (200, JSON):',
      sends: 'GET /v2/scan_forms.',
    },
    check,
  ),
];

export const fixtureUntestable: readonly UntestableClause[] = [
  {
    clause: '5.2',
    statement: "API keys are viewed and managed in the service's dashboard.",
    reason: 'The dashboard is outside the API.',
  },
];

export const fixtureTarget: TargetConfig = {
  ordersBaseUrl: 'https://staging.example.com',
  scanFormsBaseUrl: 'https://scan.staging.example.com',
  ordersApiPrefix: '/v1.0',
  scanFormsApiPrefix: '/v2',
  apiKey: API_KEY,
  secondApiKey: undefined,
  enabledMetadataKeys: ['gift_note'],
  caPem: undefined,
  caSource: undefined,
  seed: 1234,
  numRuns: 12,
  orderReferencePrefix: 'osfc-fixture-',
  requestTimeoutMs: 10_000,
  maxRps: 0,
  maxRetryAfterMs: 5_000,
  embedded: false,
};

export function exchange(
  method: string,
  path: string,
  status: number,
  body: string,
  authShell?: string,
): RecordedExchange {
  return {
    request: {
      method,
      url: `https://staging.example.com${path}`,
      headers: { accept: 'application/json' },
      ...(authShell === undefined ? {} : { authShell }),
    },
    status,
    headers: { 'content-type': 'application/json', 'x-request-id': 'req_1' },
    bodyExcerpt: body,
    durationMs: 12,
  };
}

export const fixtureOutcomes: ReadonlyMap<string, Outcome> = new Map<string, Outcome>([
  [
    'AUTH-VALID-KEY-ACCEPTED',
    {
      id: 'AUTH-VALID-KEY-ACCEPTED',
      verdict: 'pass',
      notes: ['2 endpoints'],
      exchanges: [exchange('GET', '/v1.0/orders', 200, '{"orders":[]}', 'Bearer $API_KEY')],
      durationMs: 30,
      attempts: 1,
    },
  ],
  [
    'AUTH-MISSING-401',
    {
      id: 'AUTH-MISSING-401',
      verdict: 'fail',
      reason: '1 of 2 unauthenticated requests did not fail with 401',
      finding: {
        summary: '1 of 2 unauthenticated requests did not fail with 401',
        received: `GET {base_url}/v1.0/orders: HTTP 200 (key ${API_KEY} leaked)`,
        expected: 'HTTP 401 (spec 5.4)',
        exchanges: [1],
      },
      notes: ['probed 2 endpoints'],
      exchanges: [
        exchange('GET', '/v2/scan_forms', 401, '{"statusCode":401}'),
        exchange('GET', '/v1.0/orders', 200, HOSTILE_BODY),
      ],
      decisiveExchange: 1,
      durationMs: 40,
      attempts: 2,
      retry: { repeated: true, firstReason: 'same' },
    },
  ],
  [
    'TLS-HTTPS-ONLY',
    {
      id: 'TLS-HTTPS-ONLY',
      verdict: 'pass',
      notes: [],
      exchanges: [],
      durationMs: 5,
      attempts: 2,
      retry: { repeated: false, firstReason: 'connection reset' },
    },
  ],
  [
    'ERR-BODY-401',
    {
      id: 'ERR-BODY-401',
      verdict: 'not-exercised',
      reason: 'no request answered 401',
      notes: [],
      exchanges: [],
      durationMs: 1,
      attempts: 1,
    },
  ],
  [
    'ERR-BODY-STATUS-TEXT',
    {
      id: 'ERR-BODY-STATUS-TEXT',
      verdict: 'fail',
      reason: 'error was "nope"',
      finding: { summary: 'error was "nope"', expected: 'Unauthorized', exchanges: [0] },
      notes: [],
      exchanges: [exchange('GET', '/v2/scan_forms', 401, '{"error":"nope"}')],
      decisiveExchange: 0,
      durationMs: 3,
      attempts: 2,
      retry: { repeated: true, firstReason: 'error was "nope"' },
    },
  ],
  [
    'META-NULL-REMOVES',
    {
      id: 'META-NULL-REMOVES',
      verdict: 'not-applicable',
      reason: 'no metadata key is enabled',
      notes: [],
      exchanges: [],
      durationMs: 1,
      attempts: 1,
    },
  ],
  [
    'SF-LIST-SHAPE',
    {
      id: 'SF-LIST-SHAPE',
      verdict: 'pass',
      notes: [],
      exchanges: [
        exchange('GET', '/v2/scan_forms', 200, '{"scan_forms":[],"has_more":false,"total_count":0}', 'Bearer $API_KEY'),
      ],
      durationMs: 8,
      attempts: 1,
    },
  ],
]);

/** What a fixture report varies: any build input, and the catalogue and --only items its selection resolves from. */
export type FixtureInput = Partial<Omit<BuildInput, 'selection'>> & {
  readonly catalogue?: readonly Requirement[];
  readonly only?: readonly string[] | undefined;
};

export function fixtureReport(overrides: FixtureInput = {}): ConformanceReport {
  const { catalogue = fixtureCatalogue, only, ...rest } = overrides;
  return buildReport({
    selection: resolveSelection(catalogue, only),
    untestable: fixtureUntestable,
    outcomes: fixtureOutcomes,
    target: fixtureTarget,
    config: { seed: 1234, numRuns: 12, caFile: undefined },
    startedAt: new Date('2026-11-20T10:00:00.000Z'),
    finishedAt: new Date('2026-11-20T10:00:04.500Z'),
    summary: { requests: 42, retries429: 1, createdReferences: ['osfc-fixture-a-1'] },
    ...rest,
  });
}

/** A fully passing report (every requirement exercised, no retry), for the certification tests. */
export function passingReport(overrides: FixtureInput = {}): ConformanceReport {
  const outcomes = new Map<string, Outcome>(
    fixtureCatalogue.map((r) => [
      r.id,
      { id: r.id, verdict: 'pass', notes: [], exchanges: [], durationMs: 2, attempts: 1 },
    ]),
  );
  return fixtureReport({ outcomes, ...overrides });
}

/**
 * A report as format 1 wrote it: one `statement` per requirement, a failure as one text (summary, then Received:
 * and Expected: lines), no findings and no parts.
 */
export function formatOneReport(report: ConformanceReport = fixtureReport()): unknown {
  const json = JSON.parse(JSON.stringify(report)) as ConformanceReport;
  return {
    ...json,
    formatVersion: 1,
    requirements: json.requirements.map(
      ({ rule, quote: _quote, sends: _sends, tolerates: _tolerates, finding, parts: _parts, ...rest }) => ({
        ...rest,
        statement: rule,
        ...(finding === undefined
          ? {}
          : {
              reason: [
                finding.summary,
                ...(finding.received === undefined ? [] : [`Received: ${finding.received}`]),
                ...(finding.expected === undefined ? [] : [`Expected: ${finding.expected}`]),
              ].join('\n'),
            }),
      }),
    ),
  };
}
