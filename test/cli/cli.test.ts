// The command line without a server: list, compare and verify end to end on temp files, and every refusal
// of `run` (certification preconditions, expectations, selection) raised before any request is sent.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCertificationBundle } from '../../src/certify/bundle.js';
import { main } from '../../src/cli.js';
import { UsageError } from '../../src/errors.js';
import { Scrubber } from '../../src/evidence/secrets.js';
import type { Outcome } from '../../src/engine/outcome.js';
import { catalogue } from '../../suites/index.js';
import { fixtureOutcomes, fixtureReport, fixtureTarget, formatOneReport, passingReport } from '../report/fixtures.js';

let out: string[];
let dir: string;
beforeEach(() => {
  out = [];
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void out.push(args.join(' ')));
  dir = mkdtempSync(join(tmpdir(), 'osf-cli-'));
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

const printed = () => out.join('\n');
/**
 * An env file that does not exist, so a developer's own .env never leaks into these tests, and a report folder of
 * the test's own: a run refused for its configuration still writes its reports.
 */
const noDotenv = () => ['--dotenv', join(dir, 'none.env'), '--report-dir', join(dir, 'reports')];
const target = { ORDERS_BASE_URL: 'https://staging.example.com', API_KEY: 'sk_test_cli_key' };

function writeJson(name: string, value: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(value));
  return path;
}

describe('list', () => {
  it('prints every requirement', async () => {
    await expect(main(['list'], {})).resolves.toBe(0);
    for (const r of catalogue) expect(printed()).toContain(r.id);
  });

  it('prints each rule in full, every line within 120 columns', async () => {
    await expect(main(['list'], {})).resolves.toBe(0);
    const lines = printed().split('\n');
    expect(lines.filter((l) => l.length > 120)).toEqual([]);
    // A rule continues on the lines under it: read as words, the output holds each record's columns and rule whole.
    const words = (text: string) => text.replace(/\s+/g, ' ').trim();
    const flat = words(lines.join(' '));
    expect(catalogue.filter((r) => !flat.includes(words(`${r.id} ${r.clause} ${r.level} ${r.rule}`)))).toEqual([]);
    expect(lines.length).toBeGreaterThan(catalogue.length);
  });

  it('prints JSON with --json, and a selection with --only', async () => {
    await expect(main(['list', '--json'], {})).resolves.toBe(0);
    const all = JSON.parse(printed()) as {
      requirements: Array<{ id: string; clause: string; level: string; rule: string }>;
      untestable: unknown[];
    };
    expect(all.requirements).toHaveLength(catalogue.length);
    // The record's words, without its check; tolerates only where the record has it.
    for (const r of all.requirements.slice(0, 12))
      expect(['id', 'clause', 'level', 'rule', 'quote', 'sends', 'tolerates', 'parts']).toEqual(
        expect.arrayContaining(Object.keys(r)),
      );
    expect(all.requirements.every((r) => r.rule !== '' && 'sends' in r && 'quote' in r)).toBe(true);
    expect(all.untestable.length).toBeGreaterThan(0);
    out = [];
    await main(['list', '--json', '--only', '5.4'], {});
    const some = JSON.parse(printed()) as { only: string[]; requirements: Array<{ clause: string }> };
    expect(some.only).toEqual(['5.4']);
    expect(some.requirements.length).toBeGreaterThan(0);
    expect(some.requirements.every((r) => r.clause === '5.4')).toBe(true);
  });

  it('lists each part of a requirement with --json, and only the parts --only names', async () => {
    await expect(main(['list', '--json'], {})).resolves.toBe(0);
    const all = JSON.parse(printed()) as { requirements: Array<{ id: string; parts?: Array<{ name: string }> }> };
    const partsOf = (id: string) => all.requirements.find((r) => r.id === id)?.parts?.map((p) => p.name);
    for (const r of catalogue) expect(partsOf(r.id), r.id).toEqual(r.parts?.map((p) => p.name));
    expect(partsOf('SF-HAS-MORE')).toEqual(expect.arrayContaining(['page-walk', 'cursors']));
    out = [];
    await main(['list', '--json', '--only', 'SF-HAS-MORE/cursors'], {});
    const one = JSON.parse(printed()) as {
      requirements: Array<{ id: string; parts?: Array<{ name: string; rule: string }> }>;
    };
    expect(one.requirements.map((r) => [r.id, r.parts?.map((p) => p.name)])).toEqual([['SF-HAS-MORE', ['cursors']]]);
    expect(one.requirements[0]?.parts?.[0]?.rule).toMatch(/\.$/);
  });

  it('refuses a selection that matches nothing', async () => {
    await expect(main(['list', '--only', 'NOPE-1'], {})).rejects.toThrow(/--only: NOPE-1 matches no requirement/);
  });
});

