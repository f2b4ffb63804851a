// The API keys never reach a byte the run writes: a target that echoes the Authorization header back in its
// bodies, in a header, in error messages and in a redirect Location, run through the real command line, and
// every byte of stdout, stderr and every file in REPORT_DIR scanned for every secret form of both keys.

import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { secretForms } from '../../src/evidence/secrets.js';
import { startReferenceServer, type RunningReference } from '../../src/reference/server.js';
import { runCli, type CliResult } from '../e2e/run-cli.js';
import { base64Encodings, characterEncodings, findFragments } from '../evidence/secret-encodings.js';
import {
  caFileFor,
  startHttps,
  startProxy,
  type Hostile,
  type SeenRequest,
  type Upstream,
  expectNothingLeftBehind,
} from './servers.js';

const cleanups: Array<() => unknown> = [];
expectNothingLeftBehind(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
  // Servers closed, sockets gone, child processes exited: nothing the test started is left behind.
});

/** Every text the run produced: console output and every file written, decoded both ways a reader might. */
function everything(result: CliResult): Array<[string, string]> {
  const out: Array<[string, string]> = [
    ['stdout', result.stdout],
    ['stderr', result.stderr],
  ];
  for (const [name, latin1] of result.files) {
    out.push([name, latin1], [`${name} (utf-8)`, Buffer.from(latin1, 'latin1').toString('utf8')]);
  }
  return out;
}

function leaks(result: CliResult, keys: readonly string[]): string[] {
  // The module's own list, plus the forms spelled out here, so a form dropped from that list is still caught.
  const forms = keys.flatMap((k) => [
    ...secretForms(k),
    k,
    k.toUpperCase(),
    k.toLowerCase(),
    encodeURIComponent(k),
    Buffer.from(k).toString('base64'),
    Buffer.from(`${k}:`).toString('base64'),
    k.slice(0, 12),
  ]);
  const found: string[] = [];
  for (const [where, text] of everything(result))
    for (const form of forms) if (text.includes(form)) found.push(`${where} holds "${form}"`);
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
      return {
        status: 307,
        headers: {
          ...echoHeaders,
          location: `https://collector.example/orders?auth=${encodeURIComponent(auth)}&key=${keys[0]}`,
        },
        body: '',
      };
    }
    const up = await upstream();
    const headers = { ...up.headers, ...echoHeaders };
    if (up.status >= 400) {
      const body = {
        statusCode: up.status,
        error: 'Unauthorized',
        message: `invalid credentials "${auth}"; the valid one is ${keys[0]} (${keys[0]!.toUpperCase()}, ${encodeURIComponent(keys[1]!)})`,
        you_sent: auth,
      };
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
    return {
      status: up.status,
      headers,
      body: JSON.stringify({ ...(Array.isArray(json) ? { orders: json } : (json as object)), echo: auth, debug: keys }),
    };
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
    const result = await runCli(['run'], {
      ORDERS_BASE_URL: proxy.url,
      API_KEY: a.apiKey,
      SECOND_API_KEY: b.apiKey,
      CA_FILE: proxy.caFile,
      ENABLED_METADATA_KEYS: a.enabledMetadataKeys.join(','),
      REQUEST_TIMEOUT_MS: '5000',
    });
    cleanups.push(() => result.cleanup());

    // The run happened and wrote evidence worth leaking: failures with bodies, headers and curl commands.
    expect(result.code, result.stderr).toBe(1);
    // Every format the run writes is scanned, whatever it is: JSON, JUnit, HTML, Markdown.
    expect([...result.files.keys()]).toEqual(
      expect.arrayContaining(['conformance.json', 'junit.xml', 'report.html', 'summary.md']),
    );
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
      res.writeHead(302, {
        location: `https://collector.example/?h=${encodeURIComponent(req.headers.authorization ?? '')}&k=${key}&s=${second}`,
      });
      res.end();
    });
    cleanups.push(() => server.close());
    const { dir, caFile } = caFileFor('');
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const envFile = join(dir, 'target.env');
    writeFileSync(
      envFile,
      `ORDERS_BASE_URL=${server.url}\nAPI_KEY=${key}\nSECOND_API_KEY=${second}\nCA_FILE=${server.caFile}\n`,
    );
    void caFile;
    const result = await runCli(['run', '--dotenv', envFile], { REQUEST_TIMEOUT_MS: '2000' });
    cleanups.push(() => result.cleanup());
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /redirecting to https:\/\/collector\.example\/\?h=Bearer%20\$API_KEY&k=\$API_KEY&s=\$SECOND_API_KEY; the suite never follows redirects/,
    );
    expect(leaks(result, [key, second])).toEqual([]);
  });
});

