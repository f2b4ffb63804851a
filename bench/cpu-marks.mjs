// Loaded into the command line by `npm run bench` (node --import): the process's CPU time (user + system, every
// thread) and its wall time since it started, when its first request is created, when its last answer has ended,
// and at exit, written as JSON to the file OSF_BENCH_CPU_FILE names; and the CPU time spent rendering report pieces
// ahead while requests were out. undici's diagnostics channels mark the requests, the command's own trace the report
// pieces (src/output/report-files.ts), so the command runs unchanged.

import { subscribe } from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import process from 'node:process';

const file = process.env.OSF_BENCH_CPU_FILE;
const cpuMs = () => {
  const usage = process.resourceUsage();
  return (usage.userCPUTime + usage.systemCPUTime) / 1000;
};

let requests = 0;
let firstRequestCpuMs = null;
let firstRequestWallMs = null;
let lastAnswerCpuMs = null;
let lastAnswerWallMs = null;
// Report writing done between requests: each rendering ahead timed on the CPU clock, and the sum so far noted with
// each reading of the last answer's mark.
let piecesCpuMs = 0;
let pieceStartedCpuMs = 0;
let piecesBeforeLastAnswerCpuMs = 0;

subscribe('undici:request:create', () => {
  requests += 1;
  firstRequestCpuMs ??= cpuMs();
  firstRequestWallMs ??= performance.now();
});

// An answer read to its end, or a request that ended without one: either is the last thing the run waited for.
// The CPU clock is read at most once every 5 ms of wall time (a system call each time, 2% of a run when read at
// every answer), so the mark of the last answer may be early by up to that: the CPU from the last reading to the
// last answer is counted with the end of the run.
let readAt = 0;
const ended = () => {
  const now = performance.now();
  lastAnswerWallMs = now;
  if (now - readAt < 5) return;
  readAt = now;
  lastAnswerCpuMs = cpuMs();
  piecesBeforeLastAnswerCpuMs = piecesCpuMs;
};
subscribe('undici:request:trailers', ended);
subscribe('undici:request:error', ended);

subscribe('tracing:osf-conformance:report-pieces:start', () => {
  pieceStartedCpuMs = cpuMs();
});
subscribe('tracing:osf-conformance:report-pieces:end', () => {
  piecesCpuMs += cpuMs() - pieceStartedCpuMs;
});

process.on('exit', () => {
  if (file === undefined || file === '') return;
  const marks = { requests, firstRequestCpuMs, lastAnswerCpuMs, exitCpuMs: cpuMs(), piecesBeforeLastAnswerCpuMs };
  // performance.now() counts from the start of the process.
  const walls = { firstRequestWallMs, lastAnswerWallMs, exitWallMs: performance.now() };
  writeFileSync(file, JSON.stringify({ ...marks, ...walls }));
});
