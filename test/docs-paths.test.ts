// Every file or folder of this repository that README.md, CONTRIBUTING.md and docs/*.md name exists, so a reader who
// follows a path lands somewhere: a moved or deleted file fails here until the prose follows it.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const FOLDERS = ['src', 'suites', 'test', 'scripts', 'schemas', 'docs', 'bench', 'examples', 'spec', 'bin'];
// docs/style.md is the shared style guide: its paths are other projects' files it quotes as examples.
const QUOTES_OTHER_PROJECTS = new Set(['docs/style.md']);

function documents(): string[] {
  const docs = readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`);
  return ['README.md', 'CONTRIBUTING.md', ...docs].filter((d) => !QUOTES_OTHER_PROJECTS.has(d));
}

/** Paths into the repository's folders, backticked (`src/x.ts`) or bare in the prose (test/x.test.ts). */
function pathsIn(text: string): string[] {
  const start = `(?:${FOLDERS.join('|')})/`;
  const backticked = [...text.matchAll(new RegExp(`\`(${start}[^\`\\s]*)\``, 'g'))].map((m) => m[1]!);
  const bare = [...text.matchAll(new RegExp(`(?<=^|[\\s(])(${start}[\\w./*<>-]*[\\w*/>])`, 'gm'))].map((m) => m[1]!);
  return [...new Set([...backticked, ...bare])];
}

/** Whether a named path exists; `*` matches within one name, and a `<placeholder>` asks only for its folder. */
function exists(path: string): boolean {
  const placeholder = path.indexOf('<');
  if (placeholder >= 0) return existsSync(join(root, dirname(`${path.slice(0, placeholder)}x`)));
  if (!path.includes('*')) return existsSync(join(root, path));
  const dir = dirname(path);
  const pattern = new RegExp(
    `^${path
      .slice(dir.length + 1)
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')}$`,
  );
  return existsSync(join(root, dir)) && readdirSync(join(root, dir)).some((name) => pattern.test(name));
}

describe('paths named in the documentation', () => {
  it('finds backticked and bare paths, and ignores other text', () => {
    expect(pathsIn('see `src/reference/faults/` and test/import-graph.test.ts (or `npm test`), not src')).toEqual([
      'src/reference/faults/',
      'test/import-graph.test.ts',
    ]);
  });

  it.each(documents())('%s names only files and folders that exist', (doc) => {
    const paths = pathsIn(readFileSync(join(root, doc), 'utf8'));
    expect(paths.filter((p) => !exists(p))).toEqual([]);
  });

  it('is not vacuous: README.md, CONTRIBUTING.md and docs/architecture.md name paths', () => {
    for (const doc of ['README.md', 'CONTRIBUTING.md', 'docs/architecture.md'])
      expect(pathsIn(readFileSync(join(root, doc), 'utf8')).length, doc).toBeGreaterThan(3);
    expect(exists('src/reference/no-such-file.ts')).toBe(false);
    expect(exists('src/reference/scan-form-*.ts')).toBe(true);
  });
});
