// `run --targets` end to end through the real command line: a fleet of reference servers (clean, variants,
// seeded faults) run three at a time into their own report folders and one matrix, and a fleet with a target
// that accepts TLS and never answers, which is cut off by its own deadline while the others complete.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceServer, type RunningReference } from '../../src/reference/server.js';
import { runCli, type CliResult } from '../e2e/run-cli.js';
import { faults } from '../../src/reference/faults/index.js';
import { startHttps, type Hostile } from '../hostile/servers.js';

interface Member {
  readonly name: string;
  readonly options: { fault?: string; variant?: string };
}

/** The clean server, two legitimate variants and three seeded faults, each caught by other requirements. */
const MEMBERS: readonly Member[] = [
  { name: 'clean', options: {} },
  { name: 'bare-array', options: { variant: 'orders-list-bare-array' } },
  { name: 'page-size-3', options: { variant: 'page-size-3' } },
  { name: 'no-auth-get-orders', options: { fault: 'auth-missing-get-orders' } },
  { name: 'plain-text-401', options: { fault: 'auth-401-plain-text' } },
  { name: 'total-count-string', options: { fault: 'sf-total-count-string' } },
];

const envName = (name: string, which = 'API_KEY') => `OSF_${name.toUpperCase().replace(/-/g, '_')}_${which}`;

/** Writes the fleet file (extra entries first) and the environment naming each server's keys; CA files sit beside it. */
function fleetFor(
  dir: string,
  servers: ReadonlyArray<readonly [string, RunningReference]>,
  extra: ReadonlyArray<Record<string, unknown>> = [],
): { file: string; env: Record<string, string> } {
  const env: Record<string, string> = {};
  const targets = servers.map(([name, server]) => {
    writeFileSync(join(dir, `${name}.pem`), server.caPem);
    env[envName(name)] = server.accounts[0].apiKey;
    env[envName(name, 'SECOND_KEY')] = server.accounts[1].apiKey;
    return {
      name,
      ordersBaseUrl: server.ordersBaseUrl,
      scanFormsBaseUrl: server.scanFormsBaseUrl,
      apiKeyEnv: envName(name),
      secondApiKeyEnv: envName(name, 'SECOND_KEY'),
      caFile: `${name}.pem`,
      enabledMetadataKeys: server.accounts[0].enabledMetadataKeys,
      productVersion: `ref-${name}`,
    };
  });
  const file = join(dir, 'fleet.json');
  writeFileSync(file, JSON.stringify({ targets: [...extra, ...targets] }, null, 2));
  return { file, env };
}

/** The rows of one `## title` table of matrix.md, as [id, ...cells]. */
function markdownTable(md: string, title: string): string[][] {
  const section = md.split(`\n## ${title}\n`)[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((l) => l.startsWith('| ') && !l.startsWith('| Requirement'))
    .map((l) => l.slice(2, -2).split(' | '));
}

function text(result: CliResult, path: string): string {
  const file = result.files.get(path);
  if (file === undefined) throw new Error(`${path} was not written; written: ${[...result.files.keys()].join(', ')}`);
  return Buffer.from(file, 'latin1').toString('utf8');
}

describe('a fleet of six reference servers, three at a time', () => {
  const servers: Array<readonly [string, RunningReference]> = [];
  let dir: string;
  let result: CliResult;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'osf-fleet-'));
    for (const m of MEMBERS) servers.push([m.name, await startReferenceServer({ seed: 7, ...m.options })]);
    const { file, env } = fleetFor(dir, servers);
    // NUM_RUNS=1 keeps six whole runs affordable on a shared machine; the faults do not need more to show.
    result = await runCli(['run', '--targets', file, '--parallel', '3'], { ...env, NUM_RUNS: '1', SEED: '7' }, 300_000);
  }, 320_000);

  afterAll(async () => {
    await Promise.all(servers.map(([, s]) => s.close()));
    result?.cleanup();
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  it('exits 1 (a target broke a MUST) and ends the console with one line per target', () => {
    expect(result.code, result.stderr).toBe(1);
    const last = result.stdout.trimEnd().split('\n').slice(-MEMBERS.length);
    expect(last.map((l) => l.split(/\s+/).slice(0, 2).join(' '))).toEqual([
      'clean CONFORMS',
      'bare-array CONFORMS',
      'page-size-3 CONFORMS',
      'no-auth-get-orders DOES',
      'plain-text-401 DOES',
      'total-count-string DOES',
    ]);
  });

  it("writes each target's own reports into its own folder, about its own server", () => {
    for (const [name, server] of servers) {
      for (const file of ['conformance.json', 'report.html', 'junit.xml', 'summary.md'])
        expect([...result.files.keys()]).toContain(`${name}/${file}`);
      const report = JSON.parse(text(result, `${name}/conformance.json`)) as {
        target: { ordersBaseUrl: string };
        run: { numRuns: number };
      };
      expect(report.target.ordersBaseUrl).toBe(server.ordersBaseUrl);
      expect(report.run.numRuns).toBe(1);
    }
  });

  it('ran the targets side by side, never more than three at once', () => {
    // Each server's first and last request bound its target's run (one clock: every server is in this process).
    const spans = servers.map(([, s]) => {
      const log = s.requestLog();
      return [Math.min(...log.map((r) => r.startedMs)), Math.max(...log.map((r) => r.finishedMs))] as const;
    });
    const peak = Math.max(...spans.map(([start]) => spans.filter(([s, e]) => s <= start && start <= e).length));
    expect(peak).toBeGreaterThanOrEqual(2);
    expect(peak).toBeLessThanOrEqual(3);
  });

  it("draws the matrix: each fault's failing requirements in its own column, among the disagreeing rows first", () => {
    const md = text(result, 'matrix.md');
    expect(md.indexOf('## Where implementations disagree')).toBeGreaterThan(0);
    expect(md.indexOf('## Where implementations disagree')).toBeLessThan(md.indexOf('\n## Spec '));
    const disagree = markdownTable(md, 'Where implementations disagree');
    const header = md
      .split('\n')
      .find((l) => l.startsWith('| Requirement'))!
      .slice(2, -2)
      .split(' | ');
    expect(header.slice(3)).toEqual(MEMBERS.map((m) => m.name));
    for (const [index, member] of MEMBERS.entries()) {
      const failing = disagree.filter((row) => row[3 + index]!.includes('FAIL')).map((row) => row[0]);
      if (member.options.fault === undefined) {
        expect(failing, member.name).toEqual([]);
        continue;
      }
      for (const id of faults.find((f) => f.name === member.options.fault)!.caughtBy) {
        expect(failing, `${member.name} should fail ${id}`).toContain(id);
        const row = disagree.find((r) => r[0] === id)!;
        expect(row[3 + index]).toBe(`[**FAIL**](${member.name}/report.html#req-${id})`);
      }
    }
    // The agreeing rows follow by spec section; no failure hides among them (every failure here is one fault's).
    const rest = md.split('\n## ').slice(2).join('\n');
    expect(rest).not.toContain('FAIL');
    expect(md).toContain(`| no-auth-get-orders | ref-no-auth-get-orders |`);
  });

  it('never writes or prints a key', () => {
    const keys = servers.flatMap(([, s]) => s.accounts.map((a) => a.apiKey));
    for (const key of keys) {
      expect(result.stdout + result.stderr).not.toContain(key);
      for (const [path, content] of result.files) expect(content.includes(key), path).toBe(false);
    }
  });
});

