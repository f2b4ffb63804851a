// HTTPS only (spec 5.3): the API must not answer with data over plain HTTP, on the configured port or on 80.
// A refused or closed connection, any non-2xx answer, or a redirect all count as "the call fails".

import { isIP } from 'node:net';
import { TransportError, type Auth } from '../../src/http/client.js';
import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import { accountIdentifiers } from '../support/endpoints.js';
import { excerpt } from '../support/orders.js';

function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  return bare === 'localhost' || bare === '::1' || (isIP(bare) === 4 && bare.startsWith('127.'));
}

/**
 * Plain-HTTP twins of an https base URL: same host and port, and port 80. Built with the URL API, so an IPv6
 * literal keeps its one pair of brackets (`http://[::1]:8443/...`).
 */
function plainHttpUrls(base: string, path: string): string[] {
  const https = new URL(base);
  const port = https.port === '' ? '443' : https.port;
  const twin = (twinPort: string): string => {
    const url = new URL(base);
    url.protocol = 'http:';
    url.port = twinPort;
    url.pathname = `${url.pathname.replace(/\/$/, '')}${path}`;
    return url.href;
  };
  return port === '80' ? [twin(port)] : [twin(port), twin('80')];
}

export const transportRequirements: readonly Requirement[] = [
  requirement(
    {
      id: 'TLS-HTTPS-ONLY',
      clause: '5.3',
      level: 'MUST',
      statement:
        'The API is not served over plain HTTP: a call over http:// fails (refused, closed, redirected, non-2xx, or a page that is not the API\'s JSON), on the API port and on port 80, and no such answer, whatever its status, carries the account\'s data (an order reference or scan form id).',
    },
    async (ctx) => {
      const t = ctx.target;
      // The account's identifiers only sharpen the verdict on non-2xx answers; a target that cannot create the fixture
      // order is judged on HTTP statuses alone here (the order checks report the create).
      const secrets = await accountIdentifiers(ctx).then(
        ({ reference, scanFormIds }) => [reference, ...scanFormIds],
        (error: unknown) => {
          ctx.note(`the account's identifiers could not be read (${error instanceof Error ? error.message : String(error)}): redirects and errors over plain HTTP were judged by status only`);
          return [] as string[];
        },
      );
      const targets = [
        ...plainHttpUrls(t.ordersBaseUrl, `${t.ordersApiPrefix}/orders`),
        ...plainHttpUrls(t.scanFormsBaseUrl, `${t.scanFormsApiPrefix}/scan_forms`),
      ];
      const unique = [...new Set(targets)];
      const served: string[] = [];
      for (const url of unique) {
        // The real key crosses plain HTTP only on this machine's loopback; a remote host gets a decoy key,
        // so the probe can still catch a server that answers data over HTTP without valid authentication.
        const loopback = isLoopback(new URL(url).hostname);
        const auth: Auth = loopback ? { kind: 'key' } : { kind: 'header', value: 'Bearer osfc_decoy_key', label: 'Bearer osfc_decoy_key', shell: 'Bearer osfc_decoy_key' };
        if (!loopback) ctx.note(`${url}: probed with a decoy key; the real key is never sent over plain HTTP to another host`);
        const res = await ctx.http.attempt({ api: 'orders', method: 'GET', path: '', url, auth, timeoutMs: 3_000 });
        if (res instanceof TransportError) {
          ctx.note(`${url}: ${res.message} (the call fails, as required)`);
          continue;
        }
        const leaked = secrets.filter((s) => res.text.includes(s));
        // A 2xx counts as the API answering when it is JSON or names the account's data; a 200 HTML page (a web site or a
        // proxy's default page on port 80) is no API call succeeding.
        if (res.status >= 200 && res.status < 300 && (res.json !== undefined || leaked.length > 0)) served.push(`${url} answered HTTP ${res.status}: ${excerpt(res.text, 100)}`);
        else if (res.status >= 200 && res.status < 300) ctx.note(`${url}: HTTP ${res.status} with a body that is not JSON and names none of the account's data (${excerpt(res.text, 60)}): not the API`);
        // A redirect or an error whose body is the API's answer still hands the data to anyone on the path.
        else if (leaked.length > 0) served.push(`${url} answered HTTP ${res.status}${res.headers.location === undefined ? '' : ` to ${res.headers.location}`} with the account's data in its body (${leaked.slice(0, 3).join(', ')}): ${excerpt(res.text, 100)}`);
        else ctx.note(`${url}: HTTP ${res.status}${res.headers.location === undefined ? '' : ` to ${res.headers.location}`} (the call fails, as required)`);
      }
      if (served.length > 0) ctx.fail('the API answered over plain HTTP', { received: served.join('; '), expected: 'a refused or closed connection, a redirect, or a non-2xx status, with none of the account\'s data (spec 5.3)' });
    },
  ),
];
