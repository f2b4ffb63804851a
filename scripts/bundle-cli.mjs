// The last step of `npm run build`: the command line bundled from the compiled dist/src into dist/cli (esbuild), its
// entry and one chunk per part a command loads on demand, so a command reads a handful of files, not two hundred.

import { rmSync } from 'node:fs';
import { URL, fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}dist/cli`;

// Chunk names carry a hash of their content: a build starts from an empty folder, so none of an earlier one stays.
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [`${root}dist/src/main.js`],
  outdir,
  bundle: true,
  // Each `await import()` of the command line (the suites, the reference server, the report writers, undici's
  // loader) becomes a chunk loaded when a command reaches it: `--version` and `list` load only what they use.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Dependencies stay where npm installed them (undici, fast-check, ajv, dotenv, selfsigned), loaded as before.
  packages: 'external',
  logLevel: 'warning',
});
