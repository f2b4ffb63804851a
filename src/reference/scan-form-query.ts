// The query of GET /v2/scan_forms read and validated (spec 4.4): summary, page, datetime bounds, reference and
// cursors, each as a value or a 400 Reply, with the faults that read a parameter wrong.
import type { Behaviour } from './behaviour.js';
import { parseIsoInstant, parseIsoMicros } from './iso-time.js';
import { errorReply, type Reply } from './replies.js';

const KNOWN_PARAMETERS = [
  'reference',
  'start_datetime',
  'end_datetime',
  'page',
  'before_id',
  'after_id',
  'summary',
] as const;

export interface Bound {
  /** The instant in microseconds since the epoch. */
  us: number;
  raw: string;
  /** Nanoseconds written past the microseconds (digits 7 to 9 of the fraction). */
  subMicroNs: number;
}

export interface ScanFormQuery {
  summary: boolean;
  /** The number of the first page: 1, or 0 under `pages-from-zero`. */
  firstPage: number;
  page: number | undefined;
  start: Bound | undefined;
  end: Bound | undefined;
  reference: string | null;
  /** Under `sf-summary-drops-filters` with summary: the filters are not applied. */
  dropFilters: boolean;
  rawBefore: string | null;
  rawAfter: string | null;
}

/**
 * The calendar faults' reading of a bound: `sf-bound-leap-day-refused` checks the day against a table where
 * February always has 28 days; `sf-bound-day-overflow-accepted` lets Date.UTC roll 31 April over into 1 May.
 */
function calendarFault(raw: string, name: string, b: Behaviour): Bound | Reply | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/.exec(raw);
  if (m === null) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (b.fault === 'sf-bound-leap-day-refused' && month === 2 && day === 29)
    return errorReply(400, `${name} holds a day past the end of its month`);
  if (b.fault === 'sf-bound-day-overflow-accepted' && month >= 1 && month <= 12 && day >= 1 && day <= 31)
    return { us: Date.UTC(year, month - 1, day, hour, minute, second) * 1000, raw, subMicroNs: 0 };
  return undefined;
}

/** The calendar faults that refuse an instant the calendar holds, checked once it parsed. */
function validRefused(raw: string, name: string, b: Behaviour): Reply | undefined {
  // The fault's validator takes months as JavaScript's Date numbers them (0 to 11), so 12 is out of range.
  if (b.fault === 'sf-bound-december-refused' && /^\d{4}-?12/.test(raw))
    return errorReply(400, `${name} holds a month out of range`);
  // The fault's leap years are those divisible by 4 and not by 100: a valid 29 February of a 400th year is refused.
  if (b.fault === 'sf-bound-leap-century-refused' && /^\d{2}00-?02-?29/.test(raw))
    return errorReply(400, `${name} holds a day that does not exist`);
  return undefined;
}

function readBound(
  query: URLSearchParams,
  name: 'start_datetime' | 'end_datetime',
  b: Behaviour,
): Bound | Reply | undefined {
  const raw = query.get(name);
  if (raw === null) return undefined;
  const calendar = calendarFault(raw, name, b);
  if (calendar !== undefined) return calendar;
  const parsed = parseIsoInstant(raw);
  const micros = parseIsoMicros(raw);
  // The fault compares a zone-less bound, read as a naive datetime, with aware instants: a TypeError, a 500.
  if (b.fault === 'sf-zone-less-bound-500' && /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(raw))
    throw new TypeError("can't compare offset-naive and offset-aware datetimes");
  // The fault validates with Date.parse: whatever it reads as a time passes, as that time.
  if ((parsed === undefined || micros === undefined) && b.fault === 'sf-bound-lenient-date-parse') {
    const ms = Date.parse(raw);
    if (!Number.isNaN(ms)) return { us: ms * 1000, raw, subMicroNs: 0 };
  }
  // The fault's calendar has no century rule: the leap day of a century year is read as the 1st of March.
  const leapDay = /^(\d{4})-02-29(T.*)$/.exec(raw);
  if (parsed === undefined && b.fault === 'sf-leap-day-every-fourth-year' && Number(leapDay?.[1]) % 4 === 0) {
    const march = parseIsoMicros(`${leapDay![1]}-03-01${leapDay![2]}`);
    if (march !== undefined) return { us: march.us, raw, subMicroNs: 0 };
  }
  if (parsed === undefined || micros === undefined) {
    // The fault's ValueError handler writes the error body but keeps the default status 200.
    if (b.fault === 'sf-date-out-of-range-200' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/.test(raw))
      return { kind: 'error', status: 200, bodyStatus: 400, message: `${name} holds a field out of range` };
    // The fault reproduces the classic crash: an Invalid Date reaching toISOString() throws a RangeError.
    if (b.fault === 'sf-invalid-date-500') new Date(raw).toISOString();
    return errorReply(400, `${name} must be an ISO 8601 date-time, e.g. 2024-08-02T23:15:26Z`);
  }
  if (b.fault === 'sf-offset-rejected' && parsed.hasNumericOffset)
    return errorReply(400, `${name} must be given in UTC (Z)`);
  const refused = validRefused(raw, name, b);
  if (refused !== undefined) return refused;
  if (b.fault === 'sf-fraction-rejected' && parsed.hasFraction)
    return errorReply(400, `${name} must not have fractional seconds`);
  let us = b.fault === 'sf-offset-ignored' ? micros.wallUs : micros.us;
  // wall - offset read with the sign flipped: the instant moves by twice the offset.
  if (b.fault === 'sf-negative-offset-sign-flipped' && micros.negativeOffset)
    us = micros.wallUs + (micros.wallUs - micros.us);
  if (b.fault === 'sf-bound-fraction-truncated') us -= micros.fractionUs;
  // The digits after the dot read as a count of milliseconds, unpadded: ".5" is 5 ms, ".12" is 12 ms.
  const digits = /T[^.,]*[.,](\d+)/.exec(raw)?.[1];
  if (b.fault === 'sf-bound-fraction-digits-as-millis' && digits !== undefined)
    us += Number(digits.slice(0, 3)) * 1000 - micros.fractionUs;
  // A bound read into a JavaScript Date: the fraction is cut to milliseconds (forms keep microseconds).
  if (b.fault === 'sf-bound-millisecond-precision' || b.fault === 'sf-bound-cut-to-stored-millis') us -= us % 1000;
  // Rounded to the milliseconds forms are kept in, each bound towards its own side: the same forms as the instant.
  if (b.variant === 'bounds-rounded-to-stored-millis')
    us = name === 'start_datetime' ? Math.ceil(us / 1000) * 1000 : Math.floor(us / 1000) * 1000;
  // An end bound read into a second-precision value (forms themselves keep microseconds under this fault).
  if (b.fault === 'sf-end-second-precision' && name === 'end_datetime') us -= us % 1_000_000;
  // Only the hours of an offset are read: +05:30 counts as +05:00, so the instant lands 30 minutes late.
  if (b.fault === 'sf-offset-minutes-ignored') us += (micros.offsetMinutes % 60) * 60_000_000;
  return { us, raw, subMicroNs: micros.subMicroNs };
}

