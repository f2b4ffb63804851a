// The files a user writes by hand, mistyped, through the packed package's command: a fleet file with a syntax error
// is refused with its line and column, a misspelt fleet field or known-failure id with the name it resembles; each
// in one line, exit 2, before any request.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, runFromPackedPackage } from './run-cli.js';

runFromPackedPackage();

const dir = mkdtempSync(join(tmpdir(), 'osfc-typos-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the command with `text` written to `name`, and hands back its one line of refusal. */
async function refusal(name: string, text: string, args: (file: string) => string[]): Promise<string> {
  const file = join(dir, name);
  writeFileSync(file, text);
  const result = await runCli(args(file), { EU_API_KEY: 'osf_test_typo_key_0001' }, 60_000);
  result.cleanup();
  expect(result.code, result.stderr).toBe(2);
  const lines = result.stderr.trim().split('\n');
  expect(lines, result.stderr).toHaveLength(1);
  return lines[0]!;
}

describe('a fleet file written by hand', () => {
  it('with a syntax error, is refused with the line and column of the error', async () => {
    // A comma missing at the end of line 3: the parser stops at the first character of line 4.
    const text = [
      '{ "targets": [',
      '  { "name": "eu",',
      '    "ordersBaseUrl": "https://orders.eu.example.com"',
      '    "apiKeyEnv": "EU_API_KEY" }',
      '] }',
    ].join('\n');
    const line = await refusal('fleet.json', text, (file) => ['run', '--targets', file]);
    expect(line).toContain(`${join(dir, 'fleet.json')} is not JSON: line 4, column 5:`);
    expect(line).not.toContain('position');
  });

  it('with a misspelt field, names the field it resembles', async () => {
    const text = JSON.stringify({
      targets: [{ name: 'eu', ordersBaseURL: 'https://orders.eu.example.com', apiKeyEnv: 'EU_API_KEY' }],
    });
    const line = await refusal('fleet-field.json', text, (file) => ['run', '--targets', file]);
    expect(line).toContain('target "eu": "ordersBaseURL" is not a fleet field; did you mean ordersBaseUrl?');
  });

  it('with a misspelt key field, names the field it resembles', async () => {
    const text = JSON.stringify({
      targets: [{ name: 'eu', ordersBaseUrl: 'https://orders.eu.example.com', apiKeyEnvv: 'EU_API_KEY' }],
    });
    const line = await refusal('fleet-key-field.json', text, (file) => ['run', '--targets', file]);
    expect(line).toContain('target "eu": "apiKeyEnvv" is not a fleet field; did you mean apiKeyEnv?');
  });
});

describe('an expectations file written by hand', () => {
  it('with a misspelt requirement id, names the id it resembles', async () => {
    const text = JSON.stringify({ 'AUTH-MISSING-410': { reason: 'legacy client' } });
    const line = await refusal('known.json', text, (file) => ['run', '--expectations', file]);
    expect(line).toContain('AUTH-MISSING-410 matches no requirement; did you mean AUTH-MISSING-401?');
  });

  it('with a syntax error, is refused with the line and column of the error', async () => {
    const text = '{\n  "AUTH-MISSING-401": { "reason": "legacy client", }\n}\n';
    const line = await refusal('known-syntax.json', text, (file) => ['run', '--expectations', file]);
    expect(line).toContain(`${join(dir, 'known-syntax.json')} is not JSON: line 2, column 52:`);
  });
});
