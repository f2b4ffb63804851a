// `run --targets fleet.json [--parallel N]`: reads and checks the whole fleet (every entry, every variable it
// names) before the first request, runs it, and ends the console with one line per target and the matrix.

import { dirname, resolve } from 'node:path';
import type { Env } from '../config/config.js';
import { readInputFile } from '../config/input-file.js';
import { refusePlantedLinks } from '../config/output-file.js';
import { prepareReportDir } from '../config/report-dir.js';
import { claimReportDir } from '../config/report-lock.js';
import { UsageError } from '../errors.js';
import { didYouMean } from '../help/suggest.js';
import { parseFleet, type FleetTarget } from './fleet-file.js';
import { fleetStepSummary, fleetSummary } from './fleet-summary.js';
import { parseKeyEnv } from './key-variables.js';
import { fleetExitCode } from './outcome.js';
import { runFleet } from './run-fleet.js';
import { targetConfig, type FleetTargetConfig } from './target-config.js';
import { targetLines } from './target-lines.js';

/** Options of `run` that describe one target or one single run, and so have no meaning for a fleet. */
const SINGLE_RUN_ONLY = [
  'orders-base-url',
  'scan-forms-base-url',
  'certify',
  'vendor',
  'product',
  'product-version',
  'sign-key',
  'label',
  'expectations',
  'dry-run',
  'json',
];

export interface FleetCommand {
  readonly file: string;
  readonly parallel: string | undefined;
  /** --key-env: variables the user allows the fleet file to name as keys. */
  readonly keyEnv?: string | undefined;
  readonly only: readonly string[] | undefined;
  /** Flags, environment and .env merged, as a single run reads them (the run-wide settings). */
  readonly merged: Env;
  /** The `run` options the user gave, by name. */
  readonly given: readonly string[];
  readonly stepSummary: string | undefined;
  /** SIGINT / SIGTERM: every target's run stops, and each writes its reports marked interrupted. */
  readonly signal?: AbortSignal | undefined;
  /** `--target NAME`: run only that target of the fleet file (a re-run command names it). */
  readonly target?: string | undefined;
  /** How the suite is started and the options a re-run command carries (see src/report/rerun-options.ts). */
  readonly rerun?: { readonly command: string; readonly options: readonly string[] };
  /** Told once every target is checked and the fleet starts: from then on its reports are its targets' own. */
  readonly onStart?: () => void;
}

export function parseParallel(raw: string | undefined): number {
  if (raw === undefined) return 2;
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < 1 || Number(raw) > 64)
    throw new UsageError(`--parallel must be a whole number from 1 to 64; got "${raw}"`);
  return Number(raw);
}

/** Every target of the file, or the one `--target` names (an unknown name gets the closest one suggested). */
function chosenTargets(
  targets: readonly FleetTarget[],
  name: string | undefined,
  file: string,
): readonly FleetTarget[] {
  if (name === undefined) return targets;
  const chosen = targets.filter((t) => t.name === name);
  if (chosen.length > 0) return chosen;
  const names = targets.map((t) => t.name);
  throw new UsageError(
    `--target ${name}: ${file} has no target of that name${didYouMean(name, names)} (its targets: ${names.join(', ')})`,
  );
}

export async function fleetCommand(command: FleetCommand): Promise<number> {
  const misplaced = SINGLE_RUN_ONLY.filter((flag) => command.given.includes(flag));
  if (misplaced.length > 0)
    throw new UsageError(
      `--targets runs every target of the fleet file; --${misplaced.join(', --')} belong${misplaced.length === 1 ? 's' : ''} to a single run`,
    );
  if (command.merged.EXPECTATIONS_FILE?.trim())
    throw new UsageError(
      '--targets runs every target without an expectations file; unset EXPECTATIONS_FILE (known failures differ per implementation)',
    );
  const parallel = parseParallel(command.parallel);
  const named = parseKeyEnv(command.keyEnv);
  let text: string;
  try {
    text = readInputFile(command.file, 'fleet');
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(
      `cannot read the fleet file ${command.file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
  const fleet = parseFleet(text, command.file);
  // Every target is checked before any is run: a typo in the last entry must not surface after an hour.
  const targets = chosenTargets(fleet.targets, command.target, command.file).map((t) =>
    targetConfig(t, command.merged, dirname(resolve(command.file)), named),
  );
  // The fleet's folder, and each target's below it, are checked and owned before the first request.
  const reportDir = prepareReportDir(command.merged.REPORT_DIR?.trim() || 'reports');
  refusePlantedLinks(
    reportDir,
    targets.map((t) => t.target.name),
  );
  for (const t of targets) prepareReportDir(t.config.reportDir, `REPORT_DIR/${t.target.name}`);
  const release = claimReportDir(reportDir);
  command.onStart?.();
  try {
    return await runTargets(command, targets, parallel, reportDir);
  } finally {
    release();
  }
}

async function runTargets(
  command: FleetCommand,
  targets: readonly FleetTargetConfig[],
  parallel: number,
  reportDir: string,
): Promise<number> {
  const { runConformance } = await import('../runner/run.js');
  const result = await runFleet({
    targets,
    parallel,
    only: command.only,
    reportDir,
    run: (request) => runConformance(command.signal === undefined ? request : { ...request, signal: command.signal }),
    signal: command.signal,
    ...(command.rerun === undefined ? {} : { rerun: command.rerun }),
    handlers: [targetLines(), fleetStepSummary(command.stepSummary), fleetSummary()],
  });
  return fleetExitCode(result.outcomes);
}
