// The write pause: a holder reads only after every write in flight was answered, and no write goes out until the
// last holder lets go; an abort frees whoever waits.

import { describe, expect, it } from 'vitest';
import { WritePause } from '../../src/http/write-pause.js';

/** A write whose answer the test releases by hand, recording when it went out and when it was answered. */
function heldWrite(log: string[], name: string) {
  let answer = (): void => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const send = async () => {
    log.push(`${name} out`);
    await answered;
    log.push(`${name} answered`);
    return name;
  };
  return { send, answer };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the write pause', () => {
  it('reads after the writes in flight are answered, and holds new writes until the reads end', async () => {
    const pause = new WritePause();
    const log: string[] = [];
    const first = heldWrite(log, 'w1');
    const w1 = pause.write(first.send);
    await tick();
    let finishReads = (): void => undefined;
    const reads = pause.holding(async () => {
      log.push('reads start');
      await new Promise<void>((resolve) => (finishReads = resolve));
      log.push('reads end');
    });
    const second = heldWrite(log, 'w2');
    const w2 = pause.write(second.send);
    await tick();
    expect(log).toEqual(['w1 out']);
    first.answer();
    await w1;
    await tick();
    expect(log).toEqual(['w1 out', 'w1 answered', 'reads start']);
    finishReads();
    await reads;
    await tick();
    expect(log.at(-1)).toBe('w2 out');
    second.answer();
    expect(await w2).toBe('w2');
  });

  it('lets overlapping holders read together, and writes go once both are done', async () => {
    const pause = new WritePause();
    const log: string[] = [];
    let endA = (): void => undefined;
    const a = pause.holding(async () => {
      log.push('a reads');
      await new Promise<void>((resolve) => (endA = resolve));
    });
    const b = pause.holding(async () => {
      log.push('b reads');
      await tick();
    });
    const w = pause.write(async () => log.push('write out'));
    await b;
    await tick();
    expect(log).toEqual(['a reads', 'b reads']);
    endA();
    await a;
    await w;
    expect(log).toEqual(['a reads', 'b reads', 'write out']);
  });

  it('an abort frees a write waiting on a pause and a pause waiting on a write: each goes on at once', async () => {
    const pause = new WritePause();
    const controller = new AbortController();
    const stuck = heldWrite([], 'stuck');
    const out = pause.write(stuck.send);
    const waitingPause = pause.holding(() => Promise.resolve('read'), controller.signal);
    const waitingWrite = pause.write(() => Promise.resolve('late'), controller.signal);
    await tick();
    controller.abort(new Error('the run deadline passed'));
    // What they then send reports the abort (the client answers "not sent"); the pause only stops holding them.
    expect(await waitingPause).toBe('read');
    expect(await waitingWrite).toBe('late');
    stuck.answer();
    expect(await out).toBe('stuck');
    expect(await pause.write(() => Promise.resolve('after'))).toBe('after');
  });

  it('writing alone: its own writes go out, every other write waits until it ends', async () => {
    const pause = new WritePause();
    const log: string[] = [];
    let finish = (): void => undefined;
    let updated = (): void => undefined;
    const update = new Promise<void>((resolve) => (updated = resolve));
    const alone = pause.alone(async () => {
      await pause.write(async () => log.push('own update'));
      updated();
      await tick();
      log.push('own read');
      await new Promise<void>((resolve) => (finish = resolve));
      log.push('own end');
    });
    await update;
    // Another check's create, sent while the work runs, must not land between its update and its read back.
    const other = pause.write(async () => log.push('other create'));
    await tick();
    await tick();
    expect(log).toEqual(['own update', 'own read']);
    finish();
    await alone;
    await other;
    expect(log).toEqual(['own update', 'own read', 'own end', 'other create']);
  });
});
