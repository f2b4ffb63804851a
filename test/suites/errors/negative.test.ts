// The negative layer end to end: its rows are safe to send to a shared account and never carry the key, the clean
// reference server passes every part, and a seeded fault fails the part of the place it breaks, shrunk.

import { describe, expect, it } from 'vitest';
import { runAll } from '../../../src/engine/run-all.js';
import { checkRequest } from '../../../src/http/safety.js';
import { NEGATIVE_LOCATIONS, NEGATIVE_ROWS } from '../../../suites/support/negative-cases.js';
import { negativeRequirements } from '../../../suites/errors/negative.js';
import { referenceTarget } from '../../support/reference-target.js';
import { outcomeText } from '../../support/outcome-text.js';
import fc from 'fast-check';

const PREFIX = 'osfc-test-';
const target = {
  orderReferencePrefix: PREFIX,
  ordersBaseUrl: 'https://api.example.test',
  scanFormsBaseUrl: 'https://api.example.test',
  ordersApiPrefix: '/v1.0',
  scanFormsApiPrefix: '/v2',
};

async function runAgainst(options: { fault?: string; variant?: string; seed?: number }) {
  const { server, target: t } = await referenceTarget(options);
  try {
    return await runAll(t, negativeRequirements, { attemptTimeoutMs: 30_000, retryFailures: false });
  } finally {
    await server.close();
  }
}

describe('the negative rows', () => {
  it('cover every location, and each location has at least five input classes', () => {
    for (const location of NEGATIVE_LOCATIONS)
      expect(NEGATIVE_ROWS.filter((r) => r.location === location).length, location).toBeGreaterThanOrEqual(5);
    expect(NEGATIVE_ROWS.length).toBeLessThanOrEqual(40);
  });

  it('build requests the safety wall lets through, writes in the run namespace, never with the key in a header row', () => {
    let n = 0;
    const inputs = { ref: (label: string) => `${PREFIX}${label}-${++n}`, key: 'gift_note', target: `${PREFIX}t-0` };
    for (const row of NEGATIVE_ROWS)
      for (const value of fc.sample(row.arbitrary, { seed: 7, numRuns: 20 })) {
        const req = row.request(value, inputs);
        expect(() => checkRequest(req, target), `${row.input}: ${row.show(value)}`).not.toThrow();
        if (row.location === 'authorization') expect(req.auth?.kind, row.input).toBe('header');
        else expect(req.auth, row.input).toBeUndefined();
      }
  });

  it('send only header values an HTTP client can write (no byte outside latin1, no CR, LF or NUL)', () => {
    const inputs = { ref: (label: string) => `${PREFIX}${label}`, key: 'gift_note', target: `${PREFIX}t` };
    for (const row of NEGATIVE_ROWS.filter((r) => r.location === 'authorization'))
      for (const value of fc.sample(row.arbitrary, { seed: 3, numRuns: 30 })) {
        const auth = row.request(value, inputs).auth;
        expect(auth?.kind === 'header' && /^[\t\x20-\x7e\x80-\xff]*$/.test(auth.value), row.show(value)).toBe(true);
      }
  });
});

describe('a case of the coverage phase left unanswered', () => {
  it('leaves the requirements that judge it not exercised, limited by the run: never a pass', async () => {
    const { server, target } = await referenceTarget(
      { fault: 'orders-body-not-utf8-unanswered' },
      { requestTimeoutMs: 1_500 },
    );
    try {
      const outcomes = await runAll(target, negativeRequirements, { attemptTimeoutMs: 30_000, retryFailures: false });
      const judged = [...outcomes.values()].filter((o) => o.verdict === 'pass' || o.verdict === 'fail');
      expect(judged.map((o) => `${o.id}: ${o.verdict}`)).toEqual([]);
      for (const o of outcomes.values()) expect(o.limitedBy, o.id).toBe('run');
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe('against the reference server', () => {
  it('the clean server passes every part of the three requirements', async () => {
    const outcomes = await runAgainst({});
    for (const r of negativeRequirements) {
      const o = outcomes.get(r.id)!;
      expect(o.verdict, `${r.id}: ${outcomeText(o)}`).toBe('pass');
      expect(o.parts?.map((p) => `${p.name}:${p.verdict}`)).toEqual(
        ['request-line', ...NEGATIVE_LOCATIONS, 'accounts'].map((l) => `${l}:pass`),
      );
    }
  });

  it.each([
    ['metadata-huge-value-500', 'ERR-NO-SERVER-ERROR', ['create-body', 'update-body'], '"x"×65536'],
    ['orders-path-malformed-escape-500', 'ERR-NO-SERVER-ERROR', ['update-path'], 'PUT /orders/<reference>%x: HTTP 500'],
    ['orders-path-invalid-utf8-500', 'ERR-NO-SERVER-ERROR', ['update-path'], '<reference>%C3x: HTTP 500'],
    ['orders-control-reference-dropped', 'ERR-NO-SERVER-ERROR', ['create-body'], 'no answer'],
    ['sf-repeated-parameter-500', 'ERR-NO-SERVER-ERROR', ['scan-form-query'], 'reference=a&reference=b: HTTP 500'],
    ['sf-query-invalid-utf8-500', 'ERR-NO-SERVER-ERROR', ['scan-form-query'], 'reference=%C3x: HTTP 500'],
    ['auth-jwt-parse-500', 'ERR-NO-SERVER-ERROR', ['authorization'], 'HTTP 500'],
    ['errors-nesting-error-rendered-200', 'ERR-NO-ERROR-UNDER-2XX', ['create-body', 'update-body'], '1000 levels deep'],
    // The second account's errors are judged too (the accounts part): the same fault shows there.
    [
      'sf-malformed-page-200-error-body',
      'ERR-NO-ERROR-UNDER-2XX',
      ['scan-form-query', 'accounts'],
      'stating status 400',
    ],
    [
      'errors-400-with-200-status',
      'ERR-NO-ERROR-UNDER-2XX',
      ['update-path', 'create-body', 'update-body', 'scan-form-query', 'accounts'],
      'stating status 400',
    ],
    ['errors-413-html', 'ERR-BODY-BAD-INPUT', ['create-body', 'update-body'], 'HTTP 413: the body is not JSON'],
    ['auth-basic-garbage-400', 'ERR-BODY-BAD-INPUT', ['authorization'], 'HTTP 400, expected 401'],
  ] as const)(
    '%s fails %s on the part of the place it breaks, shrunk, on every seed',
    async (fault, id, parts, text) => {
      // Every value of an input class triggers the class's fault, so no seed can miss it.
      for (const seed of [1, 2, 3]) {
        const outcomes = await runAgainst({ fault, seed });
        const o = outcomes.get(id)!;
        expect(o.verdict, `seed ${seed}: ${outcomeText(o)}`).toBe('fail');
        expect(o.parts?.filter((p) => p.verdict === 'fail').map((p) => p.name)).toEqual(parts);
        expect(outcomeText(o)).toContain(text);
      }
    },
  );
});
