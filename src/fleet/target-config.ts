// One fleet entry plus the environment it names -> the same validated RunConfig a single `run` would build,
// by handing resolveConfig the variables a single run reads, so every check of a target's settings is shared.

import { isAbsolute, join, resolve } from 'node:path';
import { resolveConfig, type Env, type RunConfig } from '../config/config.js';
import { UsageError } from '../errors.js';
import type { FleetTarget } from './fleet-file.js';
import { keyVariableRefusal } from './key-variables.js';

/** Variables that describe one target: a fleet entry sets them, so the run-wide environment must not leak in. */
const PER_TARGET = [
  'ORDERS_BASE_URL',
  'SCAN_FORMS_BASE_URL',
  'API_KEY',
  'SECOND_API_KEY',
  'CA_FILE',
  'ENABLED_METADATA_KEYS',
  'SECOND_ENABLED_METADATA_KEYS',
] as const;

export interface FleetTargetConfig {
  readonly target: FleetTarget;
  readonly config: RunConfig;
}

/** Refuses a key variable the fleet file may not name, before its value is read (one line, exit 2). */
function checkKeyVariables(target: FleetTarget, named: readonly string[], where: string): void {
  for (const [field, name] of [
    ['apiKeyEnv', target.apiKeyEnv],
    ['secondApiKeyEnv', target.secondApiKeyEnv],
  ] as const) {
    const refusal = name === undefined ? undefined : keyVariableRefusal(name, named);
    if (refusal !== undefined) throw new UsageError(`${where}: ${field}: ${refusal}`);
  }
}

/**
 * A message of a single run's (resolveConfig, the positive control) in the fleet's words: API_KEY and SECOND_API_KEY
 * become the variables this target's entry names (apiKeyEnv, secondApiKeyEnv), the ones the user actually set.
 */
export function inTargetsWords(message: string, target: FleetTarget): string {
  return message.replace(/\b(SECOND_)?API_KEY\b/g, (m) =>
    m === 'API_KEY' ? target.apiKeyEnv : (target.secondApiKeyEnv ?? m),
  );
}

/**
 * Builds one target's RunConfig. `base` holds the run-wide settings (seed, NUM_RUNS, deadlines, MAX_RPS...)
 * as merged from flags, environment and .env; `fleetDir` anchors a relative caFile; the report folder is
 * `<REPORT_DIR>/<name>`; `named` are the variables the user allowed with --key-env. Throws a UsageError naming
 * the target, never quoting a key.
 */
export function targetConfig(
  target: FleetTarget,
  base: Env,
  fleetDir: string,
  named: readonly string[] = [],
): FleetTargetConfig {
  const where = `fleet target "${target.name}"`;
  checkKeyVariables(target, named, where);
  const apiKey = base[target.apiKeyEnv];
  if (apiKey === undefined || apiKey.trim() === '')
    throw new UsageError(
      `${where}: apiKeyEnv names ${target.apiKeyEnv}, which is not set; export the target's API key in it`,
    );
  const secondApiKey = target.secondApiKeyEnv === undefined ? undefined : base[target.secondApiKeyEnv];
  if (target.secondApiKeyEnv !== undefined && (secondApiKey === undefined || secondApiKey.trim() === '')) {
    throw new UsageError(
      `${where}: secondApiKeyEnv names ${target.secondApiKeyEnv}, which is not set; export the second account's key in it, or drop the field`,
    );
  }
  const source: Record<string, string | undefined> = { ...base };
  for (const name of PER_TARGET) delete source[name];
  Object.assign(source, {
    ORDERS_BASE_URL: target.ordersBaseUrl,
    SCAN_FORMS_BASE_URL: target.scanFormsBaseUrl,
    API_KEY: apiKey,
    SECOND_API_KEY: secondApiKey,
    CA_FILE:
      target.caFile === undefined
        ? undefined
        : isAbsolute(target.caFile)
          ? target.caFile
          : resolve(fleetDir, target.caFile),
    ENABLED_METADATA_KEYS: target.enabledMetadataKeys?.join(','),
    SECOND_ENABLED_METADATA_KEYS: target.secondEnabledMetadataKeys?.join(','),
    REPORT_DIR: join(base.REPORT_DIR?.trim() || 'reports', target.name),
    ...(target.maxRps === undefined ? {} : { MAX_RPS: String(target.maxRps) }),
    ...(target.deadlineMs === undefined ? {} : { RUN_DEADLINE_MS: String(target.deadlineMs) }),
  });
  try {
    return { target, config: resolveConfig(source) };
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    throw new UsageError(`${where}: ${inTargetsWords(error.message, target)}`);
  }
}
