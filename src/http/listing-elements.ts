// Finds, byte by byte, the objects that are members of a listing's outer array (the root array, or an array that is
// a member of the root object), so the sieve can hand each to the native JSON parser instead of token by token.

/** Bytes of the body as one write brought them, and where they sit in the body and in that write. */
export interface Piece {
  readonly bytes: Uint8Array;
  /** Offset of the first byte in the body. */
  readonly at: number;
  /** Offset of the first byte in the write (the chunk) that brought it. */
  readonly inChunk: number;
  /** Offset in the body just past that write. */
  readonly chunkEnd: number;
}

/** Where an element sits and what its bytes hold, beside the pieces that make it up. */
export interface ElementPlace {
  /** 1 in the root array, 2 in an array that is a member of the root object. */
  readonly depth: number;
  /** Whether the bytes before it place it as JSON allows (after `[`, or after one comma that follows a value). */
  readonly placed: boolean;
  /** The deepest nesting reached inside it, counting the containers around it. */
  readonly deepest: number;
}

/** Where the splitter hands the bytes: those between elements as they come, each element whole once it closes. */
export interface ElementSink {
  through(piece: Piece): void;
  /** An element starts at this offset of the body (its `{`). */
  opened(at: number): void;
  element(pieces: readonly Piece[], place: ElementPlace): void;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const COMMA = 0x2c;
const SPACE = 0x20;
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;

/**
 * Tracks only strings, escapes and nesting: it never judges the JSON (a stray closer at the top is let be). Every
 * byte reaches the sink once, in order, either passed through or inside one element; an element longer than
 * `maxElement` is passed through instead. Pieces keep the cuts of the writes, so a reader of them sees the same cuts.
 */
export class ElementSplitter {
  /** Nesting depth, and the kinds of the two outermost containers (the only ones that place an element). */
  private depth = 0;
  private outer0 = 0;
  private outer1 = 0;
  private inString = false;
  private escaped = false;
  /** The depth at which the element being read opened; -1 between elements. */
  private elementDepth = -1;
  private deepest = 0;
  /** The last two bytes outside strings that are not whitespace (a closed string counts as its quote). */
  private last = 0;
  private beforeLast = 0;
  private placed = false;
  /** True while an element too long to hold is passed through to its end. */
  private passing = false;
  private pending: Piece[] = [];
  private pendingBytes = 0;
  /** Bytes of the body written before the current write. */
  private total = 0;

  constructor(
    private readonly sink: ElementSink,
    private readonly maxElement: number,
  ) {}

  write(chunk: Uint8Array): void {
    const at = this.total;
    const chunkEnd = at + chunk.length;
    this.total = chunkEnd;
    const piece = (from: number, to: number): Piece => ({
      bytes: chunk.subarray(from, to),
      at: at + from,
      inChunk: from,
      chunkEnd,
    });
    let start = 0;
    // Locals in the loop that sees every byte; written back below.
    let { depth, inString, escaped, last, beforeLast, deepest } = this;
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i]!;
      if (inString) {
        if (escaped) escaped = false;
        else if (c === BACKSLASH) escaped = true;
        else if (c === QUOTE) inString = false;
        continue;
      }
      if (c === SPACE || c === TAB || c === LF || c === CR) continue;
      if (c === OPEN_OBJECT && this.elementDepth === -1 && this.atElementPlace(depth)) {
        if (i > start) this.sink.through(piece(start, i));
        start = i;
        this.elementDepth = depth;
        deepest = depth;
        this.placed = last === OPEN_ARRAY || (last === COMMA && beforeLast !== OPEN_ARRAY && beforeLast !== COMMA);
        this.sink.opened(at + i);
      }
      beforeLast = last;
      last = c;
      if (c === QUOTE) inString = true;
      else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
        if (depth === 0) this.outer0 = c;
        else if (depth === 1) this.outer1 = c;
        depth++;
        if (depth > deepest) deepest = depth;
      } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
        if (depth > 0) depth--;
        if (depth === this.elementDepth) {
          if (!this.passing) {
            this.hold(piece(start, i + 1));
            start = i + 1;
            if (!this.passing) this.emit(deepest);
          }
          this.passing = false;
          this.elementDepth = -1;
        }
      }
    }
    this.depth = depth;
    this.inString = inString;
    this.escaped = escaped;
    this.last = last;
    this.beforeLast = beforeLast;
    this.deepest = deepest;
    if (start >= chunk.length) return;
    if (this.elementDepth === -1 || this.passing) this.sink.through(piece(start, chunk.length));
    else this.hold(piece(start, chunk.length));
  }

  /** A `{` here opens an element: a member of the root array, or of an array that is a member of the root object. */
  private atElementPlace(depth: number): boolean {
    return (
      (depth === 1 && this.outer0 === OPEN_ARRAY) ||
      (depth === 2 && this.outer0 === OPEN_OBJECT && this.outer1 === OPEN_ARRAY)
    );
  }

  /** The body has ended: bytes held for an element that never closed go through, for the parser to judge. */
  flush(): void {
    for (const piece of this.pending) this.sink.through(piece);
    this.pending = [];
    this.pendingBytes = 0;
  }

  private emit(deepest: number): void {
    const pieces = this.pending;
    this.pending = [];
    this.pendingBytes = 0;
    this.sink.element(pieces, { depth: this.elementDepth, placed: this.placed, deepest });
  }

  private hold(piece: Piece): void {
    this.pending.push(piece);
    this.pendingBytes += piece.bytes.length;
    if (this.pendingBytes <= this.maxElement) return;
    // Too long to hold: what was held and the rest of the element go through, token by token.
    for (const held of this.pending) this.sink.through(held);
    this.pending = [];
    this.pendingBytes = 0;
    this.passing = true;
  }
}
