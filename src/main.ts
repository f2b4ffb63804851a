// Process entry of the command line: runs main() and turns anything thrown into one line and exit 2.
// Kept apart from cli.ts so tests can call main() without a process exit.

import { main } from './cli.js';
import { UsageError } from './config/usage-error.js';
import { Scrubber } from './http/secrets.js';

function describeFatal(error: unknown): string {
  if (error instanceof UsageError) return error.message;
  // parseArgs reports unknown or malformed flags with this code: a usage error, not a crash.
  if ((error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS') === true) return `${(error as Error).message}; try \`osf-conformance --help\``;
  return `internal error: ${error instanceof Error ? error.message : String(error)} (set OSF_DEBUG=1 for the stack)`;
}

main(process.argv.slice(2), process.env).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const keys = new Scrubber([['API_KEY', process.env.API_KEY], ['SECOND_API_KEY', process.env.SECOND_API_KEY]]);
    console.error(keys.scrub(`osf-conformance: ${describeFatal(error)}`));
    if (process.env.OSF_DEBUG === '1' && error instanceof Error) console.error(keys.scrub(error.stack ?? ''));
    process.exitCode = 2;
  },
);
