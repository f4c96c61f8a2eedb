import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { qrCodePath } from '@diary/store/poster';
import { startFakeWechatPay, type FakeWechatPay } from '@diary/tooling/fakes/wechat-pay';
import type { RealServer } from '@diary/tooling/server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictured } from '../support/a11y';
import { inLayout, launchBrowser, openContext, type ViewportName } from '../support/browser';
import { freshPhone, userViaApi, useSession } from '../support/journey';
import { startWebServer } from '../support/web-server';

let pay: FakeWechatPay;
let server: RealServer;
let browser: Browser;
beforeAll(async () => {
  pay = await startFakeWechatPay({ dir: fs.mkdtempSync(path.join(os.tmpdir(), 'wechatpay-')), appIds: ['wx-official'] });
  [server, browser] = await Promise.all([startWebServer({ ...pay.env, DIARY_WECHATPAY_APP_ID: 'wx-official', DIARY_PRO_PRICE_YUAN: '30' }), launchBrowser()]);
  pay.deliverTo(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await pay?.close();
});

const userItem = async (me: { token: string; userId: string }) =>
  (await server.api(me.token, 'get_item_by_id', { className: 'user', objectId: me.userId })).item as { proStatus: number; proExpiredAt: { iso: string } };

describe.each(['phone', 'desktop'] as ViewportName[])('buying PRO with WeChat Pay on the web (%s)', (viewport) => {
  it('orders a year, shows the QR code to scan, continues the unpaid order, and follows it to paid', async () => {
    const me = await userViaApi(server, freshPhone());
    await server.api(me.token, 'startFreeTrial');
    const trialEnd = new Date((await userItem(me)).proExpiredAt.iso);
    const { context, page, errors } = await openContext(browser, viewport);
    await useSession(page, server, me);
    await page.goto(`${server.url}/gopro`);

    await page.getByRole('button', { name: 'Get PRO', exact: true }).click();
    // Titled by what it asks for: the scan, then PRO once paid.
    const sheet = page.getByRole('dialog', { name: /^(Scan with WeChat to pay|Diary PRO)$/ });
    const code = sheet.getByRole('img', { name: 'Scan with WeChat to pay' });
    await code.waitFor();
    // The code drawn is WeChat Pay's link for this order.
    const trade = [...pay.trades.values()].at(-1)!;
    expect(trade).toMatchObject({ method: 'native', appid: 'wx-official', total: 3000, state: 'NOTPAY' });
    expect(await code.locator('path').getAttribute('d')).toBe(qrCodePath(trade.code_url!).path);
    await sheet.getByText('A year of PRO · 30 yuan').waitFor();
    await sheet.getByText('Waiting for the payment…').waitFor();
    await pictured(page, `${viewport}-gopro-pay-qr`);

    // Closed before paying: the order waits among the unpaid ones, and "Continue paying" shows the same code.
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await sheet.waitFor({ state: 'detached' });
    const orders = page.getByRole('region', { name: 'Unpaid orders' });
    await orders.getByRole('button', { name: 'Continue paying' }).click();
    await code.waitFor();
    expect(await code.locator('path').getAttribute('d')).toBe(qrCodePath(trade.code_url!).path);

    // The phone scans and pays: WeChat Pay's notice reaches the server and the page follows.
    const paid = await fetch(pay.payUrl, { method: 'POST', body: JSON.stringify({ codeUrl: trade.code_url }) });
    expect(paid.status).toBe(200);
    await sheet.getByText('Paid: PRO is yours for another year').waitFor();
    expect(pay.notices.at(-1)!.status).toBe(204);
    await pictured(page, `${viewport}-gopro-paid`);
    await sheet.getByRole('button', { name: 'Close' }).click();
    await orders.waitFor({ state: 'detached' });

    // A year after the trial's end, on the server and on the membership row.
    const end = new Date((await userItem(me)).proExpiredAt.iso);
    expect(end.getFullYear()).toBe(trialEnd.getFullYear() + 1);
    expect(end.getMonth()).toBe(trialEnd.getMonth());
    // The row's date is the device's day (core's PRO_DATE_FORMAT, YYYY.MM.DD).
    const day = await page.evaluate((iso) => {
      const d = new Date(iso);
      return `${d.getFullYear()}.${String(d.getMonth() + 1).padStart(2, '0')}.${String(d.getDate()).padStart(2, '0')}`;
    }, end.toISOString());
    const valid = `Valid until ${day}`;
    // The PRO page leads with it too, as the membership's card.
    await page.getByRole('region', { name: 'Membership' }).getByText(valid, { exact: true }).waitFor();
    await page.goto(`${server.url}${inLayout(viewport, '/settings', 'archive')}`);
    await page
      .getByRole('button', { name: /^Membership/ })
      .getByText(valid, { exact: false })
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
