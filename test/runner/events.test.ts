// The run's outputs hear it in order: a small run against the embedded reference server publishes run-started,
// each requirement started before it settles, then finished with the report; an interrupted run says cut-short
// before finished; and the publisher waits for a slow handler before the next event.

import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/config.js';
import { finishingOnDemand, RunEvents, type RunEvent } from '../../src/runner/events.js';
import { runConformance } from '../../src/runner/run.js';

const ONLY = ['AUTH-MISSING-401', 'AUTH-EMPTY-401', 'AUTH-WRONG-KEY-401'];

function describeEvent(e: RunEvent): string {
  switch (e.type) {
    case 'requirement-started':
      return `started ${e.id}`;
    case 'requirement-settled':
      return `settled ${e.id} ${e.done}/${e.total} ${e.outcome.verdict}`;
    case 'part-settled':
      return `part ${e.requirementId} ${e.part}`;
    case 'cut-short':
      return `cut-short ${e.cause}`;
    default:
      return e.type;
  }
}

describe('run events', () => {
  it('reach every handler in order for a small run against the embedded reference server', async () => {
    const first: RunEvent[] = [];
    const second: string[] = [];
    const result = await runConformance({
      config: resolveConfig({ SEED: '7' }),
      only: ONLY,
      handlers: [(e) => void first.push(e), (e) => void second.push(`${e.type} after ${first.length}`)],
    });
    const said = first.map(describeEvent);
    expect(said[0]).toBe('run-started');
    expect(first[0]).toMatchObject({ selection: ONLY, seed: 7, target: { ordersUrl: undefined } });
    expect(said.at(-1)).toBe('finished');
    const settled = said.filter((s) => s.startsWith('settled'));
    // Each requirement starts before it settles; the count runs 1..3 in the order they settle.
    expect(settled.map((s) => s.split(' ')[2])).toEqual(['1/3', '2/3', '3/3']);
    for (const id of ONLY) {
      const start = said.indexOf(`started ${id}`);
      expect(start).toBeGreaterThan(0);
      expect(start).toBeLessThan(said.findIndex((s) => s.startsWith(`settled ${id} `)));
    }
    expect(settled.map((s) => s.split(' ')[1]).sort()).toEqual([...ONLY].sort());
    expect(settled.every((s) => s.endsWith(' pass'))).toBe(true);
    expect(said).not.toContain('cut-short interrupt');
    const finished = first.at(-1) as Extract<RunEvent, { type: 'finished' }>;
    expect(finished.report).toBe(result.report);
    expect(finished.interrupted).toBe(false);
    expect(finished.report.requirements.map((r) => r.id).sort()).toEqual([...ONLY].sort());
    // The second handler hears each event after the first has.
    expect(second).toEqual(first.map((e, i) => `${e.type} after ${i + 1}`));
  }, 60_000);

  it('says cut-short (interrupt) before finished when the run is stopped from outside', async () => {
    const said: string[] = [];
    const stop = new AbortController();
    stop.abort(new Error('interrupted by SIGINT'));
    const result = await runConformance({
      config: resolveConfig({}),
      only: ONLY,
      signal: stop.signal,
      handlers: [(e) => void said.push(describeEvent(e))],
    });
    expect(said[0]).toBe('run-started');
    expect(said.slice(-2)).toEqual(['cut-short interrupt', 'finished']);
    expect(result.report.run.incomplete).toContain('interrupted by SIGINT');
  }, 60_000);

  it('waits for a slow handler before the next event, and a finishing output loads only once a requirement settles', async () => {
    const heard: string[] = [];
    let loads = 0;
    const events = new RunEvents([
      async (e) => {
        if (e.type === 'run-started') await new Promise((r) => setTimeout(r, 20));
        heard.push(e.type);
      },
      finishingOnDemand(() => {
        loads += 1;
        return Promise.resolve((e) => void heard.push(`finishing ${e.type}`));
      }),
    ]);
    const started = { type: 'run-started', target: { ordersUrl: undefined, scanFormsUrl: undefined } } as const;
    void events.emit({ ...started, selection: undefined, seed: 1, deadlineMs: 1000 });
    await events.emit({ type: 'cut-short', cause: 'deadline', reason: 'the run deadline passed' });
    expect(heard).toEqual(['run-started', 'cut-short']);
    expect(loads).toBe(0);
  });
});
