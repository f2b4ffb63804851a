// Preloaded (node --import) into a child process a memory test runs: at exit, writes the process's peak
// resident memory (process.resourceUsage().maxRSS, kilobytes, every thread included) to OSFC_MAX_RSS_FILE.
import { writeFileSync } from 'node:fs';
import process from 'node:process';

const file = process.env.OSFC_MAX_RSS_FILE;
if (file !== undefined && file !== '') {
  process.on('exit', () => writeFileSync(file, String(process.resourceUsage().maxRSS)));
}
