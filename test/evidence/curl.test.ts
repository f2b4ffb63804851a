// curl commands reproduce an exchange with $API_KEY from the shell, never with the key itself.

import { describe, expect, it } from 'vitest';
import { toCurl } from '../../src/evidence/curl.js';

describe('toCurl', () => {
  it('quotes values for the shell and expands only the key', () => {
    const cmd = toCurl({
      request: {
        method: 'PUT',
        url: "https://h/v1.0/orders/it's",
        headers: { 'content-type': 'application/json', authorization: 'Bearer <API_KEY>' },
        authShell: 'Bearer $API_KEY',
        body: '{"metadata":{"a":"it\'s"}}',
      },
      status: 200,
      durationMs: 1,
    });
    expect(cmd).toContain(`"Authorization: Bearer $API_KEY"`);
    expect(cmd).toContain(`'https://h/v1.0/orders/it'\\''s'`);
    expect(cmd).toContain(`--data-raw '{"metadata":{"a":"it'\\''s"}}'`);
    expect(cmd).not.toContain('<API_KEY>');
  });

  it('sends a route variant as recorded: dot segments as is, HEAD without waiting for a body', () => {
    const dots = toCurl({
      request: { method: 'GET', url: 'https://h/v2/x/../scan_forms', headers: {} },
      durationMs: 1,
    });
    expect(dots).toContain('--path-as-is');
    const plain = toCurl({ request: { method: 'GET', url: 'https://h/v2/scan_forms', headers: {} }, durationMs: 1 });
    expect(plain).not.toContain('--path-as-is');
    const head = toCurl({ request: { method: 'HEAD', url: 'https://h/v2/scan_forms', headers: {} }, durationMs: 1 });
    expect(head).toContain('--head');
    expect(head).not.toContain('-X HEAD');
  });

  it('lets a key placed in the query string expand from the environment', () => {
    const cmd = toCurl({
      request: { method: 'GET', url: 'https://h/v2/scan_forms?api_key=$API_KEY', headers: {} },
      durationMs: 1,
    });
    expect(cmd).toContain(`'https://h/v2/scan_forms?api_key='"$API_KEY"''`);
  });

  it('takes a plain reference from a shell variable in the path and the body, and only there', () => {
    const exchange = {
      request: {
        method: 'PUT',
        url: 'https://h/v1.0/orders/osfc-a-1',
        headers: {},
        body: '{"reference":"osfc-a-1","metadata":{"note":"osfc-a-1x"}}',
      },
      durationMs: 1,
    };
    const cmd = toCurl(exchange, undefined, { value: 'osfc-a-1', variable: 'REF' });
    expect(cmd).toContain(`'https://h/v1.0/orders/'"$REF"''`);
    expect(cmd).toContain(`--data-raw '{"reference":"'"$REF"'","metadata":{"note":"osfc-a-1x"}}'`);
    // A reference that needs encoding in a path is left literal: its URL and JSON forms differ from the text.
    expect(
      toCurl({ ...exchange, request: { ...exchange.request, url: 'https://h/v1.0/orders/a%20b' } }, undefined, {
        value: 'a b',
        variable: 'REF',
      }),
    ).not.toContain('$REF');
  });
});
