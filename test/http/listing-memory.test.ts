// What a large listing leaves behind once read: its parsed JSON for the check, and for the evidence only an excerpt.
// The excerpt and the text a response keeps must be copies, not views of the whole text (V8 keeps a slice's parent
// alive), or every listing a run reads stays in memory until the run ends. One large body at a time is read per
// target, not per process: a fleet's targets never wait on each other's listings.

import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { TargetHttp, type Response } from '../../src/http/client.js';
import { expectNothingLeftBehind, hostileTarget, startHttps, type Hostile } from '../hostile/servers.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

let server: Hostile | undefined;
let other: Hostile | undefined;
expectNothingLeftBehind(async () => {
  await server?.close();
  await other?.close();
  server = undefined;
  other = undefined;
});

/** 20,000 orders with a character outside Latin-1, so the text is held two bytes a character: about 6 MB. */
const body = JSON.stringify({
  orders: Array.from({ length: 20_000 }, (_, i) => ({
    reference: `legacy-${i}`,
    metadata: { gift_note: `Joyeux anniversaire — commande ${i}` },
    created_at: '2024-09-05T15:31:09Z',
  })),
});

describe('a large listing read many times', () => {
  it('keeps only its excerpts once the parsed body is let go', async () => {
    server = await startHttps((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body);
    });
    const http = new TargetHttp(hostileTarget(server));
    try {
      const kept: Array<Pick<Response, 'text' | 'exchange'>> = [];
      gc();
      const before = process.memoryUsage().heapUsed;
      for (let i = 0; i < 12; i++) {
        const res = await http.send({ api: 'orders', method: 'GET', path: '/orders' }, () => undefined);
        expect(res.json).toBeDefined();
        expect(res.exchange.bodyExcerpt).toBe(body.slice(0, 2_000));
        kept.push({ text: res.text, exchange: res.exchange });
      }
      gc();
      const grownMb = (process.memoryUsage().heapUsed - before) / 2 ** 20;
      // Twelve whole texts would be over 70 MB; twelve 64 KiB heads and their excerpts about 1.6 MB.
      expect(grownMb).toBeLessThan(12);
      expect(kept).toHaveLength(12);
    } finally {
      await http.close();
    }
  }, 60_000);
});

describe('two targets reading large listings at once', () => {
  it('read side by side: a listing held open by one target does not hold up the other', async () => {
    let release = (): void => undefined;
    // The first target sends half of a large listing, then waits until the test lets it finish.
    server = await startHttps((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(body.slice(0, body.length / 2));
      release = () => res.end(body.slice(body.length / 2));
    });
    other = await startHttps((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body);
    });
    const first = new TargetHttp(hostileTarget(server));
    const second = new TargetHttp(hostileTarget(other, { requestTimeoutMs: 5_000 }));
    try {
      const held = first.send({ api: 'orders', method: 'GET', path: '/orders' }, () => undefined);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const res = await second.send({ api: 'orders', method: 'GET', path: '/orders' }, () => undefined);
      expect(res.json).toBeDefined();
      release();
      expect((await held).json).toBeDefined();
    } finally {
      release();
      await Promise.all([first.close(), second.close()]);
    }
  }, 60_000);
});
