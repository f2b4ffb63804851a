// A connection closed or reset before the answer is a fact about the run until it repeats on fresh connections:
// how a dropped request is retried, how a create whose fate is unknown is settled by reading the listing back.

import type { RecordedExchange } from '../evidence/exchange.js';
import type { TargetConfig } from '../config/target.js';
import type { ApiRequest } from './request.js';

/** The codes of a connection closed or reset under a request (describeTransportError words them). */
const DROP_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);

/**
 * The code of the failure raised when a write took effect but its answer was lost with the connection: what the
 * check needed is gone, so the requirement is not exercised, never failed (src/engine/run-requirement.ts).
 */
export const ANSWER_LOST = 'OSF_ANSWER_LOST';

/** Fresh connections a dropped request is tried on before the drop counts as the target's: evidence. */
export const FRESH_ATTEMPTS: number = 2;

/** What a failed attempt raised, as far as this module needs it (the client's TransportError). */
export interface Dropped extends Error {
  readonly code: string | undefined;
  readonly exchange: RecordedExchange;
}

export function isConnectionDrop(code: string | undefined): boolean {
  return code !== undefined && DROP_CODES.has(code);
}

/**
 * How a dropped request is recovered. GET, HEAD and OPTIONS are safe and PUT and DELETE idempotent (RFC 9110
 * 9.2.1, 9.2.2): sent again on a fresh connection, they leave the same state as one request. A POST may have been
 * stored: it is sent again only once a read of the listing shows it was not.
 */
export function recoveryOf(method: ApiRequest['method']): 'resend' | 'read-back' {
  return method === 'POST' || method === 'PATCH' ? 'read-back' : 'resend';
}

/**
 * What a read-back looks for: every string of the sent body under the run's namespace (the reference, or the
 * marker a malformed create carries in its metadata), found in a listing as JSON text. A JSON body gives its
 * strings whole (twin references differ only at an edge); raw text gives the runs of reference characters.
 */
export function markersOf(req: Pick<ApiRequest, 'json' | 'rawBody'>, namespace: string): string[] {
  if (namespace === '') return [];
  const found = new Set<string>();
  const ours = (s: string) => s.toLowerCase().startsWith(namespace.toLowerCase());
  const walk = (value: unknown, depth: number): void => {
    if (typeof value === 'string' && ours(value)) found.add(value);
    else if (typeof value === 'object' && value !== null && depth < 8)
      for (const v of Object.values(value)) walk(v, depth + 1);
  };
  if (req.json !== undefined) walk(req.json, 0);
  else if (req.rawBody !== undefined) {
    const escaped = namespace.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const match of req.rawBody.matchAll(new RegExp(`${escaped}[A-Za-z0-9_.~-]*`, 'gi'))) found.add(match[0]);
  }
  return [...found];
}

/**
 * The markers of creates the target answered with success, per account. A create that repeats one (a duplicate: the
 * reference identifies the order, spec 4.3) finds it listed whatever became of the dropped attempt, so a read-back
 * cannot settle it; sent again it leaves the state of one such request, so its marker is not read back.
 */
export class StoredMarkers {
  private readonly stored = new Set<string>();

  /** Keeps the markers of a create answered 2xx for `account` (the key it was sent with). */
  answered(account: string, status: number, markers: readonly string[]): void {
    if (status < 200 || status > 299) return;
    for (const m of markers) this.stored.add(`${account}\n${m}`);
  }

  /** The markers a read-back can still settle: those not already stored on the account. */
  unsettled(account: string, markers: readonly string[]): string[] {
    return markers.filter((m) => !this.stored.has(`${account}\n${m}`));
  }
}

/** The strings of a request's body under the run's namespaces (its own and the lasting orders'): what a read-back seeks. */
export function requestMarkers(
  req: Pick<ApiRequest, 'json' | 'rawBody'>,
  target: Pick<TargetConfig, 'orderReferencePrefix' | 'lastingReferencePrefix'>,
): string[] {
  const lasting = target.lastingReferencePrefix;
  return [...markersOf(req, target.orderReferencePrefix), ...(lasting === undefined ? [] : markersOf(req, lasting))];
}

/** The account a request speaks for, as far as the client can tell: the key's, the second key's, or its own header's. */
export function accountOf(req: Pick<ApiRequest, 'auth'>): string {
  const auth = req.auth ?? { kind: 'key' };
  return auth.kind === 'header' ? `header ${auth.label}` : auth.kind;
}

/** The listing of a read-back, as far as judging it needs. */
export interface ReadBack {
  readonly status: number;
  readonly text: string;
  readonly truncated: boolean;
  readonly headers: Readonly<Record<string, string>>;
  readonly json: unknown;
}

