// Hostile input files, through the real command line: a device (/dev/zero), a FIFO nobody writes to and a file
// far over its size cap, handed as each file the suite reads. Each ends in one line naming the problem, exit 2,
// in moments: no allocation failure, no hang, no file read whole.

import { execFileSync } from 'node:child_process';
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  ftruncateSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readInputFile } from '../../src/config/input-file.js';
import { runCli } from '../e2e/run-cli.js';

const dir = mkdtempSync(join(tmpdir(), 'osf-hostile-inputs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The hostile files: each, with the words its refusal must hold. */
function hostileFiles(): Array<readonly [string, string, RegExp]> {
  const fifo = join(dir, 'fifo');
  // mkfifo is part of every POSIX system this suite runs on (coreutils, BSD base).
  execFileSync('mkfifo', [fifo]);
  const huge = join(dir, 'huge.json');
  // Sparse: 2 GiB by its size, nothing on disk.
  const fd = openSync(huge, 'w');
  ftruncateSync(fd, 2 * 1024 ** 3);
  closeSync(fd);
  return [
    ['/dev/zero', '/dev/zero', /is a device; it must be a regular file \(of at most [\d.]+ (MiB|bytes)\)/],
    ['a FIFO', fifo, /is a FIFO; it must be a regular file \(of at most [\d.]+ (MiB|bytes)\)/],
    ['a 2 GiB file', huge, /is larger than its limit of [\d.]+ MiB/],
  ];
}

const HOSTILE = hostileFiles();

/** A bundle folder whose MANIFEST is the hostile file (a symlink to it). */
function bundleWith(file: string, name: string): string {
  const bundle = join(dir, `bundle-${name}`);
  mkdirSync(bundle, { recursive: true });
  symlinkSync(file, join(bundle, 'MANIFEST.sha256'));
  return bundle;
}

/** Each input file of the command line, as the arguments and environment that hand it `file`. */
const INPUTS: ReadonlyArray<readonly [string, (file: string, name: string) => [string[], Record<string, string>]]> = [
  ['the fleet file', (file) => [['run', '--targets', file], {}]],
  ['the expectations file', (file) => [['run', '--expectations', file], {}]],
  ['the dotenv file', (file) => [['run', '--dotenv', file], {}]],
  ['CA_FILE', (file) => [['run'], { ORDERS_BASE_URL: 'https://127.0.0.1:9', API_KEY: 'sk_test_x_1', CA_FILE: file }]],
  ['a compare input', (file) => [['compare', file, file], {}]],
  ['a matrix input', (file) => [['matrix', file, '--out', dir], {}]],
  ["a bundle's MANIFEST", (file, name) => [['verify', bundleWith(file, name)], {}]],
];

describe.each(HOSTILE)('%s', (name, file, refusal) => {
  it.each(INPUTS)('as %s is refused in one line, exit 2, at once', async (_input, handOver) => {
    const [args, env] = handOver(file, name.replace(/\W/g, ''));
    const result = await runCli(args, env, 20_000);
    result.cleanup();
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(refusal);
    expect(result.durationMs).toBeLessThan(15_000);
  });
});

describe('a bundle file that is a device or a FIFO', () => {
  it('is reported as not intact by verify, at once, without being read', async () => {
    for (const [name, file] of HOSTILE) {
      const bundle = join(dir, `files-${name.replace(/\W/g, '')}`);
      mkdirSync(bundle);
      writeFileSync(join(bundle, 'MANIFEST.sha256'), `${'a'.repeat(64)}  conformance.json\n`);
      symlinkSync(file, join(bundle, 'conformance.json'));
      const result = await runCli(['verify', bundle], {}, 20_000);
      result.cleanup();
      expect(result.code, result.stderr).toBe(1);
      // A link in the bundle, whatever it points at, is refused as a link.
      expect(result.stdout).toContain('linked: conformance.json (a symbolic link; a bundle holds regular files only)');
      expect(result.stdout).toContain('bundle NOT intact');
    }
    // A FIFO in the bundle itself, not through a link: never opened for a read that would wait for a writer.
    const bundle = join(dir, 'files-fifo-in-place');
    mkdirSync(bundle);
    writeFileSync(join(bundle, 'MANIFEST.sha256'), `${'a'.repeat(64)}  conformance.json\n`);
    execFileSync('mkfifo', [join(bundle, 'conformance.json')]);
    const result = await runCli(['verify', bundle], {}, 20_000);
    result.cleanup();
    expect(result.code, result.stderr).toBe(1);
    expect(result.stdout).toContain('edited: conformance.json');
    expect(result.stdout).toContain('bundle NOT intact');
  });
});

describe('readInputFile', () => {
  it('reads a regular file at its cap and refuses one byte more, naming the cap', () => {
    const path = join(dir, 'fleet.json');
    writeFileSync(path, 'x'.repeat(1024 * 1024));
    expect(readInputFile(path, 'fleet')).toHaveLength(1024 * 1024);
    writeFileSync(path, 'x'.repeat(1024 * 1024 + 1));
    expect(() => readInputFile(path, 'fleet')).toThrow(`the fleet file ${path} is larger than its limit of 1 MiB`);
  });

  it('refuses a folder and lets a missing file through as the error of the file system', () => {
    expect(() => readInputFile(dir, 'expectations')).toThrow(/is a folder; it must be a regular file/);
    expect(() => readInputFile(join(dir, 'none'), 'expectations')).toThrow(expect.objectContaining({ code: 'ENOENT' }));
  });
});
