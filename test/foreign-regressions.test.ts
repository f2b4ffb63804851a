// `npm run foreign:regressions` compares two scores of the foreign servers and lists each fault caught at the earlier
// (exit 1) and missed at the later (exit 0 or 2), so a round turns each into a fault of our own catalogue.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseScore, regressions, regressionsCommand } from '../scripts/foreign-regressions.js';

const header = 'name                                 kind     rc     secs   failed-requirements';
const score = (...rows: string[]) =>
  [header, ...rows, 'logs: /tmp/x', 'holdout4: faults caught 1/2, variants passed 1/1'].join('\n');
const earlier = score(
  'V4_BASE                              variant  0      1.7    ',
  'S4_SUMMARY_SHARED_VAR                fault    1      4.2    [area ok] SF-QUERY-COMBINATIONS',
  'S4_TWELVE_HOUR_LAYOUT                fault    1      1.5    [area ok] SF-AFTER-ID,SF-BEFORE-ID',
  'A4_KEY_MAP_RANGE_POINTER             fault    2      0.7    ',
  'E4_NULL_BODY_PANIC                   fault    1      1.2    [area ok] ERR-NO-SERVER-ERROR',
);
const later = score(
  'V4_BASE                              variant  1      1.7    [other area] SF-HAS-MORE',
  'S4_SUMMARY_SHARED_VAR                fault    0      1.7    ',
  'S4_TWELVE_HOUR_LAYOUT                fault    1      1.5    [area ok] SF-AFTER-ID',
  'A4_KEY_MAP_RANGE_POINTER             fault    1      0.7    [area ok] AUTH-NEAR-MISS-401',
  'E4_NULL_BODY_PANIC                   fault    2      1.2    ',
);

const dir = mkdtempSync(join(tmpdir(), 'osfc-regressions-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => (writeFileSync(join(dir, name), text), join(dir, name));

describe('foreign regressions', () => {
  it('reads the entry lines of a score and skips its header and totals', () => {
    const entries = parseScore(earlier);
    expect([...entries.keys()]).toEqual([
      'V4_BASE',
      'S4_SUMMARY_SHARED_VAR',
      'S4_TWELVE_HOUR_LAYOUT',
      'A4_KEY_MAP_RANGE_POINTER',
      'E4_NULL_BODY_PANIC',
    ]);
    expect(entries.get('S4_SUMMARY_SHARED_VAR')).toEqual({
      name: 'S4_SUMMARY_SHARED_VAR',
      kind: 'fault',
      rc: 1,
      failed: '[area ok] SF-QUERY-COMBINATIONS',
    });
  });

  it('lists the faults caught with exit 1 and later missed with exit 0 or 2, never variants or new catches', () => {
    const found = regressions(parseScore(earlier), parseScore(later)).map((r) => [r.name, r.later?.rc]);
    expect(found).toEqual([
      ['S4_SUMMARY_SHARED_VAR', 0],
      ['E4_NULL_BODY_PANIC', 2],
    ]);
    expect(regressions(parseScore(earlier), parseScore(later), new Set(['E4_NULL_BODY_PANIC']))).toHaveLength(1);
  });

  it('prints one line per regression and a total, and exits 1 when there is one, 0 when none, 2 on a usage error', () => {
    const lines: string[] = [];
    const code = regressionsCommand([file('a.txt', earlier), file('b.txt', later)], (l) => lines.push(l));
    expect(code).toBe(1);
    expect(lines[0]).toBe('S4_SUMMARY_SHARED_VAR: caught (exit 1: [area ok] SF-QUERY-COMBINATIONS), now exit 0');
    expect(lines.at(-1)).toBe('2 fault(s) caught at the earlier score and missed at the later, of 4 compared');
    expect(regressionsCommand([file('c.txt', later), file('d.txt', later)], () => {})).toBe(0);
    expect(regressionsCommand([file('e.txt', earlier)], () => {})).toBe(2);
    expect(regressionsCommand([join(dir, 'absent.txt'), join(dir, 'absent.txt')], () => {})).toBe(2);
  });
});
