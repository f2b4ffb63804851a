// Keep-alive drops: a conforming server behind a proxy that closes 1% or 5% of reused connections (as a load
// balancer does at its idle timeout) gets the verdicts of a clean run, no MUST failure; a server that drops every
// connection of one endpoint, fresh ones too, still fails the requirement that needs it, with the drops shown.

import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startReferenceServer } from '../../src/reference/server.js';
import { runCli, type CliResult } from '../e2e/run-cli.js';
import { outcomeText } from '../support/outcome-text.js';
import { expectNothingLeftBehind, startProxy, type SeenRequest } from './servers.js';

const cleanups: Array<() => unknown> = [];
expectNothingLeftBehind(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** Decides, for each request the proxy receives, whether to close its connection instead of forwarding it. */
type Dropper = (req: SeenRequest, reused: boolean) => boolean;

/** Every `every`-th request that arrives on a reused connection: an exact rate, never zero over a run. */
function everyReused(every: number): Dropper & { dropped: () => number } {
  let reusedSeen = 0;
  let dropped = 0;
  const drop = (_req: SeenRequest, reused: boolean) => reused && ++reusedSeen % every === 0 && ++dropped > 0;
  return Object.assign(drop, { dropped: () => dropped });
}

interface Verdicts {
  readonly result: CliResult;
  readonly verdicts: Record<string, string>;
}

/** One run of the command line against the reference server behind a proxy dropping what `drop` picks. */
async function runBehind(drop: Dropper): Promise<Verdicts> {
  const ref = await startReferenceServer({ seed: 5 });
  cleanups.push(() => ref.close());
  const served = new WeakMap<Socket, number>();
  const proxy = await startProxy(
    ref,
    (req, upstream, res: ServerResponse) => {
      const socket = res.socket!;
      const n = served.get(socket) ?? 0;
      served.set(socket, n + 1);
      if (!drop(req, n > 0)) return upstream();
      socket.destroy();
      return Promise.resolve(undefined);
    },
    { lifetimeMs: 170_000 },
  );
  cleanups.push(() => proxy.close());
  const [a, b] = ref.accounts;
  const result = await runCli(
    ['run'],
    {
      ORDERS_BASE_URL: proxy.url,
      API_KEY: a.apiKey,
      SECOND_API_KEY: b.apiKey,
      ENABLED_METADATA_KEYS: a.enabledMetadataKeys.join(','),
      SECOND_ENABLED_METADATA_KEYS: b.enabledMetadataKeys.join(','),
      CA_FILE: proxy.caFile,
      SEED: '5',
      REQUEST_TIMEOUT_MS: '10000',
      RUN_DEADLINE_MS: '150000',
    },
    170_000,
  );
  cleanups.push(() => result.cleanup());
  const verdicts: Record<string, string> = {};
  for (const r of result.report?.requirements ?? []) verdicts[r.id] = r.verdict;
  return { result, verdicts };
}

function mustFailures(run: Verdicts): string[] {
  const levels = run.result.report?.requirements as Array<{ id: string; verdict: string; level?: string }> | undefined;
  return (levels ?? []).filter((r) => r.verdict === 'fail' && r.level !== 'SHOULD').map((r) => r.id);
}

describe('a conforming server behind a load balancer that closes reused keep-alive connections', () => {
  it('at 1% and 5% of reused connections: no MUST failure, the verdicts of a clean run', async () => {
    const clean = await runBehind(() => false);
    expect(clean.result.code, clean.result.stderr).toBe(0);
    expect(Object.keys(clean.verdicts).length).toBeGreaterThan(50);
    for (const every of [100, 20]) {
      const drops = everyReused(every);
      const run = await runBehind(drops);
      expect(drops.dropped(), `every ${every}th reused connection`).toBeGreaterThan(0);
      expect(mustFailures(run), run.result.stderr).toEqual([]);
      expect(run.verdicts).toEqual(clean.verdicts);
      expect(run.result.code, run.result.stderr).toBe(0);
      // The drops are evidence of the run: each exchange the proxy closed says it was sent again.
      const retried = (run.result.report?.requirements ?? []).flatMap((r) =>
        r.evidence.filter((e) => /sent again on a fresh connection$/.test(e.error ?? '')),
      );
      expect(retried.length).toBeGreaterThan(0);
    }
  }, 600_000);
});

describe('a server that closes every connection of one endpoint, fresh ones too', () => {
  it('still fails what needs that endpoint, naming the fresh connections, and nothing else', async () => {
    const clean = await runBehind(() => false);
    const run = await runBehind((req) => req.method === 'PUT');
    expect(run.result.code, run.result.stderr).toBe(1);
    const failed = (run.result.report?.requirements ?? []).filter((r) => r.verdict === 'fail');
    const nullRemoves = failed.find((r) => r.id === 'META-NULL-REMOVES');
    expect(outcomeText(nullRemoves)).toMatch(
      /closed or reset the connection before answering, on the first connection and again on 2 fresh connections/,
    );
    // The decisive exchanges: the PUT on its first connection and on each fresh one.
    expect(nullRemoves?.evidence.filter((e) => e.request.method === 'PUT' && e.error !== undefined).length).toBe(3);
    // A requirement that sends no PUT keeps its clean verdict (TLS-PLAIN-WRITE-NOT-APPLIED sends one: its control order
    // and its barrier are lasting orders, written by updates).
    const sendsPut = ['TLS-PLAIN-WRITE-NOT-APPLIED'];
    for (const [id, verdict] of Object.entries(clean.verdicts))
      if ((id.startsWith('SF-') || id.startsWith('TLS-')) && !sendsPut.includes(id))
        expect(`${id} ${run.verdicts[id]}`).toBe(`${id} ${verdict}`);
  }, 400_000);
});
