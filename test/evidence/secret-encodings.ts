// The test side's own list of the encodings a server or proxy plausibly echoes a key in, written apart from
// src/http/secrets.ts so a form the scrubber forgets is still looked for; and the scan that finds any
// fragment of 8 characters or more of them in a text.

export const FRAGMENT = 8;

/** An encoded text and the stretch of it that depends on the key (base64 of "Bearer KEY" starts with "Bearer"). */
export interface Form {
  readonly name: string;
  readonly text: string;
  readonly from: number;
  readonly to: number;
  /** True: only windows wholly inside [from, to) are the key's; false: every window touching it is. */
  readonly inside?: boolean;
}

const whole = (name: string, text: string): Form => ({ name, text, from: 0, to: text.length });
const latin1 = (s: string) => !/[^\u0000-\u00ff]/.test(s);

function bytesOf(text: string): Array<[string, Buffer]> {
  const out: Array<[string, Buffer]> = [['utf-8', Buffer.from(text, 'utf8')]];
  if (latin1(text)) out.push(['latin-1', Buffer.from(text, 'latin1')]);
  return out;
}

function html(text: string, apos: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, apos);
}

/** The per-character encodings of a text (those of "Bearer KEY" are "Bearer " encoded, then the key's). */
export function characterEncodings(key: string): Form[] {
  const json = JSON.stringify(key).slice(1, -1);
  const forms: Form[] = [
    whole('raw', key),
    whole('upper case', key.toUpperCase()),
    whole('lower case', key.toLowerCase()),
    whole('encodeURIComponent', encodeURIComponent(key)),
    whole('form encoding (+ for space)', encodeURIComponent(key).replace(/%20/g, '+')),
    whole('URLSearchParams', new URLSearchParams({ k: key }).toString().slice(2)),
    whole('URL.search', new URL(`https://h.example/?${key}`).search.slice(1)),
    whole('JSON', json),
    whole('JSON with \\/', json.replace(/\//g, '\\/')),
    whole(
      'JSON \\u for non-ASCII',
      json.replace(/[^\u0000-\u007e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
    ),
    whole(
      'JSON \\u for everything',
      [...key]
        .map((c) => [...c].map((u) => `\\u${u.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()}`).join(''))
        .join(''),
    ),
    whole('HTML &#39;', html(key, '&#39;')),
    whole('XML &apos;', html(key, '&apos;')),
    whole('HTML &#x27;', html(key, '&#x27;')),
    whole('HTML numeric', [...key].map((c) => (/[A-Za-z0-9]/.test(c) ? c : `&#${c.codePointAt(0)};`)).join('')),
  ];
  for (const [enc, bytes] of bytesOf(key)) {
    forms.push(
      whole(`hex (${enc})`, bytes.toString('hex')),
      whole(`HEX (${enc})`, bytes.toString('hex').toUpperCase()),
    );
    forms.push(
      whole(
        `every byte percent-encoded (${enc})`,
        [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''),
      ),
    );
  }
  return forms;
}

/**
 * Base64 and base64url of the key and of "Bearer KEY" as whole texts, and of the key after 1 or 2 bytes of
 * anything (every alignment): there only the characters made of the key's bits alone are the key's.
 */
export function base64Encodings(key: string): Form[] {
  const forms: Form[] = [];
  const add = (name: string, b64: string, from: number, inside: boolean) => {
    forms.push({ name, text: b64, from, to: b64.length, inside });
    const url = b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    forms.push({ name: `${name}, url-safe`, text: url, from, to: url.length, inside });
  };
  for (const [enc, bytes] of bytesOf(key)) {
    for (const prefix of ['', 'Bearer ']) {
      const lead = Buffer.from(prefix, 'latin1');
      add(
        `base64 of ${prefix === '' ? 'the key' : '"Bearer KEY"'} (${enc})`,
        Buffer.concat([lead, bytes]).toString('base64'),
        Math.floor((8 * lead.length) / 6),
        false,
      );
    }
    for (const pad of [1, 2]) {
      const b64 = Buffer.concat([Buffer.from([0xff, 0xfe].slice(0, pad)), bytes]).toString('base64');
      add(`base64 of the key after ${pad} other bytes (${enc})`, b64, Math.ceil((8 * pad) / 6), true);
    }
  }
  return forms;
}

export function allEncodings(key: string): Form[] {
  return [...characterEncodings(key), ...base64Encodings(key)];
}

/** Every window of FRAGMENT characters of a form that carries the key (see Form.inside). */
export function fragments(form: Form): string[] {
  const out: string[] = [];
  const first = form.inside === true ? form.from : Math.max(0, form.from - FRAGMENT + 1);
  for (
    let s = first;
    s + FRAGMENT <= form.text.length && s < form.to && (form.inside !== true || s + FRAGMENT <= form.to);
    s++
  ) {
    out.push(form.text.slice(s, s + FRAGMENT));
  }
  return out;
}

const indexes = new Map<string, Map<string, string>>();

/** Every fragment of every encoding of the keys, lower-cased, with the name of its encoding. */
function fragmentIndex(keys: readonly string[]): Map<string, string> {
  const id = JSON.stringify(keys);
  let index = indexes.get(id);
  if (index === undefined) {
    index = new Map();
    for (const key of keys)
      for (const form of allEncodings(key))
        for (const f of fragments(form))
          if (!index.has(f.toLowerCase())) index.set(f.toLowerCase(), `${form.name}: "${f}"`);
    indexes.set(id, index);
  }
  return index;
}

/**
 * Every fragment of 8+ characters of any encoding of any key found in the text, in any letter case, also once
 * the line breaks (real, or JSON-escaped "\\n") are taken out, since a key may be split across lines.
 */
export function findFragments(text: string, keys: readonly string[]): string[] {
  const index = fragmentIndex(keys);
  const found = new Set<string>();
  const noBreaks = text.replace(/\r|\n/g, '');
  for (const view of [noBreaks, noBreaks.replace(/\\r|\\n/g, '')]) {
    const lower = view.toLowerCase();
    for (let i = 0; i + FRAGMENT <= lower.length; i++) {
      const hit = index.get(lower.slice(i, i + FRAGMENT));
      if (hit !== undefined) found.add(hit);
    }
  }
  return [...found];
}
