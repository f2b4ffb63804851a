// Percent-escapes in the update path and the scan form query (RFC 3986 2.1) and the octets they stand for (RFC 3629):
// each malformed form a decoder meets, sent once per run, so a decoder that throws is caught on every seed.

import { dimension, type Dimension, type Source, type SpaceClass } from '../model.js';

/** An escape written as sent, undecoded: after the reference in the update path, or as a query value. */
export interface PathEscape {
  readonly escape: string;
}

const malformed = (name: string, escape: string, why: string): SpaceClass<PathEscape> => ({
  name,
  kind: 'invalid',
  value: { escape },
  expect: 'open',
  why: `${why}: it decodes to no string, and the spec names no answer for that (7 shows 400 and no other condition)`,
  // Go's net/http, Jetty and libsoup refuse a target they cannot decode with their own 400 before any route.
  beforeTheApi: true,
});

const CLASSES: ReadonlyArray<SpaceClass<PathEscape>> = [
  malformed('lone-percent', '%', 'a percent sign with no digits'),
  malformed('percent-percent', '%%', 'a percent sign escaping nothing, twice'),
  malformed('one-non-hex-digit', '%z', 'one digit, not hexadecimal'),
  malformed('two-non-hex-digits', '%zz', 'two digits, neither hexadecimal'),
  malformed('first-digit-not-hex', '%G1', 'a first digit beyond F'),
  malformed('truncated-two-octets', '%C3', 'the lead octet of a two-octet UTF-8 sequence alone'),
  malformed('truncated-three-octets', '%E2%82', 'a three-octet UTF-8 sequence cut after two'),
  malformed('never-utf-8', '%FF', 'an octet that never occurs in UTF-8'),
  malformed('overlong', '%C0%AF', 'an overlong encoding of "/" (RFC 3629 3 forbids it)'),
  malformed('encoded-surrogate', '%ED%A0%80', 'a UTF-16 surrogate encoded as UTF-8 (RFC 3629 3 forbids it)'),
];

const SOURCES: readonly Source[] = [
  { document: 'RFC 3986', section: '2.1', says: 'a percent-encoding is "%" followed by two hexadecimal digits' },
  { document: 'RFC 3986', section: '2.5', says: 'characters beyond ASCII are UTF-8 octets, percent-encoded' },
];

/** A dimension of the escapes at one place, judged there by the invariants that hold for any answer (spec 7). */
function escapesAt(
  location: 'update-path' | 'scan-form-query',
  d: Pick<Dimension<PathEscape>, 'id' | 'name' | 'varies'> & { says: Source; valid?: SpaceClass<PathEscape> },
): Dimension<PathEscape> {
  return dimension<PathEscape>({
    id: d.id,
    name: d.name,
    varies: d.varies,
    location,
    sources: [...SOURCES, d.says],
    classes: [...(d.valid === undefined ? [] : [d.valid]), ...CLASSES],
    invariants: ['no-server-error', 'no-error-under-2xx', 'error-body'],
    judgedBy: ['ERR-NO-SERVER-ERROR', 'ERR-NO-ERROR-UNDER-2XX', 'ERR-BODY-BAD-INPUT'].map((id) => `${id}/${location}`),
  });
}

export const PATH_ESCAPE = escapesAt('update-path', {
  id: 'path-escape',
  name: 'Percent-escapes in the update path',
  varies: 'an escape after the reference in the update path: well-formed, not an escape, or octets that are no UTF-8',
  says: { document: 'spec', section: '4.3', says: 'the identifier is the order reference (a string)' },
  valid: {
    name: 'well-formed',
    kind: 'valid',
    value: { escape: '%41' },
    expect: 'accepted',
    sentBy: 'ORD-PATH-REFERENCE-ENCODED',
  },
});

export const QUERY_ESCAPE = escapesAt('scan-form-query', {
  id: 'query-escape',
  name: 'Percent-escapes in the scan form query',
  varies: 'the value of reference in GET /scan_forms: an escape that is no escape, or octets that are no UTF-8',
  says: { document: 'spec', section: '4.4', says: 'reference (string): exact match on the reference' },
});

/** The malformed escapes, for the generated inputs that combine one with what follows it. */
export const MALFORMED_ESCAPES: readonly string[] = CLASSES.map((c) => c.value.escape);
