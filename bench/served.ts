// A reference server in a process of its own (`npm run reference`), started fresh for one row of the bench: the
// settings it prints, as a user pastes them, and its close.

import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A reference server in a process of its own, as the settings it prints for a user to paste. */
export interface ServedTarget {
  readonly env: Readonly<Record<string, string>>;
  close(): Promise<void>;
}

/**
 * Starts a reference server in its own process with the given flags (`--orders N`, `--latency MS`): a server in
 * the bench's own thread would share its core with the measured command, and three such servers served every
 * listing in turn and timed the suite out, a fault of the bench.
 */
export function startServed(seed: number, flags: readonly string[] = []): Promise<ServedTarget> {
  const main = join(root, 'dist', 'src', 'reference', 'main.js');
  const child = spawn(process.execPath, [main, ...flags, '--seed', String(seed)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
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
