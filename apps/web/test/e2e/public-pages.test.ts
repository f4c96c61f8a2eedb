import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { INFO_PAGES, routePath } from '@diary/core';
import type { RealServer } from '@diary/tooling/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictured } from '../support/a11y';
import { inLayout, launchBrowser, openContext, settled, VIEWPORTS, type ViewportName } from '../support/browser';
import { paintedPng } from '../support/images';
import { freshPhone, userViaApi, useSession } from '../support/journey';
import { startWebServer } from '../support/web-server';

// The pages a visitor can open (seed 2 §2.1–§2.4, §2.11): the landing page, the product's pages for a
// web view and beside the sign-in box, the agreement and policy as drawers, and the QR codes the
// server's configuration names — from an image host on loopback, as an operator's own would be.

/** A 21×21-module black-and-white PNG, scaled 8×: looks like a QR code, is one image the test can recognise. */
const qrPng = () => paintedPng(168, 168, (x, y) => ((Math.floor(x / 8) * 31 + Math.floor(y / 8) * 17) % 3 === 0 ? [0, 0, 0] : [255, 255, 255]));

async function startImageHost() {
  const png = await qrPng();
  const asked: string[] = [];
  const host = http.createServer((request, response) => {
    asked.push(request.url ?? '');
    if (!/^\/(mini-program|service)\.png$/.test(request.url ?? '')) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'image/png' }).end(png);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  return { url, asked, close: () => new Promise<void>((resolve) => host.close(() => resolve())) };
}

