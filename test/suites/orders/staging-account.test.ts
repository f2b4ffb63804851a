// A staging account tested on every deploy for years: runs that share a fixed ORDER_REFERENCE_PREFIX, lenient
// servers that accept malformed creates, and an account already holding 40,000 orders. The suite stays truthful
// (no false failure), writes only to its own orders and the lasting ones, and lists every order it may have created.

import { outcomeText } from '../../support/outcome-text.js';
import { describe, expect, it } from 'vitest';
import type { TargetConfig } from '../../../src/config/target.js';
import type { Outcome } from '../../../src/engine/outcome.js';
import { RunContext } from '../../../src/engine/run-context.js';
import { runRequirement } from '../../../src/engine/run-requirement.js';
import type { Requirement } from '../../../src/requirements/requirement.js';
import { authRequirements, authStateRequirements } from '../../../suites/auth/requirements.js';
import { errorRequirements } from '../../../suites/errors/requirements.js';
import { ordersRequirements } from '../../../suites/orders/index.js';
import { referenceTarget } from '../../support/reference-target.js';
import { startProxy } from '../../hostile/servers.js';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'undici';

const area: readonly Requirement[] = [
  ...ordersRequirements,
  ...errorRequirements,
  ...authRequirements,
  ...authStateRequirements,
];

interface Finished {
  readonly outcomes: Map<string, Outcome>;
  readonly created: readonly string[];
  readonly namespace: string;
}

/** Runs requirements as the runner does (one run context, bounded concurrency) and keeps what the run created. */
export async function runArea(
  target: TargetConfig,
  requirements: readonly Requirement[] = area,
  attemptTimeoutMs = 30_000,
): Promise<Finished> {
  const run = new RunContext(target);
  const outcomes = new Map<string, Outcome>();
  const queue = [...requirements];
  const worker = async () => {
    for (let req = queue.shift(); req !== undefined; req = queue.shift())
      outcomes.set(req.id, await runRequirement(req, run, { attemptTimeoutMs, retryFailures: false }));
  };
  try {
    await Promise.all(Array.from({ length: 8 }, worker));
  } finally {
    await run.close();
  }
  return { outcomes, created: run.createdReferences, namespace: run.target.orderReferencePrefix };
}

const failed = (f: Finished) =>
  [...f.outcomes.values()].filter((o) => o.verdict === 'fail').map((o) => `${o.id}: ${o.reason ?? ''}`);

