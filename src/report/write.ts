// Writes every report file into REPORT_DIR, scrubbing each one and refusing to write a file that would
// still hold a key: the last wall between an API key and a CI artifact (or a GitHub step summary).

import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { ownFolder, writeOwnFile } from '../config/output-file.js';
import type { Scrubber, TextPart } from '../evidence/secrets.js';
import type { ConformanceReport } from './model.js';
import { renderHtmlParts } from './html.js';
import { renderJunit } from './junit.js';
import { renderMarkdown } from './markdown.js';
import { reportJsonParts } from './report-json.js';

export interface WrittenFile {
  readonly name: string;
  readonly path: string;
}

/** A file's text, or its parts when some were rendered and checked for keys ahead of time. */
export type Renderer = (report: ConformanceReport) => string | readonly TextPart[];

export const renderers: ReadonlyArray<readonly [string, Renderer]> = [
  ['conformance.json', reportJsonParts],
  ['junit.xml', renderJunit],
  ['report.html', renderHtmlParts],
  ['summary.md', renderMarkdown],
];

function safeText(name: string, text: string | readonly TextPart[], scrubber: Scrubber): string {
  const { text: scrubbed, found } =
    typeof text === 'string' ? scrubber.scrubFound(text) : scrubber.scrubFoundParts(text);
  // A text that held no form is written as it was; one that did is looked at again after the erasing.
  if (found && scrubber.leaks(scrubbed)) throw new Error(`refusing to write ${name}: it would contain an API key`);
  return scrubbed;
}

export function writeReports(
  report: ConformanceReport,
  dir: string,
  scrubber: Scrubber,
  extra: ReadonlyArray<readonly [string, Renderer]> = [],
): WrittenFile[] {
  ownFolder(dir);
  return [...renderers, ...extra].map(([name, render]) => {
    const text = safeText(name, render(report), scrubber);
    const path = join(dir, name);
    writeOwnFile(path, text);
    return { name, path };
  });
}

/** Appends summary.md to the file GitHub Actions names in GITHUB_STEP_SUMMARY (shown on the run's page). */
export function appendStepSummary(path: string, report: ConformanceReport, scrubber: Scrubber): void {
  appendFileSync(path, `${safeText('the GitHub step summary', renderMarkdown(report), scrubber)}\n`);
}
