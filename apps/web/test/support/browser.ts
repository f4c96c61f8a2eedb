import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { desktopPath, type DashboardTab } from '@diary/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

export { launchBrowser } from '@diary/tooling/browser';

const here = path.dirname(fileURLToPath(import.meta.url));
export const ARTIFACTS = path.resolve(here, '../../reports/screenshots');

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/**
 * A fresh browser profile at a viewport, in Shanghai time (unless told another zone), that records page errors, CSP violations and NutUI's warnings.
 * The app's service worker is blocked unless a test of working offline allows it.
 */
export async function openContext(
  browser: Browser,
  viewport: ViewportName,
  options: { serviceWorkers?: 'allow' | 'block'; timezoneId?: string } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    timezoneId: options.timezoneId ?? 'Asia/Shanghai',
    locale: 'en-US',
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  // A page left with unsaved changes asks "leave this site?"; a test going elsewhere means to leave.
  page.on('dialog', (asked) => void (asked.type() === 'beforeunload' && asked.accept()));
  // The server sends the app with a strict Content-Security-Policy: anything it blocks is a failure,
  // and so is a component library's complaint about how it is used.
  page.on('console', (message) => {
    if (/Content Security Policy|\[NutUI/i.test(message.text())) errors.push(message.text());
  });
  return { context, page, errors };
}

/**
 * Every animation that ends has ended (a sheet rising or a drawer sliding in is half transparent, and axe and a
 * screenshot would judge it so); a loading shimmer that runs for ever is not waited for.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

/**
 * The photos in view and the fonts have arrived, so colours are measured on what a person sees. Waits on those
 * alone, not on the network going quiet: a busy machine may hold some other request open past any timeout.
 */
export async function imagesAndFontsShown(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      [...document.images].every((image) => {
        const box = image.getBoundingClientRect();
        const inView = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
        return !inView || image.complete;
      }),
  );
}

/** Saves a screenshot under reports/screenshots as a test artifact. */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: false });
}

/** A route's path in the viewport's layout: itself on a phone, a panel beside the dashboard tab on desktop. */
export function inLayout(viewport: ViewportName, phonePath: string, tab: DashboardTab): string {
  return viewport === 'phone' ? phonePath : desktopPath(phonePath, tab);
}

/** Switches the system appearance (the app follows it when set to auto) and waits until the page has. */
export async function setAppearance(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(scheme === 'dark');
}

/** Screenshots in the light and the dark appearance, back in light after. */
export async function screenshotsLightAndDark(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-light`);
  await setAppearance(page, 'dark');
  await screenshot(page, `${name}-dark`);
  await setAppearance(page, 'light');
}
