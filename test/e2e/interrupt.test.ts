// An interrupted run (Ctrl-C in a terminal, SIGTERM from a CI runner) stops promptly, aborts its requests,
// and still writes its reports, marked incomplete and listing every order created so far.

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startReferenceServer, type RunningReference } from '../../src/reference/server.js';
import { caFileFor } from '../hostile/servers.js';

const bin = fileURLToPath(new URL('../../bin/osf-conformance.js', import.meta.url));
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function until(condition: () => boolean, boundMs: number): Promise<void> {
  for (const end = Date.now() + boundMs; !condition();) {
    if (Date.now() > end) throw new Error('the run never reached the point to interrupt');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function interruptedRun(signal: 'SIGINT' | 'SIGTERM'): Promise<{
  code: number | null;
  stderr: string;
  report: {
    run: { incomplete?: string; createdOrderReferences: string[] };
    requirements: Array<{ verdict: string; reason?: string }>;
  };
  server: RunningReference;
}> {
  // A far target (200 ms a request), so the run is still busy when it is interrupted.
  const server = await startReferenceServer({ seed: 3, latencyMs: 200 });
  const { dir, caFile } = caFileFor(server.caPem);
  const reportDir = mkdtempSync(join(tmpdir(), 'osfc-interrupt-'));
  cleanups.push(
    () => server.close(),
    () => rmSync(dir, { recursive: true, force: true }),
    () => rmSync(reportDir, { recursive: true, force: true }),
  );
  const [a, b] = server.accounts;
  const env = {
    PATH: process.env.PATH ?? '',
    NO_COLOR: '1',
    REPORT_DIR: reportDir,
    ORDERS_BASE_URL: server.ordersBaseUrl,
    API_KEY: a.apiKey,
    SECOND_API_KEY: b.apiKey,
    CA_FILE: caFile,
    ENABLED_METADATA_KEYS: a.enabledMetadataKeys.join(','),
  };
  const child = spawn(process.execPath, [bin, 'run'], { env, cwd: reportDir, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  child.stdout.resume();
  const killer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const closed = new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
  // Interrupt once the run has created orders, so there is something to list.
  await until(
    () => server.requestLog().filter((r) => r.method === 'POST' && Number.isFinite(r.finishedMs)).length >= 5,
    30_000,
  );
  child.kill(signal);
  const code = await closed;
  clearTimeout(killer);
  const report = JSON.parse(readFileSync(join(reportDir, 'conformance.json'), 'utf8')) as Awaited<
    ReturnType<typeof interruptedRun>
  >['report'];
  return { code, stderr, report, server };
}

describe('an interrupted run', () => {
  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)(
    'on %s exits %i with the reports written, marked interrupted, listing the orders it created',
    async (signal, exitCode) => {
      const { code, stderr, report } = await interruptedRun(signal);
      expect(code).toBe(exitCode);
      expect(report.run.incomplete).toBe(`interrupted by ${signal}`);
      expect(
        report.requirements.some(
          (r) => r.verdict === 'not-exercised' && (r.reason ?? '').includes(`interrupted by ${signal}`),
        ),
      ).toBe(true);
      const created = report.run.createdOrderReferences.length;
      expect(created).toBeGreaterThan(0);
      // Every order the run may have created is listed (a create cut off in flight included), and each is one of
      // the run's own: the clean server stores every create under the run's reference namespace.
      expect(report.run.createdOrderReferences.every((r) => r.startsWith('osfc-'))).toBe(true);
      expect(stderr).toMatch(
        new RegExp(`interrupted by ${signal}; reports: .*\\(${created} orders? created, listed in conformance.json\\)`),
      );
    },
  );
});
