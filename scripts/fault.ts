// `npm run fault -- <name>`: everything one seeded fault changes, in one answer: its record (area, description,
// caughtBy) and every line of src/reference outside the catalogue that names it as a string literal, i.e. branches on it.

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { faults, type FaultRecord } from '../src/reference/faults/index.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const referenceDir = join(root, 'src/reference');
const catalogueDir = join(referenceDir, 'faults');

export interface Branch {
  /** Path from the repository root, with forward slashes. */
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

/** Every line of src/reference (the catalogue folder aside) where `name` stands as a '…', "…" or `…` literal. */
export function branchesOn(name: string): Branch[] {
  const literal = new RegExp(`(['"\`])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`);
  const files = readdirSync(referenceDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(referenceDir, f))
    .filter((path) => !path.startsWith(catalogueDir))
    .sort();
  return files.flatMap((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((text, i) =>
        literal.test(text)
          ? [{ file: relative(root, path).split('\\').join('/'), line: i + 1, text: text.trim() }]
          : [],
      ),
  );
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    previous = current;
  }
  return previous[b.length]!;
}

/** The catalogue names nearest to a mistyped one: those that contain it first, then by edit distance. */
export function closestNames(name: string, count = 3): string[] {
  const score = (candidate: string) => (candidate.includes(name) ? 0 : 1) * 1000 + editDistance(name, candidate);
  return faults
    .map((f) => f.name)
    .sort((a, b) => score(a) - score(b) || a.localeCompare(b))
    .slice(0, count);
}

export function describeFault(record: FaultRecord, branches: readonly Branch[]): string {
  return [
    `${record.name} (${record.area})`,
    `  ${record.description}`,
    record.notDetermined === undefined
      ? `  caught by: ${record.caughtBy.join(', ')}`
      : `  NOT DETERMINED at the positive control: ${record.notDetermined}`,
    '',
    `${branches.length} place(s) in src/reference branch on it:`,
    ...branches.map((b) => `  ${b.file}:${b.line}: ${b.text}`),
  ].join('\n');
}

/** The command: prints the answer and returns the exit code (2 for a missing or unknown name). */
export function faultCommand(args: readonly string[], print: (line: string) => void): number {
  const name = args[0];
  const record = faults.find((f) => f.name === name);
  if (name === undefined || record === undefined) {
    const hint = name === undefined ? 'give a fault name' : `closest: ${closestNames(name).join(', ')}`;
    print(`Unknown fault "${name ?? ''}" (${hint}); the names are in src/reference/faults/.`);
    return 2;
  }
  print(describeFault(record, branchesOn(record.name)));
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = faultCommand(process.argv.slice(2), (line) => console.log(line));
}
