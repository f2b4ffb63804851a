// The positive control: one known-good authenticated request per interface before any check runs.
// If it fails the run stops with exit 2 and one line naming the cause, instead of a wall of failures.
//
// Exit-code policy (README "Exit codes"): exit 2 when the positive control fails - the target cannot be
// reached (refused, reset, silent, stalled), its certificate is not trusted, or GET /v2/scan_forms or
// GET /v1.0/orders with API_KEY does not answer 2xx (401/403 key rejected, 404 wrong URL, 3xx redirect,
// 429 that outlasts the retries, 5xx). Exit 1 when the control passes but the target then breaks a MUST
// requirement, including when it stalls, resets or answers 5xx later on, or the run deadline cuts it short.

import type { TargetConfig } from '../config/target.js';
import { TransportError, type ApiRequest, type TargetHttp } from '../http/client.js';

const probes: readonly ApiRequest[] = [
  { api: 'scan-forms', method: 'GET', path: '/scan_forms' },
  { api: 'orders', method: 'GET', path: '/orders' },
];

/**
 * Runs the positive control through the run's own client (its connections and TLS sessions then serve the
 * checks); returns undefined when it passed, else the one-line reason (already scrubbed). Both probes go out
 * at once; the first that fails, in the order above, names the cause.
 */
export async function preflight(http: TargetHttp, target: TargetConfig): Promise<string | undefined> {
  const reasons = await Promise.all(probes.map((probe) => probeOnce(http, target, probe)));
  return reasons.find((reason) => reason !== undefined);
}

async function probeOnce(http: TargetHttp, target: TargetConfig, probe: ApiRequest): Promise<string | undefined> {
  const url = http.scrubber.scrub(http.urlFor(probe));
  let res;
  try {
    res = await http.send(probe, () => {});
  } catch (error) {
    if (error instanceof TransportError) return `cannot reach the target (${url}): ${error.message}`;
    throw error;
  }
  const { status } = res;
  if (status >= 200 && status <= 299) return undefined;
  const what = `GET ${url} with API_KEY answered HTTP ${status}`;
  if (status === 401 || status === 403)
    return `the target rejected API_KEY: ${what}; check the key and that it belongs to this environment`;
  if (status === 404)
    return `${what}: check the base URL (the suite appends ${probe.api === 'orders' ? target.ordersApiPrefix : target.scanFormsApiPrefix}${probe.path})`;
  if (status >= 300 && status <= 399) {
    const location = res.headers.location;
    return `${what}${location === undefined ? '' : ` redirecting to ${location}`}; the suite never follows redirects: point the base URL at the address that serves the API`;
  }
  if (status === 429) return `${what} (Too Many Requests) even after waiting Retry-After; try later, or lower MAX_RPS`;
  if (status >= 500) return `${what}: the target fails a valid authenticated request, so nothing else can be checked`;
  return `${what} where a valid authenticated request should succeed`;
}
