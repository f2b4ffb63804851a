// The package as its users get it, made once per test run: `npm pack` of this checkout, and the tarball installed
// into an empty folder from npm's cache. The first test file that asks packs it; the others wait for it and share it.

import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const repo = fileURLToPath(new URL('../..', import.meta.url));

export interface PackedPackage {
  /** The tarball `npm pack` wrote. */
  readonly tarball: string;
  /** What the tarball holds, as `npm pack` lists it. */
  readonly files: readonly string[];
  /** The folder the tarball is installed in, as a user's project (node_modules/osf-conformance). */
  readonly consumer: string;
  /** The installed command: the link npm made in node_modules/.bin, which `npx osf-conformance` runs. */
  readonly bin: string;
}

/**
 * A user's shell: the basics of this one and nothing of this test run (VITEST_*, npm_config_local_prefix would
 * point a nested npm at the checkout) nor a target of the developer's own (an exported ORDERS_BASE_URL).
 */
export function userEnv(): Record<string, string> {
  const kept =
    /^(PATH|HOME|TMPDIR|LANG|LC_ALL|USER|SHELL|(HTTPS?|NO)_PROXY|(https?|no)_proxy|npm_config_(cache|registry|userconfig))$/;
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && kept.test(k)) env[k] = v;
  return env;
}

/** Runs npm, bounded; its exit code and both streams, or a throw with them. */
async function npm(args: readonly string[], cwd: string): Promise<string> {
  const child = spawn('npm', args, { cwd, env: userEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (t: string) => (out += t));
  child.stderr.setEncoding('utf8').on('data', (t: string) => (err += t));
  const timer = setTimeout(() => child.kill('SIGKILL'), 300_000);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearTimeout(timer);
  if (code !== 0) throw new Error(`npm ${args.join(' ')} exited ${code}:\n${err}${out}`);
  return out;
}

/**
 * Packs the checkout as it is built (dist/ is what bin/ runs too: `npm test` builds first; packing without the
 * prepare script leaves dist/ alone while other test files run it) and installs the tarball into `dir/consumer`.
 */
async function packAndInstall(dir: string): Promise<PackedPackage> {
  if (!existsSync(join(repo, 'dist', 'src', 'main.js')))
    throw new Error('dist/ is not built: run `npm run build` first (the package ships dist/)');
  const listing = await npm(['pack', '--ignore-scripts', '--json', '--pack-destination', dir], repo);
  const [info] = JSON.parse(listing.slice(listing.indexOf('['))) as Array<{
    filename: string;
    files: Array<{ path: string }>;
  }>;
  const tarball = join(dir, info!.filename);
  const consumer = join(dir, 'consumer');
  mkdirSync(consumer);
  await npm(['install', '--prefer-offline', '--no-audit', '--no-fund', tarball], consumer);
  return {
    tarball,
    files: info!.files.map((f) => f.path),
    consumer,
    bin: join(consumer, 'node_modules', '.bin', 'osf-conformance'),
  };
}

/** Waits, bounded, for the file that packs to say it is done (ready.json) or failed (failed.txt). */
async function waitForPacker(dir: string): Promise<PackedPackage> {
  const until = Date.now() + 400_000;
  while (Date.now() < until) {
    if (existsSync(join(dir, 'ready.json')))
      return JSON.parse(readFileSync(join(dir, 'ready.json'), 'utf8')) as PackedPackage;
    if (existsSync(join(dir, 'failed.txt')))
      throw new Error(`packing failed in another test file: ${readFileSync(join(dir, 'failed.txt'), 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the package was not packed within 400 s (${dir})`);
}

async function obtain(): Promise<PackedPackage> {
  const dir = inject('packedPackageDir');
  if (typeof dir !== 'string')
    throw new Error('no packedPackageDir: run vitest with vitest.config.ts (its globalSetup)');
  try {
    // Creating a folder is atomic: exactly one test file of the run wins and packs.
    mkdirSync(join(dir, 'packing'));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return waitForPacker(dir);
    throw e;
  }
  try {
    const packed = await packAndInstall(dir);
    writeFileSync(join(dir, 'ready.json.tmp'), JSON.stringify(packed));
    renameSync(join(dir, 'ready.json.tmp'), join(dir, 'ready.json'));
    return packed;
  } catch (e) {
    writeFileSync(join(dir, 'failed.txt'), String(e));
    throw e;
  }
}

let memo: Promise<PackedPackage> | undefined;

/** The package packed and installed once for the whole test run (see packed-package-setup.ts). */
export function packedPackage(): Promise<PackedPackage> {
  memo ??= obtain();
  return memo;
}
