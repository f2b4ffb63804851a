// HTTPS only (spec 5.3): the API must not answer with data over plain HTTP, on the configured port or on 80.
// A refused or closed connection, any non-2xx answer, or a redirect all count as "the call fails".

import { isIP } from 'node:net';
import { TransportError, type ApiRequest, type Auth, type Response } from '../../src/http/client.js';
import type { TargetConfig } from '../../src/config/target.js';
import type { CheckContext } from '../../src/requirements/check-context.js';
import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import { jsonMediaTypeProblem } from '../../src/oracles/error-body.js';
import { TLS_CLAIM, allClaims } from '../../src/space/dimensions/transport.js';
import { accountIdentifiers } from '../support/endpoints.js';
import { lastingReference, runValue } from '../support/lasting.js';
import { mustHoldLasting } from '../support/lasting-orders.js';
import { barrier, countListedUnder, excerpt, findOrders, requireOrders } from '../support/orders.js';
import { namedIn } from '../support/named-in.js';

function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  return bare === 'localhost' || bare === '::1' || (isIP(bare) === 4 && bare.startsWith('127.'));
}

/** The http:// twin of an https URL on the port it listens on (443 when the URL names none), built with the URL API so an IPv6 literal keeps its brackets. */
function plainTwin(base: string, path: string): URL {
  const url = new URL(base);
  const port = url.port === '' ? '443' : url.port;
  url.protocol = 'http:';
  url.port = port;
  url.pathname = `${url.pathname.replace(/\/$/, '')}${path}`;
  return url;
}

/** Plain-HTTP twins of an https base URL: same host and port, and port 80. */
function plainHttpUrls(base: string, path: string): string[] {
  const same = plainTwin(base, path);
  const onEighty = new URL(same.href);
  onEighty.port = '80';
  return [...new Set([same.href, onEighty.href])];
}

/**
 * Headers by which a request claims it reached a TLS-terminating proxy first: the classes of the request space's
 * tls-claim dimension (src/space/dimensions/transport.ts). Any client can send them: over plain HTTP they change
 * nothing of "calls over plain HTTP fail" (5.3).
 */
export const TLS_CLAIMS: ReadonlyArray<Readonly<Record<string, string>>> = TLS_CLAIM.classes.map((c) => c.value);

/**
 * The request-line classes of the request space sent over clear text (src/space/dimensions/request-line.ts): the
 * target in absolute-form naming https, and the methods HEAD and OPTIONS. A 2xx to HEAD is the read served, headers
 * and all; OPTIONS reads no data, so only an answer carrying data counts against it.
 */
const PLAIN_REQUEST_LINES: ReadonlyArray<{
  readonly covers: string;
  readonly label: string;
  readonly method: 'GET' | 'HEAD' | 'OPTIONS';
  readonly absoluteTarget?: 'https';
}> = [
  {
    covers: 'request-target-form/absolute-form-https-clear-text',
    label: 'the request target in absolute-form naming https://',
    method: 'GET',
    absoluteTarget: 'https',
  },
  { covers: 'method/head-clear-text', label: 'HEAD', method: 'HEAD' },
  { covers: 'method/options-clear-text', label: 'OPTIONS', method: 'OPTIONS' },
];

function claimLabel(headers: Readonly<Record<string, string>>): string {
  return Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
}

/** One plain-HTTP read judged (5.3): `served` when the API answered it, else a note saying how the call failed. */
function judgePlainRead(
  label: string,
  res: Response | TransportError,
  secrets: readonly string[],
  head = false,
): { served?: string; note?: string } {
  if (res instanceof TransportError) return { note: `${label}: ${res.message} (the call fails, as required)` };
  // A HEAD answer has no content (RFC 9110 9.3.2): a 2xx labelled as the API's JSON is the read served; a web page's
  // headers (a default site on the port) are no API call succeeding.
  if (head && res.status >= 200 && res.status < 300 && jsonMediaTypeProblem(res.headers['content-type']) === undefined)
    return { served: `${label} answered HTTP ${res.status} as ${res.headers['content-type'] ?? ''}, the read served` };
  const leaked = namedIn(res, secrets);
  const to = res.headers.location === undefined ? '' : ` to ${res.headers.location}`;
  // A 2xx counts as the API answering when it is JSON or names the account's data; a 200 HTML page (a web site or a
  // proxy's default page on port 80) is no API call succeeding.
  if (res.status >= 200 && res.status < 300 && (res.json !== undefined || leaked.length > 0))
    return { served: `${label} answered HTTP ${res.status}: ${excerpt(res.text, 100)}` };
  if (res.status >= 200 && res.status < 300)
    return {
      note: `${label}: HTTP ${res.status} with a body that is not JSON and names none of the account's data (${excerpt(res.text, 60)}): not the API`,
    };
  // A redirect or an error whose body is the API's answer still hands the data to anyone on the path.
  if (leaked.length > 0)
    return {
      served: `${label} answered HTTP ${res.status}${to} with the account's data in its body (${leaked.slice(0, 3).join(', ')}): ${excerpt(res.text, 100)}`,
    };
  return { note: `${label}: HTTP ${res.status}${to} (the call fails, as required)` };
}

