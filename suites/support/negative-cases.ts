// The negative layer's input classes as rows: for each place a client puts data (the update path, the create and
// update bodies, each scan form query parameter, the Authorization header), a generator of bad values and the request.

import fc from 'fast-check';
import type { ApiRequest } from '../../src/http/client.js';
import { MALFORMED_ESCAPES } from '../../src/space/dimensions/escapes.js';

/** Where the generated value goes; each is a part of the negative requirements. */
export type NegativeLocation = 'update-path' | 'create-body' | 'update-body' | 'scan-form-query' | 'authorization';

export const NEGATIVE_LOCATIONS: readonly NegativeLocation[] = [
  'update-path',
  'create-body',
  'update-body',
  'scan-form-query',
  'authorization',
];

/** What a row's request may use. References are drawn when the request is built, never before. */
export interface NegativeInputs {
  /** A fresh reference in the run's namespace (4.2 on a shared account). */
  readonly ref: (label: string) => string;
  /** The first enabled metadata key, or a valid key no account enables when none is configured. */
  readonly key: string;
  /** The run's own order that the update bodies address. */
  readonly target: string;
}

/** One input class: a generator of values (shrinkable: no map, so fast-check can shrink a value it did not draw). */
export interface NegativeRow {
  readonly location: NegativeLocation;
  /** The input class in a few words, as a failure names it. */
  readonly input: string;
  readonly arbitrary: fc.Arbitrary<unknown>;
  /** The request one generated value makes. */
  readonly request: (value: unknown, inputs: NegativeInputs) => ApiRequest;
  /** The generated value as a failure shows it: short, exact where it is short. */
  readonly show: (value: unknown) => string;
  /**
   * Refused by common HTTP servers before any route runs (Go's net/http, Tomcat, nginx answer an invalid request
   * target with their own 400): such a 400 need not carry the API's error body.
   */
  readonly beforeTheApi?: true;
  /**
   * A header value that is no HTTP (bytes outside printable ASCII, RFC 9110 5.5): it may be refused as a malformed
   * request, 400 with the error body, as well as with 401 (the ruling on such Bearer tokens).
   */
  readonly notHttp?: true;
}

function row<T>(r: {
  location: NegativeLocation;
  input: string;
  arbitrary: fc.Arbitrary<T>;
  request: (value: T, inputs: NegativeInputs) => ApiRequest;
  show: (value: T) => string;
  beforeTheApi?: true;
  notHttp?: true;
}): NegativeRow {
  return r as unknown as NegativeRow;
}

/** A long text shown by its length: `"x"×70000`. */
function long(ch: string, n: number): string {
  return `${JSON.stringify(ch)}×${n}`;
}

const clip = (text: string, max = 80): string => (text.length > max ? `${text.slice(0, max)}…` : text);
/** Every character outside printable ASCII as its \\u escape, so a failure shows what was sent. */
const escaped = (text: string): string =>
  text.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Code points beyond ASCII, never a surrogate (those are sent as escapes by the rows that mean them). */
const nonAscii = fc.array(
  fc.integer({ min: 0xa0, max: 0x2ffff }).filter((cp) => cp < 0xd800 || cp > 0xdfff),
  { minLength: 1, maxLength: 6 },
);
const fromCodePoints = (cps: readonly number[]): string => String.fromCodePoint(...cps);

/** Values a parser reads badly: an escape of no character, text no store holds, a name that is not a key. */
const ODD_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  '',
  'clé',
  'Gift_Note',
  'a.b',
  'a b',
  '$where',
  'k'.repeat(1500),
];
const EXTREME_JSON = ['1e999', '-0', '123456789012345678901234567890', '"\\u0000"', 'null', '[]', '{"a":{"b":{}}}'];
const SCAN_FORM_PARAMETERS = [
  'reference',
  'start_datetime',
  'end_datetime',
  'page',
  'before_id',
  'after_id',
  'summary',
] as const;
/** Two values of each parameter, both well formed, for the row that repeats a parameter. */
const TWO_VALUES: Readonly<Record<(typeof SCAN_FORM_PARAMETERS)[number], readonly [string, string]>> = {
  reference: ['a', 'b'],
  start_datetime: ['2024-01-01T00:00:00Z', '2025-01-01T00:00:00Z'],
  end_datetime: ['2030-01-01T00:00:00Z', '2024-06-01T00:00:00Z'],
  page: ['1', '2'],
  before_id: ['sf_a', 'sf_b'],
  after_id: ['sf_a', 'sf_b'],
  summary: ['true', 'false'],
};

