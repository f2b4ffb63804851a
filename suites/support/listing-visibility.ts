// Whether GET /orders can show every order of the account: read to its end within the suite's bounds. A probe whose
// order would be outside the run's namespace is sent only when it can, so an order it created can be found.

import type { ApiRequest, HttpView, Response } from '../../src/http/client.js';
import {
  followOnOrigin,
  is2xx,
  looksPaginated,
  MAX_LISTING_PAGES,
  MAX_WALKED_VALUES,
  nextPageLink,
  ordersOn,
  walkable,
} from './orders.js';

/** Why the listing cannot show every order (a sentence), or undefined when one read reaches its end. */
export async function listingHidesOrders(
  http: HttpView,
  firstPage: () => Promise<Response> = () => http.send({ api: 'orders', method: 'GET', path: '/orders' }),
): Promise<string | undefined> {
  const firstUrl = http.urlFor({ api: 'orders', method: 'GET', path: '/orders' });
  const visited = new Set<string>();
  let url = firstUrl;
  let listed = 0;
  for (let page = 1; page <= MAX_LISTING_PAGES; page++) {
    visited.add(url);
    const req: ApiRequest = { api: 'orders', method: 'GET', path: '', url };
    const res = page === 1 ? await firstPage() : await http.send(req);
    const label = page === 1 ? 'GET /orders' : `page ${page} of GET /orders`;
    if (!is2xx(res.status)) return `${label} answered HTTP ${res.status}`;
    if (res.truncated || res.json === undefined) return `${label} could not be read (${res.jsonError ?? 'no body'})`;
    if (!walkable(res.json))
      return `${label} holds more than the ${MAX_WALKED_VALUES.toLocaleString('en-US')} values the suite walks`;
    listed += ordersOn(res);
    const link = nextPageLink(res);
    const next = link === undefined ? undefined : followOnOrigin(link, url, firstUrl);
    if (next === undefined || visited.has(next))
      return looksPaginated(res.json, res.headers, listed, ordersOn(res))
        ? 'GET /orders announces more orders than it lists, without a next-page URL to follow'
        : undefined;
    url = next;
  }
  return `GET /orders was not read to its end within ${MAX_LISTING_PAGES} pages`;
}
