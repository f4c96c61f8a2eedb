import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zh } from '@diary/core';
import type { Browser, Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';

/**
 * The web platform's toasts in Chromium, on the app's own modules as Vite serves them: NutUI shows one
 * toast at a time, and the store's thunks hide their loading toast in `finally`, after their success
 * toast was asked for ("Delete success", then the screen goes back).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let vite: ViteDevServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  vite = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    appType: 'custom',
    logLevel: 'error',
    server: { host: '127.0.0.1', port: 0, hmr: false },
  });
  await vite.listen();
  browser = await launchBrowser();
  page = await browser.newPage();
  const origin = vite.resolvedUrls!.local[0]!.replace(/\/$/, '');
  // A page of Vite's origin that loads the web platform's toaster as the app does.
  const body = `<script type="module">import { webToast } from '/src/platform/feedback.ts'; window.toaster = webToast;</script>`;
  await page.route(`${origin}/toasts`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="en"><body>${body}</body></html>` }),
  );
  await page.goto(`${origin}/toasts`);
  await page.waitForFunction(() => 'toaster' in window, undefined, { timeout: 30_000 });
});

afterAll(async () => {
  await browser?.close();
  await vite?.close();
});

type Call = ['show', string] | ['showLoading'] | ['hideLoading'];
/** Makes the calls one after another in the page, as a thunk makes them (no wait between them). */
const toast = (calls: Call[]) =>
  page.evaluate((calls) => {
    const toaster = (window as unknown as { toaster: Record<string, (message?: { key: string }) => void> }).toaster;
    for (const [name, key] of calls) toaster[name]!(key ? { key } : undefined);
  }, calls);
// The app's first language, Chinese: no other language is applied here.
const shown = () => page.locator('.nut-toast .nut-toast-text');

describe('toasts on the web', () => {
  it('a success toast shown after the loading toast stays when the loading toast is hidden again', async () => {
    await toast([['showLoading'], ['hideLoading'], ['show', 'toast.deleteSuccess'], ['hideLoading']]);
    await expect.poll(() => shown().allTextContents()).toEqual([zh.toast.deleteSuccess]);
    // Hidden later still, once the toast is on screen, it stays too.
    await toast([['hideLoading']]);
    await page.waitForTimeout(300);
    expect(await shown().allTextContents()).toEqual([zh.toast.deleteSuccess]);
  });

  it('hideLoading closes the loading toast, and a message shown while loading replaces it', async () => {
    await toast([['showLoading']]);
    await expect.poll(() => shown().allTextContents()).toEqual([zh.common.loading]);
    await toast([['hideLoading']]);
    await expect.poll(() => shown().count()).toBe(0);

    // Hidden at once, before React rendered it, it is gone too (it once stayed for good).
    await toast([['showLoading'], ['hideLoading']]);
    await page.waitForTimeout(300);
    expect(await shown().count()).toBe(0);

    await toast([['showLoading'], ['show', 'toast.deleteSuccess']]);
    await expect.poll(() => shown().allTextContents()).toEqual([zh.toast.deleteSuccess]);
  });
});
