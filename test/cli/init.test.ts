// The package user's first steps without a clone: `init` writes the commented .env template where they run it
// (never over an existing file), and `--version` / `-v` say which suite and spec edition they have.

import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli.js';
import { readDotenv } from '../../src/config/config.js';
import { UsageError } from '../../src/errors.js';
import { ENV_TEMPLATE } from '../../src/init.js';

let out: string[];
let dir: string;
let cwd: string;
beforeEach(() => {
  out = [];
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void out.push(args.join(' ')));
  dir = mkdtempSync(join(tmpdir(), 'osf-init-'));
  cwd = process.cwd();
  process.chdir(dir);
});
afterEach(() => {
  process.chdir(cwd);
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

describe('init', () => {
  it('writes the commented template as .env in the current folder, readable only by its owner', async () => {
    await expect(main(['init'], {})).resolves.toBe(0);
    const path = join(dir, '.env');
    expect(readFileSync(path, 'utf8')).toBe(ENV_TEMPLATE);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(out.join('\n')).toContain(`wrote ${path}`);
    expect(out.join('\n')).toContain('npx osf-conformance run');
  });

  it('writes a file the run reads: every setting present, every value empty, the target unset', async () => {
    await main(['init'], {});
    const env = readDotenv(join(dir, '.env'));
    expect(Object.keys(env)).toEqual(
      expect.arrayContaining(['ORDERS_BASE_URL', 'API_KEY', 'ENABLED_METADATA_KEYS', 'CA_FILE', 'CERTIFY_VENDOR']),
    );
    expect(Object.values(env).filter((v) => v !== '')).toEqual([]);
    expect(ENV_TEMPLATE.split('\n').filter((l) => l.startsWith('#')).length).toBeGreaterThan(10);
  });

  it('never overwrites an existing .env: one usage error (exit 2), the file untouched', async () => {
    writeFileSync(join(dir, '.env'), 'API_KEY=mine\n');
    const error = await main(['init'], {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toBe(
      `${join(dir, '.env')} already exists; not overwritten (edit it, or remove it and run init again)`,
    );
    expect(readFileSync(join(dir, '.env'), 'utf8')).toBe('API_KEY=mine\n');
  });

  it("is the same text as the repository's .env.example", () => {
    expect(readFileSync(new URL('../../.env.example', import.meta.url), 'utf8')).toBe(ENV_TEMPLATE);
  });
});

describe('--version', () => {
  it.each([['--version'], ['-v']])('%s prints the suite version and the spec edition', async (flag) => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    await expect(main([flag], {})).resolves.toBe(0);
    expect(out).toEqual([
      expect.stringMatching(
        new RegExp(`^osf-conformance ${pkg.version.replaceAll('.', '\\.')} \\(spec: orders-and-scan-forms`),
      ),
    ]);
  });

  it('a bare command prints the help, which lists init and --version', async () => {
    await expect(main([], {})).resolves.toBe(2);
    expect(out.join('\n')).toMatch(/^usage: osf-conformance <command>/);
    expect(out.join('\n')).toContain('init ');
    expect(out.join('\n')).toContain('--version, -v');
  });
});
