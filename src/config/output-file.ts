// How the suite creates a file or folder in a report folder: never through a symbolic link planted there (refused
// in one line), and by writing a fresh file and renaming it into place, so a planted hard link is replaced too.

import { lstatSync, mkdirSync, renameSync, rmSync, writeFileSync, type Stats } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { UsageError } from '../errors.js';

/** What the suite writes directly in a report folder (or matrix --out): a link under any of these is refused. */
export const REPORT_ENTRY_NAMES = [
  'conformance.json',
  'junit.xml',
  'report.html',
  'summary.md',
  'implementation.json',
  'matrix.html',
  'matrix.md',
  'certification',
] as const;

function lstatOrUndefined(path: string): Stats | undefined {
  try {
    return lstatSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function refuseLink(path: string): never {
  throw new UsageError(
    `${path} is a symbolic link; osf-conformance never writes through a link in a report folder: remove it, or choose another folder`,
  );
}

/** Refuses, before the run sends anything, a link planted under a name the run will write in `dir`. */
export function refusePlantedLinks(dir: string, names: readonly string[] = REPORT_ENTRY_NAMES): void {
  for (const name of names)
    if (lstatOrUndefined(join(dir, name))?.isSymbolicLink() === true) refuseLink(join(dir, name));
}

/** Creates `dir` (parents included) unless it is there; a link in its place is refused, not followed. */
export function ownFolder(dir: string): void {
  const stat = lstatOrUndefined(dir);
  if (stat?.isSymbolicLink() === true) refuseLink(dir);
  if (stat === undefined) mkdirSync(dir, { recursive: true });
  else if (!stat.isDirectory()) throw new UsageError(`${dir} is in the way of a report folder and is not a folder`);
}

/**
 * Writes `text` to `path`: refused when `path` is a link; otherwise a new file (O_EXCL, which follows no link) is
 * written beside it and renamed over it, replacing whatever entry was there instead of writing into it.
 */
export function writeOwnFile(path: string, text: string): void {
  const stat = lstatOrUndefined(path);
  if (stat?.isSymbolicLink() === true) refuseLink(path);
  if (stat !== undefined && !stat.isFile())
    throw new UsageError(`${path} is in the way of a report file and is not a file`);
  const fresh = join(dirname(path), `.${basename(path)}.${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    writeFileSync(fresh, text, { flag: 'wx' });
    renameSync(fresh, path);
  } finally {
    rmSync(fresh, { force: true });
  }
}
