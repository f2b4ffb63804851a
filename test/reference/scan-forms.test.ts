// Scan form listing of the reference server (spec 2.2, 2.3, 4.4): seeded data shape, filters, pages, cursors, summary.
// Expected results are computed here from the full list the server returns, independently of the server's query code.
import { describe, expect, it } from 'vitest';
import { allForms, listForms, withReference, type FormLike } from './client.js';

const HEX32 = /^[0-9a-f]{32}$/;

function instant(text: string): number {
  return Date.parse(text);
}

describe('reference scan form data', () => {
  it('seeds account A with 37 full ScanForms over 4 pages, one second apart, newest first', async () => {
    await withReference({}, async (client) => {
      const forms = await allForms(client);
      expect(forms.length).toBe(37);
      const first = await listForms(client, '');
      expect(first.scan_forms.length).toBe(10);
      expect(first.total_count).toBe(37);
      expect(first.has_more).toBe(true);
      for (let i = 1; i < forms.length; i += 1) {
        expect(instant(forms[i - 1]?.created_at ?? '') - instant(forms[i]?.created_at ?? '')).toBe(1000);
      }
      for (const form of forms) {
        expect(form.id.slice(0, 3)).toBe('sf_');
        expect(form.id.slice(3)).toMatch(HEX32);
        expect(form).toMatchObject({
          object: 'ScanForm',
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/) as string,
        });
        expect(form['batch_id']).toMatch(/^batch_[0-9a-f]{32}$/);
        expect(form['form_file_type']).toMatch(/^(csv|pdf)$/);
        expect(form['form_url']).toMatch(/^https:\/\//);
        expect(Number.isInteger(form['num_shipments'])).toBe(true);
        expect(form['num_shipments']).toBe((form['tracking_codes'] as string[]).length);
        const address = form['address'] as Record<string, unknown>;
        expect(address['id']).toMatch(/^adr_[0-9a-f]{32}$/);
        expect(address['object']).toBe('Address');
        expect(address['verifications']).toMatchObject({
          verify: ['delivery', 'smarty'],
          delivery: { success: true },
          smarty: { success: true },
        });
      }
      const references = forms.map((f) => f.reference);
      for (const ref of ['INV-2041', 'INV-20411', 'inv-2041', 'PO-7781', 'RMA 5/ü+1'])
        expect(references.filter((r) => r === ref).length).toBe(1);
      expect(references.filter((r) => r === 'INV-2050').length).toBe(2);
      expect(references.filter((r) => r === null).length).toBeGreaterThanOrEqual(4);
      expect(new Set(forms.map((f) => f['status']))).toEqual(new Set(['created', 'failed']));
      expect(forms.some((f) => f['message'] === '')).toBe(true);
    });
  });

  it('gives account B its own few forms, one sharing a reference with A', async () => {
    await withReference({}, async (client) => {
      const b = await allForms(client, `Bearer ${client.keyB}`);
      expect(b.length).toBe(4);
      const a = await allForms(client);
      expect(b.filter((f) => a.some((g) => g.id === f.id))).toEqual([]);
      expect(b.some((f) => f.reference === 'PO-7781')).toBe(true);
      const shared = await listForms(client, '?reference=PO-7781');
      expect(shared.scan_forms.map((f) => f.id)).toEqual(a.filter((f) => f.reference === 'PO-7781').map((f) => f.id));
    });
  });
});

