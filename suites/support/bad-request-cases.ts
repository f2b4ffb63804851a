// The invalid requests of spec 7 ("Invalid request parameters: status 400") as rows, apart from the code that sends
// them (bad-requests.ts): each row says what it sends and which kind of 400 it is, so adding a case is adding a row.

import { BODY_FRAMING, JSON_TOP_LEVEL, type BodyCase } from '../../src/space/dimensions/bodies.js';
import type { SpaceClass } from '../../src/space/model.js';
import type { ListQuery } from './scan-forms.js';

export type BadRequestKind =
  | 'invalid-json'
  | 'reference-missing'
  | 'reference-not-string'
  | 'create-body-not-object'
  | 'update-body-not-object'
  | 'metadata-not-object'
  | 'metadata-value-not-string'
  /** May succeed (the key ignored, 2.1.3) or fail with 400 (7); only its body is judged, when it is a 400. */
  | 'rule-breaking-key'
  /** null on create (4.2 gives strings only): may be refused or read as "no value"; never stored as null (META-VALUES-STRINGS). */
  | 'null-value-on-create'
  /** A scan form query parameter of the wrong type or refused by choice (only its body is judged, when it is a 400). */
  | 'scan-form-parameter';

/** What a row's body and description may use. A row draws its references when it is sent, never before. */
export interface CaseInputs {
  /** A fresh reference in the run's namespace. */
  readonly ref: (label: string) => string;
  /** A fresh reference of an order whose values must read back as strings (META-VALUES-STRINGS). */
  readonly valueRef: (label: string) => string;
  /** The first enabled metadata key; gift_note when none is (rows that need a real one say `needsEnabledKey`). */
  readonly key: string;
  /** Up to three enabled keys: a row sending several invalid values at once, each in a key of its own. */
  readonly keys: readonly string[];
  /** Metadata carrying a fresh reference: an order a lenient server stores anyway can still be found and listed. */
  readonly marked: (label: string) => Record<string, string>;
  /** The number sent as a reference, so a check can look for an order created under it. */
  readonly numericReference: number;
}

export type CaseBody = { readonly json: unknown } | { readonly raw: string };

export interface BadRequestCase {
  /** What is expected: the kind of invalid request, which names the requirement judging it (400 unless noted above). */
  readonly kind: BadRequestKind;
  /** POST /orders, or PUT /orders/<the existing order created first>. */
  readonly method: 'POST' | 'PUT';
  /** The request in a few words, ending "POST /orders with …". */
  readonly description: string | ((inputs: CaseInputs) => string);
  readonly body: (inputs: CaseInputs) => CaseBody;
  /** Sent only when ENABLED_METADATA_KEYS names a key: the row is about the value of an enabled key. */
  readonly needsEnabledKey?: true;
  /**
   * Its reference cannot carry the run's namespace (a number, true): an order a lenient target stores from it is
   * outside the namespace, so the row is sent only when the listing can show such an order (found by the namespace
   * in its metadata) and the run can name it for clean-up.
   */
  readonly outsideNamespace?: true;
}

/**
 * The bodies of the request space (src/space/dimensions/bodies.ts) that these rows send: JSON texts that are no object,
 * and blanks. A `{ref}` in a text is a fresh reference of the run, so an order a lenient server stores is still found.
 */
function modelRows(): BadRequestCase[] {
  const classes: Array<SpaceClass<BodyCase>> = [...BODY_FRAMING.classes, ...JSON_TOP_LEVEL.classes];
  return classes.flatMap((c): BadRequestCase[] => {
    const { method, body } = c.value;
    if (c.sentBy === 'ERR-INVALID-JSON-400' && body === 'whitespace')
      return [{ kind: 'invalid-json', method, description: 'blanks only', body: () => ({ raw: ' \r\n\t ' }) }];
    const kind =
      c.sentBy === 'ORD-CREATE-BODY-OBJECT-400'
        ? 'create-body-not-object'
        : c.sentBy === 'ORD-UPDATE-BODY-OBJECT-400'
          ? 'update-body-not-object'
          : undefined;
    if (kind === undefined || typeof body !== 'object') return [];
    return [
      {
        kind,
        method,
        description: `the JSON text ${body.json.replace('{ref}', '<reference>')} as the body`,
        body: ({ ref }) => ({ raw: body.json.replace('{ref}', ref(`body-${c.name}`)) }),
      },
    ];
  });
}

