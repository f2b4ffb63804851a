// Serialization of GET /v2/scan_forms answers: the 4.4 envelope, ScanForm (2.2), Address (2.3) and ScanFormSummary,
// with the faults that write a field wrong and the variants that write it differently where the spec allows.
import type { Behaviour } from './behaviour.js';
import { formatMicros, type MicroStyle } from './iso-time.js';
import type { SeedAddress, SeedScanForm } from './seed-data.js';

/** The 4.4 envelope; the `envelope-extra-fields` variant adds what paginating frameworks add. */
export function envelope(
  b: Behaviour,
  scanForms: unknown[],
  hasMore: boolean,
  totalCount: unknown,
  query: URLSearchParams,
  page = 1,
  size = 10,
): Record<string, unknown> {
  const body: Record<string, unknown> = { scan_forms: scanForms, has_more: hasMore, total_count: totalCount };
  // Go's nil slice, a string-typed flag, and a SUM over no rows.
  if (b.fault === 'sf-scan-forms-null-when-empty' && scanForms.length === 0) body['scan_forms'] = null;
  if (b.fault === 'sf-has-more-string') body['has_more'] = String(hasMore);
  if (b.fault === 'sf-total-count-null-when-zero' && totalCount === 0) body['total_count'] = null;
  if (b.variant !== 'envelope-extra-fields') return body;
  const link = (n: number): string => {
    const q = new URLSearchParams(query);
    q.set('page', String(n));
    return `/v2/scan_forms?${q.toString()}`;
  };
  return {
    object: 'list',
    ...body,
    page,
    page_size: size,
    next: hasMore ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
  };
}

function baseStyle(b: Behaviour): MicroStyle {
  if (b.variant === 'timestamps-millis-offset') return 'utc-millis-offset';
  // The whole-seconds cursor fault shows on forms whose listed instants tell apart forms of one second.
  if (b.variant === 'timestamps-micros' || b.fault === 'sf-cursor-whole-seconds') return 'utc-micros';
  if (b.variant === 'timestamps-trimmed-fraction') return 'utc-trimmed-fraction';
  if (b.variant === 'bounds-rounded-to-stored-millis' || b.fault === 'sf-bound-cut-to-stored-millis')
    return 'utc-millis';
  return 'utc-seconds';
}

function createdAt(form: SeedScanForm, b: Behaviour): string {
  const us = b.fault === 'sf-created-updated-swapped' ? form.updatedUs : form.createdUs;
  if (b.fault === 'sf-created-at-local-offset') return formatMicros(us, 'local-plus-two');
  if (b.fault === 'sf-created-at-no-zone') return formatMicros(us, 'no-zone');
  return formatMicros(us, baseStyle(b));
}

function updatedAt(form: SeedScanForm, b: Behaviour): string {
  if (b.fault === 'sf-updated-at-naive') return formatMicros(form.updatedUs, 'no-zone');
  return formatMicros(b.fault === 'sf-created-updated-swapped' ? form.createdUs : form.updatedUs, baseStyle(b));
}

function formId(form: SeedScanForm, b: Behaviour): string {
  if (b.fault === 'sf-id-prefix-uppercase') return `SF_${form.id.slice('sf_'.length)}`;
  return b.fault === 'sf-id-missing-prefix' ? form.id.slice('sf_'.length) : form.id;
}

// Spec 2.3.
function serializeAddress(address: SeedAddress, b: Behaviour): Record<string, unknown> {
  const style = baseStyle(b);
  const out: Record<string, unknown> = {
    id: b.fault === 'sf-address-id-wrong-prefix' ? `addr_${address.id.slice('adr_'.length)}` : address.id,
    object: 'Address',
    created_at: formatMicros(address.createdMs * 1000, style),
    updated_at: formatMicros(address.updatedMs * 1000, style),
    name: address.name,
    company: address.company,
    street1: address.street1,
    street2: address.street2,
    city: address.city,
    state: address.state,
    zip: address.zip,
    country: address.country,
    phone: address.phone,
    email: address.email,
    residential:
      b.fault === 'sf-address-residential-string' && address.residential !== null
        ? String(address.residential)
        : address.residential,
  };
  if (b.fault !== 'sf-address-missing-verifications') {
    const coordinate = (n: number): number | string => (b.fault === 'sf-address-latitude-string' ? String(n) : n);
    out['verifications'] = {
      verify: b.fault === 'sf-verify-comma-string' ? 'delivery,smarty' : ['delivery', 'smarty'],
      delivery: {
        success: true,
        errors: b.fault === 'sf-delivery-errors-null' ? null : [],
        details: {
          latitude: coordinate(address.latitude),
          longitude: coordinate(address.longitude),
          time_zone: b.fault === 'sf-address-time-zone-null' ? null : address.timeZone,
        },
      },
      smarty: {
        success: true,
        usps_eligible: b.fault === 'sf-smarty-usps-eligible-string' ? 'Y' : true,
        warnings:
          b.fault === 'sf-smarty-warnings-null-when-empty' && address.warnings.length === 0 ? null : address.warnings,
        recommended_address: {
          object: 'Address',
          street1: address.street1.toUpperCase(),
          street2: address.street2.toUpperCase(),
          city: address.city.toUpperCase(),
          state: address.state,
          zip: address.zip,
          country: address.country,
          residential: address.residential,
        },
      },
    };
  }
  if (b.variant === 'extra-fields') {
    out['mode'] = 'test';
    out['carrier_facility'] = null;
    out['federal_tax_id'] = null;
  }
  return out;
}

