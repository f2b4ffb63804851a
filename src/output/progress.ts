// Progress on stderr while the suites run: one line rewritten in place on a terminal; plain lines in a log (CI,
// a pipe) as sections finish, every tenth of the run, at each failure, and after a long silence.

import type { Env } from '../config/config.js';
import type { Scrubber } from '../evidence/secrets.js';
import { terminalText } from '../report/escape.js';
import { LogProgress, renderProgress, renderStillRunning, styleFor } from '../report/terminal.js';
import type { PartSettled, RequirementSettled, RunHandler } from '../runner/events.js';

/** How long a log may stay silent during a run before a "still running" line says how far it got. */
export const HEARTBEAT_MS = 30_000;

export interface ProgressHandler {
  readonly handle: RunHandler;
  /** Ends the progress (clears the line, stops the heartbeat); also done on `finished`. Idempotent. */
  readonly stop: () => void;
}

function progressOf(e: RequirementSettled) {
  return { done: e.done, total: e.total, requests: e.requests, id: e.id, clause: e.clause, verdict: e.outcome.verdict };
}

/** A failed part in a log, so a failure names what broke as it happens; parts that pass say nothing. */
export function renderPartFailure(e: PartSettled): string | undefined {
  if (e.verdict !== 'fail') return undefined;
  return `  FAIL ${e.requirementId} / ${e.part}${e.reason === undefined ? '' : `: ${e.reason.split('\n')[0]!}`}`;
}

/** A terminal: one line, rewritten in place as each requirement settles. */
export function terminalProgress(env: Env, stream: NodeJS.WriteStream = process.stderr): ProgressHandler {
  const style = styleFor(stream, env);
  let stopped = false;
  const stop = () => {
    if (!stopped) stream.write('\r\u001b[2K');
    stopped = true;
  };
  return {
    handle: (event) => {
      if (event.type === 'finished') stop();
      if (event.type !== 'requirement-settled') return;
      stream.write(`\r\u001b[2K${renderProgress(progressOf(event), style, stream.columns ?? 80)}`);
    },
    stop,
  };
}

/**
 * A log: LogProgress's lines, failed parts, and a "still running" line after HEARTBEAT_MS of silence, so a stall
 * shows in a log instead of silence until the deadline. `clauses` maps each selected id to its clause.
 */
export function logProgress(
  clauses: ReadonlyMap<string, string>,
  scrubber: Scrubber,
  stream: NodeJS.WritableStream = process.stderr,
): ProgressHandler {
  const log = new LogProgress(clauses);
  const started = Date.now();
  let lastLine = started;
  let settled = { done: 0, total: 0, requests: 0 };
  const write = (lines: readonly (string | undefined)[]) => {
    const said = lines.filter((l) => l !== undefined);
    if (said.length === 0) return;
    lastLine = Date.now();
    stream.write(terminalText(scrubber.scrub(`${said.join('\n')}\n`)));
  };
  const heartbeat = setInterval(() => {
    if (Date.now() - lastLine >= HEARTBEAT_MS) write([renderStillRunning(settled, Date.now() - started)]);
  }, HEARTBEAT_MS / 3);
  heartbeat.unref();
  const stop = () => clearInterval(heartbeat);
  return {
    handle: (event) => {
      if (event.type === 'finished') stop();
      if (event.type === 'part-settled') write([renderPartFailure(event)]);
      if (event.type !== 'requirement-settled') return;
      settled = { done: event.done, total: event.total, requests: event.requests };
      write(log.lines(progressOf(event), Date.now() - started));
    },
    stop,
  };
}