// TLS-HTTPS-ONLY sends, besides each plain read, the same read once per TLS_CLAIMS header when the port speaks plain
// HTTP; TLS-PLAIN-WRITE-NOT-APPLIED sends its create and update again with every claim at once. Tolerated as before:
// a refused connection, a redirect or any non-2xx without the account's data; a claim changes nothing of that.

/** The references a plain-HTTP write check uses: the order updated over plain HTTP, and the two it tries to create. */
interface PlainRefs {
  readonly control: string;
  readonly create: string;
  readonly createClaimed: string;
}

interface PlainWrite {
  readonly label: string;
  readonly url: string;
  readonly method: 'POST' | 'PUT';
  readonly json: unknown;
  readonly headers?: Record<string, string>;
}

/**
 * A create and (with an enabled key) an update over http://, then the same writes claiming TLS in every header a
 * proxy sets (one request each, all claims at once): a header any client can send does not make clear text encrypted.
 */
function plainWrites(t: TargetConfig, refs: PlainRefs, key: string | undefined): PlainWrite[] {
  const createUrl = plainTwin(t.ordersBaseUrl, `${t.ordersApiPrefix}/orders`).href;
  const updateUrl = plainTwin(t.ordersBaseUrl, `${t.ordersApiPrefix}/orders/${encodeURIComponent(refs.control)}`).href;
  const writes: PlainWrite[] = [
    {
      label: `POST ${createUrl}`,
      url: createUrl,
      method: 'POST',
      json: { reference: refs.create, metadata: key === undefined ? {} : { [key]: 'over-plain-http' } },
    },
    ...(key === undefined
      ? []
      : [
          {
            label: `PUT ${updateUrl}`,
            url: updateUrl,
            method: 'PUT' as const,
            json: { metadata: { [key]: 'over-plain-http' } },
          },
        ]),
  ];
  const claims = allClaims();
  const claimed = writes.map((w) => ({
    ...w,
    label: `${w.label} with ${claimLabel(claims)}`,
    headers: claims,
    json:
      w.method === 'POST'
        ? { reference: refs.createClaimed, metadata: {} }
        : { metadata: { [key ?? '']: 'over-plain-http-claiming-tls' } },
  }));
  return [...writes, ...claimed];
}

/** Sends each write in turn and notes what it answered; what it answered is not judged, only what is stored. */
async function sendPlainWrites(ctx: CheckContext, writes: readonly PlainWrite[]): Promise<void> {
  for (const w of writes) {
    const res = await ctx.http.attempt({
      api: 'orders',
      method: w.method,
      path: '',
      url: w.url,
      json: w.json,
      ...(w.headers === undefined ? {} : { headers: w.headers }),
      timeoutMs: 3_000,
    });
    ctx.note(
      res instanceof TransportError
        ? `${w.label}: ${res.message}`
        : `${w.label}: HTTP ${res.status} ${excerpt(res.text, 80)}`,
    );
  }
}

/** What the listing shows of the plain writes: an order they created, or the update's value on the control order. */
function appliedPlainWrites(
  read: Awaited<ReturnType<typeof requireOrders>>,
  refs: PlainRefs,
  key: string | undefined,
): string[] {
  const applied: string[] = [];
  for (const created of [refs.create, refs.createClaimed])
    if (countListedUnder(read, created) > 0) applied.push(`the order ${created} created over plain HTTP is listed`);
  const after = read.orders.get(refs.control);
  const value =
    key === undefined || after === undefined
      ? undefined
      : (after['metadata'] as Record<string, unknown> | undefined)?.[key];
  if (typeof value === 'string' && value.startsWith('over-plain-http'))
    applied.push(`the update sent over plain HTTP changed ${refs.control} (${key ?? ''} is now "${value}")`);
  return applied;
}

