// Every answer is untrusted input: fast-check generates hostile answers (wrong types at any depth, nulls,
// huge arrays, deep nesting, non-JSON, empty bodies, odd content types, echoed keys, transport failures) and
// proves that no check of the catalogue, no support helper, the schema validator, the report builder, the
// renderers, curl and the scrubber ever throw on them: every bad answer ends as a verdict with a reason.

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TargetConfig } from '../../src/config/target.js';
import { RunContext } from '../../src/engine/run-context.js';
import { runRequirement } from '../../src/engine/run-requirement.js';
import type { Outcome } from '../../src/engine/outcome.js';
import {
  TargetHttp,
  TransportError,
  type ApiRequest,
  type Response,
  type TargetHttpOptions,
} from '../../src/http/client.js';
import { parseBody } from '../../src/http/parse-body.js';
import { toCurl } from '../../src/evidence/curl.js';
import type { RecordedExchange } from '../../src/evidence/exchange.js';
import { checkRequest } from '../../src/http/safety.js';
import { Scrubber, secretForms } from '../../src/evidence/secrets.js';
import { buildReport } from '../../src/report/build.js';
import { resolveSelection } from '../../src/requirements/select.js';
import { renderJunit } from '../../src/report/junit.js';
import { renderSummary, styleFor } from '../../src/report/terminal.js';
import { shapeNames, validate } from '../../src/schema/validate.js';
import { catalogue, untestable } from '../../suites/index.js';
import { errorBodyProblems, describe as describeValue } from '../../suites/support/error-body.js';
import { LISTING_LAG_DELAYS_MS, excerpt, findOrders, isObject } from '../../suites/support/orders.js';
import { validErrorBody, validScanForm, validScanFormList } from '../schema/fixtures.js';

const KEY = 'sk_live_FuzzKey0123456789';
const SECOND = 'sk_live_OtherAcct98765';
const scrubber = new Scrubber([
  ['API_KEY', KEY],
  ['SECOND_API_KEY', SECOND],
]);
const allForms = [...secretForms(KEY), ...secretForms(SECOND)];

function leaked(text: string): string[] {
  return allForms.filter((f) => text.includes(f));
}

// ---------- hostile answers ----------

/** Any JSON value, with keys the suite looks for so wrong types land where checks read. */
const hostileJson = fc.jsonValue({ maxDepth: 5 }).chain((value) =>
  fc.oneof(
    fc.constant(value),
    fc.record(
      {
        scan_forms: fc.constant(value),
        has_more: fc.jsonValue({ maxDepth: 1 }),
        total_count: fc.jsonValue({ maxDepth: 1 }),
      },
      { requiredKeys: [] },
    ),
    fc.record(
      {
        statusCode: fc.jsonValue({ maxDepth: 1 }),
        error: fc.jsonValue({ maxDepth: 1 }),
        message: fc.constant(value),
      },
      { requiredKeys: [] },
    ),
    fc.record(
      { orders: fc.constant(value), reference: fc.jsonValue({ maxDepth: 1 }), metadata: fc.constant(value) },
      { requiredKeys: [] },
    ),
  ),
);

/** A valid body with one field anywhere replaced by a wrong type, null, or removed. */
const brokenValid = fc
  .tuple(
    fc.constantFrom(
      validScanFormList,
      () => validScanFormList([validScanForm(), null, 'sf_', 42]),
      validErrorBody,
      () => [validScanForm()],
    ),
    fc.nat(),
    fc.oneof(fc.constant(undefined), fc.constant(null), fc.jsonValue({ maxDepth: 2 })),
  )
  .map(([make, pick, replacement]) => {
    const body = make() as unknown;
    const spots: Array<[Record<string, unknown> | unknown[], string | number]> = [];
    const walk = (node: unknown) => {
      if (Array.isArray(node)) {
        node.forEach((v, i) => {
          spots.push([node, i]);
          walk(v);
        });
      } else if (isObject(node)) {
        for (const [k, v] of Object.entries(node)) {
          spots.push([node, k]);
          walk(v);
        }
      }
    };
    walk(body);
    const spot = spots[pick % Math.max(1, spots.length)];
    if (spot !== undefined) {
      const [parent, at] = spot;
      if (replacement === undefined && !Array.isArray(parent)) delete parent[at as string];
      else (parent as Record<string | number, unknown>)[at] = replacement;
    }
    return JSON.stringify(body);
  });

