// Every form in which an API key could reach a byte we write: the key itself, the near-miss keys the
// suite derives from it, and the encodings a server or proxy plausibly echoes it in. One list, so the
// scrubber and the auth probes never disagree.
//
// The scrubber is a model, built once per set of keys: every encoded form of each key (and of the header
// "Bearer KEY", whose base64 does not contain the key's own base64) is cut into 8-character windows, and a
// text is scrubbed by erasing every stretch covered by such windows, in one pass over the text (a rolling
// hash, a bitmap and a verification). So a fragment of 8 characters or more of any form is erased wherever
// it stands: a masked prefix, half a key split across a line break, base64 at any alignment.

/** The near-miss keys the authentication checks send (spec 5.4), each with a label and a shell rendering. */
export interface NearMissKey {
  readonly label: string;
  readonly value: string;
  /** How a curl command spells it with the key in $API_KEY (bash parameter expansion). */
  readonly shell: string;
}

export function nearMissKeys(key: string): NearMissKey[] {
  const candidates: NearMissKey[] = [
    { label: 'the key in another letter case', value: swapCase(key), shell: '${API_KEY~~}' },
    { label: 'the key without its last character', value: key.slice(0, -1), shell: '${API_KEY%?}' },
    { label: 'the key with a character appended', value: `${key}x`, shell: '${API_KEY}x' },
    { label: 'the key with a character prepended', value: `x${key}`, shell: 'x${API_KEY}' },
  ];
  // A key with no letters has no case variant; never send the real key as a "wrong" one.
  return candidates.filter((c) => c.value !== key);
}

function swapCase(text: string): string {
  return [...text].map((ch) => (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase())).join('');
}

/** Fragments shorter than this are not scrubbed inside longer forms: they would erase ordinary words. */
export const MIN_FRAGMENT = 8;
/** A whole form shorter than MIN_FRAGMENT (a short key) is still scrubbed, down to this length. */
const MIN_WHOLE_FORM = 4;

const isLatin1 = (text: string): boolean => !/[^\u0000-\u00ff]/.test(text);
const hex2 = (n: number): string => n.toString(16).toUpperCase().padStart(2, '0');
const hex4 = (n: number): string => n.toString(16).padStart(4, '0');
const isAlnum = (ch: string): boolean => /^[A-Za-z0-9]$/.test(ch);

/** The byte sequences a header value can become: UTF-8 (a JS server) and Latin-1 (the bytes on the wire). */
function byteForms(text: string): Buffer[] {
  const out = [Buffer.from(text, 'utf8')];
  if (isLatin1(text) && /[^\u0000-\u007f]/.test(text)) out.push(Buffer.from(text, 'latin1'));
  return out;
}

function jsonInner(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}

function htmlEscape(text: string, apostrophe: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, apostrophe);
}

function tryOr(make: () => string): string[] {
  try {
    return [make()];
  } catch {
    return [];
  }
}

/**
 * The encodings that map each character on its own (so the encoding of "Bearer KEY" is that of "Bearer "
 * followed by that of KEY): raw and case forms, percent-encoding as encodeURIComponent, encodeURI, URL.search,
 * URL paths, forms (+ for space) and every byte, twice-encoded; JSON escapes (standard, "\/", \uXXXX for
 * non-ASCII and for every punctuation mark, JSON inside JSON); HTML/XML escapes (named and numeric); hex of
 * the bytes; UTF-8 read as Latin-1. Letter case is ignored when matching, so hex and %xx come in both cases.
 */
