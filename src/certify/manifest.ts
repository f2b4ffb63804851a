// The SHA-256 manifest of a certification bundle, in sha256sum's format so `sha256sum -c` checks it too.
// Pure: bytes and paths in, text or differences out; reading the directory is bundle.ts's job.

import { createHash } from 'node:crypto';
import { UsageError } from '../errors.js';

export const MANIFEST_NAME = 'MANIFEST.sha256';

export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** `<hex>  <path>` per line, sorted by path, "/" separators: the same bytes on every platform. */
export function renderManifest(digests: ReadonlyMap<string, string>): string {
  return [...digests.keys()]
    .sort()
    .map((path) => `${digests.get(path)!}  ${path}\n`)
    .join('');
}

/** Reads a manifest; a line that is not `<64 hex> <space or *><path>` is a UsageError (it is not ours). */
export function parseManifest(text: string): Map<string, string> {
  const digests = new Map<string, string>();
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  for (const [i, line] of lines.entries()) {
    const m = /^([0-9a-f]{64}) [ *](.+)$/.exec(line);
    if (m === null) throw new UsageError(`${MANIFEST_NAME} line ${i + 1} is not "<sha256>  <file>"`);
    const path = m[2]!;
    // sha256sum marks escaped names with a leading backslash; our bundles never contain such names.
    if (path.startsWith('\\') || path.split('/').some((p) => p === '..' || p === '') || path.startsWith('/')) {
      throw new UsageError(`${MANIFEST_NAME} line ${i + 1} names a path outside the bundle`);
    }
    if (digests.has(path)) throw new UsageError(`${MANIFEST_NAME} lists ${path} twice`);
    digests.set(path, m[1]!);
  }
  return digests;
}

export interface ManifestDifference {
  /** Listed, present, but the content differs. */
  readonly edited: readonly string[];
  /** Listed but absent. */
  readonly missing: readonly string[];
  /** Present but not listed. */
  readonly added: readonly string[];
}

export function diffManifest(
  expected: ReadonlyMap<string, string>,
  actual: ReadonlyMap<string, string>,
): ManifestDifference {
  const edited: string[] = [];
  const missing: string[] = [];
  for (const [path, digest] of expected) {
    const now = actual.get(path);
    if (now === undefined) missing.push(path);
    else if (now !== digest) edited.push(path);
  }
  const added = [...actual.keys()].filter((p) => !expected.has(p));
  return { edited: edited.sort(), missing: missing.sort(), added: added.sort() };
}

export function isIntact(d: ManifestDifference): boolean {
  return d.edited.length === 0 && d.missing.length === 0 && d.added.length === 0;
}