const weirdText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\n',
    'null',
    'true',
    '0',
    '-1e999',
    '[]',
    '{}',
    '{',
    '}',
    '[{',
    '"scan_forms"',
    '<!DOCTYPE html><h1>502 Bad Gateway</h1>',
    '\ufeff{"scan_forms":[]}',
    '{"scan_forms":null,"has_more":"no","total_count":"7"}',
    '{"scan_forms":{},"has_more":null}',
    '{"scan_forms":[null,1,"x",[],{}]}',
    '{"__proto__":{"polluted":true},"constructor":{"prototype":{}}}',
    'Unauthorized',
    `{"message":"bad key ${KEY}"}`,
    `Bearer ${KEY}`,
  ),
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.nat({ max: 20_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
  fc
    .nat({ max: 5_000 })
    .map((n) => JSON.stringify({ scan_forms: Array.from({ length: n }, () => null), has_more: true, total_count: n })),
  fc
    .nat({ max: 400 })
    .map((n) =>
      JSON.stringify({ scan_forms: Array.from({ length: n }, validScanForm), has_more: false, total_count: -n }),
    ),
);

/** Null and wrong scalars where objects belong: the values that turn a careless `a.b` into a TypeError. */
const nullish = fc.constantFrom(
  'null',
  '{"statusCode":null,"error":null,"message":null}',
  '{"scan_forms":[null]}',
  '[null]',
  '{"metadata":null,"reference":null}',
  '{"statusCode":"401","error":401,"message":{}}',
  '{"scan_forms":[{"address":null,"verifications":null}]}',
  '{"scan_forms":[{"address":{"verifications":{"delivery":null,"smarty":7}}}]}',
);

const hostileBody = fc.oneof(
  { weight: 3, arbitrary: hostileJson.map((v) => JSON.stringify(v)) },
  { weight: 3, arbitrary: brokenValid },
  { weight: 3, arbitrary: weirdText },
  { weight: 2, arbitrary: nullish },
);

const hostileHeaders = fc.dictionary(
  fc.constantFrom(
    'content-type',
    'location',
    'retry-after',
    'x-echo-authorization',
    'www-authenticate',
    'link',
    'x-total-count',
  ),
  fc.oneof(
    fc.constantFrom(
      'application/json',
      'text/html',
      'application/octet-stream',
      '',
      '/steal',
      `https://evil.example/?k=${KEY}`,
      `Bearer ${KEY}`,
    ),
    fc.string({ maxLength: 40 }),
  ),
  { maxKeys: 4 },
);

interface Step {
  /**
   * A conforming status lets checks get past their first request into the code that reads bodies (2xx for the
   * valid key, 401 otherwise); the body stays hostile either way.
   */
  readonly conforming: boolean;
  readonly kind: 'answer' | 'transport' | 'echo-orders';
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
  readonly truncated: boolean;
}

const step: fc.Arbitrary<Step> = fc.record({
  conforming: fc.boolean().chain((b) => (b ? fc.constant(true) : fc.boolean())),
  kind: fc.constantFrom<Step['kind']>('answer', 'answer', 'answer', 'answer', 'transport', 'echo-orders'),
  status: fc.constantFrom(200, 200, 200, 201, 204, 302, 400, 401, 401, 403, 404, 409, 429, 500, 503),
  headers: hostileHeaders,
  body: hostileBody,
  truncated: fc.boolean().map((b) => b && Math.random() < 0.1),
});

/**
 * A client that answers from a generated script instead of a socket: the same safety wall and the same
 * body parsing (cap, scrub, JSON) as the real one, so checks see exactly what a hostile server would give.
 */
class ScriptedHttp extends TargetHttp {
  private n = 0;
  private readonly references: string[] = [];
  constructor(
    target: TargetConfig,
    options: TargetHttpOptions,
    private readonly steps: readonly Step[],
    private readonly hostileValue: unknown,
  ) {
    super(target, options);
  }

  override send(req: ApiRequest, record: (e: RecordedExchange) => void): Promise<Response> {
    checkRequest(req, this.target);
    this.stats.requests++;
    const s = this.steps[this.n++ % this.steps.length]!;
    const json = req.rawBody === undefined ? req.json : undefined;
    if (isObject(json) && typeof json.reference === 'string') this.references.push(json.reference);
    const request = {
      method: req.method,
      url: this.scrubber.scrub(this.urlFor(req)),
      headers: { authorization: 'Bearer <API_KEY>' },
    };
    if (s.kind === 'transport') {
      return Promise.reject(
        new TransportError(
          '127.0.0.1 closed or reset the connection before answering',
          { request, error: 'reset', durationMs: 1 },
          'ECONNRESET',
        ),
      );
    }
    // The suite's own orders fed back with hostile fields, so the paths that find an order run too.
    const raw =
      s.kind === 'echo-orders'
        ? JSON.stringify(
            this.references
              .slice(-3)
              .map((reference) => ({ reference, metadata: this.hostileValue }))
              .concat([{ reference: this.hostileValue as string, metadata: {} }]),
          )
        : s.body;
    const parsed = parseBody(raw, s.truncated, this.scrubber);
    const keyed = (req.auth?.kind ?? 'key') === 'key' || req.auth?.kind === 'second-key';
    const status = s.conforming ? (keyed ? (req.method === 'POST' ? 201 : 200) : 401) : s.status;
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(s.headers)) headers[k] = this.scrubber.scrub(v);
    const exchange: RecordedExchange = {
      request,
      status,
      headers,
      bodyExcerpt: parsed.text.slice(0, 2_000),
      truncated: s.truncated,
      durationMs: 1,
    };
    record(exchange);
    return Promise.resolve({
      status,
      headers,
      text: parsed.text,
      json: parsed.json,
      ...(parsed.jsonError === undefined ? {} : { jsonError: parsed.jsonError }),
      truncated: s.truncated,
      exchange,
    });
  }
}