export function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && 'kind' in value;
}

function readSummary(query: URLSearchParams, b: Behaviour): boolean | Reply {
  const f = b.fault;
  const rawSummary = query.get('summary');
  let summary = false;
  if (rawSummary === 'true') summary = true;
  else if (rawSummary === null || rawSummary === 'false') summary = false;
  else if (f !== 'sf-summary-maybe-200') return errorReply(400, 'summary must be true or false');
  if (f === 'sf-summary-false-as-true') summary = rawSummary !== null;
  if (f === 'sf-summary-ignored') summary = false;
  if (f === 'sf-summary-always') summary = true;
  return summary;
}

/** page: an integer from the first page number on; undefined when absent. */
function readPage(query: URLSearchParams, firstPage: number, b: Behaviour): { page: number | undefined } | Reply {
  const f = b.fault;
  const clampBelow = b.variant === 'page-below-first-clamped';
  const rawPage = query.get('page');
  let page: number | undefined;
  if (rawPage === null) return { page };
  // The fault's `if (page)` takes the zero value for "no page": the first page alone, the cursor window with a cursor.
  if (f === 'sf-page-zero-as-absent' && rawPage === '0') return { page };
  if (f === 'sf-page-zero-422' && rawPage === '0' && firstPage === 1) return errorReply(422, 'page numbers start at 1');
  const limited = pageAtLimit(rawPage, firstPage, b);
  if (limited !== undefined) return limited;
  if (/^\d+$/.test(rawPage)) {
    const n = rawPage.replace(/^0+(?=\d)/, '').length > 15 ? Number.POSITIVE_INFINITY : Number(rawPage);
    if (n >= firstPage) page = n;
    else if (clampBelow) page = firstPage;
  } else if (/^-\d{1,15}$/.test(rawPage) && f === 'sf-negative-page-accepted') {
    page = Number(rawPage);
  } else if (/^-\d+$/.test(rawPage) && clampBelow) {
    page = firstPage;
  } else if (f === 'sf-page-fraction-window' && /^\d+\.\d+$/.test(rawPage)) {
    // The fault's handler converts the text with Number() and checks only that it is at least the first page.
    page = Number(rawPage);
  } else if (f === 'sf-page-trailing-letters-read' && /^\d+\D/.test(rawPage)) {
    // The fault's handler refuses what parseInt reads as NaN, and takes the digits before the first letter otherwise.
    const n = Number.parseInt(rawPage, 10);
    if (n >= firstPage) page = n;
  } else if (f === 'sf-page-abc-200') {
    const n = Number.parseInt(rawPage, 10);
    page = Number.isFinite(n) && n >= firstPage ? n : firstPage;
  }
  // The fault's controller returns the validation error as its result, under the default status 200.
  if (page === undefined && f === 'sf-malformed-page-200-error-body')
    return { kind: 'error', status: 200, bodyStatus: 400, message: `page must be an integer >= ${firstPage}` };
  if (page === undefined) return errorReply(400, `page must be an integer >= ${firstPage}`);
  return { page };
}

