#!/usr/bin/env node
// The installed command: runs the built JavaScript in dist/ (made by `npm run build`, at prepare and prepack),
// with no TypeScript transform at run time, so every command starts in a fraction of a second. dist/cli is the
// command line bundled (scripts/bundle-cli.mjs); dist/src/main.js, the same code as compiled, when it is absent.
import { existsSync } from 'node:fs';
import { URL } from 'node:url';
import { setFlagsFromString } from 'node:v8';

// Small young-generation semi-spaces keep short-lived response bodies from inflating peak memory
// (measured by npm run bench) at no measurable cost in time.
setFlagsFromString('--max-semi-space-size=1');
const bundled = new URL('../dist/cli/main.js', import.meta.url);
try {
  await import(existsSync(bundled) ? bundled.href : '../dist/src/main.js');
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('dist/src/main.js')) throw error;
  console.error('osf-conformance: the built files are missing (dist/); run `npm run build` in the package folder');
  process.exitCode = 2;
}