function characterForms(key: string): string[] {
  const forms: string[] = [key, key.toUpperCase(), key.toLowerCase(), Buffer.from(key, 'utf8').toString('latin1')];
  const pct = encodeURIComponent(key);
  forms.push(pct, pct.replace(/%20/g, '+'), encodeURIComponent(pct));
  forms.push(...tryOr(() => encodeURI(key)));
  forms.push(...tryOr(() => new URL(`https://h/?${key}`).search.slice(1)));
  forms.push(...tryOr(() => new URL(`https://h/${key}`).pathname.slice(1)));
  forms.push(new URLSearchParams([['a', key]]).toString().slice(2));
  // escape() is what legacy code (and some proxies) use: %XX for Latin-1, %uXXXX beyond it.
  forms.push(escape(key));
  for (const bytes of byteForms(key)) {
    forms.push([...bytes].map((b) => `%${hex2(b)}`).join(''), bytes.toString('hex'));
  }
  const json = jsonInner(key);
  forms.push(json, json.replace(/\//g, '\\/'), jsonInner(json));
  forms.push(
    [...key]
      .map((ch) =>
        ch.charCodeAt(0) > 0x7e ? [...ch].map((u) => `\\u${hex4(u.charCodeAt(0))}`).join('') : jsonInner(ch),
      )
      .join(''),
  );
  const units = key.split('');
  forms.push(units.map((ch) => (isAlnum(ch) ? ch : `\\u${hex4(ch.charCodeAt(0))}`)).join(''));
  forms.push(units.map((ch) => `\\u${hex4(ch.charCodeAt(0))}`).join(''));
  for (const base of [key, json])
    for (const apostrophe of ['&#39;', '&#x27;', '&apos;']) forms.push(htmlEscape(base, apostrophe));
  forms.push([...key].map((ch) => (isAlnum(ch) ? ch : `&#${ch.codePointAt(0)!};`)).join(''));
  forms.push([...key].map((ch) => (isAlnum(ch) ? ch : `&#x${ch.codePointAt(0)!.toString(16)};`)).join(''));
  return forms;
}

/** An encoded text and the range of its characters that depend on the key (the rest is a known prefix). */
interface Encoded {
  readonly text: string;
  readonly from: number;
  readonly to: number;
}

/**
 * Base64 and base64url of the key alone, of "Bearer KEY", "KEY:" and ":KEY" (as a whole, so a proxy that
 * encodes the whole Authorization header is covered), and the stable inner part of the key's base64 at each
 * of the three byte alignments it can have inside a longer stream.
 */
function base64Forms(key: string): Encoded[] {
  const out: Encoded[] = [];
  const push = (text: string, from: number, to: number) => {
    out.push({ text, from, to });
    const url = text.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    out.push({ text: url, from, to: Math.min(to, url.length) });
  };
  for (const [prefix, suffix] of [
    ['', ''],
    ['Bearer ', ''],
    ['', ':'],
    [':', ''],
    ['Basic ', ''],
  ] as const) {
    for (const bytes of byteForms(key)) {
      const before = Buffer.from(prefix, 'latin1').length;
      const whole = Buffer.concat([Buffer.from(prefix, 'latin1'), bytes, Buffer.from(suffix, 'latin1')]);
      const text = whole.toString('base64');
      // Character j carries bits [6j, 6j + 6); it depends on the key when that overlaps the key's bits.
      const from = Math.floor((8 * before) / 6);
      const to = suffix === '' ? text.length : Math.ceil((8 * (before + bytes.length)) / 6);
      push(text, from, to);
    }
  }
  for (const bytes of byteForms(key)) {
    for (const align of [1, 2]) {
      const text = Buffer.concat([Buffer.alloc(align), bytes]).toString('base64');
      // The characters made only of the key's bits, whatever precedes or follows it in the stream.
      const from = Math.ceil((8 * align) / 6);
      const to = Math.floor((8 * (align + bytes.length)) / 6);
      if (to > from) push(text.slice(from, to), 0, to - from);
      // The key at the end of the stream: its last characters and padding are determined too.
      push(text.slice(from), 0, text.length - from);
    }
  }
  return out;
}

/** Every string derived from a key that must never be written, longest first so replacements nest well. */
export function secretForms(key: string): string[] {
  const forms = new Set<string>([
    ...characterForms(key),
    ...base64Forms(key)
      .filter((e) => e.from === 0 && e.to === e.text.length)
      .map((e) => e.text),
    ...nearMissKeys(key).map((k) => k.value),
  ]);
  // A form shorter than 4 characters would scrub ordinary words; config rejects such keys anyway.
  return [...forms].filter((f) => f.length >= MIN_WHOLE_FORM).sort((a, b) => b.length - a.length);
}

// ---- The matcher: one pass over a text, whatever the number of forms. -------------------------------------

/**
 * The window hash: each significant character shifts the hash 4 bits left and is XORed in, so after
 * MIN_FRAGMENT (8) characters the oldest one has left the 32 bits by itself: a rolling hash with nothing to
 * subtract. Collisions only cost a comparison: every candidate window is compared in full.
 */
const SHIFT = 32 / MIN_FRAGMENT;
// 16 KB: small enough to stay in the first-level cache while the scan runs, where a megabyte missed it on most
// characters of a busy run; a key's windows number in the thousands, so few ordinary windows reach the map.
const BITMAP_BITS = 17;

/** ASCII letters fold to lower case, so a form matches in any letter case (hex, %xx, shouting proxies). */
function fold(code: number): number {
  return code >= 65 && code <= 90 ? code + 32 : code;
}

/**
 * The characters a text keeps for matching, with their positions: line breaks are skipped (a key split across
 * lines, base64 wrapped at 76 columns) and so are the escapes "\n" and "\r" a JSON rendering gives them. A
 * backslash pairs with the character after it, so "\\n" (an escaped backslash, then n) is kept.
 */
function* significant(text: string): Generator<number> {
  let literal = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) continue;
    if (literal) literal = false;
    else if (c === 92 && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next === 110 || next === 114) {
        i++;
        continue;
      }
      literal = true;
    }
    yield i;
  }
}

