// Process entry of the command line: runs main() and turns anything thrown into one line and exit 2.
// Kept apart from cli.ts so tests can call main() without a process exit.

import { Interrupted, main } from './cli.js';
import { UsageError } from './errors.js';
import { Scrubber } from './evidence/secrets.js';
import { outliveLostReaders } from './output/lost-reader.js';
import { terminalText } from './report/escape.js';

function describeFatal(error: unknown): string {
  if (error instanceof UsageError) return error.message;
  // parseArgs reports unknown or malformed flags with this code: a usage error, not a crash.
  if ((error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS') === true)
    return `${(error as Error).message}; try \`osf-conformance --help\``;
  return `internal error: ${error instanceof Error ? error.message : String(error)} (set OSF_DEBUG=1 for the stack)`;
}

/** Keys the command line said it uses (a .env file's included), beside the environment's. */
const known: Array<readonly [string, string | undefined]> = [];

/** Keys from the environment and those the command line reported, for every line printed here. */
function keys(): Scrubber {
  return new Scrubber([['API_KEY', process.env.API_KEY], ['SECOND_API_KEY', process.env.SECOND_API_KEY], ...known]);
}

// Spec 5.3 and the suite's own promise: no insecure mode. Every client sets rejectUnauthorized already;
// dropping the variable also keeps Node from printing its warning into the one-line output.
delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;

let fatal = false;
function reportFatal(error: unknown, prefix = ''): void {
  // One line whatever the cause: a multi-line message from a library is folded.
  console.error(
    terminalText(keys().scrub(`osf-conformance: ${prefix}${describeFatal(error)}`.replace(/\s*\n\s*/g, ' '))),
  );
  if (process.env.OSF_DEBUG === '1' && error instanceof Error) console.error(keys().scrub(error.stack ?? ''));
  fatal = true;
  process.exitCode = 2;
}

outliveLostReaders();

// Never Node's default crash with a stack trace: a stray rejection is our defect, reported in one line, exit 2.
process.on('unhandledRejection', (reason) => reportFatal(reason, 'unhandled rejection: '));
process.on('uncaughtException', (error) => reportFatal(error, 'uncaught exception: '));

/**
 * The last guard against a hang: once main has settled, the process should end by itself within moments. If
 * something still holds it (a worker stuck in a check), it is ended, with the exit code already set, and a
 * warning line the tests would notice. The timer is unref'd, so it never delays a normal exit.
 */
function exitSoon(): void {
  setTimeout(() => {
    console.error('osf-conformance: warning: something was still running 10 s after the run ended; exiting');
    process.exit();
  }, 10_000).unref();
}

// SIGINT / SIGTERM stop the run: requests in flight are aborted, the reports (marked incomplete, with every order
// created so far) are written, and the exit code is 130 / 143. A second signal ends the process at once.
// Other commands keep Node's default: a signal ends them at once.
const interrupt = new AbortController();
const stoppable = process.argv[2] === 'run' && !process.argv.includes('--dry-run');
for (const name of stoppable ? (['SIGINT', 'SIGTERM'] as const) : []) {
  process.on(name, () => {
    if (interrupt.signal.aborted) process.exit(name === 'SIGTERM' ? 143 : 130);
    interrupt.abort(new Interrupted(name));
  });
}

main(process.argv.slice(2), process.env, { signal: interrupt.signal, onSecrets: (pairs) => known.push(...pairs) })
  .then(
    (code) => {
      if (!fatal) process.exitCode = code;
    },
    (error: unknown) => reportFatal(error),
  )
  .finally(exitSoon);
