// GET /v2/scan_forms (spec 4.4): query validation, filtering, pagination and the ScanForm/Address serialization of 2.2-2.3.
// Pure over the seeded forms: the server hands in the account's forms and the query, and gets back a Reply.
import type { Behaviour } from './behaviour.js';
import { formatMicros, parseIsoInstant, parseIsoMicros, type MicroStyle } from './iso-time.js';
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

/** Forms per answer; `withPage` tells page mode from cursor mode (no page), which some variants size differently. */
export function pageSizeFor(b: Behaviour, withPage = true): number {
  switch (b.variant) {
    case 'page-size-3':
      return 3;
    case 'page-size-25':
      return 25;
    case 'page-size-1':
      return 1;
    case 'page-size-100':
      return 100;
    case 'default-page-size-larger':
      return withPage ? 10 : 20;
    case 'default-page-size-smaller':
      return withPage ? 10 : 4;
    default:
      return 10;
  }
}

const KNOWN_PARAMETERS = ['reference', 'start_datetime', 'end_datetime', 'page', 'before_id', 'after_id', 'summary'] as const;

interface Bound {
  /** The instant in microseconds since the epoch. */
  us: number;
  raw: string;
}

function readBound(query: URLSearchParams, name: 'start_datetime' | 'end_datetime', b: Behaviour): Bound | Reply | undefined {
  const raw = query.get(name);
  if (raw === null) return undefined;
  const parsed = parseIsoInstant(raw);
  const micros = parseIsoMicros(raw);
  if (parsed === undefined || micros === undefined) {
    // The fault reproduces the classic crash: an Invalid Date reaching toISOString() throws a RangeError.
    if (b.fault === 'sf-invalid-date-500') new Date(raw).toISOString();
    return errorReply(400, `${name} must be an ISO 8601 date-time, e.g. 2024-08-02T23:15:26Z`);
  }
  if (b.fault === 'sf-offset-rejected' && parsed.hasNumericOffset) return errorReply(400, `${name} must be given in UTC (Z)`);
  if (b.fault === 'sf-fraction-rejected' && parsed.hasFraction) return errorReply(400, `${name} must not have fractional seconds`);
  let us = b.fault === 'sf-offset-ignored' ? micros.wallUs : micros.us;
  // wall - offset read with the sign flipped: the instant moves by twice the offset.
  if (b.fault === 'sf-negative-offset-sign-flipped' && micros.negativeOffset) us = micros.wallUs + (micros.wallUs - micros.us);
  if (b.fault === 'sf-bound-fraction-truncated') us -= micros.fractionUs;
  // An end bound read into a second-precision value (forms themselves keep microseconds under this fault).
  if (b.fault === 'sf-end-second-precision' && name === 'end_datetime') us -= us % 1_000_000;
  // Only the hours of an offset are read: +05:30 counts as +05:00, so the instant lands 30 minutes late.
  if (b.fault === 'sf-offset-minutes-ignored') us += (micros.offsetMinutes % 60) * 60_000_000;
  return { us, raw };
}

function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && 'kind' in value;
}

/** The order forms are kept in: creation instant, then id (so forms created in one instant still have one order). */
function byCreation(x: SeedScanForm, y: SeedScanForm): number {
  if (x.createdUs !== y.createdUs) return x.createdUs - y.createdUs;
  return x.id < y.id ? -1 : x.id > y.id ? 1 : 0;
}

