// `npm run foreign:regressions -- <earlier score> <later score>`: the foreign faults a round caught earlier and missed
// later (score.sh outputs of ../shared/foreign), each to become a fault of our own catalogue with its trigger.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One line of a score.sh output: an entry of a foreign server, how the run ended, the requirements that failed. */
export interface ScoreEntry {
  readonly name: string;
  readonly kind: 'fault' | 'variant';
  readonly rc: number;
  readonly failed: string;
}

/** `NAME  fault|variant  RC  SECS  [area ok] ID,ID`: the entry lines of a score output; headers and totals are skipped. */
export function parseScore(text: string): Map<string, ScoreEntry> {
  const entries = new Map<string, ScoreEntry>();
  for (const line of text.split('\n')) {
    const m = /^(\S+)\s+(fault|variant)\s+(\d+)\s+\S+\s*(.*)$/.exec(line.trimEnd());
    if (m === null) continue;
    entries.set(m[1]!, { name: m[1]!, kind: m[2] as ScoreEntry['kind'], rc: Number(m[3]), failed: m[4]!.trim() });
  }
  return entries;
}

/** A fault counts as caught only with exit 1 (DOES NOT CONFORM); exit 0 and exit 2 are misses (the foreign README). */
export function caught(entry: ScoreEntry | undefined): boolean {
  return entry?.kind === 'fault' && entry.rc === 1;
}

/** A fault caught at the earlier score and missed at the later one, with what caught it then. */
export interface Regression {
  readonly name: string;
  readonly earlier: ScoreEntry;
  /** Undefined when the later score did not run the entry at all. */
  readonly later: ScoreEntry | undefined;
}

/** The regressions, in the earlier score's order; `ignored` names entries a ruling counts neither way. */
export function regressions(
  earlier: ReadonlyMap<string, ScoreEntry>,
  later: ReadonlyMap<string, ScoreEntry>,
  ignored: ReadonlySet<string> = new Set(),
): Regression[] {
  return [...earlier.values()]
    .filter((e) => caught(e) && !ignored.has(e.name) && later.has(e.name) && !caught(later.get(e.name)))
    .map((e) => ({ name: e.name, earlier: e, later: later.get(e.name) }));
}

const USAGE =
  'usage: npm run foreign:regressions -- <earlier score> <later score> [--ignore NAME,NAME] (score.sh outputs)';

/** The command: prints the regressions and returns 1 when there is one, 0 when none, 2 for a usage error. */
export function regressionsCommand(args: readonly string[], print: (line: string) => void): number {
  const at = args.indexOf('--ignore');
  const ignored = new Set(at < 0 ? [] : (args[at + 1] ?? '').split(',').filter(Boolean));
  const files = at < 0 ? [...args] : args.filter((_, i) => i !== at && i !== at + 1);
  if (files.length !== 2 || (at >= 0 && args[at + 1] === undefined)) return (print(USAGE), 2);
  let texts: string[];
  try {
    texts = files.map((f) => readFileSync(f, 'utf8'));
  } catch (error) {
    return (print(`cannot read a score: ${(error as Error).message}`), 2);
  }
  const [earlier, later] = texts.map(parseScore) as [Map<string, ScoreEntry>, Map<string, ScoreEntry>];
  const found = regressions(earlier, later, ignored);
  const compared = [...earlier.values()].filter((e) => e.kind === 'fault' && later.has(e.name)).length;
  for (const r of found)
    print(
      `${r.name}: caught (exit 1: ${r.earlier.failed || 'no requirement listed'}), now exit ${r.later?.rc ?? '?'}${r.later?.failed ? ` (${r.later.failed})` : ''}`,
    );
  print(`${found.length} fault(s) caught at the earlier score and missed at the later, of ${compared} compared`);
  return found.length > 0 ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = regressionsCommand(process.argv.slice(2), (line) => console.log(line));
}
