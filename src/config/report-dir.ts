// The report folder, created and proven writable before the first request: a run that cannot write its
// reports must stop with one line and exit 2 before it sends anything (a write included) to the target.

import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { UsageError } from '../errors.js';
import { refusePlantedLinks } from './output-file.js';

const errno = (error: unknown): string => (error as NodeJS.ErrnoException).code ?? 'error';

/**
 * Creates `raw` (and its missing parents, one at a time) and writes then removes a probe file in it.
 * A symbolic link planted where a report file will be written is refused too.
 * Returns the absolute path; throws UsageError for an existing file, a path under a file, a folder that cannot
 * be created or written (read-only, or on a pseudo-filesystem such as /proc). Parents are created one by one,
 * not with mkdirSync's `recursive`, which on /proc retries forever instead of failing.
 */
export function prepareReportDir(raw: string, name = 'REPORT_DIR'): string {
  const dir = resolve(raw);
  const fix = `set ${name} (or --report-dir) to a folder you can write to`;
  const missing: string[] = [];
  for (let at = dir; ; at = dirname(at)) {
    let isDirectory: boolean;
    try {
      isDirectory = statSync(at).isDirectory();
    } catch (error) {
      const code = errno(error);
      if ((code === 'ENOENT' || code === 'ENOTDIR') && dirname(at) !== at) {
        missing.unshift(at);
        continue;
      }
      throw new UsageError(`${name} ${dir} cannot be used (${code} on ${at}); ${fix}`);
    }
    if (!isDirectory) {
      throw new UsageError(
        at === dir
          ? `${name} ${dir} is a file, not a folder; ${fix}`
          : `${name} ${dir} is under ${at}, which is a file, not a folder; ${fix}`,
      );
    }
    break;
  }
  for (const folder of missing) {
    try {
      mkdirSync(folder);
    } catch (error) {
      // A concurrent run may have made it in the meantime; anything else is the answer.
      if (errno(error) === 'EEXIST' && statSync(folder).isDirectory()) continue;
      throw new UsageError(`${name} ${dir} cannot be created (${errno(error)} on ${folder}); ${fix}`);
    }
  }
  const probe = join(dir, `.osfc-write-check-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    writeFileSync(probe, 'osf-conformance checks that it can write its reports here\n', { flag: 'wx' });
  } catch (error) {
    throw new UsageError(`${name} ${dir} is not writable (${errno(error)}); ${fix}`);
  } finally {
    rmSync(probe, { force: true });
  }
  refusePlantedLinks(dir);
  return dir;
}
