// Starts the embedded reference server and describes it as a target, when no target is configured.
// The runner may import the reference server; the suites never do.

import type { ReferenceOptions, RunningReference } from '../reference/server.js';

export interface EmbeddedTarget {
  readonly server: RunningReference;
  readonly ordersBaseUrl: string;
  readonly scanFormsBaseUrl: string;
  readonly apiKey: string;
  readonly secondApiKey: string;
  readonly enabledMetadataKeys: readonly string[];
  readonly secondEnabledMetadataKeys: readonly string[];
  readonly caPem: string;
}

export async function startEmbedded(options: ReferenceOptions): Promise<EmbeddedTarget> {
  // Loaded only here: the reference server brings a certificate generator that a run against a configured
  // target would load for nothing, before its first request.
  const { startReferenceServer } = await import('../reference/server.js');
  const server = await startReferenceServer(options);
  const [primary, second] = server.accounts;
  return {
    server,
    ordersBaseUrl: server.ordersBaseUrl,
    scanFormsBaseUrl: server.scanFormsBaseUrl,
    apiKey: primary.apiKey,
    secondApiKey: second.apiKey,
    enabledMetadataKeys: primary.enabledMetadataKeys,
    secondEnabledMetadataKeys: second.enabledMetadataKeys,
    caPem: server.caPem,
  };
}