/** The account's identifiers, which sharpen the verdict on non-2xx answers; none when they cannot be read. */
function identifiers(ctx: CheckContext): Promise<string[]> {
  // A target that cannot create the fixture order is judged on HTTP statuses alone here (the order checks report it).
  return accountIdentifiers(ctx).then(
    ({ reference, scanFormIds }) => [reference, ...scanFormIds],
    (error: unknown) => {
      ctx.note(
        `the account's identifiers could not be read (${error instanceof Error ? error.message : String(error)}): redirects and errors over plain HTTP were judged by status only`,
      );
      return [] as string[];
    },
  );
}

/** A plain URL that answered, and the credentials it was sent with. */
interface Speaking {
  readonly url: string;
  readonly auth: Auth;
}

/**
 * The plain reads of the origin form: fails with every one the API served; returns the URLs whose port answered at
 * all (the ones worth probing further). The real key crosses plain HTTP only on this machine's loopback; a remote host
 * gets a decoy key, so the probe can still catch a server that answers data over HTTP without valid authentication.
 */
async function plainReads(ctx: CheckContext, urls: readonly string[], secrets: readonly string[]): Promise<Speaking[]> {
  const served: string[] = [];
  const speaking: Speaking[] = [];
  for (const url of urls) {
    const loopback = isLoopback(new URL(url).hostname);
    const decoy = 'Bearer osfc_decoy_key';
    const auth: Auth = loopback ? { kind: 'key' } : { kind: 'header', value: decoy, label: decoy, shell: decoy };
    if (!loopback)
      ctx.note(`${url}: probed with a decoy key; the real key is never sent over plain HTTP to another host`);
    const covers = 'request-target-form/origin-form-clear-text';
    const res = await ctx.http.attempt({ api: 'orders', method: 'GET', path: '', url, auth, timeoutMs: 3_000, covers });
    const verdict = judgePlainRead(url, res, secrets);
    if (verdict.served !== undefined) served.push(verdict.served);
    else ctx.note(verdict.note!);
    if (!(res instanceof TransportError)) speaking.push({ url, auth });
  }
  if (served.length > 0) failServed(ctx, served);
  return speaking;
}

/** Sends each plain probe at once and fails with every one the API served. */
async function judgePlain(
  ctx: CheckContext,
  probes: ReadonlyArray<{ readonly label: string; readonly probe: ApiRequest }>,
  secrets: readonly string[],
): Promise<void> {
  const answers = await Promise.all(probes.map(({ probe }) => ctx.http.attempt(probe)));
  const served = answers.flatMap((res, i) => {
    const { label, probe } = probes[i]!;
    return judgePlainRead(label, res, secrets, probe.method === 'HEAD').served ?? [];
  });
  if (served.length > 0) failServed(ctx, served);
}

function failServed(ctx: CheckContext, served: readonly string[]): never {
  return ctx.fail('the API answered over plain HTTP', {
    problems: served,
    expected:
      "a refused or closed connection, a redirect, or a non-2xx status, with none of the account's data (spec 5.3)",
  });
}

