// Answer key for the faults of orders, metadata, errors and the rest of auth and transport (spec 2.1, 4.1-4.3, 5, 7).
// Kept apart from the other areas so each area's suite and its faults evolve together.

import type { FaultExpectations } from './expectations.js';

export const ordersFaultExpectations: FaultExpectations = {
  // --- auth and transport (5, 4) not caught by the foundation's requirements ---
  'auth-second-key-sees-first-account': 'ORD-ISOLATION-LIST',
  'auth-401-body-leaks-data': 'AUTH-REJECT-NO-DATA',
  'transport-json-as-html': 'ORD-JSON-CONTENT-TYPE',
  // --- errors (7) ---
  'errors-invalid-json-500': 'ERR-INVALID-JSON-400',
  'errors-status-code-string': ['ERR-BODY-401', 'ERR-BODY-400'],
  'errors-wrong-error-text': ['ERR-BODY-401', 'ERR-BODY-400'],
  'errors-missing-message': ['ERR-BODY-401', 'ERR-BODY-400'],
  'errors-body-status-400-always': ['ERR-BODY-401', 'ERR-BODY-OTHER'],
  'errors-served-as-html': 'ERR-JSON-CONTENT-TYPE',
  'errors-404-html': 'ERR-BODY-OTHER',
  'errors-400-framework-shape': 'ERR-BODY-400',
  // --- orders (4.1-4.3) ---
  'orders-non-string-reference-accepted': 'ORD-REFERENCE-STRING-400',
  'orders-missing-reference-accepted': 'ORD-REFERENCE-REQUIRED-400',
  'orders-update-non-object-accepted': 'ORD-UPDATE-BODY-OBJECT-400',
  'orders-list-leaks-other-account': 'ORD-ISOLATION-LIST',
  'orders-update-other-account-allowed': 'ORD-ISOLATION-UPDATE',
  'orders-path-not-decoded': 'ORD-PATH-REFERENCE-ENCODED',
  'orders-path-plus-as-space': 'ORD-PATH-REFERENCE-ENCODED',
  'orders-path-decode-uri': 'ORD-PATH-REFERENCE-ENCODED',
  'orders-duplicate-reference-appended': 'ORD-REFERENCE-IDENTIFIES',
  'orders-path-case-insensitive': 'ORD-PATH-CASE-SENSITIVE',
  // --- metadata (2.1) ---
  'metadata-array-accepted': 'META-NOT-OBJECT-400',
  'metadata-number-stored-as-number': 'META-VALUES-STRINGS',
  'metadata-number-coerced-to-string': 'META-NON-STRING-400',
  'metadata-unknown-key-rejected': ['META-UNKNOWN-KEY-NO-ERROR', 'META-PROPERTY-CREATE'],
  'metadata-unknown-key-stored': ['META-UNKNOWN-KEY-NOT-STORED', 'META-PROPERTY-CREATE'],
  'metadata-key-case-folded': 'META-INVALID-KEY-NOT-STORED',
  'metadata-other-account-keys-enabled': 'META-OTHER-ACCOUNT-KEY-NOT-STORED',
  'metadata-update-replaces': ['META-MERGE', 'META-PROPERTY-MERGE'],
  'metadata-null-stored-as-null': ['META-NULL-REMOVES', 'META-VALUES-STRINGS'],
  'metadata-null-stored-as-string': 'META-NULL-REMOVES',
  'metadata-omitted-clears': 'META-OMITTED-UNCHANGED',
  'metadata-empty-object-clears': 'META-EMPTY-OBJECT-UNCHANGED',
  'metadata-empty-string-removes': 'META-EMPTY-STRING-VALUE',
  'metadata-values-trimmed': ['META-VALUE-ROUND-TRIP', 'META-PROPERTY-CREATE'],
  'metadata-unicode-latin1': ['META-VALUE-ROUND-TRIP', 'META-PROPERTY-CREATE'],
  'metadata-astral-dropped': 'META-VALUE-ROUND-TRIP',
  'metadata-values-truncated-255': 'META-LONG-VALUE-NOT-TRUNCATED',
  'metadata-omitted-on-list': 'META-READ-PRESENT',
  'metadata-omitted-when-empty': 'META-READ-PRESENT',
  'metadata-ignored-on-create': ['META-CREATE-ROUND-TRIP', 'META-PROPERTY-CREATE'],
  'metadata-null-absent-key-500': 'META-NULL-ABSENT-HARMLESS',
};
