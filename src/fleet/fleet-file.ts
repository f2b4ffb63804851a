// The fleet file (`run --targets fleet.json`): parsed and validated as plain data, before any request.
// Keys are named by environment variable, never written in the file; a value that looks like a key is refused.

import { parseUserJson } from '../config/json-text.js';
import { UsageError } from '../errors.js';
import { didYouMean } from '../help/suggest.js';

export interface FleetTarget {
  /** Names the target's report folder (<report dir>/<name>/) and its matrix column. */
  readonly name: string;
  readonly ordersBaseUrl: string;
  readonly scanFormsBaseUrl?: string;
  /** The NAME of the environment variable that holds the target's API key. */
  readonly apiKeyEnv: string;
  readonly secondApiKeyEnv?: string;
  /** A PEM bundle, relative to the fleet file's folder unless absolute. */
  readonly caFile?: string;
  readonly enabledMetadataKeys?: readonly string[];
  /** Keys enabled for the account of secondApiKeyEnv (SECOND_ENABLED_METADATA_KEYS). */
  readonly secondEnabledMetadataKeys?: readonly string[];
  /** Shown in the matrix column; never interpreted. */
  readonly productVersion?: string;
  /** This target's own rate ceiling and deadline, over the run-wide MAX_RPS and RUN_DEADLINE_MS. */
  readonly maxRps?: number;
  readonly deadlineMs?: number;
}

export interface FleetFile {
  readonly targets: readonly FleetTarget[];
}

const STRING_FIELDS = [
  'name',
  'ordersBaseUrl',
  'scanFormsBaseUrl',
  'apiKeyEnv',
  'secondApiKeyEnv',
  'caFile',
  'productVersion',
] as const;
const NUMBER_FIELDS = ['maxRps', 'deadlineMs'] as const;
const KEY_LIST_FIELDS = ['enabledMetadataKeys', 'secondEnabledMetadataKeys'] as const;
const FIELDS = new Set<string>([...STRING_FIELDS, ...NUMBER_FIELDS, ...KEY_LIST_FIELDS]);
const REQUIRED = ['name', 'ordersBaseUrl', 'apiKeyEnv'] as const;

/** A folder name on every system, so `<report dir>/<name>/` can never climb out of the report dir. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** An environment variable name as shells and CI systems write them. */
const ENV_NAME = /^[A-Z][A-Z0-9_]*$/;

/** Shapes of well-known credentials: API keys of common services, tokens, JWTs, PEM private keys. */
const SECRET_SHAPES: readonly RegExp[] = [
  /^(sk|pk|rk)_(live|test)_/i,
  /^(ghp|gho|ghs|ghu|ghr|github_pat)_/,
  /^xox[abposr]-/,
  /^AKIA[0-9A-Z]{12,}/,
  /^eyJ[\w-]+\.[\w-]+/,
  /^(bearer|basic|token)\s+\S/i,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
];

/**
 * True when a value reads like a credential rather than a name, URL or path: a known key shape, or a long
 * unbroken token mixing upper case, lower case and digits, or a long hex string (how generated keys look, and
 * names rarely do). `shapesOnly` checks the known shapes alone.
 */
