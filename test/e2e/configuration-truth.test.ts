// What a user gets wrong in the configuration, through the packed package's command against a reference server the
// test starts: an empty or misspelt key list means unknown, never "none"; the second account's keys are proven like
// the first's; a near-miss variable name is named; every configuration error is NOT DETERMINED with its four
// reports; --json keeps stdout one JSON document; a label never carries a key; a fleet file names only the keys it
// may; a scan form id no URL can carry is the target's data, not the suite's crash.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startReferenceServer, type RunningReference } from '../../src/reference/server.js';
import { caFileFor, startProxy } from '../hostile/servers.js';
import { pasteInShell, runCli, runFromPackedPackage, type CliResult } from './run-cli.js';

runFromPackedPackage();

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'osfc-config-truth-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

let shared: Promise<{ server: RunningReference; env: Record<string, string> }> | undefined;

/** One reference server for the file: two accounts, the first enabling five keys, the second three (one in common). */
function reference(): Promise<{ server: RunningReference; env: Record<string, string> }> {
  shared ??= (async () => {
    const server = await startReferenceServer({});
    const { dir, caFile } = caFileFor(server.caPem);
    cleanups.push(
      () => server.close(),
      () => rmSync(dir, { recursive: true, force: true }),
    );
    const [a, b] = server.accounts;
    return {
      server,
      env: {
        ORDERS_BASE_URL: server.ordersBaseUrl,
        API_KEY: a.apiKey,
        SECOND_API_KEY: b.apiKey,
        CA_FILE: caFile,
        ENABLED_METADATA_KEYS: a.enabledMetadataKeys.join(','),
        SECOND_ENABLED_METADATA_KEYS: b.enabledMetadataKeys.join(','),
      },
    };
  })();
  return shared;
}

async function run(args: readonly string[], env: Record<string, string>): Promise<CliResult> {
  const result = await runCli(args, env, 180_000);
  cleanups.push(() => result.cleanup());
  return result;
}

const text = (result: CliResult, path: string) => Buffer.from(result.files.get(path) ?? '', 'latin1').toString('utf8');

/** The lines on stderr after the target line a run starts with. */
function stderrLines(result: CliResult): string[] {
  return result.stderr
    .trimEnd()
    .split('\n')
    .filter((line) => line !== '' && !/^osf-conformance \S+: checking /.test(line));
}

/** NOT DETERMINED in one line and exit 2, the four reports written saying so, junit.xml holding one <error>. */
function expectNotDeterminedWithReports(result: CliResult, cause: RegExp): void {
  expect(result.code, result.stderr).toBe(2);
  const lines = stderrLines(result);
  expect(lines, result.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^osf-conformance: NOT DETERMINED: /);
  expect(lines[0]).toMatch(cause);
  expect([...result.files.keys()].sort()).toEqual(
    expect.arrayContaining(['conformance.json', 'junit.xml', 'report.html', 'summary.md']),
  );
  expect(result.report?.verdict).toBe('not-determined');
  expect(result.report?.run.setupProblem).toMatch(cause);
  expect(result.report?.counts.fail).toBe(0);
  const junit = text(result, 'junit.xml');
  expect(junit.match(/<error /g)).toHaveLength(1);
  expect(junit).not.toContain('<skipped');
  expect(text(result, 'summary.md').split('\n')[0]).toMatch(/NOT DETERMINED/);
  expect(text(result, 'report.html')).toMatch(/<title>NOT DETERMINED: /);
}

