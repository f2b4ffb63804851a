// ISO 8601 parsing and formatting for the reference server's datetime filters and timestamps.
// Bounds are compared as instants, never as text, because "2024-01-01T02:00:00+02:00" and "2024-01-01T00:00:00Z" are one instant.

/**
 * Accepted forms (choice written here because the spec only says "ISO 8601"):
 * - extended `YYYY-MM-DDThh:mm[:ss[.fff]][zone]` and basic `YYYYMMDDThhmm[ss[.fff]][zone]`, `T` or `t`, `.` or `,` before the fraction;
 * - zone `Z`/`z`, `+hh:mm`, `+hhmm` or `+hh` (and `-`), `+hhmm` also after an extended time since many clients write
 *   it that way; a date-time without a zone is read as UTC, because every
 *   timestamp this service writes is UTC;
 * - a calendar date alone (`YYYY-MM-DD` or `YYYYMMDD`) means midnight UTC of that day;
 * - fractions beyond milliseconds are truncated, which is exact here because stored timestamps are whole seconds.
 * Rejected: anything else, including out-of-range fields (month 13, 30 February, hour 24, second 60) and a space
 * instead of `T` (which is also what an unencoded `+` in a query string turns into).
 */
const EXTENDED =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(Z|z|[+-]\d{2}(?::?\d{2})?)?)?$/;
const BASIC = /^(\d{4})(\d{2})(\d{2})(?:[Tt](\d{2})(\d{2})(?:(\d{2})(?:[.,](\d+))?)?(Z|z|[+-]\d{2}(?:\d{2})?)?)?$/;

export interface ParsedInstant {
  /** Milliseconds since the epoch of the instant named. */
  ms: number;
  /** The same wall time read as UTC, ignoring the offset (only the `sf-offset-ignored` fault uses it). */
  wallMs: number;
  /** True when a numeric offset was written (as opposed to Z or no zone). */
  hasNumericOffset: boolean;
  /** True when fractional seconds were written. */
  hasFraction: boolean;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return leap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Date.UTC maps years 0-99 to 1900-1999, so build the instant with setUTCFullYear instead. */
function utcMs(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  milli: number,
): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, milli);
  return date.getTime();
}

/** The same reading at microsecond precision (fractions beyond microseconds truncated), for forms stored with microseconds. */
export interface ParsedMicros {
  us: number;
  wallUs: number;
  /** The zone was written with a minus sign (only the `sf-negative-offset-sign-flipped` fault uses it). */
  negativeOffset: boolean;
  /** Microseconds of the fraction written (only the `sf-bound-fraction-truncated` fault uses it). */
  fractionUs: number;
  /** The offset written, in minutes east of UTC (only the `sf-offset-minutes-ignored` fault uses it). */
  offsetMinutes: number;
  /** Nanoseconds the fraction writes past its microseconds (digits 7 to 9): a start bound they raise keeps later forms. */
  subMicroNs: number;
}

export function parseIsoMicros(text: string): ParsedMicros | undefined {
  const parsed = parseIsoInstant(text);
  if (parsed === undefined) return undefined;
  const match = EXTENDED.exec(text) ?? BASIC.exec(text);
  const frac = match?.[7];
  const zone = match?.[8];
  const fractionUs = frac === undefined ? 0 : Number(frac.slice(0, 6).padEnd(6, '0'));
  const extra = fractionUs % 1000; // what parseIsoInstant's milliseconds left out
  const offsetMinutes = (parsed.wallMs - parsed.ms) / 60_000;
  return {
    us: parsed.ms * 1000 + extra,
    wallUs: parsed.wallMs * 1000 + extra,
    negativeOffset: zone?.startsWith('-') ?? false,
    fractionUs,
    offsetMinutes,
    subMicroNs: frac === undefined ? 0 : Number(frac.slice(6, 9).padEnd(3, '0')),
  };
}

export function parseIsoInstant(text: string): ParsedInstant | undefined {
  if (text.length > 64) return undefined;
  const match = EXTENDED.exec(text) ?? BASIC.exec(text);
  if (match === null) return undefined;
  const [, y, mo, d, h, mi, s, frac, zone] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = h === undefined ? 0 : Number(h);
  const minute = mi === undefined ? 0 : Number(mi);
  const second = s === undefined ? 0 : Number(s);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const milli = frac === undefined ? 0 : Number(frac.slice(0, 3).padEnd(3, '0'));
  let offsetMinutes = 0;
  let hasNumericOffset = false;
  if (zone !== undefined && zone !== 'Z' && zone !== 'z') {
    const digits = zone.slice(1).replace(':', '');
    const offHours = Number(digits.slice(0, 2));
    const offMinutes = digits.length > 2 ? Number(digits.slice(2, 4)) : 0;
    if (offHours > 23 || offMinutes > 59) return undefined;
    offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (offHours * 60 + offMinutes);
    hasNumericOffset = true;
  }
  const wallMs = utcMs(year, month, day, hour, minute, second, milli);
  if (Number.isNaN(wallMs)) return undefined;
  return { ms: wallMs - offsetMinutes * 60_000, wallMs, hasNumericOffset, hasFraction: frac !== undefined };
}

export type TimestampStyle = 'utc-seconds' | 'utc-millis-offset' | 'local-plus-two' | 'no-zone';

/** Styles of instants held in microseconds: the default styles, plus six or three fraction digits and Go's trimmed one. */
export type MicroStyle = TimestampStyle | 'utc-micros' | 'utc-millis' | 'utc-trimmed-fraction';

/** Formats an instant held in microseconds; whole-second styles drop the fraction as formatInstant does. */
export function formatMicros(us: number, style: MicroStyle): string {
  const ms = Math.floor(us / 1000);
  const micros = String(us - Math.floor(us / 1_000_000) * 1_000_000).padStart(6, '0');
  const wall = new Date(ms).toISOString().slice(0, 19);
  switch (style) {
    case 'utc-micros':
      return `${wall}.${micros}Z`; // Python/Django and Postgres: six digits
    case 'utc-millis':
      return new Date(ms).toISOString(); // JavaScript's Date: three digits, always
    case 'utc-trimmed-fraction': {
      const trimmed = micros.replace(/0+$/, ''); // Go's time.RFC3339Nano: trailing zeros dropped, no dot when whole
      return trimmed === '' ? `${wall}Z` : `${wall}.${trimmed}Z`;
    }
    default:
      return formatInstant(ms, style);
  }
}

/** Formats an instant; `utc-seconds` (`2024-08-02T23:15:26Z`) is the default style of this server. */
export function formatInstant(ms: number, style: TimestampStyle): string {
  switch (style) {
    case 'utc-seconds':
      return `${new Date(ms).toISOString().slice(0, 19)}Z`;
    case 'utc-millis-offset':
      return `${new Date(ms).toISOString().slice(0, 23)}+00:00`;
    case 'local-plus-two':
      return `${new Date(ms + 2 * 3_600_000).toISOString().slice(0, 19)}+02:00`;
    case 'no-zone':
      return new Date(ms).toISOString().slice(0, 19);
  }
}
