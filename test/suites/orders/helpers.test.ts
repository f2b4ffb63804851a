// The pure parts of the order checks: derived keys, paging detection, media types, generated values and
// the way a failing sequence is printed. Each assertion is something a vendor would notice if it broke.

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { KEY_NAME } from '../../../src/oracles/metadata-model.js';
import type { CheckContext } from '../../../src/requirements/check-context.js';
import type { Response } from '../../../src/http/client.js';
import { errorBodyProblems, jsonMediaTypeProblem } from '../../../suites/support/error-body.js';
import {
  countListedUnder,
  countOrders,
  followOnOrigin,
  LISTING_LAG_DELAYS_MS,
  linkHeaderNext,
  looksPaginated,
  nextPageLink,
  requireOrders,
} from '../../../suites/support/orders.js';
import { letters, neverEnabledKey, ruleBreakingVariants } from '../../../suites/orders/shared.js';
import { keyPools, sequenceSteps, valueArbitrary } from '../../../suites/orders/properties.js';
import { ESCAPED_SAMPLE, ROUND_TRIP_SAMPLES, escapedJson } from '../../../suites/orders/metadata.js';

const ctxWith = (enabledMetadataKeys: string[]) => ({ target: { enabledMetadataKeys } }) as unknown as CheckContext;
const withType = (type: string | undefined) =>
  ({ headers: type === undefined ? {} : { 'content-type': type } }) as unknown as Response;

describe('keys the checks derive', () => {
  it('spells an enabled key in ways that each break the key rule and differ from it', () => {
    const variants = ruleBreakingVariants('gift_note');
    expect(variants).toEqual(
      expect.arrayContaining(['Gift_Note', 'GIFT_NOTE', 'gift_note2', 'gift-note', 'gift_note ']),
    );
    for (const v of variants) expect(KEY_NAME.test(v), v).toBe(false);
    for (const v of ruleBreakingVariants('channel')) expect(KEY_NAME.test(v), v).toBe(false);
  });

  it('makes never-enabled keys that obey the key rule and avoid the enabled list', () => {
    const key = neverEnabledKey(ctxWith([]));
    expect(key).toMatch(KEY_NAME);
    expect(neverEnabledKey(ctxWith(['osfc_never_enabled_abc']), 'abc')).not.toBe('osfc_never_enabled_abc');
    expect(letters(8)).toMatch(/^[a-z]{8}$/);
  });

  it('draws the same property keys from the same seed, and other keys from another seed', () => {
    const ctx = ctxWith(['gift_note', 'channel']);
    expect(keyPools(ctx, 7)).toEqual(keyPools(ctx, 7));
    expect(keyPools(ctx, 7).neverEnabled).not.toEqual(keyPools(ctx, 8).neverEnabled);
    const pools = keyPools(ctx, 7);
    for (const k of pools.neverEnabled) expect(k).toMatch(KEY_NAME);
    for (const k of pools.invalid) expect(k).not.toMatch(KEY_NAME);
  });
});

describe('reading a listing whose envelope is not specified', () => {
  it('counts orders in a bare array or any wrapper', () => {
    expect(countOrders([{ reference: 'a' }, { reference: 'b' }])).toBe(2);
    expect(countOrders({ data: { items: [{ order: { reference: 'a' } }] } })).toBe(1);
  });

  it('recognises common signs of a next page, and not a complete listing', () => {
    expect(looksPaginated({ orders: [{ reference: 'a' }], has_more: true })).toBe(true);
    expect(looksPaginated({ orders: [{ reference: 'a' }], next_cursor: 'x' })).toBe(true);
    expect(looksPaginated({ orders: [{ reference: 'a' }], links: { next: '/v1.0/orders?page=2' } })).toBe(true);
    expect(looksPaginated({ data: [{ reference: 'a' }], total: 40 })).toBe(true);
    expect(looksPaginated({ orders: [{ reference: 'a' }, { reference: 'b' }], per_page: 2 })).toBe(true);
    expect(looksPaginated({ data: [{ reference: 'a' }], total: 1 })).toBe(false);
    expect(looksPaginated({ orders: [{ reference: 'a' }], has_more: false, per_page: 50 })).toBe(false);
    expect(looksPaginated([{ reference: 'a' }])).toBe(false);
  });
});