function normalized(text: string): string {
  let out = '';
  for (const i of significant(text)) out += String.fromCharCode(fold(text.charCodeAt(i)));
  return out;
}

function hashOf(gram: string): number {
  let h = 0;
  for (let i = 0; i < gram.length; i++) h = (h << SHIFT) ^ gram.charCodeAt(i);
  return h;
}

const bitOf = (h: number): number => Math.imul(h, 0x9e3779b1) >>> (32 - BITMAP_BITS);

interface Model {
  /** One bit per hash bucket: most windows of an ordinary text stop here. */
  readonly bitmap: Uint8Array;
  /** hash -> the windows with that hash and the variable each belongs to. */
  readonly grams: Map<number, Array<[gram: string, labels: string[]]>>;
  /** Whole forms shorter than MIN_FRAGMENT (a short key): one regex, line breaks allowed between characters. */
  readonly short: ReadonlyArray<readonly [RegExp, ReadonlyMap<string, string>]>;
  /** Every whole form, for the partial-tail check. */
  readonly forms: Array<[form: string, label: string]>;
  /** What markIfClean gives a clean part: this key set's token, an empty object that holds nothing of the keys. */
  readonly mark: object;
}

function windowsOf(encoded: Encoded): string[] {
  // The key-dependent range is mapped onto the normalized text (only line breaks are removed, never inside a key).
  const text = normalized(encoded.text);
  const shift = encoded.text.length - text.length;
  const from = Math.max(0, encoded.from - shift);
  const to = Math.min(text.length, encoded.to);
  const out: string[] = [];
  for (let s = Math.max(0, from - MIN_FRAGMENT + 1); s + MIN_FRAGMENT <= text.length && s < to; s++)
    out.push(text.slice(s, s + MIN_FRAGMENT));
  return out;
}

const models = new Map<string, Model>();

