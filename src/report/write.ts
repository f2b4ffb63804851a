// Writes every report file into REPORT_DIR, scrubbing each one and refusing to write a file that would
// still hold a key: the last wall between an API key and a CI artifact.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Scrubber } from '../http/secrets.js';
import type { ConformanceReport } from './model.js';
import { renderJunit } from './junit.js';

export interface WrittenFile {
  readonly name: string;
  readonly path: string;
}

export type Renderer = (report: ConformanceReport) => string;

export const renderers: ReadonlyArray<readonly [string, Renderer]> = [
  ['conformance.json', (r) => `${JSON.stringify(r, null, 2)}\n`],
  ['junit.xml', renderJunit],
];

export function writeReports(report: ConformanceReport, dir: string, scrubber: Scrubber, extra: ReadonlyArray<readonly [string, Renderer]> = []): WrittenFile[] {
  mkdirSync(dir, { recursive: true });
  return [...renderers, ...extra].map(([name, render]) => {
    const text = scrubber.scrub(render(report));
    if (scrubber.leaks(text)) throw new Error(`refusing to write ${name}: it would contain an API key`);
    const path = join(dir, name);
    writeFileSync(path, text);
    return { name, path };
  });
}
