// A value no URL can carry: a string holding a lone surrogate. It is legal in a JSON string (RFC 8259 8.2), so a
// target may well answer one (a scan form id, a reference), but UTF-8 has no bytes for it (RFC 3629 3), so a query
// cannot send it back: what needed it is not exercised, never failed (it is the target's data, not the suite's crash).

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` can be percent-encoded as UTF-8: it holds no lone surrogate. */
export function sendable(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/** Thrown, before anything is sent, for a query value holding a lone surrogate. */
export class UnsendableValue extends Error {
  override readonly name = 'UnsendableValue';
  constructor(readonly value: string) {
    super(
      `${JSON.stringify(value)} holds a lone surrogate, which a URL cannot carry (UTF-8 has no bytes for it), so it was not sent; a lone surrogate is legal in a JSON string (RFC 8259 8.2), so the answer that held it is not wrong for it`,
    );
  }
}

/** encodeURIComponent, or UnsendableValue where it would throw URIError. */
export function percentEncoded(text: string): string {
  if (!sendable(text)) throw new UnsendableValue(text);
  return encodeURIComponent(text);
}
