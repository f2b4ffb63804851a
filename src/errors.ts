// The one error type a user can cause: bad configuration, an unreachable target, an untrusted certificate.
// The command line prints its message as one line and exits 2, never a stack trace.

export class UsageError extends Error {
  override readonly name = 'UsageError';
}
