// Answer key for the faults of scan form listing (spec 2.2, 2.3, 4.4): filters, pagination, summaries.
// Kept apart from the other areas so each area's suite and its faults evolve together.

import type { FaultExpectations } from './expectations.js';

export const scanFormFaultExpectations: FaultExpectations = {
  // reference is an exact match (4.4)
  'sf-reference-prefix-match': 'SF-REFERENCE-EXACT',
  'sf-reference-case-insensitive': 'SF-REFERENCE-EXACT',
  'sf-reference-ignored': 'SF-REFERENCE-EXACT',
  // inclusive datetime bounds on created_at (4.4)
  'sf-start-exclusive': 'SF-START-INCLUSIVE',
  'sf-start-ignored': 'SF-START-INCLUSIVE',
  'sf-end-exclusive': 'SF-END-INCLUSIVE',
  'sf-end-ignored': 'SF-END-INCLUSIVE',
  'sf-filter-uses-updated-at': ['SF-START-INCLUSIVE', 'SF-END-INCLUSIVE'],
  // bounds are instants, whatever ISO 8601 spelling (4.4)
  'sf-end-compared-as-string': 'SF-BOUND-INSTANT',
  'sf-offset-ignored': 'SF-BOUND-INSTANT',
  'sf-offset-rejected': 'SF-BOUND-INSTANT',
  'sf-fraction-rejected': 'SF-BOUND-INSTANT',
  // invalid parameters are 400 with the error body (7)
  'sf-invalid-date-500': 'SF-PARAM-TYPES-400',
  'sf-page-abc-200': 'SF-PARAM-TYPES-400',
  'sf-summary-maybe-200': 'SF-PARAM-TYPES-400',
  // page wins over cursors; cursors on creation order (4.4)
  'sf-cursor-wins-over-page': 'SF-PAGE-PRECEDENCE',
  'sf-cursors-swapped': ['SF-BEFORE-ID', 'SF-AFTER-ID'],
  'sf-cursor-included': ['SF-BEFORE-ID', 'SF-AFTER-ID'],
  'sf-cursors-ignored': ['SF-BEFORE-ID', 'SF-AFTER-ID'],
  'sf-cursor-compares-ids': ['SF-BEFORE-ID', 'SF-AFTER-ID'],
  'sf-unknown-cursor-500': 'SF-UNKNOWN-CURSOR',
  // counts and pages (4.4)
  'sf-total-count-unfiltered': 'SF-TOTAL-COUNT',
  'sf-total-count-page-length': 'SF-TOTAL-COUNT',
  'sf-has-more-always-false': 'SF-HAS-MORE',
  'sf-has-more-true-on-last-page': 'SF-HAS-MORE',
  'sf-pages-overlap': 'SF-PAGE-WALK',
  'sf-page-skips-form': 'SF-PAGE-WALK',
  'sf-negative-page-accepted': 'SF-PAGE-BEFORE-FIRST',
  'sf-sort-inconsistent': 'SF-SORT-CONSISTENT',
  // summaries (2.2, 4.4)
  'sf-summary-ignored': 'SF-SUMMARY-LIGHTER',
  'sf-summary-always': 'SF-SUMMARY-FULL',
  'sf-summary-false-as-true': 'SF-SUMMARY-FULL',
  // account isolation (4.4: "associated with the API key used")
  'sf-leaks-other-account': 'ISO-SF-OWN-FORMS',
  'sf-shared-reference-leaks': 'ISO-SF-SHARED-REFERENCE',
  // An auth fault, listed here because the scan form isolation check is what sees it: the second key is served
  // the first account's forms.
  'auth-second-key-sees-first-account': 'ISO-SF-OWN-FORMS',
  // schema of every page read (2.2, 2.3)
  'sf-batch-id-wrong-prefix': 'SF-FORM-FIELDS',
  'sf-address-null': 'SF-FORM-FIELDS',
  'sf-address-id-wrong-prefix': 'SF-ADDRESS-FIELDS',
  'sf-address-missing-verifications': 'SF-ADDRESS-FIELDS',
  'sf-address-residential-string': 'SF-ADDRESS-FIELDS',
  'sf-address-latitude-string': 'SF-ADDRESS-FIELDS',
  // Red-team round (issue 4): faults a careless implementer of 2.2, 2.3 and 4.4 writes that the first round did not seed.
  'sf-reference-like-wildcards': 'SF-REFERENCE-EXACT',
  'sf-reference-accent-insensitive': 'SF-REFERENCE-EXACT',
  'sf-reference-trailing-space-ignored': 'SF-REFERENCE-EXACT',
  'sf-reference-null-literal': 'SF-REFERENCE-EXACT',
  'sf-reference-empty-matches-null': 'SF-REFERENCE-EXACT',
  'sf-bound-fraction-truncated': 'SF-START-INCLUSIVE',
  'sf-negative-offset-sign-flipped': 'SF-BOUND-INSTANT',
  'sf-has-more-misses-last-one': 'SF-HAS-MORE',
  'sf-has-more-full-page': 'SF-HAS-MORE',
  'sf-total-count-end-exclusive': 'SF-TOTAL-COUNT',
  'sf-total-count-excludes-failed': 'SF-TOTAL-COUNT',
  'sf-summary-ignores-page': 'SF-SUMMARY-LIGHTER',
  'sf-summary-drops-filters': 'SF-SUMMARY-LIGHTER',
  'sf-summary-cursor-reversed': 'SF-SORT-SAME-EVERYWHERE',
  'sf-summary-envelope-no-total': 'SF-LIST-ENVELOPE',
  'sf-summary-leaks-other-account': 'SF-SUMMARY-LIGHTER',
  'sf-page-past-end-repeats-last': 'SF-PAGE-WALK',
  'sf-cursor-outside-filter-ignored': 'SF-BEFORE-ID',
  'sf-both-cursors-before-only': 'SF-AFTER-ID',
  'sf-created-updated-swapped': ['SF-START-INCLUSIVE', 'SF-END-INCLUSIVE'],
  'sf-address-time-zone-null': 'SF-ADDRESS-FIELDS',
  'sf-object-case-slip': 'SF-FORM-FIELDS',
  'sf-id-prefix-uppercase': 'SF-FORM-FIELDS',
  'sf-filter-finer-than-created-at': 'SF-END-INCLUSIVE',
  'sf-reference-count-leaks': 'ISO-SF-SHARED-REFERENCE',
  'sf-parameterless-order-reversed': 'SF-SORT-SAME-EVERYWHERE',
  'sf-summary-ignores-cursors': 'SF-SUMMARY-LIGHTER',
  'sf-offset-minutes-ignored': 'SF-BOUND-INSTANT',
  'sf-summary-counts-page': 'SF-TOTAL-COUNT',
  'sf-cursor-crosses-accounts': 'ISO-SF-OWN-FORMS',
  'sf-null-fields-omitted': ['SF-FORM-FIELDS', 'SF-ADDRESS-FIELDS'],
  'sf-cursor-first-page-only': ['SF-BEFORE-ID', 'SF-AFTER-ID'],
  'sf-summary-heavier': 'SF-SUMMARY-LIGHTER',
  'sf-end-second-precision': 'SF-END-INCLUSIVE',
};
