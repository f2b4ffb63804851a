// The repository depends on nothing beside it: every file a module locates relative to itself lies inside
// the repository, so a clone in any folder passes its tests (.ci/run proves it by testing from a fresh clone).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const skipped = new Set(['node_modules', '.git', 'reports', 'dist', 'coverage', '.tmp', '.stryker-tmp']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (skipped.has(e.name)) return [];
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(?:ts|js|mjs|cjs)$/.test(e.name) ? [path] : [];
  });
}

/** Every `new URL('<relative>', import.meta.url)` in a file, resolved: the project's way to find its own files. */
function locatedFiles(file: string): { literal: string; resolved: string }[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/new URL\(\s*(['"`])([^'"`]+)\1\s*,\s*import\.meta\.url\s*\)/g)].map((m) => ({
    literal: m[2] ?? '',
    resolved: fileURLToPath(new URL(m[2] ?? '', `file://${file}`)),
  }));
}

describe('the repository is self-contained', () => {
  const files = sources(root);

  it('finds the project files it scans', () => {
    // A wrong root would scan nothing and pass: the fixtures' reader and this file must be among them.
    expect(files.map((f) => relative(root, f))).toEqual(
      expect.arrayContaining(['test/schema/realdata.ts', 'test/self-contained.test.ts']),
    );
  });

  it('locates files only inside the repository', () => {
    const outside = files.flatMap((file) =>
      locatedFiles(file)
        .filter(
          (l) =>
            l.resolved !== root.replace(/\/$/, '') && !l.resolved.startsWith(root.endsWith(sep) ? root : root + sep),
        )
        .map((l) => `${relative(root, file)}: new URL('${l.literal}') resolves to ${l.resolved}`),
    );
    expect(outside).toEqual([]);
  });

  it('names no folder beside the checkout', () => {
    // The spec and the recorded ancestor bodies used to be read from a shared/ folder beside the repository.
    const beside = files
      .filter((file) => /['"`](?:\.\.\/)+shared\//.test(readFileSync(file, 'utf8')))
      .map((f) => relative(root, f));
    expect(beside).toEqual([]);
  });
});
