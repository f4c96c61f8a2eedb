import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seriousViolations } from '@diary/tooling/a11y';
import { launchBrowser } from '@diary/tooling/browser';
import { startRealServer, type RealServer } from '@diary/tooling/server';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
export const H5_DIST = path.resolve(here, '../../dist/h5');
/** Real camera photos (see the fixtures' README). */
export const photo = (name: string) => path.resolve(here, '../../../server/test/fixtures/media', name);
export const SCREENSHOTS = path.resolve(here, '../../reports/screenshots');

/**
 * The built server on loopback serving the mini program's H5 build, over a fresh embedded database, and one Chromium.
 * `env` is more of the server's settings, read when it starts (after the file's earlier beforeAll hooks).
 */
export function h5ServerAndBrowser(env: () => Record<string, string> = () => ({})): { server: () => RealServer; browser: () => Browser } {
  let server: RealServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (!fs.existsSync(path.join(H5_DIST, 'index.html'))) throw new Error(`Build the H5 app first (pnpm --filter @diary/mini build): ${H5_DIST} is missing`);
    [server, browser] = await Promise.all([startRealServer({ env: { DIARY_WEB_DIR: H5_DIST, DIARY_PRO_PRICE_YUAN: '30', ...env() } }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    // The server finishes its requests in flight before it stops.
  }, 30_000);
  return { server: () => server!, browser: () => browser! };
}

/** A screenshot of the page as it is once Taro's H5 has slid it in (so the picture is of the page, not of the move). */
export async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
}

/**
 * The browser's back once the page on top has slid in. Taro's H5 router shades the page below when the slide ends
 * (its delay and duration after the push, 350 ms); a back before then shows that page, and the shade falls on it
 * afterwards: a blank screen. No person's tap comes that soon after a page opens; a test's step can.
 */
export async function backWhenSettled(page: Page): Promise<void> {
  await settled(page);
  await page.goBack();
}

/** Once Taro's H5 router has slid every page in: a field typed into before then is set back by the page's first draw. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.querySelectorAll('.taro_page')].every((container) => container.classList.contains('taro_page_stationed')));
}

/** A page in a signed-in context, with the errors the page throws gathered (a test expects none). */
export async function signedInPage(
  browser: Browser,
  session: TestSession,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await signedInContext(browser, session, options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  return { context, page, errors };
}

/** A screenshot of the page, and the serious accessibility violations axe-core finds on it (contrast included), added to `found`. */
export async function picture(page: Page, name: string, found: string[]): Promise<void> {
  await shot(page, name);
  found.push(...(await seriousViolations(page)).map((violation) => `${name}: ${violation}`));
}

export interface TestSession {
  token: string;
  userId: string;
}

/** A new user signed in by SMS code through the server's API, with the free trial started (so the gate lets them write and search). */
export async function signUpWithTrial(server: RealServer, phone: string): Promise<TestSession> {
  await server.api(null, 'requestSmsCode', { mobilePhoneNumber: phone });
  const login = await server.api(null, 'loginByMobilePhone', { mobilePhoneNumber: phone, smsCode: server.lastCode(phone)!, agreement: true });
  const session = { token: String(login.sessionToken), userId: String(login.objectId) };
  await server.api(session.token, 'startFreeTrial', {});
  return session;
}

/**
 * A phone-sized browser context signed in as `session` by the stored session the app reads at start (Taro's H5 storage
 * wraps each value in { data }), put in place before any of the app's scripts run, so no signed-out start can race it.
 */
export async function signedInContext(browser: Browser, session: TestSession, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Shanghai', locale: 'zh-CN', ...options });
  await context.addInitScript((data) => {
    if (location.protocol.startsWith('http')) localStorage.setItem('diary:session', JSON.stringify({ data: JSON.stringify({ v: 1, data }) }));
  }, session);
  return context;
}

/** The app's language set to Arabic on this device (Taro's H5 storage wraps each value in { data }) before its scripts run. */
export const inArabic = (context: BrowserContext) =>
  context.addInitScript(() => {
    const preferences = { v: 1, data: { language: 'ar', appearance: 'auto', mapType: 'standard' } };
    localStorage.setItem('diary:preferences', JSON.stringify({ data: JSON.stringify(preferences) }));
  });
