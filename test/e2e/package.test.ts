// The published package, used as its users would: `npm pack`, installed from the tarball into an empty folder
// (no clone), and its installed command driven through the CI, vendor and version-bump journeys against
// reference servers this test starts on 127.0.0.1 (clean, and with a seeded fault as the regressed release).

import { spawn } from 'node:child_process';
import { createHash, generateKeyPairSync } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceServer, type RunningReference } from '../../src/reference/server.js';
import { findAll, parseXml } from '../report/xml.js';
import { packedTarball } from './packed-package.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const version = (JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { version: string }).version;

/**
 * A user's shell: the basics of this one, and nothing from npm test or vitest (npm_config_local_prefix would
 * point a nested npm at the checkout), from a CI step (GITHUB_STEP_SUMMARY) or from the developer's own
 * settings (an exported ORDERS_BASE_URL would send the runs elsewhere).
 */
function userEnv(extra: Record<string, string> = {}): Record<string, string> {
  const kept =
    /^(PATH|HOME|TMPDIR|LANG|LC_ALL|USER|SHELL|(HTTPS?|NO)_PROXY|(https?|no)_proxy|npm_config_(cache|registry|userconfig))$/;
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && kept.test(k)) env[k] = v;
  return { ...env, ...extra };
}

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** Chunks in arrival order, each with whether conformance.json existed yet in `watch` when it arrived. */
  readonly chunks: ReadonlyArray<{ stream: 'stdout' | 'stderr'; text: string; reportWritten: boolean }>;
}

/** Runs a command in `cwd` with piped output (as in CI), bounded so a hang fails instead of stalling the suite. */
async function exec(
  command: string,
  args: readonly string[],
  cwd: string,
  env: Record<string, string>,
  watch?: string,
): Promise<Run> {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const chunks: Array<{ stream: 'stdout' | 'stderr'; text: string; reportWritten: boolean }> = [];
  const take = (stream: 'stdout' | 'stderr') => (text: string) =>
    chunks.push({ stream, text, reportWritten: watch !== undefined && existsSync(join(watch, 'conformance.json')) });
  child.stdout.setEncoding('utf8').on('data', take('stdout'));
  child.stderr.setEncoding('utf8').on('data', take('stderr'));
  const timer = setTimeout(() => child.kill('SIGKILL'), 400_000);
  const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
  clearTimeout(timer);
  const of = (s: 'stdout' | 'stderr') =>
    chunks
      .filter((c) => c.stream === s)
      .map((c) => c.text)
      .join('');
  return { code, stdout: of('stdout'), stderr: of('stderr'), chunks };
}

let work: string;
let user: string;
let packed: string[] = [];
let installOutput = '';
const servers: RunningReference[] = [];

/** The installed command, as `npx osf-conformance` runs it: the bin link npm made in node_modules/.bin. */
const osf = (args: readonly string[], env: Record<string, string> = {}, watch?: string) =>
  exec(join(user, 'node_modules', '.bin', 'osf-conformance'), args, user, userEnv(env), watch);

/** A reference server as a product on 127.0.0.1, and the settings a user would put in .env for it. */
async function product(fault?: string): Promise<Record<string, string>> {
  const server = await startReferenceServer(fault === undefined ? {} : { fault });
  servers.push(server);
  const caFile = join(work, `ca-${servers.length}.pem`);
  writeFileSync(caFile, server.caPem);
  const [a, b] = server.accounts;
  return {
    ORDERS_BASE_URL: server.ordersBaseUrl,
    API_KEY: a.apiKey,
    SECOND_API_KEY: b.apiKey,
    CA_FILE: caFile,
    ENABLED_METADATA_KEYS: a.enabledMetadataKeys.join(','),
    // Certification needs every requirement exercised, META-SECOND-ACCOUNT-KEYS included.
    SECOND_ENABLED_METADATA_KEYS: b.enabledMetadataKeys.join(','),
  };
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'osf-package-'));
  user = join(work, 'user');
  mkdirSync(user);
  // The run's one `npm pack` (packed-package.ts), installed here into a folder of this test's own.
  const { tarball, files } = await packedTarball();
  packed = [...files];
  const install = await exec(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', tarball],
    user,
    userEnv(),
  );
  expect(install.code, install.stderr).toBe(0);
  installOutput = install.stdout + install.stderr;
}, 600_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  if (work !== undefined) rmSync(work, { recursive: true, force: true });
});

