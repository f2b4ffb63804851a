// The log progress as a handler: a failed part of a requirement is said as it settles (a passed part is not), the
// settled requirements give LogProgress's lines, and `finished` stops the heartbeat.

import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { Scrubber } from '../../src/evidence/secrets.js';
import { logProgress } from '../../src/output/progress.js';
import type { RunEvent } from '../../src/runner/events.js';

function sink(): { stream: Writable; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}

describe('log progress', () => {
  it('says a failed part and the failed requirement, scrubbed, and nothing for a passed part', async () => {
    const out = sink();
    const progress = logProgress(
      new Map([['AUTH-MISSING-401', '5.1']]),
      new Scrubber([['API_KEY', 'sk_live_abcdef123456']]),
      out.stream,
    );
    const events: RunEvent[] = [
      { type: 'part-settled', requirementId: 'AUTH-MISSING-401', part: 'no header', verdict: 'pass' },
      {
        type: 'part-settled',
        requirementId: 'AUTH-MISSING-401',
        part: 'empty header',
        verdict: 'fail',
        reason: 'HTTP 200 with key sk_live_abcdef123456\nsecond line',
      },
      {
        type: 'requirement-settled',
        id: 'AUTH-MISSING-401',
        clause: '5.1',
        outcome: { verdict: 'fail' } as Extract<RunEvent, { type: 'requirement-settled' }>['outcome'],
        done: 1,
        total: 1,
        requests: 3,
      },
    ];
    for (const e of events) await progress.handle(e);
    progress.stop();
    const lines = out.text().trimEnd().split('\n');
    expect(lines[0]).toBe('  FAIL AUTH-MISSING-401 / empty header: HTTP 200 with key $API_KEY');
    expect(lines[1]).toMatch(/^ {2}FAIL AUTH-MISSING-401 \(spec 5\.1\) \[1\/1 done, 3 requests, \d+ s\]$/);
    expect(lines.some((l) => l.includes('no header'))).toBe(false);
  });
});
