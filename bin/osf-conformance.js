#!/usr/bin/env node
// The installed command: runs the built JavaScript in dist/ (made by `npm run build`, at prepack and before tests),
// with no TypeScript transform at run time, so every command starts in a fraction of a second. dist/cli is the
// command line bundled (scripts/bundle-cli.mjs); dist/src/main.js is the same code as compiled, run instead when
// the bundle is absent or older than the last compile (dist/.tsbuildinfo: tsc alone, without the bundling step).
import { statSync } from 'node:fs';
import { URL } from 'node:url';
import { setFlagsFromString } from 'node:v8';

// Small young-generation semi-spaces keep short-lived response bodies from inflating peak memory
// (measured by npm run bench) at no measurable cost in time.
setFlagsFromString('--max-semi-space-size=1');
const modified = (path) => statSync(new URL(path, import.meta.url), { throwIfNoEntry: false })?.mtimeMs ?? -1;
const entry =
  modified('../dist/cli/main.js') >= modified('../dist/.tsbuildinfo') ? '../dist/cli/main.js' : '../dist/src/main.js';
try {
  await import(entry);
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes(entry.slice(3))) throw error;
  console.error('osf-conformance: the built files are missing (dist/); run `npm run build` in the package folder');
  process.exitCode = 2;
}
