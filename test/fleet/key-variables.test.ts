// Which variables a fleet file may name as keys: names under the suite's own prefix (OSF_...), names the user gives
// with --key-env, and never a well-known variable that holds something else.

import { describe, expect, it } from 'vitest';
import { keyVariableRefusal, parseKeyEnv } from '../../src/fleet/key-variables.js';

describe('keyVariableRefusal', () => {
  it.each(['OSF_EU_API_KEY', 'OSF_VENDOR_B_SECOND_KEY', 'OSF_STAGING', 'OSF_X'])(
    'lets a fleet file name %s, under the suite prefix',
    (name) => expect(keyVariableRefusal(name, [])).toBeUndefined(),
  );

  it.each(['API_KEY', 'SECOND_API_KEY', 'EU_API_KEY', 'VENDOR_B_SECOND_KEY', 'STAGING_TOKEN', 'DEPLOY_PASSWORD'])(
    'refuses %s unless the user names it with --key-env, saying both ways out',
    (name) => {
      expect(keyVariableRefusal(name, [])).toBe(
        `${name} is neither under the suite's prefix OSF_ nor named with --key-env: export the key as OSF_${name}, or allow this one with --key-env ${name} if the fleet file may send it to its target`,
      );
      expect(keyVariableRefusal(name, [name])).toBeUndefined();
    },
  );

  it.each(['OSF_DEBUG', 'OSF_BENCH_KEEP'])('refuses the suite setting %s even under the prefix', (name) => {
    expect(keyVariableRefusal(name, [name])).toMatch(/well-known variable/);
  });

  it.each([
    'GITHUB_TOKEN',
    'GH_TOKEN',
    'CI_JOB_TOKEN',
    'AWS_SECRET_ACCESS_KEY',
    'AWS_API_KEY',
    'GOOGLE_API_KEY',
    'OPENAI_API_KEY',
    'ANTHROPIC_API_KEY',
    'STRIPE_API_KEY',
    'DD_API_KEY',
    'NPM_TOKEN',
    'NODE_AUTH_TOKEN',
    'DOCKER_PASSWORD',
    'DATABASE_URL',
    'SECRET_KEY_BASE',
    'PGPASSWORD',
    'HOME',
    'PATH',
    'CA_FILE',
  ])('refuses the well-known %s even when named with --key-env', (name) => {
    expect(keyVariableRefusal(name, [name])).toMatch(/well-known variable/);
  });
});

describe('parseKeyEnv', () => {
  it('reads comma-separated names and refuses anything else without quoting it', () => {
    expect(parseKeyEnv(undefined)).toEqual([]);
    expect(parseKeyEnv(' EU_KEY, US_KEY ')).toEqual(['EU_KEY', 'US_KEY']);
    for (const raw of ['', 'eu_key', 'sk_live_abcdef0123456789']) {
      expect(() => parseKeyEnv(raw)).toThrow(/^--key-env takes environment variable NAMES/);
      expect(() => parseKeyEnv(raw)).not.toThrow(raw === '' ? /^$/ : raw);
    }
  });
});
