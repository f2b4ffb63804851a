// Every form in which an API key could reach a byte we write: the key itself, the near-miss keys the
// suite derives from it, and its encodings. One list, so the scrubber and the auth probes never disagree.

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

function base64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}

/** Every string derived from a key that must never be written, longest first so replacements nest well. */
export function secretForms(key: string): string[] {
  const forms = new Set<string>([
    key,
    key.toUpperCase(),
    key.toLowerCase(),
    encodeURIComponent(key),
    base64(key),
    base64(`${key}:`),
    base64(`:${key}`),
    ...nearMissKeys(key).map((k) => k.value),
  ]);
  // A form shorter than 4 characters would scrub ordinary words; config rejects such keys anyway.
  return [...forms].filter((f) => f.length >= 4).sort((a, b) => b.length - a.length);
}

/** Replaces every secret form of the given keys by its variable name, e.g. "$API_KEY". */
export class Scrubber {
  private readonly pairs: Array<[string, string]> = [];

  constructor(keys: ReadonlyArray<readonly [name: string, key: string | undefined]>) {
    for (const [name, key] of keys) {
      if (key === undefined || key === '') continue;
      for (const form of secretForms(key)) this.pairs.push([form, `$${name}`]);
    }
    this.pairs.sort((a, b) => b[0].length - a[0].length);
  }

  scrub(text: string): string {
    let out = text;
    for (const [form, label] of this.pairs) if (out.includes(form)) out = out.split(form).join(label);
    return out;
  }

  /** Scrubs every string inside a JSON-like value (used on whole report models before they are written). */
  scrubDeep<T>(value: T): T {
    return JSON.parse(this.scrub(JSON.stringify(value))) as T;
  }

  /**
   * Drops a trailing fragment that could be the start of a secret form (at least 4 characters), for text
   * that was cut at an arbitrary byte: scrubbing alone cannot see a key the cut split in two.
   */
  dropPartialTail(text: string): string {
    let cutAt = text.length;
    for (const [form] of this.pairs) {
      for (let n = Math.min(form.length - 1, text.length); n >= 4; n--) {
        if (text.endsWith(form.slice(0, n))) {
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
    for (const [k, v] of Object.entries(record)) Object.defineProperty(out, this.scrub(k), { value: v, enumerable: true, writable: true, configurable: true });
    return out;
  }

  /** True when text still holds a secret form; the writers assert this never happens. */
  leaks(text: string): boolean {
    return this.pairs.some(([form]) => text.includes(form));
  }
}

const remembered: Array<readonly [string, string]> = [];

/**
 * Remembers a key for the process's last-resort scrubber (the one-line fatal error in main.ts), which must
 * also know keys that came from a .env file rather than the environment.
 */
export function rememberSecret(name: string, key: string | undefined): void {
  if (key !== undefined && key !== '' && !remembered.some(([n, k]) => n === name && k === key)) remembered.push([name, key]);
}

export function rememberedSecrets(): ReadonlyArray<readonly [string, string]> {
  return remembered;
}