let images: Awaited<ReturnType<typeof startImageHost>>;
let configured: RealServer;
let bare: RealServer;
let browser: Browser;
beforeAll(async () => {
  images = await startImageHost();
  [configured, bare, browser] = await Promise.all([
    startWebServer({ DIARY_MINI_PROGRAM_QR_URL: `${images.url}/mini-program.png`, DIARY_CUSTOMER_SERVICE_QR_URL: `${images.url}/service.png` }),
    startWebServer(),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([configured?.close(), bare?.close()]);
  await images?.close();
});

const ENGLISH = { v: 1, data: { language: 'en', appearance: 'auto', mapType: 'standard' } };

/** A visitor's browser; `english` when they chose English before (the app's default is Chinese). */
async function visitor(viewport: ViewportName, english: boolean) {
  const opened = await openContext(browser, viewport);
  if (english) await opened.context.addInitScript((prefs) => localStorage.setItem('diary:preferences', JSON.stringify(prefs)), ENGLISH);
  return opened;
}

const loaded = (page: Page, selector: string) => page.locator(selector).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
const notFound = (page: Page) => page.getByText('Page not found').count();
/** Nothing wider than the window: no sideways scrolling. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** What each info page shows, for an English reader. */
const CONTENT: Record<(typeof INFO_PAGES)[number], { title: string; body: string }> = {
  features: { title: 'Features', body: 'Find any day again by time, place, people, story, status and weather.' },
  faqs: { title: 'FAQs', body: 'Who can read my diary?' },
  agreement: { title: 'User Agreement', body: '一、账号' },
  policy: { title: 'Privacy Policy', body: '一、我们收集的信息及用途' },
};

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('the public pages at the %s viewport', (viewport) => {
  it('the landing page shows the product: its sections with the app’s screenshots, the configured mini-program QR code, nothing overflowing', async () => {
    const { context, page, errors } = await visitor(viewport, true);
    await page.goto(`${configured.url}/`);
    await page.getByRole('heading', { name: 'A diary only you can read' }).waitFor();
    expect(await notFound(page)).toBe(0);
    // The four screenshots are real images that load (the cover's at once, the others as they near the screen).
    for (const alt of ['The month list', 'The editor', 'The places map', 'The share sheet']) {
      const shot = page.getByRole('img', { name: new RegExp(`^${alt}`) });
      await shot.scrollIntoViewIfNeeded();
      await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 360)).toBe(true);
    }
    // The mini program's QR code is the configured image, served from its own host under the app's CSP; never the app icon.
    const qr = page.locator('#mp').getByRole('img', { name: 'Mini program QR code' });
    await qr.scrollIntoViewIfNeeded();
    expect(await qr.getAttribute('src')).toBe(`${images.url}/mini-program.png`);
    await expect.poll(() => loaded(page, '#mp img')).toBe(true);
    expect(images.asked).toContain('/mini-program.png');
    expect(await page.locator('#mp img[src="/icon.svg"]').count()).toBe(0);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // Back at the top the navbar slides in again (it hides past 80 px).
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect.poll(() => page.locator('.landing-nav').evaluate((nav) => nav.getBoundingClientRect().top)).toBe(0);
    await pictured(page, `${viewport}-landing`);
    await page.locator('#mp').scrollIntoViewIfNeeded();
    await pictured(page, `${viewport}-landing-qr`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the landing page without a configured QR code says so, and shows no stand-in picture', async () => {
    const { context, page, errors } = await visitor(viewport, true);
    await page.goto(`${bare.url}/`);
    const placeholder = page.locator('#mp .qr-placeholder');
    await placeholder.scrollIntoViewIfNeeded();
    expect(await placeholder.textContent()).toBe('The mini program QR code is not available yet');
    expect(await page.locator('#mp img').count()).toBe(0);
    await pictured(page, `${viewport}-landing-qr-missing`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('every nav link is reachable: in a menu on a phone, in the bar on desktop', async () => {
    const { context, page, errors } = await visitor(viewport, true);
    await page.goto(`${bare.url}/`);
    await page.getByRole('heading', { name: 'A diary only you can read' }).waitFor();
    const nav = page.locator('.landing-nav');
    const menu = nav.getByRole('button', { name: 'Menu' });
    for (const [name, section] of [
      ['PRO', 'pro'],
      ['FAQ', 'faq'],
      ['Mini program', 'mp'],
    ] as const) {
      if (viewport === 'phone') {
        // Folded away until the menu opens; the menu closes again once a link is chosen.
        expect(await nav.getByRole('button', { name, exact: true }).isVisible()).toBe(false);
        await menu.click();
        expect(await menu.getAttribute('aria-expanded')).toBe('true');
        if (name === 'PRO') {
          await pictured(page, `${viewport}-landing-menu`);
          expect(await nav.getByRole('combobox', { name: 'Language' }).isVisible()).toBe(true);
          expect(await nav.getByRole('combobox', { name: 'Appearance' }).isVisible()).toBe(true);
        }
      } else {
        expect(await menu.isVisible()).toBe(false);
      }
      await nav.getByRole('button', { name, exact: true }).click();
      // Scrolled smoothly until the section's top sits under the bar (56 px), or as far as the page goes.
      const where = () =>
        page
          .locator(`#${section}`)
          .evaluate((el) => ({ top: el.getBoundingClientRect().top, atEnd: window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2 }));
      await expect
        .poll(
          async () => {
            const w = await where();
            return (w.top >= 40 && w.top < 72) || w.atEnd;
          },
          { timeout: 5000 },
        )
        .toBe(true)
        .catch(async () => expect.fail(`${name}: ${JSON.stringify(await where())}`));
      if (viewport === 'phone') expect(await menu.getAttribute('aria-expanded')).toBe('false');
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    }
    // The Dashboard button is always in the bar.
    expect(await nav.getByRole('button', { name: 'Dashboard' }).isVisible()).toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/webview/{page} shows each page under a blank logo, without the app’s bars; another page is not found', async () => {
    const { context, page, errors } = await visitor(viewport, true);
    for (const name of INFO_PAGES) {
      await page.goto(`${bare.url}${routePath('webview', { page: name })}`);
      await page.getByRole('heading', { name: CONTENT[name].title, level: 1 }).waitFor();
      await page.getByText(CONTENT[name].body, { exact: false }).first().waitFor();
      expect(await notFound(page)).toBe(0);
      expect(await page.locator('.webview-logo').count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(0);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await pictured(page, `${viewport}-webview-${name}`);
    }
    await page.goto(`${bare.url}/webview/nothing`);
    await page.getByText('Page not found').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/login/panel/{page} opens each page beside the sign-in box on desktop, full screen on a phone, and closes to the sign-in box', async () => {
    const { context, page, errors } = await visitor(viewport, true);
    for (const name of INFO_PAGES) {
      await page.goto(`${bare.url}${routePath('loginPanel', { page: name })}`);
      await page.getByRole('heading', { name: CONTENT[name].title, level: 1 }).waitFor();
      await page.getByText(CONTENT[name].body, { exact: false }).first().waitFor();
      expect(await notFound(page)).toBe(0);
      expect(await page.locator('.sign-in-box').count()).toBe(viewport === 'desktop' ? 1 : 0);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await pictured(page, `${viewport}-login-panel-${name}`);
    }
    await page.getByRole('link', { name: 'Close' }).click();
    await page.waitForURL((u) => u.pathname === routePath('login'));
    await page.locator('.sign-in-box').waitFor();
    // The sign-in page leads to the product's pages.
    await page.getByRole('link', { name: 'Features' }).click();
    await page.waitForURL((u) => u.pathname === routePath('loginPanel', { page: 'features' }));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the sign-in box opens the agreement and the policy as drawers: Chinese text, with the note for an English reader', async () => {
    // A Chinese reader (the default): the text, no note.
    const zh = await visitor(viewport, false);
    await zh.page.goto(`${bare.url}${routePath('login')}`);
    await zh.page.getByRole('link', { name: '用户协议' }).click();
    const drawer = zh.page.getByRole('dialog', { name: '用户协议' });
    await drawer.getByRole('heading', { name: '一、账号' }).waitFor();
    await drawer.getByText('生效日期：2019-08-01').waitFor();
    expect(await drawer.getByText('There is no English version', { exact: false }).count()).toBe(0);
    // Opening a drawer ticks nothing, and leaves the page where it was.
    expect(await zh.page.getByRole('checkbox').isChecked()).toBe(false);
    expect(new URL(zh.page.url()).pathname).toBe(routePath('login'));
    await settled(zh.page);
    await pictured(zh.page, `${viewport}-agreement-drawer`);
    await drawer.getByRole('button', { name: '关闭' }).click();
    await drawer.waitFor({ state: 'detached' });
    await zh.page.getByRole('link', { name: '隐私政策' }).click();
    const policy = zh.page.getByRole('dialog', { name: '隐私政策' });
    await policy.getByRole('heading', { name: '一、我们收集的信息及用途' }).waitFor();
    await policy.getByText('不出售您的任何数据', { exact: false }).waitFor();
    await settled(zh.page);
    await pictured(zh.page, `${viewport}-policy-drawer`);
    expect(zh.errors).toEqual([]);
    await zh.context.close();

    // An English reader: told there is no English version, then the Chinese text.
    const en = await visitor(viewport, true);
    await en.page.goto(`${bare.url}${routePath('login')}`);
    await en.page.getByRole('link', { name: 'Privacy Policy' }).click();
    const english = en.page.getByRole('dialog', { name: 'Privacy Policy' });
    await english.getByText('There is no English version of this document; the Chinese version applies.').waitFor();
    await english.getByRole('heading', { name: '一、我们收集的信息及用途' }).waitFor();
    await settled(en.page);
    await pictured(en.page, `${viewport}-policy-drawer-en`);
    expect(en.errors).toEqual([]);
    await en.context.close();
  });

  it('about shows the app, its version and what it is, and links to the features, the questions, the agreement and the policy', async () => {
    const { context, page, errors } = await visitor(viewport, true);
    const about = inLayout(viewport, routePath('about'), 'archive');
    await page.goto(`${bare.url}${about}`);
    const head = page.locator('.about-head');
    await head.getByRole('heading', { name: 'Diary' }).waitFor();
    expect(await head.textContent()).toMatch(/Version \d+\.\d+\.\d+/);
    const links = page.locator('.about-links button');
    expect(await links.allTextContents()).toEqual(['Features›', 'FAQs›', 'User Agreement›', 'Privacy Policy›']);
    await pictured(page, `${viewport}-about`);
    for (const [name, path, body] of [
      ['Features', '/features', CONTENT.features.body],
      ['User Agreement', '/about/agreement', CONTENT.agreement.body],
    ] as const) {
      await page.goto(`${bare.url}${about}`);
      await links.filter({ hasText: name }).click();
      await page.getByText(body).first().waitFor();
      expect(new URL(page.url()).pathname.endsWith(path)).toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the feedback sheet shows the configured customer-service QR code, or says there is none', async () => {
    for (const [server, set] of [
      [configured, true],
      [bare, false],
    ] as const) {
      const session = await userViaApi(server, freshPhone());
      const { context, page, errors } = await openContext(browser, viewport);
      await useSession(page, server, session);
      await page.goto(`${server.url}${inLayout(viewport, routePath('settings'), 'archive')}`);
      await page.getByRole('button', { name: 'Feedback' }).click();
      const sheet = page.getByRole('dialog', { name: 'Feedback' });
      if (set) {
        const qr = sheet.getByRole('img', { name: 'Customer service QR code' });
        expect(await qr.getAttribute('src')).toBe(`${images.url}/service.png`);
        await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      } else {
        await sheet.getByText('The customer service QR code is not available yet').waitFor();
        expect(await sheet.locator('img').count()).toBe(0);
      }
      await pictured(page, `${viewport}-feedback-qr${set ? '' : '-missing'}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
