// `npm run bench`: the whole suite, as a user runs it (a child process from start to exit), against the
// reference server at several latencies and account sizes, its CPU time per request, its start and the comparison
// with Dredd; prints tables and writes reports/bench.json.

import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startReferenceServer } from '../src/reference/server.js';
import { longestSequentialChain } from './critical-path.js';
import { cpuRows, cpuTable, median, profiledRun, profileTable } from './cpu.js';
import { againstTable, builtCommand, compareAgainst } from './against.js';
import { compareWithDredd, dreddTable } from './dredd.js';
import { runMeasured } from './measured-run.js';
import { lifetimeRows, lifetimeTable } from './lifetime.js';
import { memoryRows, memoryTable } from './memory.js';

const root = fileURLToPath(new URL('..', import.meta.url));

interface Row {
  readonly scenario: string;
  readonly latencyMs: number;
  readonly scanForms: number;
  readonly exitCode: number | null;
  readonly wallMs: number;
  readonly requests: number;
  readonly criticalPath: number;
  readonly lowerBoundMs: number;
  readonly ratio: number | null;
  readonly peakRssMb: number;
}

/** Runs the CLI to completion, sampling its peak resident memory (VmHWM) from /proc while it runs. */
function runCli(env: Record<string, string>): Promise<{ code: number | null; wallMs: number; peakRssMb: number }> {
  return runMeasured(['run'], { env, sampleMs: 25, limitMs: 600_000, showStderr: true });
}

