// The target as the suites see it: plain data the runner builds from the configuration or the embedded server.
// It carries the keys (every check must authenticate) but is never written to a report as a whole.

export interface TargetConfig {
  /** The spec's {base_url}, without a trailing slash (spec 1). */
  readonly ordersBaseUrl: string;
  /** The spec's {scan_base_url}, without a trailing slash (spec 1). */
  readonly scanFormsBaseUrl: string;
  /** Version marker of the orders paths (spec 9.1), default "/v1.0". */
  readonly ordersApiPrefix: string;
  /** Version marker of the scan form paths (spec 9.1), default "/v2". */
  readonly scanFormsApiPrefix: string;
  readonly apiKey: string;
  readonly secondApiKey?: string | undefined;
  /** Metadata keys enabled for the account of apiKey (spec 2.1.3). */
  readonly enabledMetadataKeys: readonly string[];
  /** Metadata keys enabled for the account of secondApiKey (spec 2.1.3); undefined when the user did not say. */
  readonly secondEnabledMetadataKeys?: readonly string[] | undefined;
  /** Extra trusted CA certificates (PEM), on top of the system roots. */
  readonly caPem?: string | undefined;
  /** Where the CA came from, for messages and curl commands ("CA_FILE" or the embedded server). */
  readonly caSource?: string | undefined;
  /** Seed of every generated value (fast-check, reference names). */
  readonly seed: number;
  /** fast-check runs per property. */
  readonly numRuns: number;
  /**
   * COVERAGE_DEPTH: `deep` crosses the scan form parameters three at a time where the default covers pairs (the
   * coverage phase of the request space, src/space); absent means the default.
   */
  readonly coverageDepth?: 'deep';
  /**
   * Prefix of the order references this run creates, unique per run (shared staging safety): in a run, the
   * namespace (ORDER_REFERENCE_PREFIX) followed by a token drawn for the run.
   */
  readonly orderReferencePrefix: string;
  /**
   * Prefix of the orders every run under the namespace keeps and reuses, the same on every run (the namespace
   * followed by "keep-"): fixtures a check writes to, and references that test an edge, each created once in the
   * account's lifetime. Set by the run; undefined outside one.
   */
  readonly lastingReferencePrefix?: string;
  /**
   * The token drawn for the run (six base-36 characters), which its values on lasting orders carry so that what an
   * earlier run left never passes for this run's write. Set by the run; undefined outside one.
   */
  readonly runToken?: string;
  readonly requestTimeoutMs: number;
  /** Ceiling on requests per second sent to the target; 0 means no ceiling. */
  readonly maxRps: number;
  /** Longest wait honoured for one Retry-After on 429, in milliseconds. */
  readonly maxRetryAfterMs: number;
  /** True when the target is the embedded reference server. */
  readonly embedded: boolean;
}
