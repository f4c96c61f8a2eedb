import type { RealServer } from '@diary/tooling/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictured } from '../support/a11y';
import { inLayout, launchBrowser, openContext, type ViewportName } from '../support/browser';
import { startFakeWechat } from '../support/fake-wechat';
import { dialog, freshPhone, toast, userViaApi, useSession } from '../support/journey';
import { startWebServer } from '../support/web-server';

/** WeChat's people in the fake, one per scan the tests make. */
const PEOPLE = ['carol', 'dave', 'erin-phone', 'erin-desktop'];

let wechat: Awaited<ReturnType<typeof startFakeWechat>>;
let server: RealServer;
let browser: Browser;
beforeAll(async () => {
  wechat = await startFakeWechat(PEOPLE);
  [server, browser] = await Promise.all([startWebServer({ ...wechat.env, DIARY_PRO_PRICE_YUAN: '30' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await wechat?.close();
});

const session = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('diary:session') ?? 'null')?.data ?? null) as { token: string; userId: string } | null);
const bindStatus = async (s: { token: string; userId: string }) => (await server.api(s.token, 'getBindWechatStatus', { objectId: s.userId })).status;

/** A visitor's browser with the app in English. */
async function visitorInEnglish(page: Page): Promise<void> {
  await page.goto(`${server.url}/intro`);
  await page.evaluate(() =>
    localStorage.setItem('diary:preferences', JSON.stringify({ v: 1, data: { language: 'en', appearance: 'auto', mapType: 'standard' } })),
  );
}

/** Opens the sign-in page's WeChat method: masked until the agreement is ticked, then WeChat's frame. */
async function openQrMethod(page: Page, screenshotName?: string): Promise<void> {
  await page.goto(`${server.url}/login`);
  await page.getByRole('button', { name: 'WeChat', exact: true }).click();
  await page.locator('.wechat-qr.masked').getByText('Need to agree to the user agreement').waitFor();
  expect(await page.locator('.wechat-qr iframe').count()).toBe(0);
  if (screenshotName) await pictured(page, screenshotName);
  await page.getByRole('checkbox').check();
}

/** What scanning with that person's WeChat does: WeChat sends the window back to /qrcode. */
async function scanAs(page: Page, person: string): Promise<void> {
  const frame = page.frameLocator('.wechat-qr iframe');
  await frame.getByRole('button', { name: `Scan as ${person}` }).click();
}

/** Binds a phone with the server's SMS code on /bindcell. */
async function bindPhone(page: Page, phone: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect.poll(() => server.lastCode(phone)).toBeTruthy();
  await page.getByRole('textbox', { name: 'Verification code' }).fill(server.lastCode(phone)!);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Bind Phone Number', exact: true }).click();
}

describe('WeChat QR sign-in on a wide screen', () => {
  const viewport: ViewportName = 'desktop';

  it('a new WeChat binds a phone by SMS code and is in; after signing out the next scan signs straight in', async () => {
    const { context, page, errors } = await openContext(browser, viewport);
    await visitorInEnglish(page);
    const phone = freshPhone();

    await openQrMethod(page, `${viewport}-wechat-qr-masked`);
    // The frame is WeChat's QR page (the fake's) with the seed's parameters and the server's state.
    const src = new URL((await page.locator('.wechat-qr iframe').getAttribute('src'))!);
    expect(src.origin).toBe(wechat.url);
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      appid: 'wx-web-fake',
      scope: 'snsapi_login',
      redirect_uri: `${server.url}/qrcode`,
      style: 'black',
    });
    expect(src.searchParams.get('state')).toMatch(/^s\./);
    await scanAs(page, 'carol');

    // New to the diary: /bindcell binds a phone to this WeChat.
    await page.waitForURL(/\/bindcell$/);
    await page.getByText('New to the diary? Bind a phone number to your WeChat').waitFor();
    await pictured(page, `${viewport}-qrcode-bind-phone`);
    await bindPhone(page, phone);
    await page.waitForURL(/\/dashboard\/archive/);
    const first = (await session(page))!;
    expect(first).toBeTruthy();
    expect(await bindStatus(first)).toBe(1);
    const me = (await server.api(first.token, 'get_item_by_id', { className: 'user', objectId: first.userId })).item as { mobilePhoneNumber: string };
    expect(me.mobilePhoneNumber).toBe(phone);

    // Signing out, then scanning again: straight in, as the same account, with no phone asked.
    await page.goto(`${server.url}${inLayout(viewport, '/settings', 'archive')}`);
    await page.getByRole('button', { name: 'Log out' }).click();
    await dialog(page).getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Logged out').waitFor();
    expect(await session(page)).toBeNull();
    await openQrMethod(page);
    await scanAs(page, 'carol');
    await page.waitForURL(/\/dashboard\/archive/);
    expect((await session(page))!.userId).toBe(first.userId);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('a signed-in phone user binds WeChat from the account page, and that WeChat then signs in to the account', async () => {
    const me = await userViaApi(server, freshPhone());
    const { context, page, errors } = await openContext(browser, viewport);
    await useSession(page, server, me);
    await page.goto(`${server.url}${inLayout(viewport, '/account', 'archive')}`);
    const row = page.locator('.account-menu').getByRole('button', { name: /^WeChat/ });
    await expect.poll(() => row.textContent()).toContain('Not bound');
    await row.click();
    await page.getByRole('dialog', { name: 'Bind WeChat' }).getByText('Scan with WeChat to bind it to your account').first().waitFor();
    await page.frameLocator('.wechat-qr iframe').getByRole('button', { name: 'Scan as dave' }).waitFor();
    await pictured(page, `${viewport}-wechat-bind-sheet`);
    await scanAs(page, 'dave');

    await page.waitForURL(/\/settings\/account$/);
    await toast(page, 'Binded').waitFor();
    await expect.poll(() => row.textContent()).toContain('Bound');
    expect(await bindStatus(me)).toBe(1);

    // Signed out, that WeChat signs in to this account.
    await page.evaluate(() => localStorage.removeItem('diary:session'));
    await openQrMethod(page);
    await scanAs(page, 'dave');
    await page.waitForURL(/\/dashboard\/archive/);
    expect((await session(page))!.userId).toBe(me.userId);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each(['phone', 'desktop'] as ViewportName[])('the /qrcode return and unpaid orders at the %s viewport', (viewport) => {
  it('refuses a forged or foreign state with the seed message, and signs in a scan this device started', async () => {
    const { context, page, errors } = await openContext(browser, viewport);
    await visitorInEnglish(page);

    // A state this device never started (someone planting their code): refused before the server is asked.
    await page.goto(`${server.url}/qrcode?code=code-erin-${viewport}&state=s.9999999999.planted.sig`);
    await page.getByRole('status').getByText('Encountered a problem, please try again').waitFor();
    await pictured(page, `${viewport}-qrcode-refused`);
    // A forged state the device holds: the server refuses it (it did not sign it).
    await page.evaluate(() =>
      localStorage.setItem(
        'diary:wechat-qr',
        JSON.stringify({ v: 1, data: { state: 's.9999999999.forged.sig', purpose: 'login', expiresAt: '2099-01-01T00:00:00.000Z' } }),
      ),
    );
    await page.goto(`${server.url}/qrcode?code=code-erin-${viewport}&state=s.9999999999.forged.sig`);
    await page.getByRole('status').getByText('Encountered a problem, please try again').waitFor();
    expect(await session(page)).toBeNull();
    await page.getByRole('button', { name: 'Scan again' }).click();
    await page.waitForURL(/\/login$/);

    // A scan this device started (the state the server signed for it, kept as the QR frame keeps it).
    const params = await server.api(null, 'getWechatQrParams', { redirectUri: `${server.url}/qrcode` });
    await page.evaluate((pending) => localStorage.setItem('diary:wechat-qr', JSON.stringify({ v: 1, data: pending })), {
      state: String(params.state),
      purpose: 'login',
      expiresAt: String(params.expiresAt),
    });
    await page.goto(`${server.url}/qrcode?code=code-erin-${viewport}&state=${encodeURIComponent(String(params.state))}`);
    await page.waitForURL(/\/bindcell$/);
    await pictured(page, `${viewport}-bindcell-wechat`);
    const phone = freshPhone();
    await bindPhone(page, phone);
    await page.waitForURL(/\/dashboard\/archive/);
    expect(await bindStatus((await session(page))!)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows an unpaid order on the membership row and /gopro, says online payment is not available here, and cancels it on the server', async () => {
    const me = await userViaApi(server, freshPhone());
    const made = (await server.api(me.token, 'add_order', { orderType: 'pro-year' })).order as { objectId: string };
    const { context, page, errors } = await openContext(browser, viewport);
    await useSession(page, server, me);

    await page.goto(`${server.url}${inLayout(viewport, '/settings', 'archive')}`);
    await page
      .getByRole('button', { name: /^Membership/ })
      .getByText('1 unpaid order')
      .waitFor();
    await page.getByRole('button', { name: /^Membership/ }).click();
    await page.waitForURL(/\/gopro$/);
    const orders = page.getByRole('region', { name: 'Unpaid orders' });
    await orders.getByText('A year of PRO · 30 yuan').waitFor();
    await orders.getByRole('button', { name: 'Continue paying' }).click();
    await orders.getByText(`Order number ${made.objectId}`).waitFor();
    await orders.getByText('Online payment is not available on this server').waitFor();
    await pictured(page, `${viewport}-gopro-unpaid-order`);

    // Cancelling asks first.
    await orders.getByRole('button', { name: 'Cancel order' }).click();
    await dialog(page).getByText('Cancel this order?').waitFor();
    await dialog(page).getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Order cancelled').waitFor();
    await orders.waitFor({ state: 'detached' });
    const list = async (status: number) =>
      ((await server.api(me.token, 'get_item_list', { className: 'order', where: { status } })).orderList as Array<{ objectId: string }>).map(
        (o) => o.objectId,
      );
    expect(await list(0)).toEqual([]);
    expect(await list(2)).toEqual([made.objectId]);
    // Reloaded, it is gone for good.
    await page.reload();
    await page.getByRole('heading', { name: 'Diary PRO' }).waitFor();
    expect(await page.getByRole('region', { name: 'Unpaid orders' }).count()).toBe(0);

    // The intro sheet's "Display on the main page" is the account's: switched off, saved.
    await page.goto(`${server.url}/intro`);
    const display = page.getByRole('switch', { name: 'Display on the main page' });
    await expect.poll(() => display.getAttribute('aria-checked')).toBe('true');
    await display.click();
    await toast(page, 'Updated').waitFor();
    await expect.poll(() => display.getAttribute('aria-checked')).toBe('false');
    expect(
      ((await server.api(me.token, 'get_item_by_id', { className: 'user', objectId: me.userId })).item as { guideDisplayStatus: boolean }).guideDisplayStatus,
    ).toBe(false);

    // A phone cannot scan its own screen: binding WeChat there says to use a computer.
    if (viewport === 'phone') {
      await page.goto(`${server.url}${inLayout(viewport, '/account', 'archive')}`);
      await page
        .locator('.account-menu')
        .getByRole('button', { name: /^WeChat/ })
        .click();
      await toast(page, 'Open this page on a computer to scan the QR code with WeChat').waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