describe('compare', () => {
  it('exits 0 and says so when nothing regressed', async () => {
    const a = writeJson('a.json', fixtureReport());
    await expect(main(['compare', a, a], {})).resolves.toBe(0);
    expect(printed()).toMatch(/no regression: 0 regressed/);
  });

  it('exits 1 and names the regressed requirement', async () => {
    const outcomes = new Map<string, Outcome>(fixtureOutcomes);
    outcomes.set('SF-LIST-SHAPE', {
      ...outcomes.get('SF-LIST-SHAPE')!,
      verdict: 'fail',
      reason: 'total_count missing',
    });
    const a = writeJson('old.json', fixtureReport());
    const b = writeJson(
      'new.json',
      fixtureReport({ outcomes, target: { ...fixtureTarget, ordersApiPrefix: '/v1.1' } }),
    );
    await expect(main(['compare', a, b], {})).resolves.toBe(1);
    expect(printed()).toContain('- SF-LIST-SHAPE (4.4, MUST): total_count missing');
    expect(printed()).toContain('orders API prefix (ORDERS_API_PREFIX): /v1.0 -> /v1.1');
  });

  it('compares a report of format 1 (one statement per requirement) with a current one', async () => {
    const outcomes = new Map<string, Outcome>(fixtureOutcomes);
    outcomes.set('SF-LIST-SHAPE', {
      ...outcomes.get('SF-LIST-SHAPE')!,
      verdict: 'fail',
      reason: 'total_count missing',
    });
    const a = writeJson('format-1.json', formatOneReport());
    const b = writeJson('format-2.json', fixtureReport({ outcomes }));
    await expect(main(['compare', a, b], {})).resolves.toBe(1);
    expect(printed()).toContain('- SF-LIST-SHAPE (4.4, MUST): total_count missing');
  });

  it('reads a report directory as its conformance.json', async () => {
    writeJson('conformance.json', fixtureReport());
    await expect(main(['compare', dir, join(dir, 'conformance.json')], {})).resolves.toBe(0);
  });

  const notJson = () => {
    writeFileSync(join(dir, 'x.json'), '{');
    return join(dir, 'x.json');
  };
  it.each([
    ['a missing file', () => join(dir, 'missing.json'), /cannot read .*missing\.json \(ENOENT\)/],
    ['a file that is not JSON', notJson, /x\.json is not JSON/],
    [
      'another format',
      () => writeJson('y.json', { ...fixtureReport(), formatVersion: 5 }),
      /y\.json is not a conformance\.json of format 4 .*: \/formatVersion must be equal to constant/,
    ],
  ])('refuses %s with a usage error (exit 2)', async (_, badPath, message) => {
    const good = writeJson('good.json', fixtureReport());
    const bad = badPath();
    await expect(main(['compare', good, bad], {})).rejects.toThrow(UsageError);
    await expect(main(['compare', bad, good], {})).rejects.toThrow(message);
  });

  it('needs exactly two reports', async () => {
    await expect(main(['compare', 'a.json'], {})).rejects.toThrow(/compare needs two reports/);
  });
});

describe('verify', () => {
  it('says "bundle intact", then exits 1 naming the file once one byte is edited', async () => {
    const bundle = writeCertificationBundle(passingReport(), dir, new Scrubber([]), {
      vendor: 'Acme',
      product: 'Orders',
      productVersion: '1',
    });
    await expect(main(['verify', bundle.dir], {})).resolves.toBe(0);
    expect(printed()).toContain(`bundle intact: ${bundle.dir}`);
    const path = join(bundle.dir, 'statement.md');
    const bytes = readFileSync(path);
    bytes[0] = bytes[0]! ^ 0x20;
    writeFileSync(path, bytes);
    out = [];
    await expect(main(['verify', bundle.dir], {})).resolves.toBe(1);
    expect(printed()).toMatch(/^edited: statement\.md\nbundle NOT intact/);
  });

  it('refuses a directory that is not a bundle', async () => {
    await expect(main(['verify', dir], {})).rejects.toThrow(/holds no MANIFEST\.sha256/);
    await expect(main(['verify'], {})).rejects.toThrow(/verify needs one directory/);
  });
});

