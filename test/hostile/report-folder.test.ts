// Hostile folders, through the real command line: a second run into a REPORT_DIR another run is using, and links
// planted where the suite writes (REPORT_DIR, a fleet target's folder, matrix --out). Each is refused in one line,
// exit 2, before a request; nothing a link points to is written; the first run's reports stay its own.

import { spawnSync } from 'node:child_process';
import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimReportDir, LOCK_NAME } from '../../src/config/report-lock.js';
import { Scrubber } from '../../src/evidence/secrets.js';
import { writeReports } from '../../src/report/write.js';
import { API_KEY, passingReport } from '../report/fixtures.js';
import { runCli } from '../e2e/run-cli.js';
import { startHttps, expectNothingLeftBehind, type Hostile } from './servers.js';

const cleanups: Array<() => unknown> = [];
expectNothingLeftBehind(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'osf-hostile-folder-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const VICTIM_TEXT = 'a file of someone else, which no run may overwrite\n';

/** A file outside every report folder, as a planted link would point at. */
function victim(): string {
  const path = join(dir, 'victim.txt');
  writeFileSync(path, VICTIM_TEXT);
  return path;
}

/** The target: answers 401 to everything, after `hold` settles; records every request. */
async function target(hold: Promise<unknown> = Promise.resolve()): Promise<Hostile> {
  const server = await startHttps(async (_req, res) => {
    await hold;
    res.writeHead(401, { 'content-type': 'application/json' });
    res.end('{"statusCode":401,"error":"Unauthorized","message":"no"}');
  });
  cleanups.push(() => server.close());
  return server;
}

const runEnv = (server: Hostile, reportDir: string, key = 'sk_test_folder_1') => ({
  ORDERS_BASE_URL: server.url,
  CA_FILE: server.caFile,
  API_KEY: key,
  REPORT_DIR: reportDir,
  RUN_DEADLINE_MS: '30000',
});

function expectRefusal(result: Awaited<ReturnType<typeof runCli>>, message: RegExp): void {
  expect(result.code, result.stderr).toBe(2);
  expect(result.stderr.trim().split('\n')).toHaveLength(1);
  expect(result.stderr).toMatch(message);
}

describe('two runs into one REPORT_DIR', () => {
  it('refuses the second in one line while the first runs, and the first keeps its reports', async () => {
    let releaseFirst: () => void = () => undefined;
    const hold = new Promise<void>((resolve) => (releaseFirst = resolve));
    const server = await target(hold);
    const reports = join(dir, 'reports');
    const first = runCli(['run'], runEnv(server, reports, 'sk_test_first_run_1'));
    // The second starts once the first has claimed the folder and is waiting on the target.
    for (let i = 0; i < 200 && server.seen.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(server.seen.length).toBeGreaterThan(0);
    const second = await runCli(['run'], runEnv(server, reports, 'sk_test_second_run_2'), 20_000);
    releaseFirst();
    const done = await first;
    expectRefusal(second, /REPORT_DIR .*reports is in use by run \d+ on .* since .*; wait for it, or set REPORT_DIR/);
    expect(server.seen.filter((r) => r.headers.authorization?.includes('second') === true)).toEqual([]);
    expect(done.code, done.stderr).not.toBeNull();
    expect(readFileSync(join(reports, 'conformance.json'), 'utf8')).toContain(server.url);
    // The folder is free again once the first run has ended.
    expect(existsSync(join(reports, LOCK_NAME))).toBe(false);
  });

  it('takes over a lock whose run is gone, and refuses one held by a live process before any request', async () => {
    const server = await target();
    const reports = join(dir, 'reports');
    mkdirSync(reports);
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const host = (await import('node:os')).hostname();
    writeFileSync(join(reports, LOCK_NAME), JSON.stringify({ pid: Number(gone.stdout), host, since: 'then' }));
    const release = claimReportDir(reports);
    cleanups.push(release);
    const refused = await runCli(['run'], runEnv(server, reports), 20_000);
    expectRefusal(refused, /is in use by run \d+/);
    expect(server.connections()).toBe(0);
  });
});

describe('links planted where the suite writes', () => {
  it('refuses a link in REPORT_DIR before any request and leaves what it points to alone', async () => {
    const server = await target();
    const reports = join(dir, 'reports');
    mkdirSync(reports);
    const file = victim();
    symlinkSync(file, join(reports, 'summary.md'));
    const result = await runCli(['run'], runEnv(server, reports), 20_000);
    expectRefusal(result, /summary\.md is a symbolic link; osf-conformance never writes through a link/);
    expect(server.connections()).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(VICTIM_TEXT);
  });

  it("refuses a link in place of a fleet target's folder before any request", async () => {
    const server = await target();
    const reports = join(dir, 'reports');
    mkdirSync(join(dir, 'elsewhere'));
    mkdirSync(reports);
    symlinkSync(join(dir, 'elsewhere'), join(reports, 'eu'));
    const fleet = join(dir, 'fleet.json');
    const entry = { name: 'eu', ordersBaseUrl: server.url, apiKeyEnv: 'OSF_EU_API_KEY', caFile: server.caFile };
    writeFileSync(fleet, JSON.stringify({ targets: [entry] }));
    const result = await runCli(
      ['run', '--targets', fleet],
      { OSF_EU_API_KEY: 'sk_test_eu_1', REPORT_DIR: reports },
      20_000,
    );
    expectRefusal(result, /reports\/eu is a symbolic link/);
    expect(server.connections()).toBe(0);
  });

  it('refuses a link in matrix --out, and replaces a planted hard link instead of writing through it', async () => {
    writeReports(passingReport(), join(dir, 'vendor-a'), new Scrubber([['API_KEY', API_KEY]]));
    const out = join(dir, 'out');
    mkdirSync(out);
    const file = victim();
    symlinkSync(file, join(out, 'matrix.html'));
    expectRefusal(
      await runCli(['matrix', join(dir, 'vendor-a'), '--out', out], {}, 20_000),
      /matrix\.html is a symbolic link/,
    );
    expect(readFileSync(file, 'utf8')).toBe(VICTIM_TEXT);

    rmSync(join(out, 'matrix.html'));
    linkSync(file, join(out, 'matrix.md'));
    const result = await runCli(['matrix', join(dir, 'vendor-a'), '--out', out], {}, 20_000);
    expect(result.code, result.stderr).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(VICTIM_TEXT);
    expect(readFileSync(join(out, 'matrix.md'), 'utf8')).toContain('| vendor-a |');
  });
});
