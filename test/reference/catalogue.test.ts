// The fault and variant catalogues: well-formed records, every name starts a working server, and every fault is live.
// "Live" means a fixed battery of requests answers differently with the fault than without it, so no fault is a no-op.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { Agent, request } from 'undici';
import { describe, expect, it } from 'vitest';
import { faults, parseFault } from '../../src/reference/faults/index.js';
import { startReferenceServer, type ReferenceOptions } from '../../src/reference/server.js';
import { parseVariant, variants } from '../../src/reference/variants.js';
import { battery, type BatteryData } from './battery.js';
import { allForms, withReference, type ReferenceClient } from './client.js';

const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('catalogue records', () => {
  it('holds faults and variants with unique kebab-case names and one-sentence descriptions, each in docs/faults.md', () => {
    // Not a floor on the count: each record must be a row of the table users read, with the catchers it names.
    const doc = readFileSync(join(import.meta.dirname, '../../docs/faults.md'), 'utf8').split('\n');
    for (const f of faults) {
      // A fault no request can tell from a configuration mistake names no catcher, and says why instead.
      expect(f.caughtBy.length > 0, f.name).toBe(f.notDetermined === undefined);
      const last = f.notDetermined === undefined ? f.caughtBy.join(', ') : `NOT DETERMINED: ${f.notDetermined}`;
      expect(
        doc.filter((row) => row.startsWith(`| \`${f.name}\` | ${f.area} |`) && row.endsWith(` | ${last} |`)),
        f.name,
      ).toHaveLength(1);
    }
    for (const v of variants)
      expect(
        doc.filter((row) => row.startsWith(`| \`${v.name}\` |`)),
        v.name,
      ).toHaveLength(1);
    expect(doc).toContain(
      `${faults.length} seeded faults, each caught by the requirement named beside it (NOT DETERMINED: no request can tell`,
    );
    const names = [...faults.map((f) => f.name), ...variants.map((v) => v.name)];
    expect(new Set(names).size).toBe(names.length);
    for (const record of [...faults, ...variants]) {
      expect(record.name).toMatch(NAME);
      expect(record.description, record.name).toMatch(/^\S.*\.$/);
    }
    const areas = new Set(faults.map((f) => f.area));
    expect([...areas].sort()).toEqual(['auth', 'errors', 'metadata', 'orders', 'scan-forms', 'transport']);
  });

  it('rejects unknown names with an error listing the valid ones', async () => {
    expect(() => parseFault('no-such-fault')).toThrow(/auth-missing-get-orders/);
    expect(() => parseVariant('no-such-variant')).toThrow(/page-size-3/);
    await expect(startReferenceServer({ fault: 'nope' })).rejects.toThrow(
      /Unknown fault "nope". Valid faults: .*sf-pages-overlap/,
    );
    await expect(startReferenceServer({ variant: 'nope' })).rejects.toThrow(/Unknown variant "nope"/);
    await expect(startReferenceServer({ seed: 1.5 })).rejects.toThrow(/seed/);
  });

  it('keeps the wall: src/reference imports only itself and node built-ins', () => {
    const dir = join(import.meta.dirname, '../../src/reference');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    expect(files).toContain(join('faults', 'index.ts'));
    for (const file of files) {
      const text = readFileSync(join(dir, file), 'utf8');
      const lines = text.split('\n');
      expect(lines[0], `${file} line 1`).toMatch(/^\/\/ \S/);
      expect(lines[1], `${file} line 2`).toMatch(/^\/\/ \S/);
      for (const [, specifier = ''] of text.matchAll(/^import[^'"]*['"]([^'"]+)['"]/gm)) {
        const inside =
          specifier.startsWith('.') && !relative(dir, join(dir, dirname(file), specifier)).startsWith('..');
        const ok = inside || specifier.startsWith('node:');
        expect(ok, `${file} imports ${specifier}`).toBe(true);
      }
    }
  });

  it('keeps each fault in the file of its area under src/reference/faults/', () => {
    const dir = join(import.meta.dirname, '../../src/reference/faults');
    const areaOf = new Map(faults.map((f) => [f.name, f.area]));
    const seen: string[] = [];
    for (const area of new Set(faults.map((f) => f.area))) {
      const text = readFileSync(join(dir, `${area}.ts`), 'utf8');
      const named = [...text.matchAll(/^ {4}name: '([^']+)',$/gm)].map((m) => m[1]!);
      expect(named.length, area).toBeGreaterThan(0);
      for (const name of named) expect(areaOf.get(name), `${name} in ${area}.ts`).toBe(area);
      seen.push(...named);
    }
    expect(seen.sort()).toEqual(faults.map((f) => f.name).sort());
  });
});

async function runBattery(options: ReferenceOptions, data: Omit<BatteryData, 'keyA' | 'keyB'>): Promise<string[]> {
  const ref = await startReferenceServer(options);
  const agent = new Agent({ connect: { ca: ref.caPem } });
  const plain = new Agent();
  const transcript: string[] = [];
  try {
    const keys = { keyA: ref.accounts[0].apiKey, keyB: ref.accounts[1].apiKey };
    for (const probe of battery({ ...keys, ...data })) {
      const headers: Record<string, string> = {};
      if (probe.authorization !== null && probe.authorization !== undefined)
        headers['authorization'] = probe.authorization;
      if (probe.body !== undefined) headers['content-type'] = probe.contentType ?? 'application/json';
      const base = probe.plain === true ? ref.ordersBaseUrl.replace('https:', 'http:') : ref.ordersBaseUrl;
      try {
        const answer = await request(`${base}${probe.path}`, {
          method: probe.method as 'GET',
          headers,
          ...(probe.body === undefined ? {} : { body: probe.body }),
          dispatcher: probe.plain === true ? plain : agent,
        });
        const text = await answer.body.text();
        transcript.push(`${probe.label}: ${answer.statusCode} ${String(answer.headers['content-type'])} ${text}`);
      } catch (error) {
        transcript.push(`${probe.label}: failed ${(error as Error).name}`);
      }
    }
  } finally {
    await agent.close();
    await plain.destroy();
    await ref.close();
  }
  return transcript;
}

async function cleanData(): Promise<{ ids: string[]; created: string[]; idsB: string[] }> {
  return withReference({}, async (client: ReferenceClient) => {
    const forms = await allForms(client);
    const formsB = await allForms(client, `Bearer ${client.keyB}`);
    return { ids: forms.map((f) => f.id), created: forms.map((f) => f.created_at), idsB: formsB.map((f) => f.id) };
  });
}

async function inBatches<T>(items: readonly T[], size: number, fn: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

/**
 * Faults whose trigger lies beyond the fixed battery: a keyless route variant, requests sent at once, twin
 * references, a page number written with leading zeros, escapes in a query value, a request after a chunked body on
 * its connection, keyless requests as a browser sends them, metadata values that look like numbers. Each is proved
 * live by the fault catalogue test instead (test/faults/catalogue.test.ts fails unless its catchers fail against it).
 */
const BEYOND_BATTERY: ReadonlySet<string> = new Set([
  'orders-content-type-exact-match',
  'orders-content-type-case-sensitive',
  'auth-variant-write-applied',
  'auth-trailing-slash-unguarded',
  'auth-account-shared-across-requests',
  'orders-path-semicolon-cut',
  'orders-path-dot-suffix-as-format',
  'orders-path-trimmed',
  'orders-concurrent-create-lost',
  'metadata-concurrent-lost-update',
  'sf-page-noncanonical-first',
  'sf-query-semicolon-separator',
  'sf-reference-decoded-twice',
  // A chunked body and the request after it on the same connection (the coverage phase pins them to one).
  'transport-chunked-tail-left',
  // Keyless requests with a browser's Accept or with invalid parameters, and values that look like numbers or words.
  'auth-after-body-parsing',
  'auth-after-query-validation',
  'auth-login-redirect-for-browsers',
  'metadata-numeric-strings-normalised',
  'metadata-literal-words-typed',
  'metadata-numeric-strings-as-numbers',
  'metadata-update-scalars-coerced',
  'metadata-update-first-account-keys',
  // The generated bad inputs of the negative layer: huge, deep, malformed or repeated values (suites/errors/negative.ts).
  'metadata-huge-value-500',
  'orders-path-malformed-escape-500',
  'orders-path-invalid-utf8-500',
  'sf-query-invalid-utf8-500',
  'orders-control-reference-dropped',
  'sf-repeated-parameter-500',
  'sf-malformed-page-200-error-body',
  'auth-jwt-parse-500',
  'auth-basic-garbage-400',
  'errors-nesting-error-rendered-200',
  'errors-413-html',
  // A body written with JSON escapes, a reference filter holding pattern syntax, an update path holding a dot: no
  // request of the battery sends them.
  'metadata-json-escapes-low-byte',
  'sf-reference-regex',
  'orders-path-placeholder-stops-at-dot',
  // The full listing read again after a summary one, which the battery does not do in that order.
  'sf-summary-strips-stored-forms',
  // Twins updated through both paths, and a NUL inside a reference or a filter value.
  'orders-path-first-case-insensitive-match',
  'orders-path-cut-at-nul',
  'sf-reference-cut-at-nul',
  // Moments the battery's one-at-a-time requests never make (a listing beside creates, the other key's read right
  // after one, an update whose body ends after the other key's request), several invalid values in one body, and a filter of a non-ASCII reference.
  'orders-list-fails-beside-create',
  'auth-account-read-after-body',
  'orders-list-cache-by-url-cleared-on-write',
  'metadata-errors-collected-500',
  'sf-reference-latin1',
  'sf-second-account-reference-latin1',
  // The classes of the request space the coverage phase sends (src/space): credentials in other places and
  // spellings, top-level JSON bodies and missing ones, the same reference in both accounts or created at once,
  // null spellings, instants at their edges, the cursor window exactly full. No request of the battery sends them.
  'auth-cookie-key-accepted',
  'auth-api-key-header-accepted',
  'auth-token-quotes-stripped',
  'auth-forwarded-authorization-accepted',
  'errors-second-account-translated',
  'orders-update-no-body-500',
  'orders-null-body-drops-connection',
  'orders-reference-unique-across-accounts',
  'orders-store-keyed-by-reference',
  'orders-duplicate-check-race',
  'metadata-null-after-all-removed',
  'metadata-null-text-removes',
  'metadata-empty-update-body-clears',
  'metadata-key-trimmed',
  'sf-reference-none-literal',
  'sf-bound-sub-microseconds-dropped',
  'sf-bound-lenient-date-parse',
  'sf-date-out-of-range-200',
  'sf-zone-less-bound-500',
  'sf-cursor-has-more-full-window',
]);

describe('every catalogue entry', () => {
  it('every fault starts, serves without crashing, and changes at least one answer of the battery', async () => {
    const data = await cleanData();
    const clean = await runBattery({}, data);
    expect(clean.filter((line) => / 5\d\d /.test(line))).toEqual([]);
    const inert: string[] = [];
    await inBatches(
      faults.filter((f) => !BEYOND_BATTERY.has(f.name)),
      8,
      async (fault) => {
        const faulty = await runBattery({ fault: fault.name }, data);
        if (faulty.every((line, i) => line === clean[i])) inert.push(fault.name);
      },
    );
    expect(inert).toEqual([]);
    expect([...BEYOND_BATTERY].filter((name) => !faults.some((f) => f.name === name))).toEqual([]);
    // Some 190 servers, each answering the whole battery: minutes on a loaded 2-core machine.
  }, 600_000);

  it('every variant starts and answers the battery without a server error, alone and with a fault', async () => {
    const data = await cleanData();
    const broken: string[] = [];
    await inBatches(variants, 8, async (variant) => {
      for (const options of [{ variant: variant.name }, { variant: variant.name, fault: 'sf-pages-overlap' }]) {
        const transcript = await runBattery(options, data);
        const errors = transcript.filter((line) => / 5\d\d /.test(line) && !line.startsWith('garbage bound'));
        if (errors.length > 0) broken.push(`${variant.name}: ${errors.join(' | ').slice(0, 300)}`);
      }
    });
    expect(broken).toEqual([]);
  }, 600_000);
});
