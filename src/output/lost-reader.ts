// A reader that went away (a CI runner's log pipe closed, a parent killed) ends what is printed, never the run:
// the run still keeps its deadline, answers SIGINT/SIGTERM, writes its report files and exits with its verdict.

/** The process's own output streams, as main() writes to them. */
type Output = Pick<NodeJS.WriteStream, 'on'>;

/**
 * Swallows write errors on stdout and stderr. Without a listener, Node raises each EPIPE as an uncaught exception;
 * reporting that one on stderr fails the same way, and the loop of the two starves the event loop, so neither the
 * deadline's timer nor a signal's handler ever runs again. Nothing can be told about a stream nobody reads.
 */
export function outliveLostReaders(streams: readonly Output[] = [process.stdout, process.stderr]): void {
  for (const stream of streams) stream.on('error', () => undefined);
}
