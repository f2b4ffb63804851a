// Names a target that stopped accepting connections during the run (a deploy, a restart): every requirement after it
// fails with its connection refused, one event read as many findings. The verdicts stand (a conforming server
// answers); the reports say what those failures share and what to do. Pure: the report in, text out.

import type { ConformanceReport, RequirementResult } from './model.js';

/** The transport's words for a connection nothing accepted (src/http/transport-error.ts). */
const REFUSED = /connection refused by /;

/** A failure decided by a refused connection: its headline says so, or its decisive exchange got no answer for it. */
function refusedFailure(r: RequirementResult): boolean {
  if (r.verdict !== 'fail') return false;
  if (REFUSED.test(r.reason ?? '')) return true;
  const decisive = r.evidence.find((e) => e.decisive === true);
  return decisive?.status === undefined && REFUSED.test(decisive?.error ?? '');
}

/** Up to a dozen ids, then how many more: the report lists each failure anyway. */
function named(ids: readonly string[]): string {
  const shown = ids.slice(0, 12).join(', ');
  return ids.length <= 12 ? shown : `${shown} and ${ids.length - 12} more`;
}

/**
 * The lines to show (empty when there is nothing to say): two failures or more refused while other requirements
 * of the run got answers, so the target was up before them.
 */
export function targetLostLines(report: ConformanceReport): readonly string[] {
  const refused = report.requirements.filter(refusedFailure);
  if (refused.length < 2) return [];
  const answered = report.requirements.filter((r) => r.evidence.some((e) => e.status !== undefined)).length;
  if (answered === 0) return [];
  return [
    `Target lost: ${refused.length} failures got no answer at all, their connections refused (nothing listened any more), while ${answered} requirements got answers: the target likely stopped or restarted during the run.`,
    `Run again against a steady target before reading these as findings: ${named(refused.map((r) => r.id))}.`,
  ];
}
