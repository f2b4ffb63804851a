// REPORT_DIR is created and proven writable before the first request: an existing file, a path under a file, a
// read-only folder or a folder on /proc end the run with one line and exit 2, and the target sees nothing.

import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareReportDir } from '../../src/config/report-dir.js';
import { UsageError } from '../../src/errors.js';
import { runCli } from '../e2e/run-cli.js';
import { startHttps } from '../hostile/servers.js';

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) {
    chmodSync(dir, 0o755);
    rmSync(dir, { recursive: true, force: true });
  }
});

function temp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'osfc-report-dir-'));
  temps.push(dir);
  return dir;
}

/** A folder this process cannot write to: a chmod 555 folder, or (as root, who ignores modes) sysfs. */
function readOnlyFolder(): string {
  if (process.getuid?.() === 0) return '/sys/kernel';
  const dir = temp();
  chmodSync(dir, 0o555);
  return dir;
}

/** Each kind of unusable folder, made on demand (the temp folders go with each test). */
const unusable: Array<[string, () => string, RegExp]> = [
  ['an existing file', () => aFile(), /is a file, not a folder/],
  ['a path under a file', () => join(aFile(), 'reports'), /is under .*a-file, which is a file/],
  ['a read-only folder', readOnlyFolder, /is not writable \(E(ACCES|PERM|ROFS)\)/],
  ['a new folder on /proc', () => '/proc/self/osfc-reports', /cannot be created \(ENOENT/],
  ['/proc itself', () => '/proc', /is not writable/],
];

function aFile(): string {
  const file = join(temp(), 'a-file');
  writeFileSync(file, 'not a folder');
  return file;
}

describe('prepareReportDir', () => {
  it('creates missing folders, leaves no probe behind and returns the absolute path', () => {
    const dir = join(temp(), 'a', 'b', 'c');
    expect(prepareReportDir(dir)).toBe(dir);
    expect(readdirSync(dir)).toEqual([]);
  });

  it.each(unusable)('refuses %s with one line naming the fix', (_what, make, message) => {
    const path = make();
    let error: unknown;
    try {
      prepareReportDir(path);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).toMatch(/set REPORT_DIR \(or --report-dir\) to a folder you can write to$/);
    expect((error as Error).message).not.toContain('\n');
  });
});

describe('the command line with an unusable report folder', () => {
  it('exits 2 with one line before a single request reaches the target, for each kind of unusable folder', async () => {
    const server = await startHttps((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"orders":[]}');
    });
    try {
      for (const [what, make, message] of unusable) {
        const path = make();
        const viaFlag = what === 'a path under a file';
        const result = await runCli(
          ['run', ...(viaFlag ? ['--report-dir', path] : [])],
          {
            ORDERS_BASE_URL: server.url,
            API_KEY: 'sk_test_report_dir_0001',
            CA_FILE: server.caFile,
            ...(viaFlag ? {} : { REPORT_DIR: path }),
          },
          30_000,
        );
        result.cleanup();
        expect(result.code, `${what}: ${result.stderr}`).toBe(2);
        expect(result.stderr.trim().split('\n'), what).toHaveLength(1);
        expect(result.stderr, what).toMatch(message);
        expect(result.stdout, what).toBe('');
      }
      expect(server.seen).toEqual([]);
      expect(server.connections()).toBe(0);
      expect(existsSync('/proc/self/osfc-reports')).toBe(false);
    } finally {
      await server.close();
    }
  });
});
