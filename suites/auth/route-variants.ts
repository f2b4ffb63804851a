// Route variants (spec 5.4): the spellings of each spec path that a router or proxy maps onto the same handler,
// sent without a key, must fail like the spec path itself: never 2xx, never the account's data, never a write.

import { randomBytes } from 'node:crypto';
import type { ApiRequest, Response } from '../../src/http/client.js';
import type { CheckContext } from '../../src/requirements/check-context.js';
import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import { accountIdentifiers } from '../support/endpoints.js';
import { barrier, excerpt, findOrders, is2xx, requireOrders } from '../support/orders.js';
import { lastingReference } from '../support/lasting.js';
import { mustHoldLasting } from '../support/lasting-orders.js';
import { namedIn } from '../support/named-in.js';

/** One spelling a router or proxy may normalise: from the version prefix and the resource path to the raw path. */
interface PathVariant {
  readonly label: string;
  readonly spell: (prefix: string, resource: string, reference: string) => string;
}

/** The fixed part of a resource path in upper case; the order identifier stays as sent (4.3 leaves its case to the server). */
function upper(prefix: string, resource: string, reference: string): string {
  return `${prefix}${resource}`.toUpperCase() + reference;
}

/** The first letter of the resource percent-encoded (`/orders` as `/%6Frders`). */
function encodedLetter(prefix: string, resource: string, reference: string): string {
  const hex = resource.charCodeAt(1).toString(16).toUpperCase();
  return `${prefix}/%${hex}${resource.slice(2)}${reference}`;
}

export const PATH_VARIANTS: readonly PathVariant[] = [
  { label: 'a trailing slash', spell: (p, r, ref) => `${p}${r}${ref}/` },
  { label: 'the path in upper case', spell: upper },
  { label: 'a ;x=1 path parameter', spell: (p, r, ref) => `${p}${r}${ref};x=1` },
  { label: 'a doubled slash', spell: (p, r, ref) => `${p}/${r}${ref}` },
  { label: 'a ./ segment', spell: (p, r, ref) => `${p}/.${r}${ref}` },
  { label: 'a x/../ segment pair', spell: (p, r, ref) => `${p}/osfc-x/..${r}${ref}` },
  { label: 'the slash after the prefix as %2F', spell: (p, r, ref) => `${p}%2F${r.slice(1)}${ref}` },
  { label: 'a percent-encoded letter', spell: encodedLetter },
  { label: 'an empty query (a trailing ?)', spell: (p, r, ref) => `${p}${r}${ref}?` },
  { label: 'an empty fragment mark (a trailing #)', spell: (p, r, ref) => `${p}${r}${ref}#` },
];

/** One keyless probe, and whether a 2xx may answer it (a CORS preflight may, spec 5.4 is about requests, not preflights). */
interface Probe {
  readonly label: string;
  readonly request: ApiRequest;
  readonly mayAnswer2xx: boolean;
}

interface Setup {
  readonly guarded: string;
  /** The value the guarded order holds: named by no request, so an answer that holds it shows the account's data. */
  readonly kept: string;
  readonly created: readonly string[];
  readonly probes: readonly Probe[];
  readonly key: string | undefined;
}

/** Every variant of every endpoint of spec 4, HEAD of the two reads, and a CORS preflight of each path; all keyless. */
function buildProbes(ctx: CheckContext, guarded: string, kept: string, key: string | undefined): Setup {
  const t = ctx.target;
  const ref = `/${encodeURIComponent(guarded)}`;
  const created: string[] = [];
  const none = { kind: 'none' } as const;
  const probes: Probe[] = [];
  const update = { metadata: key === undefined ? {} : { [key]: 'changed-without-key' } };
  for (const v of PATH_VARIANTS) {
    const reference = ctx.newOrderReference('route-variant');
    created.push(reference);
    const rows = [
      { api: 'orders', method: 'GET', prefix: t.ordersApiPrefix, resource: '/orders', id: '' },
      { api: 'orders', method: 'POST', prefix: t.ordersApiPrefix, resource: '/orders', id: '', json: { reference } },
      { api: 'orders', method: 'PUT', prefix: t.ordersApiPrefix, resource: '/orders', id: ref, json: update },
      { api: 'scan-forms', method: 'GET', prefix: t.scanFormsApiPrefix, resource: '/scan_forms', id: '' },
    ] as const;
    for (const row of rows) {
      const rawPath = v.spell(row.prefix, row.resource, row.id);
      const request: ApiRequest = {
        api: row.api,
        method: row.method,
        path: '',
        rawPath,
        auth: none,
        ...('json' in row ? { json: row.json } : {}),
      };
      probes.push({ label: `${row.method} ${rawPath} (${v.label})`, request, mayAnswer2xx: false });
    }
  }
  const canonical = [
    { api: 'orders', path: `${t.ordersApiPrefix}/orders`, read: true },
    { api: 'orders', path: `${t.ordersApiPrefix}/orders${ref}`, read: false },
    { api: 'scan-forms', path: `${t.scanFormsApiPrefix}/scan_forms`, read: true },
  ] as const;
  const preflight = {
    origin: 'https://osfc.invalid',
    'access-control-request-method': 'GET',
    'access-control-request-headers': 'authorization',
  };
  for (const c of canonical) {
    if (c.read)
      probes.push({
        label: `HEAD ${c.path}`,
        request: { api: c.api, method: 'HEAD', path: '', rawPath: c.path, auth: none },
        mayAnswer2xx: false,
      });
    probes.push({
      label: `OPTIONS ${c.path} (a CORS preflight)`,
      request: { api: c.api, method: 'OPTIONS', path: '', rawPath: c.path, auth: none, headers: preflight },
      mayAnswer2xx: true,
    });
  }
  return { guarded, kept, created, probes, key };
}

