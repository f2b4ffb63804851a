// Checks whose fault the seeded catalogue cannot carry, proved able to fail: a rewriting HTTPS proxy in front of the
// clean reference server turns it into a server with one such fault, and the requirement that owns the rule must fail.

import { outcomeText } from '../../support/outcome-text.js';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Agent, request } from 'undici';
import { runAll } from '../../../src/engine/run-all.js';
import type { Outcome } from '../../../src/engine/outcome.js';
import { generateCertificate } from '../../../src/reference/tls.js';
import { catalogue } from '../../../suites/index.js';
import { referenceTarget } from '../../support/reference-target.js';

interface Forwarded {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** What the proxy does to one request: forward it (changed or not), or answer it itself. */
type Rewrite = (req: Forwarded) => Forwarded | { status: number; body: unknown };

/** A rewrite of GET /orders answers, for a fault that changes what is stored. */
type ResponseRewrite = (req: Forwarded, json: unknown) => unknown;

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

function readAll(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Runs the named requirements against the clean reference server seen through a proxy applying `rewrite`. */
async function runThrough(
  ids: readonly string[],
  rewrite: Rewrite,
  rewriteResponse?: ResponseRewrite,
): Promise<Map<string, Outcome>> {
  const { server, target } = await referenceTarget();
  const upstream = new Agent({ connect: { ca: server.caPem } });
  const certificate = await generateCertificate();
  const proxy = createServer(
    { key: certificate.key, cert: certificate.cert },
    (req: IncomingMessage, res: ServerResponse) => {
      void (async () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(req.headers))
          if (typeof value === 'string' && name !== 'host' && name !== 'content-length') headers[name] = value;
        const incoming: Forwarded = {
          method: req.method ?? 'GET',
          path: req.url ?? '/',
          headers,
          body: await readAll(req),
        };
        const out = rewrite(incoming);
        if ('status' in out) {
          res.writeHead(out.status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(out.body));
          return;
        }
        const answer = await request(`${server.ordersBaseUrl}${out.path}`, {
          method: out.method as 'GET',
          headers: out.headers,
          body: out.body === '' ? null : out.body,
          dispatcher: upstream,
        });
        let text = await answer.body.text();
        if (rewriteResponse !== undefined && out.method === 'GET' && out.path.split('?')[0]!.endsWith('/orders'))
          text = JSON.stringify(rewriteResponse(out, JSON.parse(text)));
        const type = answer.headers['content-type'];
        res.writeHead(answer.statusCode, typeof type === 'string' ? { 'content-type': type } : {});
        res.end(text);
      })().catch(() => res.destroy());
    },
  );
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const url = `https://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  closers.push(async () => {
    await new Promise<void>((resolve) => proxy.close(() => resolve()));
    proxy.closeAllConnections();
    await upstream.close();
    await server.close();
  });
  const only = catalogue.filter((r) => ids.includes(r.id));
  return runAll({ ...target, ordersBaseUrl: url, scanFormsBaseUrl: url, caPem: certificate.cert }, only, {
    attemptTimeoutMs: 30_000,
    retryFailures: false,
    concurrency: 4,
  });
}

function withMetadata(body: string, change: (metadata: Record<string, unknown>) => Record<string, unknown>): string {
  try {
    const parsed = JSON.parse(body) as { metadata?: unknown };
    if (typeof parsed.metadata !== 'object' || parsed.metadata === null || Array.isArray(parsed.metadata)) return body;
    return JSON.stringify({ ...parsed, metadata: change(parsed.metadata as Record<string, unknown>) });
  } catch {
    return body;
  }
}

const passThrough: Rewrite = (req) => req;

describe('checks proved against faults only a proxy can inject', () => {
  it('the proxy alone changes no verdict', async () => {
    const outcomes = await runThrough(
      [
        'AUTH-SCHEME-CASE-INSENSITIVE',
        'AUTH-NEAR-MISS-401',
        'META-NULL-CREATE-NOT-TEXT',
        'META-NULL-REMOVES',
        'META-UNKNOWN-KEY-NOT-STORED',
      ],
      passThrough,
    );
    expect([...outcomes.values()].filter((o) => o.verdict !== 'pass').map((o) => `${o.id}: ${o.reason ?? ''}`)).toEqual(
      [],
    );
  });

  it('AUTH-SCHEME-CASE-INSENSITIVE fails a server that matches the scheme name case-sensitively', async () => {
    const outcomes = await runThrough(['AUTH-SCHEME-CASE-INSENSITIVE'], (req) =>
      /^bearer /i.test(req.headers['authorization'] ?? '') &&
      !(req.headers['authorization'] ?? '').startsWith('Bearer ')
        ? { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'use Bearer' } }
        : req,
    );
    expect(outcomes.get('AUTH-SCHEME-CASE-INSENSITIVE')!.verdict).toBe('fail');
    expect(outcomeText(outcomes.get('AUTH-SCHEME-CASE-INSENSITIVE'))).toMatch(/bearer <API_KEY>: HTTP 401/);
  });

  it('AUTH-NEAR-MISS-401 fails a server that keeps the second space-separated word of the header as the key', async () => {
    const outcomes = await runThrough(['AUTH-NEAR-MISS-401'], (req) => {
      const words = (req.headers['authorization'] ?? '').split(' ');
      return words.length > 2
        ? { ...req, headers: { ...req.headers, authorization: `${words[0]!} ${words[1]!}` } }
        : req;
    });
    expect(outcomes.get('AUTH-NEAR-MISS-401')!.verdict).toBe('fail');
    expect(outcomeText(outcomes.get('AUTH-NEAR-MISS-401'))).toMatch(/Authorization: Bearer <API_KEY> x: HTTP 2\d\d/);
  });

  it('META-NULL-CREATE-NOT-TEXT fails a server that stores null on create as "null"', async () => {
    const outcomes = await runThrough(['META-NULL-CREATE-NOT-TEXT'], (req) =>
      req.method === 'POST'
        ? {
            ...req,
            body: withMetadata(req.body, (m) =>
              Object.fromEntries(Object.entries(m).map(([k, v]) => [k, v === null ? 'null' : v])),
            ),
          }
        : req,
    );
    expect(outcomes.get('META-NULL-CREATE-NOT-TEXT')!.verdict).toBe('fail');
    expect(outcomeText(outcomes.get('META-NULL-CREATE-NOT-TEXT'))).toMatch(/stored the text "null"/);
  });

  it('META-NULL-REMOVES fails a server that removes only the first key set to null', async () => {
    const outcomes = await runThrough(['META-NULL-REMOVES'], (req) =>
      req.method === 'PUT'
        ? {
            ...req,
            body: withMetadata(req.body, (m) => {
              // Later nulls never reach the store, so only the first key set to null is removed.
              let removed = false;
              return Object.fromEntries(
                Object.entries(m).filter(([, v]) => {
                  if (v !== null) return true;
                  if (removed) return false;
                  removed = true;
                  return true;
                }),
              );
            }),
          }
        : req,
    );
    expect(outcomes.get('META-NULL-REMOVES')!.verdict).toBe('fail');
    // The second key was written over before the nulls, so it keeps the value written over it.
    expect(outcomeText(outcomes.get('META-NULL-REMOVES'))).toMatch(/"written over \(run /);
  });

  it('META-UNKNOWN-KEY-NOT-STORED fails a server that finds enabled keys by substring in a joined list', async () => {
    const joined = 'gift_note,channel,priority_level,warehouse_code,customer_note';
    const stored = new Map<string, Record<string, unknown>>();
    const outcomes = await runThrough(
      ['META-UNKNOWN-KEY-NOT-STORED'],
      (req) => {
        if (req.method === 'POST' && req.path.endsWith('/orders')) {
          const body = JSON.parse(req.body) as { reference?: unknown; metadata?: Record<string, unknown> };
          const extra = Object.entries(body.metadata ?? {}).filter(
            ([k]) => /^[a-z_]+$/.test(k) && joined.includes(k) && !joined.split(',').includes(k),
          );
          if (typeof body.reference === 'string' && extra.length > 0)
            stored.set(body.reference, Object.fromEntries(extra));
        }
        return req;
      },
      (_req, json) => {
        const orders = (json as { orders: Array<{ reference: string; metadata: Record<string, unknown> }> }).orders;
        return { orders: orders.map((o) => ({ ...o, metadata: { ...o.metadata, ...stored.get(o.reference) } })) };
      },
    );
    expect(outcomes.get('META-UNKNOWN-KEY-NOT-STORED')!.verdict).toBe('fail');
    expect(outcomeText(outcomes.get('META-UNKNOWN-KEY-NOT-STORED'))).toMatch(/"gift_not" is present/);
  });
});
