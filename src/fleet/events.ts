// What a fleet run tells its outputs: each target as it settles, then the whole fleet with its matrix. Each
// target's own run publishes the runner's events (src/runner/events.ts) to the target's outputs.

import type { Scrubber } from '../evidence/secrets.js';
import type { WrittenMatrix } from '../report/matrix-files.js';
import type { TargetOutcome } from './outcome.js';

export interface TargetSettled {
  readonly type: 'target-settled';
  readonly outcome: TargetOutcome;
  /** How many targets have settled, this one included, of how many. */
  readonly done: number;
  readonly total: number;
}

export interface FleetFinished {
  readonly type: 'fleet-finished';
  readonly outcomes: readonly TargetOutcome[];
  readonly matrix?: WrittenMatrix;
  /** Every key of every target, named by the variables the fleet file gives: what the console scrubs. */
  readonly scrubber: Scrubber;
}

export type FleetEvent = TargetSettled | FleetFinished;

export type FleetHandler = (event: FleetEvent) => void;