/** A deeply nested JSON array, as text: `[[[…]]]`. */
const nested = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Valid key names, one per index: lowercase letters only (2.1.1). */
function keyName(i: number): string {
  let name = '';
  let n = i;
  do {
    name = String.fromCharCode(97 + (n % 26)) + name;
    n = Math.floor(n / 26);
  } while (n > 0);
  return `osfc_${name}`;
}

const manyKeys = (count: number, value: string | null): Record<string, string | null> =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [keyName(i), value]));

const create = (json: unknown): ApiRequest => ({ api: 'orders', method: 'POST', path: '/orders', json });
const createRaw = (rawBody: string): ApiRequest => ({ api: 'orders', method: 'POST', path: '/orders', rawBody });
const update = (target: string, body: { json: unknown } | { rawBody: string }): ApiRequest => ({
  api: 'orders',
  method: 'PUT',
  path: `/orders/${encodeURIComponent(target)}`,
  ...body,
});
const list = (query: ApiRequest['query']): ApiRequest => ({
  api: 'scan-forms',
  method: 'GET',
  path: '/scan_forms',
  ...(query === undefined ? {} : { query }),
});

/** PUT /orders/<a fresh reference><suffix>: the suffix sent as written (escapes included), the body valid. */
function putPath(suffix: string, inputs: NegativeInputs): ApiRequest {
  const path = `/orders/${encodeURIComponent(inputs.ref('neg-path'))}${suffix}`;
  return { api: 'orders', method: 'PUT', path, json: { metadata: {} } };
}

const UPDATE_PATH_ROWS: readonly NegativeRow[] = [
  row({
    location: 'update-path',
    input: 'a reference of 1,500 to 3,000 characters',
    arbitrary: fc.integer({ min: 1500, max: 3000 }),
    request: (n, inputs) => putPath('x'.repeat(n), inputs),
    show: (n) => `<reference>${long('x', n)}`,
  }),
  row({
    location: 'update-path',
    input: 'non-ASCII characters, percent-encoded as UTF-8',
    arbitrary: nonAscii,
    request: (cps, inputs) => putPath(encodeURIComponent(fromCodePoints(cps)), inputs),
    show: (cps) => `<reference>${encodeURIComponent(fromCodePoints(cps))}`,
  }),
  row({
    location: 'update-path',
    input: 'a malformed percent-escape',
    arbitrary: fc.tuple(fc.constantFrom(...MALFORMED_ESCAPES), fc.constantFrom('', 'x', '%41')),
    request: ([escape, tail], inputs) => putPath(`${escape}${tail}`, inputs),
    show: ([escape, tail]) => `<reference>${escape}${tail}`,
    beforeTheApi: true,
  }),
  row({
    location: 'update-path',
    input: 'an escaped control character',
    arbitrary: fc.oneof(fc.integer({ min: 0, max: 31 }), fc.constant(127)),
    request: (code, inputs) => putPath(`%${code.toString(16).padStart(2, '0').toUpperCase()}x`, inputs),
    show: (code) => `<reference>%${code.toString(16).padStart(2, '0').toUpperCase()}x`,
  }),
  row({
    location: 'update-path',
    input: 'escaped reserved characters',
    arbitrary: fc.array(fc.constantFrom('%2F', '%3B', '%3F', '%23', '%20', '%2E', '%5C', '%25', '+'), {
      minLength: 1,
      maxLength: 4,
    }),
    request: (parts, inputs) => putPath(parts.join(''), inputs),
    show: (parts) => `<reference>${parts.join('')}`,
  }),
];

/** The tails of the odd references: control, invisible and unpaired characters, alone and together. */
const ODD_REFERENCE_TAILS: ReadonlyArray<readonly string[]> = [
  ['\u0000'],
  ['\ud800'],
  ['\udfff', '\n'],
  ['\u202e', '\t'],
  ['\ufeff', '\u200b'],
  ['🙂', '\u0000', '\ud800'],
];

/** The metadata key a value row uses: the enabled one when there is one, so the value is stored, not dropped. */
const huge = fc.integer({ min: 65_536, max: 80_000 });

