// GET /v2/scan_forms (spec 4.4): query validation, filtering, pagination and the ScanForm/Address serialization of 2.2-2.3.
// Pure over the seeded forms: the server hands in the account's forms and the query, and gets back a Reply.
import type { Behaviour } from './behaviour.js';
import { formatInstant, parseIsoInstant, type TimestampStyle } from './iso-time.js';
import { errorReply, jsonReply, type Reply } from './replies.js';
import type { SeedAddress, SeedScanForm } from './seed-data.js';

/**
 * Choices where the spec says "not shown" (4.4, 8):
 * - Page size 10 (3 or 25 under variants). Default order: created_at descending (newest first).
 * - `page` counts from 1 and is digits only (leading zeros allowed); `page=`, `0`, `-1`, `1.5`, `abc` are 400.
 *   A page past the end is 200 with an empty list and has_more false. A page number too large to compute is
 *   simply past the end.
 * - When `page` is present, before_id/after_id are ignored entirely (not even looked up).
 * - Without `page`: with neither cursor it is page 1. `before_id` alone returns the `size` forms created
 *   immediately before the cursor form; `after_id` alone the `size` forms created immediately after it; both
 *   together return the first page (in display order) of the forms strictly between them. The cursor form is never
 *   returned. has_more says whether more matching forms lie beyond the returned window, away from the cursor.
 *   Results are always shown in the display order (newest first).
 * - A cursor id that is not one of this account's forms (including another account's form, or an empty value) is
 *   400 Bad Request. The cursor form itself need not match the reference/datetime filters: only its position counts.
 * - total_count is the number of forms matching reference and datetime filters; it ignores page and cursors.
 * - `reference` is an exact, case-sensitive match; `reference=` (empty) matches no form, since null references are
 *   null and no form has the empty string. Forms with a null reference never match a reference filter.
 * - Datetime bounds are inclusive instants (see iso-time.ts for the accepted ISO 8601 forms); start after end gives
 *   an empty list. An unparseable bound is 400.
 * - `summary` accepts exactly `true` or `false` (lower case); anything else is 400. A ScanFormSummary is
 *   `{id, object: "ScanFormSummary", created_at, status, reference, batch_id, num_shipments}`.
 * - A known parameter given twice is 400; unknown parameters (including `page_size`) are ignored.
 */

export function pageSizeFor(b: Behaviour): number {
  if (b.variant === 'page-size-3') return 3;
  if (b.variant === 'page-size-25') return 25;
  return 10;
}

const KNOWN_PARAMETERS = ['reference', 'start_datetime', 'end_datetime', 'page', 'before_id', 'after_id', 'summary'] as const;

interface Bound {
  ms: number;
  raw: string;
}

function readBound(query: URLSearchParams, name: 'start_datetime' | 'end_datetime', b: Behaviour): Bound | Reply | undefined {
  const raw = query.get(name);
  if (raw === null) return undefined;
  const parsed = parseIsoInstant(raw);
  if (parsed === undefined) {
    // The fault reproduces the classic crash: an Invalid Date reaching toISOString() throws a RangeError.
    if (b.fault === 'sf-invalid-date-500') new Date(raw).toISOString();
    return errorReply(400, `${name} must be an ISO 8601 date-time, e.g. 2024-08-02T23:15:26Z`);
  }
  if (b.fault === 'sf-offset-rejected' && parsed.hasNumericOffset) return errorReply(400, `${name} must be given in UTC (Z)`);
  if (b.fault === 'sf-fraction-rejected' && parsed.hasFraction) return errorReply(400, `${name} must not have fractional seconds`);
  return { ms: b.fault === 'sf-offset-ignored' ? parsed.wallMs : parsed.ms, raw };
}

function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && 'kind' in value;
}

export interface ScanFormQueryInput {
  /** The requesting account's forms, oldest first. */
  own: readonly SeedScanForm[];
  /** Every account's forms, oldest first (only the leak faults look at them). */
  everyone: readonly SeedScanForm[];
  query: URLSearchParams;
  b: Behaviour;
}