// Spec 2.2.
export function serializeScanForm(form: SeedScanForm, b: Behaviour): Record<string, unknown> {
  const f = b.fault;
  const out: Record<string, unknown> = {
    id: formId(form, b),
    object: f === 'sf-object-wrong' ? 'scan_form' : f === 'sf-object-case-slip' ? 'Scanform' : 'ScanForm',
    created_at: createdAt(form, b),
  };
  if (f !== 'sf-updated-at-missing') out['updated_at'] = updatedAt(form, b);
  out['status'] = form.status;
  out['tracking_codes'] = f === 'sf-tracking-codes-string' ? form.trackingCodes.join(',') : [...form.trackingCodes];
  out['address'] = f === 'sf-address-null' && form.status !== 'created' ? null : serializeAddress(form.address, b);
  out['message'] = f === 'sf-message-null' && form.message === '' ? null : form.message;
  out['form'] = form.form;
  out['form_file_type'] = f === 'sf-form-file-type-null' ? null : form.formFileType;
  if (f !== 'sf-form-url-omitted-until-generated' || form.status === 'created') out['form_url'] = form.formUrl;
  out['batch_id'] = f === 'sf-batch-id-wrong-prefix' ? `bat_${form.batchId.slice('batch_'.length)}` : form.batchId;
  out['reference'] = form.reference;
  out['confirmation'] = form.confirmation;
  out['carrier'] = f === 'sf-carrier-null-when-unassigned' && form.status !== 'created' ? null : form.carrier;
  out['num_shipments'] = f === 'sf-num-shipments-string' ? String(form.numShipments) : form.numShipments;
  if (b.variant === 'extra-fields') {
    out['mode'] = 'test';
    out['carrier_facility'] = null;
    out['form_size_bytes'] = form.form.length * 37;
  }
  if (f === 'sf-null-fields-omitted') omitNulls(out);
  if (f === 'sf-summary-strips-stored-forms' && summarised.has(form)) {
    delete out['address'];
    delete out['form'];
  }
  return out;
}

/**
 * The forms a summary was written from under the `sf-summary-strips-stored-forms` fault: its serializer deleted the
 * heavy fields from the stored record itself (a hash shared by reference), so every later full listing lacks them.
 */
const summarised = new WeakSet<SeedScanForm>();

/** Records that a summary of `form` was written (the fault's mutation of the stored record). */
export function summaryWritten(form: SeedScanForm, b: Behaviour): void {
  if (b.fault === 'sf-summary-strips-stored-forms') summarised.add(form);
}

/** Go's `omitempty` or Jackson's NON_NULL inclusion: keys whose value is null are left out, nested objects too. */
function omitNulls(value: Record<string, unknown>): void {
  for (const [key, v] of Object.entries(value)) {
    if (v === null) delete value[key];
    else if (typeof v === 'object' && !Array.isArray(v)) omitNulls(v as Record<string, unknown>);
  }
}

export function serializeSummary(form: SeedScanForm, b: Behaviour): Record<string, unknown> {
  if (b.variant === 'summary-other-fields') {
    return {
      id: formId(form, b),
      object: 'ScanForm',
      created_at: createdAt(form, b),
      updated_at: updatedAt(form, b),
      status: form.status,
      form_url: form.formUrl,
      carrier: form.carrier,
    };
  }
  if (b.variant === 'summary-id-only') return { id: formId(form, b), object: 'ScanFormSummary' };
  if (b.fault === 'sf-summary-heavier') {
    // "Summary" built as the full form plus a shipment list derived from it.
    const full = serializeScanForm(form, b);
    return {
      ...full,
      object: 'ScanFormSummary',
      shipments: form.trackingCodes.map((code) => ({
        tracking_code: code,
        carrier: form.carrier,
        status: 'manifested',
      })),
    };
  }
  if (b.variant === 'summary-without-address') {
    const full = serializeScanForm(form, b);
    delete full['address'];
    return { ...full, object: 'ScanFormSummary' };
  }
  return {
    id: formId(form, b),
    object: 'ScanFormSummary',
    created_at: createdAt(form, b),
    status: form.status,
    reference: form.reference,
    batch_id: form.batchId,
    num_shipments: form.numShipments,
  };
}