describe('reference scan form queries', () => {
  it('filters by exact, case-sensitive reference and counts the matches', async () => {
    await withReference({}, async (client) => {
      const forms = await allForms(client);
      for (const ref of ['INV-2041', 'inv-2041', 'INV-2050', 'RMA 5/ü+1', 'nothing', '']) {
        const list = await listForms(client, `?reference=${encodeURIComponent(ref)}`);
        const expected = forms.filter((f) => f.reference === ref).map((f) => f.id);
        expect(
          list.scan_forms.map((f) => f.id),
          ref,
        ).toEqual(expected);
        expect(list.total_count).toBe(expected.length);
        expect(list.has_more).toBe(false);
      }
    });
  });

  it('keeps created_at within inclusive bounds given with any offset or fraction', async () => {
    await withReference({}, async (client) => {
      const forms = await allForms(client);
      const at = (i: number): string => forms[i]?.created_at ?? '';
      const start = instant(at(25));
      const end = instant(at(20));
      const plusTwo = new Date(end + 2 * 3_600_000).toISOString().replace('Z', '+02:00');
      for (const [query, lo, hi] of [
        [`?start_datetime=${at(25)}&end_datetime=${at(20)}`, start, end],
        [
          `?start_datetime=${encodeURIComponent(new Date(start).toISOString())}&end_datetime=${encodeURIComponent(plusTwo)}`,
          start,
          end,
        ],
        [`?start_datetime=${at(3)}`, instant(at(3)), Infinity],
        [`?end_datetime=${at(30)}`, -Infinity, instant(at(30))],
        [`?start_datetime=${at(5)}&end_datetime=${at(9)}`, instant(at(5)), instant(at(9))],
      ] as const) {
        const expected = forms.filter((f) => instant(f.created_at) >= lo && instant(f.created_at) <= hi);
        const list = await listForms(client, query);
        expect(list.total_count, query).toBe(expected.length);
        expect(
          list.scan_forms.map((f) => f.id),
          query,
        ).toEqual(expected.slice(0, 10).map((f) => f.id));
      }
      for (const bad of ['yesterday', '2024-13-01T00:00:00Z', '2024-02-30', '2024-01-01 00:00:00Z', '']) {
        const answer = await client.call('GET', `/v2/scan_forms?start_datetime=${encodeURIComponent(bad)}`);
        expect(answer.status, bad).toBe(400);
      }
    });
  });

  it('pages without overlap or gap, ignores cursors when page is present, and returns empty past the end', async () => {
    await withReference({}, async (client) => {
      const forms = await allForms(client);
      const ids = forms.map((f) => f.id);
      expect(new Set(ids).size).toBe(37);
      const fourth = await listForms(client, '?page=4');
      expect(fourth.scan_forms.map((f) => f.id)).toEqual(ids.slice(30));
      expect(fourth.has_more).toBe(false);
      const past = await listForms(client, '?page=9');
      expect(past).toEqual({ scan_forms: [], has_more: false, total_count: 37 });
      const withCursor = await listForms(client, `?page=2&before_id=${ids[3] ?? ''}&after_id=not-an-id`);
      expect(withCursor.scan_forms.map((f) => f.id)).toEqual(ids.slice(10, 20));
      for (const bad of ['0', '-1', 'abc', '1.5', '']) {
        expect((await client.call('GET', `/v2/scan_forms?page=${bad}`)).status, bad).toBe(400);
      }
    });
  });

  it('walks cursors: before_id gives older forms, after_id newer ones, both give the forms between', async () => {
    await withReference({}, async (client) => {
      const forms = await allForms(client);
      const ids = forms.map((f) => f.id);
      const id = (i: number): string => ids[i] ?? '';
      const older = await listForms(client, `?before_id=${id(9)}`);
      expect(older.scan_forms.map((f) => f.id)).toEqual(ids.slice(10, 20));
      expect(older.has_more).toBe(true);
      expect(older.total_count).toBe(37);
      const newer = await listForms(client, `?after_id=${id(15)}`);
      expect(newer.scan_forms.map((f) => f.id)).toEqual(ids.slice(5, 15));
      expect(newer.has_more).toBe(true);
      const between = await listForms(client, `?after_id=${id(8)}&before_id=${id(2)}`);
      expect(between.scan_forms.map((f) => f.id)).toEqual(ids.slice(3, 8));
      expect(between.has_more).toBe(false);
      const oldest = await listForms(client, `?before_id=${id(36)}`);
      expect(oldest).toMatchObject({ scan_forms: [], has_more: false });
      // Walking before_id from the first page visits every form once.
      const walked: string[] = [];
      let query = '';
      for (;;) {
        const list = await listForms(client, query);
        walked.push(...list.scan_forms.map((f: FormLike) => f.id));
        if (!list.has_more) break;
        query = `?before_id=${list.scan_forms.at(-1)?.id ?? ''}`;
      }
      expect(walked).toEqual(ids);
      expect((await client.call('GET', '/v2/scan_forms?before_id=sf_00000000000000000000000000000000')).status).toBe(
        400,
      );
      const bForm = (await allForms(client, `Bearer ${client.keyB}`))[0]?.id ?? '';
      expect((await client.call('GET', `/v2/scan_forms?after_id=${bForm}`)).status).toBe(400);
    });
  });

  it('serializes summaries with fewer fields when summary=true and validates summary', async () => {
    await withReference({}, async (client) => {
      const full = await listForms(client, '?summary=false');
      const summary = await listForms(client, '?summary=true');
      expect(summary.scan_forms.map((f) => f.id)).toEqual(full.scan_forms.map((f) => f.id));
      const summaryKeys = Object.keys(summary.scan_forms[0] ?? {});
      expect(summaryKeys).toEqual(['id', 'object', 'created_at', 'status', 'reference', 'batch_id', 'num_shipments']);
      expect(summaryKeys.length).toBeLessThan(Object.keys(full.scan_forms[0] ?? {}).length);
      for (const bad of ['maybe', 'TRUE', '1', ''])
        expect((await client.call('GET', `/v2/scan_forms?summary=${bad}`)).status, bad).toBe(400);
      expect((await client.call('GET', '/v2/scan_forms?page=1&page=2')).status).toBe(400);
    });
  });
});

