// What the Action says on the run's page beside the step summary: one `::error` per failing requirement, titled
// by its id, and the outputs. Pure: the workflow-command text is built here and printed by the caller.

import { VERDICT_WORD, type ConformanceReport, type RunVerdict } from '../report/model.js';
import { mdText } from '../report/markdown.js';
import { finalVerdict } from '../report/verdict.js';

/**
 * Workflow-command escaping: the message's %, CR and LF; a property's also : and ,. Every value of the Action's own
 * lines goes through it, so an input holding a line break cannot start a `::error` or `::stop-commands::` of its own.
 */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * `::error title=ID::<clause> <level>: <the finding's headline>` for each failure that fails the run (known
 * failures are the expectations file's, and stay notices). `target` names a fleet's target in the message.
 */
export function annotations(report: ConformanceReport, target?: string): string[] {
  return report.requirements.flatMap((r) => {
    if (r.verdict !== 'fail') return [];
    const where = target === undefined ? '' : `${target}: `;
    const headline = r.finding?.summary ?? r.reason ?? 'failed';
    const message = `${where}${r.clause} ${r.level}: ${headline}`;
    const command = r.expectedFailure === undefined ? 'error' : 'notice';
    return [`::${command} title=${escapeProperty(r.id)}::${escapeData(message)}`];
  });
}

/**
 * The run's verdict in one line, as the console says it: a notice for CONFORMS, an error otherwise, with the first
 * reason (the setup problem and its fix, the cut, the failed requirements). `target` names a fleet's target.
 */
export function verdictAnnotation(report: ConformanceReport, target?: string): string {
  const verdict = finalVerdict(report);
  const reason = verdict.reasons[0];
  const said =
    report.run.setupProblem !== undefined
      ? `${VERDICT_WORD[report.verdict]}: ${report.run.setupProblem}`
      : `${verdict.headline}${reason === undefined ? '' : `. ${reason}`}`;
  const message = `${target === undefined ? '' : `${target}: `}${said}`;
  return `::${report.verdict === 'pass' ? 'notice' : 'error'} title=osf-conformance::${escapeData(message)}`;
}

export type VerdictOutput = RunVerdict | 'error';

/**
 * The `verdict` output, in the run's three verdicts: pass (0, CONFORMS), fail (1, DOES NOT CONFORM), not-determined
 * (2: a setup problem, a cut-short run, bad configuration or usage). A run interrupted by SIGINT or SIGTERM (130,
 * 143) has the verdict its reports say: DOES NOT CONFORM when a MUST requirement had failed, else NOT DETERMINED.
 * `error` only when the command line ended otherwise and left no report of this run (a crash).
 */
export function verdictOutput(code: number | null, reports: readonly ConformanceReport[] = []): VerdictOutput {
  if (code === 0) return 'pass';
  if (code === 1) return 'fail';
  if (code === 2) return 'not-determined';
  if (reports.length === 0) return 'error';
  return reports.some((r) => r.verdict === 'fail') ? 'fail' : 'not-determined';
}

/** The step summary the Action writes when the command line wrote none: the verdict word and the one line why. */
export function ownSummary(verdict: VerdictOutput, line: string): string {
  const word = verdict === 'error' ? 'the run ended without a verdict' : VERDICT_WORD[verdict];
  return `## osf-conformance: ${word}\n\n${mdText(line)}\n`;
}

/** Lines for GITHUB_OUTPUT (name=value; the values hold no newline). */
export function outputLines(outputs: Readonly<Record<string, string>>): string {
  return Object.entries(outputs)
    .map(([name, value]) => `${name}=${value.replace(/[\r\n]/g, ' ')}\n`)
    .join('');
}
