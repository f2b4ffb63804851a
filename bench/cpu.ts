// The CPU part of `npm run bench`: the command line's CPU time per request sent (user + system while its requests
// are out, over their number), with its start-up and its report writing (pieces rendered between requests, and the
// end of the run) apart, against a fresh reference server in a process of its own; and one run under node
// --cpu-prof for the costs by function.

import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runMeasured } from './measured-run.js';
import { costsByFunction, type CpuProfile, type FunctionCost } from './profile.js';
import { startServed } from './served.js';

const probe = fileURLToPath(new URL('cpu-marks.mjs', import.meta.url));

/** The marks bench/cpu-marks.mjs writes at exit: CPU time used, and wall time since the process started. */
interface Marks {
  readonly requests: number;
  readonly firstRequestCpuMs: number | null;
  readonly lastAnswerCpuMs: number | null;
  readonly exitCpuMs: number;
  /** CPU spent rendering report pieces ahead, up to the last answer's mark. */
  readonly piecesBeforeLastAnswerCpuMs: number;
  readonly firstRequestWallMs: number | null;
  readonly lastAnswerWallMs: number | null;
  readonly exitWallMs: number;
}

export interface CpuRow {
  readonly exitCode: number | null;
  readonly requests: number;
  /** CPU before the first request: Node, the modules, the configuration, the positive control's set-up. */
  readonly startupMs: number;
  /** CPU from the first request to the last answer: the requests, the checks, report pieces rendered ahead. */
  readonly requestsMs: number;
  /** Of requestsMs, the report pieces rendered and checked for keys between requests (report writing). */
  readonly piecesMs: number;
  /** (requestsMs - piecesMs) / requests: what each request costs, its report writing apart. */
  readonly perRequestMs: number;
  /** requestsMs / requests: the same with the report pieces rendered meanwhile. */
  readonly perRequestAllMs: number;
  /** CPU after the last answer: the report model, the report files, the summary, the exit. */
  readonly endMs: number;
  readonly totalMs: number;
  readonly wallMs: number;
  /** Wall time in the process from its start to the first request, from there to the last answer, and to exit. */
  readonly walls: { readonly startupMs: number; readonly requestsMs: number; readonly endMs: number };
  /** The machine's one-minute load average when the run ended. */
  readonly load: number;
}

function rowOf(marks: Marks, exitCode: number | null, wallMs: number): CpuRow {
  const first = marks.firstRequestCpuMs ?? marks.exitCpuMs;
  const last = marks.lastAnswerCpuMs ?? first;
  const requestsMs = last - first;
  const piecesMs = marks.piecesBeforeLastAnswerCpuMs;
  const per = (ms: number) => (marks.requests === 0 ? Number.NaN : Math.round((ms / marks.requests) * 100) / 100);
  return {
    exitCode,
    requests: marks.requests,
    startupMs: Math.round(first),
    requestsMs: Math.round(requestsMs),
    piecesMs: Math.round(piecesMs),
    perRequestMs: per(requestsMs - piecesMs),
    perRequestAllMs: per(requestsMs),
    endMs: Math.round(marks.exitCpuMs - last),
    totalMs: Math.round(marks.exitCpuMs),
    wallMs: Math.round(wallMs),
    walls: wallsOf(marks),
    load: Math.round(loadavg()[0]! * 10) / 10,
  };
}

function wallsOf(marks: Marks): CpuRow['walls'] {
  const first = marks.firstRequestWallMs ?? marks.exitWallMs;
  const last = marks.lastAnswerWallMs ?? first;
  return {
    startupMs: Math.round(first),
    requestsMs: Math.round(last - first),
    endMs: Math.round(marks.exitWallMs - last),
  };
}

/** One full run against a fresh reference server, with the probe loaded and the given node options beside it. */
async function measuredRun(dir: string, nodeArgs: readonly string[] = []): Promise<CpuRow> {
  const server = await startServed(7);
  try {
    const marksFile = join(dir, 'marks.json');
    const run = await runMeasured(['run'], {
      env: { ...server.env, REPORT_DIR: join(dir, 'reports'), SEED: '7', OSF_BENCH_CPU_FILE: marksFile },
      sampleMs: 25,
      limitMs: 600_000,
      showStderr: true,
      nodeArgs: ['--import', probe, ...nodeArgs],
    });
    return rowOf(JSON.parse(readFileSync(marksFile, 'utf8')) as Marks, run.code, run.wallMs);
  } finally {
    await server.close();
  }
}

async function inFolder<T>(body: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'osf-bench-cpu-'));
  try {
    return await body(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `count` full runs, one after the other, each against its own fresh server. */
export async function cpuRows(count: number): Promise<CpuRow[]> {
  const rows: CpuRow[] = [];
  for (let i = 0; i < count; i++) rows.push(await inFolder((dir) => measuredRun(dir)));
  return rows;
}

export interface ProfiledRun {
  readonly row: CpuRow;
  /** The costliest functions, highest first, with their share of the run's busy samples. */
  readonly top: readonly FunctionCost[];
}

/** One full run under node --cpu-prof (which adds its own cost to the row), and its ten costliest functions. */
export function profiledRun(): Promise<ProfiledRun> {
  return inFolder(async (dir) => {
    const profiles = join(dir, 'profile');
    const row = await measuredRun(dir, ['--cpu-prof', '--cpu-prof-dir', profiles, '--cpu-prof-interval', '250']);
    const file = readdirSync(profiles).find((name) => name.endsWith('.cpuprofile'));
    if (file === undefined) throw new Error('node --cpu-prof wrote no profile');
    const profile = JSON.parse(readFileSync(join(profiles, file), 'utf8')) as CpuProfile;
    return { row, top: costsByFunction(profile).slice(0, 10) };
  });
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function cpuTable(rows: readonly CpuRow[]): string {
  return [
    '| run | exit | requests | start-up CPU ms | CPU while requests are out ms (of which report pieces) | per request ms (with the pieces) | end of run CPU ms | total CPU s | wall s (start-up, requests, end) | load |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r, i) =>
      [
        '',
        i + 1,
        r.exitCode,
        r.requests,
        r.startupMs,
        `${r.requestsMs} (${r.piecesMs})`,
        `${r.perRequestMs.toFixed(2)} (${r.perRequestAllMs.toFixed(2)})`,
        r.endMs,
        (r.totalMs / 1000).toFixed(2),
        `${(r.wallMs / 1000).toFixed(2)} (${[r.walls.startupMs, r.walls.requestsMs, r.walls.endMs].map((ms) => (ms / 1000).toFixed(2)).join(', ')})`,
        r.load.toFixed(1),
        '',
      ]
        .join(' | ')
        .trim(),
    ),
  ].join('\n');
}

/** The ten costliest functions, each with its share and that share of the profiled run's CPU time. */
export function profileTable(run: ProfiledRun): string {
  return [
    `| function | where | share of busy samples | about ms of ${run.row.totalMs} ms CPU |`,
    '|---|---|---|---|',
    ...run.top.map(
      (f) => `| ${f.name} | ${f.where} | ${(f.share * 100).toFixed(1)}% | ${Math.round(f.share * run.row.totalMs)} |`,
    ),
  ].join('\n');
}

// `tsx bench/cpu.ts [runs]` runs only these rows (3 by default) and the profiled run.
if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const rows = await cpuRows(Number(process.argv[2] ?? 3));
  console.log(cpuTable(rows));
  console.log(`\nmedian CPU per request: ${median(rows.map((r) => r.perRequestMs)).toFixed(2)} ms\n`);
  console.log(profileTable(await profiledRun()));
}