const target: TargetConfig = {
  ordersBaseUrl: 'https://127.0.0.1:9443',
  scanFormsBaseUrl: 'https://127.0.0.1:9443',
  ordersApiPrefix: '/v1.0',
  scanFormsApiPrefix: '/v2',
  apiKey: KEY,
  secondApiKey: SECOND,
  enabledMetadataKeys: ['gift_note', 'channel'],
  caPem: undefined,
  caSource: undefined,
  seed: 7,
  numRuns: 2,
  orderReferencePrefix: 'fuzz-',
  requestTimeoutMs: 1_000,
  maxRps: 0,
  maxRetryAfterMs: 0,
  embedded: false,
};

async function runCatalogue(steps: readonly Step[], hostileValue: unknown): Promise<Map<string, Outcome>> {
  const run = new RunContext(target, { http: (t, o) => new ScriptedHttp(t, o, steps, hostileValue) });
  const outcomes = new Map<string, Outcome>();
  try {
    await Promise.all(
      catalogue.map(async (req) =>
        outcomes.set(req.id, await runRequirement(req, run, { attemptTimeoutMs: 10_000, retryFailures: true })),
      ),
    );
  } finally {
    await run.close();
  }
  return outcomes;
}

describe('every requirement of the catalogue, fed hostile answers', () => {
  // The read-back waits for a lagging listing are real time, and this property is about bodies, not time:
  // without them a hundred hostile runs take seconds instead of minutes. Restored after.
  const lagDelays = LISTING_LAG_DELAYS_MS as number[];
  const saved = [...lagDelays];
  beforeAll(() => {
    lagDelays.fill(0);
  });
  afterAll(() => {
    lagDelays.splice(0, lagDelays.length, ...saved);
  });

  it('ends every check with a readable verdict, never with an exception from the check', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: 12 }),
        fc.jsonValue({ maxDepth: 3 }),
        async (steps, hostileValue) => {
          const outcomes = await runCatalogue(steps, hostileValue);
          expect(outcomes.size).toBe(catalogue.length);
          for (const outcome of outcomes.values()) {
            expect(['pass', 'fail', 'not-exercised', 'not-applicable']).toContain(outcome.verdict);
            // The engine's last resort for a check that threw: reaching it means a check trusted an answer.
            expect(outcome.reason ?? '', outcome.id).not.toMatch(
              /the check could not interpret the answer|refused to send a request outside its safety rules/,
            );
            if (outcome.verdict !== 'pass') expect(typeof outcome.reason, outcome.id).toBe('string');
          }
          const report = buildReport({
            selection: resolveSelection(catalogue, undefined),
            untestable,
            outcomes,
            target,
            config: { seed: 7, numRuns: 2, caFile: undefined },
            startedAt: new Date(0),
            finishedAt: new Date(1),
          });
          const written = [
            JSON.stringify(report),
            renderJunit(report),
            renderSummary(report, [], styleFor({}, {})),
          ].join('\n');
          expect(leaked(written)).toEqual([]);
        },
      ),
      { numRuns: 50 },
    );
    // Fifty whole catalogues, each with its coverage phase of the request space (about 350 requests more), take
    // about as long as a hundred did before it; the bound only catches a hang.
  }, 420_000);
});

