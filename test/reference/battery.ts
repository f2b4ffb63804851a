// The fixed battery of requests the catalogue test sends to each fault's server, as data: a probe a line, by area.
// Built from the clean server's own forms and keys, so each probe reaches data that exists.

export interface Probe {
  label: string;
  method: string;
  path: string;
  authorization?: string | null;
  /** The body: text, sent as UTF-8, or bytes as they are (a body that is not UTF-8). */
  body?: string | Uint8Array;
  contentType?: string;
  plain?: boolean;
}

/** What the probes are built from: the two accounts' keys and the clean server's forms, newest first. */
export interface BatteryData {
  keyA: string;
  keyB: string;
  ids: string[];
  created: string[];
  idsB: string[];
}

interface Parts {
  data: BatteryData;
  id: (i: number) => string;
  at: (i: number) => string;
  q: (text: string) => string;
}

/** The orders the later probes read and update, in both accounts. */
function fixtures({ data }: Parts): Probe[] {
  const { keyB } = data;
  return [
    {
      label: 'create BAT-1',
      method: 'POST',
      path: '/v1.0/orders',
      body: '{"reference":"BAT-1","metadata":{"gift_note":"g","channel":"c"}}',
    },
    {
      label: 'create BAT-B in B',
      method: 'POST',
      path: '/v1.0/orders',
      authorization: `Bearer ${keyB}`,
      body: '{"reference":"BAT-B","metadata":{"sales_rep":"s"}}',
    },
    { label: 'create BAT 2/+x', method: 'POST', path: '/v1.0/orders', body: '{"reference":"BAT 2/+x"}' },
    {
      label: 'create with a long non-ASCII value',
      method: 'POST',
      path: '/v1.0/orders',
      body: JSON.stringify({ reference: 'BAT-LONG', metadata: { gift_note: '日'.repeat(20) } }),
    },
  ];
}

/** Requests without the key, with a wrong one, in other schemes and places, and over plain HTTP (spec 1). */
function auth({ data }: Parts): Probe[] {
  const { keyA, keyB } = data;
  const swapCase = (k: string): string =>
    [...k].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');
  return [
    { label: 'list orders, no auth', method: 'GET', path: '/v1.0/orders', authorization: null },
    {
      label: 'create, no auth',
      method: 'POST',
      path: '/v1.0/orders',
      authorization: null,
      body: '{"reference":"NOAUTH"}',
    },
    {
      label: 'update, no auth',
      method: 'PUT',
      path: '/v1.0/orders/BAT-1',
      authorization: null,
      body: '{"metadata":{"customer_note":"anon"}}',
    },
    { label: 'scan forms, no auth', method: 'GET', path: '/v2/scan_forms', authorization: null },
    { label: 'empty bearer', method: 'GET', path: '/v2/scan_forms', authorization: 'Bearer ' },
    {
      label: 'unknown key',
      method: 'GET',
      path: '/v2/scan_forms',
      authorization: 'Bearer osf_test_unknownunknownunknownunknown0',
    },
    { label: 're-cased key', method: 'GET', path: '/v2/scan_forms', authorization: `Bearer ${swapCase(keyA)}` },
    { label: 'key prefix', method: 'GET', path: '/v2/scan_forms', authorization: `Bearer ${keyA.slice(0, 12)}` },
    { label: 'key with suffix', method: 'GET', path: '/v2/scan_forms', authorization: `Bearer ${keyA}zz` },
    {
      label: 'basic scheme',
      method: 'GET',
      path: '/v2/scan_forms',
      authorization: `Basic ${Buffer.from(`${keyA}:`).toString('base64')}`,
    },
    { label: 'token scheme', method: 'GET', path: '/v2/scan_forms', authorization: `Token ${keyA}` },
    { label: 'bare key', method: 'GET', path: '/v2/scan_forms', authorization: keyA },
    { label: 'query key', method: 'GET', path: `/v2/scan_forms?api_key=${keyA}`, authorization: null },
    { label: 'second key', method: 'GET', path: '/v2/scan_forms', authorization: `Bearer ${keyB}` },
    { label: 'plain http', method: 'GET', path: '/v2/scan_forms', plain: true },
  ];
}

