// The experiments on the two keys (spec 4.4, 5.1): the forms each key reads on a connection of its own, on the
// other key's and for the query the other key asked first; and, for the positive control, an order each key creates.

import {
  CUT_SHORT,
  TransportError,
  type HttpView,
  type PinnedConnection,
  type Response,
} from '../../src/http/client.js';
import {
  FORMS_READS,
  judgeFormsReads,
  judgeOrders,
  otherKey,
  type FormsJudgement,
  type FormsReadResult,
  type KeyName,
  type OrdersJudgement,
  type OrdersSighting,
} from '../../src/oracles/second-key.js';
import {
  findOrders,
  followOnOrigin,
  is2xx,
  LISTING_LAG_DELAYS_MS,
  MAX_LISTING_PAGES,
  nextPageLink,
  type JsonObject,
} from './orders.js';
import { readAnswer, type ListQuery } from './scan-forms.js';

/** The run-wide shared read both the positive control and ISO-SF-OWN-FORMS take the experiments from. */
export const SECOND_KEY_EVIDENCE = 'isolation:second-key-evidence';

export interface FormsRead {
  readonly query: ListQuery;
  readonly res?: Response;
  readonly result: FormsReadResult;
}

export interface FormsExperiment {
  readonly reads: readonly FormsRead[];
  readonly judgement: FormsJudgement;
}

export interface OrdersExperiment {
  readonly references: { readonly key: string; readonly 'second-key': string };
  readonly judgement: OrdersJudgement;
}

/** What the experiments showed; `orders` only when the positive control ran them (it creates two orders). */
export interface SecondKeyEvidence {
  readonly forms: FormsExperiment;
  readonly orders?: OrdersExperiment;
  /** True when the positive control ran them, having found both keys reading the same listings. */
  readonly byControl?: true;
}

/** A request that got no answer, as a result to judge; the run being cut short is not one (it ends the check). */
function unanswered(error: unknown): string {
  if (error instanceof TransportError && error.code !== CUT_SHORT) return `no answer: ${error.message}`;
  throw error;
}

/**
 * A query no one has asked before this read: a start_datetime far before any form (so every form of the account is
 * kept, 4.4), at an instant of 2 January 1970 drawn from the run's own namespace and the read's number.
 */
export function freshQuery(namespace: string, n: number): ListQuery {
  let hash = 2166136261;
  for (const c of namespace) hash = Math.imul(hash ^ c.charCodeAt(0), 16777619) >>> 0;
  const ms = (hash + n * 7_919_003) % 86_400_000;
  const pad = (v: number, width = 2) => String(v).padStart(width, '0');
  const [h, m, s] = [Math.floor(ms / 3_600_000), Math.floor(ms / 60_000) % 60, Math.floor(ms / 1000) % 60];
  return { start_datetime: `1970-01-02T${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}Z` };
}

/** The query each read sends: a fresh one, or the one the other key's first read asked. */
function queriesFor(namespace: string): ListQuery[] {
  const queries: ListQuery[] = [];
  FORMS_READS.forEach((plan, i) => {
    const first = FORMS_READS.findIndex((p) => p.key === otherKey(plan.key) && p.connection === p.key);
    queries.push(plan.query === 'fresh' ? freshQuery(namespace, i) : queries[first]!);
  });
  return queries;
}

/** Each key on a connection of its own, then on the other key's, then with the other's first query (FORMS_READS). */
export async function formsExperiment(http: HttpView, namespace: string): Promise<FormsExperiment> {
  const connections: Record<KeyName, PinnedConnection> = { key: http.pin(), 'second-key': http.pin() };
  const queries = queriesFor(namespace);
  const reads: FormsRead[] = [];
  try {
    // One after the other: a read is sent only once the one before it is answered, so the order holds on the wire.
    for (const [i, plan] of FORMS_READS.entries()) {
      const query = queries[i]!;
      try {
        const res = await http.send({
          api: 'scan-forms',
          method: 'GET',
          path: '/scan_forms',
          query,
          auth: { kind: plan.key },
          connection: connections[plan.connection],
        });
        const answer = readAnswer(res);
        const ids = answer.ids.filter((id): id is string => id !== undefined);
        reads.push({ query, res, result: answer.ok ? { ids } : { problem: answer.problem ?? 'not a list' } });
      } catch (error) {
        reads.push({ query, result: { problem: unanswered(error) } });
      }
    }
  } finally {
    await Promise.all([connections.key.close(), connections['second-key'].close()]);
  }
  return { reads, judgement: judgeFormsReads(reads.map((r) => r.result)) };
}

