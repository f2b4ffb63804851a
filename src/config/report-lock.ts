// A run owns its report folder: a lock file, created exclusively, so a second run into the same REPORT_DIR is
// refused in one line instead of overwriting the first one's reports and its list of created orders.

import { rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { UsageError } from '../errors.js';
import { readInputFile } from './input-file.js';

export const LOCK_NAME = '.osf-conformance.lock';

interface LockHolder {
  readonly pid: number;
  readonly host: string;
  readonly since: string;
}

/** The holder written in a lock file, or undefined when it cannot be read as one. */
function holderOf(path: string): LockHolder | undefined {
  try {
    // The lock is ours and a few dozen bytes; anything larger or stranger is not a lock we wrote.
    const value = JSON.parse(readInputFile(path, 'lock')) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || typeof value.host !== 'string' || typeof value.since !== 'string')
      return undefined;
    return { pid: value.pid, host: value.host, since: value.since };
  } catch {
    return undefined;
  }
}

/** True when the holder is a process of this machine that no longer exists (killed, crashed). */
function isStale(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return false;
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

function tryCreate(path: string, holder: LockHolder): boolean {
  try {
    // 'wx' is O_CREAT | O_EXCL: it fails on anything already there, a link included, and follows none.
    writeFileSync(path, `${JSON.stringify(holder)}\n`, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw new UsageError(`cannot create ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}

/**
 * Claims `dir` (already prepared) for this process until the returned release is called or the process exits.
 * A lock left by a process of this machine that is gone is taken over; any other is a UsageError of one line.
 */
export function claimReportDir(dir: string, name = 'REPORT_DIR'): () => void {
  const path = join(dir, LOCK_NAME);
  const me: LockHolder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  if (!tryCreate(path, me)) {
    const holder = holderOf(path);
    if (holder !== undefined && isStale(holder)) rmSync(path, { force: true });
    if (!tryCreate(path, me)) {
      const who = holder === undefined ? 'another run' : `run ${holder.pid} on ${holder.host} since ${holder.since}`;
      throw new UsageError(
        `${name} ${dir} is in use by ${who}; wait for it, or set ${name} (or --report-dir) to another folder (if no run is going, delete ${path})`,
      );
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    // Only our own lock: a holder that took over a lock we lost is left alone.
    if (holderOf(path)?.pid === me.pid && holderOf(path)?.since === me.since) rmSync(path, { force: true });
  };
  process.on('exit', release);
  return release;
}