describe('following a paginated listing', () => {
  const page = (json: unknown, headers: Record<string, string> = {}) => ({ json, headers }) as unknown as Response;

  it('finds the next page in a Link header, whatever the order of its links and parameters', () => {
    expect(
      linkHeaderNext('<https://a/v1.0/orders?page=2>; rel="next", <https://a/v1.0/orders?page=9>; rel="last"'),
    ).toBe('https://a/v1.0/orders?page=2');
    expect(linkHeaderNext('<https://a/x?page=1>; rel="prev", <https://a/x?page=3>; title="more"; rel=next')).toBe(
      'https://a/x?page=3',
    );
    expect(linkHeaderNext('<https://a/x?page=1>; rel="prev nofollow"')).toBeUndefined();
    expect(linkHeaderNext(undefined)).toBeUndefined();
  });

  it('finds a next-page URL in the common body spellings, and never a bare cursor', () => {
    expect(nextPageLink(page({ results: [], next: 'https://a/v1.0/orders?page=2' }))).toBe(
      'https://a/v1.0/orders?page=2',
    );
    expect(nextPageLink(page({ data: [], links: { next: '/v1.0/orders?cursor=abc' } }))).toBe(
      '/v1.0/orders?cursor=abc',
    );
    expect(nextPageLink(page({ orders: [], pagination: { next: '?page=3' } }))).toBe('?page=3');
    expect(nextPageLink(page({ orders: [], next_cursor: 'abc' }))).toBeUndefined();
    expect(nextPageLink(page({ results: [], next: null }))).toBeUndefined();
  });

  it('sends a followed link to the configured origin only, keeping its path and query', () => {
    const base = 'https://api.example.test:8443/v1.0/orders';
    expect(followOnOrigin('http://api.example.test/v1.0/orders?page=2', base, base)).toBe(
      'https://api.example.test:8443/v1.0/orders?page=2',
    );
    expect(followOnOrigin('https://evil.example/v1.0/orders?page=2', base, base)).toBe(
      'https://api.example.test:8443/v1.0/orders?page=2',
    );
    expect(followOnOrigin('?page=3', base, base)).toBe('https://api.example.test:8443/v1.0/orders?page=3');
  });

  it('reads a total in a header or body against every order read so far, not the last page', () => {
    expect(looksPaginated([{ reference: 'a' }], { link: '<https://a/x?page=2>; rel="next"' })).toBe(true);
    expect(looksPaginated([{ reference: 'a' }], { 'x-total-count': '12' }, 12)).toBe(false);
    expect(looksPaginated([{ reference: 'a' }], { 'x-total-count': '12' }, 10)).toBe(true);
    expect(looksPaginated({ count: 12, next: null, results: [{ reference: 'a' }] }, {}, 12)).toBe(false);
  });

  it('counts an order that offset pages shifted onto two pages once, and two orders under one reference twice', () => {
    const order = { reference: 'r', created_at: '1' };
    const listing = (...pages: unknown[]) => ({
      pages: pages.map((json) => ({ json })) as unknown as Response[],
      complete: true,
    });
    expect(countListedUnder(listing([order], [order]), 'r')).toBe(1);
    expect(countListedUnder(listing([order, { ...order, created_at: '2' }]), 'r')).toBe(2);
    expect(countListedUnder(listing([order, order]), 'r')).toBe(2);
  });
});

describe('the error body of spec 7', () => {
  const answer = (status: number, json: unknown) =>
    ({ status, json, text: JSON.stringify(json), headers: {} }) as unknown as Response;

  it('accepts either registered name of a status text, in any letter case', () => {
    expect(errorBodyProblems(answer(422, { statusCode: 422, error: 'Unprocessable Content', message: 'm' }))).toEqual(
      [],
    );
    expect(errorBodyProblems(answer(422, { statusCode: 422, error: 'unprocessable entity', message: 'm' }))).toEqual(
      [],
    );
  });

  it("names another status's text, a message array and a status mismatch", () => {
    expect(errorBodyProblems(answer(401, { statusCode: 401, error: 'Forbidden', message: 'm' }))).toEqual([
      'error is "Forbidden", expected the status text "Unauthorized"',
    ]);
    expect(errorBodyProblems(answer(400, { statusCode: 400, error: 'Bad Request', message: ['m'] }))).toEqual([
      'message is an array of 1, expected a string',
    ]);
    expect(errorBodyProblems(answer(200, { statusCode: 400, error: 'Bad Request', message: 'm' }))).toContain(
      'statusCode is 400 but the HTTP status is 200',
    );
  });
});

describe('the JSON label of a body', () => {
  it('accepts application/json with parameters and +json types, in any case', () => {
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'Application/JSON',
      'application/problem+json',
    ])
      expect(jsonMediaTypeProblem(withType(type)), type).toBeUndefined();
  });

  it('names HTML, plain text and a missing header', () => {
    expect(jsonMediaTypeProblem(withType('text/html; charset=utf-8'))).toBe('Content-Type text/html; charset=utf-8');
    expect(jsonMediaTypeProblem(withType('text/plain'))).toBe('Content-Type text/plain');
    expect(jsonMediaTypeProblem(withType(undefined))).toBe('no Content-Type');
  });
});

