// The fleet's closing outputs: the matrix appended to the GitHub step summary, and the console's last lines
// (the matrix files, its warnings, one line per target).

import { appendFileSync, readFileSync } from 'node:fs';
import { terminalText } from '../report/escape.js';
import type { FleetHandler } from './events.js';
import { renderFleetSummary } from './outcome.js';

export function fleetStepSummary(path: string | undefined): FleetHandler {
  return (event) => {
    if (event.type !== 'fleet-finished' || path === undefined) return;
    const markdown = event.matrix?.files.find((f) => f.endsWith('.md'));
    if (markdown === undefined) return;
    try {
      appendFileSync(path, readFileSync(markdown, 'utf8'));
    } catch (error) {
      // The reports are written and the verdicts stand; a CI quirk must not turn them into exit 2.
      console.error(`osf-conformance: warning: could not append to GITHUB_STEP_SUMMARY (${(error as Error).message})`);
    }
  };
}

export function fleetSummary(): FleetHandler {
  return (event) => {
    if (event.type !== 'fleet-finished') return;
    const lines = [
      ...(event.matrix === undefined ? [] : [`matrix: ${event.matrix.files.join(', ')}`]),
      ...(event.matrix?.model.mismatches ?? []).map((m) => `warning: ${m}`),
      renderFleetSummary(event.outcomes),
    ];
    console.log(terminalText(event.scrubber.scrub(lines.join('\n'))));
  };
}
