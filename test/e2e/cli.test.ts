// The command line end to end, as a user runs it from the packed package (child process, clean environment): a
// conforming target exits 0 with both reports; bad configuration, an unreachable target, a rejected key or a deadline
// cut exit 2 with the same word alone and in a fleet; a seeded fault exits 1 naming the broken requirement; --dry-run
// prints the plan and sends nothing.

import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startReferenceServer, type RunningReference } from '../../src/reference/server.js';
import { caFileFor, startHttps, startProxy, type Hostile, expectNothingLeftBehind } from '../hostile/servers.js';
import { runCli, runFromPackedPackage, type CliResult } from './run-cli.js';
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

runFromPackedPackage();

const cleanups: Array<() => unknown> = [];
expectNothingLeftBehind(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
  // Servers closed, sockets gone, child processes exited: nothing the test started is left behind.
});

function keep(result: CliResult): CliResult {
  cleanups.push(() => result.cleanup());
  return result;
}

/** One line on stderr (after the target line a run starts with), no stack trace, nothing on stdout. */
function expectOneLine(result: CliResult): string {
  expect(result.stdout).toBe('');
  const lines = result.stderr
    .trimEnd()
    .split('\n')
    .filter((line) => !/^osf-conformance \S+: checking /.test(line));
  expect(lines, result.stderr).toHaveLength(1);
  expect(result.stderr).not.toMatch(/\n\s+at |Error:|node:internal/);
  return lines[0]!;
}

async function reference(
  options: Parameters<typeof startReferenceServer>[0],
): Promise<{ server: RunningReference; env: Record<string, string> }> {
  const server = await startReferenceServer(options);
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
    },
  };
}

