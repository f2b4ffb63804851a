// matrix.html in a real browser, as report.html is tested: headless Chromium from the project's devDependencies
// (test/support/browser.ts), driven by playwright-core. Checks what a reader sees: columns, disagreements first, the failure filter, and links
// that open the right row of each implementation's report.html, all offline and with no script injection.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Scrubber } from '../../src/evidence/secrets.js';
import { matrixInputs, reportFiles, writeMatrix } from '../../src/report/matrix-files.js';
import { writeReports } from '../../src/report/write.js';
import { API_KEY, fixtureReport, passingReport } from '../report/fixtures.js';
import { openWatchedPage, type WatchedPage } from '../support/watched-page.js';

const HOSTILE_NAME = '<img src=x onerror="window.__pwned=1">';

describe('matrix.html in headless Chromium', () => {
  let dir: string;
  let watched: WatchedPage | undefined;
  let page: Page;
  let dialogs: string[] = [];
  let remoteRequests: string[] = [];
  let pageErrors: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'osf-matrix-html-'));
    const scrubber = new Scrubber([['API_KEY', API_KEY]]);
    writeReports(passingReport(), join(dir, 'reports', 'clean'), scrubber);
    writeReports(fixtureReport(), join(dir, 'reports', 'broken'), scrubber);
    writeFileSync(
      join(dir, 'reports', 'broken', 'implementation.json'),
      JSON.stringify({ name: HOSTILE_NAME, productVersion: '1.2.3' }),
    );
    writeMatrix(matrixInputs(reportFiles([join(dir, 'reports')]), join(dir, 'reports')), join(dir, 'reports'));
    watched = await openWatchedPage(join(dir, 'reports', 'matrix.html'));
    ({ page, dialogs, remoteRequests, pageErrors } = watched);
  }, 180_000);

  afterAll(async () => {
    await watched?.close();
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  const visibleIds = () =>
    page.locator('tr.row:visible').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id')));

  it('shows one column per implementation with its versions, date and MUST pass rate', async () => {
    const heads = page.locator('thead th.impl');
    await expect(heads.count()).resolves.toBe(2);
    // Folders are read in name order: broken, then clean.
    await expect(heads.nth(0).textContent()).resolves.toContain(HOSTILE_NAME);
    await expect(heads.nth(0).locator('.product').textContent()).resolves.toBe('product 1.2.3');
    await expect(heads.nth(0).locator('.status').textContent()).resolves.toBe('DOES NOT CONFORM');
    await expect(heads.nth(0).locator('.rate').textContent()).resolves.toBe('MUST 3/5 (60%)');
    await expect(heads.nth(1).locator('.status').textContent()).resolves.toBe('CONFORMS');
    await expect(heads.nth(1).locator('.product').textContent()).resolves.toBe('product version not given');
    await expect(heads.nth(1).locator('.date').textContent()).resolves.toBe('2026-11-20 10:00 UTC');
    await expect(heads.nth(1).locator('.rate').textContent()).resolves.toBe('MUST 6/6 (100%)');
  });

  it('lists the rows where implementations disagree first, then the rest by spec section', async () => {
    await expect(page.locator('tr.group th').allTextContents()).resolves.toEqual([
      'Where implementations disagree (2)',
      'Spec 2 (1)',
      'Spec 4 (1)',
      'Spec 5 (2)',
      'Spec 7 (1)',
    ]);
    await expect(visibleIds()).resolves.toEqual([
      'AUTH-MISSING-401',
      'ERR-BODY-STATUS-TEXT',
      'META-NULL-REMOVES',
      'SF-LIST-SHAPE',
      'AUTH-VALID-KEY-ACCEPTED',
      'TLS-HTTPS-ONLY',
      'ERR-BODY-401',
    ]);
    await expect(
      page
        .locator('#row-AUTH-MISSING-401 td.cell')
        .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-status'))),
    ).resolves.toEqual(['fail', 'pass']);
  });

  it('filters to failures, and to disagreements', async () => {
    await page.locator('#f-failed').check();
    await expect(visibleIds()).resolves.toEqual(['AUTH-MISSING-401', 'ERR-BODY-STATUS-TEXT']);
    await expect(page.locator('#shown').textContent()).resolves.toBe('2 of 7 requirements shown');
    await expect(page.locator('tbody.group[data-group="2"]').isVisible()).resolves.toBe(false);
    await page.locator('#f-failed').uncheck();
    await page.locator('#f-disagree').check();
    await expect(visibleIds()).resolves.toEqual(['AUTH-MISSING-401', 'ERR-BODY-STATUS-TEXT']);
    await page.locator('#f-disagree').uncheck();
    await expect(page.locator('tr.row:visible').count()).resolves.toBe(7);
  });

  it("links a cell to its row in that implementation's report.html, opened", async () => {
    const cell = page.locator('#row-AUTH-MISSING-401 td.cell.fail a');
    await expect(cell.getAttribute('title')).resolves.toContain(
      '1 of 2 unauthenticated requests did not fail with 401',
    );
    await cell.click();
    await page.waitForURL(/broken\/report\.html#req-AUTH-MISSING-401$/);
    // The report opens the row named by the hash from its own script, which may run after the load event.
    await expect.poll(() => page.locator('#req-AUTH-MISSING-401').getAttribute('open'), { timeout: 10_000 }).toBe('');
    await expect(page.locator('#req-AUTH-MISSING-401 .reason').isVisible()).resolves.toBe(true);
    await page.goBack();
    await page.waitForURL(/matrix\.html$/);
  });

  it('is self-contained and runs nothing from a report: no request leaves file://, no script error, no dialog', async () => {
    await expect(page.evaluate<unknown>('window.__pwned')).resolves.toBeUndefined();
    await expect(page.locator('thead img').count()).resolves.toBe(0);
    await expect(page.locator('script').count()).resolves.toBe(1);
    expect(dialogs).toEqual([]);
    expect(remoteRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