/** Sent in this order (it fixes the order references are drawn in); rows needing an enabled key come last. */
export const BAD_ORDER_REQUESTS: readonly BadRequestCase[] = [
  {
    kind: 'invalid-json',
    method: 'POST',
    description: 'a truncated JSON body',
    body: ({ ref }) => ({ raw: `{"reference": "${ref('bad-json')}", "metadata": {` }),
  },
  {
    kind: 'invalid-json',
    method: 'POST',
    description: 'a form-encoded body',
    body: ({ ref }) => ({ raw: `reference=${ref('bad-form')}` }),
  },
  { kind: 'invalid-json', method: 'POST', description: 'an empty body', body: () => ({ raw: '' }) },
  {
    // RFC 8259: a JSON text is one value; text after it makes the body not JSON, though a streaming decoder stops early.
    kind: 'invalid-json',
    method: 'POST',
    description: 'a JSON object followed by text',
    body: ({ ref }) => ({ raw: `{"reference": "${ref('bad-trailing')}"} and more` }),
  },
  { kind: 'invalid-json', method: 'PUT', description: 'a truncated JSON body', body: () => ({ raw: '{"metadata": ' }) },
  {
    kind: 'reference-missing',
    method: 'POST',
    description: 'no "reference"',
    body: ({ marked }) => ({ json: { metadata: marked('no-reference') } }),
  },
  {
    kind: 'reference-not-string',
    method: 'POST',
    description: ({ numericReference }) => `"reference": ${numericReference} (a number)`,
    body: ({ numericReference, marked }) => ({ json: { reference: numericReference, metadata: marked('ref-number') } }),
    outsideNamespace: true,
  },
  {
    kind: 'reference-not-string',
    method: 'POST',
    description: '"reference": true',
    body: ({ marked }) => ({ json: { reference: true, metadata: marked('ref-true') } }),
    outsideNamespace: true,
  },
  {
    kind: 'reference-not-string',
    method: 'POST',
    description: '"reference" an object',
    body: ({ ref }) => ({ json: { reference: { value: ref('ref-object') } } }),
  },
  {
    kind: 'metadata-not-object',
    method: 'POST',
    description: '"metadata" an array',
    body: ({ ref, key }) => ({ json: { reference: ref('meta-array'), metadata: [key] } }),
  },
  {
    kind: 'metadata-not-object',
    method: 'POST',
    description: '"metadata" a string',
    body: ({ ref, key }) => ({ json: { reference: ref('meta-string'), metadata: `${key}=x` } }),
  },
  {
    kind: 'metadata-not-object',
    method: 'PUT',
    description: '"metadata" an array',
    body: ({ key }) => ({ json: { metadata: [key] } }),
  },
  {
    kind: 'metadata-not-object',
    method: 'PUT',
    description: '"metadata" a string',
    body: () => ({ json: { metadata: 'x' } }),
  },
  ...modelRows(),
  {
    kind: 'rule-breaking-key',
    method: 'PUT',
    description: '"metadata" with the rule-breaking key "Not-A-Key"',
    body: () => ({ json: { metadata: { 'Not-A-Key': 'x' } } }),
  },
  {
    kind: 'metadata-value-not-string',
    method: 'POST',
    description: ({ key }) => `"${key}": 42 (a number)`,
    body: ({ valueRef, key }) => ({ json: { reference: valueRef('value-number'), metadata: { [key]: 42 } } }),
    needsEnabledKey: true,
  },
  {
    kind: 'metadata-value-not-string',
    method: 'POST',
    description: ({ key }) => `"${key}": true`,
    body: ({ valueRef, key }) => ({ json: { reference: valueRef('value-boolean'), metadata: { [key]: true } } }),
    needsEnabledKey: true,
  },
  {
    kind: 'metadata-value-not-string',
    method: 'POST',
    description: ({ key }) => `"${key}": an object`,
    body: ({ valueRef, key }) => ({
      json: { reference: valueRef('value-object'), metadata: { [key]: { text: 'x' } } },
    }),
    needsEnabledKey: true,
  },
  {
    kind: 'null-value-on-create',
    method: 'POST',
    description: ({ key }) => `"${key}": null`,
    body: ({ valueRef, key }) => ({ json: { reference: valueRef('value-null'), metadata: { [key]: null } } }),
    needsEnabledKey: true,
  },
  {
    // Several invalid values in one request: a validator that collects every error takes another road than one.
    kind: 'metadata-value-not-string',
    method: 'POST',
    description: ({ keys }) => `${keys.map((k, i) => `"${k}": ${i + 1}`).join(', ')} (every value a number)`,
    body: ({ valueRef, keys }) => ({
      json: { reference: valueRef('values-numbers'), metadata: Object.fromEntries(keys.map((k, i) => [k, i + 1])) },
    }),
    needsEnabledKey: true,
  },
  {
    kind: 'metadata-value-not-string',
    method: 'PUT',
    description: ({ keys }) => `${keys.map((k) => `"${k}": false`).join(', ')} (every value false)`,
    body: ({ keys }) => ({ json: { metadata: Object.fromEntries(keys.map((k) => [k, false])) } }),
    needsEnabledKey: true,
  },
  {
    kind: 'metadata-value-not-string',
    method: 'PUT',
    description: ({ key }) => `"${key}": 42 (a number)`,
    body: ({ key }) => ({ json: { metadata: { [key]: 42 } } }),
    needsEnabledKey: true,
  },
  {
    kind: 'metadata-value-not-string',
    method: 'PUT',
    description: ({ key }) => `"${key}": an array`,
    body: ({ key }) => ({ json: { metadata: { [key]: ['x'] } } }),
    needsEnabledKey: true,
  },
  {
    // A valid value before the invalid one: a merge that validates while it writes stores the first, then refuses.
    kind: 'metadata-value-not-string',
    method: 'PUT',
    description: ({ keys }) => `"${keys[0]}": a string, then "${keys.at(-1)}": 42 (a string before a number)`,
    body: ({ keys }) => ({
      json: { metadata: { [keys[0]!]: 'written by an update refused with 400', [keys.at(-1)!]: 42 } },
    }),
    needsEnabledKey: true,
  },
];