const CREATE_BODY_ROWS: readonly NegativeRow[] = [
  row({
    location: 'create-body',
    // A few lengths, not any: each is a reference the account keeps for good once a target accepts it.
    input: 'a reference of 1,500 to 5,000 characters',
    arbitrary: fc.constantFrom(1500, 2049, 4097, 5000),
    request: (n, { ref }) => create({ reference: `${ref('neg-long')}${'x'.repeat(n)}` }),
    show: (n) => `"reference": <reference>${long('x', n)}`,
  }),
  row({
    location: 'create-body',
    input: 'a reference holding control, invisible or unpaired characters',
    // A fixed set, every character in one of them: each is a reference the account keeps once a target accepts it.
    arbitrary: fc.constantFrom(...ODD_REFERENCE_TAILS),
    request: (chars, { ref }) => create({ reference: `${ref('neg-odd')}${chars.join('')}` }),
    show: (chars) => `"reference": <reference>${escaped(chars.join(''))}`,
  }),
  row({
    location: 'create-body',
    input: 'a reference of the wrong type (an array holding it)',
    arbitrary: fc.integer({ min: 1, max: 3 }),
    request: (n, { ref }) => {
      const reference = ref('neg-array');
      return create({ reference: Array.from({ length: n }, () => reference) });
    },
    show: (n) => `"reference": [${Array.from({ length: n }, () => '<reference>').join(', ')}]`,
  }),
  row({
    location: 'create-body',
    input: 'a metadata value over 65,535 characters',
    arbitrary: huge,
    request: (n, { ref, key }) => create({ reference: ref('neg-huge'), metadata: { [key]: 'x'.repeat(n) } }),
    show: (n) => `"metadata": {"<key>": ${long('x', n)}}`,
  }),
  row({
    location: 'create-body',
    input: 'metadata with 300 to 1,000 keys',
    arbitrary: fc.integer({ min: 300, max: 1000 }),
    request: (n, { ref }) => create({ reference: ref('neg-keys'), metadata: manyKeys(n, 'v') }),
    show: (n) => `"metadata": {${n} keys "osfc_…": "v"}`,
  }),
  row({
    location: 'create-body',
    input: 'metadata keys no rule allows (prototype names, empty, non-ASCII, 1,500 characters)',
    arbitrary: fc.uniqueArray(fc.constantFrom(...ODD_KEYS), { minLength: 1, maxLength: 3 }),
    request: (keys, { ref }) =>
      create({ reference: ref('neg-keys'), metadata: Object.fromEntries(keys.map((k) => [k, 'v'])) }),
    show: (keys) => `"metadata": {${keys.map((k) => `${clip(JSON.stringify(k), 30)}: "v"`).join(', ')}}`,
  }),
  row({
    location: 'create-body',
    // Always 1,000 levels: past the default limits of common parsers (Ruby's 100, Python's recursion near 1,000),
    // so no seed misses a parser whose limit error reaches the client as a 500.
    input: 'a metadata value nested 1,000 levels deep',
    arbitrary: fc.constant(1000),
    request: (depth, { ref, key }) =>
      createRaw(
        `{"reference":${JSON.stringify(ref('neg-deep'))},"metadata":{${JSON.stringify(key)}:${nested(depth)}}}`,
      ),
    show: (depth) => `"metadata": {"<key>": [[…]] ${depth} levels deep}`,
  }),
  row({
    location: 'create-body',
    input: 'repeated members and an unknown member of an extreme value',
    arbitrary: fc.record({ repeatReference: fc.boolean(), extreme: fc.constantFrom(...EXTREME_JSON) }),
    request: ({ repeatReference, extreme }, { ref, key }) => {
      const first = JSON.stringify(ref('neg-repeat'));
      const reference = repeatReference
        ? `"reference":${first},"reference":${JSON.stringify(ref('neg-repeat-again'))}`
        : `"reference":${first}`;
      const k = JSON.stringify(key);
      return createRaw(`{${reference},"metadata":{${k}:"a"},"metadata":{${k}:"b"},"osfc_extra":${extreme}}`);
    },
    show: ({ repeatReference, extreme }) =>
      `${repeatReference ? '"reference" twice, ' : ''}"metadata" twice, "osfc_extra": ${extreme}`,
  }),
];

