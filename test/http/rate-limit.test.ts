// 429 and the request-rate ceiling: Retry-After honoured in both forms up to its bound, retries counted, and
// MAX_RPS spacing, all measured by counting the waits a fake clock is asked for, never by timing.

import { describe, expect, it } from 'vitest';
import { TargetHttp } from '../../src/http/client.js';
import type { RecordedExchange } from '../../src/evidence/exchange.js';
import { AdaptiveRate } from '../../src/http/adaptive-rate.js';
import { MAX_RETRIES_429, parseRetryAfter, retryDelay429, type Clock } from '../../src/http/rate-limit.js';
import type { TargetConfig } from '../../src/config/target.js';
import { expectNothingLeftBehind, startHttps, type Hostile, hostileTarget } from '../hostile/servers.js';

/**
 * A clock that never really waits and records every wait it is asked for. By default it advances by each wait
 * (sequential code); frozen, it stays put, so concurrent waits read as each request's offset from the first.
 */
function fakeClock(options: { frozen?: boolean } = {}): Clock & { waits: number[] } {
  let now = Date.UTC(2030, 0, 1);
  const waits: number[] = [];
  return {
    waits,
    now: () => now,
    sleep: (ms) => {
      waits.push(ms);
      if (options.frozen !== true) now += ms;
      return Promise.resolve();
    },
  };
}

function targetFor(server: Hostile, overrides: Partial<TargetConfig> = {}): TargetConfig {
  // No CA by default: most of these tests answer from a fake clock and never open a connection.
  return hostileTarget(server, {
    apiKey: 'sk_test_ratelimit_1234',
    caPem: undefined,
    caSource: undefined,
    orderReferencePrefix: 'rl-',
    requestTimeoutMs: 2_000,
    maxRetryAfterMs: 5_000,
    ...overrides,
  });
}

describe('parseRetryAfter', () => {
  const now = Date.UTC(2030, 0, 1, 12, 0, 0);
  it.each([
    ['0', 0],
    ['3', 3_000],
    [' 120 ', 120_000],
    ['Tue, 01 Jan 2030 12:00:07 GMT', 7_000],
    ['Tuesday, 01-Jan-30 12:00:02 GMT', 2_000],
    ['Tue, 01 Jan 2030 11:00:00 GMT', 0],
  ])('reads %j as %i ms', (value, ms) => {
    expect(parseRetryAfter(value, now)).toBe(ms);
  });

  it.each([undefined, '', 'soon', '-1', '1.5', '2030-01-01', 'NaN'])('does not read %j', (value) => {
    expect(parseRetryAfter(value, now)).toBeUndefined();
  });
});

describe('retryDelay429', () => {
  it('honours Retry-After up to the bound and gives up beyond it', () => {
    expect(retryDelay429('2', 0, 0, 5_000)).toBe(2_000);
    expect(retryDelay429('5', 0, 0, 5_000)).toBe(5_000);
    expect(retryDelay429('6', 0, 0, 5_000)).toBeUndefined();
  });

  it(`stops after ${MAX_RETRIES_429} retries`, () => {
    expect(retryDelay429('1', MAX_RETRIES_429 - 1, 0, 5_000)).toBe(1_000);
    expect(retryDelay429('1', MAX_RETRIES_429, 0, 5_000)).toBeUndefined();
  });

  it('backs off 1 s, 2 s, 4 s without a readable Retry-After, within the bound', () => {
    expect([0, 1, 2].map((n) => retryDelay429(undefined, n, 0, 5_000))).toEqual([1_000, 2_000, 4_000]);
    expect(retryDelay429('whenever', 2, 0, 3_000)).toBe(3_000);
    expect(retryDelay429(undefined, 0, 0, 0)).toBeUndefined();
  });
});