describe('keys of every shape, echoed in every encoding, through the real command line', () => {
  // Latin-1 without white space (the configuration refuses both beyond Latin-1 and white space in a key).
  const special = [
    "'",
    '"',
    '$',
    '\\',
    '%',
    '+',
    '/',
    '&',
    '<',
    '>',
    '=',
    ':',
    '~',
    '#',
    '?',
    '`',
    '!',
    '*',
    'é',
    'ü',
    'ß',
    'ÿ',
    '©',
  ];
  const keyChar = fc.oneof(
    { arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-'), weight: 2 },
    { arbitrary: fc.constantFrom(...special), weight: 1 },
  );
  // The length drawn first and uniformly, so a small sample still spans short and long keys (4 to 300).
  const keyArb = fc
    .integer({ min: 4, max: 300 })
    .chain((n) => fc.array(keyChar, { minLength: n, maxLength: n }).map((cs) => cs.join('')));
  // A bounded, seeded handful (each is a whole run of the command line), plus one key holding every special character.
  const sampled = fc.sample(fc.tuple(keyArb, keyArb), { seed: 10, numRuns: 2 });
  const handPicked: [string, string] = [`sk_live_'q"b\\s$d%p+é/ü&<>=:~#?${'x'.repeat(8)}`, `second_'"\\$%+ÿ©_key_0042`];

  /** What the echoing proxy writes for one text: every encoding, each also split across a line break and masked. */
  function echoesOf(text: string): string[] {
    const forms = [...characterEncodings(text), ...base64Encodings(text).filter((f) => !f.name.includes('after'))].map(
      (f) => f.text,
    );
    for (const pad of [1, 2])
      forms.push(
        Buffer.concat([Buffer.from([0xc3, 0x28].slice(0, pad)), Buffer.from(text, 'latin1')]).toString('base64'),
      );
    const out = [...new Set(forms)];
    return [
      ...out,
      ...out.map((f) => `${f.slice(0, f.length >> 1)}\n${f.slice(f.length >> 1)}`),
      ...out.map((f) => `${f.slice(0, 10)}****`),
    ];
  }

  /** Rotates through the echoes so that every encoding lands early in some body (where excerpts are cut) and in each header. */
  function echoingProxy(keys: readonly [string, string], real: readonly [string, string]) {
    const keyEchoes = [...echoesOf(keys[0]), ...echoesOf(`Bearer ${keys[0]}`), ...echoesOf(keys[1])];
    let n = 0;
    const translated = { count: 0 };
    const pick = (list: readonly string[], k: number) => list[(n * 3 + k) % list.length]!;
    const rewrite = async (req: SeenRequest, upstream: () => Promise<Upstream>): Promise<Upstream> => {
      n++;
      const auth = req.headers.authorization ?? '(none)';
      // The suite's keys stand for the reference server's accounts: translated on the way in, echoed on the way out.
      if (auth === `Bearer ${keys[0]}` || auth === `Bearer ${keys[1]}`) {
        req.headers.authorization = `Bearer ${auth === `Bearer ${keys[0]}` ? real[0] : real[1]}`;
        translated.count++;
      }
      const authEchoes = echoesOf(auth);
      const inHeaders = (k: number) =>
        pick(
          [...keyEchoes, ...authEchoes].filter((e) => !e.includes('\n')),
          k,
        );
      const headers: Record<string, string> = {
        'www-authenticate': `Bearer error="invalid_token", error_description="${inHeaders(0).replace(/"/g, "'")}"`,
        'x-debug': inHeaders(1),
        'set-cookie': `session=${inHeaders(2)}; Secure`,
      };
      const message = `invalid credentials ${pick(authEchoes, 0)} / ${pick(keyEchoes, 1)} / ${pick(keyEchoes, 2)} / ${auth}`;
      if (req.method === 'PUT')
        return {
          status: 307,
          headers: { ...headers, location: `https://collector.example/?a=${inHeaders(3)}` },
          body: JSON.stringify({ message }),
        };
      const up = await upstream();
      if (up.status >= 400)
        return {
          status: up.status,
          headers: { ...up.headers, ...headers },
          body: JSON.stringify({ message, error: 'Unauthorized', you_sent: auth }),
        };
      let json: unknown;
      try {
        json = JSON.parse(up.body);
      } catch {
        return { ...up, headers: { ...up.headers, ...headers } };
      }
      return {
        status: up.status,
        headers: { ...up.headers, ...headers },
        body: JSON.stringify({ echo: message, ...(Array.isArray(json) ? { orders: json } : (json as object)) }),
      };
    };
    return { rewrite, translated };
  }

  function leaksOf(result: CliResult, keys: readonly string[]): string[] {
    const found: string[] = [];
    for (const [where, text] of everything(result))
      for (const f of findFragments(text, keys)) found.push(`${where}: ${f}`);
    return found;
  }

  const runs: Array<[string, readonly [string, string], boolean]> = [
    ['keys holding every special character, with a certification bundle', handPicked, true],
    ...sampled.map((keys, i): [string, readonly [string, string], boolean] => [
      `generated keys #${i + 1} (${keys[0].length} and ${keys[1].length} characters)`,
      keys,
      false,
    ]),
  ];
  it.each(runs)(
    '%s: no fragment of 8+ characters of either key in any encoding in any byte written',
    async (_name, keys, certify) => {
      const reference: RunningReference = await startReferenceServer({});
      cleanups.push(() => reference.close());
      const [a, b] = reference.accounts;
      const proxy = echoingProxy(keys, [a.apiKey, b.apiKey]);
      const server = await startProxy(reference, proxy.rewrite);
      cleanups.push(() => server.close());
      const args = certify
        ? ['run', '--certify', '--vendor', 'Echo Corp', '--product', 'Echo', '--product-version', '1.0']
        : ['run', '--only', '5,7'];
      const result = await runCli(
        args,
        {
          ORDERS_BASE_URL: server.url,
          API_KEY: keys[0],
          SECOND_API_KEY: keys[1],
          CA_FILE: server.caFile,
          ENABLED_METADATA_KEYS: a.enabledMetadataKeys.join(','),
          REQUEST_TIMEOUT_MS: '5000',
        },
        170_000,
      );
      cleanups.push(() => result.cleanup());

      // The run happened: the keys went through (translated), and the echoes reached the evidence.
      expect(result.code, result.stderr).toBe(1);
      expect(proxy.translated.count).toBeGreaterThan(5);
      if (certify)
        expect([...result.files.keys()]).toEqual(
          expect.arrayContaining(['certification/statement.json', 'certification/MANIFEST.sha256']),
        );
      expect(result.files.get('conformance.json')).toContain('$API_KEY');
      expect(leaksOf(result, keys)).toEqual([]);
    },
    180_000,
  );

  it('a redirect of the first check, carrying the header base64-encoded and the key in hex: one line, no fragment', async () => {
    const [key, second] = sampled[0]!;
    const server: Hostile = await startHttps((req, res) => {
      const auth = req.headers.authorization ?? '';
      res.writeHead(302, {
        location: `https://collector.example/?h=${Buffer.from(auth, 'latin1').toString('base64')}&x=${Buffer.from(key, 'latin1').toString('hex')}&u=${encodeURIComponent(second)}`,
      });
      res.end();
    });
    cleanups.push(() => server.close());
    const result = await runCli(['run'], {
      ORDERS_BASE_URL: server.url,
      API_KEY: key,
      SECOND_API_KEY: second,
      CA_FILE: server.caFile,
      REQUEST_TIMEOUT_MS: '2000',
    });
    cleanups.push(() => result.cleanup());
    expect(result.code, result.stderr).toBe(2);
    // One line naming the cause, after the target line every run starts with.
    const lines = result.stderr
      .trim()
      .split('\n')
      .filter((line) => !/^osf-conformance \S+: checking /.test(line));
    expect(lines, result.stderr).toHaveLength(1);
    expect(result.stderr).toMatch(
      /redirecting to https:\/\/collector\.example\/\?h=.*\$API_KEY.*; the suite never follows redirects/,
    );
    expect(leaksOf(result, [key, second])).toEqual([]);
  });

  it('a key an HTTP header cannot carry is a configuration error: exit 2, one line, nothing sent', async () => {
    const server: Hostile = await startHttps((_req, res) => {
      res.end('{}');
    });
    cleanups.push(() => server.close());
    const result = await runCli(['run'], {
      ORDERS_BASE_URL: server.url,
      API_KEY: 'sk_live_€uro_key_0001',
      CA_FILE: server.caFile,
    });
    cleanups.push(() => result.cleanup());
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/API_KEY holds a character beyond Latin-1/);
    expect(result.stderr).not.toMatch(/cannot reach/);
    expect(server.connections()).toBe(0);
    expect(leaksOf(result, ['sk_live_€uro_key_0001'])).toEqual([]);
  });
});
