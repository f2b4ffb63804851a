// Configuration: precedence of flags over environment over .env, and one clear UsageError per mistake.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dotenvWarnings, mergeSources, readDotenv, resolveConfig } from '../../src/config/config.js';
import { UsageError } from '../../src/errors.js';

const target = { ORDERS_BASE_URL: 'https://staging.example.com/', API_KEY: 'sk_test_123456' };

describe('resolveConfig', () => {
  it('runs against the embedded server when nothing is configured', () => {
    const config = resolveConfig({});
    expect(config.ordersBaseUrl).toBeUndefined();
    expect(config.reportDir).toBe('reports');
    expect(config.ordersApiPrefix).toBe('/v1.0');
    expect(config.scanFormsApiPrefix).toBe('/v2');
  });

  it('defaults the scan form base URL to the orders base URL and strips the trailing slash', () => {
    const config = resolveConfig(target);
    expect(config.ordersBaseUrl).toBe('https://staging.example.com');
    expect(config.scanFormsBaseUrl).toBe('https://staging.example.com');
  });

  it('gives flags precedence over the environment, and the environment over .env', () => {
    const merged = mergeSources(
      { SEED: '1', REPORT_DIR: 'a', NUM_RUNS: '3' },
      { SEED: '2', REPORT_DIR: 'b' },
      { SEED: '3', REPORT_DIR: undefined },
    );
    expect(merged).toMatchObject({ SEED: '3', REPORT_DIR: 'b', NUM_RUNS: '3' });
  });

  it.each([
    [{ ...target, ORDERS_BASE_URL: 'http://staging.example.com' }, /must use https/],
    [{ ...target, ORDERS_BASE_URL: 'not a url' }, /is not a URL/],
    [{ ORDERS_BASE_URL: 'https://x.example' }, /API_KEY is not/],
    [{ API_KEY: 'sk_test_123456' }, /ORDERS_BASE_URL is not/],
    [{ ...target, CA_FILE: '/nonexistent/ca.pem' }, /CA_FILE .* cannot be read/],
    [{ ...target, ENABLED_METADATA_KEYS: 'gift_note,Bad-Key' }, /not a metadata key/],
    [
      { ...target, SECOND_API_KEY: 'sk_test_second', SECOND_ENABLED_METADATA_KEYS: 'Region' },
      /SECOND_ENABLED_METADATA_KEYS: "Region" is not a metadata key/,
    ],
    [{ ...target, SECOND_ENABLED_METADATA_KEYS: 'region_code' }, /SECOND_API_KEY is not/],
    [
      { ...target, SECOND_API_KEY: 'sk_test_123456' },
      /SECOND_API_KEY equals API_KEY; set it to a key of a different account/,
    ],
    [{ ...target, SEED: 'abc' }, /SEED must be a whole number/],
    [{ ...target, ORDERS_API_PREFIX: 'v1.0' }, /must look like \/v1.0/],
    [{ ...target, API_KEY: 'sk test' }, /white space/],
  ])('rejects %o', (env, message) => {
    expect(() => resolveConfig(env)).toThrow(UsageError);
    expect(() => resolveConfig(env)).toThrow(message);
  });

  it("reads the second account's enabled keys, and leaves them unknown when not given", () => {
    const second = { ...target, SECOND_API_KEY: 'sk_test_second' };
    expect(resolveConfig({ ...second, SECOND_ENABLED_METADATA_KEYS: ' region_code, gift_note ,' })).toMatchObject({
      secondEnabledMetadataKeys: ['region_code', 'gift_note'],
    });
    expect(resolveConfig(second).secondEnabledMetadataKeys).toBeUndefined();
  });

  it('never echoes the API key in an error message', () => {
    try {
      resolveConfig({ ...target, ORDERS_BASE_URL: 'ftp://x', API_KEY: 'sk_secret_value' });
    } catch (error) {
      expect((error as Error).message).not.toContain('sk_secret_value');
    }
    expect.assertions(1);
  });
});

describe('configuration errors that would have echoed a secret', () => {
  it.each([
    ['https://user:PW_s3cret@staging.example.com/?x=1', 'PW_s3cret'],
    ['https://staging.example.com/?token=TOK_s3cret', 'TOK_s3cret'],
    ['https://staging.example.com/#TOK_s3cret', 'TOK_s3cret'],
    ['not a url?token=TOK_s3cret', 'TOK_s3cret'],
    ['https://user:PW_s3cret@bad host/', 'PW_s3cret'],
  ])('a base URL %s is echoed without its credentials or query values', (url, secret) => {
    for (const name of ['ORDERS_BASE_URL', 'SCAN_FORMS_BASE_URL']) {
      let message = '';
      try {
        resolveConfig({ ...target, [name]: url });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, name).toMatch(new RegExp(name));
      expect(message, name).not.toContain(secret);
    }
  });

  it('a key beyond Latin-1 is a configuration error, not "cannot reach the target"', () => {
    expect(() => resolveConfig({ ...target, API_KEY: 'sk_test_€uro_key' })).toThrow(
      /API_KEY holds a character beyond Latin-1/,
    );
    expect(() => resolveConfig({ ...target, SECOND_API_KEY: 'sk_test_中文_key' })).toThrow(
      /SECOND_API_KEY holds a character beyond Latin-1/,
    );
    // Latin-1 travels in a header: accepted.
    expect(resolveConfig({ ...target, API_KEY: 'sk_test_café_key' }).apiKey).toBe('sk_test_café_key');
  });
});

describe('.env values dotenv would cut at "#"', () => {
  const text = [
    'API_KEY=abc#def',
    'SECOND_API_KEY="quoted#fine"',
    'NUM_RUNS=12 # a comment after white space',
    '# ORDERS_BASE_URL=https://commented.out',
    'export ORDERS_BASE_URL=https://h.example/#frag',
    'OTHER_TOOL=abc#def',
    'REPORT_DIR=#reports',
  ].join('\n');

  it('warns for each unquoted "#" in a suite variable, naming the line and never the value', () => {
    const warnings = dotenvWarnings(text, '.env');
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatch(
      /^\.env line 1: the value of API_KEY holds an unquoted "#", and dotenv cuts the value there \(keeping 3 characters\); quote it: API_KEY="\.\.\."$/,
    );
    expect(warnings[1]).toMatch(/^\.env line 5: the value of ORDERS_BASE_URL/);
    expect(warnings[2]).toMatch(/^\.env line 7: the value of REPORT_DIR/);
    expect(warnings.join('\n')).not.toContain('def');
  });

  it('readDotenv reports them while reading the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'osfc-dotenv-'));
    try {
      writeFileSync(join(dir, '.env'), text);
      const warned: string[] = [];
      const values = readDotenv(join(dir, '.env'), (w) => warned.push(w));
      expect(values.API_KEY).toBe('abc');
      expect(warned).toHaveLength(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