/** Malformed creates and updates, another account's order, encoded and twin references (spec 2, 3, 7). */
function orders({ q, data }: Parts): Probe[] {
  const { keyB } = data;
  return [
    { label: 'invalid json', method: 'POST', path: '/v1.0/orders', body: '{"reference":' },
    { label: 'unknown path', method: 'GET', path: '/v1.0/nothing' },
    { label: 'numeric reference', method: 'POST', path: '/v1.0/orders', body: '{"reference":12345}' },
    { label: 'missing reference', method: 'POST', path: '/v1.0/orders', body: '{"metadata":{}}' },
    { label: 'update with array body', method: 'PUT', path: '/v1.0/orders/BAT-1', body: '[]' },
    {
      label: 'update with a byte that is not UTF-8',
      method: 'PUT',
      path: '/v1.0/orders/BAT-1',
      body: Buffer.from('{"metadata": {}, "note": "caf\u00e9"}', 'latin1'),
    },
    { label: 'update holding NaN', method: 'PUT', path: '/v1.0/orders/BAT-1', body: '{"metadata": {}, "note": NaN}' },
    {
      label: 'update with the key constructor set to null',
      method: 'PUT',
      path: '/v1.0/orders/BAT-1',
      body: '{"metadata": {"constructor": null}}',
    },
    { label: 'list orders as B', method: 'GET', path: '/v1.0/orders', authorization: `Bearer ${keyB}` },
    {
      label: 'update B order as A',
      method: 'PUT',
      path: '/v1.0/orders/BAT-B',
      body: '{"metadata":{"gift_note":"cross"}}',
    },
    {
      label: 'update encoded reference',
      method: 'PUT',
      path: `/v1.0/orders/${q('BAT 2/+x')}`,
      body: '{"metadata":{"channel":"x"}}',
    },
    { label: 'create P+1', method: 'POST', path: '/v1.0/orders', body: '{"reference":"P+1"}' },
    {
      label: 'update with a literal + in the path',
      method: 'PUT',
      path: '/v1.0/orders/P+1',
      body: '{"metadata":{"channel":"x"}}',
    },
    { label: 'create BAT-1 again', method: 'POST', path: '/v1.0/orders', body: '{"reference":"BAT-1"}' },
    {
      label: 'update with the reference in lower case',
      method: 'PUT',
      path: '/v1.0/orders/bat-1',
      body: '{"metadata":{"channel":"lower"}}',
    },
  ];
}

/** An update refused whole, one that changes nothing, and a key through its history (spec 2.1.4, 2.1.5, 7). */
function historyAndRefusals(): Probe[] {
  return [
    {
      label: 'a string before a number',
      method: 'PUT',
      path: '/v1.0/orders/BAT-1',
      body: '{"metadata":{"customer_note":"partial","priority_level":5}}',
    },
    {
      label: 'the same value again',
      method: 'PUT',
      path: '/v1.0/orders/BAT-1',
      body: '{"metadata":{"priority_level":"p"}}',
    },
    {
      label: 'a key set for its history',
      method: 'PUT',
      path: '/v1.0/orders/BAT-1',
      body: '{"metadata":{"customer_note":"n"}}',
    },
    {
      label: 'the key removed',
      method: 'PUT',
      path: '/v1.0/orders/BAT-1',
      body: '{"metadata":{"customer_note":null}}',
    },
    {
      label: 'the key removed again',
      method: 'PUT',
      path: '/v1.0/orders/BAT-1',
      body: '{"metadata":{"customer_note":null}}',
    },
    {
      label: 'the key set again',
      method: 'PUT',
      path: '/v1.0/orders/BAT-1',
      body: '{"metadata":{"customer_note":"again"}}',
    },
  ];
}

