// Finds, byte by byte, the objects that are members of a listing's outer array (the root array, or an array that is
// a member of the root object), so the sieve can hand each to the native JSON parser instead of token by token.

/** Where the splitter hands the bytes: those between elements as they come, each element whole once it closes. */
export interface ElementSink {
  through(bytes: Uint8Array): void;
  /**
   * An element whole; its depth (1 in the root array, 2 in an array that is a member of the root object); and
   * whether the bytes before it place it as JSON allows (after `[`, or after one comma that follows a value).
   */
  element(bytes: Buffer, depth: number, placed: boolean): void;
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
 * Tracks only strings, escapes and nesting: it never judges the JSON (a stray closer at the top is let be). Every byte reaches the sink once, in order,
 * either passed through or inside one element; an element longer than `maxElement` is passed through instead.
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
  /** The last two bytes outside strings that are not whitespace (a closed string counts as its quote). */
  private last = 0;
  private beforeLast = 0;
  private placed = false;
  /** True while an element too long to hold is passed through to its end. */
  private passing = false;
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;

  constructor(
    private readonly sink: ElementSink,
    private readonly maxElement: number,
  ) {}

  /** Bytes held for the element being read. */
  get held(): number {
    return this.pendingBytes;
  }

  write(chunk: Uint8Array): void {
    let start = 0;
    // Locals in the loop that sees every byte; written back below.
    let { depth, inString, escaped, last, beforeLast } = this;
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
        if (i > start) this.sink.through(chunk.subarray(start, i));
        start = i;
        this.elementDepth = depth;
        this.placed = last === OPEN_ARRAY || (last === COMMA && beforeLast !== OPEN_ARRAY && beforeLast !== COMMA);
      }
      beforeLast = last;
      last = c;
      if (c === QUOTE) inString = true;
      else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
        if (depth === 0) this.outer0 = c;
        else if (depth === 1) this.outer1 = c;
        depth++;
      } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
        if (depth > 0) depth--;
        if (depth === this.elementDepth) {
          if (!this.passing) {
            this.hold(chunk.subarray(start, i + 1));
            start = i + 1;
            if (!this.passing) this.emit();
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
    if (start >= chunk.length) return;
    if (this.elementDepth === -1 || this.passing) this.sink.through(chunk.subarray(start));
    else this.hold(chunk.subarray(start));
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

  private emit(): void {
    const [only] = this.pending;
    const element =
      this.pending.length === 1 && only !== undefined
        ? Buffer.from(only.buffer, only.byteOffset, only.byteLength)
        : Buffer.concat(this.pending);
    this.pending = [];
    this.pendingBytes = 0;
    this.sink.element(element, this.elementDepth, this.placed);
  }

  private hold(bytes: Uint8Array): void {
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
    if (this.pendingBytes <= this.maxElement) return;
    // Too long to hold: what was held and the rest of the element go through, token by token.
    for (const piece of this.pending) this.sink.through(piece);
    this.pending = [];
    this.pendingBytes = 0;
    this.passing = true;
  }
}
