// The case tables the suites iterate: a row added to one must still be a case of its table, so a rejected credential
// never is the valid header, and a failure names each invalid request unambiguously.

import { describe, expect, it } from 'vitest';
import { BAD_ORDER_REQUESTS, BAD_SCAN_FORM_QUERIES, type CaseInputs } from '../../suites/support/bad-request-cases.js';
import {
  CLIENT_ACCEPTS,
  EMPTY_CREDENTIALS,
  INVALID_UNAUTHENTICATED,
  KEY_ELSEWHERE,
  QUERY_KEY_PARAMETERS,
  TOKEN_SPELLINGS,
  OTHER_SCHEMES,
  SCHEME_CASE_SPELLINGS,
} from '../../suites/support/credential-cases.js';

const KEY = 'osfc_test_key_123';

describe('credential tables', () => {
  it('never send the valid header "Bearer <key>" as a credential that must be refused or as another spelling', () => {
    const rows = [...EMPTY_CREDENTIALS, ...TOKEN_SPELLINGS, ...OTHER_SCHEMES, ...SCHEME_CASE_SPELLINGS];
    expect(rows.filter((row) => row.value(KEY) === `Bearer ${KEY}`).map((r) => r.description)).toEqual([]);
  });

  it('never show the key in evidence or in the curl command', () => {
    for (const row of [...EMPTY_CREDENTIALS, ...TOKEN_SPELLINGS, ...OTHER_SCHEMES, ...SCHEME_CASE_SPELLINGS]) {
      expect(row.shown, row.description).not.toContain(KEY);
      expect(row.shell, row.description).not.toContain(KEY);
    }
  });

  it('carry the key in every spelling of the scheme name that must be accepted', () => {
    for (const row of SCHEME_CASE_SPELLINGS) expect(row.value(KEY).toLowerCase()).toBe(`bearer ${KEY}`);
  });

  it('put the key in every other place, and never in the Authorization header', () => {
    expect(KEY_ELSEWHERE.length).toBeGreaterThan(5);
    for (const place of KEY_ELSEWHERE) {
      const headers = place.headers(KEY);
      expect(Object.keys(headers), place.description).not.toContain('authorization');
      expect(Object.values(headers).join(' '), place.description).toContain(KEY);
      expect(place.description).not.toContain(KEY);
    }
    expect(QUERY_KEY_PARAMETERS.map((q) => q.parameter)).toEqual(['api_key', 'key', 'access_token', 'token', 'apikey']);
  });
});

describe('unauthenticated request tables', () => {
  it('send each Accept once, and at least one request without Accept and one a browser would send', () => {
    const accepts = CLIENT_ACCEPTS.map((row) => row.accept);
    expect(new Set(accepts).size).toBe(accepts.length);
    expect(accepts).toContain(undefined);
    expect(accepts.some((a) => a?.startsWith('text/html'))).toBe(true);
  });

  it('carry only requests a valid key could not make valid: a bad query value, a body that is no JSON object of strings', () => {
    for (const row of INVALID_UNAUTHENTICATED) {
      const body = row.body;
      const invalidBody =
        body !== undefined &&
        ('raw' in body
          ? (() => {
              try {
                JSON.parse(body.raw);
                return false;
              } catch {
                return true;
              }
            })()
          : JSON.stringify(body.json).match(/:\s*(\d|\[)/) !== null);
      expect(invalidBody || row.query !== undefined, row.description).toBe(true);
    }
    expect(new Set(INVALID_UNAUTHENTICATED.map((r) => r.endpoint))).toEqual(
      new Set(['GET /scan_forms', 'POST /orders', 'PUT /orders/<reference>']),
    );
  });
});

describe('invalid request tables', () => {
  let drawn = 0;
  const inputs: CaseInputs = {
    ref: (label) => `osfc-x-${label}-${++drawn}`,
    valueRef: (label) => `osfc-x-${label}-${++drawn}`,
    key: 'gift_note',
    keys: ['gift_note', 'channel'],
    marked: (label) => ({ gift_note: `osfc-x-${label}-${++drawn}` }),
    numericReference: 912345678901,
  };
  const describeRow = (row: (typeof BAD_ORDER_REQUESTS)[number]) =>
    `${row.method} ${typeof row.description === 'string' ? row.description : row.description(inputs)}`;

  it('name each order request once, so a failure says which one it was', () => {
    const labels = BAD_ORDER_REQUESTS.map(describeRow);
    expect(labels.filter((l, i) => labels.indexOf(l) !== i)).toEqual([]);
  });

  it('send no two identical bodies of one kind and method', () => {
    const bodies = BAD_ORDER_REQUESTS.map((row) => `${row.kind} ${row.method} ${JSON.stringify(row.body(inputs))}`);
    expect(bodies.filter((b, i) => bodies.indexOf(b) !== i)).toEqual([]);
  });

  it('list each scan form query once', () => {
    const queries = BAD_SCAN_FORM_QUERIES.map((row) => JSON.stringify(row.query));
    expect(new Set(queries).size).toBe(queries.length);
  });
});