const UPDATE_BODY_ROWS: readonly NegativeRow[] = [
  row({
    location: 'update-body',
    input: 'metadata null or of a scalar type',
    arbitrary: fc.constantFrom<unknown>(null, 0, -1, 1.5, true, false, 1e308),
    request: (value, { target }) => update(target, { json: { metadata: value } }),
    show: (value) => `"metadata": ${JSON.stringify(value)}`,
  }),
  row({
    location: 'update-body',
    input: 'a metadata value over 65,535 characters',
    arbitrary: huge,
    request: (n, { target, key }) => update(target, { json: { metadata: { [key]: 'x'.repeat(n) } } }),
    show: (n) => `"metadata": {"<key>": ${long('x', n)}}`,
  }),
  row({
    location: 'update-body',
    input: '300 to 1,000 keys the order does not hold, set to null',
    arbitrary: fc.integer({ min: 300, max: 1000 }),
    request: (n, { target }) => update(target, { json: { metadata: manyKeys(n, null) } }),
    show: (n) => `"metadata": {${n} keys "osfc_…": null}`,
  }),
  row({
    location: 'update-body',
    input: 'metadata keys no rule allows (prototype names, empty, non-ASCII, 1,500 characters)',
    arbitrary: fc.uniqueArray(fc.constantFrom(...ODD_KEYS), { minLength: 1, maxLength: 3 }),
    request: (keys, { target }) =>
      update(target, { json: { metadata: Object.fromEntries(keys.map((k) => [k, 'v'])) } }),
    show: (keys) => `"metadata": {${keys.map((k) => `${clip(JSON.stringify(k), 30)}: "v"`).join(', ')}}`,
  }),
  row({
    location: 'update-body',
    // Always 1,000 levels: past the default limits of common parsers (Ruby's 100, Python's recursion near 1,000),
    // so no seed misses a parser whose limit error reaches the client as a 500.
    input: 'a metadata value nested 1,000 levels deep',
    arbitrary: fc.constant(1000),
    request: (depth, { target, key }) =>
      update(target, { rawBody: `{"metadata":{${JSON.stringify(key)}:${nested(depth)}}}` }),
    show: (depth) => `"metadata": {"<key>": [[…]] ${depth} levels deep}`,
  }),
  row({
    location: 'update-body',
    input: 'repeated members, another reference and an unknown member of an extreme value',
    arbitrary: fc.constantFrom(...EXTREME_JSON),
    request: (extreme, { target, key, ref }) => {
      const k = JSON.stringify(key);
      const other = JSON.stringify(ref('neg-rename'));
      return update(target, {
        rawBody: `{"metadata":{${k}:"a"},"metadata":{${k}:"b"},"reference":${other},"osfc_extra":${extreme}}`,
      });
    },
    show: (extreme) => `"metadata" twice, "reference": <another reference>, "osfc_extra": ${extreme}`,
  }),
];

/** An ISO 8601 date-time from its fields, any of them out of range, with 0 to 20 fraction digits and any zone. */
const dateTime = fc.record({
  name: fc.constantFrom('start_datetime', 'end_datetime'),
  year: fc.integer({ min: 0, max: 99_999 }),
  month: fc.integer({ min: 0, max: 13 }),
  day: fc.integer({ min: 0, max: 32 }),
  hour: fc.integer({ min: 0, max: 25 }),
  minute: fc.integer({ min: 0, max: 61 }),
  second: fc.integer({ min: 0, max: 61 }),
  digits: fc.integer({ min: 0, max: 20 }),
  zone: fc.constantFrom('Z', 'z', '', '+25:00', '-00:00', '+0530', '+05', ' Z'),
});
type DateTimeFields = typeof dateTime extends fc.Arbitrary<infer T> ? T : never;

function spellDateTime(f: DateTimeFields): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const fraction = f.digits === 0 ? '' : `.${'123456789'.repeat(3).slice(0, f.digits)}`;
  const date = `${String(f.year).padStart(4, '0')}-${two(f.month)}-${two(f.day)}`;
  return `${date}T${two(f.hour)}:${two(f.minute)}:${two(f.second)}${fraction}${f.zone}`;
}

