// The code imports downwards only: no loop between folders (cli -> runner -> engine -> requirements -> http, and
// runner -> suites -> oracles, schema) and none between files, type-only imports included, as docs/architecture.md draws.

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** file -> the files it imports (relative specifiers only), paths from the project root. */
function fileGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of [...sources('src'), ...sources('suites')]) {
    const text = readFileSync(join(root, file), 'utf8');
    const targets = [...text.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gm)].map((m) =>
      normalize(join(dirname(file), m[1]!.replace(/\.js$/, '.ts'))),
    );
    graph.set(file, targets);
  }
  return graph;
}

/** The folder a file belongs to: src/<area>, src itself for its top-level files, or suites. */
function folderOf(file: string): string {
  const [top, area, rest] = file.split('/');
  if (top === 'src' && rest !== undefined) return `src/${area}`;
  return top === 'src' ? 'src' : 'suites';
}

/** Strongly connected groups of more than one node: each is a loop. */
function loops(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  let counter = 0;
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      for (let w = stack.pop(); w !== undefined; w = w === v ? undefined : stack.pop()) group.push(w);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('the import graph', () => {
  const files = fileGraph();

  it('has no loop between files', () => {
    expect(loops(files)).toEqual([]);
  });

  it('has no loop between folders (src/cli.ts and src/main.ts stand above every folder)', () => {
    const folders = new Map<string, Set<string>>();
    for (const [file, targets] of files) {
      if (file === 'src/cli.ts' || file === 'src/main.ts') continue;
      const from = folderOf(file);
      for (const target of targets) {
        const to = folderOf(target);
        if (to !== from) folders.set(from, (folders.get(from) ?? new Set()).add(to));
        if (!folders.has(to)) folders.set(to, new Set());
      }
    }
    expect(loops(new Map([...folders].map(([k, v]) => [k, [...v]])))).toEqual([]);
  });

  it('draws in docs/architecture.md only arrows that an import makes', () => {
    // Each "a → b" of the sentence on folders names a folder of src/ (cli for src/cli.ts) or suites; "a / b" lists several.
    const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8').replace(/\s+/g, ' ');
    const sentence = /Folders import downwards only: ([^.]*)\./.exec(doc)?.[1] ?? '';
    const folderNamed = (name: string) =>
      name === 'suites' ? 'suites' : name === 'cli' ? 'src/cli.ts' : `src/${name}`;
    const arrows = [...sentence.matchAll(/[a-z]+(?: \/ [a-z]+)*(?: → [a-z]+(?: \/ [a-z]+)*)+/g)].flatMap(([chain]) => {
      const steps = chain.split(' → ').map((step) => step.split(' / ').map(folderNamed));
      return steps.slice(1).flatMap((to, i) => steps[i]!.flatMap((from) => to.map((t) => `${from} → ${t}`)));
    });
    expect(arrows.length).toBeGreaterThan(5);
    const drawn = new Set<string>();
    for (const [file, targets] of files) {
      const from = file === 'src/cli.ts' ? file : folderOf(file);
      for (const target of targets) drawn.add(`${from} → ${folderOf(target)}`);
    }
    expect(arrows.filter((a) => !drawn.has(a))).toEqual([]);
  });
});