export function listScanForms({ own, everyone, query, b }: ScanFormQueryInput): Reply {
  const f = b.fault;
  for (const name of KNOWN_PARAMETERS) {
    if (query.getAll(name).length > 1) return errorReply(400, `${name} may be given only once`);
  }

  // summary: exactly true or false.
  const rawSummary = query.get('summary');
  let summary = false;
  if (rawSummary === 'true') summary = true;
  else if (rawSummary === null || rawSummary === 'false') summary = false;
  else if (f !== 'sf-summary-maybe-200') return errorReply(400, 'summary must be true or false');
  if (f === 'sf-summary-false-as-true') summary = rawSummary !== null;
  if (f === 'sf-summary-ignored') summary = false;
  if (f === 'sf-summary-always') summary = true;

  // page: an integer from the first page number on.
  const firstPage = b.variant === 'pages-from-zero' ? 0 : 1;
  const rawPage = query.get('page');
  let page: number | undefined;
  if (rawPage !== null) {
    if (/^\d+$/.test(rawPage)) {
      const n = rawPage.replace(/^0+(?=\d)/, '').length > 15 ? Number.POSITIVE_INFINITY : Number(rawPage);
      if (n >= firstPage) page = n;
      else if (n === 0 && f === 'sf-page-zero-duplicates-first') page = 1;
    } else if (/^-\d{1,15}$/.test(rawPage) && f === 'sf-negative-page-accepted') {
      page = Number(rawPage);
    } else if (f === 'sf-page-abc-200') {
      const n = Number.parseInt(rawPage, 10);
      page = Number.isFinite(n) && n >= firstPage ? n : firstPage;
    }
    if (page === undefined) return errorReply(400, `page must be an integer >= ${firstPage}`);
  }

  const start = readBound(query, 'start_datetime', b);
  if (isReply(start)) return start;
  const end = readBound(query, 'end_datetime', b);
  if (isReply(end)) return end;
  if (b.variant === 'inverted-window-400' && start !== undefined && end !== undefined && start.ms > end.ms) return errorReply(400, 'start_datetime must not be after end_datetime');
  const reference = f === 'sf-reference-ignored' ? null : query.get('reference');

  const pool = f === 'sf-leaks-other-account' || (f === 'sf-shared-reference-leaks' && reference !== null) ? everyone : own;
  const referenceMatches = (form: SeedScanForm): boolean => {
    if (reference === null) return true;
    if (form.reference === null) return false;
    if (f === 'sf-reference-prefix-match') return form.reference.startsWith(reference);
    if (f === 'sf-reference-case-insensitive') return form.reference.toLowerCase() === reference.toLowerCase();
    return form.reference === reference; // 4.4: exact match
  };
  const timeOf = (form: SeedScanForm): number => (f === 'sf-filter-uses-updated-at' ? form.updatedMs : form.createdMs);
  const afterStart = (form: SeedScanForm): boolean => {
    if (start === undefined || f === 'sf-start-ignored') return true;
    return f === 'sf-start-exclusive' ? timeOf(form) > start.ms : timeOf(form) >= start.ms; // 4.4: >=
  };
  const beforeEnd = (form: SeedScanForm): boolean => {
    if (end === undefined || f === 'sf-end-ignored') return true;
    if (f === 'sf-end-compared-as-string') return formatInstant(timeOf(form), 'utc-seconds') <= end.raw;
    return f === 'sf-end-exclusive' ? timeOf(form) < end.ms : timeOf(form) <= end.ms; // 4.4: <=
  };
  const matched = pool.filter((form) => referenceMatches(form) && afterStart(form) && beforeEnd(form));
  let totalCount = f === 'sf-total-count-unfiltered' ? pool.length : matched.length;

  const size = pageSizeFor(b);
  const descending = b.variant !== 'sort-ascending';
  const display = (list: readonly SeedScanForm[]): SeedScanForm[] => (descending ? [...list].reverse() : [...list]);
  const rawBefore = query.get('before_id');
  const rawAfter = query.get('after_id');
  const hasCursor = rawBefore !== null || rawAfter !== null;
  const usePage = page !== undefined && !(f === 'sf-cursor-wins-over-page' && hasCursor);

  let items: SeedScanForm[];
  let hasMore: boolean;
  let laterPage: boolean;
  if (usePage || !hasCursor || f === 'sf-cursors-ignored') {
    // 4.4: page takes precedence; cursors are not even looked up.
    const index = (usePage && page !== undefined ? page : firstPage) - firstPage;
    const stride = f === 'sf-pages-overlap' ? size - 1 : f === 'sf-page-skips-form' ? size + 1 : size;
    const offset = index * stride;
    const ordered = display(matched);
    items = Number.isFinite(offset) ? ordered.slice(offset, offset + size) : [];
    hasMore = Number.isFinite(offset) && offset + size < ordered.length;
    if (b.variant === 'page-past-end-404' && index > 0 && items.length === 0) return errorReply(404, 'Invalid page.');
    laterPage = index > 0;
  } else {
    let beforeId = rawBefore;
    let afterId = rawAfter;
    if (f === 'sf-cursors-swapped') [beforeId, afterId] = [afterId, beforeId];
    const lookup = (id: string | null): SeedScanForm | undefined | null => (id === null ? null : pool.find((form) => form.id === id));
    const before = lookup(beforeId);
    const after = lookup(afterId);
    if (before === undefined || after === undefined) {
      const name = before === undefined ? 'before_id' : 'after_id';
      if (f === 'sf-unknown-cursor-500') throw new TypeError("Cannot read properties of undefined (reading 'createdMs')");
      if (b.variant === 'unknown-cursor-404') return errorReply(404, `${name} does not name a scan form of this account`);
      if (b.variant === 'unknown-cursor-empty') return jsonReply(200, { scan_forms: [], has_more: false, total_count: totalCount });
      return errorReply(400, `${name} does not name a scan form of this account`);
    }
    if (b.variant === 'cursor-outside-filter-400' && [before, after].some((c) => c !== null && !matched.includes(c))) return errorReply(400, 'a cursor must name a form that matches the filters');
    // Position in creation order; the fault compares the random ids instead.
    const earlier = (x: SeedScanForm, y: SeedScanForm): boolean => {
      if (f === 'sf-cursor-compares-ids') return x.id < y.id;
      return x.createdMs < y.createdMs;
    };
    const inclusive = f === 'sf-cursor-included';
    const inWindow = (form: SeedScanForm): boolean =>
      (before === null || earlier(form, before) || (inclusive && form === before)) &&
      (after === null || earlier(after, form) || (inclusive && form === after));
    const between = matched.filter(inWindow); // oldest first
    // The window is cut from the oldest-first list, then shown once in display order.
    const newestEnd = (list: SeedScanForm[]): SeedScanForm[] => list.slice(Math.max(0, list.length - size));
    const oldestEnd = (list: SeedScanForm[]): SeedScanForm[] => list.slice(0, size);
    let window: SeedScanForm[];
    if (before !== null && after === null) window = newestEnd(between); // adjacent to the before cursor
    else if (after !== null && before === null && b.variant !== 'after-id-newest-window') window = oldestEnd(between); // adjacent to after
    else window = descending ? newestEnd(between) : oldestEnd(between); // the first page in display order
    items = display(window);
    hasMore = between.length > window.length;
    laterPage = true;
    if (b.variant === 'total-count-within-cursor') totalCount = between.length;
  }

  if (f === 'sf-sort-inconsistent' && laterPage) items.reverse();
  if (f === 'sf-has-more-always-false') hasMore = false;
  if (f === 'sf-has-more-true-on-last-page') hasMore = items.length > 0;
  if (f === 'sf-total-count-page-length') totalCount = items.length;

  const scanForms = items.map((form) => (summary ? serializeSummary(form, b) : serializeScanForm(form, b)));
  return jsonReply(200, {
    scan_forms: scanForms,
    has_more: hasMore,
    total_count: f === 'sf-total-count-string' ? String(totalCount) : totalCount,
  });
}

