// Safe on a shared staging server, proven on the wire: a recording proxy in front of the reference server sees
// every request a full run sends. Only the four endpoints of spec 4 (plus the plain-HTTP probe of 5.3 and the
// methods the coverage phase tries on them), writes
// only to orders under the run's prefix, the created orders listed in the report, and 429s honoured and counted.

import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/config.js';
import { startReferenceServer } from '../../src/reference/server.js';
import { normaliseVariant } from '../../src/http/safety.js';
import { planRun } from '../../src/runner/plan.js';
import { catalogue } from '../../suites/index.js';
import { runCli } from '../e2e/run-cli.js';
import { startProxy, type SeenRequest, expectNothingLeftBehind } from './servers.js';

const cleanups: Array<() => unknown> = [];
expectNothingLeftBehind(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
  // Servers closed, sockets gone, child processes exited: nothing the test started is left behind.
});

// The four endpoints of spec 4, and the reads that provoke an error to judge its body (spec 7): a path no
// server has under each version prefix, and a GET of the update path (a wrong method that changes nothing).
const SPEC_ENDPOINTS = [
  'GET /v1.0/orders',
  'POST /v1.0/orders',
  'PUT /v1.0/orders/{reference}',
  'GET /v2/scan_forms',
  'GET /v1.0/osfc-no-such-resource',
  'GET /v2/osfc-no-such-resource',
  'GET /v1.0/orders/{reference}',
];

/** A request body as JSON, or undefined (the 400 checks send bodies that are not JSON on purpose). */
function parsed(body: string): { reference?: unknown } | undefined {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

// What the coverage phase of the request space sends besides (README, Safety): HEAD and OPTIONS to both listings,
// one unknown method to the scan form listing, a PATCH with {"metadata": {}} to an order of the run's.
const COVERAGE_EXTRAS = [
  'HEAD /v1.0/orders',
  'HEAD /v2/scan_forms',
  'OPTIONS /v1.0/orders',
  'OPTIONS /v2/scan_forms',
  'OSFC /v2/scan_forms',
  'PATCH /v1.0/orders/{reference}',
];

function endpointOf(req: SeenRequest): string {
  const path = new URL(req.url, 'https://x').pathname;
  return `${req.method} ${path.replace(/^\/v1\.0\/orders\/[^/]+$/, '/v1.0/orders/{reference}')}`;
}

describe('a full run against a recording proxy', () => {
  it("calls only the spec's endpoints, writes only its own orders, lists them, and counts the 429s it waited out", async () => {
    const reference = await startReferenceServer({});
    cleanups.push(() => reference.close());
    const [a, b] = reference.accounts;
    const prefix = `safety-${Date.now().toString(36)}-`;

    let seen = 0;
    let injected429 = 0;
    const refused = new Set<string>();
    const created: string[] = [];
    const proxy = await startProxy(
      reference,
      async (req, upstream) => {
        seen++;
        // Every fifth request after the positive control is refused with 429 Retry-After: 0, at most once per
        // distinct request, so no request meets the retry limit.
        const fingerprint = `${req.method} ${req.url} ${req.headers.authorization ?? ''} ${req.body}`;
        if (seen > 2 && seen % 5 === 0 && !refused.has(fingerprint)) {
          injected429++;
          refused.add(fingerprint);
          return {
            status: 429,
            headers: { 'retry-after': '0', 'content-type': 'application/json' },
            body: '{"statusCode":429,"error":"Too Many Requests","message":"slow down"}',
          };
        }
        const answer = await upstream();
        if (req.method === 'POST' && answer.status >= 200 && answer.status < 300) {
          const reference = parsed(req.body)?.reference;
          if (typeof reference === 'string' || typeof reference === 'number') created.push(String(reference));
        }
        return answer;
      },
      {
        plainHttp: (_req, res) => {
          res.writeHead(400, { 'content-type': 'text/plain' });
          res.end('this port speaks HTTPS');
        },
      },
    );
    cleanups.push(() => proxy.close());

    const result = await runCli(['run'], {
      ORDERS_BASE_URL: proxy.url,
      API_KEY: a.apiKey,
      SECOND_API_KEY: b.apiKey,
      CA_FILE: proxy.caFile,
      ENABLED_METADATA_KEYS: a.enabledMetadataKeys.join(','),
      ORDER_REFERENCE_PREFIX: prefix,
      REQUEST_TIMEOUT_MS: '5000',
    });
    cleanups.push(() => result.cleanup());
    expect(result.code, `${result.stderr}\n${result.stdout}`).toBe(0);

    // Only the four endpoints over HTTPS...
    expect(proxy.seen.length).toBeGreaterThan(20);
    const covered = (r: SeenRequest) =>
      COVERAGE_EXTRAS.includes(endpointOf(r)) && r.headers.authorization !== undefined;
    const variants = proxy.seen.filter((r) => !SPEC_ENDPOINTS.includes(endpointOf(r)) && !covered(r));
    // ...besides the keyless route variants of spec 5.4: never with any Authorization header, each a spelling a
    // router may map onto one of the endpoints, with a method that endpoint's path has (or HEAD, OPTIONS).
    expect(variants.length).toBeGreaterThan(30);
    expect(variants.filter((r) => r.headers.authorization !== undefined).map((r) => r.url)).toEqual([]);
    const spelt = (r: SeenRequest): string =>
      `${r.method} ${normaliseVariant(r.url).replace(/^\/v1\.0\/orders\/[^/]+$/, '/v1.0/orders/{reference}')}`;
    const paths = SPEC_ENDPOINTS.map((e) => e.split(' ')[1]!);
    expect(
      variants
        .map(spelt)
        .filter(
          (e) => !SPEC_ENDPOINTS.includes(e) && !(/^(HEAD|OPTIONS) /.test(e) && paths.includes(e.split(' ')[1]!)),
        ),
    ).toEqual([]);
    // ...and, over plain HTTP, only the probes of spec 5.3 on the same endpoints: reads (GET, HEAD, OPTIONS), and (this target is on
    // loopback, where the real key may go in clear) one create and one update that must not be applied.
    expect(proxy.plainSeen.length).toBeGreaterThan(0);
    expect([...new Set(proxy.plainSeen.map(endpointOf))].sort()).toEqual([
      'GET /v1.0/orders',
      'GET /v2/scan_forms',
      'HEAD /v1.0/orders',
      'HEAD /v2/scan_forms',
      'OPTIONS /v1.0/orders',
      'OPTIONS /v2/scan_forms',
      'POST /v1.0/orders',
      'PUT /v1.0/orders/{reference}',
    ]);

    // Every write names an order under the run's prefix.
    const writes = proxy.seen.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method));
    expect(writes.length).toBeGreaterThan(0);
    for (const w of writes) {
      const path = variants.includes(w) ? normaliseVariant(w.url) : new URL(w.url, 'https://x').pathname;
      const reference = w.method === 'POST' ? parsed(w.body)?.reference : decodedOnce(path.split('/').pop() ?? '');
      // Under the prefix in any letter case (the exact-identifier checks of 4.3 send case variants), or not a
      // string at all (the 400 checks): never another order's reference.
      if (typeof reference === 'string')
        expect(reference.toLowerCase().startsWith(prefix), `${w.method} ${w.url} ${w.body}`).toBe(true);
    }

    // The report lists exactly the orders the target accepted, as sent: a reference holding a lone surrogate (an odd
    // input sends one) keeps it, written as its JSON escape, so a clean-up driven by the list reaches that order.
    expect(created.length).toBeGreaterThan(0);
    const listed = [...new Set(created)].sort();
    expect([...(result.report?.run.createdOrderReferences ?? [])].sort()).toEqual(listed);

    // Every 429 was waited out, retried and counted: each distinct request is refused at most once, so none
    // meets the retry limit, and against a conforming target no check ends with a request still out.
    expect(injected429).toBeGreaterThan(10);
    expect(result.report?.run.retries429).toBe(injected429);
    expect(
      result.report?.requirements.some((r) => r.evidence.some((e) => (e as { retries?: number }).retries === 1)),
    ).toBe(true);
  });
});

