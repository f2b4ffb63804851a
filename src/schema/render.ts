// Short, bounded renderings of JSON values and JSON paths for violation messages.
// Bounded on purpose: a body may be a huge array or nested thousands deep, and a message must stay one line.

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Maximum characters of a rendered value before it is cut with an ellipsis. */
export const RENDER_LIMIT = 60;

/** Renders one object key as a JSON path step: `.name` when it reads as an identifier, `["odd key"]` otherwise. */
export function keyStep(key: string): string {
  return IDENTIFIER.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
}

/** Decodes an RFC 6901 JSON Pointer (ajv's instancePath) into its reference tokens. */
export function pointerTokens(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * Turns pointer tokens into a JSON path such as `$.scan_forms[3].address.id`.
 * A pointer does not say whether "3" is an array index or an object key, so the data itself is walked to decide.
 */
export function jsonPath(root: unknown, tokens: readonly string[]): string {
  let path = '$';
  let current: unknown = root;
  for (const token of tokens) {
    if (Array.isArray(current) && /^(0|[1-9]\d*)$/.test(token)) {
      path += `[${token}]`;
      current = current[Number(token)];
    } else {
      path += keyStep(token);
      current =
        current !== null && typeof current === 'object' && Object.prototype.hasOwnProperty.call(current, token)
          ? (current as Record<string, unknown>)[token]
          : undefined;
    }
  }
  return path;
}

/** Collects text up to a budget; once the budget is spent, further writes are dropped and `cut` is set. */
class Budget {
  text = '';
  cut = false;
  constructor(private readonly limit: number) {}
  get spent(): boolean {
    return this.text.length >= this.limit;
  }
  write(s: string): void {
    if (this.cut) return;
    const room = this.limit - this.text.length;
    if (s.length <= room) {
      this.text += s;
    } else {
      this.text += s.slice(0, Math.max(0, room));
      this.cut = true;
    }
  }
}

function writeValue(out: Budget, value: unknown, depth: number): void {
  if (out.spent) {
    out.cut = true;
    return;
  }
  if (value === null) return out.write('null');
  switch (typeof value) {
    case 'string':
      // Slice before stringifying so a megabyte string costs no more than a short one; the budget cuts the rest.
      return out.write(JSON.stringify(value.length > RENDER_LIMIT ? value.slice(0, RENDER_LIMIT) : value));
    case 'number':
    case 'boolean':
      return out.write(String(value));
    case 'bigint':
      return out.write(`${value.toString()}n`);
    case 'undefined':
      return out.write('undefined');
    case 'function':
      return out.write('a function');
    case 'symbol':
      return out.write('a symbol');
    default:
      break;
  }
  // Depth is capped so a value nested thousands of levels deep renders in constant time and stack.
  if (Array.isArray(value)) {
    if (depth >= 3) return out.write(value.length === 0 ? '[]' : '[…]');
    out.write('[');
    for (let i = 0; i < value.length; i++) {
      if (out.spent) {
        out.cut = true;
        return;
      }
      if (i > 0) out.write(',');
      writeValue(out, value[i], depth + 1);
    }
    return out.write(']');
  }
  const obj = value as Record<string, unknown>;
  if (depth >= 3) return out.write('{…}');
  out.write('{');
  let first = true;
  // for..in stops early, unlike Object.keys, so an object with a million keys is not enumerated in full.
  for (const key in obj) {
    if (!Object.prototype.hasOwnProperty.call(obj, key)) continue;
    if (out.spent) {
      out.cut = true;
      return;
    }
    if (!first) out.write(',');
    first = false;
    out.write(`${JSON.stringify(key.slice(0, RENDER_LIMIT))}:`);
    writeValue(out, obj[key], depth + 1);
  }
  out.write('}');
}

/**
 * Renders a value as compact JSON-like text of at most RENDER_LIMIT characters plus an ellipsis,
 * with the length of long strings and arrays appended so truncation never hides the size.
 */
export function renderValue(value: unknown): string {
  try {
    const out = new Budget(RENDER_LIMIT);
    writeValue(out, value, 0);
    let text = out.cut ? `${out.text}…` : out.text;
    if (typeof value === 'string' && out.cut) text += ` (${value.length} characters)`;
    if (Array.isArray(value) && out.cut) text += ` (${value.length} items)`;
    return text;
  } catch {
    // A getter or proxy can throw while being read; the message must still be produced.
    return 'an unreadable value';
  }
}
