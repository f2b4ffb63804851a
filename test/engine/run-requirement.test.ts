// The engine under hostile conditions: the run deadline and the attempt bound abort in-flight requests (no
// check hangs to its own timeout, nothing is left open), a failure is re-run once and the report says whether
// it repeated or was flaky, an unsafe request is the suite's defect, and created orders are what the target took.

import { outcomeText } from '../support/outcome-text.js';
import { describe, expect, it } from 'vitest';
import { RunContext } from '../../src/engine/run-context.js';
import { runRequirement } from '../../src/engine/run-requirement.js';
import { buildReport } from '../../src/report/build.js';
import { resolveSelection } from '../../src/requirements/select.js';
import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import type { TargetConfig } from '../../src/config/target.js';
import type { Outcome } from '../../src/engine/outcome.js';
import { renderSummary, styleFor } from '../../src/report/terminal.js';
import { referenceTarget } from '../support/reference-target.js';
import { expectNothingLeftBehind, startHttps, type Hostile, hostileTarget } from '../hostile/servers.js';

let server: Hostile | undefined;
expectNothingLeftBehind(async () => {
  await server?.close();
  server = undefined;
});

function targetFor(s: Hostile, overrides: Partial<TargetConfig> = {}): TargetConfig {
  return hostileTarget(s, { apiKey: 'sk_test_engine_0001', orderReferencePrefix: 'engine-', ...overrides });
}

const listScanForms: Requirement = requirement(
  {
    id: 'TEST-LIST',
    clause: '4.4',
    level: 'MUST',
    rule: 'Lists scan forms.',
    quote: 'Test quote.',
    sends: 'Test requests.',
  },
  async (ctx) => {
    const res = await ctx.http.send({ api: 'scan-forms', method: 'GET', path: '/scan_forms' });
    if (res.status !== 200) ctx.fail(`HTTP ${res.status}`);
  },
);

