// A reference server in a process of its own (`npm run reference`), as a user starts one: the settings it prints,
// ready to pass to the command line, and a way to stop it. A large account is generated and served there, not in
// the test's thread, so what a run measures is the command line alone.

import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ServedReference {
  /** The environment lines the server printed (ORDERS_BASE_URL, API_KEY, CA_FILE...). */
  readonly env: Readonly<Record<string, string>>;
  close(): Promise<void>;
}

/** Starts `dist/src/reference/main.js` with these flags (the build must be current) and waits for its settings. */
export function serveReference(flags: readonly string[]): Promise<ServedReference> {
  const main = join(root, 'dist', 'src', 'reference', 'main.js');
  const child = spawn(process.execPath, [main, ...flags], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] });
  const close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let out = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the reference server exited with ${String(code)} before serving`)));
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (!out.includes('\n\n')) return;
      const env = Object.fromEntries(
        out
          .split('\n')
          .map((line) => /^([A-Z_]+)=(.*)$/.exec(line))
          .flatMap((m) => (m === null ? [] : [[m[1]!, m[2]!]])),
      );
      child.removeAllListeners('exit');
      resolve({ env, close });
    });
  });
}
