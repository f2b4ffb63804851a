// A strict parser for the subset of YAML that CI workflows are written in (block mappings and sequences,
// plain and quoted scalars, flow lists, block scalars, comments): anything outside it is an error, so a file
// it accepts is valid YAML with the meaning given here. The project has no YAML dependency to lean on.

export class YamlError extends Error {}

type Value = string | number | boolean | null | Value[] | { [key: string]: Value };

const INDICATOR_START = /^[&*!|>%@`{}[\],?#'"]/;

class Parser {
  private i = 0;

  constructor(private readonly lines: string[]) {
    lines.forEach((line, n) => {
      if (/^\s*\t/.test(line)) throw new YamlError(`line ${n + 1}: a tab in indentation`);
    });
  }

  private fail(message: string): never {
    throw new YamlError(`line ${this.i + 1}: ${message}`);
  }

  /** The next line that holds content, skipping blank and comment-only lines; undefined at the end. */
  private peek(): { indent: number; text: string } | undefined {
    while (this.i < this.lines.length && /^\s*(#.*)?$/.test(this.lines[this.i]!)) this.i++;
    const line = this.lines[this.i];
    if (line === undefined) return undefined;
    const text = line.trimStart();
    return { indent: line.length - text.length, text: text.trimEnd() };
  }

  document(): Value {
    const first = this.peek();
    if (first === undefined) return null;
    if (first.indent !== 0) this.fail('the document must start at column 1');
    const value = this.node(0);
    if (this.peek() !== undefined) this.fail('unexpected indentation');
    return value;
  }

  private node(indent: number): Value {
    const line = this.peek();
    if (line === undefined || line.indent < indent) return null;
    return line.text === '-' || line.text.startsWith('- ') ? this.sequence(line.indent) : this.mapping(line.indent);
  }

  private sequence(indent: number): Value[] {
    const items: Value[] = [];
    for (
      let line = this.peek();
      line !== undefined && line.indent === indent && (line.text === '-' || line.text.startsWith('- '));
      line = this.peek()
    ) {
      const rest = line.text.slice(1).trimStart();
      if (rest === '' || rest.startsWith('#')) {
        this.i++;
        items.push(this.node(indent + 1));
      } else if (keyOf(rest) !== undefined) {
        // "- key: value" opens a mapping whose keys line up two columns further in.
        this.lines[this.i] = `${' '.repeat(indent + 2)}${rest}`;
        items.push(this.mapping(indent + 2));
      } else {
        this.i++;
        items.push(scalar(rest, () => this.fail(`cannot read "${rest}"`)));
      }
    }
    return items;
  }

  private mapping(indent: number): { [key: string]: Value } {
    const map: { [key: string]: Value } = {};
    for (let line = this.peek(); line !== undefined && line.indent === indent; line = this.peek()) {
      if (line.text.startsWith('- ')) this.fail('a list item where a key was expected');
      const kv = keyOf(line.text) ?? this.fail(`expected "key: value", got "${line.text}"`);
      if (Object.hasOwn(map, kv.key)) this.fail(`duplicate key "${kv.key}"`);
      this.i++;
      const rest = kv.rest.replace(/^#.*$/, '');
      if (/^[|>][-+]?$/.test(rest)) map[kv.key] = this.blockScalar(indent, rest);
      else if (rest !== '') map[kv.key] = scalar(rest, () => this.fail(`cannot read "${rest}"`));
      else {
        const next = this.peek();
        // A list may sit at the key's own indentation; anything else nested must be indented further.
        if (next !== undefined && next.indent === indent && (next.text === '-' || next.text.startsWith('- ')))
          map[kv.key] = this.sequence(indent);
        else map[kv.key] = next !== undefined && next.indent > indent ? this.node(indent + 1) : null;
      }
      const after = this.peek();
      if (after !== undefined && after.indent > indent) this.fail('unexpected indentation');
    }
    return map;
  }

  private blockScalar(indent: number, header: string): string {
    const body: string[] = [];
    let blockIndent: number | undefined;
    while (this.i < this.lines.length) {
      const line = this.lines[this.i]!;
      if (line.trim() === '') {
        body.push('');
        this.i++;
        continue;
      }
      const lineIndent = line.length - line.trimStart().length;
      if (lineIndent <= indent) break;
      blockIndent ??= lineIndent;
      if (lineIndent < blockIndent) this.fail('a block scalar line is less indented than its first line');
      body.push(line.slice(blockIndent));
      this.i++;
    }
    while (body.length > 0 && body[body.length - 1] === '') body.pop();
    const text = header.startsWith('>') ? body.join('\n').replace(/([^\n])\n(?=[^\n ])/g, '$1 ') : body.join('\n');
    return header.endsWith('-') ? text : `${text}\n`;
  }
}

/** "key: rest" with a plain or quoted key, or undefined when the line is not a mapping entry. */
function keyOf(text: string): { key: string; rest: string } | undefined {
  const m =
    /^(?:'((?:[^']|'')*)'|"((?:[^"\\]|\\.)*)"|([^\s'"#&*!|>%@`{}[\],?:-][^:#]*?|-[^\s:#][^:#]*?))\s*:(?:\s+(.*))?$/.exec(
      text,
    );
  if (m === null) return undefined;
  const key =
    m[1] !== undefined ? m[1].replace(/''/g, "'") : m[2] !== undefined ? (JSON.parse(`"${m[2]}"`) as string) : m[3]!;
  return { key, rest: (m[4] ?? '').trim() };
}

function stripComment(text: string): string {
  const at = text.search(/\s#/);
  return (at === -1 ? text : text.slice(0, at)).trimEnd();
}

function scalar(raw: string, fail: () => never): Value {
  if (raw.startsWith("'")) {
    const m = /^'((?:[^']|'')*)'\s*(#.*)?$/.exec(raw) ?? fail();
    return m[1]!.replace(/''/g, "'");
  }
  if (raw.startsWith('"')) {
    const m = /^"((?:[^"\\]|\\.)*)"\s*(#.*)?$/.exec(raw) ?? fail();
    try {
      return JSON.parse(`"${m[1]!}"`) as string;
    } catch {
      return fail();
    }
  }
  const text = stripComment(raw);
  if (text === '{}') return {};
  if (text.startsWith('[')) {
    if (!text.endsWith(']')) fail();
    const inner = text.slice(1, -1).trim();
    return inner === '' ? [] : inner.split(',').map((item) => scalar(item.trim(), fail));
  }
  // A plain scalar cannot start with an indicator, nor hold ": " (that would open a mapping here).
  if (text === '' || INDICATOR_START.test(text) || /:(\s|$)/.test(text)) fail();
  if (/^(true|false)$/.test(text)) return text === 'true';
  if (/^(null|~)$/.test(text)) return null;
  if (/^-?\d+$/.test(text)) return Number(text);
  return text;
}

export function parseYamlSubset(text: string): Value {
  return new Parser(text.replace(/\r\n/g, '\n').split('\n')).document();
}