function buildModel(keys: ReadonlyArray<readonly [string, string]>): Model {
  const id = JSON.stringify(keys);
  const cached = models.get(id);
  if (cached !== undefined) return cached;
  const bitmap = new Uint8Array(1 << (BITMAP_BITS - 3));
  const grams = new Map<number, Array<[string, string[]]>>();
  const shortForms = new Map<string, string>();
  const forms: Array<[string, string]> = [];
  const addGram = (gram: string, label: string) => {
    const h = hashOf(gram);
    const list = grams.get(h);
    const known = list?.find(([g]) => g === gram);
    if (known !== undefined) {
      if (!known[1].includes(label)) known[1].push(label);
      return;
    }
    const bit = bitOf(h);
    bitmap[bit >>> 3]! |= 1 << (bit & 7);
    if (list === undefined) grams.set(h, [[gram, [label]]]);
    else list.push([gram, [label]]);
  };
  for (const [name, key] of keys) {
    const label = `$${name}`;
    const encoded: Encoded[] = [
      ...characterForms(key).map((text) => ({ text, from: 0, to: text.length })),
      ...nearMissKeys(key).map((k) => ({ text: k.value, from: 0, to: k.value.length })),
      ...base64Forms(key),
    ];
    for (const e of encoded) {
      for (const gram of windowsOf(e)) addGram(gram, label);
      if (e.from === 0 && e.to === e.text.length && e.text.length >= MIN_WHOLE_FORM) {
        forms.push([e.text, label]);
        if (e.text.length < MIN_FRAGMENT && !shortForms.has(e.text.toLowerCase()))
          shortForms.set(e.text.toLowerCase(), label);
      }
    }
  }
  forms.sort((a, b) => b[0].length - a[0].length);
  const short: Array<[RegExp, Map<string, string>]> = [];
  if (shortForms.size > 0) {
    // Longest first, so a form inside another is not matched first; a line break may split the key anywhere.
    const alternatives = [...shortForms.keys()]
      .sort((a, b) => b.length - a.length)
      .map((form) => [...form].map((ch) => ch.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')).join('(?:\\r|\\n|\\\\[rn])*'));
    short.push([new RegExp(alternatives.join('|'), 'gi'), shortForms]);
  }
  const model: Model = { bitmap, grams, short, forms, mark: Object.freeze({}) };
  // A handful of key sets per process (the run's keys, the last-resort printer's): a small cache suffices.
  if (models.size > 16) models.clear();
  models.set(id, model);
  return model;
}

// The ring buffer of coveredRanges, allocated once: it runs on every string of every answer and report.
const ringPositions = new Int32Array(MIN_FRAGMENT);

// The scan's loop spells MIN_FRAGMENT (8, and 7 as its mask), SHIFT (4) and 32 - BITMAP_BITS (15) as literals: V8
// does not fold a module's constants into the loop, and the literals halve its time per character (measured).
if (MIN_FRAGMENT !== 8 || SHIFT !== 4 || BITMAP_BITS !== 17) throw new Error('coveredRanges spells these constants');

/** The stretches of a text covered by windows of any form: [start, end, label], sorted and merged. */
function coveredRanges(model: Model, text: string): Array<[number, number, string]> {
  const ranges: Array<[number, number, string]> = [];
  const tally: Array<Map<string, number>> = [];
  // A ring of where the last MIN_FRAGMENT significant characters stand in the text.
  const positions = ringPositions;
  const bitmap = model.bitmap;
  const length = text.length;
  let count = 0;
  let h = 0;
  let literal = false;
  // One tight loop (this runs over reports of megabytes): significant() and fold() inlined, and the rare window
  // whose bit is set looked at out of line. A character above the backslash (92) is no line break, no backslash
  // and no capital: it is kept as it is.
  for (let i = 0; i < length; i++) {
    let c = text.charCodeAt(i);
    if (c > 92) literal = false;
    else {
      if (c === 10 || c === 13) continue;
      if (literal) literal = false;
      else if (c === 92 && i + 1 < length) {
        const next = text.charCodeAt(i + 1);
        if (next === 110 || next === 114) {
          i++;
          continue;
        }
        // A backslash and the character it escapes are both kept, the second as it is (so "\\n" stays).
        literal = true;
      }
      if (c >= 65 && c <= 90) c += 32;
    }
    h = (h << 4) ^ c;
    positions[count & 7] = i;
    count++;
    if (count < 8) continue;
    const bit = Math.imul(h, 0x9e3779b1) >>> 15;
    if ((bitmap[bit >>> 3]! & (1 << (bit & 7))) !== 0) matchWindow(model, text, h, count, i, ranges, tally);
  }
  ranges.forEach((range, k) => {
    let best = 0;
    for (const [label, n] of tally[k] ?? []) if (n > best) [best, range[2]] = [n, label];
  });
  return ranges;
}

/**
 * The window ending at character i (the count-th significant one), whose hash is h: compared in full with the
 * windows of that hash, and added to the ranges (and its key's votes) when it is one.
 */
function matchWindow(
  model: Model,
  text: string,
  h: number,
  count: number,
  i: number,
  ranges: Array<[number, number, string]>,
  tally: Array<Map<string, number>>,
): void {
  const candidates = model.grams.get(h);
  if (candidates === undefined) return;
  const mask = MIN_FRAGMENT - 1;
  let gram = '';
  for (let k = 0; k < MIN_FRAGMENT; k++)
    gram += String.fromCharCode(fold(text.charCodeAt(ringPositions[(count + k) & mask]!)));
  const hit = candidates.find(([g]) => g === gram);
  if (hit === undefined) return;
  const start = ringPositions[count & mask]!;
  const last = ranges[ranges.length - 1];
  if (last !== undefined && start <= last[1]) last[1] = i + 1;
  else ranges.push([start, i + 1, '']);
  // A stretch is named after the key most of its windows belong to (two keys may share a prefix).
  const votes = (tally[ranges.length - 1] ??= new Map<string, number>());
  for (const label of hit[1]) votes.set(label, (votes.get(label) ?? 0) + 1);
}

/**
 * A piece of a text to be written. `checkedBy` is the mark a scrubber gave it when it found the piece clean alone
 * (Scrubber.markIfClean): a scrubber with the same keys then looks only at where it meets its neighbours.
 */
export interface TextPart {
  readonly text: string;
  readonly checkedBy?: object | undefined;
}

/** Significant characters a joint reaches on each side: twice a window, so every window across it is inside. */
const JOINT_CHARS = 2 * MIN_FRAGMENT;

/** A character that counts toward a joint's reach: never a line break, a backslash, or the letter of an escaped break. */
function countsAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c === 10 || c === 13 || c === 92) return false;
  return !((c === 110 || c === 114) && i > 0 && text.charCodeAt(i - 1) === 92);
}