const SCAN_FORM_QUERY_ROWS: readonly NegativeRow[] = [
  row({
    location: 'scan-form-query',
    input: 'page past 2^31-1, up to 40 digits',
    arbitrary: fc.bigInt({ min: 2n ** 31n, max: 10n ** 40n }),
    request: (n) => list({ page: String(n) }),
    show: (n) => `page=${String(n)}`,
  }),
  row({
    location: 'scan-form-query',
    input: 'page near an integer (a fraction, an exponent, hex, spaces, other digits, empty)',
    arbitrary: fc.constantFrom('1.0', '1e2', '0x10', ' 1', '1 ', '-0', '١', '１', '', 'NaN', 'Infinity', '1,2', '2 2'),
    request: (page) => list({ page }),
    show: (page) => `page=${encodeURIComponent(page)}`,
  }),
  row({
    location: 'scan-form-query',
    input: 'a date-time bound with fields out of range, 0 to 20 fraction digits, odd zones',
    arbitrary: dateTime,
    request: (f) => list({ [f.name]: spellDateTime(f) }),
    show: (f) => `${f.name}=${encodeURIComponent(spellDateTime(f))}`,
  }),
  row({
    location: 'scan-form-query',
    input: 'a reference of odd characters (NUL, bidi override, non-ASCII, spaces), up to 300 of them',
    arbitrary: fc.tuple(
      fc.constantFrom('\u0000', '\u202e', 'é', '🙂', ' ', '\t', '"'),
      fc.integer({ min: 1, max: 300 }),
    ),
    request: ([ch, n]) => list({ reference: ch.repeat(n) }),
    show: ([ch, n]) => `reference=${long(ch, n)}`,
  }),
  row({
    location: 'scan-form-query',
    input: 'a cursor that is empty, 2,000 characters, quoted or no id',
    arbitrary: fc.record({
      name: fc.constantFrom('before_id', 'after_id'),
      value: fc.constantFrom('', 'sf_', `sf_${'f'.repeat(2000)}`, "sf_' OR '1'='1", 'null', '-1', 'SF_ABC', 'sf_é'),
    }),
    request: ({ name, value }) => list({ [name]: value }),
    show: ({ name, value }) => `${name}=${clip(encodeURIComponent(value), 40)}`,
  }),
  row({
    location: 'scan-form-query',
    input: 'summary neither true nor false',
    arbitrary: fc.constantFrom('TRUE', 'True', '1', '0', 'yes', '', 'true ', 'null', '[]', 't'),
    request: (summary) => list({ summary }),
    show: (summary) => `summary=${encodeURIComponent(summary)}`,
  }),
  row({
    location: 'scan-form-query',
    input: 'a parameter given twice',
    arbitrary: fc.constantFrom(...SCAN_FORM_PARAMETERS),
    request: (name) => list(TWO_VALUES[name].map((v) => [name, v] as const)),
    show: (name) => TWO_VALUES[name].map((v) => `${name}=${encodeURIComponent(v)}`).join('&'),
  }),
  row({
    location: 'scan-form-query',
    input: 'a malformed percent-escape in a parameter name or value',
    arbitrary: fc.record({
      name: fc.constantFrom(...SCAN_FORM_PARAMETERS),
      escape: fc.constantFrom(...MALFORMED_ESCAPES),
      inName: fc.boolean(),
    }),
    request: ({ name, escape, inName }) => ({
      api: 'scan-forms',
      method: 'GET',
      path: '/scan_forms',
      rawQuery: inName ? `${name}${escape}=1` : `${name}=${escape}`,
    }),
    show: ({ name, escape, inName }) => (inName ? `${name}${escape}=1` : `${name}=${escape}`),
    // libsoup parses the whole request target before any handler and answers a bad escape with a bare 400.
    beforeTheApi: true,
  }),
];

/** An Authorization header value as sent (latin1 text standing for its bytes) and as shown and typed in a shell. */
interface HeaderValue {
  readonly value: string;
  readonly shown: string;
}

