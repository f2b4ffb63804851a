// GET /orders read as a stream (spec 4.1 shows no way to narrow the listing, so an account tested for years answers
// with every order it holds): parsed piece by piece, keeping whole only the orders a run must see, counting the rest.

import { Tokenizer, TokenParser, TokenType, type ParsedElementInfo, type ParsedTokenInfo } from '@streamparser/json';
import { mib } from './body-caps.js';
import { ElementSplitter, type ElementPlace, type Piece } from './listing-elements.js';
import {
  isOneSeparator,
  isPlainOrder,
  isRecord,
  ordersIn,
  parseElement,
  piecesLength,
  type Json,
} from './listing-element-read.js';

/** What the whole listing showed, kept or not: enough for the checks that judge every order of the account. */
export interface ListingFacts {
  /** Objects with a string `reference` (orders), as a walk of the whole listing counts them. */
  readonly orders: number;
  /** Metadata values on those orders. */
  readonly metadataValues: number;
  /** Metadata values that are not strings (2.1.2). */
  readonly nonStrings: number;
  /** The first metadata values that are not strings, with their order and key, as JSON text. */
  readonly nonStringValues: ReadonlyArray<{ readonly reference: string; readonly key: string; readonly value: string }>;
  /** The distinct metadata keys seen, up to MAX_FACT_KEYS. */
  readonly metadataKeys: readonly string[];
  /** Bytes of the body parsed. */
  readonly bytes: number;
}

/** What one read of a listing gives: the listing with only the kept orders, or why it could not be read whole. */
export interface SievedListing {
  /** The listing as sent, every order the run does not keep left out; undefined when it was not read whole. */
  readonly json: unknown;
  readonly error?: string;
  readonly facts: ListingFacts;
}

export interface SieveBounds {
  /** Most characters of the listing kept (the kept orders and the envelope), past which reading stops. */
  readonly keptChars: number;
  /** Most bytes one token may take (a string, a number, a run of whitespace) before reading stops. */
  readonly tokenBytes: number;
  /** Deepest nesting read: no shape of the spec nests deeper than a few levels. */
  readonly depth: number;
  /**
   * Longest element of the outer array read whole by the native parser (1 MiB unless said); a longer one, or every
   * one at 0, is read token by token. Either way the listing read is the same; only the time differs.
   */
  readonly nativeElementBytes?: number;
}

export const DEFAULT_SIEVE_BOUNDS: SieveBounds = {
  keptChars: 16 * 1024 * 1024,
  tokenBytes: 16 * 1024 * 1024,
  depth: 256,
};

/** Non-string values and distinct keys a listing's facts name at most. */
const MAX_FACT_VALUES = 8;
const MAX_FACT_KEYS = 1_000;
/** Longest element of the outer array read by the native parser; a longer one is read token by token. */
const MAX_NATIVE_ELEMENT = 1024 * 1024;
/** What the token parser reads in place of a run of elements the sieve has counted and let go: one it drops at once. */
const LET_GO: Piece = { bytes: Buffer.from('{"":0}'), at: -1, inChunk: -1, chunkEnd: -1 };
/** Characters the token parser counts as kept for LET_GO (two braces, an empty name, a number). */
const LET_GO_KEPT = 8;
/** Most characters the token parser counts as kept for one byte of an element: a one-digit number counts four. */
const KEPT_PER_BYTE = 4;

/** A container being read: how much was kept when it opened. */
interface Open {
  readonly keptAtOpen: number;
}

/**
 * A listing read piece by piece. An element of the listing (an array's member, or a member of the envelope) that
 * holds orders is kept whole when `keep` wants one of them and dropped once read otherwise; every order is counted
 * into the facts either way. Reading stops (with the reason) past the bounds: memory follows what is kept.
 */
export class ListingSieve {
  private readonly tokenizer = new Tokenizer();
  private readonly parser = new TokenParser();
  private readonly opens: Open[] = [];
  private closed: Open | undefined;
  /** Undefined when no element is read by the native parser (nativeElementBytes 0): every write goes to the tokenizer. */
  private readonly splitter: ElementSplitter | undefined;
  private kept = 0;
  /** Bytes of the body written, and those it had reached when reading stopped (the end of the write that stopped it). */
  private bytes = 0;
  private stoppedAt = 0;
  /** Bytes handed to the tokenizer, and the piece it is reading with the tokenizer's offset of its first byte. */
  private fed = 0;
  private feeding: { piece: Piece; fedAt: number } | undefined;
  /** True while the tokenizer reads LET_GO: the value it makes is dropped, whatever it is. */
  private readingLetGo = false;
  /** True while let-go elements have been read that the token parser has not yet been handed LET_GO for. */
  private letGoPending = false;
  /** True once the root object has shown a `reference` member: it is an order, not an envelope. */
  private rootIsOrder = false;
  private separator: Piece | undefined;
  private tokens = 0;
  private lastTokenAt = 0;
  private root: unknown;
  private ended = false;
  private stopped: string | undefined;
  private readonly counted = new WeakSet<object>();
  private readonly facts = {
    orders: 0,
    metadataValues: 0,
    nonStrings: 0,
    nonStringValues: [] as Array<{ reference: string; key: string; value: string }>,
    metadataKeys: new Set<string>(),
  };

