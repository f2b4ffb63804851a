// Custom ajv formats for the rules the spec states about strings: UTC timestamps (2.2) and fetchable URLs (2.2).
// Kept apart from the validator so each rule can be unit-tested on its own strings.
import formatsModule from 'ajv-formats/dist/formats.js';

/** ISO 8601 extended date-time whose offset is UTC, written `Z` or `+00:00`, with optional fractional seconds. */
const UTC_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:Z|\+00:00)$/;

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; Date.UTC handles leap years for us.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Spec 2.2: created_at and updated_at are "ISO 8601 timestamp (UTC)".
 * `-00:00` is rejected: RFC 3339 4.3 gives it the meaning "offset unknown", which is not a statement of UTC.
 * A leap second (23:59:60) is accepted because ISO 8601 allows it and a UTC clock may emit it.
 */
export function isUtcDateTime(value: string): boolean {
  const m = UTC_DATE_TIME.exec(value);
  if (m === null) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12) return false;
  if (day < 1 || day > daysInMonth(year, month)) return false;
  if (hour > 23 || minute > 59) return false;
  if (second > 60) return false;
  return second < 60 || (hour === 23 && minute === 59);
}

/**
 * Spec 2.2: form_url is a "URL from which the form file can be fetched".
 * Fetching needs an absolute URL with a network scheme and a host; the service's whole transport is HTTP(S) (1, 5.3),
 * so http: and https: are the schemes a client can fetch from. Whitespace is refused outright because the WHATWG
 * parser would silently strip or encode it, accepting strings no server should emit.
 */
export function isFetchableUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Every format the schemas name, as the compiled validators read them (`formats[name].validate`): the two
 * above, and ajv-formats' RFC 3339 date-time for the timestamps that only need to be ISO 8601 (2.3).
 */
export const schemaFormats = Object.freeze({
  'date-time': formatsModule.fullFormats['date-time'],
  'utc-date-time': { type: 'string', validate: isUtcDateTime },
  'fetchable-url': { type: 'string', validate: isFetchableUrl },
} as const);