/** What one listing read found: the orders by reference, and the pages read. */
export interface Sighted {
  readonly found: ReadonlyMap<string, JsonObject>;
  readonly pages: readonly Response[];
}

/** GET /orders with a key (on a connection of its own, if given), pages followed until every reference is found. */
async function listed(
  http: HttpView,
  key: KeyName,
  connection: PinnedConnection | undefined,
  references: readonly string[],
): Promise<Sighted> {
  const first = http.urlFor({ api: 'orders', method: 'GET', path: '/orders' });
  const found = new Map<string, JsonObject>();
  const pages: Response[] = [];
  const visited = new Set<string>();
  const on = connection === undefined ? {} : { connection };
  let url: string | undefined = first;
  while (url !== undefined && !visited.has(url) && pages.length < MAX_LISTING_PAGES) {
    visited.add(url);
    const req = pages.length === 0 ? { path: '/orders' } : { path: '', url };
    const res: Response = await http.send({ api: 'orders', method: 'GET', ...req, auth: { kind: key }, ...on });
    pages.push(res);
    if (!is2xx(res.status)) break;
    for (const reference of references) {
      const order = findOrders(res.json, reference)[0];
      if (order !== undefined && !found.has(reference)) found.set(reference, order);
    }
    if (found.size === references.length) break;
    const link = nextPageLink(res);
    url = link === undefined ? undefined : followOnOrigin(link, url, first);
  }
  return { found, pages };
}

/**
 * Reads a key's listing until it shows `own`, re-reading as for any lagging listing (LISTING_LAG_DELAYS_MS), looking
 * for the other references too.
 */
export async function untilListed(
  http: HttpView,
  key: KeyName,
  own: string,
  others: readonly string[] = [],
  connection?: PinnedConnection,
): Promise<Sighted> {
  let read = await listed(http, key, connection, [own, ...others]);
  for (const delay of LISTING_LAG_DELAYS_MS) {
    if (read.found.has(own)) break;
    await new Promise((resolve) => setTimeout(resolve, delay));
    read = await listed(http, key, connection, [own, ...others]);
  }
  return read;
}

/**
 * SECOND_API_KEY creates an order, then API_KEY creates one (each on a connection of its own, under the run's
 * namespace), then each key lists until it shows its own: does API_KEY's listing show SECOND_API_KEY's order?
 */
export async function ordersExperiment(
  http: HttpView,
  references: OrdersExperiment['references'],
): Promise<OrdersExperiment> {
  const connections: Record<KeyName, PinnedConnection> = { key: http.pin(), 'second-key': http.pin() };
  const create = (key: KeyName) =>
    http.send({
      api: 'orders',
      method: 'POST',
      path: '/orders',
      json: { reference: references[key] },
      auth: { kind: key },
      connection: connections[key],
    });
  try {
    const second = await create('second-key');
    const first = await create('key');
    const created = { key: is2xx(first.status), 'second-key': is2xx(second.status) };
    if (!created.key || !created['second-key']) return { references, judgement: judgeOrders(sighting(created)) };
    const [mine, theirs] = await Promise.all(
      (['key', 'second-key'] as const).map((k) =>
        untilListed(http, k, references[k], [references[otherKey(k)]], connections[k]),
      ),
    );
    const seen = sighting(created, {
      key: mine!.found.has(references.key),
      'second-key': theirs!.found.has(references['second-key']),
      firstListsSecond: mine!.found.has(references['second-key']),
    });
    return { references, judgement: judgeOrders(seen) };
  } catch (error) {
    return { references, judgement: { kind: 'could-not-tell', why: unanswered(error) } };
  } finally {
    await Promise.all([connections.key.close(), connections['second-key'].close()]);
  }
}

/** What the orders experiment saw, as the oracle reads it; nothing listed when the creates were not all accepted. */
function sighting(
  created: OrdersSighting['created'],
  seen: { key: boolean; 'second-key': boolean; firstListsSecond: boolean } = {
    key: false,
    'second-key': false,
    firstListsSecond: false,
  },
): OrdersSighting {
  return {
    created,
    ownListed: { key: seen.key, 'second-key': seen['second-key'] },
    firstListsSecond: seen.firstListsSecond,
  };
}

/**
 * The positive control's experiments when both keys read the same listings: the forms experiment, then, unless it
 * already told the keys apart, the orders experiment (two orders created under the run's namespace).
 */
export async function secondKeyExperiments(
  http: HttpView,
  namespace: string,
  references: OrdersExperiment['references'],
): Promise<SecondKeyEvidence> {
  const forms = await formsExperiment(http, namespace);
  if (forms.judgement.kind === 'two-accounts') return { forms, byControl: true };
  return { forms, orders: await ordersExperiment(http, references), byControl: true };
}