describe('run refuses before sending a request', () => {
  const certify = ['run', '--certify', '--vendor', 'Acme', '--product', 'Orders', '--product-version', '1'];

  it.each([
    ['--only', [...certify, '--only', '5'], target, /--certify runs every requirement; remove --only/],
    [
      'an expectations file',
      [...certify, '--expectations', 'k.json'],
      target,
      /--certify does not accept an expectations file \(k\.json\)/,
    ],
    [
      'EXPECTATIONS_FILE',
      certify,
      { ...target, EXPECTATIONS_FILE: 'k.json' },
      /--certify does not accept an expectations file/,
    ],
    [
      'fewer runs',
      certify,
      { ...target, NUM_RUNS: '3' },
      /--certify needs NUM_RUNS of at least 12 \(the default\); got 3/,
    ],
    ['the embedded server', certify, {}, /--certify needs the product as target/],
    [
      'no vendor',
      ['run', '--certify', '--product', 'O', '--product-version', '1'],
      target,
      /--certify needs --vendor \(or CERTIFY_VENDOR\)/,
    ],
  ])('certification with %s', async (_, argv, env, message) => {
    await expect(main([...argv, ...noDotenv()], env)).rejects.toThrow(message);
  });

  it('takes the product from the environment', async () => {
    // Passes every check, so it fails only later, on NUM_RUNS: proof that CERTIFY_* were read.
    const env = { ...target, NUM_RUNS: '1', CERTIFY_VENDOR: 'A', CERTIFY_PRODUCT: 'B', CERTIFY_PRODUCT_VERSION: 'C' };
    await expect(main(['run', '--certify', ...noDotenv()], env)).rejects.toThrow(/NUM_RUNS/);
  });

  it('a signing key without --certify, or one that is not an Ed25519 private key', async () => {
    await expect(main(['run', '--sign-key', 'k.pem', ...noDotenv()], {})).rejects.toThrow(
      /--sign-key signs the bundle of --certify/,
    );
    const file = join(dir, 'not-a-key.pem');
    writeFileSync(file, 'hello');
    await expect(main([...certify, '--sign-key', file, ...noDotenv()], target)).rejects.toThrow(
      `--sign-key ${file} is not a private key in PEM; make one with \`openssl genpkey -algorithm ed25519 -out key.pem\``,
    );
    await expect(main([...certify, '--sign-key', join(dir, 'none.pem'), ...noDotenv()], target)).rejects.toThrow(
      /--sign-key: cannot read .*none\.pem \(ENOENT\)/,
    );
  });

  it('product flags without --certify', async () => {
    await expect(main(['run', '--vendor', 'Acme', ...noDotenv()], {})).rejects.toThrow(/belong to --certify/);
  });

  it.each([
    ['an unknown id', '{"NO-SUCH-REQUIREMENT":{"reason":"r"}}', /NO-SUCH-REQUIREMENT matches no requirement/],
    ['a malformed entry', '{"AUTH-MISSING-401":{}}', /"reason" must be a non-empty string/],
  ])('an expectations file with %s', async (_, text, message) => {
    const file = join(dir, 'known.json');
    writeFileSync(file, text);
    await expect(main(['run', '--expectations', file, ...noDotenv()], {})).rejects.toThrow(message);
  });

  it('a missing expectations file and an empty --only', async () => {
    await expect(main(['run', '--expectations', join(dir, 'missing.json'), ...noDotenv()], {})).rejects.toThrow(
      /cannot read expectations file .* \(ENOENT\)/,
    );
    await expect(main(['run', '--only', ',', ...noDotenv()], {})).rejects.toThrow(/--only needs at least one/);
  });
});

describe('help', () => {
  it('documents every command and exits 0 when asked, 2 when no command is given', async () => {
    await expect(main(['--help'], {})).resolves.toBe(0);
    for (const word of [
      'run',
      'list',
      'compare OLD NEW',
      'verify BUNDLE',
      '--certify',
      '--expectations',
      'help <command>',
    ])
      expect(printed()).toContain(word);
    await expect(main([], {})).resolves.toBe(2);
  });

  it.each([
    ['compare', ['compare OLD NEW', 'exit codes:', '1    a regression'], ['--certify']],
    ['verify', ['--public-key <file>', '--sha256 <digest>', '1    a file was edited'], ['--only']],
    ['list', ['--json', '--only <ids or sections>'], ['--certify']],
    [
      'run',
      ['--sign-key <file>', 'ENABLED_METADATA_KEYS', 'CERTIFY_SIGN_KEY', '2    NOT DETERMINED'],
      ['--public-key'],
    ],
  ])("`%s --help` and `help %s` print that command's flags, environment and exit codes", async (name, has, hasNot) => {
    for (const argv of [
      [name, '--help'],
      ['help', name],
      [name, '-h'],
    ]) {
      out = [];
      await expect(main(argv, {})).resolves.toBe(0);
      const text = printed();
      expect(text).toMatch(new RegExp(`^usage: osf-conformance ${name}\\b`));
      for (const word of has) expect(text).toContain(word);
      for (const word of hasNot) expect(text).not.toContain(word);
      for (const line of text.split('\n')) expect(line.length, line).toBeLessThanOrEqual(120);
    }
  });

  it('names the closest command or flag to a mistyped one, and nothing when none is close', async () => {
    await expect(main(['rnu'], {})).rejects.toThrow(
      'unknown command "rnu"; did you mean run? try `osf-conformance --help`',
    );
    await expect(main(['help', 'verfiy'], {})).rejects.toThrow('unknown command "verfiy"; did you mean verify?');
    await expect(main(['frobnicate'], {})).rejects.toThrow('unknown command "frobnicate"; try');
    await expect(main(['run', '--dotnev', 'x', ...noDotenv()], {})).rejects.toThrow(
      'NOT DETERMINED: run: unknown option --dotnev; did you mean --dotenv? see `osf-conformance run --help`',
    );
    await expect(main(['verify', 'dir', '--public_key', 'k'], {})).rejects.toThrow(
      'verify: unknown option --public_key; did you mean --public-key?',
    );
    await expect(main(['list', '--zzz'], {})).rejects.toThrow(
      'list: unknown option --zzz; see `osf-conformance list --help`',
    );
    await expect(main(['run', ...noDotenv(), '--only'], {})).rejects.toThrow(
      /^NOT DETERMINED: run: Option '--only <value>' argument missing; see/,
    );
  });
});
