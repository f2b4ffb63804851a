// `npm run fault -- <name>` shows what one fault changes: its record and the lines of src/reference that branch on it;
// an unknown name is one line naming the closest faults, and exit code 2.

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { faults } from '../src/reference/faults/index.js';
import { branchesOn, faultCommand } from '../scripts/fault.js';

const root = fileURLToPath(new URL('..', import.meta.url));

function run(args: string[]): { code: number; lines: string[] } {
  const lines: string[] = [];
  const code = faultCommand(args, (text) => lines.push(...text.split('\n')));
  return { code, lines };
}

describe('npm run fault', () => {
  it('prints the record and every line of src/reference that branches on the fault', () => {
    const { code, lines } = run(['sf-has-more-string']);
    expect(code).toBe(0);
    expect(lines[0]).toBe('sf-has-more-string (scan-forms)');
    expect(lines).toContain('  has_more is serialized as the string "true"/"false".');
    expect(lines).toContain('  caught by: SF-LIST-ENVELOPE');
    const place = lines.find((l) => l.startsWith('  src/reference/scan-form-serialize.ts:'));
    expect(place).toMatch(/^ {2}src\/reference\/scan-form-serialize\.ts:\d+: .*'sf-has-more-string'/);
    // The line number points at the line quoted.
    const [, file, line] = /^ {2}([^:]+):(\d+): /.exec(place!)!;
    expect(readFileSync(`${root}/${file}`, 'utf8').split('\n')[Number(line) - 1]).toContain("'sf-has-more-string'");
  });

  it('finds a branch for every fault, and none in the catalogue itself', () => {
    const silent = faults.filter((f) => branchesOn(f.name).length === 0).map((f) => f.name);
    expect(silent).toEqual([]);
    expect(branchesOn('auth-missing-get-orders').some((b) => b.file.startsWith('src/reference/faults/'))).toBe(false);
  });

  it('matches the name only as a whole string literal', () => {
    // Part of a name, or a name inside a longer string, is not a branch on the fault.
    expect(branchesOn('sf-has-more')).toEqual([]);
    for (const b of branchesOn('auth-any-bearer-accepted')) expect(b.text).toMatch(/(['"`])auth-any-bearer-accepted\1/);
  });

  it('answers an unknown name with one line suggesting the closest names, and exit code 2', () => {
    const { code, lines } = run(['sf-has-mor-string']);
    expect(code).toBe(2);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Unknown fault "sf-has-mor-string" \(closest: sf-has-more-string, /);
    expect(run([]).code).toBe(2);
  });

  it('exits 2 from the command line too', () => {
    const child = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/fault.ts', 'no-such-fault'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(child.status).toBe(2);
    expect(child.stdout.trim().split('\n')).toHaveLength(1);
  });
});
