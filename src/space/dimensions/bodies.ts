// The body of a create or an update: how it is framed (RFC 9112 6), the type of its top-level JSON value (RFC 8259),
// and the media type it is labelled with (RFC 9110 8.3). Spec 4.2 and 4.3 ask for a JSON object; spec 2.1.6 says an
// update that omits metadata leaves it unchanged, so an update refused or read as "nothing supplied" are both right.

import { dimension, type SpaceClass } from '../model.js';

/** A body sent to POST /orders or to PUT of the run's own order. */
export interface BodyCase {
  readonly method: 'POST' | 'PUT';
  /**
   * What is sent: `order` a valid body (a fresh reference on a create, `{"metadata": {<key>: <value>}}` on an update),
   * `none` no body at all, `empty` zero bytes, `whitespace` blanks only, or a JSON text written as it is.
   */
  readonly body: 'order' | 'none' | 'empty' | 'whitespace' | { readonly json: string; readonly encoding?: 'latin1' };
  readonly framing: 'content-length' | 'chunked';
}

const CL = 'content-length' as const;

export const BODY_FRAMING = dimension<BodyCase>({
  id: 'body-framing',
  name: 'Body framing',
  varies: 'whether a body is sent and how its length is told: Content-Length, chunked, none, zero bytes, blanks',
  location: 'update-body',
  sources: [
    { document: 'RFC 9112', section: '6', says: 'a body is framed by Content-Length or by the chunked coding' },
    { document: 'RFC 9112', section: '7.1', says: 'a recipient MUST be able to parse the chunked coding' },
    {
      document: 'spec',
      section: '2.1.6',
      says: 'when metadata is omitted entirely, the existing metadata is unchanged',
    },
    { document: 'spec', section: '4.2', says: 'Request body: JSON object with reference (string)' },
  ],
  classes: [
    {
      name: 'create-content-length',
      kind: 'valid',
      value: { method: 'POST', body: 'order', framing: CL },
      expect: 'accepted',
      sentBy: 'ORD-CREATE-LISTED',
    },
    {
      name: 'update-chunked',
      kind: 'valid',
      value: { method: 'PUT', body: 'order', framing: 'chunked' },
      expect: 'honest-or-400',
      why: 'the same update, its length told by the chunked coding: applied as sent, or refused',
    },
    {
      name: 'create-no-body',
      kind: 'invalid',
      value: { method: 'POST', body: 'none', framing: CL },
      expect: 'open',
      why: 'no reference and no media type: refused with 400 or 415, judged by the invariants',
    },
    {
      name: 'create-empty',
      kind: 'invalid',
      value: { method: 'POST', body: 'empty', framing: CL },
      expect: 'invalid',
      sentBy: 'ERR-INVALID-JSON-400',
    },
    {
      name: 'create-whitespace',
      kind: 'invalid',
      value: { method: 'POST', body: 'whitespace', framing: CL },
      expect: 'invalid',
      why: 'blanks are no JSON text (RFC 8259 2)',
      sentBy: 'ERR-INVALID-JSON-400',
    },
    {
      name: 'update-no-body',
      kind: 'boundary',
      value: { method: 'PUT', body: 'none', framing: CL },
      expect: 'honest-or-400',
      why: 'nothing supplied: refused, or the metadata unchanged (2.1.6)',
    },
    {
      name: 'update-empty',
      kind: 'boundary',
      value: { method: 'PUT', body: 'empty', framing: CL },
      expect: 'honest-or-400',
      why: 'zero bytes: refused, or the metadata unchanged (2.1.6)',
    },
    {
      name: 'update-whitespace',
      kind: 'boundary',
      value: { method: 'PUT', body: 'whitespace', framing: CL },
      expect: 'honest-or-400',
      why: 'blanks: refused, or read as nothing supplied and the metadata unchanged (2.1.6)',
    },
  ],
  invariants: ['no-server-error', 'no-error-under-2xx', 'error-body', 'write-as-modelled'],
  judgedBy: ['META-OMITTED-UNCHANGED/body-framing', 'ERR-NO-SERVER-ERROR/update-body', 'ERR-BODY-BAD-INPUT'],
});

