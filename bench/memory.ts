// The memory part of `npm run bench`: peak resident memory of the command line against an account already holding
// 40,000 orders (one unpaginated listing, spec 4.1), alone and as a fleet of three such targets.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startReferenceServer, type RunningReference } from '../src/reference/server.js';
import { runMeasured } from './measured-run.js';

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

async function servers(count: number): Promise<RunningReference[]> {
  const started: RunningReference[] = [];
  for (let i = 0; i < count; i++)
    started.push(await startReferenceServer({ seed: 7 + i, legacyOrders: LEGACY_ORDERS }));
  return started;
}

/** One target holding LEGACY_ORDERS orders, run as a user runs it. */
async function single(dir: string): Promise<MemoryRow> {
  const [server] = await servers(1);
  try {
    const caFile = join(dir, 'ca.pem');
    writeFileSync(caFile, server!.caPem);
    const [a, b] = server!.accounts;
    const result = await runSampled(['run'], {
      ORDERS_BASE_URL: server!.ordersBaseUrl,
      API_KEY: a.apiKey,
      SECOND_API_KEY: b.apiKey,
      ENABLED_METADATA_KEYS: a.enabledMetadataKeys.join(','),
      CA_FILE: caFile,
      REPORT_DIR: join(dir, 'single'),
      SEED: '7',
    });
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
      writeFileSync(join(dir, `ca-${i}.pem`), server.caPem);
      const [a, b] = server.accounts;
      env[`FLEET_${i}_API_KEY`] = a.apiKey;
      env[`FLEET_${i}_SECOND_API_KEY`] = b.apiKey;
      return {
        name: `legacy-${i}`,
        ordersBaseUrl: server.ordersBaseUrl,
        apiKeyEnv: `FLEET_${i}_API_KEY`,
        secondApiKeyEnv: `FLEET_${i}_SECOND_API_KEY`,
        caFile: `ca-${i}.pem`,
        enabledMetadataKeys: a.enabledMetadataKeys,
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

export async function memoryRows(): Promise<MemoryRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'osf-bench-mem-'));
  try {
    return [await single(dir), await fleet(dir)];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function singleRow(): Promise<MemoryRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'osf-bench-mem-'));
  try {
    return [await single(dir)];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function memoryTable(rows: readonly MemoryRow[]): string {
  return [
    '| scenario | exit | wall s | peak RSS MB | bound MB |',
    '|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.scenario} | ${String(r.exitCode)} | ${(r.wallMs / 1000).toFixed(2)} | ${r.peakRssMb} | ${r.boundMb} |`,
    ),
  ].join('\n');
}

// `tsx bench/memory.ts` runs only these rows.
if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const rows = process.argv.includes('--single') ? await singleRow() : await memoryRows();
  console.log(memoryTable(rows));
}
