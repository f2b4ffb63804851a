// Valid bodies built from the spec's tables, one fresh copy per call, for schema tests to break on purpose.
// Values are chosen to sit on the edges the spec allows (nulls, empty message, +00:00, extra fields).

/** A verifications object with both result kinds present and every listed field filled (2.3). */
export function validVerifications(): Record<string, unknown> {
  return {
    verify: ['delivery', 'smarty'],
    delivery: {
      success: true,
      errors: [],
      details: { latitude: 37.77551, longitude: -122.39697, time_zone: 'America/Los_Angeles' },
    },
    smarty: {
      success: true,
      usps_eligible: true,
      warnings: [],
      recommended_address: {
        object: 'Address',
        street1: '388 Townsend St',
        street2: 'Apt 20',
        city: 'San Francisco',
        state: 'CA',
        zip: '94107',
        country: 'US',
        residential: true,
      },
    },
  };
}

/** An Address with every field of 2.3, contact parts filled. */
export function validAddress(): Record<string, unknown> {
  return {
    id: 'adr_5944eb1bfb7411ef83983cecef1b359e',
    object: 'Address',
    created_at: '2025-03-07T16:51:00+00:00',
    updated_at: '2025-03-07T16:51:00+00:00',
    street1: '179 N Harbor Dr',
    street2: '',
    city: 'Redondo Beach',
    state: 'CA',
    zip: '90277',
    country: 'US',
    name: 'Elizabeth Swan',
    company: 'EasyPost',
    phone: '4155559999',
    email: 'swan@example.com',
    residential: false,
    verifications: validVerifications(),
  };
}

/** A ScanForm with every field of 2.2, timestamps in the `Z` form. */
export function validScanForm(): Record<string, unknown> {
  return {
    id: 'sf_a10db9bc049841658c7998cc5f3efd9b',
    object: 'ScanForm',
    created_at: '2025-03-07T16:51:01Z',
    updated_at: '2025-03-07T16:51:02Z',
    status: 'created',
    tracking_codes: ['9400100208303109505749'],
    address: validAddress(),
    message: 'Scan form created',
    form: 'https://files.example.com/scan_form/sf_a10db9bc.csv',
    form_file_type: 'csv',
    form_url: 'https://files.example.com/scan_form/sf_a10db9bc.csv',
    batch_id: 'batch_0cfb67c1bf034a87a19e7d604cb7ef95',
    reference: 'order-2025-03-07',
    confirmation: 'CONF-1234',
    carrier: 'USPS',
    num_shipments: 1,
  };
}

/** The 4.4 envelope around the given forms (default: two valid ones). */
export function validScanFormList(forms: unknown[] = [validScanForm(), validScanForm()]): Record<string, unknown> {
  return { scan_forms: forms, has_more: false, total_count: forms.length };
}

/** A 7 error body for the spec's own example: 400 Bad Request. */
export function validErrorBody(): Record<string, unknown> {
  return { statusCode: 400, error: 'Bad Request', message: 'Invalid request params' };
}
