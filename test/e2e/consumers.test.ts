// The packed package as a TypeScript team uses it: `npm pack`, installed from the tarball into a scratch
// project with vitest, a two-line vitest file run there against the embedded server, a consumer compiled
// against the packed declarations, and the exports map (the report schema at its stable path; no deep import).

import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packedTarball } from './packed-package.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const versionOf = (name: string) =>
  (JSON.parse(readFileSync(join(repo, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

/** A user's shell: nothing from this test run (VITEST_*, npm_config_local_prefix) nor a target of the developer's. */
function userEnv(): Record<string, string> {
  const kept = /^(PATH|HOME|TMPDIR|LANG|(HTTPS?|NO)_PROXY|(https?|no)_proxy|npm_config_(cache|registry|userconfig))$/;
  return Object.fromEntries(Object.entries(process.env).filter(([k, v]) => v !== undefined && kept.test(k))) as Record<
    string,
    string
  >;
}

function exec(command: string, args: readonly string[], cwd: string): Promise<{ code: number | null; out: string }> {
  const child = spawn(command, args, { cwd, env: { ...userEnv(), NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (t: string) => (out += t));
  child.stderr.setEncoding('utf8').on('data', (t: string) => (out += t));
  const timer = setTimeout(() => child.kill('SIGKILL'), 500_000);
  return new Promise((done) =>
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, out });
    }),
  );
}

let work: string;
let project: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'osf-consumers-'));
  project = join(work, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'scratch', private: true, type: 'module' }));
  // The run's one `npm pack` (packed-package.ts), installed here beside vitest.
  const { tarball } = await packedTarball();
  // From the npm cache where it can: the network reaches only the registry.
  const install = await exec(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      tarball,
      `vitest@${versionOf('vitest')}`,
      `@types/node@${versionOf('@types/node')}`,
    ],
    project,
  );
  expect(install.code, install.out).toBe(0);
}, 900_000);

afterAll(() => {
  if (work !== undefined) rmSync(work, { recursive: true, force: true });
});

interface VitestJson {
  testResults: Array<{ assertionResults: Array<{ fullName: string; status: string; failureMessages: string[] }> }>;
}

describe('the packed package in a scratch project', () => {
  it('runs the two-line vitest file: one test per requirement and part, none failed', async () => {
    writeFileSync(
      join(project, 'conformance.test.js'),
      "import { describeConformance } from 'osf-conformance/vitest';\ndescribeConformance();\n",
    );
    const r = await exec(
      join(project, 'node_modules', '.bin', 'vitest'),
      ['run', '--reporter=json', '--outputFile=results.json'],
      project,
    );
    expect(r.code, r.out).toBe(0);
    const results = JSON.parse(readFileSync(join(project, 'results.json'), 'utf8')) as VitestJson;
    const tests = results.testResults.flatMap((f) => f.assertionResults);
    const list = await exec(join(project, 'node_modules', '.bin', 'osf-conformance'), ['list', '--json'], project);
    const catalogue = JSON.parse(list.out) as { requirements: Array<{ id: string }> };
    const requirementTests = tests.filter((t) => /osf-conformance [A-Z0-9-]+: /.test(t.fullName));
    expect(requirementTests.map((t) => /osf-conformance ([A-Z0-9-]+):/.exec(t.fullName)![1]).sort()).toEqual(
      catalogue.requirements.map((q) => q.id).sort(),
    );
    expect(tests.some((t) => /osf-conformance [A-Z0-9-]+\/[a-z0-9-]+: /.test(t.fullName))).toBe(true);
    expect(tests.filter((t) => t.status === 'failed')).toEqual([]);
    expect(tests.filter((t) => t.status === 'passed').length).toBeGreaterThan(40);
  }, 600_000);

  it('compiles a consumer against the packed declarations, with the exports map and the stable schema path', async () => {
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2023',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          exactOptionalPropertyTypes: true,
          noEmit: true,
          skipLibCheck: true,
          types: ['node'],
        },
        files: ['consumer.ts'],
      }),
    );
    writeFileSync(
      join(project, 'consumer.ts'),
      [
        "import { compareReports, loadReport, runConformance, verifyBundle, UsageError } from 'osf-conformance';",
        "import type { ConformanceReport, ProgressEvent, RequirementResult } from 'osf-conformance';",
        "import { describeConformance } from 'osf-conformance/vitest';",
        'const events: ProgressEvent[] = [];',
        'const run = await runConformance({ only: ["5"], signal: new AbortController().signal, onProgress: (e) => events.push(e) });',
        "const verdict: ConformanceReport['verdict'] = run.verdict;",
        "const failing: RequirementResult[] = run.report.requirements.filter((r) => r.verdict === 'fail');",
        'const summary: string | undefined = failing[0]?.finding?.summary;',
        "const regression: boolean = compareReports(loadReport('a').report, run.report).regression;",
        "const ok: boolean = verifyBundle('b').ok;",
        "const isUsage: boolean = new Error('x') instanceof UsageError;",
        "describeConformance({ only: ['AUTH-MISSING-401'], name: 'auth' });",
        '// @ts-expect-error an option that does not exist is refused',
        'await runConformance({ target: "x" });',
        'console.log(verdict, summary, regression, ok, isUsage, events.length);',
        "import('osf-conformance/dist/src/cli.js');",
      ].join('\n'),
    );
    const tsc = await exec(process.execPath, [join(repo, 'node_modules/typescript/bin/tsc'), '-p', '.'], project);
    // The only error is the deep import: the exports map keeps the surface to what docs/api.md lists.
    expect(tsc.out.trim().split('\n')).toEqual([
      expect.stringMatching(
        /consumer\.ts\(16,\d+\): error TS2307: Cannot find module 'osf-conformance\/dist\/src\/cli\.js'/,
      ),
    ]);
    const schema = await exec(
      process.execPath,
      ['--input-type=module', '-e', "console.log(import.meta.resolve('osf-conformance/report.schema.json'))"],
      project,
    );
    expect(schema.out.trim()).toMatch(/node_modules\/osf-conformance\/schemas\/conformance-report\.schema\.json$/);
  }, 300_000);
});
