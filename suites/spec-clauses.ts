// The spec's rule-bearing clauses, one entry each: the checklist that every clause has a requirement or
// a written reason why it cannot be checked from outside. A self-test keeps it in step with the spec file.

export interface SpecClause {
  readonly clause: string;
  readonly title: string;
}

export const specClauses: readonly SpecClause[] = [
  { clause: '2.1.1', title: 'Key names consist of lowercase letters and underscores.' },
  { clause: '2.1.2', title: 'All values are strings.' },
  { clause: '2.1.3', title: 'A key must be enabled for the account; a non-enabled key is silently ignored.' },
  { clause: '2.1.4', title: 'On update, supplied metadata is merged over existing metadata.' },
  { clause: '2.1.5', title: 'On update, a key set to null is removed.' },
  { clause: '2.1.6', title: 'On update, omitted metadata leaves the existing metadata unchanged.' },
  { clause: '2.2', title: 'ScanForm fields.' },
  { clause: '2.3', title: 'Address fields (nested in ScanForm).' },
  { clause: '3', title: 'States and transitions.' },
  { clause: '4.1', title: 'List orders.' },
  { clause: '4.2', title: 'Create an order.' },
  { clause: '4.3', title: 'Update an order.' },
  { clause: '4.4', title: 'Retrieve all scan forms.' },
  { clause: '5.1', title: 'Authentication with Authorization: Bearer <API_KEY>.' },
  { clause: '5.2', title: 'API keys are managed in the dashboard.' },
  { clause: '5.3', title: 'All requests must be made over HTTPS.' },
  { clause: '5.4', title: 'A request without valid authentication fails with 401.' },
  { clause: '5.5', title: 'API keys must not be placed in public or client-side code.' },
  { clause: '6', title: 'Events.' },
  { clause: '7', title: 'Errors.' },
  { clause: '8', title: 'Limits.' },
  { clause: '9.1', title: 'Path version prefixes /v1.0 and /v2.' },
  { clause: '9.2', title: 'Backward-incompatible changes bump the version marker; old paths keep stable support.' },
];