describe('AdaptiveRate: MAX_RPS as a ceiling', () => {
  it('spaces requests 1/maxRps apart, counted on a fake clock', async () => {
    const clock = fakeClock({ frozen: true });
    const limiter = new AdaptiveRate(4, clock);
    await Promise.all(Array.from({ length: 5 }, () => limiter.take()));
    // Five requests issued at once: the first goes now, each next one a quarter second after the one before.
    expect(clock.waits).toEqual([250, 500, 750, 1_000]);
  });

  it('does not wait when requests are already slower than the ceiling', async () => {
    const clock = fakeClock();
    const limiter = new AdaptiveRate(2, clock);
    await limiter.take();
    await clock.sleep(600);
    await limiter.take();
    expect(clock.waits).toEqual([600]);
  });

  it('has no ceiling at 0', async () => {
    const clock = fakeClock();
    const limiter = new AdaptiveRate(0, clock);
    await Promise.all(Array.from({ length: 50 }, () => limiter.take()));
    expect(clock.waits).toEqual([]);
  });
});

describe('the client against a server answering 429', () => {
  let server: Hostile | undefined;
  expectNothingLeftBehind(async () => {
    await server?.close();
    server = undefined;
  });

  /** Answers 429 with the given Retry-After to the first `times` requests, then 200. */
  async function limitedServer(
    times: number,
    retryAfter: (clock: Clock) => string | undefined,
    clock: Clock,
  ): Promise<Hostile> {
    let refused = 0;
    return startHttps((_req, res) => {
      if (refused < times) {
        refused++;
        const value = retryAfter(clock);
        res.writeHead(429, {
          'content-type': 'application/json',
          ...(value === undefined ? {} : { 'retry-after': value }),
        });
        res.end('{"statusCode":429,"error":"Too Many Requests","message":"slow down"}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"scan_forms":[],"has_more":false,"total_count":0}');
    });
  }

  async function send(
    target: TargetConfig,
    clock: Clock,
  ): Promise<{ status: number; exchanges: RecordedExchange[]; retries: number }> {
    const http = new TargetHttp(target, { clock });
    try {
      const exchanges: RecordedExchange[] = [];
      const res = await http.send({ api: 'scan-forms', method: 'GET', path: '/scan_forms' }, (e) => exchanges.push(e));
      return { status: res.status, exchanges, retries: http.stats.retries };
    } finally {
      await http.close();
    }
  }

  it('waits Retry-After seconds, retries, and counts the retries', async () => {
    const clock = fakeClock();
    server = await limitedServer(2, () => '2', clock);
    const result = await send(targetFor(server, { caPem: await caOf(server) }), clock);
    expect(result.status).toBe(200);
    expect(clock.waits).toEqual([2_000, 2_000]);
    expect(result.retries).toBe(2);
    expect(server.seen).toHaveLength(3);
    // One exchange recorded (the answer the check sees), saying how many retries preceded it.
    expect(result.exchanges.map((e) => [e.status, e.retries])).toEqual([[200, 2]]);
  });

  it('waits until an HTTP-date Retry-After', async () => {
    const clock = fakeClock();
    server = await limitedServer(1, (c) => new Date(c.now() + 3_000).toUTCString(), clock);
    const result = await send(targetFor(server, { caPem: await caOf(server) }), clock);
    expect(result.status).toBe(200);
    expect(clock.waits).toHaveLength(1);
    // HTTP-dates have whole-second resolution: the wait is the 3 s asked for, less the part of a second already gone.
    expect(clock.waits[0]).toBeGreaterThan(2_000);
    expect(clock.waits[0]).toBeLessThanOrEqual(3_000);
  });

  it('hands the 429 to the check when Retry-After exceeds MAX_RETRY_AFTER_MS, without waiting', async () => {
    const clock = fakeClock();
    server = await limitedServer(1, () => '600', clock);
    const result = await send(targetFor(server, { caPem: await caOf(server), maxRetryAfterMs: 5_000 }), clock);
    expect(result.status).toBe(429);
    expect(clock.waits).toEqual([]);
    expect(result.retries).toBe(0);
  });

  it(`gives up after ${MAX_RETRIES_429} retries of one request`, async () => {
    const clock = fakeClock();
    server = await limitedServer(10, () => '1', clock);
    const result = await send(targetFor(server, { caPem: await caOf(server) }), clock);
    expect(result.status).toBe(429);
    expect(server.seen).toHaveLength(1 + MAX_RETRIES_429);
    expect(result.exchanges[0]?.retries).toBe(MAX_RETRIES_429);
  });

  it('spaces requests under MAX_RPS (counted, not timed)', async () => {
    const clock = fakeClock({ frozen: true });
    server = await limitedServer(0, () => undefined, clock);
    const http = new TargetHttp(targetFor(server, { caPem: await caOf(server), maxRps: 5 }), { clock });
    try {
      await Promise.all(
        Array.from({ length: 6 }, () => http.send({ api: 'scan-forms', method: 'GET', path: '/scan_forms' }, () => {})),
      );
    } finally {
      await http.close();
    }
    expect(server.seen).toHaveLength(6);
    expect(clock.waits).toEqual([200, 400, 600, 800, 1_000]);
  });
});

async function caOf(server: Hostile): Promise<string> {
  const { readFileSync } = await import('node:fs');
  return readFileSync(server.caFile, 'utf8');
}

describe('AdaptiveRate: slowing itself on 429', () => {
  /** Sends `n` requests one after the other on a clock that advances by each wait, answering each with `status`. */
  async function burst(rate: AdaptiveRate, n: number, status = 200, retryAfterMs?: number): Promise<void> {
    for (let i = 0; i < n; i++) {
      await rate.take();
      rate.answered(status, retryAfterMs);
    }
  }

  it('has no limit of its own until a 429, then drops below the rate it observed', async () => {
    const clock = fakeClock({ frozen: true });
    const rate = new AdaptiveRate(0, clock);
    await burst(rate, 20);
    expect(rate.limit).toBe(0);
    // A lone 429 only holds the requests until Retry-After; a second within the second is a refused rate.
    rate.answered(429);
    expect(rate.limit).toBe(0);
    rate.answered(429);
    // 20 requests in the last second: the rate drops to 60% of it.
    expect(rate.limit).toBeCloseTo(12);
    expect(rate.stats).toEqual({ slowdowns: 1, lowestRps: 12 });
  });

  it('counts the 429s of one burst once, so a burst does not collapse the rate', async () => {
    const clock = fakeClock({ frozen: true });
    const rate = new AdaptiveRate(0, clock);
    await burst(rate, 10);
    for (let i = 0; i < 8; i++) rate.answered(429);
    expect(rate.stats.slowdowns).toBe(1);
    expect(rate.limit).toBeCloseTo(6);
  });

  it('holds every request until Retry-After has passed, not only the one refused', async () => {
    const clock = fakeClock();
    const rate = new AdaptiveRate(0, clock);
    await rate.take();
    rate.answered(429, 2_000);
    clock.waits.length = 0;
    await rate.take();
    expect(clock.waits[0]).toBe(2_000);
  });

  it('probes up again after a calm stretch, and lifts its limit altogether when the target keeps up', async () => {
    const clock = fakeClock();
    const rate = new AdaptiveRate(0, clock);
    await burst(rate, 1);
    rate.answered(429);
    rate.answered(429);
    const slowed = rate.limit;
    await burst(rate, 25);
    expect(rate.limit).toBeCloseTo(slowed * 1.2);
    await burst(rate, 25 * 40);
    expect(rate.limit).toBe(0);
  });

  it('never goes above MAX_RPS, and never below its floor', async () => {
    const clock = fakeClock();
    const rate = new AdaptiveRate(5, clock);
    await burst(rate, 2_000);
    expect(rate.limit).toBe(5);
    for (let i = 0; i < 20; i++) {
      rate.answered(429);
      rate.answered(429);
      await clock.sleep(1_500);
    }
    expect(rate.limit).toBe(0.5);
  });
});
