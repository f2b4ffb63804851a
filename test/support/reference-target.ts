// Starts the reference server (clean, with a fault, or as a variant) and describes it as a TargetConfig,
// so a test can run requirements against it in-process exactly as the runner would.

import { startReferenceServer, type ReferenceOptions, type RunningReference } from '../../src/reference/server.js';
import type { TargetConfig } from '../../src/config/target.js';

export async function referenceTarget(
  options: ReferenceOptions = {},
  overrides: Partial<TargetConfig> = {},
): Promise<{ server: RunningReference; target: TargetConfig }> {
  const server = await startReferenceServer(options);
  const [primary, second] = server.accounts;
  const target: TargetConfig = {
    ordersBaseUrl: server.ordersBaseUrl,
    scanFormsBaseUrl: server.scanFormsBaseUrl,
    ordersApiPrefix: '/v1.0',
    scanFormsApiPrefix: '/v2',
    apiKey: primary.apiKey,
    secondApiKey: second.apiKey,
    enabledMetadataKeys: primary.enabledMetadataKeys,
    secondEnabledMetadataKeys: second.enabledMetadataKeys,
    caPem: server.caPem,
    caSource: 'the embedded reference server',
    seed: options.seed ?? 1,
    numRuns: 6,
    orderReferencePrefix: `selftest-${Math.random().toString(36).slice(2, 8)}-`,
    requestTimeoutMs: 5_000,
    maxRps: 0,
    maxRetryAfterMs: 3_000,
    embedded: true,
    ...overrides,
  };
  return { server, target };
}