const top = (
  name: string,
  method: 'POST' | 'PUT',
  json: string,
  extra: Partial<SpaceClass<BodyCase>> = {},
): SpaceClass<BodyCase> => ({
  name,
  kind: 'invalid' as const,
  value: { method, body: { json }, framing: CL },
  expect: method === 'POST' ? 'invalid' : 'honest-or-400',
  ...(method === 'POST' ? { sentBy: 'ORD-CREATE-BODY-OBJECT-400' } : {}),
  ...extra,
});

export const JSON_TOP_LEVEL = dimension<BodyCase>({
  id: 'json-top-level',
  name: 'Top-level JSON type of the body',
  varies: 'the type of the JSON value a create or update sends: object, null, array, string, number, boolean',
  location: 'create-body',
  sources: [
    { document: 'RFC 8259', section: '2', says: 'a JSON text is a serialized value of any type' },
    { document: 'spec', section: '4.2', says: 'Request body: JSON object with reference (string)' },
    { document: 'spec', section: '4.3', says: 'Request body: JSON object with optional metadata' },
  ],
  classes: [
    {
      name: 'object',
      kind: 'valid',
      value: { method: 'POST', body: 'order', framing: CL },
      expect: 'accepted',
      sentBy: 'ORD-CREATE-LISTED',
    },
    top('create-null', 'POST', 'null', { why: 'no object, no reference: a 400 (7), never a dropped connection' }),
    top('create-array', 'POST', '[]', { why: 'an empty list is no order' }),
    top('create-array-of-order', 'POST', '[{"reference":"{ref}"}]', { why: 'an order wrapped in a list' }),
    top('create-string', 'POST', '"{ref}"', { why: 'a JSON string is no object' }),
    top('create-number', 'POST', '42', { why: 'a number is no object' }),
    top('create-true', 'POST', 'true', { why: 'a boolean is no object' }),
    top('create-false', 'POST', 'false', { why: 'false is no object, though falsy' }),
    top('update-null', 'PUT', 'null', { kind: 'boundary', why: 'refused, or read as nothing supplied (2.1.6)' }),
    top('update-array', 'PUT', '[]', {
      expect: 'invalid',
      why: 'a list is no object',
      sentBy: 'ORD-UPDATE-BODY-OBJECT-400',
    }),
    top('update-string', 'PUT', '"metadata"', {
      expect: 'invalid',
      why: 'a JSON string is no object',
      sentBy: 'ORD-UPDATE-BODY-OBJECT-400',
    }),
    top('update-number', 'PUT', '42', {
      expect: 'invalid',
      why: 'a number is no object',
      sentBy: 'ORD-UPDATE-BODY-OBJECT-400',
    }),
    top('update-true', 'PUT', 'true', {
      expect: 'invalid',
      why: 'a boolean is no object (4.3)',
      sentBy: 'ORD-UPDATE-BODY-OBJECT-400',
    }),
    top('update-false', 'PUT', 'false', {
      expect: 'invalid',
      why: 'false is no object, though falsy (4.3)',
      sentBy: 'ORD-UPDATE-BODY-OBJECT-400',
    }),
  ],
  invariants: ['no-server-error', 'no-error-under-2xx', 'error-body', 'no-effect', 'write-as-modelled'],
  judgedBy: [
    'ORD-CREATE-BODY-OBJECT-400',
    'ORD-UPDATE-BODY-OBJECT-400',
    'ERR-NO-SERVER-ERROR/create-body',
    'ERR-BODY-BAD-INPUT/create-body',
  ],
});

/**
 * How the text of an update is written into bytes. Each boundary merges nothing, so whether the target refuses it or
 * reads it leniently, the order's metadata is what it was (2.1.4): the answer may differ, the state may not.
 */
