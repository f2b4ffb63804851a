// One connection of its own, kept alive between the requests sent on it: the isolation experiments (spec 4.4, 5.1)
// send each key on a connection of its own, then again on the one the other key used.

import type { Dispatcher } from 'undici';

/**
 * A one-connection agent a request names in `connection`: requests sent on it go out one after the other on the same
 * socket while the target keeps it alive. Closed by whoever made it; closing destroys the socket.
 */
export class PinnedConnection {
  constructor(readonly dispatcher: Dispatcher) {}

  async close(): Promise<void> {
    await this.dispatcher.destroy();
  }
}
