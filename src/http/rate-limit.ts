// Keeps a shared staging server safe: a request-rate ceiling (MAX_RPS) and the parsing of Retry-After.
// Both forms of Retry-After are honoured (RFC 9110 10.2.3): delay-seconds and an HTTP-date.

/** Milliseconds to wait, or undefined when the header is absent or unreadable. */
export function parseRetryAfter(value: string | undefined, nowMs: number): number | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - nowMs);
}

/** Spaces requests at least 1/maxRps seconds apart; 0 disables the ceiling. */
export class RateLimiter {
  private next = 0;
  constructor(private readonly maxRps: number) {}

  async take(): Promise<void> {
    if (this.maxRps <= 0) return;
    const now = Date.now();
    const slot = Math.max(now, this.next);
    this.next = slot + 1000 / this.maxRps;
    if (slot > now) await new Promise((r) => setTimeout(r, slot - now));
  }
}
