// Runs every recorded ancestor-API body through its schema and asserts the exact set of violations.
// Expectations were derived by reading each body against the spec, so a missed or an invented deviation fails.
import { describe, expect, it } from 'vitest';
import { validate, type SchemaViolation, type ShapeName } from '../../src/schema/validate.js';
import { provenanceEntries, readRealdata, realdataFiles } from './realdata.js';

interface Expected {
  path: string;
  clause: string;
  received: string | RegExp;
}

const missing = (path: string, clause: string): Expected => ({ path, clause, received: 'missing' });
const isNull = (path: string, clause: string): Expected => ({ path, clause, received: 'null' });

/**
 * The ancestor API never emits four ScanForm fields that 2.2 lists ("A ScanForm is returned with these fields"):
 * form, reference, carrier, num_shipments. Checked by reading the key set of every recorded form.
 */
const absentScanFormFields = (at: string): Expected[] =>
  ['form', 'reference', 'carrier', 'num_shipments'].map((k) => missing(`${at}.${k}`, '2.2'));

/**
 * What the ancestor's nested Address breaks in 2.3: `verifications` is `{}` (or lacks `verify`), and the
 * table lists `verify` as a field; street2 is null on most recordings although postal parts are plain strings.
 */
const addressDeviations = (at: string, street2IsNull: boolean): Expected[] => [
  ...(street2IsNull ? [isNull(`${at}.street2`, '2.3')] : []),
  missing(`${at}.verifications.verify`, '2.3'),
];

/**
 * A recorded status=created form with its address: message and form_file_type are null (2.2 says string).
 * status, created_at (Z), address timestamps (+00:00 or Z), ids, batch_id, form_url and the nullable
 * confirmation all conform, so nothing else is expected.
 */
const createdForm = (at: string, street2IsNull: boolean): Expected[] => [
  ...absentScanFormFields(at),
  isNull(`${at}.message`, '2.2'),
  isNull(`${at}.form_file_type`, '2.2'),
  ...addressDeviations(`${at}.address`, street2IsNull),
];

/** The ancestor's error body is {error:{code,errors,message}}: 7's statusCode and message are absent, error is an object. */
const ancestorErrorBody = (code: string): Expected[] => [
  missing('$.statusCode', '7'),
  missing('$.message', '7'),
  { path: '$.error', clause: '7', received: new RegExp(`^\\{"code":"${code.replace('.', '\\.')}"`) },
];

interface Case {
  shape: ShapeName;
  /** Which part of the recorded body is the shape, when the body wraps it. */
  select?: (body: unknown) => unknown;
  expected: Expected[];
}

const field =
  (key: string) =>
  (body: unknown): unknown =>
    body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;

const CASES: Record<string, Case> = {
  'easypost-go_error_403_apikey_inactive.json': {
    shape: 'error-body',
    expected: ancestorErrorBody('APIKEY.INACTIVE'),
  },
  'easypost-go_error_422_field_errors.json': {
    shape: 'error-body',
    expected: ancestorErrorBody('PARAMETER.REQUIRED'),
  },
  // Five created forms, every address with street2 null; no total_count in the envelope.
  'easypost-go_scanform_list_page1_has_more.json': {
    shape: 'scan-form-list',
    expected: [
      missing('$.total_count', '4.4'),
      ...[0, 1, 2, 3, 4].flatMap((i) => createdForm(`$.scan_forms[${i}]`, true)),
    ],
  },
  // Two created forms, street2 null; ascending order is a query-behaviour matter, invisible to a schema.
  'easypost-go_scanform_list_page2_before_id.json': {
    shape: 'scan-form-list',
    expected: [missing('$.total_count', '4.4'), ...[0, 1].flatMap((i) => createdForm(`$.scan_forms[${i}]`, true))],
  },
  // 2020 recording: street2 is "4th Fl", name and email are null (allowed), Address timestamps use Z (allowed).
  'easypost-python-2020_scanform_list_legacy.json': {
    shape: 'scan-form-list',
    expected: [missing('$.total_count', '4.4'), ...[0, 1].flatMap((i) => createdForm(`$.scan_forms[${i}]`, false))],
  },
  // A bare Address: delivery result present but its details are {} (2.3 lists latitude, longitude, time_zone);
  // the zip4 result is not in the spec and is allowed as an extra field.
  'easypost-python_address_failed_verification.json': {
    shape: 'address',
    expected: [
      ...addressDeviations('$', true),
      missing('$.verifications.delivery.details.latitude', '2.3'),
      missing('$.verifications.delivery.details.longitude', '2.3'),
      missing('$.verifications.delivery.details.time_zone', '2.3'),
    ],
  },
  // Wrapped in {"address": ...}. street2 "", ZIP+4 and residential true all conform; only `verify` is absent.
  'easypost-python_address_verified_delivery_details.json': {
    shape: 'address',
    select: field('address'),
    expected: addressDeviations('$', false),
  },
  // The ScanForm nested in a Batch, status "creating" (allowed: the status set is not shown):
  // address and form_url null, message and form_file_type null; tracking_codes [] conforms.
  'easypost-python_batch_scanform_creating.json': {
    shape: 'scan-form',
    select: field('scan_form'),
    expected: [
      ...absentScanFormFields('$'),
      isNull('$.address', '2.2'),
      isNull('$.message', '2.2'),
      isNull('$.form_file_type', '2.2'),
      isNull('$.form_url', '2.2'),
    ],
  },
  // One created form, then one failed form whose message is a real string (conforms) but whose
  // address, form_url and form_file_type are null; status "failed" is allowed.
  'easypost-python_scanform_list_created_and_failed.json': {
    shape: 'scan-form-list',
    expected: [
      missing('$.total_count', '4.4'),
      ...createdForm('$.scan_forms[0]', true),
      ...absentScanFormFields('$.scan_forms[1]'),
      isNull('$.scan_forms[1].address', '2.2'),
      isNull('$.scan_forms[1].form_file_type', '2.2'),
      isNull('$.scan_forms[1].form_url', '2.2'),
    ],
  },
  // A single created form; address.verifications is {}.
  'easypost-python_scanform_retrieve.json': {
    shape: 'scan-form',
    expected: createdForm('$', true),
  },
};

