// The reference command line: flag parsing, and the one-line exit-2 contract for bad flags.
// Only --list is run as a process (it exits at once); the serving path is covered by startReferenceServer's tests.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseArguments } from '../../src/reference/main.js';

const root = join(import.meta.dirname, '../..');

function run(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/reference/main.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('reference command line', () => {
  it('parses every flag, with a space or an equals sign', () => {
    expect(
      parseArguments([
        '--seed',
        '5',
        '--fault=sf-pages-overlap',
        '--variant',
        'page-size-3',
        '--latency',
        '20',
        '--forms=40',
        '--port',
        '8443',
        '--host',
        '0.0.0.0',
      ]),
    ).toEqual({
      list: false,
      options: {
        seed: 5,
        fault: 'sf-pages-overlap',
        variant: 'page-size-3',
        latencyMs: 20,
        scanFormCount: 40,
        port: 8443,
        host: '0.0.0.0',
      },
    });
    expect(
      parseArguments([
        '--orders',
        '7000000',
        '--runs=10000',
        '--stats',
        '/tmp/served.json',
        '--lasting=/tmp/kept.json',
      ]),
    ).toEqual({
      list: false,
      options: { legacyOrders: 7_000_000, legacyRuns: 10_000 },
      stats: '/tmp/served.json',
      lasting: '/tmp/kept.json',
    });
    expect(parseArguments(['--list'])).toEqual({ list: true });
    expect(parseArguments([])).toEqual({ list: false, options: {} });
  });

  it.each([[['--bogus']], [['--seed']], [['--seed', 'x']], [['--latency', '-1']], [['extra']]])(
    'rejects %j',
    (args) => {
      expect(() => parseArguments(args)).toThrow();
    },
  );

  it('lists faults and variants, and exits 2 with one line on a bad flag or an unknown fault', () => {
    const list = run(['--list']);
    expect(list.status).toBe(0);
    expect(list.stdout).toMatch(/^Faults \(\d+\):/);
    expect(list.stdout).toContain('sf-pages-overlap');
    expect(list.stdout).toContain('Variants (');
    const kept = join(mkdtempSync(join(tmpdir(), 'osf-lasting-')), 'kept.json');
    writeFileSync(kept, '{"not":"a list"}');
    for (const args of [['--nope'], ['--fault', 'nope'], ['--lasting', kept], ['--lasting', `${kept}.absent`]]) {
      const bad = run(args);
      expect(bad.status).toBe(2);
      expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});