describe('cutting a run short', () => {
  it('the run deadline aborts a request in flight at once: not exercised, not a timeout failure', async () => {
    server = await startHttps(() => undefined);
    const run = new RunContext(targetFor(server), {
      deadlineAt: Date.now() + 300,
      deadlineReason: 'the run deadline of 300 ms passed',
    });
    const started = performance.now();
    const outcome = await runRequirement(listScanForms, run, { attemptTimeoutMs: 60_000 });
    const ms = performance.now() - started;
    const closing = performance.now();
    await run.close();
    expect(outcome).toMatchObject({
      verdict: 'not-exercised',
      reason: 'cut short: the run deadline of 300 ms passed',
      attempts: 1,
    });
    expect(outcome.exchanges[0]?.error).toMatch(
      /the run deadline of 300 ms passed; the request to 127\.0\.0\.1:\d+ was abandoned/,
    );
    // Well below the 30 s request timeout and the 60 s attempt bound: the abort, not a timer, ended it.
    // (Bounds leave room for a loaded CI machine; they tell an abort from a timeout, they time nothing.)
    expect(ms).toBeLessThan(15_000);
    expect(performance.now() - closing).toBeLessThan(10_000);
  });

  it('a check that swallows the abort and retries (a shrinking property) cannot starve the deadline', async () => {
    server = await startHttps(() => undefined);
    const run = new RunContext(targetFor(server), {
      deadlineAt: Date.now() + 200,
      deadlineReason: 'the run deadline of 200 ms passed',
    });
    let stop = false;
    let tries = 0;
    const stubborn = requirement(
      {
        id: 'TEST-STUBBORN',
        clause: '2.1',
        level: 'MUST',
        rule: 'Retries whatever happens.',
        quote: 'Test quote.',
        sends: 'Test requests.',
      },
      async (ctx) => {
        // Bounded only so a regression ends the test instead of hanging it.
        while (!stop && tries < 200_000) {
          tries++;
          try {
            await ctx.http.send({ api: 'orders', method: 'GET', path: '/orders' });
          } catch {
            // what fast-check does with a failing predicate: note it and try the next value
          }
        }
      },
    );
    const started = performance.now();
    const outcome = await runRequirement(stubborn, run, { attemptTimeoutMs: 60_000 });
    const ms = performance.now() - started;
    stop = true;
    await new Promise((r) => setImmediate(r));
    await run.close();
    expect(outcome).toMatchObject({ verdict: 'not-exercised', reason: 'cut short: the run deadline of 200 ms passed' });
    expect(ms).toBeLessThan(15_000);
    expect(tries).toBeLessThan(2_000_000);
  });

  it('a requirement that has not started when the deadline passes sends nothing', async () => {
    server = await startHttps((_req, res) => void res.end('{}'));
    const run = new RunContext(targetFor(server), {
      deadlineAt: Date.now() - 1,
      deadlineReason: 'the run deadline of 1 ms passed',
    });
    await new Promise((r) => setTimeout(r, 20));
    const outcome = await runRequirement(listScanForms, run, { attemptTimeoutMs: 60_000 });
    await run.close();
    expect(outcome).toMatchObject({
      verdict: 'not-exercised',
      reason: 'cut short before it started: the run deadline of 1 ms passed',
      exchanges: [],
    });
    expect(server.seen).toHaveLength(0);
  });

  it('the attempt bound gives back the time a check queued behind the run rate: a slow pace is no stuck check', async () => {
    server = await startHttps((_req, res) => void res.end('{"scan_forms":[],"has_more":false,"total_count":0}'));
    const run = new RunContext(targetFor(server, { maxRps: 4 }));
    const fourReads = requirement(
      { id: 'TEST-PACED', clause: '4.4', level: 'MUST', rule: 'Reads.', quote: 'Test quote.', sends: 'Test requests.' },
      async (ctx) => {
        for (let i = 0; i < 4; i++) await ctx.http.send({ api: 'scan-forms', method: 'GET', path: '/scan_forms' });
      },
    );
    // At 4 requests a second the reads take about 750 ms, nearly all of it waiting for the rate: over the 400 ms bound.
    const started = performance.now();
    const outcome = await runRequirement(fourReads, run, { attemptTimeoutMs: 400 });
    await run.close();
    expect(performance.now() - started).toBeGreaterThan(600);
    expect(outcome).toMatchObject({ verdict: 'pass', attempts: 1 });
  });

  it('the attempt bound aborts the stuck request too: the run kept it from a verdict, not the target', async () => {
    server = await startHttps(() => undefined);
    const run = new RunContext(targetFor(server));
    const started = performance.now();
    const outcome = await runRequirement(listScanForms, run, { attemptTimeoutMs: 300 });
    const closing = performance.now();
    await run.close();
    // The spec states no response time (8): a timeout is the run's limit, so NOT DETERMINED, never a failure.
    expect(outcome).toMatchObject({ verdict: 'not-exercised', limitedBy: 'run', attempts: 1 });
    expect(outcome.reason).toMatch(
      /^the check did not finish within 300 ms \(the attempt bound.*raise REQUEST_TIMEOUT_MS/,
    );
    expect(performance.now() - started).toBeLessThan(15_000);
    // A graceful close would wait for a request still in flight (30 s timeout): it returns well before.
    expect(performance.now() - closing).toBeLessThan(10_000);
    expect(server.seen).toHaveLength(1);
  });

  it("vitest's own test signal aborts the requirement like the deadline", async () => {
    server = await startHttps(() => undefined);
    const run = new RunContext(targetFor(server));
    const cancel = new AbortController();
    setTimeout(() => cancel.abort(new Error('the test run was cancelled')), 200);
    const outcome = await runRequirement(listScanForms, run, { attemptTimeoutMs: 60_000, signal: cancel.signal });
    await run.close();
    expect(outcome).toMatchObject({
      verdict: 'not-exercised',
      reason: 'cut short: the test run was cancelled',
      attempts: 1,
    });
  });
});

describe("timeouts are the run's limit (the spec states no response time, 8)", () => {
  it('a request with no answer within REQUEST_TIMEOUT_MS: not exercised by the run, never a failure', async () => {
    server = await startHttps(() => undefined);
    const run = new RunContext(targetFor(server, { requestTimeoutMs: 300 }));
    const outcome = await runRequirement(listScanForms, run, { attemptTimeoutMs: 60_000 });
    await run.close();
    expect(outcome).toMatchObject({ verdict: 'not-exercised', limitedBy: 'run', attempts: 1 });
    expect(outcome.reason).toMatch(/^a request got no answer in time \(.*\): a timeout is the run's limit/);
    // The request that timed out is the evidence, saying so.
    expect(outcome.exchanges.at(-1)?.error).toMatch(/in time|within 300 ms/);
  });

  it('a part that failed before a later request timed out still fails the requirement', async () => {
    let calls = 0;
    server = await startHttps((_req, res) => (calls++ === 0 ? void res.end('{"scan_forms":[]}') : undefined));
    const parted = requirement(
      {
        id: 'TEST-PARTS',
        clause: '4.4',
        level: 'MUST',
        rule: 'Judges in two parts.',
        quote: 'Test quote.',
        sends: 'Test requests.',
        parts: [
          { name: 'first', rule: 'The first part fails.' },
          { name: 'second', rule: 'The second part times out.' },
        ],
      },
      async (ctx) => {
        await ctx.part('first', async () => {
          await ctx.http.send({ api: 'scan-forms', method: 'GET', path: '/scan_forms' });
          ctx.fail('the first part found a wrong answer');
        });
        await ctx.part('second', () => ctx.http.send({ api: 'scan-forms', method: 'GET', path: '/scan_forms' }));
      },
    );
    const run = new RunContext(targetFor(server, { requestTimeoutMs: 300 }));
    const outcome = await runRequirement(parted, run, { attemptTimeoutMs: 60_000, retryFailures: false });
    await run.close();
    expect(outcome).toMatchObject({ verdict: 'fail', reason: 'first: the first part found a wrong answer' });
  });
});

describe('re-running a failure', () => {
  function flaky(failures: number): Requirement {
    let calls = 0;
    return requirement(
      {
        id: 'TEST-FLAKY',
        clause: '4.4',
        level: 'MUST',
        rule: 'Fails the first times.',
        quote: 'Test quote.',
        sends: 'Test requests.',
      },
      async (ctx) => {
        calls++;
        if (calls <= failures) ctx.fail(`attempt ${calls} failed`, { received: 'HTTP 500', expected: 'HTTP 200' });
      },
    );
  }

  async function outcomeOf(req: Requirement): Promise<{ outcome: Outcome; report: ReturnType<typeof buildReport> }> {
    server = await startHttps((_req, res) => void res.end('{}'));
    const target = targetFor(server);
    const run = new RunContext(target);
    const outcome = await runRequirement(req, run, { attemptTimeoutMs: 5_000 });
    await run.close();
    const report = buildReport({
      selection: resolveSelection([req], undefined),
      untestable: [],
      outcomes: new Map([[req.id, outcome]]),
      target,
      config: { seed: 1, numRuns: 1, caFile: undefined },
      startedAt: new Date(),
      finishedAt: new Date(),
    });
    return { outcome, report };
  }

  it('a pass on the re-run is flagged flaky in conformance.json and the terminal', async () => {
    const { outcome, report } = await outcomeOf(flaky(1));
    expect(outcome).toMatchObject({
      verdict: 'pass',
      attempts: 2,
      retry: { repeated: false, firstReason: 'attempt 1 failed' },
    });
    expect(report.requirements[0]).toMatchObject({ verdict: 'pass', flaky: true, retry: { repeated: false } });
    expect(renderSummary(report, [], styleFor({}, {}))).toContain(
      'Passed only on retry (1):\n    TEST-FLAKY: first attempt: attempt 1 failed',
    );
  });

  it('a failure that repeats says so, and is not flaky', async () => {
    const { outcome, report } = await outcomeOf(flaky(2));
    expect(outcome).toMatchObject({
      verdict: 'fail',
      reason: 'attempt 2 failed',
      finding: { summary: 'attempt 2 failed', received: 'HTTP 500', expected: 'HTTP 200' },
      attempts: 2,
      retry: { repeated: true },
    });
    expect(report.requirements[0]?.flaky).toBeUndefined();
    expect(renderSummary(report, [], styleFor({}, {}))).toContain(
      '    FAIL TEST-FLAKY (4.4, MUST) (failed on both attempts): attempt 2 failed',
    );
  });

  it('a failure of a requirement that judges a race stands without a re-run, and says why', async () => {
    const raced = flaky(1);
    const { outcome, report } = await outcomeOf({ ...raced, raced: 'a 500 beside creates is no timing of the run' });
    expect(outcome).toMatchObject({ verdict: 'fail', reason: 'attempt 1 failed', attempts: 1 });
    expect(outcome.retry).toBeUndefined();
    expect(outcome.notes.join()).toContain(
      'not re-run: the failure was shown by requests sent at once, and a 500 beside creates is no timing of the run',
    );
    expect(report.requirements[0]).toMatchObject({ verdict: 'fail', attempts: 1 });
    expect(report.requirements[0]?.flaky).toBeUndefined();
  });

  /** Fails on the answer of a read shared by the run's requirements (a listing several checks judge). */
  const sharedList = requirement(
    { id: 'TEST-SHARED', clause: '4.4', level: 'MUST', rule: 'Lists.', quote: 'Test quote.', sends: 'Test requests.' },
    async (ctx) => {
      const res = await ctx.shared('list', (http) =>
        http.send({ api: 'scan-forms', method: 'GET', path: '/scan_forms' }),
      );
      ctx.fail(`HTTP ${res.status}`, { exchange: res.exchange });
    },
  );

  it('a re-run failing on the answer the first attempt read is not called repeated: no second request was sent', async () => {
    const { outcome, report } = await outcomeOf(sharedList);
    expect(server?.seen).toHaveLength(1);
    expect(outcome).toMatchObject({ verdict: 'fail', attempts: 2 });
    expect(outcome.retry).toBeUndefined();
    expect(outcome.notes.join()).toMatch(/no second identical request tells whether the failure repeats/);
    expect(report.requirements[0]?.flaky).toBeUndefined();
    expect(renderSummary(report, [], styleFor({}, {}))).not.toContain('failed on both attempts');
  });

  it('a shared read the transport ended is read again by the re-run, so "repeated" rests on a second request', async () => {
    server = await startHttps((_req, res) => void res.socket?.destroy());
    const run = new RunContext(targetFor(server));
    const outcome = await runRequirement(sharedList, run, { attemptTimeoutMs: 10_000 });
    await run.close();
    // Each attempt: the read on its connection and on two fresh ones.
    expect(server.seen).toHaveLength(6);
    expect(outcome).toMatchObject({ verdict: 'fail', attempts: 2, retry: { repeated: true } });
    expect(outcome.reason).toMatch(/on the first connection and again on 2 fresh connections/);
  });

  it('a pass on the first attempt carries no retry at all', async () => {
    const { outcome, report } = await outcomeOf(flaky(0));
    expect(outcome).toMatchObject({ verdict: 'pass', attempts: 1 });
    expect(outcome.retry).toBeUndefined();
    expect(report.requirements[0]?.flaky).toBeUndefined();
  });
});

describe('the safety wall inside a check', () => {
  it("a request outside the spec or the run's orders is refused before sending: not exercised, a suite defect", async () => {
    server = await startHttps((_req, res) => void res.end('{}'));
    const run = new RunContext(targetFor(server));
    const rogue = requirement(
      {
        id: 'TEST-ROGUE',
        clause: '4.3',
        level: 'MUST',
        rule: "Updates someone else's order.",
        quote: 'Test quote.',
        sends: 'Test requests.',
      },
      async (ctx) => {
        await ctx.http.send({ api: 'orders', method: 'PUT', path: '/orders/ORDER-1001', json: { metadata: {} } });
      },
    );
    const outcome = await runRequirement(rogue, run, { attemptTimeoutMs: 5_000 });
    await run.close();
    expect(outcome.verdict).toBe('not-exercised');
    expect(outcomeText(outcome)).toMatch(
      /^the suite refused to send a request outside its safety rules \(a defect of the suite, please report it\): PUT .*would update an order this run did not create/,
    );
    expect(server.seen).toHaveLength(0);
  });
});

describe('the orders a run created', () => {
  it('are the references the target answered 2xx to, whatever the credentials, and nothing it refused', async () => {
    const { server: reference, target } = await referenceTarget({ fault: 'auth-missing-post-orders' });
    const run = new RunContext(target);
    try {
      const create = requirement(
        {
          id: 'TEST-CREATE',
          clause: '4.2',
          level: 'MUST',
          rule: 'Creates orders.',
          quote: 'Test quote.',
          sends: 'Test requests.',
        },
        async (ctx) => {
          const accepted = ctx.newOrderReference('accepted');
          const keyless = ctx.newOrderReference('keyless');
          const refused = ctx.newOrderReference('refused');
          await ctx.http.send({ api: 'orders', method: 'POST', path: '/orders', json: { reference: accepted } });
          // The seeded fault takes a POST without a key: the order exists all the same, so it is listed.
          await ctx.http.send({
            api: 'orders',
            method: 'POST',
            path: '/orders',
            json: { reference: keyless },
            auth: { kind: 'none' },
          });
          const no = await ctx.http.send({
            api: 'orders',
            method: 'POST',
            path: '/orders',
            json: { reference: refused, metadata: 'not an object' },
          });
          if (no.status !== 400) ctx.fail(`expected the malformed create to be refused, got HTTP ${no.status}`);
        },
      );
      expect((await runRequirement(create, run, { attemptTimeoutMs: 5_000 })).verdict).toBe('pass');
      expect(run.createdReferences).toEqual([
        `${run.target.orderReferencePrefix}accepted-1`,
        `${run.target.orderReferencePrefix}keyless-2`,
      ]);
    } finally {
      await run.close();
      await reference.close();
    }
  });
});

describe('a rate limit that outlasts the retries', () => {
  it('leaves the requirement not exercised, naming the 429, instead of failing it', async () => {
    server = await startHttps((_req, res) => {
      res.writeHead(429, { 'retry-after': '3600', 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 429, error: 'Too Many Requests', message: 'slow down' }));
    });
    const run = new RunContext(targetFor(server));
    const outcome = await runRequirement(listScanForms, run, { attemptTimeoutMs: 10_000, retryFailures: false });
    await run.close();
    expect(outcome.verdict).toBe('not-exercised');
    expect(outcomeText(outcome)).toMatch(
      /answered 429 Too Many Requests beyond the retry bound \(GET https:\/\/127\.0\.0\.1:\d+\/v2\/scan_forms\)/,
    );
  });
});

describe('a check its data left unexercised after a read it rested on was rate limited', () => {
  it('is limited by the run, not by the account: the run is not determined rather than conforming', async () => {
    // A shared walk that stopped at a 429 leaves its consumers without the data they need; a reason such as
    // "the first page number could not be learned" must not read as the account's lack of data.
    server = await startHttps((_req, res) => {
      res.writeHead(429, { 'retry-after': '3600', 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 429, error: 'Too Many Requests', message: 'slow down' }));
    });
    const needsWalk = requirement(
      { id: 'TEST-WALK', clause: '4.4', level: 'MUST', rule: 'Walks.', quote: 'Test quote.', sends: 'Test.' },
      async (ctx) => {
        const walk = await ctx.shared('test:walk', (http) =>
          http.send({ api: 'scan-forms', method: 'GET', path: '/scan_forms' }).then((res) => res.status === 200),
        );
        if (!walk) ctx.notExercised('the first page number could not be learned');
      },
    );
    const run = new RunContext(targetFor(server));
    const outcome = await runRequirement(needsWalk, run, { attemptTimeoutMs: 10_000, retryFailures: false });
    await run.close();
    expect(outcome).toMatchObject({ verdict: 'not-exercised', limitedBy: 'run' });
    expect(outcomeText(outcome)).toMatch(/first page number could not be learned \(a read it needed was answered 429/);
  });

  it("a check the account left unexercised, with no 429 behind it, stays the account's", async () => {
    server = await startHttps((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ scan_forms: [], has_more: false, total_count: 0 }));
    });
    const empty = requirement(
      { id: 'TEST-EMPTY', clause: '4.4', level: 'MUST', rule: 'Reads.', quote: 'Test quote.', sends: 'Test.' },
      async (ctx) => {
        await ctx.http.send({ api: 'scan-forms', method: 'GET', path: '/scan_forms' });
        ctx.notExercised('the account holds no scan forms');
      },
    );
    const run = new RunContext(targetFor(server));
    const outcome = await runRequirement(empty, run, { attemptTimeoutMs: 10_000, retryFailures: false });
    await run.close();
    expect(outcome.verdict).toBe('not-exercised');
    expect(outcome.limitedBy).toBeUndefined();
  });
});

describe('a value of the target no URL can carry', () => {
  it('a cursor holding a lone surrogate is not exercised, never a failure, and nothing is sent', async () => {
    server = await startHttps((_req, res) => void res.end('{}'));
    const run = new RunContext(targetFor(server), {
      deadlineAt: Date.now() + 60_000,
      deadlineReason: 'the run deadline passed',
    });
    const cursor = requirement(
      { id: 'TEST-CURSOR', clause: '4.4', level: 'MUST', rule: 'Pages by cursor.', quote: 'q.', sends: 's.' },
      async (ctx) => {
        await ctx.http.send({
          api: 'scan-forms',
          method: 'GET',
          path: '/scan_forms',
          query: { before_id: 'sf_\ud800' },
        });
      },
    );
    const outcome = await runRequirement(cursor, run, { attemptTimeoutMs: 60_000 });
    await run.close();
    expect(outcome.verdict).toBe('not-exercised');
    expect(outcome.reason).toMatch(/^the target's data did not allow it: "sf_\\ud800" holds a lone surrogate/);
    expect(outcome.limitedBy).toBeUndefined();
    expect(server.connections()).toBe(0);
  });
});
