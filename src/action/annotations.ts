// What the Action says on the run's page beside the step summary: one `::error` per failing requirement, titled
// by its id, and the outputs. Pure: the workflow-command text is built here and printed by the caller.

import type { ConformanceReport } from '../report/model.js';

/** Workflow-command escaping: the message's %, CR and LF; a property's also : and ,. */
function escapeData(text: string): string {
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
 * The `verdict` output from the command line's exit code, in the run's three verdicts: pass (0, CONFORMS), fail
 * (1, DOES NOT CONFORM), not-determined (2: a setup problem, a cut-short run, or a usage error), error (anything
 * else: interrupted or crashed).
 */
export function verdictOutput(code: number | null): 'pass' | 'fail' | 'not-determined' | 'error' {
  return code === 0 ? 'pass' : code === 1 ? 'fail' : code === 2 ? 'not-determined' : 'error';
}

/** Lines for GITHUB_OUTPUT (name=value; the values hold no newline). */
export function outputLines(outputs: Readonly<Record<string, string>>): string {
  return Object.entries(outputs)
    .map(([name, value]) => `${name}=${value.replace(/[\r\n]/g, ' ')}\n`)
    .join('');
}
