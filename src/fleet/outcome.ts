// What became of each target of a fleet run, the fleet's exit code, and the console's closing lines:
// pure functions over the reports (or the one-line reason a target could not be tested).

import type { ConformanceReport } from '../report/model.js';

export type TargetStatus = 'conforms' | 'does-not-conform' | 'not-tested';

export interface TargetOutcome {
  readonly name: string;
  readonly status: TargetStatus;
  /** One line: what failed, or why it could not be tested. */
  readonly detail: string;
  /** Where its reports are, when any were written. */
  readonly reportDir?: string;
}

/**
 * A target's status. "not tested" when its positive control failed or its run crashed (`stopped`), or when it
 * was cut short with no MUST failure to show for it: an incomplete run proves neither conformance nor its absence.
 * A MUST failure stands even in a run cut short.
 */
export function classify(
  name: string,
  report: ConformanceReport | undefined,
  stopped: string | undefined,
  reportDir?: string,
): TargetOutcome {
  const where = reportDir === undefined ? {} : { reportDir };
  if (report === undefined || stopped !== undefined)
    return { name, status: 'not-tested', detail: stopped ?? 'no report was produced', ...where };
  const c = report.counts;
  const incomplete = report.run.incomplete;
  if (c.mustFail > 0) {
    const failed = report.requirements
      .filter((r) => r.verdict === 'fail' && r.level === 'MUST' && r.expectedFailure === undefined)
      .map((r) => r.id);
    const list =
      failed.length > 4 ? `${failed.slice(0, 4).join(', ')} and ${failed.length - 4} more` : failed.join(', ');
    return {
      name,
      status: 'does-not-conform',
      detail: `${c.mustFail} MUST requirement${c.mustFail === 1 ? '' : 's'} failed: ${list}${incomplete === undefined ? '' : ' (run incomplete)'}`,
      ...where,
    };
  }
  if (incomplete !== undefined) return { name, status: 'not-tested', detail: `incomplete: ${incomplete}`, ...where };
  return {
    name,
    status: 'conforms',
    detail: `${c.pass} passed, ${c.fail} failed (SHOULD), ${c.notExercised} not exercised`,
    ...where,
  };
}

/** 2 when any target could not be tested (the fleet's answer is incomplete), else 1 when any broke a MUST, else 0. */
export function fleetExitCode(outcomes: readonly TargetOutcome[]): 0 | 1 | 2 {
  if (outcomes.some((o) => o.status === 'not-tested')) return 2;
  return outcomes.some((o) => o.status === 'does-not-conform') ? 1 : 0;
}

const LABEL: Readonly<Record<TargetStatus, string>> = {
  conforms: 'conforms',
  'does-not-conform': 'DOES NOT CONFORM',
  'not-tested': 'NOT TESTED',
};

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
