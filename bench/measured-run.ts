// One run of the command line as a child process, timed from spawn to exit, with its peak resident memory
// (VmHWM) sampled from /proc while it runs: what every row of `npm run bench` measures.

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = join(root, 'bin', 'osf-conformance.js');

export interface MeasuredRunOptions {
  /** Added to this process's environment (NO_COLOR is always set). */
  readonly env?: Record<string, string>;
  /** The child's working folder; the repository by default. */
  readonly cwd?: string;
  /** How often /proc is read. */
  readonly sampleMs: number;
  /** Killed (SIGKILL) when still running after this long; unbounded when absent. */
  readonly limitMs?: number;
  /** Keep the child's stderr and print it when it exits with neither 0 nor 1 (a verdict). */
  readonly showStderr?: boolean;
  /** Options for node itself, before the command (`--import` a probe, `--cpu-prof`). */
  readonly nodeArgs?: readonly string[];
  /** The command line to run: this checkout's by default, another built checkout's for a side-by-side row. */
  readonly bin?: string;
}

export interface MeasuredRun {
  readonly code: number | null;
  readonly wallMs: number;
  readonly peakRssMb: number;
}

/** Runs `osf-conformance ...args` to completion, sampling its peak resident memory while it runs. */
export function runMeasured(args: readonly string[], options: MeasuredRunOptions): Promise<MeasuredRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [...(options.nodeArgs ?? []), options.bin ?? bin, ...args], {
      cwd: options.cwd ?? root,
      env: { ...process.env, NO_COLOR: '1', ...options.env },
      stdio: options.showStderr === true ? ['ignore', 'ignore', 'pipe'] : 'ignore',
    });
    let peakKb = 0;
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
    const sample = setInterval(() => {
      try {
        const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
        if (hwm !== null) peakKb = Math.max(peakKb, Number(hwm[1]));
      } catch {
        // The process has exited between two samples.
      }
    }, options.sampleMs);
    const limit = options.limitMs === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), options.limitMs);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(sample);
      clearTimeout(limit);
      if (options.showStderr === true && code !== 0 && code !== 1) process.stderr.write(stderr);
      resolve({ code, wallMs: performance.now() - started, peakRssMb: Math.round(peakKb / 1024) });
    });
  });
}
