// A lone surrogate is legal in a JSON string (RFC 8259 8.2) but no URL carries it: the client refuses to encode it
// with a typed error, before anything is sent, and the engine reads that as not exercised, never a failure.

import { describe, expect, it } from 'vitest';
import { percentEncoded, sendable, UnsendableValue } from '../../src/http/unsendable.js';

describe('a value no URL can carry', () => {
  it.each([
    ['sf_\ud800', false],
    ['sf_\udc00x', false],
    ['\ud83d', false],
    ['sf_\ud83d\ude00', true],
    ['sf_abc déjà', true],
  ])('%j is sendable: %s', (text, expected) => expect(sendable(text)).toBe(expected));

  it('is refused with UnsendableValue where encodeURIComponent throws URIError', () => {
    expect(() => encodeURIComponent('sf_\ud800')).toThrow(URIError);
    expect(() => percentEncoded('sf_\ud800')).toThrow(UnsendableValue);
    expect(() => percentEncoded('sf_\ud800')).toThrow(/lone surrogate.*RFC 8259 8\.2/);
    expect(percentEncoded('a b+é')).toBe('a%20b%2B%C3%A9');
  });
});
