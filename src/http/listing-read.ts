// A successful GET /orders read as it arrives, through the listing sieve: decoded (a Content-Encoding the server
// chose), parsed piece by piece, its head kept as text for excerpts. Nothing grows with the account but the count.

import { pipeline, type Readable, type Transform } from 'node:stream';
import * as zlib from 'node:zlib';
import type { TargetConfig } from '../config/target.js';
import { CUT_TEXT_BYTES } from './body-caps.js';
import { ListingSieve, type SievedListing } from './listing-sieve.js';

/** What one read of the listing gives: the head of its text, the sieved listing, and how it ended. */
export interface ListingRead {
  /** The first CUT_TEXT_BYTES of the decoded body, as text. */
  readonly head: string;
  /** True when the body was longer than its head. */
  readonly longer: boolean;
  readonly sieved: SievedListing;
  /** True when reading stopped before the end of the body (a bound of the sieve). */
  readonly stopped: boolean;
}

/** Bytes of the body read so far: what a read cut short (by its time bound) had reached. */
export interface ListingProgress {
  bytes: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The orders a run keeps of a listing: those under its own prefix or the lasting one (any letter case, as the safety
 * wall writes them), and those carrying the run's prefix in a metadata value (creates that could not choose a
 * reference carry it there). Every other order is counted and let go.
 */
export function runKeeps(
  target: Pick<TargetConfig, 'orderReferencePrefix' | 'lastingReferencePrefix'>,
): (order: Record<string, unknown>) => boolean {
  const own = target.orderReferencePrefix.toLowerCase();
  const lasting = target.lastingReferencePrefix?.toLowerCase();
  return (order) => {
    const reference = order.reference;
    if (typeof reference === 'string') {
      const lower = reference.toLowerCase();
      if (lower.startsWith(own) || (lasting !== undefined && lower.startsWith(lasting))) return true;
    }
    const metadata = order.metadata;
    if (!isRecord(metadata)) return false;
    return Object.values(metadata).some((v) => typeof v === 'string' && v.toLowerCase().includes(own));
  };
}

/**
 * The decoders of a Content-Encoding, last applied first (RFC 9110 8.4): undici hands back the bytes as sent, and a
 * client that sends no Accept-Encoding accepts any coding (12.5.3). Undefined for a coding the suite does not know.
 */
function decoders(contentEncoding: string | string[] | undefined): { chain: Transform[] } | { unknown: string } {
  const codings = (Array.isArray(contentEncoding) ? contentEncoding.join(',') : (contentEncoding ?? ''))
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '' && c !== 'identity')
    .reverse();
  const chain: Transform[] = [];
  for (const coding of codings) {
    if (coding === 'gzip' || coding === 'x-gzip') chain.push(zlib.createGunzip());
    else if (coding === 'deflate') chain.push(zlib.createInflate());
    else if (coding === 'br') chain.push(zlib.createBrotliDecompress());
    else return { unknown: coding };
  }
  return { chain };
}

/**
 * Reads the head of a listing and lets the rest go (ApiRequest.statusOnly): the text for excerpts, nothing parsed.
 * A body that ends within its head is read whole by `whole` instead, so a short answer (an error body, a small
 * account) is judged as a full read would judge it, and only a long listing costs its head alone.
 */
export async function readListingHead(
  body: Readable,
  progress: ListingProgress,
  whole?: (bytes: Buffer) => Promise<ListingRead>,
): Promise<ListingRead> {
  const head: Buffer[] = [];
  let bytes = 0;
  let longer = false;
  for await (const chunk of body) {
    const buf = chunk as Buffer;
    progress.bytes += buf.length;
    head.push(buf.subarray(0, CUT_TEXT_BYTES - bytes));
    bytes += Math.min(buf.length, CUT_TEXT_BYTES - bytes);
    if (bytes >= CUT_TEXT_BYTES) {
      longer = true;
      break;
    }
  }
  // Only a body read no further than its head is let go (its connection closes); one read to its end keeps it.
  if (longer) body.destroy();
  else if (whole !== undefined) return whole(Buffer.concat(head));
  const error = 'only its status, headers and head were read: the check needs nothing more of the listing';
  const facts = { orders: 0, metadataValues: 0, nonStrings: 0, nonStringValues: [], metadataKeys: [], bytes };
  return {
    head: Buffer.concat(head).toString('utf8'),
    longer,
    sieved: { json: undefined, error, facts },
    stopped: false,
  };
}

/**
 * Reads a listing body to its end through the sieve, stopping at once when the sieve says why it stops. The body
 * is never held: each piece is parsed and let go, and only its head is kept as text.
 */
export async function readListingBody(
  body: Readable,
  contentEncoding: string | string[] | undefined,
  keep: (order: Record<string, unknown>) => boolean,
  progress: ListingProgress,
): Promise<ListingRead> {
  const sieve = new ListingSieve(keep);
  const coding = decoders(contentEncoding);
  if ('unknown' in coding) {
    body.destroy();
    const error = `the body is in a Content-Encoding the suite does not decode (${coding.unknown}), so it was not read as JSON`;
    return { head: '', longer: false, sieved: { json: undefined, error, facts: sieve.end().facts }, stopped: false };
  }
  const { chain } = coding;
  // A pipeline, not pipe(): an error of the body (its exchange bound, a reset) ends the decoders too.
  const stream = chain.length === 0 ? body : (pipeline([body, ...chain], () => undefined) as unknown as Readable);
  const head: Buffer[] = [];
  let headBytes = 0;
  let longer = false;
  try {
    for await (const chunk of stream) {
      const buf = chunk as Buffer;
      progress.bytes += buf.length;
      if (headBytes < CUT_TEXT_BYTES) {
        head.push(buf.subarray(0, CUT_TEXT_BYTES - headBytes));
        headBytes += Math.min(buf.length, CUT_TEXT_BYTES - headBytes);
      }
      if (headBytes >= CUT_TEXT_BYTES && progress.bytes > CUT_TEXT_BYTES) longer = true;
      sieve.write(buf);
      if (sieve.stopReason !== undefined) break;
    }
  } catch (error) {
    // The body itself failed (its bound, a reset): no answer. A coding that does not decode ends the body there.
    if (chain.length === 0 || body.errored !== null) throw error;
    sieve.write(Buffer.from('\u0000'));
  } finally {
    if (sieve.stopReason !== undefined) body.destroy();
  }
  const stopped = sieve.stopReason !== undefined && !/not JSON/.test(sieve.stopReason);
  return { head: Buffer.concat(head).toString('utf8'), longer, sieved: sieve.end(), stopped };
}