/** Metadata of the wrong shape, unknown and other accounts' keys, merge, null removal and omission (spec 2.1). */
function metadata(): Probe[] {
  return [
    { label: 'metadata array', method: 'POST', path: '/v1.0/orders', body: '{"reference":"M-1","metadata":["a"]}' },
    {
      label: 'metadata number',
      method: 'POST',
      path: '/v1.0/orders',
      body: '{"reference":"M-2","metadata":{"gift_note":5}}',
    },
    {
      label: 'metadata unknown key',
      method: 'POST',
      path: '/v1.0/orders',
      body: '{"reference":"M-3","metadata":{"not_enabled":"x","gift_note":"ok"}}',
    },
    {
      label: 'metadata upper-case key',
      method: 'POST',
      path: '/v1.0/orders',
      body: '{"reference":"M-4","metadata":{"Gift_Note":"x"}}',
    },
    {
      label: "metadata B's key",
      method: 'POST',
      path: '/v1.0/orders',
      body: '{"reference":"M-5","metadata":{"sales_rep":"x"}}',
    },
    { label: 'merge', method: 'PUT', path: '/v1.0/orders/BAT-1', body: '{"metadata":{"priority_level":"p"}}' },
    ...historyAndRefusals(),
    { label: 'null removes', method: 'PUT', path: '/v1.0/orders/BAT-1', body: '{"metadata":{"channel":null}}' },
    {
      label: 'null for an absent key',
      method: 'PUT',
      path: '/v1.0/orders/BAT-1',
      body: '{"metadata":{"warehouse_code":null}}',
    },
    { label: 'omitted', method: 'PUT', path: '/v1.0/orders/BAT-1', body: '{}' },
    { label: 'list after omitted', method: 'GET', path: '/v1.0/orders' },
    { label: 'empty object', method: 'PUT', path: '/v1.0/orders/BAT-1', body: '{"metadata":{}}' },
    { label: 'list after empty object', method: 'GET', path: '/v1.0/orders' },
    { label: 'empty string', method: 'PUT', path: '/v1.0/orders/BAT-1', body: '{"metadata":{"gift_note":""}}' },
    {
      label: 'null after a write over',
      method: 'PUT',
      path: '/v1.0/orders/BAT-1',
      body: '{"metadata":{"gift_note":null}}',
    },
    {
      label: 'exotic values',
      method: 'PUT',
      path: '/v1.0/orders/BAT-1',
      body: JSON.stringify({ metadata: { customer_note: `  é 😀 ${'x'.repeat(300)}  ` } }),
    },
    { label: 'list orders', method: 'GET', path: '/v1.0/orders' },
  ];
}

