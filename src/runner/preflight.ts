// The positive control: one known-good authenticated request per interface before any check runs.
// If it fails the run stops with exit 2 and one line naming the cause, instead of a wall of failures.
//
// Exit-code policy (README "Exit codes"): exit 2 when the positive control fails - the target cannot be
// reached (refused, reset, silent, stalled), its certificate is not trusted, or GET /v2/scan_forms or
// GET /v1.0/orders with API_KEY does not answer 2xx (401/403 key rejected, 404 wrong URL, 3xx redirect,
// 429 that outlasts the retries, 5xx). A key one interface accepts and the other refuses is no setup problem
// (spec 5.1: the target's), and two keys reading the same listings stop the run only when no experiment tells them
// apart (second-key-control.ts). Exit 1 when the control passes but the target then breaks a MUST
// requirement, including when it stalls, resets or answers 5xx later on, or the run deadline cuts it short.

import type { TargetConfig } from '../config/target.js';
import { TransportError, type ApiRequest, type TargetHttp } from '../http/client.js';

const probes: readonly ApiRequest[] = [
  { api: 'scan-forms', method: 'GET', path: '/scan_forms' },
  // A key accepted needs a status; two accounts told apart need a body's head, never a listing of any size read whole.
  { api: 'orders', method: 'GET', path: '/orders', statusOnly: true },
];

/** What one probe of the control learned: why it failed (and the status, if any), or the body it read. */
interface Probed {
  readonly reason?: string;
  readonly status?: number;
  readonly text?: string;
  readonly url: string;
}

type KeyName = 'API_KEY' | 'SECOND_API_KEY';

/** What the probes concluded: stop, or go on knowing whether both keys read the same listings. */
export interface Control {
  /** Why the run stops, one line (already scrubbed); undefined when it may go on. */
  readonly stop?: string;
  /** Both keys read the same non-empty listings: only experiments can tell a leak from one account (second-key-control.ts). */
  readonly sameListings?: boolean;
  /** Both keys were read whole, and read different listings: two accounts, as far as the listings go. */
  readonly distinctListings?: boolean;
}

/**
 * Runs the positive control through the run's own client (its connections and TLS sessions then serve the
 * checks). Both probes go out at once; the first that fails, in the order above, names the cause. With
 * SECOND_API_KEY set, that key gets the same control. A key accepted by one interface and refused by the other is
 * not a setup problem: one key authenticates its account on both (5.1), which AUTH-VALID-KEY-ACCEPTED then judges.
 */
export async function preflight(http: TargetHttp, target: TargetConfig): Promise<Control> {
  const first = await probeKey(http, target, 'API_KEY');
  if (first.stop !== undefined) return { stop: first.stop };
  if (target.secondApiKey === undefined) return {};
  if (target.secondApiKey === target.apiKey)
    return {
      stop: 'SECOND_API_KEY is the same key as API_KEY: set it to a key of a different account (spec 4.4: forms are those of the key used)',
    };
  const second = await probeKey(http, target, 'SECOND_API_KEY');
  if (second.stop !== undefined) return { stop: second.stop };
  if (first.split === true || second.split === true) return {};
  return sameAccount(first.probed, second.probed) ? { sameListings: true } : { distinctListings: true };
}

/** One key on both interfaces: why to stop, or what each probe read; `split` when one accepted it and one refused it. */
async function probeKey(
  http: TargetHttp,
  target: TargetConfig,
  key: KeyName,
): Promise<{ stop?: string; probed: Probed[]; split?: boolean }> {
  const sent = probes.map((probe): ApiRequest =>
    key === 'API_KEY' ? probe : { ...probe, auth: { kind: 'second-key' } },
  );
  const probed = await Promise.all(sent.map((probe) => probeOnce(http, target, probe, key)));
  const failed = probed.find((p) => p.reason !== undefined);
  if (failed === undefined) return { probed };
  const accepted = probed.find((p) => p.reason === undefined);
  const refused = probed.find((p) => p.status === 401 || p.status === 403);
  if (accepted === undefined || refused === undefined || refused !== failed) return { stop: failed.reason!, probed };
  // Refused by one interface only: the target's fault where both are one service; across hosts, perhaps two environments.
  if (new URL(accepted.url).origin === new URL(refused.url).origin) return { probed, split: true };
  return {
    probed,
    stop: `${key} is accepted by GET ${accepted.url} and refused with HTTP ${refused.status} by GET ${refused.url}: the two interfaces are on different hosts, so one of them may belong to another environment than the key; if both are one deployment, the target breaks spec 5.1 (a key authenticates its account on both interfaces)`,
  };
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
    if (error instanceof TransportError) return { url, reason: `cannot reach the target (${url}): ${error.message}` };
    throw error;
  }
  const { status } = res;
  if (status >= 200 && status <= 299) return { url, status, text: res.text };
  return { url, status, reason: failedProbe(res, url, target, probe, key) };
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