export const BODY_ENCODING = dimension<BodyCase>({
  id: 'body-encoding',
  name: 'Character encoding of the body',
  varies: 'the bytes of an update that merges nothing: UTF-8, a byte-order mark first, a byte that is not UTF-8',
  location: 'update-body',
  sources: [
    { document: 'RFC 8259', section: '8.1', says: 'JSON text exchanged between systems MUST be encoded using UTF-8' },
    {
      document: 'RFC 8259',
      section: '8.1',
      says: 'a parser MAY ignore a byte order mark rather than treat it as an error',
    },
    { document: 'spec', section: '4.3', says: 'Request body: JSON object with optional metadata' },
    {
      document: 'spec',
      section: '7',
      says: 'invalid request parameters: status 400; conditions that produce 400: not shown',
    },
  ],
  classes: [
    {
      name: 'utf-8',
      kind: 'valid',
      value: { method: 'PUT', body: 'order', framing: CL },
      expect: 'accepted',
      sentBy: 'META-PROPERTY-MERGE',
    },
    {
      name: 'byte-order-mark',
      kind: 'boundary',
      value: { method: 'PUT', body: { json: '\uFEFF{"metadata": {}}' }, framing: CL },
      expect: 'honest-or-400',
      why: 'a parser may ignore the mark or refuse it (RFC 8259 8.1); either way nothing is merged',
    },
    {
      name: 'not-utf-8',
      kind: 'invalid',
      value: {
        method: 'PUT',
        body: { json: '{"metadata": {}, "osfc_note": "caf\u00e9"}', encoding: 'latin1' },
        framing: CL,
      },
      expect: 'honest-or-400',
      why: 'é as the lone byte E9 in a field 4.3 leaves open: refused, or read leniently while merging nothing',
    },
  ],
  invariants: ['no-server-error', 'no-error-under-2xx', 'error-body', 'write-as-modelled'],
  judgedBy: ['META-OMITTED-UNCHANGED/body-framing', 'ERR-NO-SERVER-ERROR/update-body', 'ERR-BODY-BAD-INPUT'],
});

/** An update body that merges nothing, written with one extension of the JSON grammar. */
const extension = (name: string, json: string, why: string): SpaceClass<BodyCase> => ({
  name,
  kind: 'boundary',
  value: { method: 'PUT', body: { json }, framing: CL },
  expect: 'honest-or-400',
  why,
});

/**
 * The syntax of the JSON text: the extensions lenient parsers accept (JSON5 and JavaScript habits, comments in
 * json-glib and Jackson's options, NaN in Python's json). RFC 8259 lets a parser accept them or not, so each is refused
 * with 400 or read as the object it spells; each merges nothing, so the order is what it was either way (2.1.4).
 */
export const JSON_SYNTAX = dimension<BodyCase>({
  id: 'json-syntax',
  name: 'Extensions of the JSON grammar',
  varies: 'an update merging nothing, written with a trailing comma, a comment, single quotes, a bare name, NaN...',
  location: 'update-body',
  sources: [
    { document: 'RFC 8259', section: '9', says: 'a JSON parser MAY accept non-JSON forms or extensions' },
    { document: 'RFC 8259', section: '4', says: 'the names within an object SHOULD be unique' },
    { document: 'spec', section: '4.3', says: 'Request body: JSON object with optional metadata' },
    {
      document: 'spec',
      section: '7',
      says: 'invalid request parameters: status 400; conditions that produce 400: not shown',
    },
  ],
  classes: [
    extension('trailing-comma', '{"metadata": {},}', 'JSON5 and JavaScript allow a comma after the last member'),
    extension('block-comment', '{"metadata": {} /* osfc */}', 'json-glib and JSON5 skip comments'),
    extension('line-comment', '{"metadata": {} // osfc\n}', 'JSON5 skips a comment to the end of the line'),
    extension('single-quotes', "{'metadata': {}}", 'JSON5 and json-glib read single-quoted strings'),
    extension('bare-name', '{metadata: {}}', 'JSON5 and JavaScript read a name without quotes'),
    extension('duplicate-name', '{"metadata": {}, "metadata": {}}', 'the same name twice, the same value each time'),
    extension('nan', '{"metadata": {}, "osfc_note": NaN}', "NaN in a field 4.3 leaves open (Python's json reads it)"),
    extension('leading-zero', '{"metadata": {}, "osfc_note": 01}', 'a number with a leading zero in a field left open'),
  ],
  invariants: ['no-server-error', 'no-error-under-2xx', 'error-body', 'write-as-modelled'],
  judgedBy: ['META-OMITTED-UNCHANGED/body-framing', 'ERR-NO-SERVER-ERROR/update-body', 'ERR-BODY-BAD-INPUT'],
});

