// Vitest's global setup for the packed package: one empty folder per test run, handed to every test file, where
// the first file that needs the package packs and installs it (packed-package.ts); removed when the run ends.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder packed-package.ts packs and installs the package into, once for the whole run. */
    packedPackageDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  // Nothing is packed here: a run of unit tests alone pays nothing for it.
  const dir = mkdtempSync(join(tmpdir(), 'osfc-packed-'));
  project.provide('packedPackageDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