async function scenario(latencyMs: number, scanForms: number): Promise<Row> {
  const server = await startReferenceServer({ seed: 7, latencyMs, scanFormCount: scanForms });
  const dir = mkdtempSync(join(tmpdir(), 'osf-bench-'));
  try {
    const caFile = join(dir, 'ca.pem');
    writeFileSync(caFile, server.caPem);
    const [a, b] = server.accounts;
    const result = await runCli({
      ORDERS_BASE_URL: server.ordersBaseUrl,
      API_KEY: a.apiKey,
      SECOND_API_KEY: b.apiKey,
      ENABLED_METADATA_KEYS: a.enabledMetadataKeys.join(','),
      CA_FILE: caFile,
      REPORT_DIR: join(dir, 'reports'),
      SEED: '7',
    });
    const log = server.requestLog();
    const criticalPath = longestSequentialChain(log);
    const lowerBoundMs = criticalPath * latencyMs;
    return {
      scenario: `${latencyMs} ms, ${scanForms} forms`,
      latencyMs,
      scanForms,
      exitCode: result.code,
      wallMs: Math.round(result.wallMs),
      requests: server.requestCount(),
      criticalPath,
      lowerBoundMs,
      ratio: lowerBoundMs > 0 ? Math.round((result.wallMs / lowerBoundMs) * 100) / 100 : null,
      peakRssMb: result.peakRssMb,
    };
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function embedded(): Promise<Row> {
  const dir = mkdtempSync(join(tmpdir(), 'osf-bench-'));
  try {
    const result = await runCli({ REPORT_DIR: join(dir, 'reports'), SEED: '7' });
    return {
      scenario: 'embedded (npm run conformance)',
      latencyMs: 0,
      scanForms: 37,
      exitCode: result.code,
      wallMs: Math.round(result.wallMs),
      requests: Number.NaN,
      criticalPath: Number.NaN,
      lowerBoundMs: 0,
      ratio: null,
      peakRssMb: result.peakRssMb,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface CommandRow {
  readonly command: string;
  /** Median wall time of five runs, process start to exit. */
  readonly medianMs: number;
  readonly peakRssMb: number;
}

/** Runs a short command to completion and samples its peak memory like runCli. */
function timeCommand(
  args: readonly string[],
  cwd: string,
): Promise<{ wallMs: number; peakRssMb: number; code: number | null }> {
  return runMeasured(args, { cwd, sampleMs: 5 });
}

/** The commands that send nothing: each must start and finish in a fraction of a second. */
async function commands(): Promise<CommandRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'osf-bench-cmd-'));
  try {
    // Two reports and a certification bundle to read, made by the command itself.
    const certify = [
      'run',
      '--certify',
      '--vendor',
      'Bench',
      '--product',
      'Reference',
      '--product-version',
      '1',
      '--report-dir',
      join(dir, 'a'),
    ];
    await timeCommand(certify, dir);
    await timeCommand(['run', '--report-dir', join(dir, 'b')], dir);
    const list: Array<[string, string[]]> = [
      ['--version', ['--version']],
      ['help', ['help']],
      ['list', ['list']],
      ['compare', ['compare', join(dir, 'a', 'conformance.json'), join(dir, 'b', 'conformance.json')]],
      ['verify', ['verify', join(dir, 'a', 'certification')]],
    ];
    const rows: CommandRow[] = [];
    for (const [command, args] of list) {
      const runs = [];
      for (let i = 0; i < 5; i++) runs.push(await timeCommand(args, dir));
      const sorted = runs.map((r) => r.wallMs).sort((x, y) => x - y);
      rows.push({ command, medianMs: Math.round(sorted[2]!), peakRssMb: Math.max(...runs.map((r) => r.peakRssMb)) });
    }
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function commandTable(rows: readonly CommandRow[]): string {
  return [
    '| command | median wall s | peak RSS MB |',
    '|---|---|---|',
    ...rows.map((r) => `| ${r.command} | ${(r.medianMs / 1000).toFixed(2)} | ${r.peakRssMb} |`),
  ].join('\n');
}

function table(rows: readonly Row[]): string {
  const header = [
    'scenario',
    'exit',
    'wall s',
    'requests',
    'critical path',
    'lower bound s',
    'wall / bound',
    'peak RSS MB',
  ];
  const body = rows.map((r) => [
    r.scenario,
    String(r.exitCode),
    (r.wallMs / 1000).toFixed(2),
    Number.isNaN(r.requests) ? '-' : String(r.requests),
    Number.isNaN(r.criticalPath) ? '-' : String(r.criticalPath),
    (r.lowerBoundMs / 1000).toFixed(2),
    r.ratio === null ? '-' : r.ratio.toFixed(2),
    String(r.peakRssMb),
  ]);
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...body.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
}

const quick = process.argv.includes('--quick');
const load = () => loadavg()[0]!.toFixed(1);
// `npm run bench -- --against DIR [--pairs N]`: the embedded run beside another built checkout's, in turn.
const againstAt = process.argv.indexOf('--against');
if (againstAt !== -1) {
  const dir = process.argv[againstAt + 1];
  const pairsAt = process.argv.indexOf('--pairs');
  const pairs = pairsAt === -1 ? 5 : Number(process.argv[pairsAt + 1]);
  try {
    if (dir === undefined || dir.startsWith('--')) throw new Error('--against needs the folder of a built checkout');
    if (!Number.isInteger(pairs) || pairs < 1) throw new Error('--pairs needs a whole number of at least 1');
    builtCommand(dir);
  } catch (error) {
    console.error(`bench: ${(error as Error).message}`);
    process.exit(2);
  }
  console.log(againstTable(await compareAgainst(dir, pairs)));
  process.exit(0);
}
// `npm run bench -- --lifetime`: a fresh account beside one holding what 10,000 runs left, over 1 GB of listing.
if (process.argv.includes('--lifetime')) {
  console.log(lifetimeTable(await lifetimeRows()));
  process.exit(0);
}
// `npm run bench -- --memory`: only the rows of a 40,000-order account, alone and as a fleet of three.
if (process.argv.includes('--memory')) {
  console.log(memoryTable(await memoryRows()));
  process.exit(0);
}
// `npm run bench -- --cpu`: only the CPU per request (three runs and a profiled one); `-- --dredd`: only Dredd.
if (process.argv.includes('--cpu')) {
  const rows = await cpuRows(3);
  const profiled = await profiledRun();
  console.log(`${cpuTable(rows)}\n\n${profileTable(profiled)}`);
  process.exit(0);
}
if (process.argv.includes('--dredd')) {
  console.log(dreddTable(await compareWithDredd(7)));
  process.exit(0);
}
const loadAtStart = load();
const commandRows = await commands();
const rows: Row[] = [await embedded()];
const cpu = await cpuRows(3);
const profiled = await profiledRun();
const dredd = await compareWithDredd(quick ? 3 : 7);
const latencies = quick ? [0, 100] : [0, 25, 100];
const sizes = quick ? [40, 10_000] : [40, 1_000, 10_000];
for (const latency of latencies) {
  for (const size of sizes) {
    const row = await scenario(latency, size);
    rows.push(row);
    process.stderr.write(`${row.scenario}: ${(row.wallMs / 1000).toFixed(2)} s, ${row.requests} requests\n`);
  }
}
const memory = await memoryRows();
const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${loadAtStart} at the start and ${load()} at the end`;
const at40 = rows.find((r) => r.latencyMs === 0 && r.scanForms === 40)?.requests ?? Number.NaN;
const at10k = rows.find((r) => r.latencyMs === 0 && r.scanForms === 10_000)?.requests ?? Number.NaN;
const worstRatio = (latency: number) =>
  Math.max(...rows.filter((r) => r.latencyMs === latency && r.ratio !== null).map((r) => r.ratio!));
const cpuPerRequestMs = median(cpu.map((r) => r.perRequestMs));
const goals = {
  commandsUnder0_25s: commandRows.every((r) => r.medianMs < 250),
  embeddedUnder1_2s: (rows[0]?.wallMs ?? Infinity) < 1_200,
  cpuPerRequestAtMost1ms: cpuPerRequestMs <= 1,
  atOrUnderDreddWall: dredd.ratio <= 1,
  ratioAt25msAtMost2: quick || worstRatio(25) <= 2,
  ratioAt100msAtMost2: worstRatio(100) <= 2,
  requestsAt10kAtMost1_2xAt40: at10k <= 1.2 * at40,
  peakMemoryUnder200Mb: rows.every((r) => r.peakRssMb < 200),
  legacyAccountUnderBoundPerTarget: memory.every((r) => r.peakRssMb < r.boundMb),
};
mkdirSync(join(root, 'reports'), { recursive: true });
writeFileSync(
  join(root, 'reports', 'bench.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), machine, commands: commandRows, rows, cpu, cpuPerRequestMs, profile: profiled, dredd, memory, goals }, null, 2)}\n`,
);
console.log(
  [
    commandTable(commandRows),
    table(rows),
    `${cpuTable(cpu)}\n\nmedian CPU per request: ${cpuPerRequestMs.toFixed(2)} ms`,
    profileTable(profiled),
    dreddTable(dredd),
    memoryTable(memory),
    `machine: ${machine}\ngoals: ${JSON.stringify(goals)}\nwritten: reports/bench.json`,
  ].join('\n\n'),
);