describe('generated values', () => {
  it('never hold U+0000 and reach empty, whitespace-edged, non-ASCII and astral text', () => {
    const sample = fc.sample(valueArbitrary(), { numRuns: 2000, seed: 1 });
    expect(sample.some((v) => v.includes('\u0000'))).toBe(false);
    expect(sample).toContain('');
    expect(sample.some((v) => v !== v.trim() && v.trim() !== '')).toBe(true);
    expect(sample.some((v) => /[^\u0000-\u007f]/.test(v))).toBe(true);
    expect(sample.some((v) => /[\u{10000}-\u{10FFFF}]/u.test(v))).toBe(true);
  });

  it('the round-trip samples cover edge whitespace, JSON specials, non-ASCII and astral characters', () => {
    const values = ROUND_TRIP_SAMPLES.map((s) => s.value);
    expect(values.some((v) => v !== v.trim())).toBe(true);
    expect(values.some((v) => v.includes('"') && v.includes('\\'))).toBe(true);
    expect(values.some((v) => /[\u{10000}-\u{10FFFF}]/u.test(v))).toBe(true);
    expect(values.some((v) => v !== v.normalize('NFC'))).toBe(true);
  });

  it('writes the escaped sample as ASCII JSON text that decodes to exactly the sample', () => {
    const text = escapedJson(ESCAPED_SAMPLE);
    expect(text).toMatch(/^[\x20-\x7e]+$/);
    // Both cases of hex digits, a surrogate pair and the escaped solidus: what a hand-written decoder gets wrong.
    expect(text).toContain('\\u00e9');
    expect(text).toContain('\\u20AC');
    expect(text).toMatch(/\\u[dD]83[dD]\\u[dD][cC]\w\w/);
    expect(text).toContain('\\/');
    expect(JSON.parse(text)).toBe(ESCAPED_SAMPLE);
    expect(JSON.parse(escapedJson('quote " and \\ stay'))).toBe('quote " and \\ stay');
  });
});

describe('a failing sequence as the report prints it', () => {
  it('lists the requests that ran, one step each, ending on the read', () => {
    const ran = (text: string, hasRan = true) => ({ hasRan, toString: () => text });
    const sequence = [ran('update {"metadata":{"gift_note":null}}'), ran('read'), ran('update {}', false)];
    expect(sequenceSteps([['gift_note', 'x']], sequence)).toEqual([
      'create {"metadata":{"gift_note":"x"}}',
      'update {"metadata":{"gift_note":null}}',
      'read',
      'read',
    ]);
    expect(sequenceSteps([], [])).toEqual(['create {"metadata":{}}', 'read']);
  });

  it('says where a sequence started when it did not create its own order from its map', () => {
    const held = new Map([['gift_note', 'kept']]);
    expect(sequenceSteps([['channel', 'web']], [], { kind: 'replay', reference: 'r', held })).toEqual([
      'create {"metadata":{"gift_note":"kept"}}',
      'update {"metadata":{"gift_note":null,"channel":"web"}}',
      'read',
    ]);
    expect(sequenceSteps([['channel', 'web']], [], { kind: 'shared', reference: 'r', held })).toEqual([
      'on the order earlier sequences left holding {"gift_note":"kept"}: update {"metadata":{"gift_note":null,"channel":"web"}}',
      'read',
    ]);
  });
});

describe('reading back an order the check created', () => {
  const listing = (references: string[], extra: Record<string, unknown> = {}): Response => {
    const json = { orders: references.map((reference) => ({ reference, metadata: {} })), ...extra };
    return {
      status: 200,
      headers: {},
      text: JSON.stringify(json),
      json,
      truncated: false,
      exchange: { request: { method: 'GET', url: 'https://x/v1.0/orders', headers: {} }, durationMs: 1 },
    };
  };
  const fakeCtx = (answers: Response[]) => {
    const sent: string[] = [];
    const http = {
      send: async () => (sent.push('GET'), answers.shift()!),
      urlFor: () => 'https://x/v1.0/orders',
      quiet: async () => undefined,
    };
    const ctx = {
      http,
      // Every read is the check's own here: nothing else asks for the listing.
      shared: (_key: string, load: (view: typeof http) => Promise<unknown>) => load(http),
      note: () => undefined,
      fail: (summary: string) => {
        throw new Error(`fail: ${summary}`);
      },
      notExercised: (reason: string) => {
        throw new Error(`not exercised: ${reason}`);
      },
    } as unknown as CheckContext;
    return { ctx, sent };
  };

  it('looks again when the listing lags a write, and finds the order', async () => {
    const { ctx, sent } = fakeCtx([listing([]), listing(['r1'])]);
    const { orders } = await requireOrders(ctx, ['r1']);
    expect(orders.get('r1')).toEqual({ reference: 'r1', metadata: {} });
    expect(sent).toHaveLength(2);
  });

  it('fails after a bounded number of reads when the order never appears', async () => {
    const { ctx, sent } = fakeCtx([listing([]), listing([]), listing([]), listing([])]);
    await expect(requireOrders(ctx, ['r1'])).rejects.toThrow(/fail: 1 order\(s\) created by this check were not found/);
    expect(sent).toHaveLength(1 + LISTING_LAG_DELAYS_MS.length);
  });

  it('does not conclude when the listing has more pages', async () => {
    const { ctx, sent } = fakeCtx([listing(['other'], { has_more: true })]);
    await expect(requireOrders(ctx, ['r1'])).rejects.toThrow(
      /not exercised: order\(s\) r1 could not be found: GET \/orders announces more orders than it lists, without a next-page URL/,
    );
    expect(sent).toHaveLength(1);
  });
});
