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
  // A key accepted needs a status; two accounts told apart need a body's head, never a listing of any size read whole.
  { api: 'orders', method: 'GET', path: '/orders', statusOnly: true },
];

/** What one probe of the control learned: why it failed, or the body it read. */
interface Probed {
  readonly reason?: string;
  readonly text?: string;
}

type KeyName = 'API_KEY' | 'SECOND_API_KEY';

/**
 * Runs the positive control through the run's own client (its connections and TLS sessions then serve the
 * checks); returns undefined when it passed, else the one-line reason (already scrubbed). Both probes go out
 * at once; the first that fails, in the order above, names the cause. With SECOND_API_KEY set, that key gets
 * the same control, and must read another account than API_KEY's (nothing is created to tell).
 */
export async function preflight(http: TargetHttp, target: TargetConfig): Promise<string | undefined> {
  const first = await Promise.all(probes.map((probe) => probeOnce(http, target, probe, 'API_KEY')));
  const failed = first.find((p) => p.reason !== undefined)?.reason;
  if (failed !== undefined || target.secondApiKey === undefined) return failed;
  if (target.secondApiKey === target.apiKey)
    return 'SECOND_API_KEY is the same key as API_KEY: set it to a key of a different account (spec 4.4: forms are those of the key used), or unset it';
  const secondProbes = probes.map((probe): ApiRequest => ({ ...probe, auth: { kind: 'second-key' } }));
  const second = await Promise.all(secondProbes.map((probe) => probeOnce(http, target, probe, 'SECOND_API_KEY')));
  const secondFailed = second.find((p) => p.reason !== undefined)?.reason;
  if (secondFailed !== undefined) return secondFailed;
  return sameAccount(first, second)
    ? 'SECOND_API_KEY reads exactly what API_KEY reads (the same non-empty GET /orders and GET /scan_forms): it seems to be a key of the same account; set it to a key of a different account, or unset it. If it is one, the target serves one account whatever the key, which breaks spec 4.4 (the forms of the key used)'
    : undefined;
}

/** Both keys read the same bodies, and they list something: two accounts would not (spec 4.4, 5.1). */
function sameAccount(first: readonly Probed[], second: readonly Probed[]): boolean {
  return first.every((p, i) => p.text === second[i]?.text) && first.some((p) => listsSomething(p.text));
}

function listsSomething(text: string | undefined): boolean {
  try {
    const body: unknown = JSON.parse(text ?? '');
    if (Array.isArray(body)) return body.length > 0;
    return (
      typeof body === 'object' && body !== null && Object.values(body).some((v) => Array.isArray(v) && v.length > 0)
    );
  } catch {
    return false;
  }
}

async function probeOnce(http: TargetHttp, target: TargetConfig, probe: ApiRequest, key: KeyName): Promise<Probed> {
  const url = http.scrubber.scrub(http.urlFor(probe));
  let res;
  try {
    res = await http.send(probe, () => {});
  } catch (error) {
    if (error instanceof TransportError) return { reason: `cannot reach the target (${url}): ${error.message}` };
    throw error;
  }
  const { status } = res;
  if (status >= 200 && status <= 299) return { text: res.text };
  return { reason: failedProbe(res, url, target, probe, key) };
}

function failedProbe(
  res: { status: number; headers: Record<string, string | undefined> },
  url: string,
  target: TargetConfig,
  probe: ApiRequest,
  key: KeyName,
): string {
  const { status } = res;
  const what = `GET ${url} with ${key} answered HTTP ${status}`;
  if (status === 401 || status === 403)
    return `the target rejected ${key}: ${what}; check the key and that it belongs to this environment`;
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
