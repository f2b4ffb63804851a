// An IPv6 literal base URL (https://[::1]:PORT) works end to end: the real command line runs the whole suite
// against the reference server listening on ::1, and every URL the suite derives (the plain-HTTP twins of
// spec 5.3 included) is a valid URL for that host.

import { rmSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startReferenceServer } from '../../src/reference/server.js';
import { runCli } from './run-cli.js';

describe('an IPv6 literal target', () => {
  it('passes every requirement against the reference server on [::1]', async () => {
    const reference = await startReferenceServer({ host: '::1' });
    const dir = mkdtempSync(join(tmpdir(), 'osfc-ipv6-'));
    try {
      expect(reference.ordersBaseUrl).toMatch(/^https:\/\/\[::1\]:\d+$/);
      const caFile = join(dir, 'ca.pem');
      writeFileSync(caFile, reference.caPem);
      const [a, b] = reference.accounts;
      const result = await runCli(
        ['run'],
        {
          ORDERS_BASE_URL: reference.ordersBaseUrl,
          API_KEY: a.apiKey,
          SECOND_API_KEY: b.apiKey,
          CA_FILE: caFile,
          ENABLED_METADATA_KEYS: a.enabledMetadataKeys.join(','),
        },
        180_000,
      );
      result.cleanup();
      const failed = result.report?.requirements
        .filter((r) => r.verdict === 'fail')
        .map((r) => `${r.id}: ${r.reason ?? ''}`);
      expect(failed, result.stderr).toEqual([]);
      expect(result.code, result.stderr).toBe(0);
      const https = result.report?.requirements.find((r) => r.id === 'TLS-HTTPS-ONLY');
      expect(https?.verdict).toBe('pass');
      // The plain-HTTP probes went to [::1] itself, on the API port and on port 80.
      const probed = https?.evidence.map((e) => e.request.url) ?? [];
      expect(probed).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^http:\/\/\[::1\]:\d+\/v1\.0\/orders$/),
          'http://[::1]/v1.0/orders',
        ]),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await reference.close();
    }
  });
});
