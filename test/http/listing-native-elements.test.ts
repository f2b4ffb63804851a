// Elements of a listing's outer array read whole by the native parser give the very listing, facts and stop reason
// that reading every byte token by token gives: for any envelope, any cut of the bytes, valid JSON or broken.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SIEVE_BOUNDS,
  ListingSieve,
  type SieveBounds,
  type SievedListing,
} from '../../src/http/listing-sieve.js';

const ours = (order: Record<string, unknown>) =>
  typeof order.reference === 'string' && order.reference.toLowerCase().startsWith('run-');

function read(
  bytes: Buffer,
  cuts: readonly number[],
  nativeElementBytes: number,
  bounds: Partial<SieveBounds> = {},
): SievedListing {
  const sieve = new ListingSieve(ours, { ...DEFAULT_SIEVE_BOUNDS, ...bounds, nativeElementBytes });
  let from = 0;
  for (const cut of [...cuts].sort((a, b) => a - b).filter((c) => c > 0 && c < bytes.length)) {
    sieve.write(bytes.subarray(from, cut));
    from = cut;
  }
  sieve.write(bytes.subarray(from));
  return sieve.end();
}

const text = fc.oneof(
  fc.constantFrom(
    'run-1',
    'RUN-2',
    'deploy-1',
    'run-',
    '',
    'a"b',
    'a\\b',
    'x\u0000y',
    '\ud800',
    'zwsp\u200b',
    'ünï',
    '{[,]}',
  ),
  fc.string({ maxLength: 6 }),
);
const value = fc.oneof(
  text,
  fc.integer(),
  fc.integer({ min: 0, max: 9 }),
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.integer(), { maxLength: 2 }),
);
const order = fc.record(
  {
    reference: fc.oneof(text, fc.integer()),
    metadata: fc.oneof(fc.dictionary(fc.constantFrom('gift_message', 'note', 'k'), value, { maxKeys: 3 }), value),
    items: fc.array(fc.record({ reference: text }), { maxLength: 2 }),
  },
  { requiredKeys: ['reference'] },
);
const element = fc.oneof(
  { weight: 4, arbitrary: order },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('orders'), attributes: order }) },
  { weight: 1, arbitrary: fc.record({ note: text }) },
  // The reference after an array of objects: until it is read, the token parser takes those objects for elements.
  {
    weight: 1,
    arbitrary: fc.record({ items: fc.array(fc.record({ reference: text }), { maxLength: 2 }), reference: text }),
  },
);
const listing = fc.oneof(
  fc.array(element, { maxLength: 8 }),
  fc.record({ orders: fc.array(element, { maxLength: 8 }), has_more: fc.boolean() }),
  fc.record({ page: fc.record({ results: fc.array(element, { maxLength: 4 }) }) }),
);
// Bounds tight enough that reading stops inside an element: too deep, too much kept, one value too long.
const bounds = fc.oneof(
  { weight: 2, arbitrary: fc.constant({}) },
  {
    weight: 3,
    arbitrary: fc.record(
      {
        depth: fc.integer({ min: 1, max: 6 }),
        keptChars: fc.nat({ max: 1_500 }),
        tokenBytes: fc.integer({ min: 1, max: 200 }),
      },
      { requiredKeys: [] },
    ),
  },
);
// Broken bodies: a byte changed, removed or doubled anywhere, or the body cut short.
const damage = fc.option(
  fc.record({
    at: fc.nat(),
    kind: fc.constantFrom('change', 'remove', 'double', 'cut', 'escaped-key'),
    byte: fc.oneof(fc.constantFrom(0x2c, 0x5d, 0x7d, 0x22, 0x5c, 0xff, 0x20, 0x5b, 0x7b, 0x3a), fc.nat({ max: 255 })),
  }),
  { nil: undefined },
);

function bytesOf(
  json: unknown,
  spaced: boolean,
  broken: fc.Arbitrary<never> | undefined | { at: number; kind: string; byte: number },
): Buffer {
  const bytes = Buffer.from(JSON.stringify(json, null, spaced ? 1 : undefined));
  if (broken === undefined || !('at' in broken)) return bytes;
  const at = broken.at % bytes.length;
  if (broken.kind === 'cut') return bytes.subarray(0, at);
  // Valid JSON no serializer writes: a member name spelt with an escape, which the token parser decodes.
  if (broken.kind === 'escaped-key') return Buffer.from(bytes.toString().replace('"reference"', '"\\u0072eference"'));
  if (broken.kind === 'remove') return Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + 1)]);
  if (broken.kind === 'double') return Buffer.concat([bytes.subarray(0, at + 1), bytes.subarray(at)]);
  const changed = Buffer.from(bytes);
  changed[at] = broken.byte;
  return changed;
}

describe('elements read by the native parser', () => {
  it('give what token-by-token reading gives, for any listing, any cut and any bounds', () => {
    fc.assert(
      fc.property(
        listing,
        fc.boolean(),
        damage,
        fc.array(fc.nat({ max: 1_000 }), { maxLength: 10 }),
        bounds,
        (json, spaced, broken, cuts, limits) => {
          const bytes = bytesOf(json, spaced, broken);
          // The very listing, facts (bytes read included) and stop reason, valid or broken.
          expect(read(bytes, cuts, 1024 * 1024, limits)).toEqual(read(bytes, cuts, 0, limits));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('read an element longer than the bound token by token, with the same result', () => {
    const long = { reference: 'deploy-long', metadata: { note: 'x'.repeat(5_000) } };
    const bytes = Buffer.from(JSON.stringify({ orders: [long, { reference: 'run-1' }, long] }));
    expect(read(bytes, [100, 2_600, 5_100], 1_000)).toEqual(read(bytes, [], 0));
    expect(read(bytes, [], 1_000).facts.orders).toBe(3);
  });

  it('stop where token-by-token reading stops, at the edges of its bounds', () => {
    // An element let go and cut after its end: its closing brace is its last token, not its opening one.
    const letGo = Buffer.from('[{"reference":"deploy-123456"},{"reference":"deploy-2"}]');
    expect(read(letGo, [31], 1024, { tokenBytes: 29 })).toEqual(read(letGo, [31], 0, { tokenBytes: 29 }));
    expect(read(letGo, [31], 1024, { tokenBytes: 29 }).error).toBeUndefined();
    // Ten one-digit numbers: more characters kept while read than the element has bytes.
    const digits = Buffer.from('[{"reference":"x","a":[1,1,1,1,1,1,1,1,1,1]}]');
    const kept = { keptChars: digits.length };
    expect(read(digits, [], 1024, kept)).toEqual(read(digits, [], 0, kept));
    expect(read(digits, [], 1024, kept).error).toMatch(/holds more than/);
    // A byte that breaks an element is named where it sits in its write and in the body.
    const broken = Buffer.from('[{"reference":"run-1"x}]');
    expect(read(broken, [1], 1024).error).toMatch(/at chunk position "20" \(absolute position "21"\)/);
    expect(read(broken, [], 1024).error).toMatch(/at chunk position "21" \(absolute position "21"\)/);
  });
});
