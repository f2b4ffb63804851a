// Bodies that the spec allows must pass: every edge the spec leaves open or explicitly permits.
// A false alarm here would make the suite fail conformant servers, which is worse than missing a bug.
import { describe, expect, it } from 'vitest';
import { shapeNames, validate, type ShapeName } from '../../src/schema/validate.js';
import { validAddress, validErrorBody, validScanForm, validScanFormList, validVerifications } from './fixtures.js';

function passes(shape: ShapeName, value: unknown): void {
  expect(validate(shape, value)).toEqual([]);
}

function withChanges<T extends Record<string, unknown>>(base: T, changes: Record<string, unknown>): T {
  return { ...base, ...changes };
}

describe('valid ScanForm bodies (2.2)', () => {
  it('accepts the full fixture', () => passes('scan-form', validScanForm()));

  it('accepts UTC written +00:00, with milliseconds or microseconds', () => {
    passes(
      'scan-form',
      withChanges(validScanForm(), { created_at: '2025-03-07T16:51:01+00:00', updated_at: '2025-03-07T16:51:01.123Z' }),
    );
    passes('scan-form', withChanges(validScanForm(), { created_at: '2025-03-07T16:51:01.123456+00:00' }));
  });

  it('accepts null reference and confirmation ("string or null")', () => {
    passes('scan-form', withChanges(validScanForm(), { reference: null, confirmation: null }));
  });

  it('accepts an empty message ("May be an empty string")', () => {
    passes('scan-form', withChanges(validScanForm(), { message: '' }));
  });

  it('accepts statuses other than created (the full set is not shown, 3)', () => {
    for (const status of ['creating', 'failed', '']) passes('scan-form', withChanges(validScanForm(), { status }));
  });

  it('accepts any carrier and form_file_type string (full sets not shown)', () => {
    passes('scan-form', withChanges(validScanForm(), { carrier: 'DHLExpress', form_file_type: 'pdf' }));
  });

  it('accepts tracking codes of any element type, and none (element type not shown)', () => {
    passes('scan-form', withChanges(validScanForm(), { tracking_codes: [] }));
    passes(
      'scan-form',
      withChanges(validScanForm(), { tracking_codes: ['CM218238842US', 12345, { code: 'x' }, null] }),
    );
  });

  it('accepts zero shipments and an http form_url', () => {
    passes('scan-form', withChanges(validScanForm(), { num_shipments: 0, form_url: 'http://files.example.com/a.pdf' }));
  });

  it('accepts fields the spec does not list, at every level', () => {
    const address = withChanges(validAddress(), { mode: 'test', carrier_facility: null });
    passes('scan-form', withChanges(validScanForm(), { mode: 'test', address, extra: { nested: [1, 2] } }));
  });
});

describe('valid Address bodies (2.3)', () => {
  it('accepts the full fixture', () => passes('address', validAddress()));

  it('accepts null name, company, phone, email and residential', () => {
    passes(
      'address',
      withChanges(validAddress(), { name: null, company: null, phone: null, email: null, residential: null }),
    );
  });

  it('accepts timestamps with any offset: 2.3 does not say UTC', () => {
    passes(
      'address',
      withChanges(validAddress(), { created_at: '2025-03-07T18:51:00+02:00', updated_at: '2025-03-07T16:51:00Z' }),
    );
    passes('address', withChanges(validAddress(), { created_at: '2025-03-07T11:51:00.5-05:00' }));
  });

  it('accepts verifications with only `verify`: delivery and smarty are results of requested kinds', () => {
    passes('address', withChanges(validAddress(), { verifications: { verify: [] } }));
    passes(
      'address',
      withChanges(validAddress(), { verifications: { verify: ['delivery'], delivery: validVerifications().delivery } }),
    );
  });

  it('accepts other verification kinds and any types in recommended_address (types not shown)', () => {
    const v = validVerifications();
    const smarty = v.smarty as Record<string, unknown>;
    smarty.recommended_address = {
      object: null,
      street1: 1,
      street2: null,
      city: [],
      state: {},
      zip: 94107,
      country: 'US',
      residential: 'yes',
    };
    passes('address-verifications', { ...v, zip4: { success: true, errors: [], details: null } });
  });
});

describe('valid envelopes, errors and orders', () => {
  it('accepts a list, including an empty one', () => {
    passes('scan-form-list', validScanFormList());
    passes('scan-form-list', validScanFormList([]));
    passes('scan-form-list', withChanges(validScanFormList([]), { has_more: true, total_count: 120, page: 2 }));
  });

  it('accepts summary lists whose elements are any objects (field list not shown)', () => {
    passes('scan-form-summary', {});
    passes('scan-form-summary-list', validScanFormList([{}, { id: 'sf_1' }, { anything: [1] }]));
  });

  it('accepts error bodies for 400 and 401, with an empty message', () => {
    passes('error-body', validErrorBody());
    passes('error-body', { statusCode: 401, error: 'Unauthorized', message: '', requestId: 'r1' });
  });

  it('accepts metadata of lowercase/underscore keys and string values, including an empty map', () => {
    passes('metadata', {});
    passes('metadata', { gift_wrap: 'yes', _: '', source_channel: 'web' });
  });

  it('accepts order create and update requests', () => {
    passes('order-create-request', { reference: 'order-1' });
    passes('order-create-request', { reference: '', metadata: { gift_wrap: 'yes' }, line_items: [] });
    passes('order-update-request', {});
    passes('order-update-request', { metadata: {} });
    passes('order-update-request', { metadata: { gift_wrap: null, note: 'fragile' } });
  });

  it('has a valid example for every shape', () => {
    const examples: Record<ShapeName, unknown> = {
      'scan-form': validScanForm(),
      address: validAddress(),
      'address-verifications': validVerifications(),
      'scan-form-list': validScanFormList(),
      'scan-form-summary': {},
      'scan-form-summary-list': validScanFormList([{}]),
      'error-body': validErrorBody(),
      metadata: { a: 'b' },
      'order-create-request': { reference: 'r' },
      'order-update-request': { metadata: { a: null } },
    };
    for (const shape of shapeNames) passes(shape, examples[shape]);
  });
});