/** A path segment percent-decoded, or as sent when its escapes are malformed (the negative probes send such). */
function decodedOnce(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

describe('the dry-run plan', () => {
  it("is recorded from the checks themselves: every requirement sends something, and only to the spec's endpoints", async () => {
    const config = resolveConfig({ ORDER_REFERENCE_PREFIX: 'plan-' });
    const plan = await planRun(config, undefined);
    expect(plan.requirements.map((r) => r.id).sort()).toEqual(catalogue.map((r) => r.id).sort());
    for (const r of plan.requirements) {
      // A requirement that does not apply to this configuration (VER-OLD-PATHS-STABLE on the spec's own paths)
      // sends nothing, and the plan says why; every other one sends something and passed while recorded.
      if (r.caveat?.startsWith('not-applicable') === true) continue;
      expect(r.requests.length, r.id).toBeGreaterThan(0);
      expect(r.caveat, r.id).toBeUndefined();
    }
    // Keyless route variants (spec 5.4) are their own group: raw spellings of the endpoints below, never with a key.
    const variants = plan.templates.filter((t) => t.endsWith(' (no valid key)'));
    expect(variants.length).toBeGreaterThan(40);
    expect(
      variants.filter((t) => !/^(GET|HEAD|OPTIONS|POST|PUT) \{(scan_)?base_url\}\/(v1\.0|V1\.0|v2|V2)/.test(t)),
    ).toEqual([]);
    const endpoints = new Set(plan.templates.filter((t) => !variants.includes(t)).map((t) => t.replace(/\?.*$/, '')));
    expect([...endpoints].sort()).toEqual([
      'GET http://{host}:80/v1.0/orders',
      'GET http://{host}:80/v2/scan_forms',
      'GET http://{host}:{port}/v1.0/orders',
      'GET http://{host}:{port}/v2/scan_forms',
      'GET {base_url}/v1.0/orders',
      'GET {base_url}/v1.0/orders/{reference}',
      'GET {base_url}/v1.0/osfc-no-such-resource',
      'GET {scan_base_url}/v2/osfc-no-such-resource',
      'GET {scan_base_url}/v2/scan_forms',
      'HEAD {base_url}/v1.0/orders',
      'HEAD {scan_base_url}/v2/scan_forms',
      'OPTIONS {base_url}/v1.0/orders',
      'OPTIONS {scan_base_url}/v2/scan_forms',
      'OSFC {scan_base_url}/v2/scan_forms',
      'PATCH {base_url}/v1.0/orders/{reference}',
      'POST http://{host}:{port}/v1.0/orders',
      'POST {base_url}/v1.0/orders',
      'PUT http://{host}:{port}/v1.0/orders/{reference}',
      'PUT {base_url}/v1.0/orders/{reference}',
    ]);
  });
});
