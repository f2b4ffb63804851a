// Environment and flags -> one validated, frozen run configuration, or a UsageError naming the fix.
// Precedence: command-line flags over the real environment over `.env` (loaded with dotenv, never overriding).

import { createRequire } from 'node:module';
import type * as Dotenv from 'dotenv';
import { UsageError } from '../errors.js';
import { readInputFile } from './input-file.js';
import { redactUrl } from '../evidence/secrets.js';

/** Everything a run needs before it knows whether the target is embedded. */
export interface RunConfig {
  /** Undefined means: start the embedded reference server. */
  readonly ordersBaseUrl: string | undefined;
  readonly scanFormsBaseUrl: string | undefined;
  readonly ordersApiPrefix: string;
  readonly scanFormsApiPrefix: string;
  readonly apiKey: string | undefined;
  readonly secondApiKey: string | undefined;
  readonly enabledMetadataKeys: readonly string[] | undefined;
  /** Metadata keys enabled for the account of SECOND_API_KEY (spec 2.1.3); undefined when not given. */
  readonly secondEnabledMetadataKeys: readonly string[] | undefined;
  readonly caFile: string | undefined;
  readonly caPem: string | undefined;
  readonly reportDir: string;
  readonly seed: number;
  readonly numRuns: number;
  /** COVERAGE_DEPTH=deep: the deeper coverage phase (TargetConfig.coverageDepth). */
  readonly coverageDepth?: 'deep';
  readonly orderReferencePrefix: string;
  readonly requestTimeoutMs: number;
  readonly runDeadlineMs: number;
  readonly maxRps: number;
  readonly maxRetryAfterMs: number;
}

export type Env = Readonly<Record<string, string | undefined>>;

/** The variables the suite reads; a `.env` line setting one of them is checked for a value dotenv would cut. */
export const SUITE_VARIABLES: readonly string[] = [
  'ORDERS_BASE_URL',
  'SCAN_FORMS_BASE_URL',
  'ORDERS_API_PREFIX',
  'SCAN_FORMS_API_PREFIX',
  'API_KEY',
  'SECOND_API_KEY',
  'ENABLED_METADATA_KEYS',
  'SECOND_ENABLED_METADATA_KEYS',
  'CA_FILE',
  'REPORT_DIR',
  'SEED',
  'NUM_RUNS',
  'COVERAGE_DEPTH',
  'ORDER_REFERENCE_PREFIX',
  'REQUEST_TIMEOUT_MS',
  'RUN_DEADLINE_MS',
  'MAX_RPS',
  'MAX_RETRY_AFTER_MS',
  'EXPECTATIONS_FILE',
  'CERTIFY_VENDOR',
  'CERTIFY_PRODUCT',
  'CERTIFY_PRODUCT_VERSION',
  'CERTIFY_SIGN_KEY',
];

/**
 * Lines of a `.env` text where dotenv cuts a suite variable at an unquoted "#" (`API_KEY=abc#def` reads as
 * "abc"): one warning each, naming the line and the variable, never the value (it may be a key). A "#" after
 * white space (`NUM_RUNS=12 # more later`) is the comment it looks like and is not reported.
 */
export function dotenvWarnings(text: string, path: string): string[] {
  const warnings: string[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const match = /^\s*(?:export\s+)?([\w.-]+)\s*=\s*(.*)$/.exec(line);
    if (match === null || !SUITE_VARIABLES.includes(match[1]!)) return;
    const value = match[2]!;
    if (/^['"`]/.test(value)) return;
    const hash = value.indexOf('#');
    if (hash === -1 || (hash > 0 && /\s/.test(value[hash - 1]!))) return;
    warnings.push(
      `${path} line ${index + 1}: the value of ${match[1]} holds an unquoted "#", and dotenv cuts the value there (keeping ${hash} characters); quote it: ${match[1]}="..."`,
    );
  });
  return warnings;
}

/**
 * Reads `.env` from `path` if it exists; a missing file is normal, an unreadable one is not. Values dotenv
 * would cut at "#" are reported through `warn` (the run goes on: the cut value may still be right).
 */
export function readDotenv(path: string, warn: (message: string) => void = () => {}): Env {
  let text: string;
  try {
    text = readInputFile(path, 'dotenv');
  } catch (error) {
    if (error instanceof UsageError) throw error;
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new UsageError(`cannot read ${path}: ${(error as Error).message}`);
  }
  for (const warning of dotenvWarnings(text, path)) warn(warning);
  // Loaded only when there is a file to parse: most runs in CI have none, and dotenv takes a while to load.
  const { parse } = createRequire(import.meta.url)('dotenv') as typeof Dotenv;
  return parse(text);
}

/** Merges the sources in precedence order: flags, then the real environment, then `.env`. */
export function mergeSources(dotenv: Env, env: Env, flags: Env): Env {
  const merged: Record<string, string | undefined> = { ...dotenv };
  for (const source of [env, flags]) {
    for (const [name, value] of Object.entries(source)) if (value !== undefined) merged[name] = value;
  }
  return merged;
}

function blankToUndefined(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

function parseBaseUrl(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    // Echoed with credentials and query values hidden: a pasted `https://user:PW@host` must not reach a CI log.
    throw new UsageError(`${name} is not a URL ("${redactUrl(raw)}"); expected e.g. https://staging.example.com`);
  }
  // Spec 5.3: all requests must be made over HTTPS, so an http:// target is a configuration error.
  if (url.protocol !== 'https:') {
    throw new UsageError(
      `${name} must use https:// (spec 5.3: all requests are made over HTTPS); got ${url.protocol}//`,
    );
  }
  if (url.search !== '' || url.hash !== '')
    throw new UsageError(`${name} must not carry a query or fragment ("${redactUrl(raw)}")`);
  if (url.username !== '' || url.password !== '')
    throw new UsageError(`${name} must not carry credentials; put the key in API_KEY`);
  return url.href.replace(/\/+$/, '');
}

function parseInteger(name: string, raw: string | undefined, fallback: number, min: number): number {
  if (raw === undefined) return fallback;
  if (!/^-?\d+$/.test(raw)) throw new UsageError(`${name} must be a whole number; got "${raw}"`);
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min) throw new UsageError(`${name} must be at least ${min}; got ${raw}`);
  return value;
}

