// Reads JSON a user wrote by hand (a fleet file, an expectations file): a syntax error is told by line and column and
// what was expected there, never by quoting the text around it (a fleet file may hold a pasted key), and JSON.parse
// names no position for some errors. Pure: text in, a value or one line out.

import { UsageError } from '../errors.js';

export interface JsonSyntaxError {
  /** Index into the text (UTF-16 code units) of the first character that cannot continue the JSON. */
  readonly offset: number;
  /** What was expected there, in a few words. */
  readonly problem: string;
}

const WHITESPACE = /[ \t\n\r]*/y;
const DIGITS = /\d+/y;
const STRING_CHARS = /[^"\\\u0000-\u001f]*/y;

/** Thrown inside the reader to stop at the first error; never leaves this module. */
class Failed extends Error {
  constructor(readonly error: JsonSyntaxError) {
    super(error.problem);
  }
}

/** A recursive-descent reader of RFC 8259 JSON that stops at the first error (depth bounded by the caller's stack). */
class Reader {
  at = 0;
  constructor(readonly text: string) {}

  fail(problem: string): never {
    throw new Failed({ offset: this.at, problem });
  }

  skip(pattern: RegExp): string {
    pattern.lastIndex = this.at;
    const m = pattern.exec(this.text);
    this.at += m?.[0].length ?? 0;
    return m?.[0] ?? '';
  }

  space(): void {
    this.skip(WHITESPACE);
  }

  value(): void {
    this.space();
    const c = this.text[this.at];
    if (c === '{') return this.container('}', true);
    if (c === '[') return this.container(']', false);
    if (c === '"') return this.string();
    const literal = ['true', 'false', 'null'].find((word) => word[0] === c);
    if (literal !== undefined) return this.literal(literal);
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return this.number();
    this.fail(c === undefined ? 'the text ends where a value belongs' : 'expected a value');
  }

  /** true, false or null, failing at the first letter that differs, as JSON.parse does. */
  literal(word: string): void {
    for (const letter of word) {
      if (this.text[this.at] !== letter) this.fail(`expected ${word}`);
      this.at++;
    }
  }

  /** -?(0|[1-9]digits)(.digits)?([eE][+-]?digits)?, failing where a digit is missing, as JSON.parse does. */
  number(): void {
    if (this.text[this.at] === '-') this.at++;
    if (this.text[this.at] === '0') this.at++;
    else if (this.skip(DIGITS) === '') this.fail('expected a digit');
    if (this.text[this.at] === '.') {
      this.at++;
      if (this.skip(DIGITS) === '') this.fail('expected a digit after the decimal point');
    }
    if (this.text[this.at] === 'e' || this.text[this.at] === 'E') {
      this.at++;
      if (this.text[this.at] === '+' || this.text[this.at] === '-') this.at++;
      if (this.skip(DIGITS) === '') this.fail('expected a digit in the exponent');
    }
  }

  string(): void {
    this.at++;
    for (;;) {
      this.skip(STRING_CHARS);
      const c = this.text[this.at];
      if (c === '"') return void this.at++;
      if (c === undefined) this.fail('a string is not closed');
      if (c === '\\') this.escape();
      else this.fail('a control character (a line break?) inside a string');
    }
  }

  /** After a backslash: one of "\\/bfnrt, or u and four hex digits; fails at the first that is not, as JSON.parse. */
  escape(): void {
    this.at++;
    const c = this.text[this.at];
    if (c === undefined) this.fail('a string is not closed');
    if (c !== 'u') {
      if (!'"\\/bfnrt'.includes(c)) this.fail('a backslash starts no escape JSON knows');
      return void this.at++;
    }
    this.at++;
    for (let i = 0; i < 4; i++, this.at++)
      if (!/[0-9a-fA-F]/.test(this.text[this.at] ?? '')) this.fail('a \\u escape needs four hex digits');
  }

  /** An object (`keyed`) or an array: its members, separated by commas, up to `close`. */
  container(close: '}' | ']', keyed: boolean): void {
    this.at++;
    this.space();
    if (this.text[this.at] === close) return void this.at++;
    for (;;) {
      if (keyed) {
        this.space();
        if (this.text[this.at] !== '"') this.fail('expected a property name in double quotes');
        this.string();
        this.space();
        if (this.text[this.at] !== ':') this.fail('expected ":" after a property name');
        this.at++;
      }
      this.value();
      this.space();
      const c = this.text[this.at];
      if (c === close) return void this.at++;
      if (c === undefined) this.fail(`the text ends before the closing "${close}"`);
      if (c !== ',') this.fail(`expected "," or "${close}" after a ${keyed ? 'property value' : 'list element'}`);
      this.at++;
    }
  }
}

/** Where the text first stops being JSON, and what was expected there; undefined when it is JSON. */
export function jsonSyntaxError(text: string): JsonSyntaxError | undefined {
  const reader = new Reader(text);
  try {
    reader.value();
    reader.space();
    if (reader.at < text.length) reader.fail('more text after the JSON value');
    return undefined;
  } catch (error) {
    if (error instanceof Failed) return error.error;
    // Nesting too deep for this stack: JSON.parse said why it failed; the start is as good a place as any.
    return { offset: 0, problem: 'nested too deeply to read' };
  }
}

/** The 1-based line and column (in characters) of an offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: [...before.slice(lineStart)].length + 1 };
}

/**
 * The value of a user's JSON file. A syntax error is a UsageError `<source> is not JSON: line L, column C: <what was
 * expected>` followed by `hint` (what such a file looks like).
 */
export function parseUserJson(text: string, source: string, hint = ''): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    const error = jsonSyntaxError(text) ?? { offset: 0, problem: 'not JSON' };
    const { line, column } = lineAndColumn(text, error.offset);
    throw new UsageError(`${source} is not JSON: line ${line}, column ${column}: ${error.problem}${hint}`);
  }
}
