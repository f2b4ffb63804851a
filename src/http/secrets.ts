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

  /** True when text still holds a secret form; the writers assert this never happens. */
  leaks(text: string): boolean {
    return this.pairs.some(([form]) => text.includes(form));
  }
}
