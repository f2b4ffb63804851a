// The fleet file as data: what a valid file yields, every refusal a user can cause (one line, no key quoted),
// and the per-target configuration built from the variables an entry names.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../src/errors.js';
import { looksLikeSecret, parseFleet } from '../../src/fleet/fleet-file.js';
import { targetConfig } from '../../src/fleet/target-config.js';

const fleet = (targets: unknown) => JSON.stringify({ targets });
const eu = { name: 'eu', ordersBaseUrl: 'https://eu.example.com', apiKeyEnv: 'OSF_EU_API_KEY' };

function refusal(text: string): string {
  try {
    parseFleet(text, 'fleet.json');
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    const message = (error as Error).message;
    expect(message.split('\n')).toHaveLength(1);
    return message;
  }
  throw new Error('the fleet file was accepted');
}

describe('parseFleet', () => {
  it('reads every field of a valid file', () => {
    const parsed = parseFleet(
      fleet([
        {
          ...eu,
          scanFormsBaseUrl: 'https://scan.eu.example.com',
          secondApiKeyEnv: 'OSF_EU_SECOND_KEY',
          caFile: 'ca/eu.pem',
          enabledMetadataKeys: ['gift_note'],
          productVersion: '2.4.1',
          maxRps: 5,
          deadlineMs: 60_000,
        },
        { name: 'us-release-7', ordersBaseUrl: 'https://us.example.com', apiKeyEnv: 'OSF_US_API_KEY' },
      ]),
      'fleet.json',
    );
    expect(parsed.targets.map((t) => t.name)).toEqual(['eu', 'us-release-7']);
    expect(parsed.targets[0]).toEqual({
      ...eu,
      scanFormsBaseUrl: 'https://scan.eu.example.com',
      secondApiKeyEnv: 'OSF_EU_SECOND_KEY',
      caFile: 'ca/eu.pem',
      enabledMetadataKeys: ['gift_note'],
      productVersion: '2.4.1',
      maxRps: 5,
      deadlineMs: 60_000,
    });
  });

  it.each([
    ['a key in apiKeyEnv', { ...eu, apiKeyEnv: 'sk_live_4eC39HqLyjWDarjtT1zdp7dc' }, /"apiKeyEnv" looks like a secret/],
    [
      'a generated token in secondApiKeyEnv',
      { ...eu, secondApiKeyEnv: 'q8Vd2LmX9pRt4ZkW7nBs3Jy' },
      /"secondApiKeyEnv" looks like a secret/,
    ],
    [
      'a JWT as the name',
      { ...eu, name: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc' },
      /targets\[0\]: "name" looks like a secret/,
    ],
    [
      'a key in the URL query',
      { ...eu, ordersBaseUrl: 'https://eu.example.com/?api_key=abc' },
      /"ordersBaseUrl" looks like a secret/,
    ],
    [
      'credentials in the URL',
      { ...eu, ordersBaseUrl: 'https://user:pass@eu.example.com' },
      /"ordersBaseUrl" looks like a secret/,
    ],
    [
      'a key under a field of its own',
      { ...eu, apiKey: 'abcd' },
      /"apiKey" is not a fleet field; did you mean apiKeyEnv\? \(keys never go in the fleet file/,
    ],
    [
      'a lower-case variable name',
      { ...eu, apiKeyEnv: 'eu_api_key' },
      /"apiKeyEnv" must be the NAME of an environment variable/,
    ],
  ])('refuses %s without quoting the value', (_what, entry, message) => {
    const text = refusal(fleet([entry]));
    expect(text).toMatch(message);
    for (const value of Object.values(entry))
      if (
        typeof value === 'string' &&
        value !== 'eu' &&
        value !== 'OSF_EU_API_KEY' &&
        value !== 'https://eu.example.com'
      )
        expect(text).not.toContain(value);
  });

  it.each([
    [
      'not JSON',
      '{"targets": [',
      /^fleet\.json is not JSON: line 1, column 14: the text ends where a value belongs; a fleet/,
    ],
    [
      'a comma missing, on line 3',
      '{"targets": [\n  {"name": "eu"\n   "ordersBaseUrl": "https://eu.example.com"}]}',
      /^fleet\.json is not JSON: line 3, column 4: expected "," or "}" after a property value;/,
    ],
    ['no targets', fleet([]), /"targets" must be a non-empty list/],
    ['a field beside targets', JSON.stringify({ targets: [eu], parallel: 3 }), /"parallel" is not a fleet file field/],
    [
      'a missing apiKeyEnv',
      fleet([{ name: 'eu', ordersBaseUrl: 'https://eu.example.com' }]),
      /target "eu": "apiKeyEnv" is missing/,
    ],
    ['a name that climbs out of the report dir', fleet([{ ...eu, name: '../eu' }]), /"name" must be 1-64 letters/],
    ['two targets of one name', fleet([eu, { ...eu, name: 'EU' }]), /two targets are named "EU"/],
    [
      'the same variable for both keys',
      fleet([{ ...eu, secondApiKeyEnv: 'OSF_EU_API_KEY' }]),
      /names the same variable/,
    ],
    [
      'a typo in a field',
      fleet([{ ...eu, ordersBaseURL: 'https://x.example.com' }]),
      /"ordersBaseURL" is not a fleet field; did you mean ordersBaseUrl\?$/,
    ],
    ['a typo in a key field', fleet([{ ...eu, secondApiKeyEnvv: 'X_API_KEY' }]), /; did you mean secondApiKeyEnv\? \(/],
    ['metadata keys as a string', fleet([{ ...eu, enabledMetadataKeys: 'gift_note' }]), /must be a list of strings/],
    ['a negative rate', fleet([{ ...eu, maxRps: -1 }]), /"maxRps" must be a whole number/],
  ])('refuses %s in one line', (_what, text, message) => {
    expect(refusal(text)).toMatch(message);
  });

  it('accepts a commit hash as product version but not a key', () => {
    expect(
      parseFleet(fleet([{ ...eu, productVersion: 'f3c1a9e87b2d4c6a9e0f1b2c3d4e5f6012345678' }]), 'fleet.json')
        .targets[0]!.productVersion,
    ).toBe('f3c1a9e87b2d4c6a9e0f1b2c3d4e5f6012345678');
    expect(refusal(fleet([{ ...eu, productVersion: 'sk_live_4eC39HqLyjWDarjtT1zdp7dc' }]))).toMatch(
      /"productVersion" looks like a secret/,
    );
  });

  it('does not quote the text around a JSON syntax error (it could be a key)', () => {
    const text = refusal('{"targets": [{"apiKeyEnv": sk_live_4eC39HqLyjWDarjtT1zdp7dc}]}');
    expect(text).not.toContain('sk_live');
  });
});

describe('looksLikeSecret', () => {
  it.each([
    'eu',
    'us-release-7',
    'OSF_EU_API_KEY',
    'https://eu.api.Example2024Corp.com/base',
    'certs/StagingCA2024.pem',
    '2.4.1-rc.3',
    'staging-eu-west-1-release-2024-11',
  ])('lets %s pass', (value) => {
    expect(looksLikeSecret(value)).toBe(false);
  });

  it.each([
    'sk_test_abc',
    'ghp_abcdefghijklmnop',
    'xoxb-123-456',
    'AKIAIOSFODNN7EXAMPLE',
    'Bearer abc',
    'f3c1a9e87b2d4c6a9e0f1b2c3d4e5f60',
    'Zx81kQwErTy0PlMnBvCx',
  ])('catches %s', (value) => {
    expect(looksLikeSecret(value)).toBe(true);
  });

  it('catches any generated key of 20+ mixed characters, wherever it sits in a value', () => {
    const alnum = fc.constantFrom(...'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'.split(''));
    const key = fc
      .tuple(
        fc.string({ unit: alnum, minLength: 17, maxLength: 40 }),
        fc.constantFrom('a', 'q'),
        fc.constantFrom('Q', 'Z'),
        fc.constantFrom('7', '3'),
      )
      .map(([body, l, u, d]) => `${l}${body}${u}${d}`);
    fc.assert(
      fc.property(key, fc.constantFrom('', 'https://h.example.com/', 'prefix '), (k, before) =>
        looksLikeSecret(`${before}${k}`),
      ),
    );
  });
});

describe('targetConfig', () => {
  const dir = mkdtempSync(join(tmpdir(), 'osf-fleet-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const [target] = parseFleet(
    fleet([
      {
        ...eu,
        secondApiKeyEnv: 'OSF_EU_SECOND_KEY',
        enabledMetadataKeys: ['gift_note'],
        secondEnabledMetadataKeys: ['region_code'],
        maxRps: 7,
      },
    ]),
    'fleet.json',
  ).targets;

  it('builds the run configuration of a single run from the entry and the variables it names', () => {
    const base = {
      OSF_EU_API_KEY: 'sk_test_eu_primary',
      OSF_EU_SECOND_KEY: 'sk_test_eu_second',
      API_KEY: 'sk_test_other',
      ORDERS_BASE_URL: 'https://other.example.com',
      REPORT_DIR: 'out',
      NUM_RUNS: '3',
      RUN_DEADLINE_MS: '90000',
    };
    const { config } = targetConfig(target!, base, dir);
    expect(config).toMatchObject({
      ordersBaseUrl: 'https://eu.example.com',
      scanFormsBaseUrl: 'https://eu.example.com',
      apiKey: 'sk_test_eu_primary',
      secondApiKey: 'sk_test_eu_second',
      enabledMetadataKeys: ['gift_note'],
      secondEnabledMetadataKeys: ['region_code'],
      reportDir: join('out', 'eu'),
      numRuns: 3,
      runDeadlineMs: 90_000,
      maxRps: 7,
    });
  });

  it('refuses an entry whose variable is unset, naming the variable', () => {
    expect(() => targetConfig(target!, { OSF_EU_SECOND_KEY: 'sk_test_eu_second' }, dir)).toThrow(
      /fleet target "eu": apiKeyEnv names OSF_EU_API_KEY, which is not set/,
    );
  });

  it('speaks of the named variable when the key is malformed, without quoting it', () => {
    const error = (() => {
      try {
        targetConfig(target!, { OSF_EU_API_KEY: 'has space', OSF_EU_SECOND_KEY: 'sk_test_eu_second' }, dir);
      } catch (e) {
        return e as Error;
      }
      return undefined;
    })();
    expect(error?.message).toBe(
      'fleet target "eu": OSF_EU_API_KEY contains white space or control characters; check how it was pasted',
    );
  });

  it('reads a relative caFile from beside the fleet file', () => {
    const [withCa] = parseFleet(fleet([{ ...eu, caFile: 'ca.pem' }]), 'fleet.json').targets;
    expect(() => targetConfig(withCa!, { OSF_EU_API_KEY: 'sk_test_eu_primary' }, dir)).toThrow(
      `CA_FILE ${join(dir, 'ca.pem')} cannot be read`,
    );
    writeFileSync(join(dir, 'ca.pem'), '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
    expect(targetConfig(withCa!, { OSF_EU_API_KEY: 'sk_test_eu_primary' }, dir).config.caFile).toBe(
      join(dir, 'ca.pem'),
    );
  });
});
