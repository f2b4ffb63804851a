// The positive control: one known-good authenticated request per interface before any check runs.
// An unreachable target or a rejected key stops the run with exit 2 instead of a wall of failures.

import type { TargetConfig } from '../config/target.js';
import { UsageError } from '../config/usage-error.js';
import { TargetHttp, TransportError, type ApiRequest } from '../http/client.js';

export async function preflight(target: TargetConfig): Promise<void> {
  const http = new TargetHttp(target, 2);
  const probes: Array<{ name: string; request: ApiRequest }> = [
    { name: 'GET {scan_base_url}/v2/scan_forms', request: { api: 'scan-forms', method: 'GET', path: '/scan_forms' } },
    { name: 'GET {base_url}/v1.0/orders', request: { api: 'orders', method: 'GET', path: '/orders' } },
  ];
  try {
    for (const probe of probes) {
      const url = http.scrubber.scrub(http.urlFor(probe.request));
      let status: number;
      try {
        status = (await http.send(probe.request, () => {})).status;
      } catch (error) {
        if (error instanceof TransportError) throw new UsageError(`cannot reach the target (${url}): ${error.message}`);
        throw error;
      }
      if (status === 401 || status === 403) {
        throw new UsageError(`the target rejected API_KEY with HTTP ${status} on ${url}; check the key and that it belongs to this environment`);
      }
      if (status === 404) throw new UsageError(`${url} answered 404: check the base URL (the suite appends ${probe.request.api === 'orders' ? target.ordersApiPrefix : target.scanFormsApiPrefix}${probe.request.path})`);
    }
  } finally {
    await http.close();
  }
}
