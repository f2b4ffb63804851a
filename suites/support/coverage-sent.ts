// One case of the coverage phase as the universal invariants judge it: where it varies, what the request space
// expects of it, and what came back. Plain data shared by the modules that send the phase.

import type { ApiRequest, TransportError } from '../../src/http/client.js';
import type { RecordedExchange } from '../../src/evidence/exchange.js';
import type { NegativeOutcome } from '../../src/oracles/negative-answer.js';
import type { Expectation, Location } from '../../src/space/model.js';

/** One case of the phase as the invariants judge it. */
export interface CoverageSent {
  readonly location: Location;
  /** `dimension/class` and the request in a few words. */
  readonly label: string;
  readonly expect: Expectation;
  readonly method: ApiRequest['method'];
  /** Common HTTP servers refuse it before any route runs: their own 4xx (or a 501 for a method) is tolerated. */
  readonly beforeTheApi?: true;
  /** The server may close the connection instead of answering (SpaceClass.mayClose): a dropped one is not judged. */
  readonly mayClose?: true;
  readonly outcome: NegativeOutcome;
  readonly exchange: RecordedExchange;
  readonly timedOut?: TransportError;
}