describe('the pieces checks are built from never throw on hostile input', () => {
  const anyBodyText = fc.oneof(
    hostileBody,
    fc.string().map((s) => `${s}${KEY}${s}`),
    fc.string({ unit: 'binary' }),
  );

  it('parseBody: any text, cut or whole, gives text and JSON or a reason, with no key form left', () => {
    fc.assert(
      fc.property(anyBodyText, fc.boolean(), fc.nat({ max: 40 }), (raw, truncated, cut) => {
        // A cut anywhere, including through the middle of an echoed key.
        const text = truncated ? raw.slice(0, Math.max(0, raw.length - cut)) : raw;
        const parsed = parseBody(text, truncated, scrubber);
        expect(typeof parsed.text).toBe('string');
        if (parsed.json === undefined) expect(typeof parsed.jsonError).toBe('string');
        const everything = `${parsed.text}\n${parsed.jsonError ?? ''}\n${JSON.stringify(parsed.json) ?? ''}`;
        expect(leaked(everything)).toEqual([]);
        // No fragment of a key (its first 8 characters) survives a cut either.
        if (truncated) expect(parsed.text.endsWith(KEY.slice(0, 8))).toBe(false);
      }),
      { numRuns: 400 },
    );
  });

  it('errorBodyProblems reads any answer as a list of sentences', () => {
    fc.assert(
      fc.property(anyBodyText, fc.integer({ min: 100, max: 599 }), (raw, status) => {
        const parsed = parseBody(raw, false, scrubber);
        const res = {
          status,
          headers: {},
          text: parsed.text,
          json: parsed.json,
          truncated: false,
          exchange: { request: { method: 'GET', url: 'https://h/x', headers: {} }, durationMs: 0 },
        } as Response;
        const problems = errorBodyProblems(res);
        expect(Array.isArray(problems)).toBe(true);
        for (const p of problems) expect(typeof p).toBe('string');
      }),
      { numRuns: 400 },
    );
  });

  it('findOrders, excerpt and describe accept anything', () => {
    fc.assert(
      fc.property(
        fc.anything({ withNullPrototype: true, withSparseArray: true, maxDepth: 6 }),
        fc.string(),
        fc.nat({ max: 500 }),
        (value, reference, max) => {
          const found = findOrders(value, reference);
          for (const order of found) expect(order.reference).toBe(reference);
          expect(typeof describeValue(value)).toBe('string');
          const text = excerpt(typeof value === 'string' ? value : String(JSON.stringify(value) ?? ''), max);
          expect(text.length).toBeLessThanOrEqual(Math.max(max + 1, '(empty body)'.length));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('findOrders stays bounded on a huge, deep body', () => {
    let deep: unknown = { reference: 'needle' };
    for (let i = 0; i < 10_000; i++) deep = [deep];
    const wide = Array.from({ length: 300_000 }, (_, i) => ({ reference: `r${i}` }));
    // No stack overflow on 10,000 levels, and the depth bound stops before the needle.
    expect(findOrders(deep, 'needle')).toEqual([]);
    expect(findOrders(wide, 'r3')).toHaveLength(1);
  });

  it('validate reads any parsed body against every shape', () => {
    fc.assert(
      fc.property(hostileBody, fc.constantFrom(...shapeNames), (raw, shape) => {
        const parsed = parseBody(raw, false, scrubber);
        const violations = validate(shape, parsed.json);
        expect(Array.isArray(violations)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  const hostileString = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.constantFrom(
      KEY,
      `Bearer ${KEY}`,
      encodeURIComponent(KEY),
      Buffer.from(KEY).toString('base64'),
      '\u0000\u001b[31m',
      'it\'s "quoted" $API_KEY `x`',
      '\ud800',
    ),
  );
  const exchangeArb: fc.Arbitrary<RecordedExchange> = fc.record(
    {
      request: fc.record(
        {
          method: fc.constantFrom('GET', 'POST', 'PUT'),
          url: hostileString,
          headers: fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
          bodyExcerpt: hostileString,
          authShell: fc.constantFrom('Bearer $API_KEY', 'Bearer osfc_decoy'),
          body: hostileString,
        },
        { requiredKeys: ['method', 'url', 'headers'] },
      ),
      status: fc.integer({ min: 100, max: 999 }),
      headers: fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
      bodyExcerpt: hostileString,
      truncated: fc.boolean(),
      error: hostileString,
      durationMs: fc.nat(),
      retries: fc.nat({ max: 3 }),
    },
    { requiredKeys: ['request', 'durationMs'] },
  );

  it('toCurl renders any exchange', () => {
    fc.assert(
      fc.property(exchangeArb, (exchange) => {
        expect(typeof toCurl(exchange, '$CA_FILE')).toBe('string');
      }),
      { numRuns: 300 },
    );
  });

  it('the scrubber handles any text and any JSON node', () => {
    fc.assert(
      fc.property(hostileString, hostileString, fc.jsonValue({ maxDepth: 3 }), (a, b, node) => {
        const text = scrubber.scrub(`${a}${KEY}${b}`);
        expect(scrubber.leaks(text)).toBe(false);
        expect(typeof scrubber.dropPartialTail(`${a}${KEY.slice(0, 9)}`)).toBe('string');
        expect(scrubber.dropPartialTail(`${a}${KEY.slice(0, 9)}`).endsWith(KEY.slice(0, 9))).toBe(false);
        scrubber.scrubJsonNode(node);
        expect(leaked(JSON.stringify(scrubber.scrubDeep({ a, b, node, k: KEY })))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('the report builder and its renderers take any outcomes, and write no key', () => {
    const outcomeFor = (id: string) =>
      fc
        .record({
          verdict: fc.constantFrom(
            'pass' as const,
            'fail' as const,
            'not-exercised' as const,
            'not-applicable' as const,
          ),
          reason: hostileString,
          notes: fc.array(hostileString, { maxLength: 3 }),
          exchanges: fc.array(exchangeArb, { maxLength: 3 }),
          decisiveExchange: fc.integer({ min: -2, max: 5 }),
          durationMs: fc.nat(),
          attempts: fc.constantFrom(1, 2),
          retry: fc.option(fc.record({ repeated: fc.boolean(), firstReason: hostileString }), { nil: undefined }),
        })
        .map((o): Outcome => ({ id, ...o, ...(o.retry === undefined ? { retry: undefined } : {}) }) as Outcome);
    const outcomesArb = fc.tuple(...catalogue.map((r) => fc.option(outcomeFor(r.id), { nil: undefined })));
    fc.assert(
      fc.property(outcomesArb, fc.option(hostileString, { nil: undefined }), (list, incomplete) => {
        const outcomes = new Map<string, Outcome>();
        for (const o of list) if (o !== undefined) outcomes.set(o.id, o);
        const report = buildReport({
          selection: resolveSelection(catalogue, undefined),
          untestable,
          outcomes,
          target,
          config: { seed: 1, numRuns: 1, caFile: undefined },
          startedAt: new Date(0),
          finishedAt: new Date(5),
          incomplete,
          summary: { requests: 3, retries429: 1, createdReferences: [`fuzz-${KEY}`] },
        });
        const written = [
          JSON.stringify(report),
          renderJunit(report),
          renderSummary(report, ['x'], styleFor({ isTTY: true }, {})),
        ].join('\n');
        expect(leaked(written)).toEqual([]);
        // JUnit must stay XML 1.0: no control character outside tab, newline, carriage return.
        expect(renderJunit(report)).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
      }),
      { numRuns: 150 },
    );
  });
});
