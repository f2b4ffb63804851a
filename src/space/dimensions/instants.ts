// Each field of an instant written as a start_datetime or end_datetime bound (RFC 3339 5.6, ISO 8601): spellings of
// a form's own instant, which must select as that instant does, and values out of each field's range, which the spec
// lets a server refuse or read leniently but never answer with a server error or an error body under 200.

import { dimension, type SpaceClass } from '../model.js';

/** How a form's created_at is written; each spelling names the same instant, or one unit above it. */
export type InstantSpelling =
  | 'z'
  | 'lower-case-t-and-z'
  | 'space-separator'
  | 'negative-zero-offset'
  | 'offset-without-colon'
  | 'offset-hours-only'
  | 'comma-fraction'
  | 'basic-format'
  | 'seven-digits-one-unit-above'
  | 'eight-digits-one-unit-above'
  | 'nine-digits-one-unit-above'
  | 'zone-less'
  | 'date-only';

export interface InstantCase {
  /** A spelling of a form's created_at, or a text written as it is. */
  readonly bound: { readonly spelling: InstantSpelling } | { readonly text: string };
  /** Sent as start_datetime only, or as each bound in turn. */
  readonly as: 'start' | 'both';
}

const spelling = (
  name: InstantSpelling,
  expect: SpaceClass['expect'],
  why: string,
  kind: SpaceClass['kind'] = 'boundary',
): SpaceClass<InstantCase> => ({ name, kind, value: { bound: { spelling: name }, as: 'start' }, expect, why });

/** A value at the limit of a field that ISO 8601 still allows, or whose reading the spec leaves open. */
const field = (name: string, text: string, why: string): SpaceClass<InstantCase> => ({
  name,
  kind: 'boundary',
  value: { bound: { text }, as: 'both' },
  expect: 'open',
  why,
});

/**
 * A valid instant in the spec's own style (whole seconds, Z) at a limit of the calendar (a leap day, the last second
 * of a year, the last day of a 30-day month): 4.4 takes any ISO 8601 instant, so refusing one refuses the spec's request.
 */
const calendar = (name: string, text: string, why: string): SpaceClass<InstantCase> => ({
  name,
  kind: 'boundary',
  value: { bound: { text }, as: 'both' },
  expect: 'accepted',
  why,
});

/** A value that is no ISO 8601 instant at all: an invalid request parameter, refused with 400 (spec 7). */
const invalid = (name: string, text: string, why: string): SpaceClass<InstantCase> => ({
  name,
  kind: 'invalid',
  value: { bound: { text }, as: 'both' },
  expect: 'invalid',
  why: `${why}: no ISO 8601 instant`,
  sentBy: 'SF-PARAM-TYPES-400',
});

export const INSTANT = dimension<InstantCase>({
  id: 'instant',
  name: 'Fields of an instant',
  varies: 'each field of a datetime bound at its limits, the separators, the zone, the fraction digits',
  location: 'scan-form-query',
  sources: [
    { document: 'spec', section: '4.4', says: 'start_datetime, end_datetime: string (ISO 8601)' },
    { document: 'RFC 3339', section: '5.6', says: 'date-time syntax; T and Z may be lower case; a space may separate' },
    { document: 'RFC 3339', section: '4.3', says: '-00:00 is UTC with no preferred local offset' },
    { document: 'spec', section: '7', says: 'conditions that produce 400: not shown' },
  ],
  classes: [
    spelling('z', 'accepted', "the form's created_at as the target writes it", 'valid'),
    spelling('lower-case-t-and-z', 'honest-or-400', 'RFC 3339 allows lower case t and z'),
    spelling('space-separator', 'honest-or-400', 'RFC 3339 allows a space for T'),
    spelling('negative-zero-offset', 'honest-or-400', 'RFC 3339 -00:00 names the same instant'),
    spelling('offset-without-colon', 'honest-or-400', 'ISO 8601 basic offset +hhmm'),
    spelling('offset-hours-only', 'honest-or-400', 'ISO 8601 offset +hh'),
    spelling('comma-fraction', 'honest-or-400', 'ISO 8601 allows a comma before the fraction'),
    spelling('basic-format', 'honest-or-400', 'ISO 8601 basic format, no separators'),
    spelling('seven-digits-one-unit-above', 'honest-or-400', '100 ns above: the form is past the bound'),
    spelling('eight-digits-one-unit-above', 'honest-or-400', '10 ns above: the form is past the bound'),
    spelling('nine-digits-one-unit-above', 'honest-or-400', '1 ns above: the form is past the bound'),
    spelling('zone-less', 'open', 'no offset: local time of an unknown zone, or refused'),
    spelling('date-only', 'open', 'a date without a time: its first instant, or refused'),
    invalid('month-13', '2025-13-01T00:00:00Z', 'a month past December'),
    invalid('month-00', '2025-00-10T00:00:00Z', 'a month before January'),
    invalid('day-32', '2025-01-32T00:00:00Z', 'a day past any month'),
    invalid('day-00', '2025-01-00T00:00:00Z', 'a day before the first'),
    invalid('february-30', '2025-02-30T00:00:00Z', 'a day past February'),
    calendar('leap-day', '2024-02-29T12:00:00Z', 'the leap day of a year divisible by 4'),
    calendar('leap-day-of-year-2000', '2000-02-29T12:00:00Z', 'the leap day of a century divisible by 400'),
    calendar(
      'last-second-of-a-year',
      '2024-12-31T23:59:59Z',
      'each field at its largest: month, day, hour, minute, second',
    ),
    calendar('first-second-of-a-year', '2025-01-01T00:00:00Z', 'each field at its smallest'),
    calendar('last-day-of-april', '2025-04-30T12:00:00Z', 'the last day of a 30-day month'),
    invalid('april-31', '2025-04-31T00:00:00Z', 'a day past a 30-day month'),
    invalid('february-29-of-1900', '1900-02-29T00:00:00Z', 'the leap day of a century not divisible by 400'),
    invalid('february-29-common-year', '2025-02-29T00:00:00Z', 'the leap day of a common year'),
    field('hour-24', '2025-01-10T24:00:00Z', 'end of day in ISO 8601-1:2019, invalid in RFC 3339'),
    invalid('hour-25', '2025-01-10T25:00:00Z', 'an hour past the day'),
    invalid('minute-60', '2025-01-10T10:60:00Z', 'a minute past the hour'),
    field('leap-second', '2016-12-31T23:59:60Z', 'a leap second, valid in RFC 3339'),
    invalid('second-61', '2025-01-10T10:00:61Z', 'a second past any minute'),
    field(
      'offset-24-hours',
      '2025-01-10T10:00:00+24:00',
      'an offset past RFC 3339 time-numoffset, whole hours in ISO 8601',
    ),
    field('ten-fraction-digits', '2025-01-10T10:00:00.1234567891Z', 'more digits than a nanosecond'),
    invalid('slash-separated-date', '2025/01/10T10:00:00Z', 'slashes for the date separator'),
    invalid('bare-number', '1', 'a number, read by a lenient parser as a year or an epoch'),
    invalid('epoch-seconds', '1736503200', 'seconds since the epoch'),
    field('year-0000', '0000-01-01T00:00:00Z', 'the year 0 (1 BC)'),
    field('five-digit-year', '10000-01-01T00:00:00Z', 'an expanded year'),
  ],
  invariants: ['no-server-error', 'no-error-under-2xx', 'error-body', 'answer-as-modelled'],
  judgedBy: ['SF-QUERY-COMBINATIONS/one-factor', 'ERR-NO-SERVER-ERROR/scan-form-query', 'ERR-BODY-BAD-INPUT'],
});
