// Configuration: precedence of flags over environment over .env, and one clear UsageError per mistake.

import { describe, expect, it } from 'vitest';
import { mergeSources, resolveConfig } from '../../src/config/config.js';
import { UsageError } from '../../src/config/usage-error.js';

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
    const merged = mergeSources({ SEED: '1', REPORT_DIR: 'a', NUM_RUNS: '3' }, { SEED: '2', REPORT_DIR: 'b' }, { SEED: '3', REPORT_DIR: undefined });
    expect(merged).toMatchObject({ SEED: '3', REPORT_DIR: 'b', NUM_RUNS: '3' });
  });

  it.each([
    [{ ...target, ORDERS_BASE_URL: 'http://staging.example.com' }, /must use https/],
    [{ ...target, ORDERS_BASE_URL: 'not a url' }, /is not a URL/],
    [{ ORDERS_BASE_URL: 'https://x.example' }, /API_KEY is not/],
    [{ API_KEY: 'sk_test_123456' }, /ORDERS_BASE_URL is not/],
    [{ ...target, CA_FILE: '/nonexistent/ca.pem' }, /CA_FILE .* cannot be read/],
    [{ ...target, ENABLED_METADATA_KEYS: 'gift_note,Bad-Key' }, /not a metadata key/],
    [{ ...target, SECOND_API_KEY: 'sk_test_123456' }, /must belong to a different account/],
    [{ ...target, SEED: 'abc' }, /SEED must be a whole number/],
    [{ ...target, ORDERS_API_PREFIX: 'v1.0' }, /must look like \/v1.0/],
    [{ ...target, API_KEY: 'sk test' }, /white space/],
  ])('rejects %o', (env, message) => {
    expect(() => resolveConfig(env)).toThrow(UsageError);
    expect(() => resolveConfig(env)).toThrow(message);
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