/** Filters, bounds, cursors, pages and summaries of the scan form listing (spec 4). */
function scanForms({ id, at, q }: Parts): Probe[] {
  const plusTwo = (text: string): string =>
    new Date(Date.parse(text) + 7_200_000).toISOString().slice(0, 19) + '+02:00';
  const millis = (text: string): string => new Date(Date.parse(text)).toISOString();
  return [
    { label: 'reference INV-2041', method: 'GET', path: '/v2/scan_forms?reference=INV-2041' },
    { label: 'reference PO-7781', method: 'GET', path: '/v2/scan_forms?reference=PO-7781' },
    {
      label: 'exact bounds',
      method: 'GET',
      path: `/v2/scan_forms?start_datetime=${q(at(20))}&end_datetime=${q(at(11))}`,
    },
    {
      label: 'offset bounds',
      method: 'GET',
      path: `/v2/scan_forms?start_datetime=${q(plusTwo(at(20)))}&end_datetime=${q(plusTwo(at(11)))}`,
    },
    {
      label: 'fraction bounds',
      method: 'GET',
      path: `/v2/scan_forms?start_datetime=${q(millis(at(20)))}&end_datetime=${q(millis(at(11)))}`,
    },
    { label: 'garbage bound', method: 'GET', path: '/v2/scan_forms?start_datetime=yesterday' },
    // Valid instants with a field at the end of its range: December, and the leap day of a 400th year.
    { label: 'December bound', method: 'GET', path: '/v2/scan_forms?end_datetime=2024-12-31T23:59:59Z' },
    { label: 'leap-day bound', method: 'GET', path: '/v2/scan_forms?start_datetime=2000-02-29T12:00:00Z' },
    { label: 'century leap day', method: 'GET', path: '/v2/scan_forms?start_datetime=2100-02-29T00:00:00Z' },
    { label: 'leap-day bound of 2024', method: 'GET', path: '/v2/scan_forms?start_datetime=2024-02-29T12:00:00Z' },
    { label: '31 April bound', method: 'GET', path: '/v2/scan_forms?end_datetime=2025-04-31T00:00:00Z' },
    { label: 'page with cursor', method: 'GET', path: `/v2/scan_forms?page=2&before_id=${id(30)}` },
    // With page, cursors are ignored (4.4): whatever they name, even nothing or another account's form.
    {
      label: 'page with unknown cursor',
      method: 'GET',
      path: '/v2/scan_forms?page=1&before_id=sf_00000000000000000000000000000000',
    },
    { label: 'before_id', method: 'GET', path: `/v2/scan_forms?before_id=${id(9)}` },
    { label: 'after_id', method: 'GET', path: `/v2/scan_forms?after_id=${id(25)}` },
    { label: 'unknown cursor', method: 'GET', path: '/v2/scan_forms?before_id=sf_00000000000000000000000000000000' },
    { label: 'page 0', method: 'GET', path: '/v2/scan_forms?page=0' },
    { label: 'page -1', method: 'GET', path: '/v2/scan_forms?page=-1' },
    { label: 'page abc', method: 'GET', path: '/v2/scan_forms?page=abc' },
    { label: 'page 2abc', method: 'GET', path: '/v2/scan_forms?page=2abc' },
    { label: 'page 1.5', method: 'GET', path: '/v2/scan_forms?page=1.5' },
    { label: 'summary true', method: 'GET', path: '/v2/scan_forms?summary=true' },
    { label: 'summary false', method: 'GET', path: '/v2/scan_forms?summary=false' },
    { label: 'summary maybe', method: 'GET', path: '/v2/scan_forms?summary=maybe' },
  ];
}

/** Near misses of a reference, fractions and offsets, has_more edges, summaries and foreign cursors (spec 4). */
function scanFormEdges({ id, at, q, data }: Parts): Probe[] {
  const { idsB } = data;
  return [
    { label: 'reference with a LIKE wildcard', method: 'GET', path: `/v2/scan_forms?reference=${q('INV_2041')}` },
    { label: 'reference without its accent', method: 'GET', path: `/v2/scan_forms?reference=${q('RMA 5/u+1')}` },
    { label: 'reference with a trailing space', method: 'GET', path: `/v2/scan_forms?reference=${q('INV-2041 ')}` },
    { label: 'reference with a comma tail', method: 'GET', path: `/v2/scan_forms?reference=${q('INV-2041,7')}` },
    { label: 'reference null', method: 'GET', path: '/v2/scan_forms?reference=null' },
    { label: 'reference empty', method: 'GET', path: '/v2/scan_forms?reference=' },
    {
      label: 'start half a second late',
      method: 'GET',
      path: `/v2/scan_forms?start_datetime=${q(new Date(Date.parse(at(20)) + 500).toISOString())}`,
    },
    {
      label: 'negative offset bound',
      method: 'GET',
      path: `/v2/scan_forms?end_datetime=${q(new Date(Date.parse(at(20)) - 5 * 3_600_000).toISOString().slice(0, 19) + '-05:00')}`,
    },
    {
      label: 'eleven forms, page 1',
      method: 'GET',
      path: `/v2/scan_forms?page=1&start_datetime=${q(at(20))}&end_datetime=${q(at(10))}`,
    },
    { label: 'summary page 2', method: 'GET', path: '/v2/scan_forms?summary=true&page=2' },
    { label: 'summary with a reference', method: 'GET', path: '/v2/scan_forms?summary=true&reference=INV-2050' },
    { label: 'summary after_id', method: 'GET', path: `/v2/scan_forms?summary=true&after_id=${id(25)}` },
    { label: 'page past the end', method: 'GET', path: '/v2/scan_forms?page=9' },
    {
      label: 'cursor outside the reference filter',
      method: 'GET',
      path: `/v2/scan_forms?reference=INV-2050&before_id=${id(9)}`,
    },
    { label: 'both cursors', method: 'GET', path: `/v2/scan_forms?before_id=${id(9)}&after_id=${id(15)}` },
    {
      label: 'half-hour offset bound',
      method: 'GET',
      path: `/v2/scan_forms?end_datetime=${q(new Date(Date.parse(at(20)) + 5.5 * 3_600_000).toISOString().slice(0, 19) + '+05:30')}`,
    },
    { label: "B's form as a cursor", method: 'GET', path: `/v2/scan_forms?before_id=${idsB[0] ?? ''}` },
    { label: "page with B's form as a cursor", method: 'GET', path: `/v2/scan_forms?page=1&after_id=${idsB[0] ?? ''}` },
  ];
}

