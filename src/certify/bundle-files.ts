// The files of a certification bundle folder as the file system holds them: every entry by path, which of them are
// symbolic links (a bundle holds regular files only, so a link to an outside copy is refused), and their digests.

import { lstatSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { INPUT_FILES, readInputBytes } from '../config/input-file.js';
import { UsageError } from '../errors.js';
import { ATTESTATION_NAME } from './attestation.js';
import { MANIFEST_NAME, sha256Hex } from './manifest.js';

/** Every entry under dir but folders, as "/"-separated paths relative to it, the manifest and signature excepted. */
export function bundleFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      // Anything else (a symlink, a socket) is listed too, so it shows up rather than going unseen.
      else out.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.filter((p) => p !== MANIFEST_NAME && p !== ATTESTATION_NAME).sort();
}

/** True when the entry is a symbolic link (false when it is absent). */
export function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/** The paths among `paths` that are symbolic links: whatever they point at, they are not the bundle's own files. */
export function linkedFiles(dir: string, paths: readonly string[]): string[] {
  return paths.filter((p) => isLink(join(dir, p)));
}

/** A file's digest, or why it has none (never a digest, so it always differs from the manifest's). */
function digestOf(path: string): string {
  if (isLink(path)) return 'a symbolic link, not a file of the bundle';
  try {
    return sha256Hex(readInputBytes(path, 'bundleFile'));
  } catch (error) {
    if (error instanceof UsageError) return `not a regular file of at most ${INPUT_FILES.bundleFile.maxBytes} bytes`;
    return `unreadable (${(error as NodeJS.ErrnoException).code ?? 'error'})`;
  }
}

export function digestsOf(dir: string, paths: readonly string[]): Map<string, string> {
  return new Map(paths.map((p) => [p, digestOf(join(dir, p))]));
}
