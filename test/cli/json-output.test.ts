// `run --json` and `list --json` for tools that pipe: stdout holds the JSON alone (the summary and progress
// go to stderr), the same model conformance.json holds; a fleet refuses --json, which names one report, and says so
// in that one document.

import { describe, expect, it } from 'vitest';
import { runCli } from '../e2e/run-cli.js';

describe('machine-readable output on stdout', () => {
  it('run --json prints the report model alone, equal to conformance.json, and keeps the exit code', async () => {
    const result = await runCli(['run', '--json', '--only', '5'], {}, 120_000);
    try {
      expect(result.code).toBe(0);
      const printed = JSON.parse(result.stdout) as { format: string; requirements: Array<{ id: string }> };
      expect(printed.format).toBe('osf-conformance-report');
      expect(printed).toEqual(result.report);
      expect(result.stderr).toMatch(/CONFORMS/);
    } finally {
      result.cleanup();
    }
  });

  it('list --json prints the catalogue alone', async () => {
    const result = await runCli(['list', '--json', '--only', '5'], {});
    result.cleanup();
    expect(result.code).toBe(0);
    const listed = JSON.parse(result.stdout) as { requirements: Array<{ id: string; clause: string }> };
    expect(listed.requirements.length).toBeGreaterThan(5);
    expect(listed.requirements.every((r) => r.clause.startsWith('5'))).toBe(true);
  });

  it('a fleet refuses --json in one line, stdout still one JSON document saying NOT DETERMINED', async () => {
    const result = await runCli(['run', '--targets', 'fleet.json', '--json'], {});
    result.cleanup();
    expect(result.code).toBe(2);
    const printed = JSON.parse(result.stdout) as { verdict: string; run: { setupProblem: string } };
    expect(printed.verdict).toBe('not-determined');
    expect(printed.run.setupProblem).toMatch(/--json belongs to a single run/);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^osf-conformance: NOT DETERMINED: .*--json belongs to a single run/);
  });
});
