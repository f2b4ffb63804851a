// What one vitest test does with its requirement's (or part's) result: pass, fail with the finding, or skip
// with the reason it was not exercised. Pure, so the mapping is tested without vitest; never a pass by default.

import type { ConformanceRun } from '../api/run.js';
import type { ReportFinding, RequirementResult } from '../report/model.js';

export type TestJudgement =
  | { readonly kind: 'pass' }
  | { readonly kind: 'fail'; readonly message: string }
  | { readonly kind: 'skip'; readonly note: string };

/** The finding as a failure message: the headline, Expected / Received, the problems, how to reproduce. */
export function findingText(finding: ReportFinding | undefined, reproduce?: string): string {
  if (finding === undefined) return 'failed';
  const lines = [finding.summary];
  if (finding.expected !== undefined) lines.push(`Expected: ${finding.expected}`);
  if (finding.received !== undefined) lines.push(`Received: ${finding.received}`);
  for (const problem of finding.problems ?? []) lines.push(`- ${problem}`);
  if (reproduce !== undefined) lines.push('Reproduce with:', reproduce);
  return lines.join('\n');
}

/** A verdict that is not a pass or a fail says why; a test for it is skipped with that reason. */
function notDecided(verdict: string, reason: string | undefined): TestJudgement {
  return { kind: 'skip', note: `${verdict.replace('-', ' ')}${reason === undefined ? '' : `: ${reason}`}` };
}

/** The judgement of a requirement's test, or of one of its parts' (`part` named). */
export function judge(run: ConformanceRun, id: string, part?: string): TestJudgement {
  if (run.stopped !== undefined) return { kind: 'fail', message: `nothing was checked: ${run.stopped}` };
  const row: RequirementResult | undefined = run.report.requirements.find((r) => r.id === id);
  if (row === undefined)
    return { kind: 'fail', message: `${id} is not in the report (${run.report.run.incomplete ?? 'not run'})` };
  const result = part === undefined ? row : row.parts?.find((p) => p.name === part);
  if (result === undefined) return { kind: 'skip', note: `not exercised: the part ${part ?? ''} was not run` };
  if (result.verdict === 'pass') return { kind: 'pass' };
  if (result.verdict === 'fail') {
    // A known failure (the expectations file) does not fail the run; it is shown, never counted as a pass.
    if (row.expectedFailure !== undefined && part === undefined)
      return { kind: 'skip', note: `known failure: ${row.expectedFailure.reason}` };
    return { kind: 'fail', message: findingText(result.finding, part === undefined ? row.reproduce : undefined) };
  }
  return notDecided(result.verdict, result.reason);
}
