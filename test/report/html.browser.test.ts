// report.html in a real browser: headless Chromium from the project's devDependencies (test/support/browser.ts),
// driven by playwright-core. Checks what a reader sees: verdict, matrix, filters, evidence, and no script injection.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Scrubber } from '../../src/evidence/secrets.js';
import { writeReports } from '../../src/report/write.js';
import { openWatchedPage, type WatchedPage } from '../support/watched-page.js';
import { API_KEY, fixtureReport, HOSTILE_BODY } from './fixtures.js';

describe('report.html in headless Chromium', () => {
  let dir: string;
  let watched: WatchedPage | undefined;
  let page: Page;
  let dialogs: string[] = [];
  let remoteRequests: string[] = [];
  let pageErrors: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'osf-html-'));
    writeReports(fixtureReport(), dir, new Scrubber([['API_KEY', API_KEY]]));
    watched = await openWatchedPage(join(dir, 'report.html'));
    ({ page, dialogs, remoteRequests, pageErrors } = watched);
  }, 180_000);

  afterAll(async () => {
    await watched?.close();
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  it('shows the verdict banner first', async () => {
    await expect(page.locator('header#verdict h1').textContent()).resolves.toBe('DOES NOT CONFORM');
    await expect(page.locator('header#verdict').getAttribute('class')).resolves.toContain('fail');
    await expect(page.locator('header#verdict p').textContent()).resolves.toBe('1 MUST requirement failed.');
  });

  it('names each failing MUST requirement in the banner, as a link that opens its row', async () => {
    await expect(page.locator('#failing-must a').allTextContents()).resolves.toEqual(['AUTH-MISSING-401']);
    await page.locator('#failing-must a').click();
    // The page opens the row on the hash change, an event that may come after click() has returned.
    await expect.poll(() => page.locator('#req-AUTH-MISSING-401').getAttribute('open'), { timeout: 10_000 }).toBe('');
    await expect(page.locator('#req-AUTH-MISSING-401 .detail').isVisible()).resolves.toBe(true);
    await page.locator('#req-AUTH-MISSING-401 summary').click();
    await expect(page.locator('#coverage').textContent()).resolves.toMatch(
      /^Coverage: 5 of 7 requirements exercised; 1 could not be exercised with the target's data or in this run, reasons in the report \[ERR-BODY-401\]; 1 not applicable \[META-NULL-REMOVES\]$/,
    );
  });

  it('lists one matrix row per requirement, grouped by spec section', async () => {
    await expect(page.locator('details.req').count()).resolves.toBe(7);
    await expect(page.locator('section.area h3').allTextContents()).resolves.toEqual([
      'Spec 20 pass, 0 fail, 1 n/a',
      'Spec 41 pass, 0 fail',
      'Spec 52 pass, 1 fail',
      'Spec 70 pass, 1 fail, 1 not exercised',
    ]);
    // Something failed, so the report opens on the failures.
    await expect(page.locator('#f-failed').isChecked()).resolves.toBe(true);
    await expect(page.locator('#shown').textContent()).resolves.toBe('2 of 7 shown');
  });

  it('hides passing rows with "failed only" and filters by level and verdict', async () => {
    await expect(page.locator('#f-failed').isChecked()).resolves.toBe(true);
    await expect(
      page.locator('details.req:visible').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id'))),
    ).resolves.toEqual(['AUTH-MISSING-401', 'ERR-BODY-STATUS-TEXT']);
    await expect(page.locator('#req-AUTH-VALID-KEY-ACCEPTED').isVisible()).resolves.toBe(false);
    await expect(page.locator('section.area[data-section="4"]').isVisible()).resolves.toBe(false);
    await page.locator('#f-level').selectOption('SHOULD');
    await expect(page.locator('details.req:visible').count()).resolves.toBe(1);
    await page.locator('#f-failed').uncheck();
    await page.locator('#f-level').selectOption('');
    await page.locator('#f-verdict').selectOption('not-exercised');
    await expect(
      page.locator('details.req:visible').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id'))),
    ).resolves.toEqual(['ERR-BODY-401']);
    await page.locator('#f-verdict').selectOption('pass-on-retry');
    await expect(page.locator('#shown').textContent()).resolves.toBe('1 of 7 shown');
    await page.locator('#f-verdict').selectOption('');
    await expect(page.locator('details.req:visible').count()).resolves.toBe(7);
  });

  it("heads a row with its rule, and opens to the spec's words, what was sent and what is tolerated", async () => {
    const row = page.locator('#req-AUTH-VALID-KEY-ACCEPTED');
    await expect(row.locator('summary .rule').textContent()).resolves.toBe(
      'The configured key is accepted on every endpoint.',
    );
    await expect(row.locator('dl.record').isVisible()).resolves.toBe(false);
    await row.locator('summary').click();
    await expect(row.locator('.detail p.rule').textContent()).resolves.toMatch(
      /^The configured key is accepted on every endpoint\. \(spec 5\.1, MUST;/,
    );
    await expect(row.locator('dl.record dt').allTextContents()).resolves.toEqual(['Spec says', 'Sends', 'Tolerates']);
    await expect(row.locator('dl.record blockquote').textContent()).resolves.toBe(
      'Requests are authenticated with an API key sent as `Authorization: Bearer <API_KEY>`.',
    );
    await expect(row.locator('dl.record dd').nth(2).textContent()).resolves.toBe('Any 2xx counts as accepted.');
    // A record with nothing to tolerate lists no empty entry.
    await page.locator('#req-TLS-HTTPS-ONLY summary').click();
    await expect(page.locator('#req-TLS-HTTPS-ONLY dl.record dt').allTextContents()).resolves.toEqual([
      'Spec says',
      'Sends',
    ]);
  });

  it('expands a failing requirement to its reason, evidence and curl command', async () => {
    const row = page.locator('#req-AUTH-MISSING-401');
    await expect(row.locator('.detail').isVisible()).resolves.toBe(false);
    await row.locator('summary').click();
    await expect(row.locator('.detail').isVisible()).resolves.toBe(true);
    await expect(row.locator('.reason').first().textContent()).resolves.toContain('Expected: HTTP 401 (spec 5.4)');
    await expect(row.locator('.exchange').count()).resolves.toBe(2);
    await expect(row.locator('.exchange.decisive .line').textContent()).resolves.toMatch(
      /GET https:\/\/staging\.example\.com\/v1\.0\/orders → HTTP 200/,
    );
    const curl = row.locator('pre.curl-cmd').first();
    await expect(curl.isVisible()).resolves.toBe(true);
    await expect(curl.textContent()).resolves.toBe(
      "curl -sS -i -X GET 'https://staging.example.com/v1.0/orders' -H 'accept: application/json'",
    );
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await row.locator('button.copy').first().click();
    await row.locator('button.copy', { hasText: 'Copied' }).first().waitFor({ timeout: 5_000 });
    // In-page code is passed as text: the project's tsconfig has no DOM types, on purpose (Node only).
    await expect(page.evaluate<string>('navigator.clipboard.readText()')).resolves.toBe(await curl.textContent());
  });

  it('renders a hostile body as text and runs nothing from it', async () => {
    const body = page.locator('#req-AUTH-MISSING-401 .exchange.decisive pre.body').last();
    await expect(body.textContent()).resolves.toBe(HOSTILE_BODY);
    await expect(page.evaluate<unknown>('window.__pwned')).resolves.toBeUndefined();
    await expect(page.locator('script').count()).resolves.toBe(1);
    expect(dialogs).toEqual([]);
  });

  it('is self-contained: no request leaves file://, no script error, no key', async () => {
    expect(remoteRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
    await expect(page.content()).resolves.not.toContain(API_KEY);
  });
});

describe('report.html of a setup problem in headless Chromium', () => {
  let dir: string;
  let watched: WatchedPage | undefined;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'osf-html-setup-'));
    const setupProblem =
      'the target rejected API_KEY: GET https://127.0.0.1:1/v2/scan_forms with API_KEY answered HTTP 401; check the key and that it belongs to this environment';
    writeReports(fixtureReport({ outcomes: new Map(), setupProblem }), dir, new Scrubber([['API_KEY', API_KEY]]));
    watched = await openWatchedPage(join(dir, 'report.html'));
  }, 180_000);

  afterAll(async () => {
    await watched?.close();
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  it('shows NOT DETERMINED and the fix first, not a wall of requirement ids', async () => {
    const page = watched!.page;
    await expect(page.title()).resolves.toMatch(/^NOT DETERMINED: /);
    await expect(page.locator('header#verdict h1').textContent()).resolves.toBe('NOT DETERMINED');
    await expect(page.locator('header#verdict p').textContent()).resolves.toMatch(
      /^Setup problem, nothing was checked: the target rejected API_KEY: .*check the key/,
    );
    await expect(page.locator('header#verdict').innerText()).resolves.not.toMatch(/AUTH-MISSING-401|Coverage/);
    const banner = await page.locator('header#verdict').boundingBox();
    expect(banner?.y).toBe(0);
  });
});
