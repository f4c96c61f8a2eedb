// @vitest-environment jsdom
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startFakeWechatPay, type FakeWechatPay } from '@diary/tooling/fakes/wechat-pay';
import { startRealServer, type RealServer } from '@diary/tooling/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithTrial, type TestSession } from '../support/h5-server';
import { PHONES, startWeappRuntime, type WeappRuntime } from '../support/weapp-runtime';

type Found = { dom: HTMLElement; dispatchEvent(name: string, options?: { detail?: unknown }): void };

let pay: FakeWechatPay;
let wechat: http.Server;
let server: RealServer;
let runtime: WeappRuntime;
let session: TestSession;
/** What wx.requestPayment was handed, and what the next sheet does: the person pays, or closes it. */
const sheets: Array<Record<string, unknown>> = [];
const nextSheet: Array<'pay' | 'close'> = [];

async function find(component: { querySelector(s: string): unknown }, selector: string): Promise<Found> {
  await expect.poll(() => component.querySelector(selector), { timeout: 15_000, interval: 50 }).toBeTruthy();
  return component.querySelector(selector) as Found;
}
const byClass = (root: Element, name: string) =>
  [...root.querySelectorAll('[class]')].filter((e) => [...e.classList].some((c) => c === name || c.endsWith(`--${name}`)));
const me = async () =>
  (await server.api(session.token, 'get_item_by_id', { className: 'user', objectId: session.userId })).item as { proExpiredAt: { iso: string } };

beforeAll(async () => {
  pay = await startFakeWechatPay({ dir: fs.mkdtempSync(path.join(os.tmpdir(), 'wechatpay-')), appIds: ['wx-mini'] });
  // WeChat's sign-in for the mini program: wx.login's code becomes the payer's openid.
  wechat = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const code = url.searchParams.get('js_code');
    const ok = url.pathname === '/sns/jscode2session' && url.searchParams.get('appid') === 'wx-mini' && code === 'login-code-payer';
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(ok ? { openid: 'o-payer', unionid: 'u-payer', session_key: 'sk' } : { errcode: 40029 }));
  });
  await new Promise<void>((resolve) => wechat.listen(0, '127.0.0.1', resolve));
  server = await startRealServer({
    env: {
      ...pay.env,
      DIARY_PRO_PRICE_YUAN: '30',
      DIARY_WECHAT_APP_ID: 'wx-mini',
      DIARY_WECHAT_APP_SECRET: 'mini-secret',
      DIARY_WECHAT_API_URL: `http://127.0.0.1:${(wechat.address() as AddressInfo).port}`,
    },
  });
  pay.deliverTo(server.url);
  session = await signUpWithTrial(server, '13600000007');
  runtime = startWeappRuntime(
    server.url,
    { 'diary:session': JSON.stringify({ v: 1, data: session }) },
    {
      // An Android phone: on iOS WeChat allows no payment for virtual goods (ios.test.ts).
      getSystemInfoSync: () => PHONES.android,
      login: (o: { success?: (r: unknown) => void }) => o.success?.({ code: 'login-code-payer', errMsg: 'login:ok' }),
      // WeChat's payment sheet: it checks the fields against the merchant's key (the fake does, as WeChat would), then the person pays.
      requestPayment: (o: Record<string, unknown> & { success?: (r: unknown) => void; fail?: (e: unknown) => void }) => {
        const fields = { timeStamp: o.timeStamp, nonceStr: o.nonceStr, package: o.package, signType: o.signType, paySign: o.paySign };
        sheets.push(fields);
        if (nextSheet.shift() === 'close') return void o.fail?.({ errMsg: 'requestPayment:fail cancel' });
        void fetch(pay.payUrl, { method: 'POST', body: JSON.stringify(fields) }).then((answer) =>
          answer.ok ? o.success?.({ errMsg: 'requestPayment:ok' }) : o.fail?.({ errMsg: `requestPayment:fail ${answer.status}` }),
        );
      },
    },
  );
});

afterAll(async () => {
  await runtime?.close();
  await server?.close();
  await pay?.close();
  await new Promise((resolve) => wechat?.close(resolve));
});

describe("paying for PRO in the weapp build with WeChat's payment sheet (JSAPI)", () => {
  it('closed unpaid, the order waits among the unpaid ones; continued and paid, PRO runs a year longer', async () => {
    const trialEnd = new Date((await me()).proExpiredAt.iso);
    const page = runtime.renderPage('info/gopro/index');
    nextSheet.push('close');
    (await find(page, '.gopro-act')).dispatchEvent('tap');
    await expect.poll(() => sheets.length, { timeout: 10_000 }).toBe(1);
    const trade = [...pay.trades.values()].at(-1)!;
    // The order is the mini program user's, at the server's price, and the sheet was handed its prepay id.
    expect(trade).toMatchObject({ method: 'jsapi', appid: 'wx-mini', openid: 'o-payer', total: 3000, state: 'NOTPAY' });
    expect(sheets[0]).toMatchObject({ package: `prepay_id=${trade.prepay_id}`, signType: 'RSA' });

    // Closed: nothing is followed (the page does not wait for a payment nobody made), and the order waits.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(page.querySelector('.gopro-waiting')).toBeFalsy();
    const continued = await find(page, '.order-continue');
    expect(byClass(page.dom, 'order-line')[0]!.textContent).toContain('30');
    continued.dispatchEvent('tap');
    await expect.poll(() => pay.trades.get(trade.out_trade_no)!.state, { timeout: 10_000 }).toBe('SUCCESS');
    expect(sheets).toHaveLength(2);
    expect(sheets[1]!.package).toBe(sheets[0]!.package);
    await expect.poll(() => page.querySelector('.unpaid-order'), { timeout: 15_000 }).toBeFalsy();

    const end = new Date((await me()).proExpiredAt.iso);
    expect(end.getFullYear()).toBe(trialEnd.getFullYear() + 1);
    expect(pay.notices.at(-1)!.status).toBe(204);
    // The membership line follows the order to paid.
    const day = `${end.getFullYear()}.${String(end.getMonth() + 1).padStart(2, '0')}.${String(end.getDate()).padStart(2, '0')}`;
    await expect.poll(() => byClass(page.dom, 'gopro-status')[0]?.textContent ?? '', { timeout: 10_000 }).toContain(day);
  });
});