/**
 * GET /v2/scan_forms with parameters no reading of spec 4.4 accepts, or that a server may refuse (7: conditions that
 * give 400 are not shown). What is expected: any answer; ERR-BODY-400 judges the body of each that answers 400.
 */
export const BAD_SCAN_FORM_QUERIES: ReadonlyArray<{ readonly description: string; readonly query: ListQuery }> = [
  { description: 'page not a number', query: { page: 'abc' } },
  { description: 'page a fraction', query: { page: '1.5' } },
  { description: 'page negative', query: { page: '-1' } },
  { description: 'start_datetime not a date', query: { start_datetime: 'not-a-date' } },
  { description: 'end_datetime with fields out of range', query: { end_datetime: '2024-13-45T99:99:99Z' } },
  { description: 'summary neither true nor false', query: { summary: 'maybe' } },
  { description: 'before_id no form has', query: { before_id: 'osfc-not-a-form' } },
];

/**
 * The same parameter twice (Go's and Rails' readers differ on which wins; a server may refuse it), expected as the
 * queries above: any answer, its body judged when it is a 400.
 */
export const REPEATED_SCAN_FORM_PARAMETER = {
  description: 'page given twice',
  query: [
    ['page', '1'],
    ['page', '2'],
  ],
} as const satisfies { description: string; query: ReadonlyArray<readonly [string, string]> };