  constructor(
    private readonly keep: (order: Json) => boolean,
    private readonly bounds: SieveBounds = DEFAULT_SIEVE_BOUNDS,
  ) {
    const maxElement = Math.min(bounds.nativeElementBytes ?? MAX_NATIVE_ELEMENT, bounds.tokenBytes);
    this.splitter =
      maxElement === 0
        ? undefined
        : new ElementSplitter(
            {
              through: (piece) => this.between(piece),
              opened: (at) => this.opened(at),
              element: (pieces, place) => this.element(pieces, place),
            },
            maxElement,
          );
    this.tokenizer.onToken = (info) => this.token(info);
    this.tokenizer.onError = (error) => this.stop(`the body is not JSON (${this.asSent(error.message)})`);
    this.tokenizer.onEnd = () => {
      if (!this.parser.isEnded)
        this.stop(this.tokens === 0 ? 'the body is empty' : 'the body ends before its JSON does');
    };
    this.parser.onValue = (info) => this.value(info);
    this.parser.onError = (error) => this.stop(`the body is not JSON (${error.message})`);
    this.parser.onEnd = () => {
      this.ended = true;
    };
  }

  /** Why reading stopped before the end, once it did: the caller stops reading the body. */
  get stopReason(): string | undefined {
    return this.stopped;
  }

  write(chunk: Uint8Array): void {
    if (this.stopped !== undefined) return;
    this.bytes += chunk.length;
    if (this.splitter !== undefined) this.splitter.write(chunk);
    else this.feed({ bytes: chunk, at: this.bytes - chunk.length, inChunk: 0, chunkEnd: this.bytes });
    if (this.stopped === undefined && this.bytes - this.lastTokenAt > this.bounds.tokenBytes)
      this.stop(`one value of the body is longer than the ${mib(this.bounds.tokenBytes)} the suite reads of one value`);
  }

  /** The listing once the body has ended. */
  end(): SievedListing {
    if (this.stopped === undefined) this.splitter?.flush();
    if (this.stopped === undefined) this.flushLetGo();
    if (this.stopped === undefined && !this.tokenizer.isEnded) this.tokenizer.end();
    if (this.stopped === undefined && !this.ended) this.stop('the body ends before its JSON does');
    const facts: ListingFacts = {
      orders: this.facts.orders,
      metadataValues: this.facts.metadataValues,
      nonStrings: this.facts.nonStrings,
      nonStringValues: this.facts.nonStringValues,
      metadataKeys: [...this.facts.metadataKeys],
      bytes: this.stopped === undefined ? this.bytes : this.stoppedAt,
    };
    if (this.stopped !== undefined) return { json: undefined, error: this.stopped, facts };
    return { json: this.root, facts };
  }

  private stop(reason: string): void {
    if (this.stopped !== undefined) return;
    this.stopped = reason;
    // Where reading token by token would have stopped: at the end of the write that brought the stopping byte.
    this.stoppedAt = this.feeding?.piece.chunkEnd ?? this.bytes;
  }

  /** Hands the tokenizer a piece of the body (or LET_GO), remembering where its bytes sit in the body. */
  private feed(piece: Piece): void {
    if (this.stopped !== undefined) return;
    this.feeding = piece === LET_GO ? undefined : { piece, fedAt: this.fed };
    this.readingLetGo = piece === LET_GO;
    this.fed += piece.bytes.length;
    try {
      this.tokenizer.write(piece.bytes);
    } finally {
      this.feeding = undefined;
      this.readingLetGo = false;
    }
  }

  /** An element's `{` is a token however the element is read: the one-value bound counts from it. */
  private opened(at: number): void {
    if (this.stopped === undefined) this.lastTokenAt = at;
  }

  /** Whether an element here may be read by the native parser: the token parser would read it whole, unstopped. */
  private native(pieces: readonly Piece[], place: ElementPlace): boolean {
    // In a root object that is itself an order, an array's objects are the order's data, not elements; an element
    // the bytes before it misplace is for the token parser to refuse before it counts anything.
    if (!place.placed || (place.depth === 2 && this.rootIsOrder)) return false;
    // Deeper than the bound, or more kept characters than it allows while read: the token parser stops inside it.
    if (place.deepest > this.bounds.depth) return false;
    const kept = Math.max(KEPT_PER_BYTE * piecesLength(pieces), LET_GO_KEPT);
    return this.kept + kept <= this.bounds.keptChars;
  }

  /**
   * An element of the outer array, whole: read by the native parser, its orders counted and let go when the run
   * keeps none of them; anything else (kept, no orders, not JSON) goes to the token parser as it was sent.
   */
  private element(pieces: readonly Piece[], place: ElementPlace): void {
    if (this.stopped !== undefined) return;
    const parsed = this.native(pieces, place) ? parseElement(pieces) : undefined;
    if (parsed === undefined || !isPlainOrder(parsed) || this.keep(parsed)) {
      this.flushLetGo();
      for (const piece of pieces) this.feed(piece);
      return;
    }
    this.count(parsed);
    const last = pieces[pieces.length - 1]!;
    this.lastTokenAt = last.at + last.bytes.length - 1;
    // A run of let-go elements is read as one: the separators between them go too (one comma each, checked).
    this.separator = undefined;
    this.letGoPending = true;
  }

