// `run --label NAME` names a single run's target in the matrix: two runs whose report folders are both "reports"
// show as their labels, not as "reports" and "reports #2". A label that cannot be a heading is refused.

import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../../src/cli.js';
import { runCli } from '../e2e/run-cli.js';

const cleanups: Array<() => unknown> = [];
afterEach(() => {
  for (const c of cleanups.splice(0).reverse()) c();
});

describe('run --label', () => {
  it('names the matrix column of each single run', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'osfc-label-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    for (const [label, job] of [
      ['Acme EU', 'job-1'],
      ['Acme US', 'job-2'],
    ] as const) {
      const result = await runCli(['run', '--only', 'AUTH-MISSING-401', '--label', label], {});
      cleanups.push(() => result.cleanup());
      expect(result.code, result.stderr).toBe(0);
      // As CI artifacts arrive: each job's folder is called "reports".
      mkdirSync(join(dir, job));
      renameSync(result.reportDir, join(dir, job, 'reports'));
      mkdirSync(result.reportDir);
    }
    await expect(main(['matrix', dir, '--out', join(dir, 'out')], {})).resolves.toBe(0);
    const md = readFileSync(join(dir, 'out', 'matrix.md'), 'utf8');
    expect(md).toContain('Acme EU');
    expect(md).toContain('Acme US');
    expect(md).not.toMatch(/reports #2/);
  });

  it('refuses a label that is not one short line', async () => {
    const reports = mkdtempSync(join(tmpdir(), 'osf-label-'));
    try {
      await expect(
        main(['run', '--label', 'a\nb', '--dotenv', '/nonexistent/.env', '--report-dir', reports], {}),
      ).rejects.toThrow('--label must be one line of 1 to 64 printable characters');
    } finally {
      rmSync(reports, { recursive: true, force: true });
    }
  });
});
