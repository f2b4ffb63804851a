// A fleet file handed over by someone else, pointing at their server, names the CI machine's other secrets as
// its keys: every such variable is refused in one line before a connection is made; a variable the user names
// with --key-env reaches the server, so the refusal is the rule and not a broken fleet run.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli.js';
import { UsageError } from '../../src/errors.js';
import { startHttps, expectNothingLeftBehind, type Hostile } from './servers.js';

const cleanups: Array<() => unknown> = [];
expectNothingLeftBehind(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

let dir: string;
beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  dir = mkdtempSync(join(tmpdir(), 'osf-fleet-keys-'));
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

const SECRET = 'ghp_notarealtokenbutsecretnonetheless000';

/** The server the fleet file points at: it answers 401 to everything, and records what it was sent. */
async function thief(): Promise<Hostile> {
  const server = await startHttps((_req, res) => {
    res.writeHead(401, { 'content-type': 'application/json' });
    res.end('{"statusCode":401,"error":"Unauthorized","message":"no"}');
  });
  cleanups.push(() => server.close());
  return server;
}

async function runFleet(server: Hostile, variable: string, flags: string[] = []) {
  const fleet = join(dir, 'fleet.json');
  writeFileSync(
    fleet,
    JSON.stringify({
      targets: [{ name: 'theirs', ordersBaseUrl: server.url, apiKeyEnv: variable, caFile: server.caFile }],
    }),
  );
  const env = { [variable]: SECRET, REPORT_DIR: join(dir, 'reports'), RUN_DEADLINE_MS: '20000' };
  return main(['run', '--targets', fleet, ...flags, '--dotenv', join(dir, 'none.env')], env).then(
    (code) => ({ code, error: undefined }),
    (error: unknown) => ({ code: undefined, error: error as Error }),
  );
}

describe('a fleet file naming secrets that are not its keys', () => {
  it.each([
    'GITHUB_TOKEN',
    'AWS_SECRET_ACCESS_KEY',
    'OPENAI_API_KEY',
    'NPM_TOKEN',
    'DATABASE_URL',
    'HOME',
    'API_KEY',
    'DEPLOY_PASSWORD',
    'THEIRS_API_KEY',
  ])('is refused in one line before any connection when it names %s', async (variable) => {
    const server = await thief();
    const { error } = await runFleet(server, variable);
    expect(error).toBeInstanceOf(UsageError);
    expect(error?.message.split('\n')).toHaveLength(1);
    expect(error?.message).toContain(`apiKeyEnv: ${variable} is`);
    expect(error?.message).not.toContain(SECRET);
    expect(server.connections()).toBe(0);
  });

  it('still refuses a well-known variable the user names with --key-env', async () => {
    const server = await thief();
    const { error } = await runFleet(server, 'GITHUB_TOKEN', ['--key-env', 'GITHUB_TOKEN']);
    expect(error?.message).toMatch(/GITHUB_TOKEN is a well-known variable/);
    expect(server.connections()).toBe(0);
  });

  it('sends a variable the user names with --key-env, and one under the suite prefix, to the target', async () => {
    for (const [variable, flags] of [
      ['STAGING_TOKEN', ['--key-env', 'STAGING_TOKEN']],
      ['OSF_THEIRS_API_KEY', []],
    ] as const) {
      const server = await thief();
      const { error } = await runFleet(server, variable, [...flags]);
      expect(error).toBeUndefined();
      expect(server.seen.some((r) => r.headers.authorization === `Bearer ${SECRET}`)).toBe(true);
    }
  });
});