function byPath(a: { path: string }, b: { path: string }): number {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

function violationsOf(file: string): SchemaViolation[] {
  const c = CASES[file];
  if (c === undefined) throw new Error(`no expectation written for ${file}`);
  const body = readRealdata(file);
  // A cap above any recording's count: this test is about the full set, the cap is tested elsewhere.
  return validate(c.shape, c.select ? c.select(body) : body, { maxViolations: 1000 });
}

describe('real recorded bodies (test/fixtures/realdata)', () => {
  it('has an expectation for every recorded file, and a recording for every expectation', () => {
    expect(Object.keys(CASES).sort()).toEqual(realdataFiles());
  });

  it('covers every file PROVENANCE.md documents', () => {
    expect(provenanceEntries()).toEqual(realdataFiles());
  });

  for (const file of Object.keys(CASES).sort()) {
    it(`${file}: names exactly the deviations from the spec`, () => {
      const c = CASES[file];
      if (c === undefined) throw new Error(`no expectation for ${file}`);
      const actual = violationsOf(file)
        .map((v) => ({ path: v.path, clause: v.clause, received: v.received }))
        .sort(byPath);
      const expected = [...c.expected].sort(byPath).map((e) => ({
        path: e.path,
        clause: e.clause,
        received: typeof e.received === 'string' ? e.received : expect.stringMatching(e.received),
      }));
      // Paths are unique in each expectation, so equal sorted lists mean equal sets.
      expect(new Set(expected.map((e) => e.path)).size).toBe(expected.length);
      expect(actual).toEqual(expected);
    });
  }

  it('reads the PROVENANCE deviations as precise sentences', () => {
    const messages = (file: string) => violationsOf(file).map((v) => v.message);
    expect(messages('easypost-python_scanform_list_created_and_failed.json')).toEqual(
      expect.arrayContaining([
        '$.total_count: expected a required integer >= 0 (spec 4.4), but it is missing',
        '$.scan_forms[1].address: expected an Address object (spec 2.2), received null',
        '$.scan_forms[1].form_url: expected an absolute http(s) URL string (spec 2.2), received null',
        '$.scan_forms[0].message: expected a string (spec 2.2), received null',
        '$.scan_forms[1].form_file_type: expected a string (spec 2.2), received null',
      ]),
    );
    expect(messages('easypost-go_error_403_apikey_inactive.json')).toEqual(
      expect.arrayContaining([
        '$.statusCode: expected a required integer from 100 to 599 (spec 7), but it is missing',
        expect.stringMatching(/^\$\.error: expected a string \(spec 7\), received \{"code":"APIKEY\.INACTIVE".*…$/),
      ]),
    );
  });

  it('does not flag the ancestor statuses "creating" and "failed": the full status set is not shown (3)', () => {
    const statusPaths = [
      ...violationsOf('easypost-python_batch_scanform_creating.json'),
      ...violationsOf('easypost-python_scanform_list_created_and_failed.json'),
    ].filter((v) => v.path.endsWith('.status'));
    expect(statusPaths).toEqual([]);
  });
});
