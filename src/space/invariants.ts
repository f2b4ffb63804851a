// The universal invariants of the request space: rules that hold for every case, whichever dimension varies and
// whichever check sends it, each mapped onto the requirement ids reports, compare and certificates already key on.

import type { InvariantId } from './model.js';

export interface Invariant {
  readonly id: InvariantId;
  /** The rule in one sentence. */
  readonly rule: string;
  /** The spec's clause it rests on. */
  readonly clause: string;
  /** The requirement ids that carry its verdicts (by the status or the dimension, see `how`). */
  readonly requirements: readonly string[];
  /** How a case is routed to one of `requirements`, when there are several. */
  readonly how?: string;
}

export const INVARIANTS: readonly Invariant[] = [
  {
    id: 'no-server-error',
    rule: 'No request is answered with a 5xx, a dropped connection or a hang.',
    clause: '7',
    requirements: ['ERR-NO-SERVER-ERROR'],
  },
  {
    id: 'no-error-under-2xx',
    rule: 'No error body is sent under a 2xx status.',
    clause: '7',
    requirements: ['ERR-NO-ERROR-UNDER-2XX'],
  },
  {
    id: 'error-body',
    rule: 'A 4xx carries the error body of spec 7 with the status text in `error`, alike for both accounts.',
    clause: '7',
    requirements: ['ERR-BODY-BAD-INPUT', 'ERR-BODY-400', 'ERR-BODY-401', 'ERR-BODY-OTHER'],
    how: 'a malformed input by ERR-BODY-BAD-INPUT; a well-formed request by its status: 400, 401, any other',
  },
  {
    id: 'unauthenticated-401',
    rule: 'Without a valid `Authorization: Bearer <API_KEY>`, the request fails with 401.',
    clause: '5.4',
    requirements: ['AUTH-MISSING-401', 'AUTH-NEAR-MISS-401', 'AUTH-SCHEME-401', 'AUTH-QUERY-KEY-401'],
    how: 'by the dimension: the key elsewhere, another spelling of the token, another scheme, the query',
  },
  {
    id: 'clear-text-fails',
    rule: "Over clear text the call fails and carries none of the account's data.",
    clause: '5.3',
    requirements: ['TLS-HTTPS-ONLY'],
  },
  {
    id: 'no-effect',
    rule: 'A request refused for its credentials or its transport changes nothing.',
    clause: '5.4',
    requirements: ['AUTH-REJECT-NO-STATE', 'TLS-PLAIN-WRITE-NOT-APPLIED'],
    how: 'credentials by AUTH-REJECT-NO-STATE, clear text by TLS-PLAIN-WRITE-NOT-APPLIED',
  },
  {
    id: 'write-as-modelled',
    rule: 'A write is either refused with no effect or applied as the model of spec 2.1 says.',
    clause: '2.1',
    requirements: ['META-OMITTED-UNCHANGED', 'META-VALUE-ROUND-TRIP', 'META-INVALID-KEY-NOT-STORED'],
    how: 'by the dimension: the body framing, the values, the key names',
  },
  {
    id: 'answer-as-modelled',
    rule: 'A listing that answers 2xx holds the forms, total_count and has_more the rules of 4.4 give.',
    clause: '4.4',
    requirements: ['SF-QUERY-COMBINATIONS'],
  },
];

/** An invariant by id; throws on a typo. */
export function invariant(id: InvariantId): Invariant {
  const found = INVARIANTS.find((i) => i.id === id);
  if (found === undefined) throw new Error(`no invariant "${id}"`);
  return found;
}