/** In a double-quoted shell word (the curl command's -H "Authorization: …"). */
const shellEscape = (text: string): string => text.replace(/["\\$`]/g, (c) => `\\${c}`);

/** The endpoints the header rows take turns on: a malformed header gets 401 on every one of them (5.4). */
function withHeader(index: number, header: HeaderValue, inputs: NegativeInputs): ApiRequest {
  const auth = {
    kind: 'header',
    value: header.value,
    label: clip(header.shown, 60),
    shell: shellEscape(header.shown),
  } as const;
  switch (index % 4) {
    case 0:
      return { api: 'orders', method: 'GET', path: '/orders', auth };
    case 1:
      return { ...list(undefined), auth };
    case 2:
      return { ...create({ reference: inputs.ref('neg-auth') }), auth };
    default:
      return { ...update(inputs.ref('neg-auth'), { json: { metadata: {} } }), auth };
  }
}

/** UTF-8 bytes as the latin1 text an HTTP header carries them in. */
const asBytes = (text: string): string => Buffer.from(text, 'utf8').toString('latin1');

const HEADER_CLASSES: ReadonlyArray<{
  readonly input: string;
  readonly notHttp?: true;
  readonly arbitrary: fc.Arbitrary<unknown>;
  readonly header: (value: never) => HeaderValue;
  readonly show: (value: never) => string;
}> = [
  {
    input: 'a Bearer token of 2,000 to 4,000 characters',
    arbitrary: fc.integer({ min: 2000, max: 4000 }),
    header: (n: number) => ({ value: `Bearer osfc${'x'.repeat(n)}`, shown: `Bearer osfc${'x'.repeat(n)}` }),
    show: (n: number) => `Bearer osfc${long('x', n)}`,
  },
  {
    input: 'a Bearer token of non-ASCII characters (UTF-8 bytes)',
    notHttp: true,
    arbitrary: nonAscii,
    header: (cps: number[]) => ({
      value: `Bearer ${asBytes(fromCodePoints(cps))}`,
      shown: `Bearer ${fromCodePoints(cps)}`,
    }),
    show: (cps: number[]) => `Bearer ${fromCodePoints(cps)}`,
  },
  {
    input: 'a Bearer token shaped like a JWT whose first segment is not base64url JSON',
    arbitrary: fc.tuple(
      fc.constantFrom('', 'eyJ', '!!', '%%%', 'a'.repeat(10)),
      fc.array(fc.constantFrom('', 'eyJhbGciOiJub25lIn0', 'e30', '!!', 'a'.repeat(10)), { minLength: 1, maxLength: 4 }),
    ),
    header: ([first, rest]: [string, string[]]) => {
      const token = [first, ...rest].join('.');
      return { value: `Bearer ${token}`, shown: `Bearer ${token}` };
    },
    show: ([first, rest]: [string, string[]]) => `Bearer ${[first, ...rest].join('.')}`,
  },
  {
    input: 'the Basic scheme with credentials that are not base64 of user:password',
    arbitrary: fc.constantFrom('###', '=', 'Zm9v', '%%%', 'YQ', 'Zm9vYmFy', '////', 'a b'),
    header: (v: string) => ({ value: `Basic ${v}`, shown: `Basic ${v}` }),
    show: (v: string) => `Basic ${v}`,
  },
  {
    input: 'a header of odd structure (no token, commas, two tokens, quotes, other schemes)',
    arbitrary: fc.constantFrom(
      'Bearer',
      'Bearer ,',
      ',',
      'Bearer null',
      'Bearer undefined',
      'Bearer Bearer osfc',
      'Bearer osfc_a, Bearer osfc_b',
      '=',
      'Bearer ""',
      'Negotiate osfc',
      'Digest username="osfc"',
    ),
    header: (v: string) => ({ value: v, shown: v }),
    show: (v: string) => v,
  },
];

const AUTHORIZATION_ROWS: readonly NegativeRow[] = HEADER_CLASSES.map((c, index) =>
  row({
    location: 'authorization',
    input: c.input,
    arbitrary: c.arbitrary,
    request: (value, inputs) => withHeader(index, c.header(value as never), inputs),
    show: (value) => clip(c.show(value as never), 100),
    ...(c.notHttp === undefined ? {} : { notHttp: c.notHttp }),
  }),
);

/** Every row, by location; each is sent at least once per run. */
export const NEGATIVE_ROWS: readonly NegativeRow[] = [
  ...UPDATE_PATH_ROWS,
  ...CREATE_BODY_ROWS,
  ...UPDATE_BODY_ROWS,
  ...SCAN_FORM_QUERY_ROWS,
  ...AUTHORIZATION_ROWS,
];