describe('a fleet with a target that accepts TLS and never answers', () => {
  let dir: string;
  let clean: RunningReference;
  let faulty: RunningReference;
  let silent: Hostile;
  let result: CliResult;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'osf-fleet-hang-'));
    clean = await startReferenceServer({ seed: 3 });
    faulty = await startReferenceServer({ seed: 3, fault: 'auth-missing-get-orders' });
    // Reads each request in full and never answers it. Listed first, so it runs beside clean from the start
    // (and well within the hostile server's bounded lifetime).
    silent = await startHttps(() => new Promise<void>(() => {}));
    const { file, env } = fleetFor(
      dir,
      [
        ['clean', clean],
        ['faulty', faulty],
      ],
      [
        {
          name: 'silent',
          ordersBaseUrl: silent.url,
          apiKeyEnv: 'OSF_SILENT_API_KEY',
          caFile: silent.caFile,
          deadlineMs: 6_000,
        },
      ],
    );
    // Requests would wait a minute each: only the silent target's own deadline of 6 s can end its run.
    result = await runCli(
      ['run', '--targets', file],
      { ...env, OSF_SILENT_API_KEY: 'sk_test_silent_0001', NUM_RUNS: '1', REQUEST_TIMEOUT_MS: '60000' },
      200_000,
    );
  }, 220_000);

  afterAll(async () => {
    await Promise.all([clean?.close(), faulty?.close(), silent?.close()]);
    result?.cleanup();
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  it('exits 2 with the silent target NOT DETERMINED and the others complete', () => {
    expect(result.code, result.stderr).toBe(2);
    const last = result.stdout.trimEnd().split('\n').slice(-3);
    expect(last[0]).toMatch(/^silent\s+NOT DETERMINED\s+cannot reach the target .*the run deadline of 6000 ms/);
    expect(last[1]).toMatch(/^clean\s+CONFORMS\s/);
    expect(last[2]).toMatch(/^faulty\s+DOES NOT CONFORM\s+\d+ MUST requirements? failed: .*AUTH-MISSING-401/);
    for (const name of ['clean', 'faulty']) {
      const report = JSON.parse(text(result, `${name}/conformance.json`)) as { run: { incomplete?: string } };
      expect(report.run.incomplete).toBeUndefined();
    }
  });

  it('ends the silent target at its own deadline, not at the request timeout, and keeps a report of it', () => {
    const report = JSON.parse(text(result, 'silent/conformance.json')) as {
      run: { setupProblem?: string; durationMs: number };
      counts: { pass: number };
    };
    // The deadline cut its positive control: a setup problem, said with the cause.
    expect(report.run.setupProblem).toMatch(/the run deadline of 6000 ms \(RUN_DEADLINE_MS\) passed/);
    expect(report.counts.pass).toBe(0);
    // Generous for a loaded machine, yet far below the 60 s a request would have waited.
    expect(report.run.durationMs).toBeLessThan(40_000);
    expect(silent.connections()).toBeGreaterThan(0);
  });

  it('shows the silent target in the matrix as a column flagged with its setup problem', () => {
    const md = text(result, 'matrix.md');
    expect(md).toMatch(
      /\| silent \| — \| [^|]+ \| [^|]+ \| \*\*NOT DETERMINED\*\* \(setup problem: [^|]*the run deadline of 6000 ms/,
    );
  });
});
