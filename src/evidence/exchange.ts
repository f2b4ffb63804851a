// One recorded request/response pair: the evidence a verdict rests on, already redacted and bounded.
// Recorded by the client, carried by outcomes into every report, rendered as curl for reproduction.

export interface RecordedRequest {
  readonly method: string;
  /** Full URL, scrubbed: a key placed in the query string reads as $API_KEY. */
  readonly url: string;
  /** Request headers; Authorization is replaced by a description of what was sent. */
  readonly headers: Readonly<Record<string, string>>;
  readonly bodyExcerpt?: string;
  /** The Authorization header as a shell expression over $API_KEY, for curl; undefined when none was sent. */
  readonly authShell?: string;
  /** The raw body to paste into curl (scrubbed); omitted for large bodies. */
  readonly body?: string;
}

export interface RecordedExchange {
  readonly request: RecordedRequest;
  /** HTTP status, or undefined when no response arrived. */
  readonly status?: number;
  readonly headers?: Readonly<Record<string, string>>;
  readonly bodyExcerpt?: string;
  /** Whether the body was longer than the excerpt or than the read cap. */
  readonly truncated?: boolean;
  /** Transport failure (timeout, reset, TLS), worded for a person. */
  readonly error?: string;
  readonly durationMs: number;
  /** Retries after 429 Retry-After that preceded this answer. */
  readonly retries?: number;
}
