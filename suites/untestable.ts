// The spec clauses that no black-box check can reach, each with the reason: listed in every report.
// Plain data apart from the checks, so the runner can name them without loading the suites.

import type { UntestableClause } from '../src/requirements/requirement.js';

export const untestable: readonly UntestableClause[] = [
  {
    clause: '5.2',
    statement: "API keys are viewed and managed in the service's dashboard.",
    reason: 'The dashboard is outside the API; nothing a client sends can observe it.',
  },
  {
    clause: '5.5',
    statement: 'API keys are secrets and must not be placed in public or client-side code.',
    reason:
      "An obligation on the merchant's code, not on the server. The suite itself honours it: the key never appears in any output.",
  },
  {
    clause: '2.1.3',
    statement: "Enabling keys is done through the service's support.",
    reason: 'An out-of-band process; the suite takes the enabled keys from ENABLED_METADATA_KEYS.',
  },
  {
    clause: '4.2',
    statement: 'Request header Content-Type: application/json (on create, and on update in 4.3).',
    reason:
      'An obligation on the client: the suite always sends it. What a server does with another Content-Type is not shown; refusing it (415) and reading the body as JSON anyway are both allowed.',
  },
  { clause: '6', statement: 'Events: not shown.', reason: 'The spec defines no events to check.' },
  {
    clause: '8',
    statement: 'Rate limits, page size and maximum lengths: not shown.',
    reason: 'Nothing is stated; the suite honours 429 Retry-After and infers page size from the data.',
  },
  {
    clause: '3',
    statement: 'States and transitions: not shown beyond ScanForm.status taking the value created.',
    reason: 'No transition is specified and no endpoint changes a scan form; the status type is checked by the schema.',
  },
];