describe('reference scan form faults and variants (spot checks)', () => {
  it('sf-reference-prefix-match also returns the longer reference', async () => {
    await withReference({ fault: 'sf-reference-prefix-match' }, async (client) => {
      const list = await listForms(client, '?reference=INV-2041');
      expect(list.scan_forms.map((f) => f.reference).sort()).toEqual(['INV-2041', 'INV-20411']);
    });
  });

  it('sf-pages-overlap repeats one form between pages', async () => {
    await withReference({ fault: 'sf-pages-overlap' }, async (client) => {
      const one = await listForms(client, '?page=1');
      const two = await listForms(client, '?page=2');
      expect(two.scan_forms[0]?.id).toBe(one.scan_forms.at(-1)?.id);
    });
  });

  it('sort-ascending, latest-window-oldest-first and page-size-25 remain consistent walks', async () => {
    await withReference({ variant: 'sort-ascending' }, async (client) => {
      const forms = await allForms(client);
      expect(instant(forms[0]?.created_at ?? '')).toBeLessThan(instant(forms[1]?.created_at ?? ''));
      const next = await listForms(client, `?after_id=${forms[9]?.id ?? ''}`);
      expect(next.scan_forms.map((f) => f.id)).toEqual(forms.slice(10, 20).map((f) => f.id));
    });
    await withReference({ variant: 'latest-window-oldest-first' }, async (client) => {
      // Pages walk oldest first from page 1; without page the answer is the newest ten, still oldest first.
      const forms = await allForms(client);
      expect(instant(forms[0]?.created_at ?? '')).toBeLessThan(instant(forms[1]?.created_at ?? ''));
      const latest = await listForms(client, '');
      expect(latest.scan_forms.map((f) => f.id)).toEqual(forms.slice(-10).map((f) => f.id));
      expect(latest).toMatchObject({ has_more: true, total_count: 37 });
      const filtered = await listForms(client, `?start_datetime=${forms[5]?.created_at ?? ''}`);
      expect(filtered.scan_forms.map((f) => f.id)).toEqual(forms.slice(-10).map((f) => f.id));
      expect(filtered).toMatchObject({ has_more: true, total_count: 32 });
      const before = await listForms(client, `?before_id=${forms[20]?.id ?? ''}`);
      expect(before.scan_forms.map((f) => f.id)).toEqual(forms.slice(10, 20).map((f) => f.id));
    });
    await withReference({ variant: 'page-size-25' }, async (client) => {
      const first = await listForms(client, '?page=2');
      expect(first.scan_forms.length).toBe(12);
    });
    await withReference({ variant: 'pages-from-zero' }, async (client) => {
      expect((await listForms(client, '?page=0')).scan_forms.length).toBe(10);
      expect((await listForms(client, '?page=3')).scan_forms.length).toBe(7);
    });
  });
});
