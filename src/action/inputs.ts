// The GitHub Action's inputs (INPUT_* variables, set by action.yml) -> the `run` command line and its settings.
// Pure: no I/O, so every input's meaning is tested without a runner. Keys come from variables the inputs name.

import { UsageError } from '../errors.js';
import { keyVariableRefusal } from '../fleet/key-variables.js';

/** The inputs that are settings of a single run, by input name -> the variable the command line reads. */
const SETTINGS: ReadonlyArray<readonly [string, string]> = [
  ['orders-base-url', 'ORDERS_BASE_URL'],
  ['scan-forms-base-url', 'SCAN_FORMS_BASE_URL'],
  ['enabled-metadata-keys', 'ENABLED_METADATA_KEYS'],
  ['second-enabled-metadata-keys', 'SECOND_ENABLED_METADATA_KEYS'],
  ['ca-file', 'CA_FILE'],
  ['seed', 'SEED'],
  ['vendor', 'CERTIFY_VENDOR'],
  ['product', 'CERTIFY_PRODUCT'],
  ['product-version', 'CERTIFY_PRODUCT_VERSION'],
];

/** The inputs naming a variable (set from a secret) that holds a key, the variable the command line reads. */
const KEYS: ReadonlyArray<readonly [string, string]> = [
  ['api-key-env', 'API_KEY'],
  ['second-api-key-env', 'SECOND_API_KEY'],
];

export interface ActionRun {
  /** The arguments after `osf-conformance`. */
  readonly args: readonly string[];
  /** Variables set for the command line, over the step's environment. */
  readonly env: Readonly<Record<string, string>>;
  /** Where the reports go (REPORT_DIR), as given. */
  readonly reportDir: string;
  readonly fleet: boolean;
}

/** An input's value, trimmed; a blank one is absent (GitHub passes every declared input, empty when not set). */
export function input(env: Readonly<Record<string, string | undefined>>, name: string): string | undefined {
  const value = env[`INPUT_${name.toUpperCase().replace(/[ -]/g, '_')}`]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function flag(env: Readonly<Record<string, string | undefined>>, name: string): boolean {
  const value = input(env, name) ?? 'false';
  if (value !== 'true' && value !== 'false')
    throw new UsageError(`input ${name} must be true or false, not "${value}"`);
  return value === 'true';
}

/**
 * The variable an input names as holding a key, by the rule of a fleet's key variables (src/fleet/key-variables.ts):
 * the workflow names it, as --key-env does, and a well-known variable (GITHUB_TOKEN, a cloud's...) is never sent.
 * What is not a variable name is not quoted: it may be a pasted key.
 */
function keyVariable(env: Readonly<Record<string, string | undefined>>, name: string): string | undefined {
  const from = input(env, name);
  if (from === undefined) return undefined;
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(from))
    throw new UsageError(
      `input ${name} must be the NAME of an environment variable set from a secret in the step's env (e.g. STAGING_API_KEY), never a key`,
    );
  const refusal = keyVariableRefusal(from, [from]);
  if (refusal !== undefined) throw new UsageError(`input ${name}: ${refusal}`);
  return from;
}

/** The keys, read from the variables the inputs name; a named variable that is unset is a mistake worth a line. */
function keysOf(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, variable] of KEYS) {
    const from = keyVariable(env, name);
    if (from === undefined) continue;
    const key = env[from];
    if (key === undefined || key === '')
      throw new UsageError(`input ${name} names ${from}, which is not set: add it to the step's env from a secret`);
    out[variable] = key;
  }
  return out;
}

/**
 * The settings the inputs give, read without refusing anything (keys included, where the named variables are
 * set, so they can be scrubbed): what a report of inputs the Action refused can say of the target.
 */
export function settingsOf(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, variable] of SETTINGS) {
    const value = input(env, name);
    if (value !== undefined) out[variable] = value;
  }
  for (const [name, variable] of KEYS) {
    const from = input(env, name);
    const key = from === undefined ? undefined : env[from];
    if (key !== undefined && key !== '') out[variable] = key;
  }
  return out;
}

export function actionRun(env: Readonly<Record<string, string | undefined>>): ActionRun {
  const fleet = input(env, 'fleet');
  const certify = flag(env, 'certify');
  const reportDir = input(env, 'report-dir') ?? 'osf-conformance-report';
  const settings: Record<string, string> = { REPORT_DIR: reportDir, ...keysOf(env) };
  for (const [name, variable] of SETTINGS) {
    const value = input(env, name);
    if (value !== undefined) settings[variable] = value;
  }
  const expectations = input(env, 'expectations');
  const only = input(env, 'only');
  const keyEnv = input(env, 'key-env');
  if (fleet !== undefined && (certify || expectations !== undefined))
    throw new UsageError('inputs certify and expectations belong to a single target, not to fleet');
  if (fleet === undefined && keyEnv !== undefined)
    throw new UsageError('input key-env names the variables a fleet file may send as keys: it belongs to fleet');
  const args = [
    'run',
    ...(fleet === undefined ? [] : ['--targets', fleet]),
    ...(keyEnv === undefined ? [] : ['--key-env', keyEnv]),
    ...(certify ? ['--certify'] : []),
    ...(expectations === undefined ? [] : ['--expectations', expectations]),
    ...(only === undefined ? [] : ['--only', only]),
  ];
  return { args, env: settings, reportDir, fleet: fleet !== undefined };
}
