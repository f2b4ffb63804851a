// Which requirement catches each seeded fault of the reference server: the fault catalogue's answer key.
// Every fault must be listed; a fault the suite cannot catch is a gap in the suite, not in this file.

import { ordersFaultExpectations } from './expectations-orders.js';
import { scanFormFaultExpectations } from './expectations-scan-forms.js';

export type FaultExpectations = Readonly<Record<string, string | readonly string[]>>;

/** Faults of authentication, transport and the scan form schema, caught by the foundation's requirements. */
const coreFaultExpectations: FaultExpectations = {
  'auth-missing-get-orders': 'AUTH-MISSING-401',
  'auth-missing-post-orders': 'AUTH-MISSING-401',
  'auth-missing-put-orders': 'AUTH-MISSING-401',
  'auth-missing-get-scan-forms': 'AUTH-MISSING-401',
  'auth-empty-bearer-accepted': 'AUTH-EMPTY-401',
  'auth-any-bearer-accepted': 'AUTH-WRONG-KEY-401',
  'auth-key-case-insensitive': 'AUTH-NEAR-MISS-401',
  'auth-key-prefix-accepted': 'AUTH-NEAR-MISS-401',
  'auth-key-suffix-accepted': 'AUTH-NEAR-MISS-401',
  'auth-basic-scheme-accepted': 'AUTH-SCHEME-401',
  'auth-token-scheme-accepted': 'AUTH-SCHEME-401',
  'auth-bare-key-accepted': 'AUTH-SCHEME-401',
  'auth-query-key-accepted': 'AUTH-QUERY-KEY-401',
  'auth-unknown-key-empty-account': 'AUTH-WRONG-KEY-401',
  'auth-403-instead-of-401': 'AUTH-MISSING-401',
  'auth-401-plain-text': 'ERR-BODY-401',
  'auth-error-with-200-status': 'AUTH-MISSING-401',
  'auth-rejected-put-applied': 'AUTH-REJECT-NO-STATE',
  'transport-plain-http-served': 'TLS-HTTPS-ONLY',
  'version-old-paths-dropped': 'VER-PATH-PREFIXES',
  'sf-id-missing-prefix': 'SF-FORM-FIELDS',
  'sf-object-wrong': 'SF-FORM-FIELDS',
  'sf-created-at-local-offset': 'SF-FORM-FIELDS',
  'sf-created-at-no-zone': 'SF-FORM-FIELDS',
  'sf-updated-at-missing': 'SF-FORM-FIELDS',
  'sf-num-shipments-string': 'SF-FORM-FIELDS',
  'sf-tracking-codes-string': 'SF-FORM-FIELDS',
  'sf-message-null': 'SF-FORM-FIELDS',
  'sf-form-file-type-null': 'SF-FORM-FIELDS',
  'sf-total-count-string': 'SF-LIST-ENVELOPE',
};

/** fault name -> the requirement id(s) that must fail against it. */
export const faultExpectations: FaultExpectations = { ...coreFaultExpectations, ...ordersFaultExpectations, ...scanFormFaultExpectations };