/** What is wrong with one keyless answer: a 2xx where only 401 may come, or the account's data in any answer. */
function problemOf(probe: Probe, res: Response, secrets: readonly string[]): string | undefined {
  // An identifier the request itself names is no leak when an error echoes the path or body back.
  const sent = `${probe.request.rawPath ?? ''} ${JSON.stringify(probe.request.json ?? null)}`;
  const seen = namedIn(res, secrets).filter((s) => !sent.includes(s));
  if (seen.length > 0) return `HTTP ${res.status} naming ${seen.slice(0, 2).join(', ')}`;
  if (is2xx(res.status) && !probe.mayAnswer2xx) return `HTTP ${res.status} ${excerpt(res.text, 60)}`;
  return undefined;
}

/** Reads the account back with the key: a keyless variant write must have created and changed nothing. */
async function expectNoWrites(ctx: CheckContext, setup: Setup): Promise<void> {
  const read = await requireOrders(ctx, [setup.guarded, await barrier(ctx)], { whole: true });
  const applied: string[] = [];
  const metadata = read.orders.get(setup.guarded)?.metadata as Record<string, unknown> | undefined;
  if (setup.key !== undefined && metadata?.[setup.key] !== setup.kept)
    applied.push(`${setup.guarded} has metadata ${excerpt(JSON.stringify(metadata) ?? 'missing', 80)}`);
  const listed = setup.created.filter((r) => read.pages.some((page) => findOrders(page.json, r).length > 0));
  if (listed.length > 0) applied.push(`${listed.length} order(s) created without a key are listed (${listed[0]!})`);
  if (applied.length > 0)
    ctx.fail('a keyless write to a route variant was applied', {
      received: applied.join('; '),
      expected: `no order created, ${setup.guarded} unchanged (spec 5.4: a request without valid authentication fails)`,
      exchange: (read.at.get(setup.guarded) ?? read.res).exchange,
    });
  if (setup.key === undefined)
    ctx.note('ENABLED_METADATA_KEYS is empty: keyless updates on variants could not be observed, only creates');
  if (!read.complete)
    ctx.notExercised(
      `no keyless variant was answered 2xx or with data, but whether a keyless create was stored is unknown: ${read.incomplete ?? 'the listing was not read to its end'}`,
    );
}

export const routeVariantRequirements: readonly Requirement[] = [
  requirement(
    {
      id: 'AUTH-ROUTE-VARIANTS-401',
      clause: '5.4',
      level: 'MUST',
      rule: 'A request without a key on a path variant a router may map onto an endpoint MUST fail: no 2xx, no account data, no write.',
      quote: 'A request without valid authentication fails with status 401 (Unauthorized).',
      sends:
        'Without a key, each endpoint under each route variant (trailing slash, case, ;x=1, doubled slash, dot segments, encoded letters) raw, HEAD of the listings and an OPTIONS preflight; then a read back with the key.',
      tolerates:
        'Any non-2xx status (401, 404, 400, a redirect) carrying no account data; a 2xx to OPTIONS without data.',
    },
    async (ctx) => {
      const key = ctx.target.enabledMetadataKeys[0];
      // A lasting order (created once, lasting-orders.ts), written with a value of this run's own.
      const guarded = lastingReference(ctx, 'route-variant-guarded');
      const kept = `kept ${randomBytes(6).toString('hex')}`;
      const written = { metadata: key === undefined ? {} : { [key]: kept } };
      const [{ reference, scanFormIds }] = await Promise.all([
        accountIdentifiers(ctx),
        mustHoldLasting(ctx, guarded, written, written),
      ]);
      const setup = buildProbes(ctx, guarded, kept, key);
      const secrets = [reference, guarded, ...(key === undefined ? [] : [kept]), ...scanFormIds];
      const answers = await Promise.all(setup.probes.map((p) => ctx.http.send(p.request)));
      const broken = answers
        .map((res, i) => ({ res, probe: setup.probes[i]!, problem: problemOf(setup.probes[i]!, res, secrets) }))
        .filter((b) => b.problem !== undefined);
      if (broken.length > 0)
        ctx.fail(`${broken.length} of ${answers.length} keyless requests to route variants were not refused`, {
          received: broken
            .slice(0, 6)
            .map((b) => `${b.probe.label}: ${b.problem!}`)
            .join('; '),
          expected:
            "a non-2xx answer (401, or 404 for a path the server does not route) naming none of the account's data (spec 5.4); OPTIONS may answer 2xx without data",
          exchange: broken[0]!.res.exchange,
        });
      await expectNoWrites(ctx, setup);
    },
  ),
];
