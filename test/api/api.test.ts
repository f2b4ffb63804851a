// The library surface as a caller uses it: a run against a reference server this test starts, its progress
// events, its signal, no file unless asked, errors as UsageError before any request; and the report helpers.

import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compareReports,
  loadReport,
  runConformance,
  UsageError,
  verifyBundle,
  type ProgressEvent,
} from '../../src/api/index.js';
import { startReferenceServer, type RunningReference } from '../../src/reference/server.js';
import { caFileFor } from '../hostile/servers.js';

let server: RunningReference;
let ca: { dir: string; caFile: string };
let work: string;

/** The settings a user would export for the reference server (no .env read). */
function envFor(extra: Record<string, string> = {}): Record<string, string> {
  const [a, b] = server.accounts;
  return {
    ORDERS_BASE_URL: server.ordersBaseUrl,
    API_KEY: a.apiKey,
    SECOND_API_KEY: b.apiKey,
    ENABLED_METADATA_KEYS: a.enabledMetadataKeys.join(','),
    CA_FILE: ca.caFile,
    SEED: '5',
    ...extra,
  };
}

beforeAll(async () => {
  server = await startReferenceServer({ fault: 'auth-missing-get-orders' });
  ca = caFileFor(server.caPem);
  work = mkdtempSync(join(tmpdir(), 'osf-api-'));
});

afterAll(async () => {
  await server?.close();
  rmSync(ca.dir, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

describe('runConformance', () => {
  it('returns the report model with the verdict, tells progress as it goes, and writes nothing unless asked', async () => {
    const events: ProgressEvent[] = [];
    const unasked = join(work, 'never-made');
    const run = await runConformance({
      env: envFor({ REPORT_DIR: unasked }),
      dotenv: false,
      only: ['5'],
      onProgress: (e) => events.push(e),
    });
    expect(run.verdict).toBe('fail');
    expect(run.report.verdict).toBe('fail');
    const missing = run.report.requirements.find((r) => r.id === 'AUTH-MISSING-401');
    expect(missing?.verdict).toBe('fail');
    expect(missing?.finding?.summary).toEqual(expect.any(String));
    expect(run.report.run.partial).toBe(true);
    expect(events[0]?.type).toBe('run-started');
    const settled = events.filter((e) => e.type === 'requirement-settled');
    expect(settled.map((e) => e.id).sort()).toEqual(run.report.requirements.map((r) => r.id).sort());
    expect(existsSync(unasked)).toBe(false);
    // The events a caller may log carry no key.
    expect(JSON.stringify(events)).not.toContain(server.accounts[0].apiKey);
  });

  it('writes the report files when given a report directory, and they load back', async () => {
    const dir = join(work, 'reports');
    const run = await runConformance({ env: envFor(), dotenv: false, only: ['AUTH-MISSING-401'], reportDir: dir });
    expect(readdirSync(dir).sort()).toEqual(['conformance.json', 'junit.xml', 'report.html', 'summary.md']);
    const loaded = loadReport(dir);
    expect(loaded.report.requirements.map((r) => [r.id, r.verdict])).toEqual(
      run.report.requirements.map((r) => [r.id, r.verdict]),
    );
    const same = compareReports(loaded.report, run.report);
    expect(same.regression).toBe(false);
  });

  it('stops when its signal is aborted: the report says incomplete and the verdict is not a pass', async () => {
    const controller = new AbortController();
    controller.abort(new Error('caller gave up'));
    const run = await runConformance({ env: envFor(), dotenv: false, signal: controller.signal });
    expect(run.report.run.incomplete).toEqual(expect.any(String));
    expect(run.verdict).not.toBe('pass');
  });

  it('rejects what a caller can fix with a UsageError before any request', async () => {
    const before = server.requestCount();
    await expect(runConformance({ env: envFor(), dotenv: false, only: ['NO-SUCH-REQ'] })).rejects.toBeInstanceOf(
      UsageError,
    );
    await expect(
      runConformance({ env: envFor({ ORDERS_BASE_URL: 'http://plain.example' }), dotenv: false }),
    ).rejects.toBeInstanceOf(UsageError);
    expect(server.requestCount()).toBe(before);
  });
});

describe('the report helpers', () => {
  it('compareReports says a pass turned fail is a regression', async () => {
    const clean = await startReferenceServer({});
    const cleanCa = caFileFor(clean.caPem);
    try {
      const [a] = clean.accounts;
      const env = { ORDERS_BASE_URL: clean.ordersBaseUrl, API_KEY: a.apiKey, CA_FILE: cleanCa.caFile };
      const before = await runConformance({ env, dotenv: false, only: ['AUTH-MISSING-401'] });
      const after = await runConformance({ env: envFor(), dotenv: false, only: ['AUTH-MISSING-401'] });
      const comparison = compareReports(before.report, after.report);
      expect(comparison.regression).toBe(true);
      expect(comparison.regressed.map((c) => c.id)).toEqual(['AUTH-MISSING-401']);
    } finally {
      await clean.close();
      rmSync(cleanCa.dir, { recursive: true, force: true });
    }
  });

  it('loadReport and verifyBundle refuse what is not a report or a bundle with a UsageError', () => {
    expect(() => loadReport(join(work, 'nothing-here.json'))).toThrow(UsageError);
    expect(() => verifyBundle(join(work, 'no-bundle'))).toThrow(UsageError);
  });
});
