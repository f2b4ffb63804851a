// README's table of verdicts and exit codes, row by row, through the packed package's command: each path it lists
// is run against a target the test starts, and must end with the row's exit code and its verdict word in the
// console, conformance.json, junit.xml, summary.md and report.html. A row without a scenario here fails, so the
// table cannot promise a path no test runs.

import { createServer } from 'node:net';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startReferenceServer, type ReferenceOptions } from '../../src/reference/server.js';
import { startProxy, type SeenRequest, type Upstream } from '../hostile/servers.js';
import { runCli, runFromPackedPackage, type CliResult, type Interrupt } from './run-cli.js';

runFromPackedPackage();

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const WORDS = ['CONFORMS', 'DOES NOT CONFORM', 'NOT DETERMINED'] as const;
type Word = (typeof WORDS)[number];
const VERDICT: Record<Word, string> = {
  CONFORMS: 'pass',
  'DOES NOT CONFORM': 'fail',
  'NOT DETERMINED': 'not-determined',
};

interface Row {
  readonly when: string;
  readonly word: Word;
  readonly exits: readonly number[];
}

/** The rows of README's table under "Three verdicts, three exit codes", Markdown emphasis and code marks removed. */
function readmeRows(): Row[] {
  const readme = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');
  const section = readme.slice(readme.indexOf('## Three verdicts, three exit codes'), readme.indexOf('## Quick start'));
  const plain = (cell: string) => cell.replace(/\*|`/g, '').trim();
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !/^\| when \|/.test(line))
    .map((line) => line.split(' | ').map((cell) => plain(cell.replace(/^\| |\s\|$/g, ''))))
    .map(([when, word, exits]) => ({ when: when!, word: word as Word, exits: exits!.split(' / ').map(Number) }));
}

/** The reference server (a fault or a latency, if asked), behind a proxy that stalls or refuses what `hold` picks. */
async function target(
  options: ReferenceOptions = {},
  hold: (req: SeenRequest) => 'stall' | '429' | undefined = () => undefined,
): Promise<{ env: Record<string, string>; held: () => number }> {
  const server = await startReferenceServer(options);
  let held = 0;
  const proxy = await startProxy(server, async (req, upstream) => {
    const what = hold(req);
    if (what === undefined) return upstream();
    held += 1;
    return what === 'stall' ? undefined : TOO_MANY;
  });
  cleanups.push(
    () => server.close(),
    () => proxy.close(),
  );
  const [a, b] = server.accounts;
  return {
    env: {
      ORDERS_BASE_URL: proxy.url,
      CA_FILE: proxy.caFile,
      API_KEY: a.apiKey,
      SECOND_API_KEY: b.apiKey,
      ENABLED_METADATA_KEYS: a.enabledMetadataKeys.join(','),
    },
    held: () => held,
  };
}

const TOO_MANY: Upstream = {
  status: 429,
  headers: { 'content-type': 'application/json', 'retry-after': '1' },
  body: '{"statusCode":429,"error":"Too Many Requests","message":"slow down"}',
};

/** The page walk and SF-PAGE-LIMITS read pages: the positive control's unfiltered read never does. */
const pageQuery = (req: SeenRequest) => req.url.includes('/v2/scan_forms?') && req.url.includes('page=');

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function run(args: readonly string[], env: Record<string, string>, interrupt?: Interrupt): Promise<CliResult> {
  const result = await runCli(args, env, 180_000, interrupt);
  cleanups.push(() => result.cleanup());
  return result;
}

type Scenario = (exit: number) => Promise<CliResult>;
const signalOf = (exit: number): 'SIGINT' | 'SIGTERM' => (exit === 143 ? 'SIGTERM' : 'SIGINT');

/** Every path of the table, by its words there: the run that takes it. */
const SCENARIOS: Record<string, Scenario> = {
  'every MUST requirement that ran passed, and the run itself kept none from a verdict': () =>
    run(['run', '--only', '5.4'], {}),
  'a MUST requirement failed': async () =>
    run(['run', '--only', 'AUTH-MISSING-401'], (await target({ fault: 'auth-missing-get-orders' })).env),
  'a MUST requirement failed, then the run deadline cut the run short': async () => {
    const { env } = await target({ fault: 'auth-missing-get-orders' }, (req) => (pageQuery(req) ? 'stall' : undefined));
    const only = ['--only', 'AUTH-MISSING-401,SF-PAGE-LIMITS'];
    return run(['run', ...only, '--deadline', '8000'], { ...env, REQUEST_TIMEOUT_MS: '120000' });
  },
  'the target unreachable': async () =>
    run(['run'], { ORDERS_BASE_URL: `https://127.0.0.1:${await closedPort()}`, API_KEY: 'sk_test_unreachable' }),
  'a key rejected': async () => run(['run'], { ...(await target()).env, API_KEY: 'sk_test_not_the_key' }),
  'a configured fact the target does not bear out (a listed metadata key it does not store)': async () => {
    const { env } = await target();
    return run(['run', '--only', '2.1'], { ...env, ENABLED_METADATA_KEYS: `${env.ENABLED_METADATA_KEYS},not_enabled` });
  },
  'bad configuration (an http:// URL, an unreadable CA file, a malformed key name, a bad expectations or fleet file)':
    () => run(['run'], { ORDERS_BASE_URL: 'http://127.0.0.1:8080', API_KEY: 'sk_test_plain_http' }),
  'bad usage (an --only that matches nothing, an unknown option)': () => run(['run', '--onyl', '5.4'], {}),
  'the run deadline cut the run short before any MUST requirement failed': async () => {
    const { env } = await target({}, (req) => (pageQuery(req) ? 'stall' : undefined));
    return run(['run', '--only', 'SF-PAGE-LIMITS', '--deadline', '3000'], { ...env, REQUEST_TIMEOUT_MS: '120000' });
  },
  'a MUST requirement the run left unexercised: 429s beyond the bound': async () => {
    const { env } = await target({}, (req) => (pageQuery(req) ? '429' : undefined));
    return run(['run', '--only', 'SF-PAGE-WALK'], env);
  },
  'a MUST requirement the run left unexercised: a request timeout': async () => {
    const { env } = await target({}, (req) => (pageQuery(req) ? 'stall' : undefined));
    return run(['run', '--only', 'SF-PAGE-LIMITS'], { ...env, REQUEST_TIMEOUT_MS: '1000' });
  },
  'SIGINT or SIGTERM stopped the run before any MUST requirement failed': async (exit) => {
    const { env, held } = await target({}, (req) => (pageQuery(req) ? 'stall' : undefined));
    const interrupt = { signal: signalOf(exit), when: () => held() > 0 };
    return run(['run', '--only', 'SF-PAGE-LIMITS'], { ...env, REQUEST_TIMEOUT_MS: '120000' }, interrupt);
  },
  'SIGINT or SIGTERM stopped the run after a MUST requirement failed': async (exit) => {
    const stall = (req: SeenRequest) => (pageQuery(req) ? 'stall' : undefined);
    const { env, held } = await target({ fault: 'auth-missing-get-orders' }, stall);
    const when = (stderr: string) => held() > 0 && /FAIL AUTH-MISSING-401/.test(stderr);
    const only = ['--only', 'AUTH-MISSING-401,SF-PAGE-LIMITS'];
    return run(['run', ...only], { ...env, REQUEST_TIMEOUT_MS: '120000' }, { signal: signalOf(exit), when });
  },
};

const latin = (result: CliResult, path: string) => Buffer.from(result.files.get(path) ?? '', 'latin1').toString();

/** The row's word, and no other verdict word, in the console and in each of the four reports. */
function expectSaid(result: CliResult, word: Word): void {
  const console = `${result.stdout}\n${result.stderr}`;
  const headline = (w: Word) => new RegExp(`^(osf-conformance: )?${w}:`, 'm');
  expect(console, console).toMatch(headline(word));
  for (const other of WORDS.filter((w) => w !== word)) expect(console).not.toMatch(headline(other));
  expect(result.report?.verdict).toBe(VERDICT[word]);
  expect(latin(result, 'junit.xml')).toContain(`<property name="verdict" value="${word}"/>`);
  expect(latin(result, 'summary.md').split('\n')[0]).toContain(` ${word}: `);
  expect(latin(result, 'report.html')).toContain(`<title>${word}: `);
}

describe("README's table of verdicts and exit codes", () => {
  const rows = readmeRows();

  it('lists every path a scenario here runs, and no path without one', () => {
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.when).sort()).toEqual(Object.keys(SCENARIOS).sort());
  });

  const paths = rows.flatMap((row) => row.exits.map((exit) => ({ ...row, exit })));
  it.each(paths.map((path) => [`${path.when}: ${path.word}, exit ${path.exit}`, path] as const))(
    '%s',
    async (_, { when, word, exit }) => {
      const scenario = SCENARIOS[when];
      if (scenario === undefined) throw new Error(`README lists "${when}", which no scenario here runs: add one`);
      const result = await scenario(exit);
      expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(exit);
      expectSaid(result, word);
    },
    200_000,
  );
});
