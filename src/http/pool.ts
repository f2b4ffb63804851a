// The connection pool of one target: a keep-alive undici agent whose connections trust the target's CA and
// verify every certificate, a one-connection agent of its own for a request sent again, and the close.

import type * as Undici from 'undici';
import type { Dispatcher } from 'undici';
import type { TargetConfig } from '../config/target.js';
import { trusting } from './tls-context.js';
import { loadUndici } from './undici-core.js';
import { PinnedConnection } from './pinned-connection.js';

export class ConnectionPool {
  readonly dispatcher: Dispatcher;
  /** How the pool's agent was made, for the one-connection agent a dropped request is sent again on. */
  private readonly agentOptions: Undici.Agent.Options;

  constructor(
    private readonly target: TargetConfig,
    connections: number,
  ) {
    const secureContext = target.caPem === undefined ? undefined : trusting(target.caPem);
    this.agentOptions = {
      // rejectUnauthorized is spelled out so NODE_TLS_REJECT_UNAUTHORIZED=0 cannot turn on an insecure mode.
      connect: {
        timeout: target.requestTimeoutMs,
        rejectUnauthorized: true,
        ...(secureContext === undefined ? {} : { secureContext }),
      },
      headersTimeout: target.requestTimeoutMs,
      bodyTimeout: target.requestTimeoutMs,
      keepAliveTimeout: 10_000,
      connections,
    };
    this.dispatcher = new (loadUndici().Agent)(this.agentOptions);
  }

  /** A connection of its own for the requests that name it (ApiRequest.connection); the caller closes it. */
  pin(): PinnedConnection {
    return new PinnedConnection(new (loadUndici().Agent)({ ...this.agentOptions, connections: 1 }));
  }

  /** Runs one request on an agent of its own, so on a connection opened for it, then closes that agent. */
  async onFreshConnection<T>(send: (dispatcher: Dispatcher) => Promise<T>): Promise<T> {
    const agent = new (loadUndici().Agent)({ ...this.agentOptions, connections: 1 });
    try {
      return await send(agent);
    } finally {
      await agent.destroy();
    }
  }

  /** Closes the pool; when the run was cut short, in-flight sockets are destroyed rather than waited for. */
  async close(cutShort: boolean): Promise<void> {
    if (cutShort) {
      await this.dispatcher.destroy();
      return;
    }
    // Every request is bounded by its own timeout, so a graceful close ends; the bound is belt and braces.
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), this.target.requestTimeoutMs * 2 + 1_000);
    });
    try {
      if ((await Promise.race([this.dispatcher.close(), bound])) === 'late') await this.dispatcher.destroy();
    } finally {
      clearTimeout(timer);
    }
  }
}
