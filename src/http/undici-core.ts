// The two parts of undici the client uses, loaded with the first client: a keep-alive dispatcher (Agent) and
// request() on it, so commands that send nothing never load undici and a run never loads the package index.

import { createRequire } from 'node:module';
import type * as Undici from 'undici';
import type { Dispatcher } from 'undici';

/** The two parts of undici the client uses: a keep-alive dispatcher, and request() on it. */
export interface UndiciCore {
  readonly Agent: typeof Undici.Agent;
  request(dispatcher: Dispatcher, options: Dispatcher.RequestOptions): Promise<Dispatcher.ResponseData>;
}

let undici: UndiciCore | undefined;

/**
 * undici, loaded with the first client: commands that send nothing (list, compare, verify) never pay for it.
 * Only the agent and request() are loaded, not the package index, which also loads fetch, WebSocket, caches
 * and mocks and takes twice as long before a run's first request. Should a later undici move those files,
 * the whole package is loaded instead.
 */
export function loadUndici(parts: 'core' | 'package' = 'core'): UndiciCore {
  if (undici !== undefined && parts === 'core') return undici;
  const require = createRequire(import.meta.url);
  if (parts === 'core') {
    try {
      const Agent = require('undici/lib/dispatcher/agent') as typeof Undici.Agent;
      const request = require('undici/lib/api/api-request') as (
        this: Dispatcher,
        options: Dispatcher.RequestOptions,
      ) => Promise<Dispatcher.ResponseData>;
      undici = { Agent, request: (dispatcher, options) => request.call(dispatcher, options) };
      return undici;
    } catch {
      // A layout this version of the suite does not know: fall through to the public entry point.
    }
  }
  const whole = require('undici') as typeof Undici;
  const core: UndiciCore = { Agent: whole.Agent, request: (dispatcher, options) => dispatcher.request(options) };
  if (parts === 'core') undici = core;
  return core;
}
