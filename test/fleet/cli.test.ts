// The fleet's command line without a server: `matrix` over written reports (mismatched suite versions flagged),
// and every refusal of `run --targets` a user can cause, each one line (exit 2) before any request is sent.

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli.js';
import { UsageError } from '../../src/errors.js';
import { Scrubber } from '../../src/evidence/secrets.js';
import { writeReports } from '../../src/report/write.js';
import { API_KEY, fixtureReport, passingReport } from '../report/fixtures.js';

let out: string[];
let dir: string;
beforeEach(() => {
  out = [];
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void out.push(args.join(' ')));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  dir = mkdtempSync(join(tmpdir(), 'osf-fleet-cli-'));
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

const scrubber = new Scrubber([['API_KEY', API_KEY]]);
/** No developer's .env, and the test's own report folder: a fleet refused for its configuration writes reports. */
const noDotenv = () => ['--dotenv', join(dir, 'none.env'), '--report-dir', join(dir, 'reports')];

describe('matrix', () => {
  it('writes matrix.html and matrix.md from report folders, naming columns by folder and linking into each report', async () => {
    writeReports(passingReport(), join(dir, 'artifacts', 'vendor-a'), scrubber);
    writeReports(fixtureReport(), join(dir, 'artifacts', 'vendor-b'), scrubber);
    await expect(main(['matrix', join(dir, 'artifacts'), '--out', join(dir, 'out')], {})).resolves.toBe(0);
    const md = readFileSync(join(dir, 'out', 'matrix.md'), 'utf8');
    expect(md).toContain(
      '| AUTH-MISSING-401 | 5.4 | MUST | [pass](../artifacts/vendor-a/report.html#req-AUTH-MISSING-401) | [**FAIL**](../artifacts/vendor-b/report.html#req-AUTH-MISSING-401) |',
    );
    expect(readFileSync(join(dir, 'out', 'matrix.html'), 'utf8')).toContain(
      'href="../artifacts/vendor-b/report.html#req-AUTH-MISSING-401"',
    );
    expect(out.join('\n')).toContain('2 requirements where implementations disagree');
  });

  it('flags reports of two suite versions on the console and in both files', async () => {
    const old = passingReport();
    writeReports(old, join(dir, 'old'), scrubber);
    writeReports({ ...old, suite: { ...old.suite, version: '0.9.0' } }, join(dir, 'new'), scrubber);
    await expect(
      main(['matrix', join(dir, 'old'), join(dir, 'new', 'conformance.json'), '--out', dir], {}),
    ).resolves.toBe(0);
    const warning = `different suite versions (${old.suite.version}: old; 0.9.0: new)`;
    expect(out.join('\n').split('\n')[0]).toBe(`warning: ${warning}: a requirement may be checked differently in each`);
    expect(readFileSync(join(dir, 'matrix.md'), 'utf8')).toContain(`> **Warning: ${warning}`);
    expect(readFileSync(join(dir, 'matrix.html'), 'utf8')).toContain(`<div class="notice" id="mismatch">`);
  });

  it('takes the name and product version from implementation.json when a fleet run wrote one', async () => {
    writeReports(passingReport(), join(dir, 'r'), scrubber);
    writeFileSync(
      join(dir, 'r', 'implementation.json'),
      JSON.stringify({ name: 'Acme Orders', productVersion: '3.1.4' }),
    );
    await main(['matrix', join(dir, 'r'), '--out', dir], {});
    expect(readFileSync(join(dir, 'matrix.md'), 'utf8')).toContain('| Acme Orders | 3.1.4 |');
  });

  it.each([
    [[], /matrix needs at least one report/],
    [['nowhere'], /matrix: nowhere does not exist/],
  ])('refuses %j in one line', async (args, message) => {
    await expect(main(['matrix', ...args], {})).rejects.toThrow(message);
  });

  it('refuses a folder without reports and a file that is not a report', async () => {
    mkdirSync(join(dir, 'empty'));
    await expect(main(['matrix', join(dir, 'empty')], {})).rejects.toThrow(/no conformance\.json under/);
    writeFileSync(join(dir, 'x.json'), '{"format": "something else"}');
    await expect(main(['matrix', join(dir, 'x.json')], {})).rejects.toThrow(UsageError);
  });
});

describe('run --targets refusals', () => {
  const eu = { name: 'eu', ordersBaseUrl: 'https://eu.example.com', apiKeyEnv: 'OSF_EU_API_KEY' };
  const fleetFile = (targets: unknown) => {
    const path = join(dir, 'fleet.json');
    writeFileSync(path, JSON.stringify({ targets }));
    return path;
  };

  it.each([
    [
      'a key in the file',
      [{ ...eu, apiKeyEnv: 'sk_live_4eC39HqLyjWDarjtT1zdp7dc' }],
      [],
      {},
      /target "eu": "apiKeyEnv" looks like a secret/,
    ],
    ['an unset key variable', [eu], [], {}, /fleet target "eu": apiKeyEnv names OSF_EU_API_KEY, which is not set/],
    [
      'an http:// target',
      [{ ...eu, ordersBaseUrl: 'http://eu.example.com' }],
      [],
      { OSF_EU_API_KEY: 'sk_test_eu_1' },
      /fleet target "eu": ORDERS_BASE_URL must use https:\/\//,
    ],
    ['--certify', [eu], ['--certify'], { OSF_EU_API_KEY: 'sk_test_eu_1' }, /--certify belongs to a single run/],
    [
      '--orders-base-url',
      [eu],
      ['--orders-base-url', 'https://x.example.com'],
      { OSF_EU_API_KEY: 'sk_test_eu_1' },
      /--orders-base-url belongs to a single run/,
    ],
    [
      '--parallel 0',
      [eu],
      ['--parallel', '0'],
      { OSF_EU_API_KEY: 'sk_test_eu_1' },
      /--parallel must be a whole number from 1 to 64/,
    ],
    [
      'an expectations file in the environment',
      [eu],
      [],
      { OSF_EU_API_KEY: 'sk_test_eu_1', EXPECTATIONS_FILE: 'x.json' },
      /unset EXPECTATIONS_FILE/,
    ],
  ])('refuses %s before any request', async (_what, targets, flags, env, message) => {
    const error = await main(['run', '--targets', fleetFile(targets), ...flags, ...noDotenv()], env).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error).toBeInstanceOf(UsageError);
    expect(error?.message).toMatch(message);
    expect(error?.message.split('\n')).toHaveLength(1);
    expect(error?.message).not.toContain('sk_live_4eC39HqLyjWDarjtT1zdp7dc');
  });

  it('checks the last target before running the first', async () => {
    const file = fleetFile([eu, { ...eu, name: 'us', apiKeyEnv: 'OSF_US_API_KEY' }]);
    await expect(
      main(['run', '--targets', file, ...noDotenv()], {
        OSF_EU_API_KEY: 'sk_test_eu_1',
        REPORT_DIR: join(dir, 'reports'),
      }),
    ).rejects.toThrow(/fleet target "us": apiKeyEnv names OSF_US_API_KEY/);
    expect(() => readFileSync(join(dir, 'reports', 'eu', 'conformance.json'))).toThrow();
  });

  it('refuses --parallel without --targets and a missing fleet file', async () => {
    await expect(main(['run', '--parallel', '3', ...noDotenv()], {})).rejects.toThrow(
      /--parallel belongs to --targets/,
    );
    await expect(main(['run', '--targets', join(dir, 'none.json'), ...noDotenv()], {})).rejects.toThrow(
      /cannot read the fleet file .*none\.json \(ENOENT\)/,
    );
  });
});
