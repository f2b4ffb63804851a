// A printed re-run command carries what selects the same target and the same checks: the options the user gave
// (--dotenv, the fleet file and target, --expectations, --certify...), the run's --only and its seed; one that
// re-runs only the failures leaves --certify out (it refuses --only), and no command ever carries a key.

import { parseArgs } from 'node:util';
import { describe, expect, it } from 'vitest';
import { exportNote, rerunCommand, rerunFolder } from '../../src/report/reproduce.js';
import { rerunOptionsOf, shellWord, withoutCertification } from '../../src/report/rerun-options.js';
import { API_KEY, fixtureReport } from './fixtures.js';

/** Splits a command as a POSIX shell does for the words this module writes (bare or single-quoted). */
function shellSplit(line: string): string[] {
  return [...line.matchAll(/'((?:[^']|'\\'')*)'|(\S+)/g)].map((m) =>
    m[1] === undefined ? m[2]! : m[1].replace(/'\\''/g, "'"),
  );
}

const given = {
  dotenv: 'env files/staging.env',
  expectations: "known 'failures'.json",
  'num-runs': '40',
  certify: true,
  vendor: 'Acme Shipping',
  product: 'osf',
  'product-version': '2.4.1',
  'dry-run': undefined,
  only: 'AUTH-MISSING-401',
  seed: '99',
} as const;

const report = (only?: readonly string[]) => {
  const r = fixtureReport({ only });
  return { ...r, run: { ...r.run, command: 'npx osf-conformance run', rerunOptions: rerunOptionsOf(given) } };
};

describe('a re-run command', () => {
  it('carries the selecting options the user gave, in a fixed order, and never --only or --seed from the flags', () => {
    expect(rerunOptionsOf(given)).toEqual([
      '--dotenv',
      'env files/staging.env',
      '--expectations',
      "known 'failures'.json",
      '--num-runs',
      '40',
      '--certify',
      '--vendor',
      'Acme Shipping',
      '--product',
      'osf',
      '--product-version',
      '2.4.1',
    ]);
  });

  it('pasted into a shell, reads back as the same options, the same selection and the same seed', () => {
    const full = report(['5', 'AUTH-MISSING-401']);
    const words = shellSplit(rerunCommand(full));
    expect(words.slice(0, 3)).toEqual(['npx', 'osf-conformance', 'run']);
    const { values } = parseArgs({
      args: words.slice(3),
      strict: true,
      options: {
        ...Object.fromEntries(
          [
            'dotenv',
            'expectations',
            'num-runs',
            'vendor',
            'product',
            'product-version',
            'report-dir',
            'only',
            'seed',
          ].map((k) => [k, { type: 'string' as const }]),
        ),
        certify: { type: 'boolean' },
      },
    });
    expect(values).toEqual({
      ...Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)),
      'report-dir': 'reports-rerun',
      only: '5,AUTH-MISSING-401',
      seed: String(full.run.seed),
    });
  });

  it('re-running only the failures keeps the target and the checks but leaves --certify and its companions out', () => {
    const line = rerunCommand(report(), ['META-NULL-REMOVES']);
    expect(shellSplit(line).slice(3)).toEqual([
      '--dotenv',
      'env files/staging.env',
      '--expectations',
      "known 'failures'.json",
      '--num-runs',
      '40',
      '--report-dir',
      'reports-rerun',
      '--only',
      'META-NULL-REMOVES',
      '--seed',
      String(report().run.seed),
    ]);
    expect(line).not.toMatch(/--certify|--vendor|--product/);
    expect(line).not.toContain(API_KEY);
  });

  it('names a fleet target after its fleet file', () => {
    const words = ['--dotenv', 'ci.env', '--targets', 'fleet.json', '--target', 'eu-west'];
    const r = fixtureReport();
    expect(rerunCommand({ ...r, run: { ...r.run, rerunOptions: words } }, ['AUTH-MISSING-401'])).toBe(
      `npx osf-conformance run --dotenv ci.env --targets fleet.json --target eu-west --report-dir reports-rerun --only AUTH-MISSING-401 --seed ${r.run.seed}`,
    );
  });

  it('writes into a folder of its own beside the run it came from, never over its full report', () => {
    const r = fixtureReport();
    const withDir = (dir: string) => ({ ...r, run: { ...r.run, rerunOptions: ['--report-dir', dir] } });
    expect(rerunCommand(withDir('out/ci'), ['AUTH-MISSING-401'])).toContain(' --report-dir out/ci-rerun --only ');
    expect(rerunCommand(withDir('/var/reports/'))).toContain(' --report-dir /var/reports-rerun --seed ');
    // A re-run of a re-run writes into the same re-run folder.
    expect(rerunCommand(withDir('out/ci-rerun'))).toContain(' --report-dir out/ci-rerun --seed ');
    expect(rerunFolder('.')).toBe('./osf-conformance-rerun');
    expect(rerunFolder('/')).toBe('/osf-conformance-rerun');
    expect(rerunFolder('reports')).toBe('reports-rerun');
  });

  it('quotes only words a shell would change', () => {
    expect(shellWord('reports/a-b_c.env')).toBe('reports/a-b_c.env');
    expect(shellWord('my file')).toBe("'my file'");
    expect(shellWord('$HOME')).toBe("'$HOME'");
    expect(withoutCertification(['--certify', '--vendor', 'A', '--dotenv', 'x'])).toEqual(['--dotenv', 'x']);
    expect(rerunOptionsOf({ certify: true, 'sign-key': '/home/vendor/private.pem' })).toEqual(['--certify']);
  });
});

describe('what a reproduction needs exported', () => {
  it('names every variable the script reads, the private CA too, and nothing it does not read', () => {
    const keyed = `curl -sS -i 'https://x/v2/scan_forms' -H "authorization: Bearer $API_KEY" --cacert "$CA_FILE"`;
    expect(exportNote(keyed)).toBe(' (API_KEY and CA_FILE exported)');
    expect(exportNote(keyed, '`')).toBe(' (`API_KEY` and `CA_FILE` exported)');
    expect(exportNote(`${keyed} -H "x: $SECOND_API_KEY"`)).toBe(' (API_KEY, SECOND_API_KEY and CA_FILE exported)');
    expect(exportNote(`curl -sS -i 'https://x/v1.0/orders' --cacert "$CA_FILE"`)).toBe(' (CA_FILE exported)');
    expect(exportNote(`curl -sS -i 'https://x/v1.0/orders'`)).toBe('');
  });
});