/** Whether a string equal to `text` stands anywhere in a JSON value (a bounded walk: the value is untrusted). */
function holdsString(json: unknown, text: string): boolean {
  const stack: unknown[] = [json];
  for (let seen = 0; stack.length > 0 && seen < 2_000_000; seen++) {
    const value = stack.pop();
    if (value === text) return true;
    if (typeof value === 'object' && value !== null) for (const child of Object.values(value)) stack.push(child);
  }
  return false;
}

/** Top-level fields of a listing that say (or may say) there is more of it than this page. */
const CONTINUES = /next|cursor|more|page|links|offset|continu/i;

/**
 * What a listing read after a drop says about a create: stored (a marker is listed), not stored (the listing is
 * whole and lists none), or unknown (no usable listing, cut, or a page of a longer one).
 */
export function judgeReadBack(listing: ReadBack, markers: readonly string[]): 'stored' | 'not-stored' | 'unknown' {
  if (listing.status < 200 || listing.status > 299 || markers.length === 0) return 'unknown';
  // The text of a listing read as a stream is its head alone; its JSON holds every order of the run whole.
  if (markers.some((m) => listing.text.includes(JSON.stringify(m)) || holdsString(listing.json, m))) return 'stored';
  if (listing.truncated || listing.json === undefined) return 'unknown';
  if (/rel="?next"?/i.test(listing.headers.link ?? '')) return 'unknown';
  const top = listing.json;
  if (typeof top !== 'object' || top === null || Array.isArray(top))
    return Array.isArray(top) ? 'not-stored' : 'unknown';
  const more = Object.entries(top).some(([k, v]) => CONTINUES.test(k) && v !== null && v !== false && v !== '');
  return more ? 'unknown' : 'not-stored';
}

/** The I/O a recovery needs, given by the client: one attempt (fresh: on a new connection), a read-back, a record. */
export interface DropIo<R> {
  send(fresh: boolean): Promise<R>;
  readBack(): Promise<ReadBack | Dropped>;
  record(exchange: RecordedExchange): void;
  fail(message: string, exchange: RecordedExchange, code: string | undefined): Dropped;
  isDropped(error: unknown): error is Dropped;
}

/** The exchange of an attempt that was dropped and then tried again, saying so. */
function retried(exchange: RecordedExchange, what: string): RecordedExchange {
  return { ...exchange, error: `${exchange.error ?? 'no answer'}; ${what}` };
}

/**
 * Sends a request; a drop is tried again on up to FRESH_ATTEMPTS fresh connections (a POST only once a read-back
 * shows it was not stored). A drop that repeats on every fresh connection is raised as the target's, naming them.
 */
export async function sendThroughDrops<R>(req: ApiRequest, markers: readonly string[], io: DropIo<R>): Promise<R> {
  let last: Dropped | undefined;
  for (let attempt = 0; attempt <= FRESH_ATTEMPTS; attempt++) {
    try {
      return await io.send(attempt > 0);
    } catch (error) {
      if (!io.isDropped(error) || !isConnectionDrop(error.code)) throw error;
      last = error;
    }
    if (attempt === FRESH_ATTEMPTS) break;
    if (recoveryOf(req.method) === 'read-back') await settleByReadingBack(markers, last, io);
    io.record(retried(last.exchange, 'sent again on a fresh connection'));
  }
  const message = `${last!.message}, on the first connection and again on ${FRESH_ATTEMPTS} fresh connections`;
  throw io.fail(message, { ...last!.exchange, error: message }, last!.code);
}

/** Returns when a read-back shows the dropped create was not stored; raises ANSWER_LOST otherwise. */
async function settleByReadingBack<R>(markers: readonly string[], dropped: Dropped, io: DropIo<R>): Promise<void> {
  // A create that names no order of the run (a body that is not an object, or has no reference): whatever a
  // lenient server made of the first, the run can neither find nor write to it, so the request is sent again and
  // its answer judged as the answer to the same request.
  if (markers.length === 0) return;
  const listing = await io.readBack();
  const verdict = listing instanceof Error ? 'unknown' : judgeReadBack(listing, markers);
  if (verdict === 'not-stored') return;
  const why =
    verdict === 'stored'
      ? `the listing read back shows ${JSON.stringify(markers[0])} stored, so it took effect and its answer is lost`
      : 'the listing read back cannot show whether it took effect, so it was not sent again';
  const message = `${dropped.message}; ${why}`;
  throw io.fail(message, { ...dropped.exchange, error: message }, ANSWER_LOST);
}