  /** Bytes between elements: held while they may only separate two let-go elements, else handed on. */
  private between(piece: Piece): void {
    if (this.letGoPending && this.separator === undefined && isOneSeparator(piece.bytes)) {
      this.separator = piece;
      return;
    }
    this.flushLetGo();
    this.feed(piece);
  }

  /** The token parser reads one let-go element for the run it stands for, then the separator held after it. */
  private flushLetGo(): void {
    if (!this.letGoPending) return;
    this.letGoPending = false;
    this.feed(LET_GO);
    const separator = this.separator;
    this.separator = undefined;
    if (separator !== undefined) this.feed(separator);
  }

  /** The tokenizer's message with the positions reading the body as sent would name (in its write, in the body). */
  private asSent(message: string): string {
    const feeding = this.feeding;
    if (feeding === undefined) return message;
    return message.replace(
      /at chunk position "(\d+)" \(absolute position "(\d+)"\)/,
      (_, n: string) =>
        `at chunk position "${feeding.piece.inChunk + Number(n)}" (absolute position "${feeding.piece.at + Number(n)}")`,
    );
  }

  private token(info: ParsedTokenInfo): void {
    if (this.stopped !== undefined) return;
    this.tokens += 1;
    // LET_GO's tokens stand for elements whose last token was their `}` (set when they were let go).
    if (this.feeding !== undefined) this.lastTokenAt = this.feeding.piece.at + (info.offset - this.feeding.fedAt);
    switch (info.token) {
      case TokenType.LEFT_BRACE:
      case TokenType.LEFT_BRACKET:
        if (this.opens.length >= this.bounds.depth)
          return this.stop(`the body is JSON nested deeper than ${this.bounds.depth} levels`);
        this.opens.push({ keptAtOpen: this.kept });
        this.kept += 1;
        break;
      case TokenType.RIGHT_BRACE:
      case TokenType.RIGHT_BRACKET:
        this.closed = this.opens.pop();
        this.kept += 1;
        break;
      case TokenType.STRING:
        this.kept += (info.value as string).length + 2;
        break;
      case TokenType.COMMA:
      case TokenType.COLON:
        break;
      default:
        this.kept += 4;
    }
    if (this.kept > this.bounds.keptChars)
      return this.stop(
        `the listing holds more than the ${mib(this.bounds.keptChars)} the suite keeps of it (orders of this run, the lasting ones and the envelope)`,
      );
    this.parser.write(info);
  }

  private value({ value, key, parent, stack }: ParsedElementInfo): void {
    if (key === 'reference' && stack.length === 1 && isRecord(parent)) this.rootIsOrder = true;
    if (parent === undefined) {
      this.root = value;
      if (isRecord(value) && 'reference' in value) this.count(value);
      return;
    }
    if (this.readingLetGo && isRecord(value)) return this.letGo(parent, key);
    if (!isRecord(value) || !this.isElement(parent, stack)) return;
    const orders = ordersIn(value);
    if (orders.length === 0) return;
    for (const order of orders) if (!this.counted.has(order)) this.count(order);
    if (orders.some((order) => this.keep(order))) return;
    this.letGo(parent, key);
  }

  /** Drops the value just read from its parent, and what it added to the characters kept. */
  private letGo(parent: unknown, key: ParsedElementInfo['key']): void {
    if (Array.isArray(parent)) parent.length -= 1;
    else delete (parent as Json)[key as string];
    if (this.closed !== undefined) this.kept = this.closed.keptAtOpen;
  }

  /**
   * Whether a completed object is an element of the listing: a member of an array or of the envelope (an object at
   * most one level down), and not inside an object already read as an order (whose own arrays are its data).
   */
  private isElement(parent: unknown, stack: ParsedElementInfo['stack']): boolean {
    // The stack holds the parent's ancestors and, first, the empty start: a member of the envelope has at most two.
    if (!Array.isArray(parent) && stack.length > 2) return false;
    if (isRecord(parent) && 'reference' in parent) return false;
    return !stack.some((s) => isRecord(s.value) && 'reference' in s.value);
  }

  /** Counts an order into the facts (once, however often it is met). */
  private count(order: Json): void {
    this.counted.add(order);
    if (typeof order.reference !== 'string') return;
    this.facts.orders += 1;
    const metadata = order.metadata;
    if (!isRecord(metadata)) return;
    for (const [key, value] of Object.entries(metadata)) {
      this.facts.metadataValues += 1;
      if (this.facts.metadataKeys.size < MAX_FACT_KEYS) this.facts.metadataKeys.add(key);
      if (typeof value === 'string') continue;
      this.facts.nonStrings += 1;
      if (this.facts.nonStringValues.length < MAX_FACT_VALUES)
        this.facts.nonStringValues.push({
          reference: order.reference,
          key,
          value: JSON.stringify(value) ?? 'undefined',
        });
    }
  }
}