/** Every provoked error's body, bodies that are not JSON, and the edges of the coverage round (spec 7). */
function errorBodies({ at, q }: Parts): Probe[] {
  return [
    { label: 'GET of the update path', method: 'GET', path: '/v1.0/orders/BAT-1' },
    {
      label: 'create sent as text/plain',
      method: 'POST',
      path: '/v1.0/orders',
      body: '{"reference":"TXT-1"}',
      contentType: 'text/plain',
    },
    { label: 'unknown path under /v2', method: 'GET', path: '/v2/nothing' },
    { label: 'page given twice', method: 'GET', path: '/v2/scan_forms?page=1&page=2' },
    { label: 'create PCT%41', method: 'POST', path: '/v1.0/orders', body: '{"reference":"PCT%41"}' },
    {
      label: 'update PCT%41',
      method: 'PUT',
      path: `/v1.0/orders/${q('PCT%41')}`,
      body: '{"metadata":{"channel":"pct"}}',
    },
    {
      label: 'null on create',
      method: 'POST',
      path: '/v1.0/orders',
      body: '{"reference":"M-6","metadata":{"gift_note":null}}',
    },
    { label: 'a JSON string as the create body', method: 'POST', path: '/v1.0/orders', body: '"just text"' },
    {
      label: 'reference or start',
      method: 'GET',
      path: `/v2/scan_forms?reference=INV-2041&start_datetime=${q(at(5))}`,
    },
    { label: 'JSON followed by text', method: 'POST', path: '/v1.0/orders', body: '{"reference":"TG-1"} and more' },
    { label: 'form-encoded create', method: 'POST', path: '/v1.0/orders', body: 'reference=FORM-1' },
    {
      label: 'a create body one byte past 1 MiB, blanks after the JSON',
      method: 'POST',
      path: '/v1.0/orders',
      body: '{"metadata":{}}'.padEnd(1024 * 1024 + 1, ' '),
    },
    {
      label: 'update a reference cut short',
      method: 'PUT',
      path: '/v1.0/orders/BAT-',
      body: '{"metadata":{"channel":"short"}}',
    },
    {
      label: 'update with an unknown key',
      method: 'PUT',
      path: '/v1.0/orders/BAT-1',
      authorization: 'Bearer osf_test_unknownunknownunknownunknown0',
      body: '{"metadata":{"channel":"anon"}}',
    },
  ];
}

const AREAS = [fixtures, auth, orders, metadata, scanForms, scanFormEdges, errorBodies];

/** The whole battery in order (creates first, so later probes find their orders), then the first five pages. */
export function battery(data: BatteryData): Probe[] {
  const parts: Parts = {
    data,
    id: (i) => data.ids[i] ?? '',
    at: (i) => data.created[i] ?? '',
    q: encodeURIComponent,
  };
  const probes = AREAS.flatMap((area) => area(parts));
  for (let page = 1; page <= 5; page += 1)
    probes.push({ label: `page ${page}`, method: 'GET', path: `/v2/scan_forms?page=${page}` });
  const A = `Bearer ${data.keyA}`;
  return probes.map((p) => ({ ...p, authorization: p.authorization === undefined ? A : p.authorization }));
}
