// Loaded into the command line by `npm run bench` (node --import): the process's CPU time (user + system, every
// thread) and its wall time since it started, when its first request is created, when its last answer has ended,
// and at exit, written as JSON to the file OSF_BENCH_CPU_FILE names. undici's diagnostics channels mark the
// requests, so the command runs unchanged.

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
subscribe('undici:request:create', () => {
  requests += 1;
  firstRequestCpuMs ??= cpuMs();
  firstRequestWallMs ??= performance.now();
});
// An answer read to its end, or a request that ended without one: either is the last thing the run waited for.
// The CPU clock is read at most once a millisecond (a system call each time; answers arrive many to a turn), and
// the mark of the last answer is then late by at most that: the time from the last reading to the answer is
// counted with the end of the run.
let readAt = 0;
const ended = () => {
  const now = performance.now();
  lastAnswerWallMs = now;
  if (now - readAt < 1) return;
  readAt = now;
  lastAnswerCpuMs = cpuMs();
};
subscribe('undici:request:trailers', ended);
subscribe('undici:request:error', ended);

process.on('exit', () => {
  if (file === undefined || file === '') return;
  const marks = { requests, firstRequestCpuMs, lastAnswerCpuMs, exitCpuMs: cpuMs() };
  // performance.now() counts from the start of the process.
  const walls = { firstRequestWallMs, lastAnswerWallMs, exitWallMs: performance.now() };
  writeFileSync(file, JSON.stringify({ ...marks, ...walls }));
});