describe('metadata key lists', () => {
  it.each([
    ['empty, as init writes it', { ENABLED_METADATA_KEYS: '' }],
    ['misspelt ENABLED_METADATA_KEY', { ENABLED_METADATA_KEY: 'gift_note,channel' }],
  ])(
    'ENABLED_METADATA_KEYS %s means unknown: META-OTHER-ACCOUNT-KEY-NOT-STORED is not exercised, never failed',
    async (_, change) => {
      const { env } = await reference();
      const { ENABLED_METADATA_KEYS: _given, ...rest } = env;
      const result = await run(['run', '--only', 'META-OTHER-ACCOUNT-KEY-NOT-STORED'], { ...rest, ...change });
      expect(result.code, result.stdout).toBe(0);
      const check = result.report?.requirements.find((r) => r.id === 'META-OTHER-ACCOUNT-KEY-NOT-STORED');
      expect(check?.verdict).toBe('not-exercised');
      expect(check?.reason).toMatch(/ENABLED_METADATA_KEYS/);
      if ('ENABLED_METADATA_KEY' in change)
        expect(result.stderr).toMatch(
          /^osf-conformance: warning: ENABLED_METADATA_KEY is set, which osf-conformance does not read; did you mean ENABLED_METADATA_KEYS\?$/m,
        );
    },
  );

  it.each([
    ['a key the second account does not enable', 'sales_rep,channel', 'channel'],
    ["the first account's list", 'gift_note,channel,priority_level,warehouse_code,customer_note', 'channel'],
  ])(
    'SECOND_ENABLED_METADATA_KEYS listing %s is a setup problem naming the key and the fix, never DOES NOT CONFORM',
    async (_, keys, named) => {
      const { env } = await reference();
      const result = await run(['run', '--only', '2.1.3'], { ...env, SECOND_ENABLED_METADATA_KEYS: keys });
      expect(result.code, result.stdout + result.stderr).toBe(2);
      expect(stderrLines(result).at(-1)).toMatch(
        new RegExp(
          `^osf-conformance: NOT DETERMINED: SECOND_ENABLED_METADATA_KEYS lists ${named}(, [a-z_]+)*, but the target stored .* check that .*enabled for the account of SECOND_API_KEY`,
        ),
      );
      expect(result.report?.verdict).toBe('not-determined');
      expect(result.report?.counts.fail).toBe(0);
    },
  );
});

describe('variables one edit away from a known name', () => {
  it.each([
    ['the environment', 'SECOND_API_KEYS', 'SECOND_API_KEY'],
    ['.env', 'ORDER_BASE_URL', 'ORDERS_BASE_URL'],
  ])('in %s: %s is named in one line with the name it resembles', async (where, name, known) => {
    const dir = scratch();
    const dotenv = join(dir, 'settings.env');
    writeFileSync(dotenv, where === '.env' ? `${name}=https://staging.example.com\n` : '');
    const env = where === '.env' ? {} : { [name]: 'sk_test_near_miss_value' };
    const result = await run(['run', '--only', '5.4', '--dotenv', dotenv], env);
    const warnings = result.stderr.split('\n').filter((line) => line.includes(name));
    expect(warnings).toEqual([
      `osf-conformance: warning: ${name} is set, which osf-conformance does not read; did you mean ${known}?`,
    ]);
    expect(result.stdout + result.stderr).not.toContain('sk_test_near_miss_value');
  });
});