/**
 * The stretch to look at around a joint: JOINT_CHARS counted characters on each side. Every window that crosses
 * the joint lies inside it, and so does every character whose reading an escape across the joint could change
 * (the scan skips line breaks and escaped ones, and reads a backslash with the character after it).
 */
function jointAround(text: string, at: number): [number, number] {
  let start = at;
  for (let n = 0; start > 0 && n < JOINT_CHARS;) if (countsAt(text, --start)) n++;
  let end = at;
  for (let n = 0; end < text.length && n < JOINT_CHARS; end++) if (countsAt(text, end)) n++;
  return [start, end];
}

/** Replaces every secret form of the given keys by its variable name, e.g. "$API_KEY". */
export class Scrubber {
  // A true private field: a scrubber written out (JSON.stringify, util.inspect of an event) shows none of the forms.
  readonly #model: Model | undefined;

  constructor(keys: ReadonlyArray<readonly [name: string, key: string | undefined]>) {
    const present = keys.filter((k): k is readonly [string, string] => k[1] !== undefined && k[1] !== '');
    this.#model = present.length === 0 ? undefined : buildModel(present);
  }

  scrub(text: string): string {
    return this.scrubFound(text).text;
  }

  /**
   * Scrubs a text and says whether it held any secret form. When it held none the text comes back as it was
   * and cannot leak (leaks() looks for the same windows), so a caller may skip a second look.
   */
  scrubFound(text: string): { text: string; found: boolean } {
    const model = this.#model;
    if (model === undefined || text === '') return { text, found: false };
    let out = text;
    let found = false;
    const ranges = text.length < MIN_FRAGMENT ? [] : coveredRanges(model, text);
    if (ranges.length > 0) {
      found = true;
      let built = '';
      let at = 0;
      for (const [start, end, label] of ranges) {
        built += text.slice(at, start) + label;
        at = end;
      }
      out = built + text.slice(at);
    }
    for (const [pattern, labels] of model.short)
      out = out.replace(pattern, (m) => {
        found = true;
        return labels.get(m.replace(/\r|\n|\\[rn]/g, '').toLowerCase()) ?? labels.values().next().value ?? '';
      });
    return { text: out, found };
  }

  /** This scrubber's mark when the text holds no secret form (the part may then skip a look), else undefined. */
  markIfClean(text: string): object | undefined {
    return this.#model !== undefined && !this.leaks(text) ? this.#model.mark : undefined;
  }

