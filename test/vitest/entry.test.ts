// osf-conformance/vitest inside a vitest run of its own, as a user's project runs it: `-t` narrows the one run
// to the tests vitest will run, a failure carries its finding, and what was not exercised is skipped, never passed.

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceServer, type RunningReference } from '../../src/reference/server.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const entry = join(repo, 'src/vitest/index.ts');

interface VitestJson {
  testResults: Array<{
    message?: string;
    assertionResults: Array<{ title: string; status: string; failureMessages: string[] }>;
  }>;
}

let server: RunningReference;
let dir: string;

/** Runs vitest on one test file in `dir`, settings in its environment, and reads its JSON report. */
async function vitest(file: string, args: readonly string[], env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    [
      join(repo, 'node_modules/vitest/vitest.mjs'),
      'run',
      file,
      '--root',
      dir,
      '--reporter=json',
      '--outputFile=out.json',
      ...args,
    ],
    { cwd: dir, env: { PATH: process.env.PATH ?? '', HOME: dir, NO_COLOR: '1', ...env }, stdio: 'ignore' },
  );
  const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
  const code = await new Promise<number | null>((done) => child.on('close', done));
  clearTimeout(timer);
  const out = JSON.parse(readFileSync(join(dir, 'out.json'), 'utf8')) as VitestJson;
  const tests = new Map(out.testResults.flatMap((f) => f.assertionResults).map((t) => [t.title.split(':')[0]!, t]));
  return { code, tests, messages: out.testResults.map((f) => f.message ?? '').join('\n') };
}

beforeAll(async () => {
  server = await startReferenceServer({ fault: 'auth-missing-get-orders' });
  dir = mkdtempSync(join(tmpdir(), 'osf-vitest-entry-'));
  writeFileSync(join(dir, 'ca.pem'), server.caPem);
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('describeConformance in a vitest run', () => {
  it('runs once for what -t selects: a failure with its finding, the unexercised skipped', async () => {
    writeFileSync(
      join(dir, 'a.test.ts'),
      `import { describeConformance } from '${entry}';\ndescribeConformance({ reportDir: 'reports' });\n`,
    );
    const [a] = server.accounts;
    const { code, tests } = await vitest('a.test.ts', ['-t', 'AUTH-MISSING-401|ORD-ISOLATION-LIST'], {
      ORDERS_BASE_URL: server.ordersBaseUrl,
      API_KEY: a.apiKey,
      CA_FILE: join(dir, 'ca.pem'),
    });
    expect(code).toBe(1);
    const failed = tests.get('AUTH-MISSING-401')!;
    expect(failed.status).toBe('failed');
    expect(failed.failureMessages[0]).toMatch(/Expected: /);
    expect(failed.failureMessages.join('')).not.toContain(a.apiKey);
    // No second account configured: the isolation check could not run, and says so by being skipped.
    expect(tests.get('ORD-ISOLATION-LIST')?.status).toBe('skipped');
    expect([...tests.values()].filter((t) => t.status === 'passed')).toEqual([]);
    const report = JSON.parse(readFileSync(join(dir, 'reports', 'conformance.json'), 'utf8')) as {
      run: { only?: string[] };
      requirements: Array<{ id: string; verdict: string }>;
    };
    expect([...(report.run.only ?? [])].sort()).toEqual(['AUTH-MISSING-401', 'ORD-ISOLATION-LIST']);
    expect(report.requirements.find((r) => r.id === 'ORD-ISOLATION-LIST')?.verdict).toBe('not-exercised');
  }, 200_000);

  it('fails the file in one line for an `only` that matches nothing', async () => {
    writeFileSync(
      join(dir, 'b.test.ts'),
      `import { describeConformance } from '${entry}';\ndescribeConformance({ only: ['NO-SUCH-REQ'] });\n`,
    );
    const { code, messages } = await vitest('b.test.ts', [], {});
    expect(code).toBe(1);
    expect(messages).toMatch(/only: NO-SUCH-REQ matches no requirement id or spec section/);
  }, 200_000);
});
