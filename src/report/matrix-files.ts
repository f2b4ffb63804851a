// The file side of the matrix: finds conformance.json files under the given paths, reads what names each
// implementation, and writes matrix.html and matrix.md with links relative to where they are written.

import { existsSync, statSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { readInputFile } from '../config/input-file.js';
import { ownFolder, writeOwnFile } from '../config/output-file.js';
import { UsageError } from '../errors.js';
import type { Scrubber } from '../evidence/secrets.js';
import { buildMatrix, type MatrixInput, type MatrixModel } from './matrix.js';
import { renderMatrixHtml } from './matrix-html.js';
import { renderMatrixMarkdown } from './matrix-markdown.js';
import { readReport } from './read.js';

/** Written beside a fleet target's conformance.json: the name and product version its matrix column shows. */
export const IMPLEMENTATION_FILE = 'implementation.json';

export interface Implementation {
  readonly name: string;
  readonly productVersion?: string;
}

/** How deep a folder is searched for reports: a fleet's report dir, or a folder of downloaded CI artifacts. */
const MAX_DEPTH = 4;

function findReports(dir: string, depth: number, out: string[]): void {
  if (existsSync(join(dir, 'conformance.json'))) {
    out.push(join(dir, 'conformance.json'));
    return;
  }
  if (depth >= MAX_DEPTH) return;
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    // A certification bundle repeats the report beside it; symbolic links could loop or leave the folder.
    if (
      entry.isDirectory() &&
      entry.name !== 'certification' &&
      entry.name !== 'node_modules' &&
      !entry.name.startsWith('.')
    )
      findReports(join(dir, entry.name), depth + 1, out);
  }
}

/** Every conformance.json the arguments name: a file, a report folder, or a folder of report folders. */
export function reportFiles(paths: readonly string[]): string[] {
  const files: string[] = [];
  for (const path of paths) {
    if (!existsSync(path)) throw new UsageError(`matrix: ${path} does not exist`);
    if (!statSync(path).isDirectory()) {
      files.push(path);
      continue;
    }
    const found: string[] = [];
    findReports(path, 0, found);
    if (found.length === 0) throw new UsageError(`matrix: no conformance.json under ${path}`);
    files.push(...found);
  }
  return [...new Set(files.map((f) => resolve(f)))];
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readInputFile(path, 'implementation')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Who the report is about: implementation.json beside it (a fleet run writes one), else the folder's name
 * (how CI artifacts arrive); the product version falls back to a certification statement beside it.
 */
export function implementationOf(reportFile: string): Implementation {
  const dir = dirname(reportFile);
  const declared = readJson(join(dir, IMPLEMENTATION_FILE)) as Partial<Record<string, unknown>> | undefined;
  const statement = readJson(join(dir, 'certification', 'statement.json')) as
    Partial<Record<string, unknown>> | undefined;
  const name =
    typeof declared?.name === 'string' && declared.name.trim() !== '' ? declared.name : basename(resolve(dir));
  const productVersion =
    typeof declared?.productVersion === 'string'
      ? declared.productVersion
      : typeof statement?.productVersion === 'string'
        ? statement.productVersion
        : undefined;
  return productVersion === undefined ? { name } : { name, productVersion };
}

/** Reads every report (a bad one is a UsageError naming it) into the matrix's inputs, links relative to outDir. */
export function matrixInputs(files: readonly string[], outDir: string): MatrixInput[] {
  return files.map((file) => {
    const report = readReport(file);
    const { name, productVersion } = implementationOf(file);
    const html = join(dirname(file), 'report.html');
    const reportHref = existsSync(html) ? relative(resolve(outDir), resolve(html)).split(sep).join('/') : undefined;
    return { report, name, productVersion, reportHref };
  });
}

export interface WrittenMatrix {
  readonly model: MatrixModel;
  readonly files: readonly string[];
}

/** Writes matrix.html and matrix.md into outDir; a scrubber, when given, guards them like every report file. */
export function writeMatrix(inputs: readonly MatrixInput[], outDir: string, scrubber?: Scrubber): WrittenMatrix {
  const model = buildMatrix(inputs);
  ownFolder(outDir);
  const files = (
    [
      ['matrix.html', renderMatrixHtml(model)],
      ['matrix.md', renderMatrixMarkdown(model)],
    ] as const
  ).map(([name, text]) => {
    const safe = scrubber === undefined ? text : scrubber.scrub(text);
    if (scrubber?.leaks(safe) === true) throw new Error(`refusing to write ${name}: it would contain an API key`);
    const path = join(outDir, name);
    writeOwnFile(path, safe);
    return path;
  });
  return { model, files };
}