export const transportRequirements: readonly Requirement[] = [
  requirement(
    {
      id: 'TLS-HTTPS-ONLY',
      clause: '5.3',
      level: 'MUST',
      rule: "The API MUST NOT be served over plain HTTP: a call over http:// fails and carries none of the account's data.",
      quote: 'All requests must be made over HTTPS. Calls over plain HTTP fail.',
      sends:
        "GET of the orders and scan forms paths over http://, on the API's port and on port 80 (the real key on a loopback host, a decoy elsewhere); where the port answers, the same read with each header claiming TLS, in absolute-form, and as HEAD and OPTIONS.",
      tolerates:
        "Any way for the call to fail: a refused or closed connection, a redirect, any non-2xx status, or a 2xx page that is not the API's JSON (for OPTIONS, any answer without the account's data).",
      parts: [
        { name: 'origin-form', rule: "A read over http:// fails and carries none of the account's data." },
        {
          name: 'tls-claims',
          rule: 'A read over http:// that claims TLS in a header (X-Forwarded-Proto, Forwarded, X-Forwarded-Ssl...) fails too.',
        },
        {
          name: 'request-line',
          rule: 'A read over http:// with an absolute-form https:// target, or as HEAD or OPTIONS, fails too.',
        },
      ],
    },
    async (ctx) => {
      const t = ctx.target;
      const secrets = await identifiers(ctx);
      const targets = [
        ...plainHttpUrls(t.ordersBaseUrl, `${t.ordersApiPrefix}/orders`),
        ...plainHttpUrls(t.scanFormsBaseUrl, `${t.scanFormsApiPrefix}/scan_forms`),
      ];
      const speaking = await ctx.part('origin-form', () => plainReads(ctx, [...new Set(targets)], secrets));
      if (speaking === undefined) return;
      // Where the port speaks plain HTTP, the same read claiming TLS, or spelt otherwise, must fail too.
      await ctx.part('tls-claims', () =>
        judgePlain(
          ctx,
          speaking.flatMap(({ url, auth }) =>
            TLS_CLAIM.classes.map(({ name, value: headers }) => ({
              label: `${url} with ${claimLabel(headers)}`,
              probe: {
                api: 'orders',
                method: 'GET',
                path: '',
                url,
                auth,
                headers,
                timeoutMs: 3_000,
                covers: `${TLS_CLAIM.id}/${name}`,
              } as const,
            })),
          ),
          secrets,
        ),
      );
      await ctx.part('request-line', () =>
        judgePlain(
          ctx,
          speaking.flatMap(({ url, auth }) =>
            PLAIN_REQUEST_LINES.map((line) => ({
              label: `${line.method} ${url} with ${line.label}`,
              probe: {
                api: 'orders',
                method: line.method,
                path: '',
                url,
                auth,
                timeoutMs: 3_000,
                covers: line.covers,
                ...(line.absoluteTarget === undefined ? {} : { absoluteTarget: line.absoluteTarget }),
              } as const,
            })),
          ),
          secrets,
        ),
      );
    },
  ),
  requirement(
    {
      id: 'TLS-PLAIN-WRITE-NOT-APPLIED',
      clause: '5.3',
      level: 'MUST',
      rule: 'A create or update sent over plain HTTP MUST NOT happen, whatever it answers.',
      quote: 'Calls over plain HTTP fail.',
      sends:
        "A create and an update over http:// to the API's port, then GET /v1.0/orders over HTTPS to read them back. Only on a loopback target (127.0.0.0/8, ::1, localhost), so the real key never crosses a network in clear text.",
      tolerates:
        'Any answer, error or redirect, as long as nothing is stored; on any other host the requirement is not exercised.',
    },
    async (ctx) => {
      const t = ctx.target;
      const host = new URL(t.ordersBaseUrl).hostname;
      if (!isLoopback(host))
        ctx.notExercised(
          `the orders host ${host} is not loopback: a write over plain HTTP would send the API key in clear text across the network, which the suite never does (spec 5.5)`,
        );
      const key = t.enabledMetadataKeys[0];
      const refs = {
        // A lasting order (created once, lasting-orders.ts), written over HTTPS with this run's value first.
        control: lastingReference(ctx, 'plain-http-update'),
        create: ctx.newOrderReference('plain-http-create'),
        createClaimed: ctx.newOrderReference('plain-http-create-claiming-tls'),
      };
      const overHttps = { metadata: key === undefined ? {} : { [key]: runValue(ctx, 'over-https') } };
      await mustHoldLasting(ctx, refs.control, overHttps, overHttps);
      if (key === undefined)
        ctx.note(
          'ENABLED_METADATA_KEYS is empty, so an update over plain HTTP could not be observed: only the create was sent',
        );
      await sendPlainWrites(ctx, plainWrites(t, refs, key));
      // A write over HTTPS after the plain ones: once it is listed, a listing that lags behind writes shows them too.
      const read = await requireOrders(ctx, [refs.control, await barrier(ctx)], { whole: true });
      const applied = appliedPlainWrites(read, refs, key);
      if (applied.length > 0) {
        const page = read.at.get(refs.control) ?? read.res;
        ctx.fail('a write sent over plain HTTP was applied', {
          received: `${applied.join('; ')}: ${excerpt(JSON.stringify(findOrders(page.json, refs.control)[0] ?? {}), 160)}`,
          expected: 'calls over plain HTTP fail (spec 5.3): nothing they send is stored',
          exchange: page.exchange,
        });
      }
    },
  ),
];
