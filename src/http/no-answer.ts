// A request that got no HTTP answer, as a TransportError carrying its evidence and why: the run was cut short
// before it was sent or while it was out, it overran its own bound, or the transport failed (transport-error.ts).

import type { RecordedExchange } from '../evidence/exchange.js';
import { EXCHANGE_TIMEOUT, describeTransportError } from './transport-error.js';

/** A transport failure: no HTTP answer at all. Checks decide whether that fails them or is what they wanted. */
export class TransportError extends Error {
  override readonly name = 'TransportError';
  constructor(
    message: string,
    readonly exchange: RecordedExchange,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/** The code of a TransportError raised because the run (or the attempt) was cut short, not because of the target. */
export const CUT_SHORT = 'OSF_CUT_SHORT';

/** The failure of a request the run was cut short before sending; `url` is already scrubbed. */
export function notSentError(method: string, url: string, reason: unknown): TransportError {
  const message = `${reasonText(reason)}; the request to ${hostOf(url)} was not sent`;
  const exchange: RecordedExchange = {
    request: { method, url, headers: {} },
    error: message,
    durationMs: 0,
  };
  return new TransportError(message, exchange, CUT_SHORT);
}

/** Why a request that was sent got no answer: what aborted it, its exchange bound, and what the target trusts. */
export interface Unanswered {
  readonly abort: AbortSignal | undefined;
  readonly bound: { readonly aborted: boolean; readonly ms: number };
  readonly caSource: string | undefined;
  readonly scrub: (text: string) => string;
  /** How far the body had been read (a listing read as it arrives), when it was. */
  readonly read?: string;
}

/** An exchange that got no answer, recorded with why: the run was cut short, it overran its bound, or the transport failed. */
export function unansweredError(
  error: unknown,
  url: string,
  { abort, bound, caSource, scrub, read }: Unanswered,
  unanswered: Pick<RecordedExchange, 'request' | 'durationMs'>,
): TransportError {
  const described =
    abort?.aborted === true
      ? { message: `${reasonText(abort.reason)}; the request to ${hostOf(url)} was abandoned`, code: CUT_SHORT }
      : bound.aborted
        ? {
            message: `${hostOf(url)} did not complete the exchange within ${bound.ms} ms${read === undefined ? '' : ` (${read})`}`,
            code: EXCHANGE_TIMEOUT,
          }
        : describeTransportError(error, url, caSource);
  const message = scrub(described.message);
  const exchange: RecordedExchange = {
    request: unanswered.request,
    error: message,
    durationMs: unanswered.durationMs,
  };
  return new TransportError(message, exchange, described.code);
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function reasonText(reason: unknown): string {
  if (reason instanceof Error) return reason.message;
  return typeof reason === 'string' ? reason : 'the run was cut short';
}