function parseKey(name: string, raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  // A header value cannot carry control characters; catching it here beats an opaque undici error later.
  if (/[\s\u0000-\u001f\u007f]/.test(raw))
    throw new UsageError(`${name} contains white space or control characters; check how it was pasted`);
  if (raw.length < 4) throw new UsageError(`${name} is too short to be an API key (${raw.length} characters)`);
  // An HTTP header carries Latin-1 at most (RFC 9110 5.5): a key beyond it cannot be sent, whatever the target.
  const beyond = [...raw].find((ch) => ch.codePointAt(0)! > 0xff);
  if (beyond !== undefined)
    throw new UsageError(
      `${name} holds a character beyond Latin-1, which an HTTP header cannot carry; check how it was pasted`,
    );
  return raw;
}

function parsePrefix(name: string, raw: string | undefined, fallback: string): string {
  if (raw === undefined) return fallback;
  if (!/^\/[A-Za-z0-9._~\-/]*[A-Za-z0-9._~-]$/.test(raw))
    throw new UsageError(`${name} must look like /v1.0 (a path starting with "/"); got "${raw}"`);
  return raw;
}

/**
 * A list of enabled keys, or undefined when none is given: an empty list (`ENABLED_METADATA_KEYS=`, as `init` writes
 * it) says nothing about the account, so it means unknown, never "the account enables no key" (spec 2.1.3: keys are
 * enabled through the service's support, which the user may not have asked yet).
 */
function parseMetadataKeys(name: string, raw: string | undefined): string[] | undefined {
  if (raw === undefined) return undefined;
  const keys = raw
    .split(',')
    .map((k) => k.trim())
    .filter((k) => k !== '');
  if (keys.length === 0) return undefined;
  for (const key of keys) {
    // Spec 2.1.1: key names consist of lowercase letters and underscores; any other key cannot be enabled.
    if (!/^[a-z_]+$/.test(key))
      throw new UsageError(`${name}: "${key}" is not a metadata key (spec 2.1.1: lowercase letters and underscores)`);
  }
  return [...new Set(keys)];
}

function readCa(path: string): string {
  let pem: string;
  try {
    pem = readInputFile(path, 'ca');
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(
      `CA_FILE ${path} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}); point it at a PEM bundle`,
    );
  }
  if (!pem.includes('-----BEGIN CERTIFICATE-----'))
    throw new UsageError(`CA_FILE ${path} holds no PEM certificate ("-----BEGIN CERTIFICATE-----")`);
  return pem;
}

/**
 * The suite's namespace on an account when ORDER_REFERENCE_PREFIX is not set: the same for every run, so the orders
 * runs keep (fixtures, edge references) are found and reused however long the account is tested, and each run's
 * own orders sit under a token drawn for it.
 */
export function defaultReferencePrefix(): string {
  return 'osfc-';
}

type Lookup = (name: string) => string | undefined;

