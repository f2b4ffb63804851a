// Runs action.yml as a runner would: each step's script with bash, in order, in a fresh workspace, with the
// GitHub variables set (GITHUB_ACTION_PATH, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY) and `${{ inputs.x }}` filled.

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseYamlSubset } from '../fleet/yaml-subset.js';
import { verdictsOf, type Judged } from './verdicts.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));

interface Step {
  readonly id?: string;
  readonly run: string;
  readonly env?: Record<string, string>;
}
interface Action {
  readonly inputs: Record<string, { default?: string }>;
  readonly outputs: Record<string, { value: string }>;
  readonly runs: { using: string; steps: Step[] };
}

export const action = parseYamlSubset(readFileSync(join(repo, 'action.yml'), 'utf8')) as unknown as Action;

/** `${{ inputs.x }}` as the runner fills it: the given value, else the declared default. */
function fill(text: string, inputs: Record<string, string>): string {
  const filled = text.replace(/\$\{\{\s*inputs\.([a-z-]+)\s*\}\}/g, (_m, name: string) => {
    if (!(name in action.inputs)) throw new Error(`action.yml uses an undeclared input ${name}`);
    return inputs[name] ?? action.inputs[name]!.default ?? '';
  });
  if (filled.includes('${{')) throw new Error(`an expression the test cannot fill: ${filled}`);
  return filled;
}

interface ActionResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly outputs: Record<string, string>;
  readonly summary: string;
  /** conformance.json the run left in the report-dir output: verdicts by requirement id and `ID/part`. */
  readonly verdicts: Record<string, string>;
  /** The names of the files in the report-dir output. */
  readonly reportFiles: readonly string[];
}

function bash(script: string, cwd: string, env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const child = spawn('bash', ['-e', '-c', script], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (t: string) => (out += t));
  child.stderr.resume();
  const timer = setTimeout(() => child.kill('SIGKILL'), 240_000);
  return new Promise((done) =>
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, out });
    }),
  );
}

/** Runs every step in order in a fresh workspace, as a composite action does, stopping at the first failure. */
export async function runAction(
  inputs: Record<string, string>,
  stepEnv: Record<string, string> = {},
): Promise<ActionResult> {
  const workspace = mkdtempSync(join(tmpdir(), 'osf-action-'));
  try {
    const files = { GITHUB_OUTPUT: join(workspace, 'output'), GITHUB_STEP_SUMMARY: join(workspace, 'summary') };
    for (const f of Object.values(files)) writeFileSync(f, '');
    const base = { PATH: process.env.PATH ?? '', HOME: workspace, GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: workspace };
    let stdout = '';
    let code: number | null = 0;
    const stepOutputs: Record<string, Record<string, string>> = {};
    for (const step of action.runs.steps) {
      writeFileSync(files.GITHUB_OUTPUT, '');
      const env = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, fill(String(v), inputs)]));
      const result = await bash(fill(step.run, inputs), workspace, {
        ...base,
        ...files,
        ...stepEnv,
        ...env,
        GITHUB_ACTION_PATH: repo,
      });
      stdout += result.out;
      code = result.code;
      const lines = readFileSync(files.GITHUB_OUTPUT, 'utf8').split('\n').filter(Boolean);
      if (step.id !== undefined)
        stepOutputs[step.id] = Object.fromEntries(
          lines.map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
        );
      if (code !== 0) break;
    }
    const outputs = Object.fromEntries(
      Object.entries(action.outputs).map(([name, o]) => {
        const [, step, output] = /steps\.([a-z-]+)\.outputs\.([a-z-]+)/.exec(o.value)!;
        return [name, stepOutputs[step!]?.[output!] ?? ''];
      }),
    );
    const report = join(outputs['report-dir'] ?? '', 'conformance.json');
    const verdicts = existsSync(report)
      ? verdictsOf((JSON.parse(readFileSync(report, 'utf8')) as { requirements: Judged[] }).requirements)
      : {};
    const dir = outputs['report-dir'] ?? '';
    const reportFiles = dir !== '' && existsSync(dir) ? readdirSync(dir) : [];
    return { code, stdout, outputs, summary: readFileSync(files.GITHUB_STEP_SUMMARY, 'utf8'), verdicts, reportFiles };
  } finally {
    rmSync(workspace, { recursive: true, force: true });
  }
}