describe('every configuration error is a verdict with reports', () => {
  it.each([
    ['an http:// base URL', () => ({ ORDERS_BASE_URL: 'http://127.0.0.1:8080' }), /must use https:\/\//],
    ['a missing CA file', (dir: string) => ({ CA_FILE: join(dir, 'none.pem') }), /CA_FILE .*none\.pem/],
    [
      'a CA file holding no certificate',
      (dir: string) => {
        writeFileSync(join(dir, 'junk.pem'), 'not a certificate\n');
        return { CA_FILE: join(dir, 'junk.pem') };
      },
      /CA_FILE .* holds no PEM certificate/,
    ],
    [
      'a malformed key name',
      () => ({ ENABLED_METADATA_KEYS: 'gift_note,Gift-Note' }),
      /"Gift-Note" is not a metadata key/,
    ],
    [
      'a second key equal to the first',
      (_: string, env: Record<string, string>) => ({ SECOND_API_KEY: env.API_KEY! }),
      /SECOND_API_KEY equals API_KEY/,
    ],
  ] as const)('%s: NOT DETERMINED, exit 2, the four reports written', async (_, change, cause) => {
    const { env, server } = await reference();
    const before = server.requestCount();
    const result = await run(['run'], { ...env, ...change(scratch(), env) });
    expectNotDeterminedWithReports(result, cause);
    expect(server.requestCount()).toBe(before);
    expect(result.stdout + result.stderr + [...result.files.values()].join('')).not.toContain(env.API_KEY);
  });

  it('a bad expectations file: NOT DETERMINED, exit 2, the four reports written', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'known.json'), '{ "NOT-A-REQUIREMENT": { "reason": "typo" } }');
    const result = await run(['run', '--expectations', join(dir, 'known.json')], {});
    expectNotDeterminedWithReports(result, /NOT-A-REQUIREMENT matches no requirement/);
  });

  it('a bad fleet file: NOT DETERMINED, exit 2, the four reports written in REPORT_DIR', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'fleet.json'), '{ "targets": [ { "name": "eu" } ] }');
    const result = await run(['run', '--targets', join(dir, 'fleet.json')], {});
    expectNotDeterminedWithReports(result, /fleet/);
  });

  it('a usage error of run (an --only that matches nothing): NOT DETERMINED with the reports', async () => {
    const result = await run(['run', '--only', 'NOPE-1'], {});
    expectNotDeterminedWithReports(result, /--only: NOPE-1 matches no requirement/);
  });

  it('unless the report folder itself is the problem: one line, nothing written', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'a-file'), '');
    const result = await run(['run'], { REPORT_DIR: join(dir, 'a-file'), ORDERS_BASE_URL: 'http://x.example' });
    expect(result.code).toBe(2);
    expect(stderrLines(result)).toHaveLength(1);
    expect(stderrLines(result)[0]).toMatch(/^osf-conformance: NOT DETERMINED: /);
    expect(result.files.size).toBe(0);
  });
});

describe('run --json', () => {
  it('prints one JSON document when the key is rejected', async () => {
    const { env } = await reference();
    const result = await run(['run', '--json', '--only', '5.4'], { ...env, API_KEY: 'sk_test_not_the_key' });
    expect(result.code).toBe(2);
    const printed = JSON.parse(result.stdout) as { verdict: string; run: { setupProblem?: string } };
    expect(printed.verdict).toBe('not-determined');
    expect(printed.run.setupProblem).toMatch(/the target rejected API_KEY/);
  });

  it('prints one JSON document for a configuration error', async () => {
    const result = await run(['run', '--json'], { ORDERS_BASE_URL: 'http://127.0.0.1:8080', API_KEY: 'sk_test_x1' });
    expect(result.code).toBe(2);
    const printed = JSON.parse(result.stdout) as { verdict: string; run: { setupProblem?: string } };
    expect(printed).toMatchObject({ verdict: 'not-determined', run: { setupProblem: expect.stringMatching(/https/) } });
  });

  it('prints the plan of --dry-run as one JSON document', async () => {
    const result = await run(['run', '--json', '--dry-run', '--only', '5.4'], {});
    expect(result.code).toBe(0);
    const printed = JSON.parse(result.stdout) as { requirements: Array<{ id: string }> };
    expect(printed.requirements.map((r) => r.id)).toContain('AUTH-MISSING-401');
  });
});

