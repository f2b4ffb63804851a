// The client slowing itself on 429 (spec 8 leaves rate limits open): Retry-After pauses every request, the rate
// drops below what was observed, and after a calm stretch it probes up again. MAX_RPS stays a ceiling above it.

import { systemClock, type Clock } from './rate-limit.js';

/** Below this the suite would not finish in any deadline: it is the floor of the adaptive rate. */
export const MIN_RPS = 0.5;
/** A 429 sets the rate to this share of what was sent in the second before it. */
export const SLOW_DOWN = 0.6;
/** After this many answers without a 429, the rate rises by PROBE_UP. */
export const CALM_ANSWERS = 25;
export const PROBE_UP = 1.2;
/** Probing past this rate, the adaptive limit lifts altogether (only MAX_RPS, if set, remains). */
export const UNLIMITED_ABOVE = 200;

/** What the run's reports may say of it: how often it slowed and the lowest rate it settled on. */
export interface AdaptiveStats {
  slowdowns: number;
  lowestRps?: number;
}

/**
 * Paces requests: at most `ceiling` a second (MAX_RPS; 0 for none) and at most the rate learned from 429s, and
 * never before a Retry-After has passed. `take` before each request, `answered` after each answer.
 */
export class AdaptiveRate {
  private rps: number | undefined;
  private next = 0;
  private notBefore = 0;
  /** When the last slowdown was decided: the 429s of one burst count once. */
  private slowedAt = Number.NEGATIVE_INFINITY;
  /** When the last 429 came: only a second one within a second slows the rate. */
  private last429 = Number.NEGATIVE_INFINITY;
  private calm = 0;
  private readonly sent: number[] = [];
  readonly stats: AdaptiveStats = { slowdowns: 0 };

  constructor(
    private readonly ceiling: number,
    private readonly clock: Clock = systemClock,
  ) {}

  /** The rate requests are spaced at now, or 0 when nothing limits it. */
  get limit(): number {
    const learned = this.rps ?? 0;
    if (this.ceiling <= 0) return learned;
    return learned <= 0 ? this.ceiling : Math.min(learned, this.ceiling);
  }

  async take(signal?: AbortSignal): Promise<void> {
    const now = this.clock.now();
    const limit = this.limit;
    let slot = Math.max(now, this.notBefore);
    if (limit > 0) {
      slot = Math.max(slot, this.next);
      this.next = slot + 1000 / limit;
    }
    this.sent.push(slot);
    while (this.sent.length > 0 && this.sent[0]! < now - 1000) this.sent.shift();
    if (slot > now) await this.clock.sleep(slot - now, signal);
  }

  /** Told every answer's status, and on a 429 its Retry-After in ms when readable. */
  answered(status: number, retryAfterMs?: number): void {
    const now = this.clock.now();
    if (status !== 429) return this.calmAnswer();
    // RFC 9110 10.2.3: wait at least Retry-After, every request alike, not only the one refused.
    if (retryAfterMs !== undefined) this.notBefore = Math.max(this.notBefore, now + retryAfterMs);
    // Retry-After: 0 asks for no pause, so the rate is not what was refused. A lone 429 only holds the requests
    // until Retry-After: a target that refuses now and then whatever the rate (or the 10th request of a window)
    // must not wear the rate down. A second 429 within a second is a rate being refused: the rate drops, once a
    // second at most. Answers that pass keep counting towards the next probe up either way.
    if (retryAfterMs === 0) return;
    const lone = now - this.last429 >= 1000;
    this.last429 = now;
    if (lone || now - this.slowedAt < 1000) return;
    const observed = this.sent.filter((t) => t >= now - 1000 && t <= now).length;
    const base = Math.min(this.limit > 0 ? this.limit : observed, Math.max(observed, 1));
    this.rps = Math.max(MIN_RPS, base * SLOW_DOWN);
    this.slowedAt = now;
    this.stats.slowdowns++;
    this.stats.lowestRps = Math.min(this.stats.lowestRps ?? Infinity, this.rps);
  }

  private calmAnswer(): void {
    if (this.rps === undefined || ++this.calm < CALM_ANSWERS) return;
    this.calm = 0;
    this.rps *= PROBE_UP;
    if (this.rps > UNLIMITED_ABOVE) this.rps = undefined;
  }
}
