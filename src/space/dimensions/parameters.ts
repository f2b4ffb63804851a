// Each query parameter of GET /v2/scan_forms (spec 4.4) and its boundary set, one parameter at a time with the
// others absent. Values that depend on the account (its pages, its forms, its references) are named, not written:
// the coverage phase derives them from the forms it read.

import { dimension, type SpaceClass } from '../model.js';

/** The value of one parameter: written as it is, or derived from the account's own data. */
export type ParameterValue =
  | { readonly literal: string }
  | {
      readonly derived:
        | 'first-page'
        | 'last-page'
        | 'past-last-page'
        | 'two-past-last-page'
        | 'existing-reference'
        | 'reference-prefix'
        | 'reference-case-variant'
        | 'no-such-reference'
        | 'reference-trailing-space'
        | 'newest-form'
        | 'oldest-form'
        | 'middle-form'
        | 'one-window-left'
        | 'one-window-and-one-left'
        | 'other-account-form';
    }
  /** A reference of the account that holds a character of this QUERY_SPECIAL class. */
  | { readonly holding: QuerySpecial['name'] };

export interface ParameterCase {
  readonly parameter: 'page' | 'reference' | 'before_id' | 'after_id' | 'summary' | 'osfc_unknown';
  readonly value: ParameterValue;
}

type Extra = Partial<SpaceClass<ParameterCase>>;

const at = (parameter: ParameterCase['parameter']) => ({
  literal: (
    name: string,
    text: string,
    expect: SpaceClass['expect'],
    extra: Extra = {},
  ): SpaceClass<ParameterCase> => ({
    name,
    kind: 'boundary',
    value: { parameter, value: { literal: text } },
    expect,
    ...extra,
  }),
  derived: (
    name: string,
    derived: Extract<ParameterValue, { derived: string }>['derived'],
    expect: SpaceClass['expect'],
    extra: Extra = {},
  ): SpaceClass<ParameterCase> => ({
    name,
    kind: 'boundary',
    value: { parameter, value: { derived } },
    expect,
    ...extra,
  }),
});

/**
 * Characters a query string or a parser of one gives a meaning (RFC 3986 2.2 delimiters, form decoding, list and array
 * conventions): a reference the account holds with one is what shows a server splitting, decoding or cutting the
 * value it filters by. Each is a class of the reference dimension, derived from the account's own references.
 */
