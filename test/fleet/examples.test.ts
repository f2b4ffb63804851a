// The fleet examples stay true as the tool changes: fleet.json is a valid fleet file, and the CI workflow is
// valid YAML whose jobs call only commands and options the tool has, set only variables it reads, keep every
// report even on failure, and feed every target's report to one `matrix` job.

import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli.js';
import { keyVariableRefusal } from '../../src/fleet/key-variables.js';
import { parseFleet } from '../../src/fleet/fleet-file.js';
import { parseYamlSubset, YamlError } from './yaml-subset.js';
import { COMMANDS } from '../../src/help/commands.js';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

type Json = ReturnType<typeof parseYamlSubset>;
interface Step {
  readonly name?: string;
  readonly uses?: string;
  readonly run?: string;
  readonly if?: string;
  readonly env?: Record<string, string>;
  readonly with?: Record<string, Json>;
}
interface Job {
  readonly needs?: string;
  readonly if?: string;
  readonly strategy?: { 'fail-fast': boolean; matrix: { include: Array<Record<string, string>> } };
  readonly steps: Step[];
}

let usage = '';
beforeEach(async () => {
  const out: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void out.push(args.join(' ')));
  await main(['help'], {});
  usage = out.join('\n');
});
afterEach(() => vi.restoreAllMocks());

/** Every `osf-conformance <command> ...` a step runs, as [command, ...arguments]. */
function invocations(steps: readonly Step[]): string[][] {
  return steps.flatMap((s) =>
    [...(s.run ?? '').matchAll(/osf-conformance(?:@[\w.-]+)? ([^\n]*)/g)].map((m) => m[1]!.trim().split(/\s+/)),
  );
}

describe('examples/fleet.json', () => {
  it('is a valid fleet file that names keys only by variable', () => {
    const fleet = parseFleet(read('examples/fleet.json'), 'examples/fleet.json');
    expect(fleet.targets.map((t) => t.name)).toEqual(['eu-staging', 'us-staging', 'vendor-b']);
    expect(fleet.targets.every((t) => /^[A-Z_]+$/.test(t.apiKeyEnv))).toBe(true);
    // Runnable as written: every key variable is under the suite prefix, so no --key-env is needed.
    const variables = fleet.targets.flatMap((t) => [
      t.apiKeyEnv,
      ...(t.secondApiKeyEnv === undefined ? [] : [t.secondApiKeyEnv]),
    ]);
    expect(variables.map((v) => keyVariableRefusal(v, []))).toEqual(variables.map(() => undefined));
  });
});

describe('examples/github-actions-fleet.yml', () => {
  const workflow = parseYamlSubset(read('examples/github-actions-fleet.yml')) as unknown as {
    jobs: Record<string, Job>;
  };
  const jobs = Object.values(workflow.jobs);
  const perTarget = jobs.find((j) => j.strategy !== undefined)!;
  const matrixJob = jobs.find((j) => j.needs !== undefined)!;

  it('is valid YAML (the strict subset parser refuses what it does not understand)', () => {
    expect(Object.keys(workflow.jobs)).toEqual(['target', 'matrix']);
    expect(() => parseYamlSubset('a: 1\na: 2')).toThrow(YamlError);
    expect(() => parseYamlSubset('a: &anchor 1')).toThrow(YamlError);
    expect(() => parseYamlSubset('run: echo a: b')).toThrow(YamlError);
  });

  it('calls only commands and options the tool has', () => {
    const commands = new Set(
      [
        ...usage
          .split('\ncommands:\n')[1]!
          .split('\n\n')[0]!
          .matchAll(/^ {2}(\w+)/gm),
      ].map((m) => m[1]!),
    );
    // Every command's own flags (its --help), not only the most used ones the global help shows.
    const options = new Set(COMMANDS.flatMap((c) => c.options.map((o) => o.flag.split(' ')[0]!)));
    const calls = invocations(jobs.flatMap((j) => j.steps));
    expect(calls.map((c) => c[0])).toEqual(['run', 'matrix']);
    for (const call of calls) {
      expect(commands, call.join(' ')).toContain(call[0]);
      for (const arg of call.filter((a) => a.startsWith('--'))) expect(options, call.join(' ')).toContain(arg);
    }
  });

  it('runs one job per target with its own key and report folder, each read from the matrix entry', () => {
    expect(perTarget.strategy!['fail-fast']).toBe(false);
    const entries = perTarget.strategy!.matrix.include;
    expect(entries.length).toBeGreaterThan(1);
    const env = perTarget.steps.find((s) => s.run?.includes('osf-conformance run'))!.env!;
    const known = new Set([...read('.env.example').matchAll(/^#?\s*([A-Z_]+)=/gm)].map((m) => m[1]));
    for (const name of Object.keys(env)) expect(known, name).toContain(name);
    expect(env.API_KEY).toBe('${{ secrets[matrix.key] }}');
    expect(env.REPORT_DIR).toBe('reports/${{ matrix.name }}');
    // A key goes in a secret, never in the workflow: each entry names the secret that holds it.
    for (const entry of entries) expect(entry.key).toMatch(/^[A-Z_]+$/);
  });

  it("keeps every target's reports even when the suite fails, and draws the matrix from all of them", () => {
    const upload = perTarget.steps.find((s) => s.uses === 'actions/upload-artifact@v4')!;
    expect(upload.if).toBe('${{ !cancelled() }}');
    expect(upload.with).toMatchObject({ name: 'conformance-${{ matrix.name }}', path: 'reports/' });
    expect(matrixJob).toMatchObject({ needs: 'target', if: '${{ !cancelled() }}' });
    const download = matrixJob.steps.find((s) => s.uses === 'actions/download-artifact@v4')!;
    expect(download.with).toEqual({ pattern: 'conformance-*', path: 'artifacts/' });
    expect(invocations(matrixJob.steps)).toEqual([['matrix', 'artifacts/', '--out', 'matrix/']]);
  });
});
