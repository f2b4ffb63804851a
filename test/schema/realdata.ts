// Locates and reads the recorded ancestor-API bodies kept in test/fixtures/realdata for the schema tests.
// Fails loudly when the folder is absent: a missing folder must never turn into zero tests that pass.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The recordings and their PROVENANCE.md, inside the repository so a clone anywhere has them. */
export const realdataDirectory = new URL('../fixtures/realdata/', import.meta.url);

function requireDirectory(): string {
  const dir = fileURLToPath(realdataDirectory);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new Error(
      `real-data folder not found at ${dir}: the schema tests read the recorded bodies from test/fixtures/realdata`,
    );
  }
  return dir;
}

/** Names of the recorded JSON bodies, sorted; throws if the folder is missing or holds none. */
export function realdataFiles(): string[] {
  const files = readdirSync(requireDirectory())
    .filter((f) => f.endsWith('.json'))
    .sort();
  if (files.length === 0) throw new Error(`no .json bodies in ${fileURLToPath(realdataDirectory)}`);
  return files;
}

/** Parsed body of one recorded file. */
export function readRealdata(file: string): unknown {
  return JSON.parse(readFileSync(new URL(file, realdataDirectory), 'utf8'));
}

/** The file names PROVENANCE.md documents, from its `## <file>` headings. */
export function provenanceEntries(): string[] {
  requireDirectory();
  const text = readFileSync(new URL('PROVENANCE.md', realdataDirectory), 'utf8');
  return [...text.matchAll(/^## (\S+\.json)\s*$/gm)].map((m) => m[1] ?? '').sort();
}
