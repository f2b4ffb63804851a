// Where the package's own files are (schemas/, package.json), whether this module runs from src/ in a clone
// or from the built dist/src/ of an installed package: the nearest folder up that holds our package.json.

import { existsSync, readFileSync } from 'node:fs';

function findRoot(): URL {
  for (let dir = new URL('.', import.meta.url); ; dir = new URL('..', dir)) {
    const manifest = new URL('package.json', dir);
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'osf-conformance'
    )
      return dir;
    if (new URL('..', dir).href === dir.href)
      throw new Error('the osf-conformance package.json was not found above its modules');
  }
}

/** The package's root folder as a file URL ending in a slash. */
export const packageRoot: URL = findRoot();

/** A file of the package, by its path from the package root (e.g. "schemas/scan-form.schema.json"). */
export function packageFile(path: string): URL {
  return new URL(path, packageRoot);
}
