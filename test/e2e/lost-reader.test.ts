// A run whose reader went away (a CI runner's log pipe closed, the parent that started it killed) still ends by
// itself with its reports written, and still stops on SIGTERM: nothing it prints can hold it.

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startReferenceServer } from '../../src/reference/server.js';
import { caFileFor } from '../hostile/servers.js';

const bin = fileURLToPath(new URL('../../bin/osf-conformance.js', import.meta.url));
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

interface Report {
  verdict: string;
  run: { incomplete?: string };
}

/** `run` with both output pipes closed by their reader at once; SIGKILL after 60 s marks a hang (code null). */
function runUnread(env: Record<string, string>, interruptWhen?: () => boolean) {
  const reportDir = mkdtempSync(join(tmpdir(), 'osfc-unread-'));
  cleanups.push(() => rmSync(reportDir, { recursive: true, force: true }));
  const child = spawn(process.execPath, [bin, 'run'], {
    env: { PATH: process.env.PATH ?? '', REPORT_DIR: reportDir, ...env },
    cwd: reportDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.destroy();
  child.stderr.destroy();
  const killer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const poll = setInterval(() => {
    if (interruptWhen?.() !== true) return;
    clearInterval(poll);
    child.kill('SIGTERM');
  }, 20);
  return new Promise<{ code: number | null; report: Report | undefined }>((resolve) =>
    child.on('close', (code) => {
      clearTimeout(killer);
      clearInterval(poll);
      const file = join(reportDir, 'conformance.json');
      resolve({ code, report: existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Report) : undefined });
    }),
  );
}

describe('a run nobody reads', () => {
  it('ends by itself with its verdict and its reports', async () => {
    const { code, report } = await runUnread({});
    expect(code).toBe(0);
    expect(report?.verdict).toBe('pass');
  }, 90_000);

  it('still stops on SIGTERM, its reports marked interrupted', async () => {
    // A far target (200 ms a request), so the run is still busy when the signal comes.
    const server = await startReferenceServer({ seed: 3, latencyMs: 200 });
    const { dir, caFile } = caFileFor(server.caPem);
    cleanups.push(
      () => server.close(),
      () => rmSync(dir, { recursive: true, force: true }),
    );
    const [a, b] = server.accounts;
    const creates = () => server.requestLog().filter((r) => r.method === 'POST').length;
    const { code, report } = await runUnread(
      {
        ORDERS_BASE_URL: server.ordersBaseUrl,
        API_KEY: a.apiKey,
        SECOND_API_KEY: b.apiKey,
        CA_FILE: caFile,
        ENABLED_METADATA_KEYS: a.enabledMetadataKeys.join(','),
      },
      () => creates() >= 5,
    );
    expect(code).toBe(143);
    expect(report?.run.incomplete).toBe('interrupted by SIGTERM');
  }, 90_000);
});
