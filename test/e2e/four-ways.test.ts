// The four ways in give one verdict per requirement: the command line, the library API, the vitest entry and
// the GitHub Action, part by part too, each against a fresh reference server (clean, a seeded fault, a legitimate variant)
// configured through the same settings, with the same seed.

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runConformance } from '../../src/api/index.js';
import { startReferenceServer, type ReferenceOptions } from '../../src/reference/server.js';
import { runAction } from '../support/action-steps.js';
import { verdictsOf, type Verdicts } from '../support/verdicts.js';
import { runCli } from './run-cli.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const SEED = '11';

/** A fresh reference server for one way in, and the settings a user would export for it. */
async function withServer<T>(options: ReferenceOptions, use: (env: Record<string, string>) => Promise<T>): Promise<T> {
  const server = await startReferenceServer({ ...options, seed: Number(SEED) });
  const dir = mkdtempSync(join(tmpdir(), 'osf-four-'));
  writeFileSync(join(dir, 'ca.pem'), server.caPem);
  const [a, b] = server.accounts;
  try {
    return await use({
      ORDERS_BASE_URL: server.ordersBaseUrl,
      API_KEY: a.apiKey,
      SECOND_API_KEY: b.apiKey,
      ENABLED_METADATA_KEYS: a.enabledMetadataKeys.join(','),
      SECOND_ENABLED_METADATA_KEYS: b.enabledMetadataKeys.join(','),
      CA_FILE: join(dir, 'ca.pem'),
      SEED,
    });
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function viaCli(env: Record<string, string>): Promise<Verdicts> {
  const result = await runCli(['run'], env, 240_000);
  result.cleanup();
  return verdictsOf(result.report?.requirements ?? []);
}

async function viaApi(env: Record<string, string>): Promise<Verdicts> {
  const { report } = await runConformance({ env, dotenv: false });
  return verdictsOf(report.requirements);
}

/** vitest's statuses as verdicts: passed, failed, and skipped for whatever was not a pass or a fail. */
async function viaVitest(env: Record<string, string>): Promise<Verdicts> {
  const dir = mkdtempSync(join(tmpdir(), 'osf-four-vitest-'));
  try {
    const entry = join(repo, 'dist/src/vitest/index.js');
    writeFileSync(join(dir, 'c.test.js'), `import { describeConformance } from '${entry}';\ndescribeConformance();\n`);
    const child = spawn(
      process.execPath,
      [join(repo, 'node_modules/vitest/vitest.mjs'), 'run', '--root', dir, '--reporter=json', '--outputFile=out.json'],
      { cwd: dir, env: { PATH: process.env.PATH ?? '', HOME: dir, NO_COLOR: '1', ...env }, stdio: 'ignore' },
    );
    const timer = setTimeout(() => child.kill('SIGKILL'), 240_000);
    await new Promise((done) => child.on('close', done));
    clearTimeout(timer);
    const out = JSON.parse(readFileSync(join(dir, 'out.json'), 'utf8')) as {
      testResults: Array<{ assertionResults: Array<{ title: string; status: string }> }>;
    };
    const status: Record<string, string> = { passed: 'pass', failed: 'fail', skipped: 'skipped' };
    return Object.fromEntries(
      out.testResults
        .flatMap((f) => f.assertionResults)
        .filter((t) => /^[A-Z0-9-]+(\/[a-z0-9-]+)?: /.test(t.title))
        .map((t) => [t.title.slice(0, t.title.indexOf(':')), status[t.status] ?? t.status]),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function viaAction(
  env: Record<string, string>,
): Promise<{ verdicts: Verdicts; failing: string[]; verdict: string }> {
  const inputs = {
    'orders-base-url': env.ORDERS_BASE_URL!,
    'api-key-env': 'KEY_ONE',
    'second-api-key-env': 'KEY_TWO',
    'enabled-metadata-keys': env.ENABLED_METADATA_KEYS!,
    'second-enabled-metadata-keys': env.SECOND_ENABLED_METADATA_KEYS!,
    'ca-file': env.CA_FILE!,
    seed: SEED,
  };
  const result = await runAction(inputs, { KEY_ONE: env.API_KEY!, KEY_TWO: env.SECOND_API_KEY! });
  const failing = [...result.stdout.matchAll(/^::error title=([A-Z0-9-]+)::/gm)].map((m) => m[1]!);
  return { verdicts: result.verdicts, failing, verdict: result.outputs.verdict ?? '' };
}

describe('the command line, the API, the vitest entry and the Action agree requirement by requirement', () => {
  it.each<[string, ReferenceOptions, string]>([
    ['the clean server', {}, 'pass'],
    ['fault auth-missing-get-orders', { fault: 'auth-missing-get-orders' }, 'fail'],
    ['variant unknown-cursor-404', { variant: 'unknown-cursor-404' }, 'pass'],
  ])(
    '%s',
    async (_name, options, verdict) => {
      const cli = await withServer(options, viaCli);
      const api = await withServer(options, viaApi);
      const vitest = await withServer(options, viaVitest);
      const action = await withServer(options, viaAction);
      expect(Object.keys(cli).length).toBeGreaterThan(50);
      expect(api).toEqual(cli);
      expect(action.verdicts).toEqual(cli);
      expect(Object.keys(cli).some((id) => id.includes('/'))).toBe(true);
      const failing = Object.keys(cli).filter((id) => cli[id] === 'fail' && !id.includes('/'));
      expect(action.failing.sort()).toEqual(failing.sort());
      expect(action.verdict).toBe(verdict);
      // vitest: a pass is passed, a fail failed, anything not decided skipped (never passed).
      const asVitest = Object.fromEntries(
        Object.entries(cli).map(([id, v]) => [id, v === 'pass' || v === 'fail' ? v : 'skipped']),
      );
      expect(vitest).toEqual(asVitest);
    },
    900_000,
  );
});