describe('osf-conformance run', () => {
  it('against the embedded reference server: exit 0, conformance.json and junit.xml written', async () => {
    const result = keep(await runCli(['run'], {}));
    expect(result.code, result.stderr).toBe(0);
    expect([...result.files.keys()]).toEqual(expect.arrayContaining(['conformance.json', 'junit.xml']));
    expect(result.report?.verdict).toBe('pass');
    expect(result.report?.run.incomplete).toBeUndefined();
    expect(result.files.get('junit.xml')).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites /);
    expect(result.stdout).toMatch(/CONFORMS: every MUST requirement that ran passed/);
    // Run from the installed package: the command it prints to run again is the package user's own.
    // It writes beside this run's reports (REPORT_DIR carried, with -rerun), never over them.
    expect(result.files.get('summary.md')).toContain(
      `same run again: \`npx osf-conformance run --report-dir ${result.reportDir}-rerun --seed `,
    );
    // Piped, so plain progress lines: the target first, then sections as they finish, never an escape code.
    expect(result.stderr).toMatch(/^osf-conformance \S+: checking the embedded reference server/);
    expect(result.stderr).not.toMatch(/\u001b/);
    // What a run leaves on a staging account (README, Safety): at most 30 orders of its own; the lasting ones (under
    // keep-), here created by the account's first run, are the same on every run: the merge sequences run on them,
    // one a case, while each generated create is an order of its own.
    const created = result.report!.run.createdOrderReferences;
    expect(created.filter((r) => !r.startsWith('osfc-keep-')).length).toBeLessThanOrEqual(30);
    expect(created.filter((r) => r.includes('-property-merge-')).every((r) => r.startsWith('osfc-keep-'))).toBe(true);
    expect(created.filter((r) => r.includes('-property-create-'))).toHaveLength(3);
  });

  it('pointed at an http:// URL: exit 2, one line, NOT DETERMINED with its reports, nothing run', async () => {
    const result = keep(
      await runCli(['run'], { ORDERS_BASE_URL: 'http://127.0.0.1:8080', API_KEY: 'sk_test_plainhttp' }),
    );
    expect(result.code).toBe(2);
    expect(expectOneLine(result)).toBe(
      `osf-conformance: NOT DETERMINED: ORDERS_BASE_URL must use https:// (spec 5.3: all requests are made over HTTPS); got http:// (reports: ${result.reportDir})`,
    );
    expect(result.report?.verdict).toBe('not-determined');
    expect(result.report?.target.ordersBaseUrl).toBe('http://127.0.0.1:8080');
    expect(result.report?.run.requests).toBe(0);
  });

  it('pointed at a closed port: exit 2, one line naming the cause, reports written and NOT DETERMINED', async () => {
    const port = await closedPort();
    const result = keep(
      await runCli(['run'], { ORDERS_BASE_URL: `https://127.0.0.1:${port}`, API_KEY: 'sk_test_closedport' }),
    );
    expect(result.code).toBe(2);
    expect(expectOneLine(result)).toBe(
      `osf-conformance: NOT DETERMINED: cannot reach the target (https://127.0.0.1:${port}/v2/scan_forms): connection refused by 127.0.0.1:${port}: nothing listens there (reports: ${result.reportDir})`,
    );
    expect(result.report?.verdict).toBe('not-determined');
    expect(result.report?.run.setupProblem).toMatch(/^cannot reach the target/);
    expect(result.report?.counts.notExercised).toBe(result.report?.counts.total);
  });

  it('with a wrong key: exit 2, one line saying the key was rejected', async () => {
    const { env } = await reference({});
    const result = keep(await runCli(['run'], { ...env, API_KEY: 'sk_test_not_the_key' }));
    expect(result.code).toBe(2);
    expect(expectOneLine(result)).toMatch(
      /^osf-conformance: NOT DETERMINED: the target rejected API_KEY: GET https:\/\/127\.0\.0\.1:\d+\/v2\/scan_forms with API_KEY answered HTTP 401; check the key/,
    );
    // Every report says the same word and the fix, not a wall of ids: one <error> in junit.xml, no skips.
    expect(result.report?.verdict).toBe('not-determined');
    expect(result.files.get('report.html')).toMatch(
      /<title>NOT DETERMINED: [^]*<h1>NOT DETERMINED<\/h1><p>Setup problem/,
    );
    // The files are read as latin1: the mark before the word is bytes here.
    expect(result.files.get('summary.md')?.split('\n')[0]).toMatch(/^## .+ NOT DETERMINED: osf-conformance /);
    const junit = result.files.get('junit.xml') ?? '';
    expect(junit).toMatch(/<error type="setup" message="NOT DETERMINED: the target rejected API_KEY/);
    expect(junit).not.toContain('<skipped');
  });

  const ALIAS = 'osf_test_second_key_of_the_first_account';
  /** The reference server behind a proxy that takes ALIAS as a second key of the first account, as a real service may. */
  async function aliasOfFirstAccount(): Promise<Record<string, string>> {
    const { server, env } = await reference({});
    const proxy = await startProxy(server, (req, upstream) => {
      if (req.headers.authorization === `Bearer ${ALIAS}`) req.headers.authorization = `Bearer ${env.API_KEY}`;
      return upstream();
    });
    cleanups.push(() => proxy.close());
    return { ...env, ORDERS_BASE_URL: proxy.url, CA_FILE: proxy.caFile, SECOND_API_KEY: ALIAS };
  }
  it.each([
    [
      'a wrong SECOND_API_KEY',
      async () => ({ ...(await reference({})).env, SECOND_API_KEY: 'sk_test_not_a_second_key' }),
      /the target rejected SECOND_API_KEY: GET /,
    ],
    [
      "a SECOND_API_KEY of API_KEY's own account",
      aliasOfFirstAccount,
      /SECOND_API_KEY acted as the account of API_KEY in every experiment: \(1\) both keys read the same .* \(2\) each key on a connection of its own .* \(3\) an order created with SECOND_API_KEY .*Either SECOND_API_KEY is a key of the same account as API_KEY .* or the target serves one account whatever the key/,
    ],
  ] as const)('with %s: exit 2, NOT DETERMINED, one line naming the key', async (_, target, line) => {
    const result = keep(await runCli(['run'], await target()));
    expect(result.code, result.stderr).toBe(2);
    expect(expectOneLine(result)).toMatch(line);
    expect(expectOneLine(result)).not.toMatch(/unset/i);
    expect(result.report?.verdict).toBe('not-determined');
    expect(result.report?.counts.fail).toBe(0);
    expect(result.stdout + result.stderr).not.toContain(ALIAS);
  });

  it.each([
    ['keys of another account, none enabled', 'gift_message,sales_channel', 'gift_message, sales_channel'],
    ['one extra key not enabled', 'EXTRA', 'not_enabled_here'],
  ])(
    'with ENABLED_METADATA_KEYS of %s: exit 2 naming the keys, before any metadata check judges',
    async (_, keys, named) => {
      const { env } = await reference({});
      const value = keys === 'EXTRA' ? `${env.ENABLED_METADATA_KEYS},not_enabled_here` : keys;
      const result = keep(await runCli(['run'], { ...env, ENABLED_METADATA_KEYS: value }));
      expect(result.code, result.stdout).toBe(2);
      expect(expectOneLine(result)).toMatch(
        new RegExp(
          `^osf-conformance: NOT DETERMINED: ENABLED_METADATA_KEYS lists ${named}, but the target stored .* check that ${named} (is|are) enabled for the account of API_KEY`,
        ),
      );
      expect(result.report?.verdict).toBe('not-determined');
      expect(result.report?.counts.fail).toBe(0);
    },
  );

  /** The same target alone, or as the one target of a fleet file (its key named by a variable of the user's). */
  const alone = (env: Record<string, string>) => ({ args: [] as string[], env, dir: '' });
  const inFleet = (env: Record<string, string>) => {
    // Beside the CA file, in the folder removed with the server.
    const fleet = join(dirname(env.CA_FILE!), 'fleet.json');
    writeFileSync(
      fleet,
      JSON.stringify({
        targets: [
          {
            name: 'staging',
            ordersBaseUrl: env.ORDERS_BASE_URL,
            apiKeyEnv: 'OSF_STAGING_API_KEY',
            secondApiKeyEnv: 'OSF_STAGING_SECOND_KEY',
            caFile: env.CA_FILE,
            enabledMetadataKeys: env.ENABLED_METADATA_KEYS!.split(','),
          },
        ],
      }),
    );
    return {
      args: ['--targets', fleet],
      env: { OSF_STAGING_API_KEY: env.API_KEY!, OSF_STAGING_SECOND_KEY: env.SECOND_API_KEY! },
      dir: 'staging/',
    };
  };

  it.each([
    ['alone', alone],
    ['in a fleet', inFleet],
  ])(
    'cut by its deadline with no MUST failure %s: exit 2 and NOT DETERMINED, never a pass or a failure',
    async (how, as) => {
      const { args, env: runEnv, dir } = as((await reference({ latencyMs: 150 })).env);
      const result = keep(await runCli(['run', '--deadline', '5000', ...args], runEnv));
      expect(result.code, result.stdout).toBe(2);
      const report = JSON.parse(
        Buffer.from(result.files.get(`${dir}conformance.json`) ?? '{}', 'latin1').toString(),
      ) as {
        verdict?: string;
        run?: { incomplete?: string };
      };
      expect(report.verdict).toBe('not-determined');
      expect(report.run?.incomplete).toMatch(/the run deadline of 5000 ms/);
      expect(result.files.get(`${dir}junit.xml`)).toMatch(/<error type="not-determined" message="not determined: /);
      if (how === 'alone')
        expect(result.stdout).toMatch(
          /^NOT DETERMINED: the run could not judge every MUST requirement\n {2}Run cut short: the run deadline of 5000 ms/m,
        );
      else {
        expect(result.stdout).toMatch(/^staging\s+NOT DETERMINED\s+Run cut short: the run deadline of 5000 ms/m);
        expect(result.files.get('matrix.md')).toMatch(/\| staging \|[^\n]*\*\*NOT DETERMINED\*\*/);
      }
    },
  );

  it('against a seeded fault: exit 1, and conformance.json names AUTH-MISSING-401 as failed', async () => {
    const { env } = await reference({ fault: 'auth-missing-get-orders' });
    const result = keep(await runCli(['run'], env));
    expect(result.code, result.stderr).toBe(1);
    const failed = result.report?.requirements.filter((r) => r.verdict === 'fail').map((r) => r.id);
    expect(failed).toContain('AUTH-MISSING-401');
    const auth = result.report?.requirements.find((r) => r.id === 'AUTH-MISSING-401');
    expect(auth?.finding?.problems?.join('\n')).toMatch(
      /GET \/orders with no Authorization header and Accept: application\/json: HTTP 200/,
    );
    // Deterministic: re-run once, and the report says it failed again.
    expect(auth).toMatchObject({ attempts: 2, retry: { repeated: true } });
    expect(result.stdout).toMatch(/FAIL AUTH-MISSING-401 \(5\.4, MUST\) \(failed on both attempts\)/);
    expect(result.stdout).toMatch(/DOES NOT CONFORM/);
  });
});

describe('osf-conformance run --dry-run', () => {
  let target: Hostile | undefined;
  afterEach(async () => {
    await target?.close();
    target = undefined;
  });

  it("prints each requirement's requests as method and path template, and sends nothing to the target", async () => {
    target = await startHttps((_req, res) => void res.end('{}'));
    const result = keep(
      await runCli(['run', '--dry-run', '--only', '5.4,4.4'], {
        ORDERS_BASE_URL: target.url,
        API_KEY: 'sk_test_dryrun_1',
        CA_FILE: target.caFile,
        ORDER_REFERENCE_PREFIX: 'dry-',
      }),
    );
    expect(result.code, result.stderr).toBe(0);
    expect(target.connections()).toBe(0);
    expect(result.files.size).toBe(0);
    expect(result.stdout).toContain(`Dry run: the requests each requirement sends, for a run against ${target.url}`);
    expect(result.stdout).toMatch(
      /\nAUTH-MISSING-401 \(5\.4, MUST\)\n( {2}.*\n)* {2}PUT \{base_url\}\/v1\.0\/orders\/\{reference\} {2}\[Authorization: none\]( x\d+)?\n/,
    );
    expect(result.stdout).toMatch(
      /\nSF-LIST-ENVELOPE \(4\.4, MUST\)\n {2}GET \{scan_base_url\}\/v2\/scan_forms {2}\[Authorization: Bearer <API_KEY>\]\n/,
    );
    expect(result.stdout).toContain('{reference} = an order reference starting with "dry-"');
    expect(result.stdout).not.toContain('sk_test_dryrun_1');
  });
});

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
