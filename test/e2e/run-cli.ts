// Runs the real command line (`node bin/osf-conformance.js ...`, or the packed package's installed command for a
// file that calls runFromPackedPackage) as a child process with a clean environment and a temp REPORT_DIR, bounded
// in time, and hands back its exit code, console output and every file written.

import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll } from 'vitest';
import { packedPackage, type PackedPackage } from './packed-package.js';

const bin = fileURLToPath(new URL('../../bin/osf-conformance.js', import.meta.url));

/** Set by runFromPackedPackage: the package this file's commands run from, instead of the checkout's bin/. */
let installed: PackedPackage | undefined;

/**
 * Every runCli of the calling test file runs `osf-conformance` as a user installed it: the packed package's
 * command in node_modules/.bin (packed once per test run), not the checkout's bin/.
 */
export function runFromPackedPackage(): void {
  beforeAll(async () => {
    installed = await packedPackage();
  }, 420_000);
}

export interface CliResult {
  /** Exit code; null only when the bound killed it (a hang: the test fails on it). */
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** Both streams as they arrived, in order: shows what a CI log showed before the run ended. */
  readonly output: ReadonlyArray<readonly ['stdout' | 'stderr', string]>;
  readonly durationMs: number;
  readonly reportDir: string;
  /** Every file under reportDir, path relative to it -> bytes as text (latin1, so any byte survives). */
  readonly files: ReadonlyMap<string, string>;
  /** conformance.json parsed, when it was written. */
  readonly report: ConformanceJson | undefined;
  /** Removes the report dir. */
  cleanup(): void;
}

/** The parts of conformance.json these tests read. */
export interface ConformanceJson {
  verdict: string;
  target: { ordersBaseUrl: string; embedded: boolean };
  run: {
    incomplete?: string;
    setupProblem?: string;
    retries429: number;
    requests: number;
    createdOrderReferences: string[];
  };
  counts: { total: number; pass: number; fail: number; notExercised: number };
  requirements: Array<{
    id: string;
    verdict: string;
    reason?: string;
    limitedBy?: 'run';
    finding?: { summary: string; problems?: string[]; received?: string; expected?: string; part?: string };
    notes: string[];
    attempts: number;
    flaky?: boolean;
    retry?: { repeated: boolean };
    evidence: Array<{
      status?: number;
      error?: string;
      truncated?: boolean;
      headers?: Record<string, string>;
      bodyExcerpt?: string;
      curl?: string;
      request: { url: string; method: string };
    }>;
  }>;
}

function readTree(dir: string, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of names) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) for (const [k, v] of readTree(path, `${prefix}${name}/`)) out.set(k, v);
    else out.set(`${prefix}${name}`, readFileSync(path).toString('latin1'));
  }
  return out;
}

/** A signal sent to the command once `when` holds of what it has printed on stderr so far (polled). */
export interface Interrupt {
  readonly signal: 'SIGINT' | 'SIGTERM';
  readonly when: (stderr: string) => boolean;
}

export function runCli(
  args: readonly string[],
  env: Readonly<Record<string, string>>,
  boundMs = 60_000,
  interrupt?: Interrupt,
): Promise<CliResult> {
  // cwd is the report dir, so no .env of the checkout is read.
  if (installed === undefined)
    return spawnBounded(process.execPath, [bin, ...args], undefined, env, boundMs, false, interrupt);
  return spawnBounded(installed.bin, args, undefined, env, boundMs, false, interrupt);
}

/**
 * A command line as a user pastes it into a shell (bash -c), in the folder the package is installed in, so that
 * `npx osf-conformance` finds the installed command; only for a file that runs from the packed package.
 */
export function pasteInShell(
  line: string,
  env: Readonly<Record<string, string>>,
  boundMs = 60_000,
): Promise<CliResult> {
  if (installed === undefined) throw new Error('pasteInShell needs runFromPackedPackage() in the test file');
  // npm's own update check is not part of the command pasted, and would reach the registry.
  const shell = { npm_config_update_notifier: 'false', ...env };
  return spawnBounded('bash', ['-c', line], installed.consumer, shell, boundMs, true);
}

async function spawnBounded(
  command: string,
  args: readonly string[],
  cwd: string | undefined,
  env: Readonly<Record<string, string>>,
  boundMs: number,
  /** A process group of its own, so the bound ends the shell's children (npx, node) with it. */
  group = false,
  interrupt?: Interrupt,
): Promise<CliResult> {
  const reportDir = mkdtempSync(join(tmpdir(), 'osfc-reports-'));
  // A clean environment: nothing from the test runner (VITEST_*, NODE_OPTIONS) leaks into the child's own vitest.
  const childEnv: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmpdir(),
    NO_COLOR: '1',
    REPORT_DIR: reportDir,
    ...env,
  };
  const started = performance.now();
  const child = spawn(command, args, {
    env: childEnv,
    cwd: cwd ?? reportDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: group,
  });
  let stdout = '';
  let stderr = '';
  const output: Array<['stdout' | 'stderr', string]> = [];
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    stdout += d;
    output.push(['stdout', d]);
  });
  child.stderr.setEncoding('utf8').on('data', (d: string) => {
    stderr += d;
    output.push(['stderr', d]);
  });
  const timer = setTimeout(() => {
    if (group && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    else child.kill('SIGKILL');
  }, boundMs);
  const watch =
    interrupt === undefined
      ? undefined
      : setInterval(() => {
          if (!interrupt.when(stderr)) return;
          clearInterval(watch);
          child.kill(interrupt.signal);
        }, 20);
  const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
  clearTimeout(timer);
  clearInterval(watch);
  const files = readTree(reportDir);
  const json = files.get('conformance.json');
  return {
    code,
    stdout,
    stderr,
    output,
    durationMs: Math.round(performance.now() - started),
    reportDir,
    files,
    report:
      json === undefined ? undefined : (JSON.parse(Buffer.from(json, 'latin1').toString('utf8')) as ConformanceJson),
    cleanup: () => rmSync(reportDir, { recursive: true, force: true }),
  };
}
