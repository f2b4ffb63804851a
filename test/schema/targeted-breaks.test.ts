// Each schema must reject a targeted break with the right path, clause, expectation and received value.
// One break per test, applied to a valid fixture, so the only violation is the one the test introduced.
import { describe, expect, it } from 'vitest';
import { validate, type SchemaViolation, type ShapeName } from '../../src/schema/validate.js';
import { validAddress, validErrorBody, validScanForm, validScanFormList, validVerifications } from './fixtures.js';

type Json = Record<string, unknown>;

/** Sets or deletes (value === undefined) the property at a path of keys and indexes inside a fresh copy. */
function broken(body: Json, path: (string | number)[], value: unknown): Json {
  const copy = structuredClone(body);
  let node: Record<string | number, unknown> = copy;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (last === undefined) throw new Error('empty path');
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

function only(shape: ShapeName, value: unknown): SchemaViolation {
  const vs = validate(shape, value);
  expect(vs).toHaveLength(1);
  const [v] = vs;
  if (v === undefined) throw new Error('unreachable');
  return v;
}

function rejects(shape: ShapeName, value: unknown, want: Partial<SchemaViolation>): SchemaViolation {
  const v = only(shape, value);
  expect(v).toMatchObject(want);
  // Every sentence starts with its path and cites its clause, so a reader never needs the other fields.
  expect(v.message.startsWith(`${v.path}: `)).toBe(true);
  expect(v.message).toContain(`(spec ${v.clause})`);
  return v;
}

describe('ScanForm (2.2)', () => {
  const sf = validScanForm;

  it('rejects an id without the sf_ prefix, in the documented sentence', () => {
    const v = rejects('scan-form', broken(sf(), ['id'], 'abc'), { path: '$.id', clause: '2.2', received: '"abc"' });
    expect(v.message).toBe('$.id: expected a string starting with "sf_" (spec 2.2), received "abc"');
  });

  it('rejects a wrong object constant', () => {
    rejects('scan-form', broken(sf(), ['object'], 'Scanform'), {
      path: '$.object',
      clause: '2.2',
      expected: 'the constant "ScanForm"',
      received: '"Scanform"',
    });
  });

  it('rejects a non-UTC created_at (+02:00)', () => {
    rejects('scan-form', broken(sf(), ['created_at'], '2025-03-07T18:51:01+02:00'), {
      path: '$.created_at',
      clause: '2.2',
      expected: 'an ISO 8601 date-time string in UTC (ending in "Z" or "+00:00")',
    });
  });

  it('rejects an updated_at without any zone, and -00:00 ("offset unknown")', () => {
    rejects('scan-form', broken(sf(), ['updated_at'], '2025-03-07T16:51:01'), { path: '$.updated_at', clause: '2.2' });
    rejects('scan-form', broken(sf(), ['updated_at'], '2025-03-07T16:51:01-00:00'), {
      path: '$.updated_at',
      clause: '2.2',
    });
  });

  it('rejects num_shipments as a string, a fraction, or negative', () => {
    const want = { path: '$.num_shipments', clause: '2.2', expected: 'an integer >= 0' };
    rejects('scan-form', broken(sf(), ['num_shipments'], '3'), { ...want, received: '"3"' });
    rejects('scan-form', broken(sf(), ['num_shipments'], 1.5), { ...want, received: '1.5' });
    rejects('scan-form', broken(sf(), ['num_shipments'], -1), { ...want, received: '-1' });
  });

  it('rejects a missing field, naming the field and "missing"', () => {
    const v = rejects('scan-form', broken(sf(), ['carrier'], undefined), {
      path: '$.carrier',
      clause: '2.2',
      expected: 'a required string',
      received: 'missing',
    });
    expect(v.message).toBe('$.carrier: expected a required string (spec 2.2), but it is missing');
  });

  it('rejects tracking_codes that is not an array', () => {
    rejects('scan-form', broken(sf(), ['tracking_codes'], '9400100110368070372178'), {
      path: '$.tracking_codes',
      clause: '2.2',
      expected: 'an array',
    });
  });

  it('rejects a batch_id without the batch_ prefix', () => {
    rejects('scan-form', broken(sf(), ['batch_id'], 'bat_1'), {
      path: '$.batch_id',
      expected: 'a string starting with "batch_"',
    });
  });

  it('rejects a form_url a client cannot fetch', () => {
    for (const url of ['not a url', '/files/a.pdf', 'ftp://files.example.com/a.pdf', 'https://']) {
      rejects('scan-form', broken(sf(), ['form_url'], url), {
        path: '$.form_url',
        clause: '2.2',
        expected: 'an absolute http(s) URL string',
      });
    }
  });

  it('rejects a non-string reference, saying null was allowed', () => {
    rejects('scan-form', broken(sf(), ['reference'], 5), {
      path: '$.reference',
      expected: 'a string or null',
      received: '5',
    });
  });

  it('rejects null message and null address, citing the ScanForm row (2.2)', () => {
    rejects('scan-form', broken(sf(), ['message'], null), {
      path: '$.message',
      clause: '2.2',
      expected: 'a string',
      received: 'null',
    });
    rejects('scan-form', broken(sf(), ['address'], null), {
      path: '$.address',
      clause: '2.2',
      expected: 'an Address object',
    });
  });

  it('reports breaks inside the nested address with the Address clause (2.3)', () => {
    rejects('scan-form', broken(sf(), ['address', 'id'], 'ad_1'), {
      path: '$.address.id',
      clause: '2.3',
      expected: 'a string starting with "adr_"',
    });
    rejects('scan-form', broken(sf(), ['address', 'created_at'], 'yesterday'), {
      path: '$.address.created_at',
      clause: '2.3',
    });
    rejects('scan-form', broken(sf(), ['address', 'residential'], 'yes'), {
      path: '$.address.residential',
      expected: 'a boolean or null',
    });
  });

  it('reports every break at once (allErrors), not only the first', () => {
    const body = broken(broken(sf(), ['id'], 'x'), ['num_shipments'], '1');
    expect(
      validate('scan-form', body)
        .map((v) => v.path)
        .sort(),
    ).toEqual(['$.id', '$.num_shipments']);
  });
});

describe('Address and verifications (2.3)', () => {
  const adr = validAddress;

  it('rejects the wrong constant and a null postal part', () => {
    rejects('address', broken(adr(), ['object'], 'address'), {
      path: '$.object',
      clause: '2.3',
      expected: 'the constant "Address"',
    });
    rejects('address', broken(adr(), ['street2'], null), {
      path: '$.street2',
      clause: '2.3',
      expected: 'a string',
      received: 'null',
    });
  });

  it('rejects a missing or mistyped verifications', () => {
    rejects('address', broken(adr(), ['verifications'], undefined), {
      path: '$.verifications',
      expected: 'a required AddressVerifications object',
    });
    rejects('address', broken(adr(), ['verifications'], []), {
      path: '$.verifications',
      clause: '2.3',
      expected: 'an AddressVerifications object',
      received: '[]',
    });
  });

  it('requires verify as an array of strings', () => {
    rejects('address', broken(adr(), ['verifications', 'verify'], undefined), {
      path: '$.verifications.verify',
      received: 'missing',
    });
    rejects('address', broken(adr(), ['verifications', 'verify'], 'delivery'), {
      path: '$.verifications.verify',
      expected: 'an array of strings',
    });
    rejects('address', broken(adr(), ['verifications', 'verify', 1], 2), {
      path: '$.verifications.verify[1]',
      expected: 'a string',
      received: '2',
    });
  });

  it('checks a present delivery result field by field', () => {
    rejects('address', broken(adr(), ['verifications', 'delivery', 'success'], undefined), {
      path: '$.verifications.delivery.success',
      clause: '2.3',
    });
    rejects('address', broken(adr(), ['verifications', 'delivery', 'details', 'latitude'], '37.7'), {
      path: '$.verifications.delivery.details.latitude',
      expected: 'a number',
      received: '"37.7"',
    });
    rejects('address', broken(adr(), ['verifications', 'delivery', 'details'], null), {
      path: '$.verifications.delivery.details',
      expected: 'a DeliveryDetails object',
    });
  });

  it('checks a present smarty result, including the listed recommended_address fields', () => {
    rejects('address-verifications', broken(validVerifications(), ['smarty', 'usps_eligible'], 'true'), {
      path: '$.smarty.usps_eligible',
      expected: 'a boolean',
    });
    rejects(
      'address-verifications',
      broken(validVerifications(), ['smarty', 'recommended_address', 'zip'], undefined),
      {
        path: '$.smarty.recommended_address.zip',
        expected: 'a required value of any type',
        received: 'missing',
      },
    );
  });
});

describe('envelopes (4.4)', () => {
  it('rejects a missing total_count and a mistyped has_more', () => {
    rejects('scan-form-list', broken(validScanFormList(), ['total_count'], undefined), {
      path: '$.total_count',
      clause: '4.4',
      received: 'missing',
    });
    rejects('scan-form-list', broken(validScanFormList(), ['has_more'], 'false'), {
      path: '$.has_more',
      clause: '4.4',
      expected: 'a boolean',
    });
    rejects('scan-form-list', broken(validScanFormList(), ['total_count'], 2.5), {
      path: '$.total_count',
      expected: 'an integer >= 0',
    });
  });

  it('rejects scan_forms that is not an array of ScanForm', () => {
    rejects('scan-form-list', broken(validScanFormList(), ['scan_forms'], {}), {
      path: '$.scan_forms',
      expected: 'an array of ScanForm objects',
    });
    rejects('scan-form-list', broken(validScanFormList(), ['scan_forms', 1], 'sf_1'), {
      path: '$.scan_forms[1]',
      clause: '4.4',
      expected: 'a ScanForm object',
    });
  });

  it('points into the element that breaks', () => {
    rejects('scan-form-list', broken(validScanFormList(), ['scan_forms', 1, 'address', 'id'], 'abc'), {
      path: '$.scan_forms[1].address.id',
      clause: '2.3',
      received: '"abc"',
    });
  });

  it('rejects summary elements that are not objects, and the same envelope rules', () => {
    rejects('scan-form-summary-list', validScanFormList([{}, 7]), {
      path: '$.scan_forms[1]',
      expected: 'a ScanFormSummary object',
      received: '7',
    });
    rejects('scan-form-summary-list', broken(validScanFormList([{}]), ['has_more'], undefined), {
      path: '$.has_more',
      clause: '4.4',
    });
    rejects('scan-form-summary', [], { path: '$', clause: '2.2', expected: 'a ScanFormSummary object' });
  });
});

describe('error body (7)', () => {
  it('rejects a string statusCode, one outside HTTP status range, and each missing field', () => {
    rejects('error-body', broken(validErrorBody(), ['statusCode'], '400'), {
      path: '$.statusCode',
      clause: '7',
      expected: 'an integer from 100 to 599',
    });
    rejects('error-body', broken(validErrorBody(), ['statusCode'], 42), { path: '$.statusCode', received: '42' });
    for (const k of ['statusCode', 'error', 'message']) {
      rejects('error-body', broken(validErrorBody(), [k], undefined), {
        path: `$.${k}`,
        clause: '7',
        received: 'missing',
      });
    }
  });

  it('rejects a null message', () => {
    rejects('error-body', broken(validErrorBody(), ['message'], null), {
      path: '$.message',
      expected: 'a string',
      received: 'null',
    });
  });
});

describe('metadata and order requests (2.1, 4.2, 4.3)', () => {
  it('rejects a key outside lowercase letters and underscores, pointing at the key (2.1.1)', () => {
    const v = rejects(
      'metadata',
      { 'Gift-Wrap': 'yes' },
      {
        path: '$["Gift-Wrap"]',
        clause: '2.1.1',
        expected: 'a key made only of lowercase letters and underscores',
        received: 'key "Gift-Wrap"',
      },
    );
    expect(v.message).toBe(
      '$["Gift-Wrap"]: expected a key made only of lowercase letters and underscores (spec 2.1.1), received key "Gift-Wrap"',
    );
    rejects('metadata', { '': 'x' }, { path: '$[""]', clause: '2.1.1' });
    rejects('metadata', { giftWrap: 'x' }, { path: '$.giftWrap', clause: '2.1.1' });
  });

  it('rejects a non-string value (2.1.2)', () => {
    rejects(
      'metadata',
      { gift_wrap: true },
      { path: '$.gift_wrap', clause: '2.1.2', expected: 'a string', received: 'true' },
    );
    rejects('metadata', { gift_wrap: null }, { path: '$.gift_wrap', clause: '2.1.2' });
  });

  it('rejects a create request without reference or with bad metadata', () => {
    rejects('order-create-request', {}, { path: '$.reference', clause: '4.2', received: 'missing' });
    rejects('order-create-request', { reference: 7 }, { path: '$.reference', clause: '4.2', expected: 'a string' });
    rejects(
      'order-create-request',
      { reference: 'r', metadata: null },
      { path: '$.metadata', clause: '4.2', expected: 'a Metadata object' },
    );
    rejects(
      'order-create-request',
      { reference: 'r', metadata: { A: 'x' } },
      { path: '$.metadata.A', clause: '2.1.1' },
    );
  });

  it('rejects update metadata values other than string or null, and bad keys', () => {
    rejects(
      'order-update-request',
      { metadata: { a: 1 } },
      { path: '$.metadata.a', clause: '4.3', expected: 'a string or null' },
    );
    rejects('order-update-request', { metadata: { A: null } }, { path: '$.metadata.A', clause: '2.1.1' });
    rejects(
      'order-update-request',
      { metadata: 'a=b' },
      { path: '$.metadata', clause: '4.3', expected: 'a MetadataPatch object' },
    );
  });
});
