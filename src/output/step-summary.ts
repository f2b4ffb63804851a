// summary.md appended to the file GitHub Actions names in GITHUB_STEP_SUMMARY (shown on the run's page), for
// every finished run; a failure to append is a warning, never the run's exit code.

import { appendStepSummary } from '../report/write.js';
import type { RunHandler } from '../runner/events.js';
import { scrubberFor } from './ending.js';

export function stepSummary(path: string | undefined): RunHandler {
  return (event) => {
    if (event.type !== 'finished' || path === undefined) return;
    try {
      appendStepSummary(path, event.report, scrubberFor(event.target));
    } catch (error) {
      // The reports are written and the verdict stands; a CI quirk must not turn it into exit 2.
      console.error(`osf-conformance: warning: could not append to GITHUB_STEP_SUMMARY (${(error as Error).message})`);
    }
  };
}
