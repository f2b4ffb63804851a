// A failing requirement's curl command is the vendor's way back to the bug: pasted into a shell with
// API_KEY (and CA_FILE) exported, it must reproduce the failing answer against the faulty server.

import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAll } from '../../src/engine/run-all.js';
import { buildReport } from '../../src/report/build.js';
import { resolveSelection } from '../../src/requirements/select.js';
import { catalogue } from '../../suites/index.js';
import { untestable } from '../../suites/untestable.js';
import { referenceTarget } from '../support/reference-target.js';

function hasCurl(): boolean {
  try {
    execFileSync('curl', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('the curl command of a failing requirement', () => {
  it.each([
    ['auth-missing-get-orders', 'AUTH-MISSING-401'],
    ['sf-page-abc-200', 'SF-PARAM-TYPES-400'],
  ])('reproduces the failing answer of %s (%s) from a shell', async (fault, id) => {
    expect(hasCurl(), 'curl is needed to replay the commands (apt-get install curl)').toBe(true);
    const { server, target } = await referenceTarget({ fault });
    const dir = mkdtempSync(join(tmpdir(), 'osfc-curl-'));
    try {
      const caFile = join(dir, 'ca.pem');
      writeFileSync(caFile, server.caPem);
      const requirements = catalogue.filter((r) => r.id === id);
      const outcomes = await runAll(target, requirements, { attemptTimeoutMs: 30_000, retryFailures: false });
      const now = new Date();
      const report = buildReport({
        selection: resolveSelection(requirements, undefined),
        untestable,
        outcomes,
        target,
        config: { seed: 1, numRuns: 1, caFile },
        startedAt: now,
        finishedAt: now,
      });
      const result = report.requirements[0]!;
      expect(result.verdict).toBe('fail');
      const decisive = result.evidence.find((e) => e.decisive === true);
      expect(decisive?.curl, 'the decisive exchange carries a curl command').toBeDefined();
      expect(decisive!.curl).not.toContain(target.apiKey);
      // The command runs in a shell that only knows the key and CA through the environment, as a user's would
      // (asynchronously: the faulty server answers from this very process).
      const { stdout: output } = await promisify(execFile)('bash', ['-c', decisive!.curl!], {
        env: { PATH: process.env.PATH ?? '', API_KEY: target.apiKey, CA_FILE: caFile },
        encoding: 'utf8',
        timeout: 20_000,
      });
      const status = /^HTTP\/[\d.]+ (\d{3})/m.exec(output)?.[1];
      expect(Number(status)).toBe(decisive!.status);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await server.close();
    }
  });
});
