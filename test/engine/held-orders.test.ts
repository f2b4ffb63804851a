// The orders a run holds once: a listing read again shares the objects of the orders it showed before, so the
// listings the checks keep cost one pointer per order; what any check reads (values, key order, duplicates) is
// unchanged, and no reader can change what another sees.

import { describe, expect, it } from 'vitest';
import { HeldOrders, MAX_HELD_ORDERS, sameJson } from '../../src/engine/held-orders.js';

function listing(orders: number, note = 'as created'): { orders: Array<Record<string, unknown>> } {
  return {
    orders: Array.from({ length: orders }, (_, i) => ({
      reference: `ORD-${i}`,
      metadata: { gift_note: `${note} ${i}` },
      created_at: '2024-09-05T15:31:09Z',
    })),
  };
}

describe('HeldOrders', () => {
  it('shares every order a second read shows unchanged, and reads exactly as parsed', () => {
    const held = new HeldOrders();
    const first = listing(1_000);
    const second = listing(1_000);
    const text = JSON.stringify(second);
    held.share(first);
    held.share(second);
    expect(second.orders.every((order, i) => order === first.orders[i])).toBe(true);
    expect(JSON.stringify(second)).toBe(text);
    expect(held.size).toBe(1_000);
  });

  it('keeps an order that changed as read, and shares the new version from then on', () => {
    const held = new HeldOrders();
    const before = listing(3);
    held.share(before);
    const after = listing(3);
    after.orders[1] = { ...after.orders[1], metadata: { gift_note: 'updated' } };
    held.share(after);
    expect(after.orders[0]).toBe(before.orders[0]);
    expect(after.orders[1]).not.toBe(before.orders[1]);
    expect(after.orders[1]).toEqual({
      reference: 'ORD-1',
      metadata: { gift_note: 'updated' },
      created_at: '2024-09-05T15:31:09Z',
    });
    const again = listing(3);
    again.orders[1] = { ...again.orders[1], metadata: { gift_note: 'updated' } };
    held.share(again);
    expect(again.orders[1]).toBe(after.orders[1]);
  });

  it('never shares an order whose keys come in another order, or whose value differs in type', () => {
    expect(sameJson({ a: '1', b: '2' }, { b: '2', a: '1' })).toBe(false);
    expect(sameJson({ a: 1 }, { a: '1' })).toBe(false);
    expect(sameJson({ a: [1, { b: null }] }, { a: [1, { b: null }] })).toBe(true);
    expect(sameJson([], {})).toBe(false);
  });

  it('finds orders in any envelope and keeps duplicates where they were', () => {
    const held = new HeldOrders();
    const one = { reference: 'dup', metadata: {} };
    const bare = [one, { reference: 'dup', metadata: {} }, { reference: 42 }];
    held.share(bare);
    expect(bare[0]).toBe(bare[1]);
    expect(bare).toHaveLength(3);
    const wrapped = { data: { items: [{ reference: 'dup', metadata: {} }] }, has_more: false };
    held.share(wrapped);
    expect(wrapped.data.items[0]).toBe(bare[0]);
  });

  it('freezes what it holds, so a check that changed an order it read would fail loudly, not mislead another', () => {
    const held = new HeldOrders();
    const read = listing(1);
    held.share(read);
    const order = read.orders[0] as { metadata: Record<string, string> };
    expect(() => {
      order.metadata.gift_note = 'changed';
    }).toThrow(TypeError);
  });

  it('stops holding new orders past its bound, and still shares those it holds', () => {
    const held = new HeldOrders();
    const big = listing(MAX_HELD_ORDERS + 5);
    held.share(big);
    expect(held.size).toBe(MAX_HELD_ORDERS);
    const again = listing(MAX_HELD_ORDERS + 5);
    held.share(again);
    expect(again.orders[0]).toBe(big.orders[0]);
    expect(again.orders.at(-1)).not.toBe(big.orders.at(-1));
  });
});
