// ISO 8601 instants for the scan form oracles: read a target's timestamps exactly, compare them as instants,
// and write bounds in the target's own style. Written apart from the reference server's parser on purpose.

/** An instant as nanoseconds since the Unix epoch: exact for every fraction a JSON timestamp can carry. */
export type Instant = bigint;

export const SECOND: Instant = 1_000_000_000n;
export const MILLISECOND: Instant = 1_000_000n;
export const MICROSECOND: Instant = 1_000n;

/**
 * RFC 3339 date-times (the internet profile of ISO 8601, spec 2.2 and 4.4), read leniently because this parses
 * what a target wrote, not what it must write (the schema layer judges that): `T`, `t` or a space between date
 * and time, seconds optional, any number of fraction digits, `Z`, `z`, `±hh:mm`, `±hhmm` or `±hh`. A time without
 * a zone is read as UTC, since every timestamp of the service is UTC (2.2).
 */
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,12}))?)?(Z|z|[+-]\d{2}(?::?\d{2})?)?$/;

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one, in a leap (2000) or common (2001) year like `year`.
  return new Date(Date.UTC(isLeap(year) ? 2000 : 2001, month, 0)).getUTCDate();
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Offset of a zone designator in minutes east of UTC; undefined when it is malformed. */
function offsetMinutes(zone: string): number | undefined {
  if (zone === '' || zone === 'Z' || zone === 'z') return 0;
  const m = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone);
  if (m === null) return undefined;
  const hours = Number(m[2]);
  const minutes = m[3] === undefined ? 0 : Number(m[3]);
  if (hours > 23 || minutes > 59) return undefined;
  return (m[1] === '-' ? -1 : 1) * (hours * 60 + minutes);
}

/** Whole-minute UTC instant of a wall date and time, in seconds; handles years below 100 correctly. */
function wallSeconds(year: number, month: number, day: number, hour: number, minute: number): bigint {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, 0, 0);
  return BigInt(date.getTime() / 1000);
}