export const QUERY_SPECIAL = [
  { name: 'comma', holds: /,/, says: "a comma, a list separator (OCaml's Uri.get_query_param', Spring's arrays)" },
  { name: 'semicolon', holds: /;/, says: "a semicolon, the old pair separator (Go before 1.17, Python's parse_qs)" },
  { name: 'plus', holds: /\+/, says: 'a plus sign, a space in form decoding' },
  { name: 'space', holds: / /, says: 'a space' },
  { name: 'pair-delimiter', holds: /[&=]/, says: 'an ampersand or an equals sign, the delimiters of a pair' },
  { name: 'percent', holds: /%/, says: 'a percent sign, which a second decoding reads as an escape' },
  { name: 'gen-delimiter', holds: /[/?#]/, says: 'a slash, a question mark or a hash, delimiters of a URL' },
  { name: 'brackets', holds: /[[\]]/, says: 'a bracket, the mark of array parameters (PHP, Rails)' },
  { name: 'quote', holds: /['"\\]/, says: 'a quote or a backslash, which quoting and escaping read' },
  { name: 'non-ascii', holds: /[^\x00-\x7f]/, says: 'a character beyond ASCII, sent as UTF-8 percent escapes' },
  { name: 'control', holds: /[\x00-\x1f\x7f]/, says: 'a control character' },
] as const satisfies ReadonlyArray<{ readonly name: string; readonly holds: RegExp; readonly says: string }>;

export type QuerySpecial = (typeof QUERY_SPECIAL)[number];

const SPEC_44 = { document: 'spec', section: '4.4', says: 'the query parameters of GET /v2/scan_forms' } as const;
const SPEC_7 = { document: 'spec', section: '7', says: 'invalid request parameters: status 400' } as const;
const INVARIANTS = ['no-server-error', 'no-error-under-2xx', 'error-body', 'answer-as-modelled'] as const;
const JUDGED = ['SF-QUERY-COMBINATIONS/one-factor', 'ERR-NO-SERVER-ERROR/scan-form-query', 'ERR-BODY-BAD-INPUT'];

const page = at('page');
export const PAGE = dimension<ParameterCase>({
  id: 'page',
  name: 'page',
  varies: 'the page number: the first and last pages, past the end, zero, negative, integer limits, near-integers',
  location: 'scan-form-query',
  sources: [SPEC_44, SPEC_7, { document: 'spec', section: '8', says: 'page size: not shown' }],
  classes: [
    page.derived('first-page', 'first-page', 'accepted', { kind: 'valid', sentBy: 'SF-PAGE-WALK' }),
    page.derived('last-page', 'last-page', 'accepted', { kind: 'valid', sentBy: 'SF-PAGE-WALK' }),
    page.derived('past-last-page', 'past-last-page', 'open', { why: 'what a page past the end answers is not shown' }),
    page.derived('two-past-last-page', 'two-past-last-page', 'open', { why: 'not shown, but never a server error' }),
    page.literal('zero', '0', 'honest-or-400', { why: 'the first page when counted from 0; before the first, else' }),
    page.literal('negative', '-1', 'honest-or-400', { why: 'before any first page' }),
    page.literal('int32-max', '2147483647', 'open', { sentBy: 'SF-PAGE-LIMITS' }),
    page.literal('int64-wrap', '9223372036854775808', 'open', { sentBy: 'SF-PAGE-LIMITS' }),
    page.literal('leading-zero', '01', 'open', { sentBy: 'SF-PAGE-LIMITS' }),
    page.literal('fraction', '1.5', 'open', {
      sentBy: 'SF-PAGE-LIMITS',
      why: 'refused, or read as page 1 or page 2 as an integer rounds it: 7 leaves the conditions of 400 open',
    }),
    page.literal('exponent', '1e0', 'open'),
    page.literal('empty', '', 'open'),
    page.literal('padded', ' 1', 'open'),
    page.literal('not-a-number', 'abc', 'invalid', { kind: 'invalid', sentBy: 'SF-PARAM-TYPES-400' }),
    page.literal('trailing-letters', '2abc', 'invalid', {
      kind: 'invalid',
      sentBy: 'SF-PARAM-TYPES-400',
      why: 'no integer, though a parser that stops at the first letter (parseInt, to_i, atoi) reads 2',
    }),
  ],
  invariants: [...INVARIANTS],
  judgedBy: JUDGED,
});

const reference = at('reference');
export const REFERENCE = dimension<ParameterCase>({
  id: 'reference',
  name: 'reference',
  varies:
    'the reference filter: one the forms carry, near misses of it, one no form carries, the empty value, and references holding characters a query string gives a meaning',
  location: 'scan-form-query',
  sources: [SPEC_44, SPEC_7, { document: 'RFC 3986', section: '2.2', says: 'reserved characters delimit a URI' }],
  classes: [
    reference.derived('existing', 'existing-reference', 'accepted', { kind: 'valid', sentBy: 'SF-REFERENCE-EXACT' }),
    reference.derived('prefix', 'reference-prefix', 'honest-or-400', { sentBy: 'SF-REFERENCE-EXACT' }),
    reference.derived('case-variant', 'reference-case-variant', 'honest-or-400', { sentBy: 'SF-REFERENCE-EXACT' }),
    reference.derived('trailing-space', 'reference-trailing-space', 'honest-or-400'),
    reference.derived('no-such-reference', 'no-such-reference', 'accepted', { sentBy: 'SF-QUERY-COMBINATIONS' }),
    reference.literal('empty', '', 'open', { why: 'no filter, or a filter no form passes: not shown' }),
    ...QUERY_SPECIAL.map((special): SpaceClass<ParameterCase> => ({
      name: `holding-${special.name}`,
      kind: 'boundary',
      value: { parameter: 'reference', value: { holding: special.name } },
      expect: 'accepted',
      why: `a reference of the account holding ${special.says}: exact match on the whole value (4.4)`,
    })),
  ],
  invariants: [...INVARIANTS],
  judgedBy: JUDGED,
});

const cursor = (parameter: 'before_id' | 'after_id') => {
  const c = at(parameter);
  return dimension<ParameterCase>({
    id: parameter.replace('_', '-'),
    name: parameter,
    varies: `the ${parameter} cursor: the newest, oldest and middle forms, a cursor leaving exactly one window, unknown ids`,
    location: 'scan-form-query',
    sources: [SPEC_44],
    classes: [
      c.derived('middle-form', 'middle-form', 'accepted', { kind: 'valid', sentBy: 'SF-BEFORE-ID' }),
      c.derived('newest-form', 'newest-form', 'accepted'),
      c.derived('oldest-form', 'oldest-form', 'accepted'),
      c.derived('one-window-left', 'one-window-left', 'accepted', {
        why: 'exactly one answer of forms lies beyond the cursor: has_more is false',
      }),
      c.derived('one-window-and-one-left', 'one-window-and-one-left', 'accepted', {
        why: 'one form more than an answer holds lies beyond the cursor: has_more is true',
      }),
      c.literal('unknown', 'sf_osfc_no_such_form', 'open', { sentBy: 'SF-UNKNOWN-CURSOR' }),
      c.literal('empty', '', 'open'),
      c.derived('other-account-form', 'other-account-form', 'open', {
        why: "another account's form is no form of this key's: answered as an unknown cursor",
        notSent: "the other account's ids are judged by ISO-SF-OWN-FORMS, which reads them",
      }),
    ],
    invariants: [...INVARIANTS],
    judgedBy: JUDGED,
  });
};

export const BEFORE_ID = cursor('before_id');
export const AFTER_ID = cursor('after_id');

const summary = at('summary');
export const SUMMARY = dimension<ParameterCase>({
  id: 'summary',
  name: 'summary',
  varies: 'the summary flag: true and false, and the spellings of booleans other stacks accept',
  location: 'scan-form-query',
  sources: [SPEC_44, SPEC_7],
  classes: [
    summary.literal('true', 'true', 'accepted', { kind: 'valid', sentBy: 'SF-SUMMARY-LIGHTER' }),
    summary.literal('false', 'false', 'accepted', { kind: 'valid', sentBy: 'SF-SUMMARY-FULL' }),
    summary.literal('upper-case', 'TRUE', 'open'),
    summary.literal('one', '1', 'open'),
    summary.literal('zero', '0', 'open'),
    summary.literal('yes', 'yes', 'open'),
    summary.literal('empty', '', 'open'),
    summary.literal('not-a-boolean', 'maybe', 'open', { kind: 'invalid', sentBy: 'ERR-BODY-400' }),
  ],
  // Which spellings mean true is not shown, so a 2xx is judged by the invariants only, not by the listing's shape.
  invariants: ['no-server-error', 'no-error-under-2xx', 'error-body'],
  judgedBy: ['ERR-NO-SERVER-ERROR/scan-form-query', 'ERR-BODY-BAD-INPUT', 'ERR-NO-ERROR-UNDER-2XX'],
});

const unknown = at('osfc_unknown');
export const OTHER_PARAMETERS = dimension<ParameterCase>({
  id: 'other-parameters',
  name: 'Parameters the spec does not name',
  varies: 'a parameter of a name spec 4.4 does not list',
  location: 'scan-form-query',
  sources: [SPEC_44, SPEC_7],
  classes: [
    unknown.literal('unknown-name', '1', 'honest-or-400', { why: 'ignored, or refused as an invalid parameter' }),
  ],
  invariants: [...INVARIANTS],
  judgedBy: JUDGED,
});
