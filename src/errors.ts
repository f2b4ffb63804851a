// The one error type a user can cause: bad configuration, an unreachable target, an untrusted certificate.
// The command line prints its message as one line and exits 2, never a stack trace.

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/**
 * A run that stopped before any check with its verdict said and its reports written (its positive control
 * failed): the message is the run's last line, not a configuration error to report again.
 */
export class StoppedRun extends UsageError {}
