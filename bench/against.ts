// `npm run bench -- --against DIR`: this checkout's default run against its embedded server beside the same run of
// another built checkout (an older commit, the version before a bump), in turn, so the machine's load weighs on both.

import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './cpu.js';
import { runMeasured } from './measured-run.js';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface AgainstRun {
  readonly exitCode: number | null;
  readonly wallMs: number;
  /** Requests the run sent, from its own report (run.requests); NaN when it wrote none. */
  readonly requests: number;
  readonly peakRssMb: number;
  readonly load: number;
}

export interface AgainstRow {
  readonly checkout: string;
  readonly commit: string;
  readonly runs: readonly AgainstRun[];
}

export interface AgainstResult {
  readonly rows: readonly [AgainstRow, AgainstRow];
  /** This checkout's wall over the other's, each pair's ratio taken apart, then their median. */
  readonly ratio: number;
}

/** The command line of a built checkout, or one line saying why the folder is not one. */
export function builtCommand(dir: string): string {
  const bin = join(resolve(dir), 'bin', 'osf-conformance.js');
  if (!existsSync(bin))
    throw new Error(`--against ${dir}: no bin/osf-conformance.js there (a built checkout of this suite)`);
  return bin;
}

function commitOf(dir: string): string {
  try {
    return execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'not a git checkout';
  }
}

/** One default run of a checkout's command line against its embedded server, from a folder of its own. */
async function runOnce(bin: string): Promise<AgainstRun> {
  const dir = mkdtempSync(join(tmpdir(), 'osf-bench-against-'));
  try {
    const reports = join(dir, 'reports');
    const load = loadavg()[0]!;
    const run = await runMeasured(['run'], {
      bin,
      cwd: dir,
      env: { REPORT_DIR: reports, SEED: '7' },
      sampleMs: 25,
      limitMs: 600_000,
      showStderr: true,
    });
    let requests = Number.NaN;
    try {
      const report = JSON.parse(readFileSync(join(reports, 'conformance.json'), 'utf8')) as {
        run?: { requests?: number };
      };
      requests = report.run?.requests ?? Number.NaN;
    } catch {
      // No report: the row shows the exit code, and the requests as unknown.
    }
    return { exitCode: run.code, wallMs: run.wallMs, requests, peakRssMb: run.peakRssMb, load };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `pairs` runs of each, in turn (this one first in odd pairs, the other first in even ones). */
export async function compareAgainst(dir: string, pairs: number): Promise<AgainstResult> {
  const other = builtCommand(dir);
  const own = join(root, 'bin', 'osf-conformance.js');
  const mine: AgainstRun[] = [];
  const theirs: AgainstRun[] = [];
  for (let i = 0; i < pairs; i++) {
    if (i % 2 === 0) {
      mine.push(await runOnce(own));
      theirs.push(await runOnce(other));
    } else {
      theirs.push(await runOnce(other));
      mine.push(await runOnce(own));
    }
    process.stderr.write(
      `pair ${i + 1}: ${(mine[i]!.wallMs / 1000).toFixed(2)} s beside ${(theirs[i]!.wallMs / 1000).toFixed(2)} s\n`,
    );
  }
  return {
    rows: [
      { checkout: 'this checkout', commit: commitOf(root), runs: mine },
      { checkout: resolve(dir), commit: commitOf(dir), runs: theirs },
    ],
    ratio: pairedRatio(mine, theirs),
  };
}

/** The median of each pair's ratio of walls, to two places: a pair shares the load of its moment, a median does not. */
export function pairedRatio(mine: readonly AgainstRun[], theirs: readonly AgainstRun[]): number {
  const ratio = median(mine.map((m, i) => m.wallMs / theirs[i]!.wallMs));
  return Math.round(ratio * 100) / 100;
}

const pairs = (n: number) => (n === 1 ? 'one pair' : `${n} pairs`);

export function againstTable(result: AgainstResult): string {
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  const lines = result.rows.map((row) => {
    const walls = row.runs.map((r) => r.wallMs);
    const exits = [...new Set(row.runs.map((r) => String(r.exitCode)))].join(', ');
    const known = row.runs.map((r) => r.requests).filter((n) => !Number.isNaN(n));
    const requests = known.length === 0 ? Number.NaN : median(known);
    return `| ${row.checkout} | ${row.commit} | ${exits} | ${seconds(median(walls))} | ${seconds(Math.min(...walls))}-${seconds(Math.max(...walls))} | ${Number.isNaN(requests) ? '-' : requests} | ${Math.max(...row.runs.map((r) => r.peakRssMb))} |`;
  });
  const loads = result.rows.flatMap((row) => row.runs.map((r) => r.load));
  return [
    '| checkout | commit | exit | median wall s | range s | requests (median) | peak RSS MB |',
    '|---|---|---|---|---|---|---|',
    ...lines,
    '',
    `this checkout's wall over the other's: ${result.ratio.toFixed(2)} (median of ${pairs(result.rows[0].runs.length)} run in turn; load average ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)})`,
  ].join('\n');
}