describe('two runs under one fixed ORDER_REFERENCE_PREFIX', () => {
  it('both pass, each creating under a token of its own, writing only to its own and the lasting orders', async () => {
    const { server, target } = await referenceTarget({}, { orderReferencePrefix: 'ci-staging-' });
    try {
      const first = await runArea(target);
      const servedBefore = server.requestLog().length;
      const second = await runArea(target);
      expect(failed(first)).toEqual([]);
      expect(failed(second)).toEqual([]);
      expect(first.namespace).toMatch(/^ci-staging-[0-9a-z]{6}-$/);
      expect(second.namespace).toMatch(/^ci-staging-[0-9a-z]{6}-$/);
      expect(second.namespace).not.toBe(first.namespace);
      expect(first.created.length).toBeGreaterThan(10);
      // The second run creates orders of its own only: the lasting ones the first run created are found, not made again.
      for (const reference of second.created) expect(reference.startsWith(second.namespace), reference).toBe(true);
      expect(second.created.length).toBeLessThanOrEqual(30);
      expect(first.created.filter((r) => r.startsWith('ci-staging-keep-')).length).toBeGreaterThan(10);
      // What reached the server during the second run: no update addressed an order of the first run's own.
      const updates = server
        .requestLog()
        .slice(servedBefore)
        .filter((r) => r.method === 'PUT');
      expect(updates.length).toBeGreaterThan(10);
      // Letter case aside: ORD-PATH-CASE-SENSITIVE addresses a lasting order in upper and lower case.
      const own = (path: string) => {
        const reference = decodeURIComponent(path.replace(/^\/v1\.0\/orders\//, '')).toLowerCase();
        return reference.startsWith(second.namespace.toLowerCase()) || reference.startsWith('ci-staging-keep-');
      };
      for (const put of updates) expect(own(put.path), put.path).toBe(true);
      // Nor did any body the second run sent name one of the first run's own orders.
      const firstOwn = first.created.filter((r) => r.startsWith(first.namespace));
      const sent = [...second.outcomes.values()].flatMap((o) => o.exchanges.map((e) => e.request.body ?? ''));
      for (const body of sent)
        expect(
          firstOwn.some((r) => body.includes(`"${r}"`)),
          body,
        ).toBe(false);
    } finally {
      await server.close();
    }
  }, 120_000);
});

/** The orders an account accumulated before this run: `count` of them, about 135 bytes each once listed. */
function legacyOrders(count: number): string {
  const orders: string[] = [];
  for (let i = 0; i < count; i++) {
    const n = String(i).padStart(6, '0');
    orders.push(
      JSON.stringify({
        reference: `deploy-2019-${n}`,
        metadata: { gift_note: `left by deploy ${n} of an earlier year` },
        created_at: '2019-03-04T05:06:07Z',
      }),
    );
  }
  return orders.join(',');
}

describe('an account already holding 40,000 orders in one unpaginated listing', () => {
  it('fails no requirement: the listing is read whole, or what needs it is not exercised with the reason', async () => {
    const { server, target } = await referenceTarget();
    const legacy = legacyOrders(40_000);
    let largest = 0;
    // The listing answers every order of the account at once (spec 4.1 shows no listing parameters): the years of
    // earlier runs first, then what this run creates.
    const proxy = await startProxy(
      server,
      async (req, upstream) => {
        const answer = await upstream();
        if (
          req.method !== 'GET' ||
          !req.url.startsWith('/v1.0/orders') ||
          answer.status !== 200 ||
          !answer.body.startsWith('{"orders":[')
        )
          return answer;
        const rest = answer.body.slice('{"orders":['.length);
        const body = `{"orders":[${legacy}${rest.startsWith(']') ? '' : ','}${rest}`;
        largest = Math.max(largest, Buffer.byteLength(body));
        return { ...answer, body };
      },
      { lifetimeMs: 170_000, busyThread: true },
    );
    try {
      // Proxy, reference server and client share this test's one thread: generous bounds, since only verdicts count here.
      const slow = { requestTimeoutMs: 60_000 };
      const finished = await runArea(
        {
          ...target,
          ...slow,
          ordersBaseUrl: proxy.url,
          scanFormsBaseUrl: proxy.url,
          caPem: readFileSync(proxy.caFile, 'utf8'),
        },
        [...ordersRequirements, ...errorRequirements],
        150_000,
      );
      expect(largest).toBeGreaterThan(5_000_000);
      expect(failed(finished)).toEqual([]);
      const notExercised = [...finished.outcomes.values()].filter((o) => o.verdict === 'not-exercised');
      for (const o of notExercised) expect(o.reason, o.id).toMatch(/\w/);
      expect(finished.outcomes.get('ORD-CREATE-LISTED')!.verdict).toBe('pass');
      expect(finished.outcomes.get('META-VALUES-STRINGS')!.verdict).toBe('pass');
    } finally {
      await proxy.close();
      await server.close();
    }
  }, 180_000);

  it('leaves a check not exercised, naming what it read and the setting, when a listing never ends in time', async () => {
    const { server, target } = await referenceTarget();
    const proxy = await startProxy(server, async (req, upstream, res) => {
      if (req.method !== 'GET' || !req.url.startsWith('/v1.0/orders')) return upstream();
      res.writeHead(200, { 'content-type': 'application/json' });
      // Orders for ever: read as they arrive (each counted and let go) until the exchange's time bound.
      const chunk = Buffer.from('{"reference":"deploy-2019","metadata":{}},'.repeat(4000));
      const pump = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once('drain', pump);
      };
      res.write('{"orders":[');
      pump();
      return undefined;
    });
    try {
      const finished = await runArea(
        { ...target, ordersBaseUrl: proxy.url, scanFormsBaseUrl: proxy.url, caPem: readFileSync(proxy.caFile, 'utf8') },
        ordersRequirements.filter((r) => r.id === 'ORD-CREATE-LISTED'),
      );
      const listed = finished.outcomes.get('ORD-CREATE-LISTED')!;
      expect(listed.verdict).toBe('not-exercised');
      expect(listed.limitedBy).toBe('run');
      expect(outcomeText(listed)).toMatch(
        /did not complete the exchange within \d+ ms \([\d.]+ MiB of the listing read by then\).*raise REQUEST_TIMEOUT_MS/,
      );
    } finally {
      await proxy.close();
      await server.close();
    }
  }, 120_000);
});

/**
 * Every order the account holds, read straight from the server with each account's key, whole: the suite's own
 * reads keep only the orders of the run reading (its listing sieve), which would hide another run's.
 */
async function everyOrder(target: TargetConfig): Promise<string[]> {
  const agent = new Agent({ connect: { ca: target.caPem! } });
  try {
    const references: string[] = [];
    for (const key of [target.apiKey, target.secondApiKey!]) {
      const res = await request(`${target.ordersBaseUrl}/v1.0/orders`, {
        headers: { authorization: `Bearer ${key}` },
        dispatcher: agent,
      });
      const orders = ((await res.body.json()) as { orders?: Array<{ reference?: unknown }> }).orders ?? [];
      for (const order of orders)
        references.push(typeof order.reference === 'string' ? order.reference : JSON.stringify(order.reference));
    }
    return references;
  } finally {
    await agent.close();
  }
}

describe('a lenient server that accepts malformed creates', () => {
  for (const fault of [
    'orders-non-string-reference-accepted',
    'orders-missing-reference-accepted',
    'metadata-array-accepted',
  ]) {
    it(`lists every order the run created on it (${fault})`, async () => {
      const { server, target } = await referenceTarget({ fault });
      try {
        const before = await everyOrder(target);
        const finished = await runArea(target, [...ordersRequirements, ...errorRequirements]);
        const held = (await everyOrder(target)).filter((r) => !before.includes(r));
        expect(held.length).toBeGreaterThan(10);
        // Every order the account holds now and did not hold before was created by the run, and the run must say so.
        expect(held.filter((r) => !finished.created.includes(r))).toEqual([]);
      } finally {
        await server.close();
      }
    }, 120_000);
  }
});
