// The package as its users get it, made once per test run: `npm pack` of this checkout, and the tarball installed
// into an empty folder from npm's cache. The first test file that asks makes each; the others wait for it and share it.

import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const repo = fileURLToPath(new URL('../..', import.meta.url));

export interface PackedTarball {
  /** The tarball `npm pack` wrote. */
  readonly tarball: string;
  /** What the tarball holds, as `npm pack` lists it. */
  readonly files: readonly string[];
}

export interface PackedPackage extends PackedTarball {
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

/** The folder of this test run (packed-package-setup.ts) that every test file shares. */
function runDir(): string {
  const dir = inject('packedPackageDir');
  if (typeof dir !== 'string')
    throw new Error('no packedPackageDir: run vitest with vitest.config.ts (its globalSetup)');
  return dir;
}

/**
 * Packs the checkout as it is built (dist/ is what bin/ runs too: `npm test` builds first; packing without the
 * prepare script leaves dist/ alone while other test files run it).
 */
async function pack(): Promise<PackedTarball> {
  if (!existsSync(join(repo, 'dist', 'src', 'main.js')))
    throw new Error('dist/ is not built: run `npm run build` first (the package ships dist/)');
  const listing = await npm(['pack', '--ignore-scripts', '--json', '--pack-destination', runDir()], repo);
  const [info] = JSON.parse(listing.slice(listing.indexOf('['))) as Array<{
    filename: string;
    files: Array<{ path: string }>;
  }>;
  return { tarball: join(runDir(), info!.filename), files: info!.files.map((f) => f.path) };
}

/** Installs the tarball into an empty folder, from npm's cache where it can. */
async function install(): Promise<PackedPackage> {
  const packed = await packedTarball();
  const consumer = join(runDir(), 'consumer');
  mkdirSync(consumer);
  await npm(['install', '--prefer-offline', '--no-audit', '--no-fund', packed.tarball], consumer);
  return { ...packed, consumer, bin: join(consumer, 'node_modules', '.bin', 'osf-conformance') };
}

/** Waits, bounded, for the test file that makes `name` to say it is done (name.json) or failed (name.failed). */
async function waitFor<T>(name: string): Promise<T> {
  const [done, failed] = [join(runDir(), `${name}.json`), join(runDir(), `${name}.failed`)];
  const until = Date.now() + 400_000;
  while (Date.now() < until) {
    if (existsSync(done)) return JSON.parse(readFileSync(done, 'utf8')) as T;
    if (existsSync(failed)) throw new Error(`${name} failed in another test file: ${readFileSync(failed, 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} was not made within 400 s (${runDir()})`);
}

/** Makes `name` once for the whole test run: the first test file to ask makes it, the others wait for it. */
async function once<T>(name: string, make: () => Promise<T>): Promise<T> {
  try {
    // Creating a folder is atomic: exactly one test file of the run wins.
    mkdirSync(join(runDir(), `${name}.making`));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return waitFor<T>(name);
    throw e;
  }
  try {
    const made = await make();
    writeFileSync(join(runDir(), `${name}.tmp`), JSON.stringify(made));
    renameSync(join(runDir(), `${name}.tmp`), join(runDir(), `${name}.json`));
    return made;
  } catch (e) {
    writeFileSync(join(runDir(), `${name}.failed`), String(e));
    throw e;
  }
}

let tarball: Promise<PackedTarball> | undefined;
let installed: Promise<PackedPackage> | undefined;

/** The checkout packed once for the whole test run (see packed-package-setup.ts). */
export function packedTarball(): Promise<PackedTarball> {
  tarball ??= once('tarball', pack);
  return tarball;
}

/** The packed tarball installed once for the whole test run into an empty folder of its own. */
export function packedPackage(): Promise<PackedPackage> {
  installed ??= once('installed', install);
  return installed;
}
