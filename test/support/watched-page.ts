// A page of ours opened in headless Chromium and watched: the dialogs it raises, the requests it tries beyond
// file://, and its script errors, so a browser test can assert a report is inert and self-contained.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { headlessChromium, type Browser } from './browser.js';

export interface WatchedPage {
  readonly page: Page;
  readonly dialogs: string[];
  readonly remoteRequests: string[];
  readonly pageErrors: string[];
  close(): Promise<void>;
}

/** Opens a local HTML file; headlessChromium() throws with what to do when no browser is available (never a skip). */
export async function openWatchedPage(file: string): Promise<WatchedPage> {
  const browser: Browser = await headlessChromium();
  const profile = mkdtempSync(join(tmpdir(), 'osf-chromium-profile-'));
  let context: BrowserContext | undefined;
  const close = async () => {
    await context?.close();
    browser.dispose();
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    // launchPersistentContext is playwright's way to give Chromium a --user-data-dir (passing the flag in
    // args is refused); a fresh temporary profile keeps runs independent of each other and of the host.
    context = await chromium.launchPersistentContext(profile, {
      executablePath: browser.executablePath,
      env: browser.env,
      headless: true,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    const page = context.pages()[0] ?? (await context.newPage());
    const watched: WatchedPage = { page, dialogs: [], remoteRequests: [], pageErrors: [], close };
    page.on('dialog', (dialog) => {
      watched.dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('pageerror', (error) => watched.pageErrors.push(error.message));
    page.on('request', (request) => {
      if (!request.url().startsWith('file:')) watched.remoteRequests.push(request.url());
    });
    await page.goto(pathToFileURL(file).href);
    return watched;
  } catch (error) {
    await close();
    throw error;
  }
}
