// The shape of one seeded fault: a named deviation from the spec the reference server can be started with, and the
// requirement ids that must fail against it. Each area file of this folder holds the records of its area.

export interface FaultRecord {
  name: string;
  area: 'auth' | 'transport' | 'errors' | 'orders' | 'metadata' | 'scan-forms';
  /** One sentence: what a careless implementer did. */
  description: string;
  /**
   * The requirement ids that must fail against this fault (plain strings: the reference server imports nothing from
   * the suite; test/faults checks that each id exists).
   */
  caughtBy: readonly string[];
  /**
   * Set, with `caughtBy` empty, for a fault no request can tell from a configuration mistake: why. A run against it
   * must end NOT DETERMINED at the positive control, naming the experiments it tried (test/runner/second-key-control).
   */
  notDetermined?: string;
}