export function looksLikeSecret(value: string, shapesOnly = false): boolean {
  if (SECRET_SHAPES.some((shape) => shape.test(value))) return true;
  if (shapesOnly) return false;
  for (const token of value.split(/[\s/:?&=@#,;._-]+/)) {
    if (token.length >= 20 && /[a-z]/.test(token) && /[A-Z]/.test(token) && /\d/.test(token)) return true;
    if (token.length >= 32 && /^[A-Fa-f0-9]+$/.test(token)) return true;
  }
  return false;
}

/** A URL with a key in it: user info, or a query (where keys end up in logs). Checked without echoing it. */
function urlCarriesSecret(raw: string): boolean {
  try {
    const url = new URL(raw);
    return url.username !== '' || url.password !== '' || url.search !== '';
  } catch {
    return false;
  }
}

function fail(where: string, message: string): never {
  throw new UsageError(`${where}: ${message}`);
}

/** A value shaped like a key, anywhere in the entry, is refused without being quoted. */
function refuseSecrets(entry: Record<string, unknown>, label: string): void {
  for (const [field, value] of Object.entries(entry)) {
    if (typeof value !== 'string') continue;
    const isUrl = field.endsWith('BaseUrl');
    // A product version may well be a commit hash, so only the known key shapes are refused there.
    if (looksLikeSecret(value, field === 'productVersion') || (isUrl && urlCarriesSecret(value))) {
      fail(
        label,
        `"${field}" looks like a secret; keys never go in the fleet file: export the key in an environment variable and put that variable's NAME in "apiKeyEnv" (or "secondApiKeyEnv")`,
      );
    }
  }
}

/** Known fields only (a key-like field name gets a pointed message), the required ones, each of its type. */
function checkFields(entry: Record<string, unknown>, label: string): void {
  for (const field of Object.keys(entry)) {
    if (FIELDS.has(field)) continue;
    // The known field it resembles ("ordersBaseURL", "apiKeyEnvv"), then, for a key-like name, where keys go.
    const near = looksLikeSecret(field) ? '' : didYouMean(field, [...FIELDS]);
    const keys =
      'keys never go in the fleet file: name the environment variable that holds it in "apiKeyEnv" or "secondApiKeyEnv"';
    if (/key|secret|token|password/i.test(field))
      fail(label, `"${field}" is not a fleet field${near === '' ? `; ${keys}` : `${near} (${keys})`}`);
    fail(label, `"${field}" is not a fleet field${near === '' ? ` (known: ${[...FIELDS].join(', ')})` : near}`);
  }
  for (const field of REQUIRED) if (entry[field] === undefined) fail(label, `"${field}" is missing`);
  for (const field of STRING_FIELDS) {
    const value = entry[field];
    if (value !== undefined && (typeof value !== 'string' || value.trim() === ''))
      fail(label, `"${field}" must be a non-empty string`);
  }
  for (const field of NUMBER_FIELDS) {
    const value = entry[field];
    if (value !== undefined && (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0))
      fail(label, `"${field}" must be a whole number of at least 0`);
  }
}

function parseTarget(raw: unknown, index: number, source: string): FleetTarget {
  const at = `${source}: targets[${index}]`;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    fail(at, 'must be an object like {"name": "eu", "ordersBaseUrl": "https://...", "apiKeyEnv": "EU_API_KEY"}');
  const entry = raw as Record<string, unknown>;
  const label =
    typeof entry.name === 'string' && NAME.test(entry.name) && !looksLikeSecret(entry.name)
      ? `${source}: target "${entry.name}"`
      : at;

  // Secrets first, before any other message could quote a value: the file must never hold a key.
  refuseSecrets(entry, label);
  checkFields(entry, label);
  const name = entry.name as string;
  if (!NAME.test(name))
    fail(
      at,
      `"name" must be 1-64 letters, digits, ".", "_" or "-", starting with a letter or digit (it names the report folder)`,
    );
  for (const field of ['apiKeyEnv', 'secondApiKeyEnv'] as const) {
    const value = entry[field];
    // The value is not quoted: something that is not a variable name may well be a pasted key.
    if (typeof value === 'string' && !ENV_NAME.test(value))
      fail(
        label,
        `"${field}" must be the NAME of an environment variable (upper case, digits, "_"; e.g. EU_API_KEY), not the key itself`,
      );
  }
  if (entry.secondApiKeyEnv !== undefined && entry.secondApiKeyEnv === entry.apiKeyEnv)
    fail(
      label,
      '"secondApiKeyEnv" names the same variable as "apiKeyEnv"; the second key must belong to another account',
    );
  for (const field of KEY_LIST_FIELDS) {
    const keys = entry[field];
    if (keys !== undefined && (!Array.isArray(keys) || keys.some((k) => typeof k !== 'string')))
      fail(label, `"${field}" must be a list of strings, e.g. ["gift_note"]`);
  }

  const out: Record<string, unknown> = {};
  for (const field of [...STRING_FIELDS, ...NUMBER_FIELDS])
    if (entry[field] !== undefined) out[field] = typeof entry[field] === 'string' ? entry[field].trim() : entry[field];
  for (const field of KEY_LIST_FIELDS) if (entry[field] !== undefined) out[field] = [...(entry[field] as string[])];
  return Object.freeze(out) as unknown as FleetTarget;
}

/** Parses and validates the fleet file's text; `source` names it in every message. Throws UsageError. */
export function parseFleet(text: string, source: string): FleetFile {
  // A syntax error is told by line and column, never by the text near it, which could be a key.
  const value = parseUserJson(
    text,
    source,
    '; a fleet file is {"targets": [{"name": ..., "ordersBaseUrl": ..., "apiKeyEnv": ...}]}',
  );
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new UsageError(`${source} must be an object {"targets": [...]}`);
  const extra = Object.keys(value).filter((k) => k !== 'targets');
  if (extra.length > 0)
    throw new UsageError(
      `${source}: ${extra.map((k) => `"${k}"`).join(', ')} is not a fleet file field; only "targets" is`,
    );
  const targets = (value as { targets?: unknown }).targets;
  if (!Array.isArray(targets) || targets.length === 0)
    throw new UsageError(`${source}: "targets" must be a non-empty list`);
  const parsed = targets.map((t, i) => parseTarget(t, i, source));
  const seen = new Set<string>();
  for (const t of parsed) {
    // Names are compared without case: two report folders differing in case collide on macOS and Windows.
    const key = t.name.toLowerCase();
    if (seen.has(key))
      throw new UsageError(`${source}: two targets are named "${t.name}"; each name needs its own report folder`);
    seen.add(key);
  }
  return Object.freeze({ targets: Object.freeze(parsed) });
}