/** The target and its accounts, checked together: a half-configured target is refused, never run. */
function targetAccounts(
  get: Lookup,
): Pick<RunConfig, 'ordersBaseUrl' | 'scanFormsBaseUrl' | 'apiKey' | 'secondApiKey' | 'secondEnabledMetadataKeys'> {
  const ordersRaw = get('ORDERS_BASE_URL');
  const scanRaw = get('SCAN_FORMS_BASE_URL');
  const apiKey = parseKey('API_KEY', get('API_KEY'));
  const secondApiKey = parseKey('SECOND_API_KEY', get('SECOND_API_KEY'));
  // A key read from .env is not in process.env; the last-resort error printer must still know to hide it.

  if (ordersRaw === undefined) {
    // Without a target the embedded server is used; a lone key or scan URL means a half-configured target,
    // and passing the embedded server then would be a green verdict the user never asked for.
    if (scanRaw !== undefined)
      throw new UsageError(
        'SCAN_FORMS_BASE_URL is set but ORDERS_BASE_URL is not; set both (or neither, to run against the embedded reference server)',
      );
    if (apiKey !== undefined)
      throw new UsageError(
        'API_KEY is set but ORDERS_BASE_URL is not; set ORDERS_BASE_URL to the server API_KEY belongs to (the embedded reference server, used when neither is set, has keys of its own)',
      );
  }
  const ordersBaseUrl = ordersRaw === undefined ? undefined : parseBaseUrl('ORDERS_BASE_URL', ordersRaw);
  const scanFormsBaseUrl = scanRaw === undefined ? ordersBaseUrl : parseBaseUrl('SCAN_FORMS_BASE_URL', scanRaw);
  if (ordersBaseUrl !== undefined && apiKey === undefined)
    throw new UsageError('ORDERS_BASE_URL is set but API_KEY is not; export the API key of the account under test');
  const secondEnabledMetadataKeys = parseMetadataKeys(
    'SECOND_ENABLED_METADATA_KEYS',
    get('SECOND_ENABLED_METADATA_KEYS'),
  );
  if (ordersBaseUrl !== undefined && secondEnabledMetadataKeys !== undefined && secondApiKey === undefined)
    throw new UsageError(
      'SECOND_ENABLED_METADATA_KEYS is set but SECOND_API_KEY is not; set SECOND_API_KEY to the key of the account those metadata keys are enabled for',
    );
  if (secondApiKey !== undefined && secondApiKey === apiKey)
    throw new UsageError(
      'SECOND_API_KEY equals API_KEY; set it to a key of a different account: account isolation (spec 4.4, 5.1) is checked with two accounts',
    );
  return { ordersBaseUrl, scanFormsBaseUrl, apiKey, secondApiKey, secondEnabledMetadataKeys };
}

/** ORDER_REFERENCE_PREFIX as given, or undefined; refused unless it fits any reference field. */
function referencePrefix(get: Lookup): string | undefined {
  const prefix = get('ORDER_REFERENCE_PREFIX');
  if (prefix !== undefined && !/^[A-Za-z0-9_.-]{1,40}$/.test(prefix))
    throw new UsageError(
      `ORDER_REFERENCE_PREFIX must be 1-40 characters of letters, digits, "_", "." or "-"; got "${prefix}"`,
    );
  return prefix;
}

/** Validates the merged sources; throws UsageError before any request is sent. */
/** COVERAGE_DEPTH: `default` (or unset) or `deep`; anything else is a configuration error. */
function coverageDepthOf(value: string | undefined): { coverageDepth?: 'deep' } {
  if (value === undefined || value === 'default') return {};
  if (value === 'deep') return { coverageDepth: 'deep' };
  throw new UsageError(`COVERAGE_DEPTH must be default or deep, got ${JSON.stringify(value.slice(0, 40))}`);
}

export function resolveConfig(source: Env): RunConfig {
  const get: Lookup = (name) => blankToUndefined(source[name]);
  const { ordersBaseUrl, scanFormsBaseUrl, apiKey, secondApiKey, secondEnabledMetadataKeys } = targetAccounts(get);
  const caFile = get('CA_FILE');
  const prefix = referencePrefix(get);

  return Object.freeze({
    ordersBaseUrl,
    scanFormsBaseUrl,
    ordersApiPrefix: parsePrefix('ORDERS_API_PREFIX', get('ORDERS_API_PREFIX'), '/v1.0'),
    scanFormsApiPrefix: parsePrefix('SCAN_FORMS_API_PREFIX', get('SCAN_FORMS_API_PREFIX'), '/v2'),
    apiKey,
    secondApiKey,
    enabledMetadataKeys: parseMetadataKeys('ENABLED_METADATA_KEYS', get('ENABLED_METADATA_KEYS')),
    secondEnabledMetadataKeys,
    caFile,
    caPem: caFile === undefined ? undefined : readCa(caFile),
    reportDir: get('REPORT_DIR') ?? 'reports',
    seed: parseInteger('SEED', get('SEED'), Math.floor(Math.random() * 2 ** 31), 0),
    numRuns: parseInteger('NUM_RUNS', get('NUM_RUNS'), 12, 1),
    ...coverageDepthOf(get('COVERAGE_DEPTH')),
    orderReferencePrefix: prefix ?? defaultReferencePrefix(),
    requestTimeoutMs: parseInteger('REQUEST_TIMEOUT_MS', get('REQUEST_TIMEOUT_MS'), 10_000, 100),
    runDeadlineMs: parseInteger('RUN_DEADLINE_MS', get('RUN_DEADLINE_MS'), 300_000, 1_000),
    maxRps: parseInteger('MAX_RPS', get('MAX_RPS'), 0, 0),
    maxRetryAfterMs: parseInteger('MAX_RETRY_AFTER_MS', get('MAX_RETRY_AFTER_MS'), 5_000, 0),
  });
}
