// README's claims, checked against what the packed package does, so README cannot drift from the code again:
// its commands and flags exist (each command's --help), its variables are the ones the suite reads, its format
// number, file names and coverage-line form are what a run writes, `list --json` shows the parts it names, and the
// sentences on reproducing a failure, the public key and the build say what the code and package.json do.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUITE_VARIABLES } from '../../src/config/config.js';
import { startReferenceServer, type RunningReference } from '../../src/reference/server.js';
import { catalogue } from '../../suites/index.js';
import { packedPackage } from './packed-package.js';
import { runCli, runFromPackedPackage, type CliResult } from './run-cli.js';

runFromPackedPackage();

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  scripts: Record<string, string>;
};

/** The text of the README section under `heading`, up to the next heading of any level. */
function section(heading: string): string {
  const start = readme.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`README has no heading "${heading}"`);
  const rest = readme.slice(start + heading.length + 2);
  return rest.slice(0, rest.search(/\n#{1,6} /) < 0 ? undefined : rest.search(/\n#{1,6} /));
}

/** The paragraph of README that holds `words`, whitespace normalised. */
function paragraphWith(words: string): string {
  const found = readme.split(/\n\s*\n/).find((p) => p.replace(/\s+/g, ' ').includes(words));
  if (found === undefined) throw new Error(`README has no paragraph with "${words}"`);
  return found.replace(/\s+/g, ' ');
}

/** Every `npx osf-conformance ...` README shows (code blocks and inline), as its words before a comment. */
function readmeCommands(): string[][] {
  const lines = [...readme.matchAll(/npx\s+osf-conformance\s+([^`\n#]*)/g)].map((m) => m[1]!.trim());
  return lines.map((l) => l.split(/\s+/).filter((w) => w !== ''));
}

const results: CliResult[] = [];
const servers: RunningReference[] = [];
let work: string;
const helps = new Map<string, string>();

async function run(args: readonly string[], env: Record<string, string> = {}): Promise<CliResult> {
  const result = await runCli(args, env, 180_000);
  results.push(result);
  return result;
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'osfc-readme-'));
  const commands = ['run', 'list', 'compare', 'verify', 'matrix', 'init'];
  const texts = await Promise.all(commands.map((c) => run([c, '--help'])));
  for (const [i, c] of commands.entries()) {
    expect(texts[i]!.code, texts[i]!.stderr).toBe(0);
    helps.set(c, texts[i]!.stdout);
  }
  const global = await run(['--help']);
  expect(global.code).toBe(0);
  helps.set('', global.stdout);
}, 300_000);

afterAll(async () => {
  for (const r of results) r.cleanup();
  await Promise.all(servers.map((s) => s.close()));
  if (work !== undefined) rmSync(work, { recursive: true, force: true });
});

/** True when `help` lists `flag` as a flag (at a word's start, followed by a space, comma or line end). */
const listsFlag = (help: string, flag: string) =>
  new RegExp(`(^|[\\s,(])${flag.replace(/[-]/g, '\\-')}([\\s,)]|$)`, 'm').test(help);

describe("README's commands", () => {
  it('name commands that exist, with flags their --help lists', () => {
    const commands = readmeCommands();
    expect(commands.length).toBeGreaterThan(10);
    const problems: string[] = [];
    for (const [command, ...words] of commands) {
      if (command === undefined) continue;
      if (command.startsWith('-')) {
        if (!listsFlag(helps.get('')!, command) && command !== '--help') problems.push(`${command}: not in --help`);
        continue;
      }
      const help = helps.get(command);
      if (help === undefined) {
        problems.push(`${command}: no such command`);
        continue;
      }
      for (const flag of words.filter((w) => /^--?[a-z]/.test(w)).map((w) => w.split('=')[0]!))
        if (flag !== '--help' && !listsFlag(help, flag)) problems.push(`${command} ${flag}: not in its --help`);
    }
    expect(problems).toEqual([]);
  });

  it('name only flags some command has, wherever the text names one', () => {
    const all = [...helps.values()].join('\n');
    // The flags of an npm script (`npm run bench -- --memory`) are the script's, not the command's.
    const text = readme.replace(/npm run [a-z:-]+ -- [^`\n]*/g, '');
    const flags = new Set([...text.matchAll(/(?<![\w-])--[a-z][a-z0-9-]*/g)].map((m) => m[0]));
    expect([...flags].filter((f) => !listsFlag(all, f))).toEqual([]);
  });

  it('name npm scripts that package.json has', () => {
    const scripts = [...readme.matchAll(/npm run ([a-z:-]+)/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(2);
    expect(scripts.filter((s) => pkg.scripts[s] === undefined)).toEqual([]);
  });

  it('`--version` and `list`, run as README shows them, answer as it says', async () => {
    const v = await run(['-v']);
    expect(v.stdout).toMatch(/^osf-conformance \d+\.\d+\.\d+ \(spec: /);
    const list = await run(['list']);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/^SF-HAS-MORE +4\.4 +MUST /m);
  });
});

describe("README's settings", () => {
  it('are exactly the variables the suite reads', () => {
    const table = section('## Running against your server');
    const named = [...table.matchAll(/^\| ((?:`[A-Z_]+`(?:, )?)+) \|/gm)].flatMap((m) =>
      [...m[1]!.matchAll(/`([A-Z_]+)`/g)].map((x) => x[1]!),
    );
    expect(named.length).toBeGreaterThan(15);
    expect([...named].sort()).toEqual([...SUITE_VARIABLES].sort());
  });
});

describe('what a run writes, as README says it', () => {
  let partial: CliResult;

  beforeAll(async () => {
    // README's own command, against the embedded reference server.
    partial = await run(['run', '--only', '5,ERR-BODY-401']);
    expect(partial.code, partial.stderr).toBe(0);
  }, 180_000);

  it('is the four files of the Reports table', () => {
    const files = [...section('## Reports').matchAll(/^\| `([a-z.]+)` \|/gm)].map((m) => m[1]!);
    expect(files).toHaveLength(4);
    expect([...partial.files.keys()].sort()).toEqual([...files].sort());
  });

  it('is conformance.json of the format README names, the schema shipped beside it', async () => {
    const named = /`conformance\.json` \| [^|]*Format (\d+): `schemas\/conformance-report\.schema\.json`/.exec(readme);
    expect(named, 'README names the format of conformance.json').not.toBeNull();
    expect(partial.report).toMatchObject({ formatVersion: Number(named![1]) });
    const { consumer } = await packedPackage();
    const shipped = JSON.parse(
      readFileSync(join(consumer, 'node_modules/osf-conformance/schemas/conformance-report.schema.json'), 'utf8'),
    ) as { properties: { formatVersion: { const: number } } };
    expect(shipped.properties.formatVersion.const).toBe(Number(named![1]));
  });

  it('ends its reports with the coverage line in the form README gives', async () => {
    const form = /in the form `(Coverage: [^`]+)`/.exec(paragraphWith('Every report ends with the'))?.[1];
    expect(form).toBeDefined();
    // `<n>` is a number; the text stops where README elides the rest.
    const pattern = form!
      .replace(/,? …$/, '')
      .split(/<[a-z]+>/)
      .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\d+');
    const server = await startReferenceServer({});
    servers.push(server);
    const caFile = join(work, 'ca.pem');
    writeFileSync(caFile, server.caPem);
    // Without ENABLED_METADATA_KEYS, the metadata checks are left for that setting.
    const r = await run(['run', '--only', '2.1'], {
      ORDERS_BASE_URL: server.ordersBaseUrl,
      API_KEY: server.accounts[0].apiKey,
      CA_FILE: caFile,
    });
    expect(r.stdout).toMatch(new RegExp(`^ {2}${pattern}`, 'm'));
    expect(r.files.get('summary.md')).toMatch(new RegExp(pattern.replaceAll('_', '\\\\_')));
  });
});

describe("README's sentences", () => {
  it('say `list --json` shows every part, and it lists each part README names', async () => {
    expect(readme).toMatch(/osf-conformance list .*--json: every part/);
    const r = await run(['list', '--json']);
    const listed = JSON.parse(r.stdout) as { requirements: Array<{ id: string; parts?: Array<{ name: string }> }> };
    const parts = new Set(listed.requirements.flatMap((q) => (q.parts ?? []).map((p) => `${q.id}/${p.name}`)));
    const named = [...readme.matchAll(/`([A-Z]+(?:-[A-Z0-9]+)+\/[a-z0-9-]+)`/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(2);
    expect(named.filter((n) => !parts.has(n))).toEqual([]);
    const declared = catalogue.flatMap((q) => (q.parts ?? []).map((p) => `${q.id}/${p.name}`));
    expect([...parts].sort()).toEqual(declared.sort());
  });

  it('say to export CA_FILE beside API_KEY to paste a curl reproduction', () => {
    const sentence = paragraphWith('Reproduce a failure by exporting');
    expect(sentence).toMatch(/exporting `API_KEY` and `CA_FILE`/);
  });

  it('show how to make the public key file beside `verify --public-key`', () => {
    const block = /```sh\n([^`]*verify [^\n]*--public-key ([\w.]+)[^`]*)```/.exec(readme);
    expect(block).not.toBeNull();
    expect(block![1]).toMatch(new RegExp(`openssl pkey -in [\\w.]+ -pubout -out ${block![2]!.replace(/\./g, '\\.')}`));
  });

  it('say a listed metadata key no write stores stops the run NOT DETERMINED, as it does', () => {
    const sentence = paragraphWith('a key listed in `ENABLED_METADATA_KEYS`');
    expect(sentence).toMatch(/NOT DETERMINED \(exit 2\)/);
    expect(sentence).not.toMatch(/the verdict stands/);
  });

  it('say the package is built at prepack, which package.json runs, with no install script', () => {
    expect(readme).toMatch(/built at `prepack`/);
    expect(pkg.scripts.prepack).toMatch(/npm run build/);
    for (const script of ['preinstall', 'install', 'postinstall', 'prepare'])
      expect(pkg.scripts[script], script).toBeUndefined();
    // A clone installs with `npm ci`, which builds nothing: what it runs next builds first.
    for (const script of ['test', 'conformance', 'reference', 'bench'])
      expect(pkg.scripts[script]).toMatch(/^npm run build/);
  });
});
