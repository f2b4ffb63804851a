// The cleanup list of a run: every create a target accepted names the order it may have made, and every order a
// listing shows carrying the run's namespace is found, whatever it is keyed by.

import { describe, expect, it } from 'vitest';
import { createdByAnswer, namespacedOrders, sentBody } from '../../src/engine/created-orders.js';

describe('createdByAnswer', () => {
  it('names the reference sent, as text when it is not a string', () => {
    expect(createdByAnswer({ reference: 'ns-a-1' }, undefined, 201)).toEqual(['ns-a-1']);
    expect(createdByAnswer({ reference: 912345678001 }, undefined, 201)).toEqual(['912345678001']);
    expect(createdByAnswer({ reference: true }, {}, 200)).toEqual(['true']);
    expect(createdByAnswer({ reference: { value: 'ns-obj-3' } }, undefined, 201)).toEqual(['{"value":"ns-obj-3"}']);
  });

  it('adds the reference the answer names when it differs, and says so when nothing names one', () => {
    expect(createdByAnswer({ metadata: {} }, { reference: 'undefined' }, 201)).toEqual(['undefined']);
    expect(createdByAnswer({ reference: 'ns-a-1' }, { order: { reference: 'NS-A-1' } }, 201)).toEqual([
      'ns-a-1',
      'NS-A-1',
    ]);
    expect(createdByAnswer(42, '', 201)).toEqual(['(unknown reference: POST /orders with 42 answered HTTP 201)']);
  });
});

describe('sentBody', () => {
  it('reads JSON, and a form-encoded body as a form', () => {
    expect(sentBody(undefined, '{"reference":"a"}')).toEqual({ reference: 'a' });
    expect(sentBody(undefined, 'reference=ns-form-2')).toEqual({ reference: 'ns-form-2' });
    expect(sentBody(undefined, '{"reference": "ns-')).toBeUndefined();
    expect(sentBody({ reference: 'b' }, undefined)).toEqual({ reference: 'b' });
  });
});

describe('namespacedOrders', () => {
  it('finds orders keyed by the namespace in any letter case, or carrying it in a metadata value, at any depth', () => {
    const listing = {
      data: [
        { reference: 'other-run-1', metadata: {} },
        { reference: 'NS-7QX2-LISTED-1', metadata: {} },
        { reference: 'undefined', metadata: { gift_note: 'ns-7qx2-no-reference-4' } },
        { reference: true, metadata: { gift_note: 'ns-7qx2-ref-true-5' } },
        { reference: 'deploy-2019', metadata: { gift_note: 'kept' } },
      ],
    };
    expect(namespacedOrders(listing, 'ns-7qx2-')).toEqual(['true', 'undefined', 'NS-7QX2-LISTED-1']);
    expect(namespacedOrders('not a listing', 'ns-')).toEqual([]);
  });
});