describe('the package installed from its tarball into an empty folder', () => {
  it("ships what a user runs and nothing of the project's own tooling", () => {
    expect(packed).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'bin/osf-conformance.js',
        'schemas/conformance-report.schema.json',
        'dist/src/main.js',
        'dist/suites/index.js',
        '.env.example',
      ]),
    );
    const tooling = packed.filter(
      (p) => /^(test|bench|scripts|\.ci|node_modules|reports)\//.test(p) || /(^|\/)\.env$|\.pem$/.test(p),
    );
    expect(tooling).toEqual([]);
    // Built JavaScript only (and its declarations): nothing a user runs needs a TypeScript transform.
    expect(packed.filter((p) => p.endsWith('.ts') && !p.endsWith('.d.ts'))).toEqual([]);
  });

  it('carries its licence, and installs without asking to run a script of its own', () => {
    // package.json says MIT; the licence text travels with the code.
    expect(packed).toContain('LICENSE');
    expect(readFileSync(join(user, 'node_modules', 'osf-conformance', 'LICENSE'), 'utf8')).toMatch(/^MIT License\n/);
    // The package ships built: nothing to build at install, so npm has no install script to warn about.
    expect(installOutput).not.toMatch(/prepare|install-scripts/);
  });

  it('answers --version, -v and a bare command with help', async () => {
    for (const flag of ['--version', '-v']) {
      const r = await osf([flag]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toMatch(new RegExp(`^osf-conformance ${version.replaceAll('.', '\\.')} `));
    }
    const bare = await osf([]);
    expect(bare.stdout).toMatch(/^usage: osf-conformance <command>/);
    expect(bare.stdout).toContain('init ');
  }, 120_000);

  it('vendor: init writes the .env template in the folder, once; a run with it untouched tries the embedded server', async () => {
    const first = await osf(['init']);
    expect(first.code, first.stderr).toBe(0);
    expect(readFileSync(join(user, '.env'), 'utf8')).toBe(readFileSync(join(repo, '.env.example'), 'utf8'));
    const again = await osf(['init']);
    expect(again.code).toBe(2);
    expect(again.stderr.trim().split('\n')).toEqual([
      `osf-conformance: ${join(user, '.env')} already exists; not overwritten (edit it, or remove it and run init again)`,
    ]);
    const tryIt = await osf(['run', '--only', '5'], { REPORT_DIR: join(work, 'try') });
    expect(tryIt.code, tryIt.stdout + tryIt.stderr).toBe(0);
    expect(existsSync(join(work, 'try', 'report.html'))).toBe(true);
  }, 400_000);

  // One certification run serves three journeys: CI reads its piped log, JUnit and step summary; the vendor
  // verifies its bundle; it is the good release that the version-bump journey compares with.
  let good: string;
  let goodJunitNames: string[] = [];

  it('CI and vendor: a certified run on the conforming product, followed live in a piped log', async () => {
    const settings = await product();
    // The user fills in .env as init's comments say.
    let dotenv = readFileSync(join(user, '.env'), 'utf8');
    for (const [k, v] of Object.entries(settings)) dotenv = dotenv.replace(new RegExp(`^${k}=$`, 'm'), `${k}=${v}`);
    writeFileSync(join(user, '.env'), dotenv);
    good = join(work, 'reports-good');
    const stepSummary = join(work, 'step-summary.md');
    // The vendor signs with an Ed25519 key as openssl writes it, and publishes the public half.
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    writeFileSync(join(work, 'vendor.pem'), privateKey.export({ type: 'pkcs8', format: 'pem' }));
    writeFileSync(join(work, 'vendor.pub.pem'), publicKey.export({ type: 'spki', format: 'pem' }));
    const r = await osf(
      ['run', '--certify', '--vendor', 'Acme', '--product', 'Orders Cloud', '--product-version', '4.2'],
      { REPORT_DIR: good, CI: 'true', GITHUB_STEP_SUMMARY: stepSummary, CERTIFY_SIGN_KEY: join(work, 'vendor.pem') },
      good,
    );

    // CI: the target line first, then plain progress lines while the run is still going (its reports not yet written).
    const err = r.chunks.filter((c) => c.stream === 'stderr');
    expect(err[0]?.text).toMatch(/^osf-conformance \S+: checking https:\/\/127\.0\.0\.1:\d+\/v1\.0/);
    expect(
      r.chunks.filter(
        (c) => c.stream === 'stderr' && !c.reportWritten && /^ {2}(spec \d+ done|progress): /m.test(c.text),
      ).length,
    ).toBeGreaterThan(0);
    expect(r.stderr + r.stdout).not.toMatch(/\u001b|\r/);
    const junit = parseXml(readFileSync(join(good, 'junit.xml'), 'utf8'));
    const suites = findAll(junit, 'testsuite');
    expect(suites.map((s) => s.attrs.name)).toEqual(suites.map(() => 'osf-conformance'));
    goodJunitNames = findAll(junit, 'testcase')
      .map((t) => t.attrs.name ?? '')
      .sort();
    expect(goodJunitNames.length).toBeGreaterThan(50);
    // A requirement's case is named by its id, a part's by `ID/part`.
    expect(goodJunitNames.filter((n) => !/^[A-Z][A-Z0-9]*(-[A-Z0-9]+)+(\/[a-z0-9]+(-[a-z0-9]+)*)?$/.test(n))).toEqual(
      [],
    );
    expect(readFileSync(stepSummary, 'utf8')).toMatch(/^## ✅ CONFORMS: osf-conformance /m);

    // Vendor: certified, the bundle verifies, and one edited byte is caught.
    expect(r.code, r.stdout).toBe(0);
    expect(r.stdout).toMatch(/^CERTIFICATION: conformant \(Acme Orders Cloud 4\.2\)/m);
    const bundle = join(good, 'certification');
    expect(readFileSync(join(bundle, 'statement.md'), 'utf8')).toContain('**Verdict: conformant**');
    const published = /MANIFEST\.sha256 sha256: ([0-9a-f]{64})/.exec(r.stdout)?.[1] ?? 'none printed';
    const trust = ['--public-key', join(work, 'vendor.pub.pem'), '--sha256', published];
    const verified = await osf(['verify', bundle, ...trust]);
    expect(verified.code, verified.stdout).toBe(0);
    expect(verified.stdout).toContain('bundle intact and vouched for');
    const edited = join(bundle, 'statement.md');
    const bytes = readFileSync(edited);
    bytes[bytes.length - 2] = (bytes[bytes.length - 2] ?? 0) ^ 0x01;
    writeFileSync(edited, bytes);
    const tampered = await osf(['verify', bundle]);
    expect(tampered.code).toBe(1);
    expect(tampered.stdout).toContain('edited: statement.md');
    // A forger re-hashes the manifest: intact against itself, refused against the vendor's key and published digest.
    const files = ['conformance.json', 'junit.xml', 'report.html', 'statement.json', 'statement.md', 'summary.md'];
    const hex = (f: string) =>
      createHash('sha256')
        .update(readFileSync(join(bundle, f)))
        .digest('hex');
    writeFileSync(join(bundle, 'MANIFEST.sha256'), files.map((f) => `${hex(f)}  ${f}\n`).join(''));
    expect((await osf(['verify', bundle])).code).toBe(0);
    for (const check of [trust.slice(0, 2), trust.slice(2)]) {
      const forged = await osf(['verify', bundle, ...check]);
      expect(forged.code, forged.stdout).toBe(1);
      expect(forged.stdout).toContain('bundle REFUSED');
    }
  }, 600_000);

  it('version bump: compare exits 1 on the regressed release and 0 on its fix; JUnit names do not move', async () => {
    // The next release breaks spec 5.1: a missing key is answered 403 (a seeded fault of the reference server).
    const bad = join(work, 'reports-bad');
    const r = await osf(['run'], { ...(await product('auth-403-instead-of-401')), REPORT_DIR: bad });
    expect(r.code, r.stdout).toBe(1);
    expect(r.stdout).toContain('AUTH-MISSING-401');
    // The reproduction command is the package user's own, not a clone's npm script.
    // It writes beside the run's reports, never over them.
    expect(r.stdout).toContain(`npx osf-conformance run --report-dir ${bad}-rerun --only `);
    expect(r.stdout).toMatch(
      /npx osf-conformance run --report-dir \S+ --only [A-Z0-9,-]*AUTH-MISSING-401[A-Z0-9,-]* --seed \d+/,
    );
    const names = findAll(parseXml(readFileSync(join(bad, 'junit.xml'), 'utf8')), 'testcase')
      .map((t) => t.attrs.name ?? '')
      .sort();
    expect(names).toEqual(goodJunitNames);

    const regression = await osf(['compare', join(good, 'conformance.json'), join(bad, 'conformance.json')]);
    expect(regression.code, regression.stdout).toBe(1);
    expect(regression.stdout).toContain('AUTH-MISSING-401');
    // Each run's verdict in the three words every output uses.
    expect(regression.stdout).toMatch(/^--- .*, verdict CONFORMS$/m);
    expect(regression.stdout).toMatch(/^\+\+\+ .*, verdict DOES NOT CONFORM$/m);
    expect(regression.stdout).not.toMatch(/verdict (pass|fail)/);
    const fix = await osf(['compare', join(bad, 'conformance.json'), join(good, 'conformance.json')]);
    expect(fix.code, fix.stdout).toBe(0);
  }, 600_000);

  it('version bump: compare fails the gate on a partial run and on one that determined nothing', async () => {
    const settings = await product();
    // The new release checked on spec 5 alone: CONFORMS for what ran, and no proof that the upgrade holds.
    const partial = join(work, 'reports-partial');
    const r = await osf(['run', '--only', '5'], { ...settings, REPORT_DIR: partial });
    expect(r.code, r.stdout).toBe(0);
    expect(r.stdout).toMatch(/^CONFORMS: .*\(partial run\)$/m);
    const gate = await osf(['compare', good, partial]);
    expect(gate.code, gate.stdout).toBe(1);
    expect(gate.stdout).toMatch(/^warning: the new run is partial \(--only 5\)/m);
    expect(gate.stdout).toMatch(
      /^ {2}\d+ requirement\(s\) that ran before no longer ran \([A-Z0-9, -]+ and \d+ more\); pass --allow-coverage-loss if that is intended$/m,
    );
    // One line per requirement that left, never a long reason repeated for each.
    const lines = gate.stdout.split('\n').filter((l) => l.length > 0);
    expect(lines.filter((l, i) => lines.indexOf(l) !== i)).toEqual([]);
    const allowed = await osf(['compare', good, partial, '--allow-coverage-loss']);
    expect(allowed.code, allowed.stdout).toBe(0);
    expect(allowed.stdout).toMatch(/^no regression: 0 regressed/m);

    // The key rejected: the new run tested nothing, and no allowance lets that pass.
    const nothing = join(work, 'reports-nothing');
    const wrong = await osf(['run'], {
      ...settings,
      API_KEY: 'osf_test_not_the_key_of_any_account',
      REPORT_DIR: nothing,
    });
    expect(wrong.code, wrong.stderr).toBe(2);
    const none = await osf(['compare', good, nothing, '--allow-coverage-loss']);
    expect(none.code, none.stdout).toBe(1);
    expect(none.stdout).toMatch(/^ {2}the new run is NOT DETERMINED: .*rejected API_KEY/m);
  }, 400_000);

  it('is installed as a copy of the tarball, not a link back to the checkout', () => {
    const installed = join(user, 'node_modules', 'osf-conformance');
    expect(lstatSync(installed).isSymbolicLink()).toBe(false);
    expect(existsSync(join(installed, 'test'))).toBe(false);
  });
});