  /**
   * scrubFound over the parts joined, looking only at what no part's mark covers: parts without one whole, and
   * the joints between parts. When anything is found the whole text is scrubbed as scrubFound does, so the
   * result is always scrubFound's.
   */
  scrubFoundParts(parts: readonly TextPart[]): { text: string; found: boolean } {
    const text = parts.map((p) => p.text).join('');
    const model = this.#model;
    if (model === undefined) return { text, found: false };
    const stretches: Array<[number, number]> = [];
    let at = 0;
    for (const [i, part] of parts.entries()) {
      const end = at + part.text.length;
      if (part.checkedBy !== model.mark) stretches.push([jointAround(text, at)[0], jointAround(text, end)[1]]);
      else if (i > 0) stretches.push(jointAround(text, at));
      at = end;
    }
    let from = -1;
    let to = -1;
    for (const [start, end] of [...stretches, [Infinity, Infinity] as [number, number]]) {
      if (start <= to) {
        to = Math.max(to, end);
        continue;
      }
      if (to > from && this.leaks(text.slice(from, to))) return this.scrubFound(text);
      [from, to] = [start, end];
    }
    return { text, found: false };
  }

  /** Scrubs every string (and object key) inside a JSON-like value, e.g. a whole report model before it is written. */
  scrubDeep<T>(value: T): T {
    if (this.#model === undefined) return value;
    const json = JSON.stringify(value);
    // One pass over the whole text first (the JSON escapes are forms too): string by string only when it leaks,
    // and the value itself when nothing does, as when there is no key at all.
    if (json === undefined || !this.leaks(json)) return value;
    return JSON.parse(json, (_key, node: unknown) => this.scrubJsonNode(node)) as T;
  }

  /**
   * Drops a trailing fragment that could be the start of a secret form (at least 4 characters), for text
   * that was cut at an arbitrary byte: a key the cut split in two may have too few characters left to match.
   */
  dropPartialTail(text: string): string {
    const model = this.#model;
    if (model === undefined) return text;
    let cutAt = text.length;
    const last = coveredRanges(model, text).at(-1);
    if (last !== undefined && last[1] === text.length) cutAt = last[0];
    const lower = text.toLowerCase();
    for (const [form] of model.forms) {
      const f = form.toLowerCase();
      for (let n = Math.min(f.length - 1, MIN_FRAGMENT - 1, text.length); n >= MIN_WHOLE_FORM; n--) {
        if (lower.endsWith(f.slice(0, n))) {
          cutAt = Math.min(cutAt, text.length - n);
          break;
        }
      }
    }
    return text.slice(0, cutAt);
  }

  /** A JSON.parse reviver step: strings scrubbed, object keys scrubbed, everything else as parsed. */
  scrubJsonNode(value: unknown): unknown {
    if (typeof value === 'string') return this.scrub(value);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const record = value as Record<string, unknown>;
    if (!Object.keys(record).some((k) => this.leaks(k))) return value;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(record))
      Object.defineProperty(out, this.scrub(k), { value: v, enumerable: true, writable: true, configurable: true });
    return out;
  }

  /** True when text still holds a secret form or a fragment of one; the writers assert this never happens. */
  leaks(text: string): boolean {
    const model = this.#model;
    if (model === undefined) return false;
    if (text.length < MIN_FRAGMENT && model.short.length === 0) return false;
    return (
      coveredRanges(model, text).length > 0 ||
      model.short.some(([pattern]) => new RegExp(pattern.source, 'i').test(text))
    );
  }
}

/**
 * A URL as it may be echoed in a message: credentials in the userinfo and the values of the query string
 * replaced by "***", so `https://user:PW@host/?token=T` never reaches a terminal or a CI log.
 */
export function redactUrl(raw: string): string {
  // Hand-rolled on the text, not via the URL API: the text may not parse, which is often why it is echoed.
  const query = (q: string) =>
    `?${q
      .slice(1)
      .split('&')
      .map((part) => (part.includes('=') ? `${part.slice(0, part.indexOf('=') + 1)}***` : '***'))
      .join('&')}`;
  return raw
    .replace(/^([A-Za-z][A-Za-z0-9+.-]*:\/\/)[^/?#]*@/, (_m, scheme: string) => `${scheme}***@`)
    .replace(/\?[^#]*/, query)
    .replace(/#.+$/, '#***');
}
