// The GitHub Action as a runner would run it: action.yml's steps, as scripts, with the GitHub variables set
// (GITHUB_ACTION_PATH, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY) and the inputs substituted, against the embedded
// server and a reference server with a seeded fault; and the inputs and annotations as pure functions.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annotations } from '../../src/action/annotations.js';
import { actionRun } from '../../src/action/inputs.js';
import { startReferenceServer, type RunningReference } from '../../src/reference/server.js';
import { fixtureReport } from '../report/fixtures.js';
import { action, runAction } from '../support/action-steps.js';

let faulty: RunningReference;
let caDir: string;

beforeAll(async () => {
  faulty = await startReferenceServer({ fault: 'auth-missing-get-orders' });
  caDir = mkdtempSync(join(tmpdir(), 'osf-action-ca-'));
  writeFileSync(join(caDir, 'ca.pem'), faulty.caPem);
});

afterAll(async () => {
  await faulty?.close();
  rmSync(caDir, { recursive: true, force: true });
});

describe('action.yml run as its steps', () => {
  it('is a composite action whose outputs are verdict and report-dir', () => {
    expect(action.runs.using).toBe('composite');
    expect(Object.keys(action.outputs).sort()).toEqual(['report-dir', 'verdict']);
  });

  it('against the embedded server: verdict pass, the step summary written, no error annotation', async () => {
    const result = await runAction({ only: '5' });
    expect(result.code).toBe(0);
    expect(result.outputs.verdict).toBe('pass');
    expect(result.outputs['report-dir']).toMatch(/osf-conformance-report$/);
    // The step summary is the run's summary.md: every requirement of section 5 ran, none failed.
    expect(result.summary).toMatch(/\| spec 5 \| \d+ \| 0 \| \d+ \| 0 \|/);
    expect(result.stdout).not.toContain('::error');
  }, 300_000);

  it('against a seeded fault: verdict fail, exit 1, ::error titled by the failing requirement, key never shown', async () => {
    const [a] = faulty.accounts;
    const result = await runAction(
      {
        'orders-base-url': faulty.ordersBaseUrl,
        'api-key-env': 'STAGING_KEY',
        'ca-file': join(caDir, 'ca.pem'),
        'enabled-metadata-keys': a.enabledMetadataKeys.join(','),
        only: '5',
      },
      { STAGING_KEY: a.apiKey },
    );
    expect(result.code).toBe(1);
    expect(result.outputs.verdict).toBe('fail');
    expect(result.stdout).toMatch(/^::error title=AUTH-MISSING-401::5\.4 MUST: /m);
    expect(result.summary).toContain('AUTH-MISSING-401');
    expect(result.stdout + result.summary).not.toContain(a.apiKey);
  }, 300_000);

  it('names an unset key variable in one error line and sends nothing', async () => {
    const before = faulty.requestCount();
    const result = await runAction({ 'orders-base-url': faulty.ordersBaseUrl, 'api-key-env': 'NOT_SET' });
    expect(result.code).toBe(2);
    expect(result.stdout).toMatch(/::error title=osf-conformance::input api-key-env names NOT_SET, which is not set/);
    expect(faulty.requestCount()).toBe(before);
  });
});

describe('the inputs and the annotations', () => {
  it('maps inputs to the run command line and its settings, keys from the variables they name', () => {
    const run = actionRun({
      INPUT_ORDERS_BASE_URL: 'https://staging.example',
      INPUT_API_KEY_ENV: 'K',
      K: 'secret-value',
      INPUT_CERTIFY: 'true',
      INPUT_VENDOR: 'Acme',
      INPUT_ONLY: ' ',
      INPUT_REPORT_DIR: 'out',
    });
    expect(run.args).toEqual(['run', '--certify']);
    expect(run.env).toEqual({
      REPORT_DIR: 'out',
      API_KEY: 'secret-value',
      ORDERS_BASE_URL: 'https://staging.example',
      CERTIFY_VENDOR: 'Acme',
    });
    expect(actionRun({ INPUT_FLEET: 'fleet.json' }).args).toEqual(['run', '--targets', 'fleet.json']);
    expect(() => actionRun({ INPUT_CERTIFY: 'yes' })).toThrow(/certify must be true or false/);
    expect(() => actionRun({ INPUT_FLEET: 'f.json', INPUT_CERTIFY: 'true' })).toThrow(/not to fleet/);
  });

  it('annotates each failure that fails the run, escaping what would break the command', () => {
    const report = fixtureReport();
    const lines = annotations(report, 'staging, eu');
    const failing = report.requirements.filter((r) => r.verdict === 'fail');
    expect(failing.length).toBeGreaterThan(0);
    expect(lines).toHaveLength(failing.length);
    for (const line of lines) {
      expect(line).toMatch(/^::(error|notice) title=[A-Z0-9-]+::staging, eu: /);
      expect(line).not.toContain('\n');
    }
  });
});