function baseStyle(b: Behaviour): TimestampStyle {
  return b.variant === 'timestamps-millis-offset' ? 'utc-millis-offset' : 'utc-seconds';
}

function createdAt(form: SeedScanForm, b: Behaviour): string {
  if (b.fault === 'sf-created-at-local-offset') return formatInstant(form.createdMs, 'local-plus-two');
  if (b.fault === 'sf-created-at-no-zone') return formatInstant(form.createdMs, 'no-zone');
  return formatInstant(form.createdMs, baseStyle(b));
}

function formId(form: SeedScanForm, b: Behaviour): string {
  return b.fault === 'sf-id-missing-prefix' ? form.id.slice('sf_'.length) : form.id;
}

// Spec 2.3.
function serializeAddress(address: SeedAddress, b: Behaviour): Record<string, unknown> {
  const style = baseStyle(b);
  const out: Record<string, unknown> = {
    id: b.fault === 'sf-address-id-wrong-prefix' ? `addr_${address.id.slice('adr_'.length)}` : address.id,
    object: 'Address',
    created_at: formatInstant(address.createdMs, style),
    updated_at: formatInstant(address.updatedMs, style),
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
    residential: b.fault === 'sf-address-residential-string' && address.residential !== null ? String(address.residential) : address.residential,
  };
  if (b.fault !== 'sf-address-missing-verifications') {
    const coordinate = (n: number): number | string => (b.fault === 'sf-address-latitude-string' ? String(n) : n);
    out['verifications'] = {
      verify: ['delivery', 'smarty'],
      delivery: {
        success: true,
        errors: [],
        details: { latitude: coordinate(address.latitude), longitude: coordinate(address.longitude), time_zone: address.timeZone },
      },
      smarty: {
        success: true,
        usps_eligible: true,
        warnings: address.warnings,
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
    object: f === 'sf-object-wrong' ? 'scan_form' : 'ScanForm',
    created_at: createdAt(form, b),
  };
  if (f !== 'sf-updated-at-missing') out['updated_at'] = formatInstant(form.updatedMs, baseStyle(b));
  out['status'] = form.status;
  out['tracking_codes'] = f === 'sf-tracking-codes-string' ? form.trackingCodes.join(',') : [...form.trackingCodes];
  out['address'] = f === 'sf-address-null' && form.status !== 'created' ? null : serializeAddress(form.address, b);
  out['message'] = f === 'sf-message-null' && form.message === '' ? null : form.message;
  out['form'] = form.form;
  out['form_file_type'] = f === 'sf-form-file-type-null' ? null : form.formFileType;
  out['form_url'] = form.formUrl;
  out['batch_id'] = f === 'sf-batch-id-wrong-prefix' ? `bat_${form.batchId.slice('batch_'.length)}` : form.batchId;
  out['reference'] = form.reference;
  out['confirmation'] = form.confirmation;
  out['carrier'] = form.carrier;
  out['num_shipments'] = f === 'sf-num-shipments-string' ? String(form.trackingCodes.length) : form.trackingCodes.length;
  if (b.variant === 'extra-fields') {
    out['mode'] = 'test';
    out['carrier_facility'] = null;
    out['form_size_bytes'] = form.form.length * 37;
  }
  return out;
}

export function serializeSummary(form: SeedScanForm, b: Behaviour): Record<string, unknown> {
  if (b.variant === 'summary-other-fields') {
    return {
      id: formId(form, b),
      object: 'ScanForm',
      created_at: createdAt(form, b),
      updated_at: formatInstant(form.updatedMs, baseStyle(b)),
      status: form.status,
      form_url: form.formUrl,
      carrier: form.carrier,
    };
  }
  return {
    id: formId(form, b),
    object: 'ScanFormSummary',
    created_at: createdAt(form, b),
    status: form.status,
    reference: form.reference,
    batch_id: form.batchId,
    num_shipments: form.trackingCodes.length,
  };
}
