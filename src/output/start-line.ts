// The run's first console line (stderr), said as the run starts, before any request, on a terminal and in a
// log alike: a CI log shows what is checked from the start.

import type { Scrubber } from '../evidence/secrets.js';
import { terminalText } from '../report/escape.js';
import { renderStartLine } from '../report/terminal.js';
import type { RunHandler } from '../runner/events.js';
import { SUITE_VERSION } from '../version.js';

export function startLine(scrubber: Scrubber, stream: NodeJS.WritableStream = process.stderr): RunHandler {
  return (event) => {
    if (event.type !== 'run-started') return;
    const { ordersUrl, scanFormsUrl } = event.target;
    const line = renderStartLine({
      version: SUITE_VERSION,
      ordersUrl,
      scanFormsUrl,
      deadlineMs: event.deadlineMs,
      seed: event.seed,
    });
    stream.write(`${terminalText(scrubber.scrub(line))}\n`);
  };
}
