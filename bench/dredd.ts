// The comparison of `npm run bench` with Dredd (https://dredd.org), the API-description test tool: each tool runs
// against a fresh reference server in a process of its own, in pairs, the order flipped from one pair to the next,
// and the row is the ratio of the medians of their wall times. Dredd is installed into a scratch folder outside the
// repository (npm install --prefix), never into the project's dependencies.

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './cpu.js';
import { runMeasured } from './measured-run.js';
import { startServed, type ServedTarget } from './served.js';

/** The Dredd the figures were measured with; its API description is bench/dredd/orders-and-scan-forms.yaml. */
export const DREDD_VERSION = '14.1.0';
const description = fileURLToPath(new URL('dredd/orders-and-scan-forms.yaml', import.meta.url));

/** Where Dredd is installed: OSF_BENCH_DREDD_DIR, or a folder of the system's temporary directory. */
export function dreddFolder(): string {
  const given = process.env.OSF_BENCH_DREDD_DIR;
  return given !== undefined && given !== '' ? given : join(tmpdir(), `osf-bench-dredd-${DREDD_VERSION}`);
}

/** Dredd's command, installed into the scratch folder on first use. */
function dreddCommand(folder: string): string {
  const bin = join(folder, 'node_modules', 'dredd', 'bin', 'dredd');
  if (existsSync(bin)) return bin;
  process.stderr.write(`installing Dredd ${DREDD_VERSION} into ${folder} (once)\n`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const args = ['install', '--prefix', folder, `dredd@${DREDD_VERSION}`, '--no-audit', '--no-fund'];
  const install = spawnSync(npm, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  if (install.status !== 0 || !existsSync(bin)) throw new Error(`npm ${args.join(' ')} failed`);
  return bin;
}

interface ToolRun {
  readonly code: number | null;
  readonly wallMs: number;
}

/** Dredd against the served target: the four endpoints of the description, the key in the Authorization header. */
function runDredd(bin: string, target: ServedTarget): Promise<ToolRun> {
  const { ORDERS_BASE_URL: url, API_KEY: key, CA_FILE: ca } = target.env;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      [bin, description, url!, '--header', `Authorization: Bearer ${key!}`, '--sorted', '--no-color'],
      // Dredd's HTTP client trusts the reference server's certificate through Node's extra CA file.
      { env: { ...process.env, NODE_EXTRA_CA_CERTS: ca! }, stdio: 'ignore' },
    );
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, wallMs: performance.now() - started }));
  });
}

/** The suite's command line against the served target, as a user runs it. */
async function runSuite(target: ServedTarget): Promise<ToolRun> {
  const dir = mkdtempSync(join(tmpdir(), 'osf-bench-dredd-run-'));
  try {
    const run = await runMeasured(['run'], {
      env: { ...target.env, REPORT_DIR: join(dir, 'reports'), SEED: '7' },
      sampleMs: 25,
      limitMs: 600_000,
      showStderr: true,
    });
    return { code: run.code, wallMs: run.wallMs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onFreshServer(run: (target: ServedTarget) => Promise<ToolRun>): Promise<ToolRun> {
  const target = await startServed(7);
  try {
    return await run(target);
  } finally {
    await target.close();
  }
}

export interface DreddPair {
  readonly dredd: ToolRun;
  readonly suite: ToolRun;
  /** The machine's one-minute load average after the pair. */
  readonly load: number;
}

export interface DreddComparison {
  readonly pairs: readonly DreddPair[];
  readonly dreddMedianMs: number;
  readonly suiteMedianMs: number;
  /** The suite's median wall over Dredd's: at most 1 is the goal. */
  readonly ratio: number;
}

export async function compareWithDredd(count: number): Promise<DreddComparison> {
  const bin = dreddCommand(dreddFolder());
  const pairs: DreddPair[] = [];
  for (let i = 0; i < count; i++) {
    // The order flips every pair, so neither tool always runs on a machine the other has just warmed.
    const dreddFirst = i % 2 === 0;
    const first = await onFreshServer((t) => (dreddFirst ? runDredd(bin, t) : runSuite(t)));
    const second = await onFreshServer((t) => (dreddFirst ? runSuite(t) : runDredd(bin, t)));
    const [dredd, suite] = dreddFirst ? [first, second] : [second, first];
    pairs.push({ dredd, suite, load: Math.round(loadavg()[0]! * 10) / 10 });
  }
  const dreddMedianMs = Math.round(median(pairs.map((p) => p.dredd.wallMs)));
  const suiteMedianMs = Math.round(median(pairs.map((p) => p.suite.wallMs)));
  return { pairs, dreddMedianMs, suiteMedianMs, ratio: Math.round((suiteMedianMs / dreddMedianMs) * 100) / 100 };
}

export function dreddTable(comparison: DreddComparison): string {
  const s = (ms: number) => (ms / 1000).toFixed(2);
  return [
    `| pair | Dredd ${DREDD_VERSION} wall s (exit) | suite wall s (exit) | load |`,
    '|---|---|---|---|',
    ...comparison.pairs.map(
      (p, i) =>
        `| ${i + 1} | ${s(p.dredd.wallMs)} (${String(p.dredd.code)}) | ${s(p.suite.wallMs)} (${String(p.suite.code)}) | ${p.load.toFixed(1)} |`,
    ),
    `| median | ${s(comparison.dreddMedianMs)} | ${s(comparison.suiteMedianMs)} | suite / Dredd ${comparison.ratio.toFixed(2)} |`,
  ].join('\n');
}

// `tsx bench/dredd.ts [pairs]` runs only this comparison (7 pairs by default).
if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(dreddTable(await compareWithDredd(Number(process.argv[2] ?? 7))));
}
