// `npm run bench -- --lifetime`: the suite against an account as 10,000 default runs leave it (over 1 GB of listing),
// against one of 100 MB, and against a fresh one. The reference server runs in a process of its own; each row is the
// command line as a user runs it: its verdict, wall time, the bytes of GET /orders it read, its peak resident memory.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Agent, request } from 'undici';
import { LEGACY_RUN_ORDERS } from '../src/reference/legacy-orders.js';
import { serveReference } from '../test/support/served-reference.js';
import { runMeasured } from './measured-run.js';

/** Runs the account has lived through, and the orders of the shop's own beside theirs: over 1 GB of listing in all. */
export const LIFETIME_RUNS = 10_000;
export const MERCHANT_ORDERS = 7_200_000;
/** Orders of an account whose listing is 100 MB (about 135 bytes each). */
export const HUNDRED_MB_ORDERS = 740_000;

export interface LifetimeRow {
  readonly scenario: string;
  readonly orders: number;
  readonly listingMb: number;
  readonly exitCode: number | null;
  readonly wallS: number;
  /** Bytes of GET /orders the run was answered with, in MB, and how many full listings that is. */
  readonly transferMb: number;
  readonly fullReads: number;
  readonly peakRssMb: number;
  /** Seconds one plain read of the listing took (download only, nothing parsed), measured beside the run. */
  readonly downloadS: number;
}

interface Served {
  readonly method: string;
  readonly path: string;
  readonly status?: number;
  readonly bytes?: number;
}

/** Reads the listing once as a plain client would, discarding it: the time a download of it takes. */
async function downloadOnce(env: Readonly<Record<string, string>>): Promise<{ seconds: number; bytes: number }> {
  const agent = new Agent({ connect: { ca: readFileSync(env.CA_FILE!, 'utf8') } });
  const started = performance.now();
  try {
    const res = await request(`${env.ORDERS_BASE_URL!}/v1.0/orders`, {
      headers: { authorization: `Bearer ${env.API_KEY!}` },
      dispatcher: agent,
    });
    let bytes = 0;
    for await (const chunk of res.body) bytes += (chunk as Buffer).length;
    return { seconds: (performance.now() - started) / 1000, bytes };
  } finally {
    await agent.close();
  }
}

/** One row: a server holding `flags`' orders, a download of its listing, then the command line against it. */
export async function lifetimeRow(scenario: string, flags: readonly string[], orders: number): Promise<LifetimeRow> {
  const dir = mkdtempSync(join(tmpdir(), 'osf-bench-life-'));
  const stats = join(dir, 'served.json');
  const server = await serveReference([...flags, '--seed', '7', '--stats', stats]);
  try {
    const download = await downloadOnce(server.env);
    const { SCAN_FORMS_BASE_URL: _scan, ...settings } = server.env;
    // Bounds a user with a listing this large sets: one read of it takes longer than the default exchange bound.
    const env = { ...settings, REPORT_DIR: join(dir, 'reports'), SEED: '7' };
    const slow = { REQUEST_TIMEOUT_MS: '300000', RUN_DEADLINE_MS: '7200000' };
    const run = await runMeasured(['run'], { env: { ...env, ...slow }, sampleMs: 50, showStderr: true });
    await server.close();
    const served = (JSON.parse(readFileSync(stats, 'utf8')) as Served[]).slice(1);
    const listed = served.filter((s) => s.method === 'GET' && s.path === '/v1.0/orders' && s.status === 200);
    const transfer = listed.reduce((sum, s) => sum + (s.bytes ?? 0), 0);
    return {
      scenario,
      orders,
      listingMb: Math.round(download.bytes / 1e6),
      exitCode: run.code,
      wallS: Math.round(run.wallMs / 100) / 10,
      transferMb: Math.round(transfer / 1e6),
      fullReads: Math.round((transfer / Math.max(1, download.bytes)) * 10) / 10,
      peakRssMb: run.peakRssMb,
      downloadS: Math.round(download.seconds * 10) / 10,
    };
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A fresh account, one of 100 MB, then one holding what LIFETIME_RUNS runs left (and the shop's own orders). */
export async function lifetimeRows(): Promise<LifetimeRow[]> {
  const lifetime = LIFETIME_RUNS * LEGACY_RUN_ORDERS + MERCHANT_ORDERS;
  return [
    await lifetimeRow('fresh account', [], 0),
    await lifetimeRow('100 MB of listing', ['--orders', String(HUNDRED_MB_ORDERS)], HUNDRED_MB_ORDERS),
    await lifetimeRow(
      `${LIFETIME_RUNS.toLocaleString('en-US')} runs (${(LIFETIME_RUNS * LEGACY_RUN_ORDERS).toLocaleString('en-US')} orders) + ${MERCHANT_ORDERS.toLocaleString('en-US')} of the shop's`,
      ['--runs', String(LIFETIME_RUNS), '--orders', String(MERCHANT_ORDERS)],
      lifetime,
    ),
  ];
}

/** The verdict an exit code stands for (README's exit codes). */
function verdictOf(code: number | null): string {
  return code === 0 ? 'conforms' : code === 1 ? 'does not conform' : code === 2 ? 'not determined' : `exit ${code}`;
}

/** The goal of a large account: its run's wall time at most a fresh account's plus three downloads of its listing. */
function withinAllowance(fresh: LifetimeRow | undefined, large: LifetimeRow | undefined): string {
  if (fresh === undefined || large === undefined) return '';
  const allowance = fresh.wallS + 3 * large.downloadS;
  const verdict = large.wallS <= allowance ? 'within' : 'over';
  return `${large.scenario}: wall ${large.wallS} s against fresh ${fresh.wallS} s + 3 downloads ${(3 * large.downloadS).toFixed(1)} s = ${allowance.toFixed(1)} s (${verdict})`;
}

export function lifetimeTable(rows: readonly LifetimeRow[]): string {
  const [fresh, ...large] = rows;
  return [
    '| account | orders | listing MB | exit | wall s | GET /orders MB | full reads | peak RSS MB | one download s |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.scenario} | ${r.orders.toLocaleString('en-US')} | ${r.listingMb} | ${String(r.exitCode)} (${verdictOf(r.exitCode)}) | ${r.wallS} | ${r.transferMb} | ${r.fullReads} | ${r.peakRssMb} | ${r.downloadS} |`,
    ),
    '',
    ...large.map((r) => withinAllowance(fresh, r)),
    `machine: ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown'}), load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  ].join('\n');
}

// `tsx bench/lifetime.ts` runs only these rows.
if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(lifetimeTable(await lifetimeRows()));
}