/** The instant a timestamp names, or undefined when it is not a date-time this module can read. */
export function parseInstant(text: string): Instant | undefined {
  if (text.length > 64) return undefined;
  const m = DATE_TIME.exec(text);
  if (m === null) return undefined;
  const [year, month, day, hour, minute] = [m[1], m[2], m[3], m[4], m[5]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const second = m[6] === undefined ? 0 : Number(m[6]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  // A leap second (:60) is an ISO 8601 time; it is the instant one second after :59.
  if (hour > 23 || minute > 59 || second > 60) return undefined;
  const offset = offsetMinutes(m[8] ?? '');
  if (offset === undefined) return undefined;
  const fraction = m[7] === undefined ? 0n : BigInt((m[7] + '000000000').slice(0, 9));
  const seconds = wallSeconds(year, month, day, hour, minute) + BigInt(second) - BigInt(offset * 60);
  return seconds * SECOND + fraction;
}

/** How a target writes its timestamps, so bounds sent to it look like its own values. */
export interface TimestampStyle {
  /** Fraction digits written (0 for none); more are written when an instant needs them. */
  readonly fractionDigits: number;
  /** The zone designator as written: `Z`, `+00:00`, `+02:00`, or `` for none. */
  readonly zone: string;
}

export const UTC_SECONDS: TimestampStyle = Object.freeze({ fractionDigits: 0, zone: 'Z' });

/** The style of a timestamp the target wrote; UTC seconds with `Z` when it cannot be read. */
export function styleOf(text: string): TimestampStyle {
  const m = DATE_TIME.exec(text);
  if (m === null) return UTC_SECONDS;
  const zone = m[8] === 'z' ? 'Z' : (m[8] ?? '');
  return { fractionDigits: m[7]?.length ?? 0, zone: offsetMinutes(zone) === undefined ? 'Z' : zone };
}

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

/** Writes an instant in a style; the result always parses back to the same instant. */
export function formatInstant(instant: Instant, style: TimestampStyle = UTC_SECONDS): string {
  const offset = BigInt(offsetMinutes(style.zone) ?? 0) * 60n * SECOND;
  const local = instant + offset;
  const seconds = floorDiv(local, SECOND);
  const fraction = local - seconds * SECOND;
  const wall = new Date(Number(seconds) * 1000).toISOString().slice(0, 19);
  const digits = fraction.toString().padStart(9, '0').replace(/0+$/, '');
  const width = Math.max(style.fractionDigits, digits.length);
  const frac = width === 0 ? '' : `.${digits.padEnd(width, '0')}`;
  return `${wall}${frac}${style.zone}`;
}

/** Writes an instant the way `template` (a timestamp the target wrote) is written. */
export function formatLike(template: string, instant: Instant): string {
  return formatInstant(instant, styleOf(template));
}

/**
 * The ISO 8601 spellings of one instant a client may send as a bound (spec 4.4 says only "ISO 8601"). What is expected
 * of each: it names the same instant, so it selects the same forms as the created_at value itself (SF-BOUND-INSTANT).
 */
export const INSTANT_SPELLINGS: ReadonlyArray<{ readonly description: string; readonly style: TimestampStyle }> = [
  { description: 'UTC with "Z"', style: { fractionDigits: 0, zone: 'Z' } },
  { description: 'UTC with "+00:00"', style: { fractionDigits: 0, zone: '+00:00' } },
  { description: 'UTC with milliseconds', style: { fractionDigits: 3, zone: 'Z' } },
  { description: 'the offset +02:00', style: { fractionDigits: 0, zone: '+02:00' } },
  { description: 'the offset -05:00', style: { fractionDigits: 0, zone: '-05:00' } },
  { description: 'the offset +05:30 (minutes count too)', style: { fractionDigits: 0, zone: '+05:30' } },
];

/** The instant in every spelling of INSTANT_SPELLINGS. */
export function spellingsOf(instant: Instant): ReadonlyArray<{ readonly label: string; readonly text: string }> {
  return INSTANT_SPELLINGS.map(({ description, style }) => ({
    label: description,
    text: formatInstant(instant, style),
  }));
}

/** A bound spelled with a number of fraction digits, and the instant it names. */
export interface PrecisionBound {
  readonly label: string;
  readonly instant: Instant;
  readonly text: string;
}

/**
 * Bounds around `created` at every precision (4.4: a bound is an ISO 8601 instant, whose fraction may have any
 * number of digits): `created` cut to 9 fraction digits, one unit above it at 1 and 4 digits, and the fractions .5,
 * .12, .120000 and .123456789 of its own second. Beyond six digits only whole microseconds are written (trailing
 * zeros): how a server stores a finer bound (rounded or cut to its own precision) is not shown. Bounded to seven
 * requests (the suite's request budget); the fast-check property in its test explores every digit count.
 */
export function precisionBounds(created: Instant): PrecisionBound[] {
  const second = floorDiv(created, SECOND) * SECOND;
  const write = (instant: Instant, digits: number): string =>
    formatInstant(instant, { fractionDigits: digits, zone: 'Z' });
  const bounds: PrecisionBound[] = [];
  for (const digits of [1, 4, 9]) {
    const unit = 10n ** BigInt(9 - digits);
    const step = unit > MICROSECOND ? unit : MICROSECOND;
    const cut = floorDiv(created, step) * step;
    if (digits === 9)
      bounds.push({ label: `${digits} fraction digits, at or just below`, instant: cut, text: write(cut, digits) });
    else
      bounds.push({
        label: `${digits} fraction digit(s), one unit above`,
        instant: cut + unit,
        text: write(cut + unit, digits),
      });
  }
  for (const [fraction, digits, written] of [
    [500_000_000n, 1, '.5'],
    [120_000_000n, 2, '.12'],
    [120_000_000n, 6, '.120000'],
    [123_456_789n, 9, '.123456789'],
  ] as const)
    bounds.push({
      label: `${written} of its second`,
      instant: second + fraction,
      text: write(second + fraction, digits),
    });
  return dedupe(bounds);
}

/** The first bound of each text: a whole-second instant cut at every precision repeats itself. */
function dedupe(bounds: readonly PrecisionBound[]): PrecisionBound[] {
  const seen = new Set<string>();
  return bounds.filter((b) => !seen.has(b.text) && seen.add(b.text) !== undefined);
}

/** How many fraction digits an ISO 8601 timestamp writes: 0 for whole seconds (`…:34Z`), 3 for `…:34.000Z`. */
export function fractionDigits(text: string): number {
  return /T\d{2}:?\d{2}:?\d{2}[.,](\d+)/i.exec(text)?.[1]?.length ?? 0;
}

/** Two distinct instants in one second, when any: bounds between them tell forms of one second apart. */
export function sameSecondPair(instants: readonly Instant[]): readonly [Instant, Instant] | undefined {
  const sorted = [...new Set(instants)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (let i = 1; i < sorted.length; i++)
    if (floorDiv(sorted[i - 1]!, SECOND) === floorDiv(sorted[i]!, SECOND)) return [sorted[i - 1]!, sorted[i]!];
  return undefined;
}

/**
 * A bound a fraction of a second `side` of `instant` that stays within the whole second of `instant` when it can (half
 * the way to that second's edge, in whole milliseconds, else whole microseconds), else half a second away. A bound is
 * an instant (4.4), so its fraction counts: a target that compares bounds or created_at at whole seconds keeps the
 * form such a bound excludes, which a bound in the next second would not show.
 */
export function withinItsSecond(instant: Instant, side: 'after' | 'before'): Instant {
  const fraction = ((instant % SECOND) + SECOND) % SECOND;
  const room = side === 'after' ? SECOND - fraction : fraction;
  const half = room / 2n;
  const step = [MILLISECOND, MICROSECOND].map((unit) => half - (half % unit)).find((d) => d > 0n);
  const delta = room === 0n || step === undefined ? SECOND / 2n : step;
  return side === 'after' ? instant + delta : instant - delta;
}
