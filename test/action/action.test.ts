// The GitHub Action as a runner would run it: action.yml's steps, as scripts, with the GitHub variables set
// (GITHUB_ACTION_PATH, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY) and the inputs substituted, against the embedded
// server and a reference server with a seeded fault; and the inputs and annotations as pure functions.

import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annotations, verdictAnnotation, verdictOutput } from '../../src/action/annotations.js';
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
    expect(result.stdout).toMatch(
      /::error title=osf-conformance::NOT DETERMINED: input api-key-env names NOT_SET, which is not set/,
    );
    expect(faulty.requestCount()).toBe(before);
  });

  it('on its own refused inputs: verdict not-determined, a step summary, an annotation and the four reports', async () => {
    const result = await runAction({ 'orders-base-url': faulty.ordersBaseUrl, 'api-key-env': 'NOT_SET' });
    expect(result.outputs.verdict).toBe('not-determined');
    expect(result.outputs['report-dir']).toMatch(/osf-conformance-report$/);
    expect(result.summary).toMatch(/NOT DETERMINED/);
    expect(result.summary).toMatch(/NOT\\_SET, which is not set/);
    expect(result.reportFiles).toEqual(
      expect.arrayContaining(['conformance.json', 'junit.xml', 'report.html', 'summary.md']),
    );
    expect(result.verdicts).toEqual(expect.objectContaining({ 'AUTH-MISSING-401': 'not-exercised' }));
  });

  it("on the command line's configuration error: verdict not-determined, the summary and the annotation", async () => {
    const result = await runAction(
      { 'orders-base-url': 'http://127.0.0.1:8080', only: '5', 'api-key-env': 'STAGING_KEY' },
      { STAGING_KEY: 'sk_test_action_http' },
    );
    expect(result.code).toBe(2);
    expect(result.outputs.verdict).toBe('not-determined');
    expect(result.stdout).toMatch(/^::error title=osf-conformance::NOT DETERMINED: .*must use https:\/\//m);
    expect(result.summary).toMatch(/NOT DETERMINED/);
  });

  it('escapes a line break in an input it echoes: no forged ::error or ::stop-commands::', async () => {
    const result = await runAction({ certify: 'yes\n::stop-commands::pause\n::error title=FORGED::x' });
    expect(result.code).toBe(2);
    const commands = result.stdout.split('\n').filter((line) => line.startsWith('::'));
    expect(commands).toEqual([expect.stringMatching(/^::error title=osf-conformance::NOT DETERMINED: input certify /)]);
    expect(commands[0]).toContain('%0A::stop-commands::pause%0A::error title=FORGED::x');
  });

  it('never shows the lines of a report an earlier run left, when this run stops before writing any', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'osf-action-stale-'));
    try {
      // An earlier run's report with failures, and a lock held by a run on another machine: this run writes nothing.
      const earlier = new Date(Date.now() - 3_600_000);
      const stale = { ...fixtureReport(), run: { ...fixtureReport().run, startedAt: earlier.toISOString() } };
      writeFileSync(join(dir, 'conformance.json'), JSON.stringify(stale));
      utimesSync(join(dir, 'conformance.json'), earlier, earlier);
      const lock = { pid: 1, host: 'another-machine.example', since: new Date().toISOString() };
      writeFileSync(join(dir, '.osf-conformance.lock'), JSON.stringify(lock));
      const result = await runAction({ 'report-dir': dir, only: '5' });
      expect(result.code).toBe(2);
      expect(result.outputs.verdict).toBe('not-determined');
      const commands = result.stdout.split('\n').filter((line) => line.startsWith('::'));
      expect(commands).toEqual([
        expect.stringMatching(/^::error title=osf-conformance::NOT DETERMINED: REPORT_DIR .* is in use/),
      ]);
      expect(result.summary).toMatch(/NOT DETERMINED/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each(['GITHUB_TOKEN', 'ACTIONS_RUNTIME_TOKEN', 'AWS_SECRET_ACCESS_KEY'])(
    'refuses api-key-env naming the well-known %s, before any request',
    async (variable) => {
      const before = faulty.requestCount();
      const secret = 'ghs_notarealtokenbutsecretnonetheless00';
      const result = await runAction(
        { 'orders-base-url': faulty.ordersBaseUrl, 'api-key-env': variable },
        { [variable]: secret },
      );
      expect(result.code).toBe(2);
      expect(result.outputs.verdict).toBe('not-determined');
      expect(result.stdout).toMatch(
        new RegExp(
          `::error title=osf-conformance::NOT DETERMINED: input api-key-env: ${variable} is a well-known variable`,
        ),
      );
      expect(result.stdout + result.summary).not.toContain(secret);
      expect(faulty.requestCount()).toBe(before);
    },
  );
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

  it('says the verdict of an interrupted run as its reports do, and error only for a crash without a report', () => {
    const failed = fixtureReport();
    const undetermined = fixtureReport({ outcomes: new Map(), incomplete: 'interrupted by SIGTERM' });
    expect(failed.verdict).toBe('fail');
    expect([0, 1, 2].map((code) => verdictOutput(code, [failed]))).toEqual(['pass', 'fail', 'not-determined']);
    expect(verdictOutput(143, [failed])).toBe('fail');
    expect(verdictOutput(130, [undetermined])).toBe('not-determined');
    expect(verdictOutput(null, [])).toBe('error');
    expect(verdictAnnotation(undetermined)).toMatch(
      /^::error title=osf-conformance::NOT DETERMINED: .*interrupted by SIGTERM/,
    );
  });

  it('refuses a key input that is not a variable name without quoting it, and a well-known variable', () => {
    const pasted = 'sk_live_4eC39HqLyjWDarjtT1zdp7dc xyz';
    expect(() => actionRun({ INPUT_API_KEY_ENV: pasted })).toThrow(/must be the NAME of an environment variable/);
    expect(() => actionRun({ INPUT_API_KEY_ENV: pasted })).not.toThrow(/sk_live/);
    expect(() => actionRun({ INPUT_API_KEY_ENV: 'GITHUB_TOKEN', GITHUB_TOKEN: 'x' })).toThrow(/well-known/);
    expect(actionRun({ INPUT_FLEET: 'f.json', INPUT_KEY_ENV: 'EU_KEY' }).args).toEqual([
      'run',
      '--targets',
      'f.json',
      '--key-env',
      'EU_KEY',
    ]);
    expect(() => actionRun({ INPUT_KEY_ENV: 'EU_KEY' })).toThrow(/belongs to fleet/);
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
