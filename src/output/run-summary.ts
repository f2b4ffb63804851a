// The console's last word on a run (stdout, or stderr when it did not finish): where the reports of an
// interrupted run are; the positive control's failure as a usage error (exit 2); else the summary and verdict.

import type { Env } from '../config/config.js';
import { StoppedRun } from '../errors.js';
import type { Scrubber } from '../evidence/secrets.js';
import { terminalText } from '../report/escape.js';
import { renderSummary, styleFor } from '../report/terminal.js';
import { finalVerdict } from '../report/verdict.js';
import { VERDICT_WORD } from '../report/model.js';
import type { Finished, RunHandler } from '../runner/events.js';
import { scrubberFor, type RunEnding } from './ending.js';

/**
 * Interrupted: the verdict the reports give (a MUST failure found before the signal stands, as in a run its deadline
 * cut; else NOT DETERMINED), and where the reports are (marked incomplete, with every order created so far).
 */
function interruptedLine(event: Finished, reportDir: string, scrubber: Scrubber): string {
  const { report } = event;
  const created = report.run.createdOrderReferences.length;
  const failed = report.counts.mustFail;
  const after = failed === 0 ? '' : ` after ${failed} MUST requirement${failed === 1 ? '' : 's'} had failed`;
  return scrubber.scrub(
    `osf-conformance: ${VERDICT_WORD[report.verdict]}: ${report.run.incomplete ?? 'interrupted'}${after}; reports: ${reportDir} (${created} order${created === 1 ? '' : 's'} created, listed in conformance.json)`,
  );
}

/** The summary and the verdict; under --certify the certification's, else the run's. */
export function runSummary(
  reportDir: string,
  env: Env,
  ending: RunEnding,
  /** `run --json` keeps stdout for the report: the summary then goes to stderr. */
  toStderr = false,
): RunHandler {
  const out = toStderr ? process.stderr : process.stdout;
  const print = toStderr ? console.error : console.log;
  return (event) => {
    if (event.type !== 'finished') return;
    const scrubber = scrubberFor(event.target);
    if (event.interrupted) return void console.error(terminalText(interruptedLine(event, reportDir, scrubber)));
    // The positive control failed: one line and exit 2, the reports (marked incomplete) already written.
    if (event.stopped !== undefined)
      throw new StoppedRun(
        scrubber.scrub(`${VERDICT_WORD['not-determined']}: ${event.stopped} (reports: ${reportDir})`),
      );
    const { bundle } = ending;
    ending.verdict = finalVerdict(event.report, bundle?.statement);
    const files = (ending.files ?? []).map((f) => f.path);
    const lines = [renderSummary(event.report, files, styleFor(out, env), ending.verdict)];
    if (bundle !== undefined) {
      lines.push(
        `  bundle: ${bundle.dir}`,
        `  MANIFEST.sha256 sha256: ${bundle.manifestSha256} (publish it; customers check with \`osf-conformance verify --sha256\`)`,
        bundle.signedBy === undefined
          ? '  unsigned: add --sign-key FILE (an Ed25519 key) so customers can check it with your public key'
          : `  signed: attestation.dsse.json, Ed25519 key ${bundle.signedBy} (customers check with \`osf-conformance verify --public-key\`)`,
      );
    }
    print(terminalText(scrubber.scrub(lines.join('\n'))));
  };
}
