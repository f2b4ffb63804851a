// Writing: one call writes the four formats, each scrubbed of the key; the step summary is appended, not
// overwritten, because other steps of the job write to the same file.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Scrubber, type TextPart } from '../../src/evidence/secrets.js';
import { appendStepSummary, writeReports } from '../../src/report/write.js';
import { API_KEY, fixtureReport } from './fixtures.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'osf-write-'));
  dirs.push(d);
  return d;
}

describe('writeReports', () => {
  it('writes conformance.json, junit.xml, report.html and summary.md without the key', () => {
    const dir = tempDir();
    const files = writeReports(fixtureReport(), dir, new Scrubber([['API_KEY', API_KEY]]));
    expect(files.map((f) => f.name)).toEqual(['conformance.json', 'junit.xml', 'report.html', 'summary.md']);
    for (const f of files) expect(readFileSync(f.path, 'utf8')).not.toContain(API_KEY);
  });

  it('refuses to write a file that would still hold a key', () => {
    // A scrubbing step that finds the key but fails to erase it (here: one that erases nothing) must still
    // be caught by the leak check, before anything reaches the disk.
    const real = new Scrubber([['API_KEY', API_KEY]]);
    const blind = {
      scrubFound: (t: string) => ({ text: t, found: real.scrubFound(t).found }),
      scrubFoundParts: (parts: readonly TextPart[]) => {
        const t = parts.map((p) => p.text).join('');
        return { text: t, found: real.scrubFound(t).found };
      },
      leaks: (t: string) => real.leaks(t),
    } as unknown as Scrubber;
    const report = { ...fixtureReport(), suite: { name: 'osf-conformance', version: API_KEY } };
    const dir = tempDir();
    expect(() => writeReports(report, dir, blind)).toThrow(/refusing to write conformance\.json/);
    expect(() => readFileSync(join(dir, 'conformance.json'))).toThrow(/ENOENT/);
  });
});

describe('appendStepSummary', () => {
  it('appends to what earlier steps wrote', () => {
    const file = join(tempDir(), 'step-summary.md');
    writeFileSync(file, '# earlier step\n');
    appendStepSummary(file, fixtureReport(), new Scrubber([['API_KEY', API_KEY]]));
    const text = readFileSync(file, 'utf8');
    expect(text.startsWith('# earlier step\n## ❌ DOES NOT CONFORM')).toBe(true);
    expect(text).not.toContain(API_KEY);
  });
});
