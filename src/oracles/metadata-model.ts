// The metadata rules of spec 2.1 as a pure model: what a create or an update does to an order's metadata,
// given the keys enabled for the account, and how the metadata a read shows compares with the model's.

/** An order's metadata as the model holds it: key -> value, every value a string (2.1.2). */
export type Metadata = ReadonlyMap<string, string>;

/** A metadata object as sent on create (4.2): keys in the order they appear in the JSON object. */
export type CreateInput = ReadonlyArray<readonly [key: string, value: string]>;

/** A metadata object as sent on update (4.3): a value is a string, or null to remove the key. */
export type UpdateInput = ReadonlyArray<readonly [key: string, value: string | null]>;

/** 2.1.1: "Key names consist of lowercase letters and underscores." */
export const KEY_NAME = /^[a-z_]+$/;

export type KeyKind = 'enabled' | 'not-enabled' | 'invalid';

/**
 * Where a key stands for an account. A key that breaks 2.1.1 is "invalid": it can never be enabled, so the server
 * ignores it like any key that is not enabled (2.1.3), or may refuse the request as invalid parameters (7).
 */
export function keyKind(key: string, enabled: readonly string[]): KeyKind {
  if (!KEY_NAME.test(key)) return 'invalid';
  return enabled.includes(key) ? 'enabled' : 'not-enabled';
}

/**
 * Whether a request carrying this metadata must succeed, or may instead be refused with 400.
 * 2.1.3: a key that is not enabled "is silently ignored, and the request still succeeds". A key that breaks the
 * naming rule is also never enabled, but a server may equally treat it as an invalid parameter; the spec does not
 * list the conditions that produce 400 (7), so both answers are allowed.
 */
export function mayRefuse(input: ReadonlyArray<readonly [string, unknown]> | undefined): boolean {
  return (input ?? []).some(([key]) => !KEY_NAME.test(key));
}

/** The metadata of a newly created order (4.2): the enabled keys sent, with their values exactly as sent (2.1.2, 2.1.3). */
export function applyCreate(input: CreateInput | undefined, enabled: readonly string[]): Metadata {
  const next = new Map<string, string>();
  for (const [key, value] of input ?? []) {
    // 2.1.3: a key that is not enabled is silently ignored.
    if (keyKind(key, enabled) === 'enabled') next.set(key, value);
  }
  return next;
}

/** The metadata after an update (4.3); `undefined` input means the request omitted metadata entirely. */
export function applyUpdate(state: Metadata, input: UpdateInput | undefined, enabled: readonly string[]): Metadata {
  // 2.1.6: when metadata is omitted entirely, the existing metadata is unchanged.
  if (input === undefined) return state;
  // 2.1.4: the supplied metadata is merged over the existing metadata (so an empty object changes nothing).
  const next = new Map(state);
  for (const [key, value] of input) {
    // 2.1.3: a key that is not enabled is silently ignored, null or not.
    if (keyKind(key, enabled) !== 'enabled') continue;
    // 2.1.5: a key set to null is removed (and removing an absent key changes nothing).
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/**
 * The update that takes an order holding `held` to what a create of `input` stores (4.2): null for every held key the
 * input does not name (2.1.5), then the input merged over the rest (2.1.4). Lets generated sequences share one order
 * and still start each from the state an order of its own would have.
 */
export function resetTo(held: Metadata, input: CreateInput): UpdateInput {
  const named = new Set(input.map(([key]) => key));
  const removed = [...held.keys()].filter((key) => !named.has(key)).map((key): [string, null] => [key, null]);
  return [...removed, ...input];
}

export interface ReadDifference {
  readonly kind: 'not-an-object' | 'missing-key' | 'unexpected-key' | 'not-a-string' | 'wrong-value';
  readonly key?: string;
  /** One sentence a vendor can act on. */
  readonly message: string;
}

/**
 * Compares the `metadata` field of an order as read (undefined when absent) with what the model expects.
 * Only own properties count, so a key like "constructor" is compared as data, never inherited.
 */
export function compareRead(expected: Metadata, read: unknown): ReadDifference[] {
  if (typeof read !== 'object' || read === null || Array.isArray(read)) {
    return [
      {
        kind: 'not-an-object',
        message: `metadata is ${describeValue(read)}, expected an object (spec 2.1: returned whenever the order is read)`,
      },
    ];
  }
  const differences: ReadDifference[] = [];
  const entries = Object.entries(read as Record<string, unknown>);
  const seen = new Set<string>();
  for (const [key, value] of entries) {
    seen.add(key);
    const want = expected.get(key);
    if (typeof value !== 'string') {
      differences.push({
        kind: 'not-a-string',
        key,
        message: `${JSON.stringify(key)} is ${describeValue(value)}, expected ${want === undefined ? 'no such key' : `the string ${quote(want)}`} (2.1.2: all values are strings)`,
      });
    } else if (want === undefined) {
      differences.push({
        kind: 'unexpected-key',
        key,
        message: `${JSON.stringify(key)} is present (${quote(value)}), expected no such key`,
      });
    } else if (value !== want) {
      differences.push({
        kind: 'wrong-value',
        key,
        message: `${JSON.stringify(key)} is ${quote(value)}, expected ${quote(want)}${hint(want, value)}`,
      });
    }
  }
  for (const [key, want] of expected) {
    if (!seen.has(key))
      differences.push({
        kind: 'missing-key',
        key,
        message: `${JSON.stringify(key)} is missing, expected ${quote(want)}`,
      });
  }
  return differences;
}

/** The differences as one readable line, the first `max` in full and a count of the rest (a hostile read may differ in thousands of keys). */
export function describeDifferences(differences: readonly ReadDifference[], max = 8): string {
  const shown = differences
    .slice(0, max)
    .map((d) => d.message)
    .join('; ');
  return differences.length > max ? `${shown}; …and ${differences.length - max} more differences` : shown;
}

/** The model's metadata as the JSON object a read should show. */
export function toJsonObject(metadata: Metadata | ReadonlyArray<readonly [string, unknown]>): Record<string, unknown> {
  // Object.fromEntries defines own data properties, so "__proto__" or "constructor" stay ordinary keys.
  return Object.fromEntries(metadata);
}

/** How two strings differ, when the difference has a recognisable cause worth naming. */
function hint(want: string, got: string): string {
  if (got === want.trim() && got !== want) return ' (surrounding whitespace was trimmed)';
  if (got.normalize('NFC') === want.normalize('NFC')) return ' (the same text in another Unicode normalization form)';
  if (want.startsWith(got) && got.length < want.length)
    return ` (cut after ${[...got].length} of ${[...want].length} characters)`;
  if (got === want.replace(/[\u{10000}-\u{10FFFF}]/gu, ''))
    return ' (characters outside the Basic Multilingual Plane were dropped)';
  if (got === latin1Misreading(want)) return ' (UTF-8 bytes read back as Latin-1)';
  return '';
}

/** The text a server shows when it reads the UTF-8 bytes of `text` as Latin-1 (one character per byte). */
function latin1Misreading(text: string): string {
  return Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('');
}

function quote(text: string): string {
  return JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `the string ${quote(value)}`;
  return `the ${typeof value} ${String(value)}`;
}
