// Writes outside the run's namespace on a lenient target: a target that stores a create whose reference is not a
// string (as "true" or a bare number) gets orders no reference prefix can mark. The run lists them for clean-up
// and both summaries name each one; a conforming target gets none, and the summaries say nothing of it.

import { describe, expect, it } from 'vitest';
import { startReferenceServer } from '../../src/reference/server.js';
import { fixtureReport } from '../report/fixtures.js';
import { mdText, renderMarkdown } from '../../src/report/markdown.js';
import { ordersOutsideNamespace } from '../../src/report/outside-namespace.js';
import { caFileFor, expectNothingLeftBehind } from './servers.js';
import { runCli } from '../e2e/run-cli.js';
import { rmSync } from 'node:fs';

const cleanups: Array<() => unknown> = [];
expectNothingLeftBehind(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function runAgainst(fault: string | undefined) {
  const reference = await startReferenceServer(fault === undefined ? {} : { fault });
  cleanups.push(() => reference.close());
  const { dir, caFile } = caFileFor(reference.caPem);
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const [a] = reference.accounts;
  const result = await runCli(['run', '--only', 'ORD-REFERENCE-STRING-400'], {
    ORDERS_BASE_URL: reference.ordersBaseUrl,
    SCAN_FORMS_BASE_URL: reference.scanFormsBaseUrl,
    API_KEY: a.apiKey,
    CA_FILE: caFile,
    ENABLED_METADATA_KEYS: a.enabledMetadataKeys.join(','),
    ORDER_REFERENCE_PREFIX: 'ns-test-',
  });
  cleanups.push(() => result.cleanup());
  return result;
}

describe('orders created outside the namespace', () => {
  it('are named in the console summary and summary.md when a lenient target stores a non-string reference', async () => {
    const result = await runAgainst('orders-non-string-reference-accepted');
    expect(result.code, result.stderr).toBe(1);
    const created = result.report?.run.createdOrderReferences ?? [];
    const outside = created.filter((r) => !r.startsWith('ns-test-'));
    expect(outside).toContain('true');
    expect(outside.some((r) => /^\d+$/.test(r))).toBe(true);
    const summary = Buffer.from(result.files.get('summary.md') ?? '', 'latin1').toString('utf8');
    const line = /orders? created outside the run's namespace ns-test-[^\n]*/;
    expect(result.stdout).toMatch(line);
    expect(summary).toMatch(/\| Outside the namespace \| \d+ orders? created outside/);
    for (const reference of outside) {
      expect(result.stdout).toContain(reference);
      expect(summary).toContain(mdText(reference));
    }
  });

  it('are not mentioned when every created order is in the namespace', async () => {
    const result = await runAgainst(undefined);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).not.toContain('outside the run');
    expect(result.files.get('summary.md')).not.toContain('Outside the namespace');
  });

  it('compares without letter case, and says nothing for a report that does not state its namespace', () => {
    const base = fixtureReport();
    const report = {
      ...base,
      run: { ...base.run, orderNamespace: 'osfc-x-', createdOrderReferences: ['OSFC-X-a', 'osfc-x-b', 'true', '42'] },
    };
    expect(ordersOutsideNamespace(report)).toEqual(['true', '42']);
    expect(renderMarkdown(report)).toContain("| Outside the namespace | 2 orders created outside the run's namespace");
    const { orderNamespace: _, ...unstated } = report.run;
    expect(ordersOutsideNamespace({ ...report, run: unstated })).toEqual([]);
  });
});
