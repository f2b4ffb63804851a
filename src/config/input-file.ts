// The one way the suite reads a file it is handed (fleet file, expectations, reports, CA_FILE, dotenv, a bundle's
// MANIFEST and files): a regular file only, never a FIFO or a device, under a size cap, read with a bound.

import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { UsageError } from '../errors.js';

const MiB = 1024 * 1024;

/** Each kind of input, its name in messages and its cap: far above any real file, far below the memory bound. */
export const INPUT_FILES = {
  fleet: { label: 'the fleet file', maxBytes: MiB },
  expectations: { label: 'the expectations file', maxBytes: MiB },
  dotenv: { label: 'the dotenv file', maxBytes: MiB },
  ca: { label: 'CA_FILE', maxBytes: 4 * MiB },
  report: { label: 'the report', maxBytes: 64 * MiB },
  implementation: { label: 'implementation.json', maxBytes: MiB },
  manifest: { label: "the bundle's MANIFEST", maxBytes: MiB },
  bundleFile: { label: 'the bundle file', maxBytes: 64 * MiB },
  lock: { label: 'the report folder lock', maxBytes: 4096 },
  key: { label: 'the key file', maxBytes: 64 * 1024 },
} as const;

export type InputKind = keyof typeof INPUT_FILES;

function sizeText(bytes: number): string {
  return bytes >= MiB ? `${bytes / MiB} MiB` : `${bytes} bytes`;
}

/** What a non-regular file is, in a user's words. */
function typeOf(stat: ReturnType<typeof fstatSync>): string {
  if (stat.isDirectory()) return 'a folder';
  if (stat.isFIFO()) return 'a FIFO';
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'a device';
  if (stat.isSocket()) return 'a socket';
  return 'not a regular file';
}

/** Reads at most `limit` + 1 bytes, so a file that grows while it is read cannot pass its cap. */
function readBounded(fd: number, limit: number, sizeHint: number): Buffer {
  let buffer = Buffer.alloc(Math.min(sizeHint, limit) + 1);
  let length = 0;
  for (;;) {
    if (length === buffer.length) {
      if (buffer.length > limit) break;
      const grown = Buffer.alloc(Math.min(buffer.length * 2, limit + 1));
      buffer.copy(grown, 0, 0, length);
      buffer = grown;
    }
    const n = readSync(fd, buffer, length, buffer.length - length, null);
    if (n === 0) break;
    length += n;
  }
  return buffer.subarray(0, length);
}

/**
 * The file's bytes. An error of the file system (ENOENT, EACCES...) is thrown as it comes, for the caller's own
 * message; a file that is not regular, or over its cap, is a UsageError of one line naming the cap.
 */
export function readInputBytes(path: string, kind: InputKind): Buffer {
  const { label, maxBytes } = INPUT_FILES[kind];
  // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer, forever.
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile())
      throw new UsageError(
        `${label} ${path} is ${typeOf(stat)}; it must be a regular file (of at most ${sizeText(maxBytes)})`,
      );
    const tooLarge = () =>
      new UsageError(`${label} ${path} is larger than its limit of ${sizeText(maxBytes)}; is it the right file?`);
    if (stat.size > maxBytes) throw tooLarge();
    const bytes = readBounded(fd, maxBytes, stat.size);
    if (bytes.length > maxBytes) throw tooLarge();
    return bytes;
  } finally {
    closeSync(fd);
  }
}

/** The file as UTF-8 text, under the same rules as readInputBytes. */
export function readInputFile(path: string, kind: InputKind): string {
  return readInputBytes(path, kind).toString('utf8');
}