/** SQL LIKE as the `sf-reference-like-wildcards` fault uses it: `_` one character, `%` any run, nothing escaped. */
function likePattern(value: string): RegExp {
  const body = [...value].map((c) => (c === '_' ? '.' : c === '%' ? '.*' : c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');
  return new RegExp(`^${body}$`, 'su');
}

function unaccent(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
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
  if (b.variant === 'unknown-parameters-400') {
    const unknown = [...query.keys()].find((name) => !(KNOWN_PARAMETERS as readonly string[]).includes(name));
    if (unknown !== undefined) return errorReply(400, `unknown query parameter ${unknown}`);
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
  const clampBelow = b.variant === 'page-below-first-clamped';
  const rawPage = query.get('page');
  let page: number | undefined;
  if (rawPage !== null) {
    if (/^\d+$/.test(rawPage)) {
      const n = rawPage.replace(/^0+(?=\d)/, '').length > 15 ? Number.POSITIVE_INFINITY : Number(rawPage);
      if (n >= firstPage) page = n;
      else if (clampBelow) page = firstPage;
    } else if (/^-\d{1,15}$/.test(rawPage) && f === 'sf-negative-page-accepted') {
      page = Number(rawPage);
    } else if (/^-\d+$/.test(rawPage) && clampBelow) {
      page = firstPage;
    } else if (f === 'sf-page-abc-200') {
      const n = Number.parseInt(rawPage, 10);
      page = Number.isFinite(n) && n >= firstPage ? n : firstPage;
    }
    if (page === undefined) return errorReply(400, `page must be an integer >= ${firstPage}`);
  }
  if (f === 'sf-summary-ignores-page' && summary && page !== undefined) page = firstPage;

  const start = readBound(query, 'start_datetime', b);
  if (isReply(start)) return start;
  const end = readBound(query, 'end_datetime', b);
  if (isReply(end)) return end;
  if (b.variant === 'inverted-window-400' && start !== undefined && end !== undefined && start.us > end.us) return errorReply(400, 'start_datetime must not be after end_datetime');
  const dropFilters = f === 'sf-summary-drops-filters' && summary;
  let reference = f === 'sf-reference-ignored' || dropFilters ? null : query.get('reference');
  // Rails' `params[:reference].presence`: a blank value is no filter at all.
  if (b.variant === 'blank-reference-ignored' && reference !== null && reference.trim() === '') reference = null;
  if (b.variant === 'padded-reference-400' && reference !== null && reference !== reference.trim()) return errorReply(400, 'reference must not start or end with whitespace');

  const leak = f === 'sf-leaks-other-account' || (f === 'sf-shared-reference-leaks' && reference !== null) || (f === 'sf-summary-leaks-other-account' && summary);
  const pool = [...(leak ? everyone : own)].sort(byCreation);
  const referenceMatches = (form: SeedScanForm): boolean => {
    if (reference === null) return true;
    if ((f === 'sf-reference-null-literal' && reference === 'null') || (f === 'sf-reference-empty-matches-null' && reference === '')) return form.reference === null;
    if (form.reference === null) return false;
    if (f === 'sf-reference-prefix-match') return form.reference.startsWith(reference);
    if (f === 'sf-reference-case-insensitive') return form.reference.toLowerCase() === reference.toLowerCase();
    if (f === 'sf-reference-like-wildcards') return likePattern(reference).test(form.reference);
    if (f === 'sf-reference-accent-insensitive') return unaccent(form.reference) === unaccent(reference);
    if (f === 'sf-reference-trailing-space-ignored') return form.reference.replace(/ +$/, '') === reference.replace(/ +$/, '');
    return form.reference === reference; // 4.4: exact match
  };
  const timeOf = (form: SeedScanForm): number => {
    if (f === 'sf-filter-uses-updated-at') return form.updatedUs;
    // The fault's store keeps microseconds that the serializer never writes (a Postgres now() shown to the second).
    if (f === 'sf-filter-finer-than-created-at') return form.createdUs + 1 + (Number.parseInt(form.id.slice(-5), 16) % 999_998);
    return form.createdUs;
  };
  const afterStart = (form: SeedScanForm): boolean => {
    if (start === undefined || f === 'sf-start-ignored' || dropFilters) return true;
    return f === 'sf-start-exclusive' ? timeOf(form) > start.us : timeOf(form) >= start.us; // 4.4: >=
  };
  const beforeEnd = (form: SeedScanForm, exclusive = false): boolean => {
    if (end === undefined || f === 'sf-end-ignored' || dropFilters) return true;
    if (f === 'sf-end-compared-as-string') return formatMicros(timeOf(form), 'utc-seconds') <= end.raw;
    return f === 'sf-end-exclusive' || exclusive ? timeOf(form) < end.us : timeOf(form) <= end.us; // 4.4: <=
  };
  const matched = pool.filter((form) => referenceMatches(form) && afterStart(form) && beforeEnd(form));
  let totalCount = matched.length;
  if (f === 'sf-total-count-unfiltered') totalCount = pool.length;
  if (f === 'sf-total-count-end-exclusive') totalCount = pool.filter((form) => referenceMatches(form) && afterStart(form) && beforeEnd(form, true)).length;
  if (f === 'sf-total-count-excludes-failed') totalCount = matched.filter((form) => form.status !== 'failed').length;
  if (f === 'sf-reference-count-leaks' && reference !== null) totalCount = everyone.filter((form) => form.reference === reference && afterStart(form) && beforeEnd(form)).length;

  const cursorsDropped = f === 'sf-summary-ignores-cursors' && summary;
  const rawBefore = cursorsDropped ? null : query.get('before_id');
  const rawAfter = cursorsDropped ? null : query.get('after_id');
  const hasCursor = rawBefore !== null || rawAfter !== null;
  const usePage = page !== undefined && !(f === 'sf-cursor-wins-over-page' && hasCursor);
  const size = pageSizeFor(b, page !== undefined);
  const descending = b.variant !== 'sort-ascending';
  const byUpdate = b.variant === 'sort-by-updated-at';
  const display = (list: readonly SeedScanForm[]): SeedScanForm[] => {
    if (byUpdate) return [...list].sort((x, y) => y.updatedUs - x.updatedUs || (x.id < y.id ? 1 : x.id > y.id ? -1 : 0));
    return descending ? [...list].reverse() : [...list];
  };

  let items: SeedScanForm[];
  let hasMore: boolean;
  let laterPage: boolean;
  let cursorAfter = false;
  if (usePage || !hasCursor || f === 'sf-cursors-ignored') {
    // 4.4: page takes precedence; cursors are not even looked up.
    const ordered = display(matched);
    let index = (usePage && page !== undefined ? page : firstPage) - firstPage;
    const lastIndex = Math.max(0, Math.ceil(ordered.length / size) - 1);
    if (f === 'sf-page-past-end-repeats-last' && index > lastIndex) index = lastIndex;
    const stride = f === 'sf-pages-overlap' ? size - 1 : f === 'sf-page-skips-form' ? size + 1 : size;
    const offset = index * stride;
    items = Number.isFinite(offset) ? ordered.slice(offset, offset + size) : [];
    hasMore = Number.isFinite(offset) && offset + size < ordered.length;
    if (f === 'sf-has-more-misses-last-one') hasMore = Number.isFinite(offset) && offset + size < ordered.length - 1;
    if (f === 'sf-has-more-full-page') hasMore = items.length === size;
    if (b.variant === 'page-past-end-404' && index > 0 && items.length === 0) return errorReply(404, 'Invalid page.');
    laterPage = index > 0;
  } else {
    if (b.variant === 'both-cursors-400' && rawBefore !== null && rawAfter !== null) return errorReply(400, 'give either before_id or after_id, not both');
    let beforeId = rawBefore;
    let afterId = f === 'sf-both-cursors-before-only' && rawBefore !== null ? null : rawAfter;
    if (f === 'sf-cursors-swapped') [beforeId, afterId] = [afterId, beforeId];
    // The fault looks the cursor up among the filtered forms and drops it when they exclude it.
    // The first-page fault finds the cursor only among the forms the parameterless listing starts with.
    const firstPageForms = display(pool).slice(0, size);
    const lookupIn = f === 'sf-cursor-outside-filter-ignored' ? matched : f === 'sf-cursor-crosses-accounts' ? everyone : f === 'sf-cursor-first-page-only' ? firstPageForms : pool;
    const lookup = (id: string | null): SeedScanForm | undefined | null => (id === null ? null : lookupIn.find((form) => form.id === id));
    let before = lookup(beforeId);
    let after = lookup(afterId);
    if (f === 'sf-cursor-outside-filter-ignored') {
      if (before === undefined && pool.some((form) => form.id === beforeId)) before = null;
      if (after === undefined && pool.some((form) => form.id === afterId)) after = null;
    }
    if (before === undefined || after === undefined) {
      const name = before === undefined ? 'before_id' : 'after_id';
      if (f === 'sf-unknown-cursor-500') throw new TypeError("Cannot read properties of undefined (reading 'createdMs')");
      if (b.variant === 'unknown-cursor-404') return errorReply(404, `${name} does not name a scan form of this account`);
      if (b.variant === 'unknown-cursor-empty') return jsonReply(200, envelope(b, [], false, totalCount, query));
      return errorReply(400, `${name} does not name a scan form of this account`);
    }
    if (b.variant === 'cursor-outside-filter-400' && [before, after].some((c) => c !== null && !matched.includes(c))) return errorReply(400, 'a cursor must name a form that matches the filters');
    // Position in creation order (keyset on created_at, then id); the fault compares the random ids instead.
    const earlier = (x: SeedScanForm, y: SeedScanForm): boolean => {
      if (f === 'sf-cursor-compares-ids') return x.id < y.id;
      return byCreation(x, y) < 0;
    };
    const inclusive = f === 'sf-cursor-included';
    const inWindow = (form: SeedScanForm): boolean =>
      (before === null || earlier(form, before) || (inclusive && form === before)) &&
      (after === null || earlier(after, form) || (inclusive && form === after));
    // The fault lists the forms of whichever account owns the cursor form.
    const owner = [before, after].find((c) => c !== null && !pool.includes(c));
    const crossed = f === 'sf-cursor-crosses-accounts' && owner !== undefined && owner !== null;
    const between = (crossed ? everyone.filter((form) => !own.includes(form) && referenceMatches(form) && afterStart(form) && beforeEnd(form)) : matched).filter(inWindow); // oldest first
    // The window is cut from the oldest-first list, then shown once in display order.
    const newestEnd = (list: SeedScanForm[]): SeedScanForm[] => list.slice(Math.max(0, list.length - size));
    const oldestEnd = (list: SeedScanForm[]): SeedScanForm[] => list.slice(0, size);
    let window: SeedScanForm[];
    if (before !== null && after === null) window = newestEnd(between); // adjacent to the before cursor
    else if (after !== null && before === null && b.variant !== 'after-id-newest-window') window = oldestEnd(between); // adjacent to after
    else window = descending ? newestEnd(between) : oldestEnd(between); // the first page in display order
    // Listed by updated_at, the page is the first of the cursor's side in that order.
    if (byUpdate) window = display(between).slice(0, size);
    items = display(window);
    hasMore = between.length > window.length;
    laterPage = true;
    cursorAfter = after !== null;
    if (b.variant === 'total-count-within-cursor') totalCount = between.length;
  }

  if (b.variant === 'ties-order-varies') items = shuffleTies(items, query.toString());
  if (f === 'sf-parameterless-order-reversed' && page === undefined && !hasCursor) items.reverse();
  if (f === 'sf-sort-inconsistent' && laterPage) items.reverse();
  if (f === 'sf-summary-cursor-reversed' && summary && cursorAfter) items.reverse();
  if (f === 'sf-has-more-always-false') hasMore = false;
  if (f === 'sf-has-more-true-on-last-page') hasMore = items.length > 0;
  if (f === 'sf-total-count-page-length') totalCount = items.length;

  const scanForms = items.map((form) => (summary ? serializeSummary(form, b) : serializeScanForm(form, b)));
  const body = envelope(b, scanForms, hasMore, f === 'sf-total-count-string' ? String(totalCount) : totalCount, query, page ?? firstPage, size);
  if (f === 'sf-summary-envelope-no-total' && summary) delete body['total_count'];
  if (f === 'sf-summary-counts-page' && summary) body['total_count'] = items.length;
  return jsonReply(200, body);
}

/** Reorders each run of forms created in one instant by a hash of the query, as a plan-dependent ORDER BY would. */
function shuffleTies(items: readonly SeedScanForm[], salt: string): SeedScanForm[] {
  const hash = (text: string): number => {
    let h = 2166136261;
    for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
    return h;
  };
  const out: SeedScanForm[] = [];
  for (let i = 0; i < items.length; ) {
    let j = i;
    while (j < items.length && items[j]!.createdUs === items[i]!.createdUs) j += 1;
    out.push(...items.slice(i, j).sort((x, y) => hash(salt + x.id) - hash(salt + y.id)));
    i = j;
  }
  return out;
}

/** The 4.4 envelope; the `envelope-extra-fields` variant adds what paginating frameworks add. */
function envelope(b: Behaviour, scanForms: unknown[], hasMore: boolean, totalCount: unknown, query: URLSearchParams, page = 1, size = 10): Record<string, unknown> {
  const body: Record<string, unknown> = { scan_forms: scanForms, has_more: hasMore, total_count: totalCount };
  if (b.variant !== 'envelope-extra-fields') return body;
  const link = (n: number): string => {
    const q = new URLSearchParams(query);
    q.set('page', String(n));
    return `/v2/scan_forms?${q.toString()}`;
  };
  return { object: 'list', ...body, page, page_size: size, next: hasMore ? link(page + 1) : null, previous: page > 1 ? link(page - 1) : null };
}

function baseStyle(b: Behaviour): MicroStyle {
  if (b.variant === 'timestamps-millis-offset') return 'utc-millis-offset';
  if (b.variant === 'timestamps-micros') return 'utc-micros';
  if (b.variant === 'timestamps-trimmed-fraction') return 'utc-trimmed-fraction';
  return 'utc-seconds';
}

function createdAt(form: SeedScanForm, b: Behaviour): string {
  const us = b.fault === 'sf-created-updated-swapped' ? form.updatedUs : form.createdUs;
  if (b.fault === 'sf-created-at-local-offset') return formatMicros(us, 'local-plus-two');
  if (b.fault === 'sf-created-at-no-zone') return formatMicros(us, 'no-zone');
  return formatMicros(us, baseStyle(b));
}

function updatedAt(form: SeedScanForm, b: Behaviour): string {
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
    residential: b.fault === 'sf-address-residential-string' && address.residential !== null ? String(address.residential) : address.residential,
  };
  if (b.fault !== 'sf-address-missing-verifications') {
    const coordinate = (n: number): number | string => (b.fault === 'sf-address-latitude-string' ? String(n) : n);
    out['verifications'] = {
      verify: ['delivery', 'smarty'],
      delivery: {
        success: true,
        errors: [],
        details: { latitude: coordinate(address.latitude), longitude: coordinate(address.longitude), time_zone: b.fault === 'sf-address-time-zone-null' ? null : address.timeZone },
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
  out['form_url'] = form.formUrl;
  out['batch_id'] = f === 'sf-batch-id-wrong-prefix' ? `bat_${form.batchId.slice('batch_'.length)}` : form.batchId;
  out['reference'] = form.reference;
  out['confirmation'] = form.confirmation;
  out['carrier'] = form.carrier;
  out['num_shipments'] = f === 'sf-num-shipments-string' ? String(form.numShipments) : form.numShipments;
  if (b.variant === 'extra-fields') {
    out['mode'] = 'test';
    out['carrier_facility'] = null;
    out['form_size_bytes'] = form.form.length * 37;
  }
  if (f === 'sf-null-fields-omitted') omitNulls(out);
  return out;
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
    return { ...full, object: 'ScanFormSummary', shipments: form.trackingCodes.map((code) => ({ tracking_code: code, carrier: form.carrier, status: 'manifested' })) };
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