describe('keys never reach a label or an error', () => {
  it('--label "$API_KEY" writes $API_KEY, not the key, to implementation.json and the matrix', async () => {
    const { env } = await reference();
    const result = await run(['run', '--only', '5.4', '--label', env.API_KEY!], env);
    expect(result.code, result.stderr).toBe(0);
    expect(result.files.get('implementation.json')).toBeDefined();
    const out = scratch();
    const matrix = await run(['matrix', result.reportDir, '--out', out], {});
    expect(matrix.code, matrix.stderr).toBe(0);
    const everything = [...result.files.values(), matrix.stdout, matrix.stderr].join('\n');
    expect(everything).not.toContain(env.API_KEY);
    expect(result.files.get('implementation.json')).toContain('$API_KEY');
  });

  it.each([
    ['SEED', 'SEED: process.env.API_KEY }, dotenv: false'],
    ['only', '}, dotenv: false, only: [process.env.API_KEY]'],
  ])('a library UsageError for a bad %s does not quote the key', async (_, options) => {
    const key = 'sk_live_library_usage_error_key_0001';
    // A target that is never reached: the settings are refused before any request.
    const settings = `{ env: { ORDERS_BASE_URL: 'https://127.0.0.1:9', API_KEY: process.env.API_KEY, ${options} }`;
    const script = `import { runConformance } from 'osf-conformance'; runConformance(${settings}).then(() => console.log('resolved'), (e) => console.log(e.name + ': ' + e.message));`;
    const result = await pasteInShell(`node --input-type=module -e "${script.replaceAll('"', '\\"')}"`, {
      API_KEY: key,
    });
    cleanups.push(() => result.cleanup());
    expect(result.stdout).toMatch(/^UsageError: /);
    expect(result.stdout).not.toContain(key);
    expect(result.stdout).toContain('$API_KEY');
  });
});

describe('the variables a fleet file may name as keys', () => {
  async function fleetRun(variable: string, flags: readonly string[] = []) {
    const { env, server } = await reference();
    const dir = scratch();
    const fleet = join(dir, 'fleet.json');
    writeFileSync(
      fleet,
      JSON.stringify({
        targets: [{ name: 'staging', ordersBaseUrl: server.ordersBaseUrl, apiKeyEnv: variable, caFile: env.CA_FILE }],
      }),
    );
    const before = server.requestCount();
    const result = await run(['run', '--targets', fleet, '--only', '5.4', ...flags], { [variable]: env.API_KEY! });
    return { result, sent: server.requestCount() - before };
  }

  it('refuses a key-shaped variable outside the OSF_ prefix that --key-env does not name, before any request', async () => {
    const { result, sent } = await fleetRun('DEPLOY_API_KEY');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/apiKeyEnv: DEPLOY_API_KEY .*OSF_.*--key-env DEPLOY_API_KEY/);
    expect(sent).toBe(0);
  });

  it.each([
    ['under the OSF_ prefix', 'OSF_STAGING_API_KEY', []],
    ['named with --key-env', 'DEPLOY_API_KEY', ['--key-env', 'DEPLOY_API_KEY']],
  ] as const)('sends a variable %s', async (_, variable, flags) => {
    const { result, sent } = await fleetRun(variable, flags);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(sent).toBeGreaterThan(0);
  });
});

describe('a scan form id holding a lone surrogate', () => {
  it("is the target's data (legal JSON, RFC 8259 8.2): no check fails on the suite's own URIError", async () => {
    const { server, env } = await reference();
    let odd = 0;
    const proxy = await startProxy(server, async (req, upstream) => {
      const answer = await upstream();
      if (!req.url.includes('/scan_forms') || answer.status !== 200) return answer;
      // Every other form of the account (by its id's last character) gets an id ending in a lone high surrogate, in
      // every answer that lists it: the other forms still carry cursors.
      const body = answer.body.replace(/"id":"(sf_[^"\\]+)"/g, (whole, id: string) => {
        if (id.charCodeAt(id.length - 1) % 2 === 1) return whole;
        odd += 1;
        return `"id":"${id}\\ud800"`;
      });
      return { ...answer, body };
    });
    cleanups.push(() => proxy.close());
    const result = await run(['run', '--only', '4.4'], { ...env, ORDERS_BASE_URL: proxy.url, CA_FILE: proxy.caFile });
    expect(odd).toBeGreaterThan(0);
    const failed = result.report?.requirements.filter((r) => r.verdict === 'fail') ?? [];
    expect(failed.map((r) => `${r.id}: ${r.finding?.summary ?? r.reason ?? ''}`)).toEqual([]);
    expect(result.stdout + result.stderr).not.toMatch(/URIError|URI malformed/);
    expect(result.code, result.stdout).toBe(0);
  });
});
