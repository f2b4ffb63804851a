// What became of each target of a fleet run, the fleet's exit code, and the console's closing lines:
// pure functions over the reports (or the one-line reason a target could not be tested).

import {
  notDeterminedReasons,
  VERDICT_EXIT,
  VERDICT_WORD,
  type ConformanceReport,
  type RunVerdict,
} from '../report/model.js';

export type TargetStatus = RunVerdict;

export interface TargetOutcome {
  readonly name: string;
  readonly status: TargetStatus;
  /** One line: what failed, or why it could not be judged. */
  readonly detail: string;
  /** Where its reports are, when any were written. */
  readonly reportDir?: string;
}

function someIds(ids: readonly string[]): string {
  return ids.length > 4 ? `${ids.slice(0, 4).join(', ')} and ${ids.length - 4} more` : ids.join(', ');
}

/**
 * A target's status: its report's verdict, the same word and exit code a single run gives. NOT DETERMINED when
 * its positive control failed or its run crashed (`stopped`), or when the run (cut short, rate-limited) left it
 * without a MUST failure to show: that proves neither conformance nor its absence. A MUST failure stands even in
 * a run cut short.
 */
export function classify(
  name: string,
  report: ConformanceReport | undefined,
  stopped: string | undefined,
  reportDir?: string,
): TargetOutcome {
  const where = reportDir === undefined ? {} : { reportDir };
  if (report === undefined || stopped !== undefined)
    return { name, status: 'not-determined', detail: stopped ?? 'no report was produced', ...where };
  const c = report.counts;
  const incomplete = report.run.incomplete;
  if (report.verdict === 'fail') {
    const failed = report.requirements
      .filter((r) => r.verdict === 'fail' && r.level === 'MUST' && r.expectedFailure === undefined)
      .map((r) => r.id);
    return {
      name,
      status: 'fail',
      detail: `${c.mustFail} MUST requirement${c.mustFail === 1 ? '' : 's'} failed: ${someIds(failed)}${incomplete === undefined ? '' : ' (run incomplete)'}`,
      ...where,
    };
  }
  if (report.verdict === 'not-determined')
    return { name, status: 'not-determined', detail: notDeterminedReasons(report)[0] ?? 'not determined', ...where };
  return {
    name,
    status: 'pass',
    detail: `${c.pass} passed, ${c.fail} failed (SHOULD), ${c.notExercised} not exercised`,
    ...where,
  };
}

/** The worst verdict decides, with a single run's codes: 2 when any target is not determined, else 1 when any broke a MUST, else 0. */
export function fleetExitCode(outcomes: readonly TargetOutcome[]): 0 | 1 | 2 {
  return Math.max(0, ...outcomes.map((o) => VERDICT_EXIT[o.status])) as 0 | 1 | 2;
}

const LABEL = VERDICT_WORD;

/** One line per target, names aligned, for the end of the console output. */
export function renderFleetSummary(outcomes: readonly TargetOutcome[]): string {
  const width = Math.max(...outcomes.map((o) => o.name.length));
  const widthLabel = Math.max(...outcomes.map((o) => LABEL[o.status].length));
  return outcomes
    .map(
      (o) =>
        `${o.name.padEnd(width)}  ${LABEL[o.status].padEnd(widthLabel)}  ${o.detail.split('\n')[0] ?? ''}${o.reportDir === undefined ? '' : `  (${o.reportDir})`}`,
    )
    .join('\n');
}
