// The report files (conformance.json, junit.xml, report.html, summary.md) of a finished run, written into its
// report folder, interrupted or stopped runs included (their reports say incomplete).

import type { Scrubber } from '../evidence/secrets.js';
import { writeReports } from '../report/write.js';
import type { RunHandler } from '../runner/events.js';
import { scrubberFor, type RunEnding } from './ending.js';

/** `scrubber` defaults to the run's own keys; a fleet passes the target's. */
export function reportFiles(dir: string, ending: RunEnding = {}, scrubber?: Scrubber): RunHandler {
  return (event) => {
    if (event.type !== 'finished') return;
    ending.files = writeReports(event.report, dir, scrubber ?? scrubberFor(event.target));
  };
}