/** Reads every parameter in the order the reference validates them; the first problem is the 400 answered. */
export function readScanFormQuery(query: URLSearchParams, b: Behaviour): ScanFormQuery | Reply {
  const f = b.fault;
  for (const name of KNOWN_PARAMETERS) {
    // The fault's handler gets an array for a repeated parameter and calls a string method on it.
    if (f === 'sf-repeated-parameter-500' && query.getAll(name).length > 1)
      throw new TypeError(`${name}.trim is not a function`);
    if (query.getAll(name).length > 1) return errorReply(400, `${name} may be given only once`);
  }
  if (b.variant === 'unknown-parameters-400') {
    const unknown = [...query.keys()].find((name) => !(KNOWN_PARAMETERS as readonly string[]).includes(name));
    if (unknown !== undefined) return errorReply(400, `unknown query parameter ${unknown}`);
  }
  const summary = readSummary(query, b);
  if (isReply(summary)) return summary;
  const firstPage = b.variant === 'pages-from-zero' ? 0 : 1;
  const paged = readPage(query, firstPage, b);
  if (isReply(paged)) return paged;
  let page = paged.page;
  if (f === 'sf-summary-ignores-page' && summary && page !== undefined) page = firstPage;

  const start = readBound(query, 'start_datetime', b);
  if (isReply(start)) return start;
  const end = readBound(query, 'end_datetime', b);
  if (isReply(end)) return end;
  if (b.variant === 'inverted-window-400' && start !== undefined && end !== undefined && start.us > end.us)
    return errorReply(400, 'start_datetime must not be after end_datetime');
  const dropFilters = f === 'sf-summary-drops-filters' && summary;
  let reference = f === 'sf-reference-ignored' || dropFilters ? null : query.get('reference');
  if (f === 'sf-reference-decoded-twice' && reference !== null) reference = decodedAgain(reference);
  if (f === 'sf-query-semicolon-separator' && reference !== null) reference = reference.split(';')[0]!;
  // The fault's parser reads every value as a comma-separated list and keeps its first piece.
  if (f === 'sf-reference-comma-split' && reference !== null) reference = reference.split(',')[0]!;
  if (f === 'sf-reference-cut-at-nul' && reference !== null) reference = reference.split('\u0000')[0]!;
  // The fault's query decoder reads percent-decoded bytes as Latin-1: a non-ASCII reference matches no form.
  if (f === 'sf-reference-latin1' && reference !== null) reference = Buffer.from(reference, 'utf8').toString('latin1');
  // Rails' `params[:reference].presence`: a blank value is no filter at all.
  if (b.variant === 'blank-reference-ignored' && reference !== null && reference.trim() === '') reference = null;
  if (b.variant === 'padded-reference-400' && reference !== null && reference !== reference.trim())
    return errorReply(400, 'reference must not start or end with whitespace');

  const cursorsDropped = f === 'sf-summary-ignores-cursors' && summary;
  return {
    summary,
    firstPage,
    page,
    start,
    end,
    reference,
    dropFilters,
    rawBefore: cursorsDropped ? null : query.get('before_id'),
    rawAfter: cursorsDropped ? null : query.get('after_id'),
  };
}

/** The fault `sf-reference-decoded-twice`: the already decoded value is percent-decoded again (when it can be). */
function decodedAgain(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The choices and faults of `page` at the limits of integers: the variant refuses numbers above 2^31-1 and spellings
 * other than plain digits without leading zeros (400); `sf-page-int32-wrap` reads the number as a 32-bit integer and
 * clamps what wrapped negative to the first page, `sf-page-uint32-wrap` and `sf-page-int64-wrap` as an unsigned
 * 32-bit and a signed 64-bit one (C's casts, Haskell's Int); `sf-page-noncanonical-first` answers the first page for a number
 * written with leading zeros or a plus instead of that page. Undefined: read the page as usual.
 */
function pageAtLimit(raw: string, firstPage: number, b: Behaviour): { page: number } | Reply | undefined {
  if (b.variant === 'page-int32-canonical' && (!/^(0|[1-9]\d{0,9})$/.test(raw) || Number(raw) > 2147483647))
    return errorReply(400, 'page must be an integer from 1 to 2147483647 written without leading zeros');
  if (b.fault === 'sf-page-int32-wrap' && /^\d+$/.test(raw)) return { page: Math.max(firstPage, Number(raw) | 0) };
  if (b.fault === 'sf-page-uint32-wrap' && /^\d+$/.test(raw)) return { page: Math.max(firstPage, Number(raw) >>> 0) };
  if (b.fault === 'sf-page-int64-wrap' && /^\d+$/.test(raw))
    return { page: Math.max(firstPage, Number(BigInt.asIntN(64, BigInt(raw)))) };
  if (b.fault === 'sf-page-noncanonical-first' && /^(\+\d+|0+\d+)$/.test(raw)) return { page: firstPage };
  return undefined;
}