/** The Content-Type of an update that supplies `{"metadata": {}}` (nothing to merge), or none at all. */
export interface MediaTypeCase {
  readonly contentType: string | undefined;
}

export const CONTENT_TYPE = dimension<MediaTypeCase>({
  id: 'content-type',
  name: 'Media type of the body',
  varies: 'the Content-Type an update is labelled with',
  location: 'update-body',
  sources: [
    { document: 'spec', section: '4.3', says: 'Request header Content-Type: application/json' },
    { document: 'RFC 9110', section: '8.3', says: 'media types are case-insensitive and take parameters' },
    { document: 'RFC 9110', section: '15.5.16', says: '415 refuses a content a resource does not support' },
  ],
  classes: [
    { name: 'application-json', kind: 'valid', value: { contentType: 'application/json' }, expect: 'accepted' },
    {
      name: 'charset-parameter',
      kind: 'valid',
      value: { contentType: 'application/json; charset=utf-8' },
      expect: 'accepted',
      sentBy: 'ORD-JSON-MEDIA-TYPE-SPELLINGS',
    },
    { name: 'text-plain', kind: 'boundary', value: { contentType: 'text/plain' }, expect: 'open' },
    { name: 'none', kind: 'boundary', value: { contentType: undefined }, expect: 'open' },
    {
      name: 'form-urlencoded',
      kind: 'boundary',
      value: { contentType: 'application/x-www-form-urlencoded' },
      expect: 'open',
    },
    { name: 'merge-patch', kind: 'boundary', value: { contentType: 'application/merge-patch+json' }, expect: 'open' },
  ],
  invariants: ['no-server-error', 'no-error-under-2xx', 'error-body', 'write-as-modelled'],
  judgedBy: ['ERR-NO-SERVER-ERROR/update-body', 'ERR-BODY-BAD-INPUT/update-body'],
});

/** A create body of a given size: a JSON text that lacks its reference, then blanks (RFC 8259 2) up to `bytes`. */
export interface BodySizeCase {
  readonly method: 'POST';
  readonly json: string;
  readonly bytes: number;
}

const MIB = 1024 * 1024;

const overLimit = (name: string, bytes: number, why: string): SpaceClass<BodySizeCase> => ({
  name,
  kind: 'boundary',
  value: { method: 'POST', json: '{"metadata":{}}', bytes },
  expect: 'refused',
  why,
  mayClose: true,
});

export const BODY_SIZE = dimension<BodySizeCase>({
  id: 'body-size',
  name: 'Body size against body limits',
  varies: 'the length of a create body, just past the limits common servers and proxies set on request bodies',
  location: 'create-body',
  sources: [
    { document: 'spec', section: '8', says: 'maximum lengths: not shown' },
    { document: 'spec', section: '7', says: 'errors use standard HTTP status codes; the body is JSON' },
    {
      document: 'RFC 9110',
      section: '15.5.14',
      says: '413 when the content is larger than the server is willing to process; the server MAY close the connection',
    },
  ],
  classes: [
    overLimit(
      'over-1-mib',
      MIB + 1,
      'one byte past 1 MiB (nginx client_max_body_size 1m, Fastify and many body-limit middlewares): refused with 400 (no reference) or 413, with the error body',
    ),
    overLimit(
      'over-4-mib',
      4 * MIB + 1,
      'one byte past 4 MiB, beyond the 2 MB and 2.5 MB defaults of Tomcat forms and Django: refused with 400 or 413, with the error body',
    ),
  ],
  invariants: ['no-server-error', 'no-error-under-2xx', 'error-body'],
  judgedBy: ['ERR-NO-SERVER-ERROR/create-body', 'ERR-BODY-BAD-INPUT/create-body'],
});
