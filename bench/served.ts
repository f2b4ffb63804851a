// A reference server in a process of its own (`npm run reference`), started fresh for one row of the bench: the
// settings it prints, as a user pastes them, and its close (test/support/served-reference.ts starts it).

import { serveReference, type ServedReference } from '../test/support/served-reference.js';

/** A reference server in a process of its own, as the settings it prints for a user to paste. */
export type ServedTarget = ServedReference;

/**
 * Starts a reference server in its own process with the given flags (`--orders N`, `--latency MS`): a server in
 * the bench's own thread would share its core with the measured command, and three such servers served every
 * listing in turn and timed the suite out, a fault of the bench.
 */
export function startServed(seed: number, flags: readonly string[] = []): Promise<ServedTarget> {
  return serveReference([...flags, '--seed', String(seed)]);
}
