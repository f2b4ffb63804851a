// The memory part of `npm run bench`: peak resident memory of the command line against an account already holding
// 40,000 orders (one unpaginated listing, spec 4.1), alone and as a fleet of three such targets.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runMeasured } from './measured-run.js';
import { startServed, type ServedTarget } from './served.js';

/** The orders the account holds before the run. */
export const LEGACY_ORDERS = 40_000;
/** README's bound on the peak resident memory of a run, per target. */
export const MEMORY_BOUND_MB = 400;

export interface MemoryRow {
  readonly scenario: string;
  readonly targets: number;
  readonly exitCode: number | null;
  readonly wallMs: number;
  readonly peakRssMb: number;
  /** The bound the row is held to: MEMORY_BOUND_MB per target. */
  readonly boundMb: number;
}

/** Runs the CLI to completion, sampling its peak resident memory (VmHWM) from /proc while it runs. */
async function runSampled(
  args: readonly string[],
  env: Record<string, string>,
): Promise<Omit<MemoryRow, 'scenario' | 'targets' | 'boundMb'>> {
  const run = await runMeasured(args, { env, sampleMs: 25, limitMs: 900_000, showStderr: true });
  return { exitCode: run.code, wallMs: Math.round(run.wallMs), peakRssMb: run.peakRssMb };
}

function servers(count: number): Promise<ServedTarget[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => startServed(7 + i, ['--orders', String(LEGACY_ORDERS)])));
}

/** One target holding LEGACY_ORDERS orders, run as a user runs it. */
async function single(dir: string): Promise<MemoryRow> {
  const [server] = await servers(1);
  try {
    const { SCAN_FORMS_BASE_URL: _, ...settings } = server!.env;
    const result = await runSampled(['run'], { ...settings, REPORT_DIR: join(dir, 'single'), SEED: '7' });
    return { scenario: `${LEGACY_ORDERS} orders`, targets: 1, boundMb: MEMORY_BOUND_MB, ...result };
  } finally {
    await server!.close();
  }
}

/** Three such targets in one fleet file, run side by side (--parallel 3). */
async function fleet(dir: string): Promise<MemoryRow> {
  const started = await servers(3);
  try {
    const env: Record<string, string> = { REPORT_DIR: join(dir, 'fleet'), SEED: '7' };
    const targets = started.map((server, i) => {
      const s = server.env;
      env[`OSF_FLEET_${i}_API_KEY`] = s.API_KEY!;
      env[`OSF_FLEET_${i}_SECOND_API_KEY`] = s.SECOND_API_KEY!;
      return {
        name: `legacy-${i}`,
        ordersBaseUrl: s.ORDERS_BASE_URL,
        apiKeyEnv: `OSF_FLEET_${i}_API_KEY`,
        secondApiKeyEnv: `OSF_FLEET_${i}_SECOND_API_KEY`,
        caFile: s.CA_FILE,
        enabledMetadataKeys: s.ENABLED_METADATA_KEYS!.split(','),
        secondEnabledMetadataKeys: s.SECOND_ENABLED_METADATA_KEYS!.split(','),
      };
    });
    const file = join(dir, 'fleet.json');
    writeFileSync(file, JSON.stringify({ targets }));
    const result = await runSampled(['run', '--targets', file, '--parallel', '3'], env);
    return { scenario: `fleet of 3 x ${LEGACY_ORDERS} orders`, targets: 3, boundMb: 3 * MEMORY_BOUND_MB, ...result };
  } finally {
    await Promise.all(started.map((s) => s.close()));
  }
}

/**
 * The folder the rows' reports are written to: a temporary one, removed afterwards, unless OSF_BENCH_KEEP names one
 * (then the reports stay there, to read which requirements a row's exit code stands for).
 */
async function inReportFolder<T>(body: (dir: string) => Promise<T>): Promise<T> {
  const keep = process.env.OSF_BENCH_KEEP;
  const dir = keep !== undefined && keep !== '' ? keep : mkdtempSync(join(tmpdir(), 'osf-bench-mem-'));
  try {
    return await body(dir);
  } finally {
    if (dir !== keep) rmSync(dir, { recursive: true, force: true });
  }
}

export function memoryRows(): Promise<MemoryRow[]> {
  return inReportFolder(async (dir) => [await single(dir), await fleet(dir)]);
}

function singleRow(): Promise<MemoryRow[]> {
  return inReportFolder(async (dir) => [await single(dir)]);
}

/** The verdict an exit code stands for (README's exit codes). */
function verdictOf(code: number | null): string {
  return code === 0 ? 'conforms' : code === 1 ? 'does not conform' : code === 2 ? 'not determined' : `exit ${code}`;
}

export function memoryTable(rows: readonly MemoryRow[]): string {
  return [
    '| scenario | exit | wall s | peak RSS MB | bound MB | within bound |',
    '|---|---|---|---|---|---|',
    ...rows.map((r) =>
      [
        '',
        r.scenario,
        `${String(r.exitCode)} (${verdictOf(r.exitCode)})`,
        (r.wallMs / 1000).toFixed(2),
        r.peakRssMb,
        r.boundMb,
        r.peakRssMb < r.boundMb ? 'yes' : '**no**',
        '',
      ]
        .join(' | ')
        .trim(),
    ),
  ].join('\n');
}

// `tsx bench/memory.ts` runs only these rows.
if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const rows = process.argv.includes('--single') ? await singleRow() : await memoryRows();
  console.log(memoryTable(rows));
}
