// The report files (conformance.json, junit.xml, report.html, summary.md) of a finished run, written into its
// report folder, interrupted or stopped runs included (their reports say incomplete).

import { tracingChannel } from 'node:diagnostics_channel';
import type { Scrubber } from '../evidence/secrets.js';
import { prepareHtmlRow } from '../report/html.js';
import { prepareJsonElement } from '../report/report-json.js';
import { writeReports } from '../report/write.js';
import type { RunHandler, SettledEntry } from '../runner/events.js';
import { scrubberFor, type RunEnding } from './ending.js';
import { IdleQueue } from './idle-queue.js';

/**
 * Traces each rendering ahead (diagnostics_channel `tracing:osf-conformance:report-pieces:start` and `:end`), so a
 * profiler can count report writing apart from the requests it runs between (npm run bench does); free unheard.
 */
const piecesTrace = tracingChannel<unknown, object>('osf-conformance:report-pieces');

/** A settled requirement's HTML row and JSON, rendered and checked for keys ahead of the end of the run. */
function preparePieces(entry: SettledEntry): void {
  const result = entry.result();
  prepareJsonElement(result, entry.scrubber);
  prepareHtmlRow(result, entry.scrubber);
}

/** `scrubber` defaults to the run's own keys; a fleet passes the target's. */
export function reportFiles(dir: string, ending: RunEnding = {}, scrubber?: Scrubber): RunHandler {
  const ahead = new IdleQueue();
  return (event) => {
    if (event.type === 'requirement-settled' && event.entry !== undefined) {
      const { entry } = event;
      ahead.push(() => piecesTrace.traceSync(() => preparePieces(entry), {}));
    }
    if (event.type !== 'finished') return;
    ahead.clear();
    ending.files = writeReports(event.report, dir, scrubber ?? scrubberFor(event.target));
  };
}
