// The listing read as a stream: whatever the envelope and however the bytes are cut, the sieve gives the listing with
// only the kept orders, counts every order like a walk of the whole listing, and stops (saying why) past its bounds.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ListingSieve, type SieveBounds, type SievedListing } from '../../src/http/listing-sieve.js';

const ours = (order: Record<string, unknown>) =>
  typeof order.reference === 'string' && order.reference.toLowerCase().startsWith('run-');

function sieve(text: string, cuts: readonly number[] = [], bounds?: SieveBounds): SievedListing {
  const bytes = Buffer.from(text);
  const sieved = new ListingSieve(ours, bounds);
  let from = 0;
  for (const cut of [...cuts].sort((a, b) => a - b).filter((c) => c > 0 && c < bytes.length)) {
    sieved.write(bytes.subarray(from, cut));
    from = cut;
  }
  sieved.write(bytes.subarray(from));
  return sieved.end();
}

const order = (reference: unknown, metadata: unknown = { note: 'x' }) => ({ reference, metadata, created_at: 'z' });

describe('a listing read through the sieve', () => {
  it("keeps the run's orders in every common envelope, and counts every order", () => {
    const mine = order('RUN-1-MixedCase');
    const theirs = [order('deploy-1'), order('deploy-2', { note: 5, other: 'y' })];
    const shapes: Array<[unknown, unknown]> = [
      [[...theirs, mine], [mine]],
      [
        { orders: [theirs[0], mine, theirs[1]], has_more: false },
        { orders: [mine], has_more: false },
      ],
      [
        { data: [...theirs, mine], total: 3 },
        { data: [mine], total: 3 },
      ],
      [
        { data: [...theirs, mine].map((o, i) => ({ type: 'orders', id: String(i), attributes: o })), meta: { n: 3 } },
        { data: [{ type: 'orders', id: '2', attributes: mine }], meta: { n: 3 } },
      ],
      [{ orders: { a: theirs[0], b: mine, c: theirs[1] } }, { orders: { b: mine } }],
      [
        { page: { results: [mine, ...theirs] }, next: null },
        { page: { results: [mine] }, next: null },
      ],
    ];
    for (const [listing, expected] of shapes) {
      const read = sieve(JSON.stringify(listing));
      expect(read.error).toBeUndefined();
      expect(read.json).toEqual(expected);
      expect(read.facts.orders).toBe(3);
      expect(read.facts.metadataValues).toBe(4);
      expect(read.facts.nonStringValues).toEqual([{ reference: 'deploy-2', key: 'note', value: '5' }]);
      expect([...read.facts.metadataKeys].sort()).toEqual(['note', 'other']);
    }
  });

  it('keeps an order whole, its own nested objects included, and never drops the root', () => {
    const nested = { reference: 'deploy-9', metadata: { reference: 'run-inner' }, lines: [{ reference: 'x' }] };
    expect(sieve(JSON.stringify([nested])).json).toEqual([]);
    const kept = { reference: 'run-2', lines: [{ reference: 'deploy-3' }], metadata: { reference: 'deploy-4' } };
    expect(sieve(JSON.stringify({ orders: [kept] })).json).toEqual({ orders: [kept] });
    expect(sieve(JSON.stringify(order('deploy-5'))).json).toEqual(order('deploy-5'));
    expect(sieve('[]').json).toEqual([]);
    expect(sieve('"text"').json).toBe('text');
  });

  it('gives the same listing however the bytes are cut, as JSON.parse would after leaving out the others', () => {
    const reference = fc.oneof(
      fc.string().map((s) => `run-${s}`),
      fc.string(),
      fc.integer(),
      fc.constant(null),
    );
    const metadata = fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.boolean()));
    const orders = fc.array(fc.record({ reference, metadata, note: fc.string({ unit: 'grapheme' }) }), {
      maxLength: 20,
    });
    fc.assert(
      fc.property(orders, fc.boolean(), fc.array(fc.nat(4_000)), (list, bare, cuts) => {
        const listing = bare ? list : { orders: list, count: list.length };
        const keptList = list.filter((o) => ours(o));
        const read = sieve(JSON.stringify(listing), cuts);
        expect(read.json).toEqual(bare ? keptList : { orders: keptList, count: list.length });
        expect(read.facts.orders).toBe(list.filter((o) => typeof o.reference === 'string').length);
      }),
    );
  });

  it('says why a body is not read whole: not JSON, cut, past a bound', () => {
    expect(sieve('{"orders": [').error).toMatch(/ends before its JSON does/);
    expect(sieve('{"orders": [}').error).toMatch(/not JSON/);
    expect(sieve('[] x').error).toMatch(/not JSON/);
    expect(sieve('<html>').error).toMatch(/not JSON/);
    const bounds: SieveBounds = { keptChars: 1_000, tokenBytes: 500, depth: 10 };
    expect(sieve('['.repeat(11), [], bounds).error).toMatch(/nested deeper than 10 levels/);
    expect(sieve(`["${'a'.repeat(600)}"]`, [100, 300, 550], bounds).error).toMatch(/one value of the body is longer/);
    expect(sieve(`${' '.repeat(600)}[]`, [100, 300, 550], bounds).error).toMatch(/one value of the body is longer/);
    const many = JSON.stringify(Array.from({ length: 100 }, (_, i) => order(`run-${i}`)));
    expect(sieve(many, [], bounds).error).toMatch(/holds more than the 1 KiB the suite keeps/);
    // Orders that are not kept cost nothing, however many.
    const others = JSON.stringify(Array.from({ length: 5_000 }, (_, i) => order(`deploy-${i}`)));
    const read = sieve(others, [], bounds);
    expect(read.error).toBeUndefined();
    expect(read.facts).toMatchObject({ orders: 5_000, bytes: Buffer.byteLength(others) });
  });
});
