// Runs every target of a fleet through the one runner (runConformance), at most `parallel` at once, each
// under its own deadline and rate ceiling, writing each one's reports to its own folder, then the matrix.

import { join, resolve } from 'node:path';
import { Scrubber } from '../evidence/secrets.js';
import { reportFiles } from '../output/report-files.js';
import { matrixInputs, writeMatrix, type WrittenMatrix } from '../report/matrix-files.js';
import { RunEvents } from '../runner/events.js';
import type { ConformanceReport } from '../report/model.js';
import type { RunRequest, RunResult } from '../runner/run.js';
import type { FleetEvent, FleetHandler } from './events.js';
import { implementationFile } from './implementation-file.js';
import { classify, type TargetOutcome } from './outcome.js';
import { runPool } from './pool.js';
import { inTargetsWords, type FleetTargetConfig } from './target-config.js';

/** How long past its own deadline a target may take before the fleet stops waiting for it. */
const OUTER_GRACE_MS = 30_000;

export interface FleetRequest {
  readonly targets: readonly FleetTargetConfig[];
  readonly parallel: number;
  readonly only?: readonly string[] | undefined;
  /** Where the matrix goes; each target's reports go to its own config.reportDir. */
  readonly reportDir: string;
  /** The runner; a parameter so the lead's scheduler (same signature) or a test double can stand in. */
  readonly run: (request: RunRequest) => Promise<RunResult>;
  /** Called as each target settles (its outcome), in the order they finish. */
  readonly onSettled?: (outcome: TargetOutcome, done: number, total: number) => void;
  /** The fleet's outputs: told each target as it settles and the whole fleet at the end (src/fleet/events.ts). */
  readonly handlers?: readonly FleetHandler[];
  /** The signal the runner was given (SIGINT, SIGTERM), so each target's outputs know it was interrupted. */
  readonly signal?: AbortSignal | undefined;
  /** How the suite is started and the options a target's re-run command carries, before its --target. */
  readonly rerun?: { readonly command: string; readonly options: readonly string[] };
}

export interface FleetResult {
  readonly outcomes: readonly TargetOutcome[];
  readonly matrix?: WrittenMatrix;
  /** Every key of every target, for scrubbing whatever the caller prints. */
  readonly scrubber: Scrubber;
}

/**
 * A target's keys with the labels they are replaced by: in its own reports $API_KEY, as in a single run
 * (its curl commands say "API_KEY exported"); on the fleet's console the variable the fleet file names.
 */
function keysOf(t: FleetTargetConfig, labels: 'report' | 'fleet'): Array<readonly [string, string | undefined]> {
  return [
    [labels === 'report' ? 'API_KEY' : t.target.apiKeyEnv, t.config.apiKey],
    [labels === 'report' ? 'SECOND_API_KEY' : (t.target.secondApiKeyEnv ?? 'SECOND_API_KEY'), t.config.secondApiKey],
  ];
}

/** Fails after ms: the last guard against a runner that does not keep its own deadline. */
function overdue(ms: number, name: string): { promise: Promise<never>; cancel: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${name} did not finish within ${ms} ms of its start, past its own deadline`)),
      ms,
    );
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

/** The report with the command that re-runs this target alone: the fleet's options, then --target and its name. */
function withRerun(report: ConformanceReport, name: string, rerun: FleetRequest['rerun']): ConformanceReport {
  if (rerun === undefined) return report;
  const rerunOptions = [...rerun.options, '--target', name];
  return { ...report, run: { ...report.run, command: rerun.command, rerunOptions } };
}

async function runTarget(t: FleetTargetConfig, request: FleetRequest): Promise<TargetOutcome> {
  const { name } = t.target;
  const scrubber = new Scrubber(keysOf(t, 'report'));
  // Outcome lines go to the console, where keys are named by the variables the fleet file gives.
  const lines = new Scrubber(keysOf(t, 'fleet'));
  const reportDir = resolve(t.config.reportDir);
  const guard = overdue(t.config.runDeadlineMs + OUTER_GRACE_MS, `target "${name}"`);
  let result: RunResult;
  try {
    result = await Promise.race([request.run({ config: t.config, only: request.only }), guard.promise]);
  } catch (error) {
    return classify(
      name,
      undefined,
      lines.scrub(
        inTargetsWords(
          `could not be tested: ${error instanceof Error ? error.message : String(error)}`,
          t.target,
        ).split('\n')[0]!,
      ),
    );
  } finally {
    guard.cancel();
  }
  // The target's outputs: its reports and implementation.json, whatever became of its run.
  const outputs = new RunEvents([reportFiles(reportDir, {}, scrubber), implementationFile(t, reportDir)]);
  const report = withRerun(result.report, name, request.rerun);
  await outputs.emit({ type: 'finished', ...result, report, interrupted: request.signal?.aborted === true });
  return classify(
    name,
    result.report,
    result.stopped === undefined ? undefined : lines.scrub(inTargetsWords(result.stopped, t.target)),
    reportDir,
  );
}

export async function runFleet(request: FleetRequest): Promise<FleetResult> {
  const scrubber = new Scrubber(request.targets.flatMap((t) => keysOf(t, 'fleet')));
  const publish = (event: FleetEvent) => {
    for (const handler of request.handlers ?? []) handler(event);
  };
  let done = 0;
  const settled = await runPool(request.targets, request.parallel, async (t) => {
    const outcome = await runTarget(t, request).catch((error: unknown): TargetOutcome =>
      classify(t.target.name, undefined, scrubber.scrub(`could not be tested: ${(error as Error).message}`)),
    );
    done += 1;
    request.onSettled?.(outcome, done, request.targets.length);
    publish({ type: 'target-settled', outcome, done, total: request.targets.length });
    return outcome;
  });
  const outcomes = settled.map((s, i) =>
    s.status === 'fulfilled' ? s.value : classify(request.targets[i]!.target.name, undefined, 'could not be tested'),
  );
  const written = outcomes.filter((o) => o.reportDir !== undefined).map((o) => join(o.reportDir!, 'conformance.json'));
  const matrix =
    written.length === 0
      ? undefined
      : writeMatrix(matrixInputs(written, request.reportDir), request.reportDir, scrubber);
  const result = { outcomes, ...(matrix === undefined ? {} : { matrix }), scrubber };
  publish({ type: 'fleet-finished', ...result });
  return result;
}
