import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ORDER_PAYABLE_MS, REQUESTS } from '@diary/core';
import { startFakeWechatPay, type FakeWechatPay } from '@diary/tooling/fakes/wechat-pay';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { runHousekeeping } from '../src/housekeeping/schedule';
import { closeOrder, settlingOf } from '../src/membership/settle';
import { mediaStorageFor } from '../src/media/storage-for';
import { onlinePaymentFor } from '../src/providers/payment';
import { fakeVendor } from './support/vendors';
import { startTestServer, type SignedIn, type TestServer } from './support/server';

const ADMIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/admin.js');
const YEAR_MS = 365 * 24 * 3600 * 1000;

let pay: FakeWechatPay;
/** The apps bound to the fake merchant; a test unbinds one to see WeChat Pay refuse. */
const boundApps = ['wx-mini', 'wx-official'];
let wechat: Awaited<ReturnType<typeof fakeVendor>>;
let server: TestServer;
beforeAll(async () => {
  // WeChat Pay checks signatures within five minutes of its own clock: both sides read the test's clock.
  pay = await startFakeWechatPay({ dir: fs.mkdtempSync(path.join(os.tmpdir(), 'wechatpay-')), appIds: boundApps, clock: () => server.clock.now() });
  wechat = await fakeVendor((url) => {
    const code = url.searchParams.get('js_code') ?? '';
    if (url.pathname !== '/sns/jscode2session' || !code.startsWith('mini-')) return { status: 200, body: { errcode: 40029 } };
    return { status: 200, body: { openid: `o-${code}`, unionid: `u-${code}`, session_key: 'sk' } };
  });
  server = await startTestServer({
    // The admin command (a process of its own) signs with the real time.
    time: new Date().toISOString(),
    env: {
      DIARY_PRO_PRICE_YUAN: '30',
      DIARY_WECHAT_API_URL: wechat.url,
      DIARY_WECHAT_APP_ID: 'wx-mini',
      DIARY_WECHAT_APP_SECRET: 'mini-secret',
      DIARY_WECHATPAY_APP_ID: 'wx-official',
      ...pay.env,
    },
  });
  pay.deliverTo(server.url);
});
afterAll(async () => {
  await server.close();
  await pay.close();
  await wechat.close();
});

type Order = { objectId: string; status: number; payment: number; codeUrl?: string; expiresAt?: string; transactionId?: string };
const userOf = async (me: SignedIn) =>
  (await server.call<{ item: { proStatus: number; proExpiredAt?: { iso: string } } }>('get_item_by_id', { className: 'user', objectId: me.userId }, me.token))
    .body.item;
const proEnd = async (me: SignedIn) => {
  const end = (await userOf(me)).proExpiredAt?.iso;
  return end ? new Date(end).getTime() : undefined;
};
const orderOf = async (me: SignedIn, objectId: string) => (await server.call<{ order: Order }>('check_order', { objectId }, me.token)).body.order;

async function nativeOrder(me: SignedIn) {
  const answer = await server.call<{ order: Order; payment: { provider: string; method: string; params: Record<string, string> } }>(
    'add_order',
    { orderType: 'pro-year', method: 'native' },
    me.token,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

describe('WeChat Pay: orders', () => {
  it('tells the clients it takes WeChat Pay, by QR code and in the mini program', async () => {
    const features = (await server.call<Record<string, unknown>>('getFeatures')).body;
    expect(features).toMatchObject({ payment: 'wechatpay', paymentMethods: ['jsapi', 'native'], proPricePerYear: 30 });
  });

  it('makes a Native order at WeChat Pay, signed as WeChat Pay checks it, and answers the QR link', async () => {
    const me = await server.signUp();
    const { order, payment } = await nativeOrder(me);
    expect(REQUESTS.add_order!.response.safeParse({ order, payment }).success).toBe(true);
    const trade = pay.trades.get(order.objectId)!;
    expect(trade).toMatchObject({
      method: 'native',
      appid: 'wx-official',
      total: 3000,
      state: 'NOTPAY',
      notify_url: 'https://diary.example.com/pay/wechatpay/notify',
    });
    expect(payment).toEqual({ provider: 'wechatpay', method: 'native', params: { codeUrl: trade.code_url } });
    expect(order).toMatchObject({ status: 0, payment: 30, codeUrl: trade.code_url });
    // time_expire in China's time, two hours on.
    expect(new Date(trade.time_expire!).getTime()).toBe(server.clock.now().getTime() - (server.clock.now().getTime() % 1000) + ORDER_PAYABLE_MS);
    expect(trade.time_expire).toMatch(/\+08:00$/);
    expect(pay.requests.filter((r) => r.refused)).toEqual([]);
  });

  it('makes a JSAPI order for the mini program user, whose payment fields WeChat accepts', async () => {
    const me = await server.signUp();
    const answer = await server.call<{ order: Order; payment: { method: string; params: Record<string, string> } }>(
      'add_order',
      { orderType: 'pro-year', method: 'jsapi', wechatCode: 'mini-alice' },
      me.token,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const trade = pay.trades.get(answer.body.order.objectId)!;
    expect(trade).toMatchObject({ method: 'jsapi', appid: 'wx-mini', openid: 'o-mini-alice', total: 3000 });
    const fields = answer.body.payment.params;
    expect(fields).toMatchObject({ appId: 'wx-mini', package: `prepay_id=${trade.prepay_id}`, signType: 'RSA' });
    // What wx.requestPayment hands WeChat: it checks paySign against the merchant's key, and the person pays.
    const paid = await fetch(pay.payUrl, {
      method: 'POST',
      body: JSON.stringify({ ...fields, paySign: fields.paySign!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) }),
    });
    expect(paid.status).toBe(400);
    expect((await fetch(pay.payUrl, { method: 'POST', body: JSON.stringify(fields) })).status).toBe(200);
    expect((await orderOf(me, answer.body.order.objectId)).status).toBe(1);
    expect((await userOf(me)).proStatus).toBe(2);
  });

  it('answers 503 when WeChat Pay refuses the order, and leaves no unpaid order', async () => {
    const me = await server.signUp();
    boundApps.splice(boundApps.indexOf('wx-official'), 1);
    try {
      const answer = await server.call('add_order', { orderType: 'pro-year', method: 'native' }, me.token);
      expect(answer.status).toBe(503);
    } finally {
      boundApps.push('wx-official');
    }
    const rows = await server.database.db.selectFrom('orders').select('status').where('user', '=', me.userId).execute();
    expect(rows.map((r) => r.status)).toEqual([2]);
  });

  it("refuses to continue another user's order, or a JSAPI order from another WeChat, without asking WeChat Pay", async () => {
    const owner = await server.signUp();
    const other = await server.signUp();
    const made = await server.call<{ order: Order }>('add_order', { orderType: 'pro-year', method: 'jsapi', wechatCode: 'mini-owner' }, owner.token);
    const queries = () => pay.requests.filter((r) => r.method === 'GET').length;
    const before = queries();
    expect((await server.call('pay_order', { objectId: made.body.order.objectId, wechatCode: 'mini-other' }, other.token)).status).toBe(404);
    expect((await server.call('check_order', { objectId: made.body.order.objectId }, other.token)).status).toBe(404);
    expect(queries()).toBe(before);
    expect((await server.call('pay_order', { objectId: made.body.order.objectId, wechatCode: 'mini-someone-else' }, owner.token)).status).toBe(403);
    expect((await server.call('pay_order', { objectId: made.body.order.objectId, wechatCode: 'mini-owner' }, owner.token)).status).toBe(200);
  });

  it('asks WeChat Pay about one order at most every ten seconds, however often a client checks it', async () => {
    const me = await server.signUp();
    const { order } = await nativeOrder(me);
    const queries = () => pay.requests.filter((r) => r.method === 'GET' && r.path.includes(order.objectId)).length;
    for (let i = 0; i < 4; i += 1) expect((await orderOf(me, order.objectId)).status).toBe(0);
    expect(queries()).toBe(1);
    server.clock.advance(10_000);
    await orderOf(me, order.objectId);
    expect(queries()).toBe(2);
  });

  it('refuses a JSAPI order without the wx.login code, and writes nothing', async () => {
    const me = await server.signUp();
    const before = pay.trades.size;
    expect((await server.call('add_order', { orderType: 'pro-year', method: 'jsapi' }, me.token)).status).toBe(400);
    expect((await server.call('add_order', { orderType: 'pro-year', method: 'jsapi', wechatCode: 'not-a-mini-code' }, me.token)).status).toBe(403);
    expect(pay.trades.size).toBe(before);
  });
});

describe('WeChat Pay: payment notices', () => {
  it('a genuine notice makes the user Pro once: sent twice, and sent again later, it extends nothing more', async () => {
    const me = await server.signUp();
    const { order } = await nativeOrder(me);
    const first = await pay.pay(order.objectId);
    expect(first!.status).toBe(204);
    const after = await orderOf(me, order.objectId);
    expect(after).toMatchObject({ status: 1, transactionId: pay.trades.get(order.objectId)!.transaction_id });
    const end = (await proEnd(me))!;
    expect(end).toBeGreaterThanOrEqual(server.clock.now().getTime() + YEAR_MS - 1000);

    const notice = pay.buildNotice(order.objectId);
    expect((await pay.deliver(notice)).status).toBe(204);
    expect((await pay.deliver(notice)).status).toBe(204);
    expect(await proEnd(me)).toBe(end);
  });

  it('refuses a forged signature, an old notice and a wrong amount, and changes nothing', async () => {
    const me = await server.signUp();
    const { order } = await nativeOrder(me);
    const trade = pay.trades.get(order.objectId)!;
    trade.state = 'SUCCESS';
    trade.transaction_id = '4200000000000000001';

    expect((await pay.deliver(pay.buildNotice(order.objectId, { forgeSignature: true }))).status).toBe(401);
    expect((await pay.deliver(pay.buildNotice(order.objectId, { signedAt: new Date(server.clock.now().getTime() - 6 * 60_000) }))).status).toBe(401);
    expect((await pay.deliver(pay.buildNotice(order.objectId, { apiV3Key: 'x'.repeat(32) }))).status).toBe(401);
    expect((await pay.deliver(pay.buildNotice(order.objectId, { transaction: { amount: { total: 1, payer_total: 1, currency: 'CNY' } } }))).status).toBe(400);
    // Tampered on the way: the body changed after WeChat Pay signed it.
    const genuine = pay.buildNotice(order.objectId);
    expect((await pay.deliver({ ...genuine, body: genuine.body.replace('"summary"', '"summary" ') })).status).toBe(401);

    const row = await server.database.db.selectFrom('orders').select('status').where('id', '=', order.objectId).executeTakeFirstOrThrow();
    expect(row.status).toBe(0);
    expect((await userOf(me)).proStatus).toBe(0);
  });

  it('an order whose notice was lost becomes paid when it is checked', async () => {
    const me = await server.signUp();
    const { order } = await nativeOrder(me);
    await pay.pay(order.objectId, { notify: false });
    expect((await server.database.db.selectFrom('orders').select('status').where('id', '=', order.objectId).executeTakeFirstOrThrow()).status).toBe(0);
    expect(await orderOf(me, order.objectId)).toMatchObject({ status: 1, transactionId: pay.trades.get(order.objectId)!.transaction_id });
    expect((await userOf(me)).proStatus).toBe(2);
    // Its notice arriving at last extends nothing.
    const end = await proEnd(me);
    expect((await pay.deliver(pay.buildNotice(order.objectId))).status).toBe(204);
    expect(await proEnd(me)).toBe(end);
  });
});

describe('WeChat Pay: continuing, cancelling, refunding and expiry', () => {
  it('continue paying answers the same QR link; cancelling closes the order at WeChat Pay too', async () => {
    const me = await server.signUp();
    const { order } = await nativeOrder(me);
    const again = await server.call<{ payment: { params: Record<string, string> } }>('pay_order', { objectId: order.objectId }, me.token);
    expect(again.status).toBe(200);
    expect(again.body.payment.params.codeUrl).toBe(order.codeUrl);
    const cancelled = await server.call<{ order: Order }>('cancel_order', { objectId: order.objectId }, me.token);
    expect(cancelled.body.order.status).toBe(2);
    expect(pay.trades.get(order.objectId)!.state).toBe('CLOSED');
    expect((await server.call('pay_order', { objectId: order.objectId }, me.token)).status).toBe(409);
  });

  it('"go Pro" again while an order is unpaid hands out that order, not another; cancelled, paid or near its end, a new one', async () => {
    const me = await server.signUp();
    const first = await nativeOrder(me);
    const again = await nativeOrder(me);
    expect(again.order.objectId).toBe(first.order.objectId);
    expect(again.payment.params.codeUrl).toBe(first.order.codeUrl);
    expect(pay.trades.has(first.order.objectId)).toBe(true);
    // Cancelled: the next tap makes a new one.
    await server.call('cancel_order', { objectId: first.order.objectId }, me.token);
    const second = await nativeOrder(me);
    expect(second.order.objectId).not.toBe(first.order.objectId);
    // Paid at WeChat Pay with its notice lost: it is not handed out to be paid twice.
    await pay.pay(second.order.objectId, { notify: false });
    const third = await nativeOrder(me);
    expect(third.order.objectId).not.toBe(second.order.objectId);
    expect((await orderOf(me, second.order.objectId)).status).toBe(1);
    // Five minutes left to pay: too little to scan and pay, so a fresh order.
    server.clock.advance(ORDER_PAYABLE_MS - 5 * 60_000);
    const fourth = await nativeOrder(me);
    expect(fourth.order.objectId).not.toBe(third.order.objectId);
  });

  it('cancelling an order paid meanwhile is refused, and the order is paid', async () => {
    const me = await server.signUp();
    const { order } = await nativeOrder(me);
    await pay.pay(order.objectId, { notify: false });
    expect((await server.call('cancel_order', { objectId: order.objectId }, me.token)).status).toBe(403);
    expect((await userOf(me)).proStatus).toBe(2);
  });

  it('the admin command refunds a paid order at WeChat Pay and takes its year back, once', async () => {
    // The command signs with the real time, and WeChat Pay checks it against its clock (the test's, moved on by each sign-up).
    server.clock.set(new Date().toISOString());
    const me = await server.signUp();
    const { order } = await nativeOrder(me);
    await pay.pay(order.objectId);
    const paidEnd = (await proEnd(me))!;
    // Run without blocking this process: the fake WeChat Pay it calls lives here.
    const admin = (...args: string[]) =>
      new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
        execFile(process.execPath, [ADMIN, ...args], { env: { ...process.env, ...server.env }, encoding: 'utf8' }, (error, stdout, stderr) =>
          resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
        );
      });
    const refunded = await admin('refund', order.objectId, 'asked by the user');
    expect(refunded.status, refunded.stderr).toBe(0);
    expect(refunded.stdout).toContain('refunded');
    expect(pay.trades.get(order.objectId)!.state).toBe('REFUND');
    expect(pay.requests.find((r) => r.path === '/v3/refund/domestic/refunds')?.body).toMatchObject({
      out_trade_no: order.objectId,
      amount: { refund: 3000, total: 3000, currency: 'CNY' },
    });
    expect(paidEnd - (await proEnd(me))!).toBeGreaterThan(YEAR_MS - 24 * 3600 * 1000);
    expect((await orderOf(me, order.objectId)).status).toBe(3);
    const twice = await admin('refund', order.objectId);
    expect(twice.status).toBe(1);
    expect(twice.stderr).toContain('already refunded');
  });

  it('closing an order that was paid a moment ago at WeChat Pay makes it paid here instead', async () => {
    const me = await server.signUp();
    const { order } = await nativeOrder(me);
    await pay.pay(order.objectId, { notify: false });
    const payment = onlinePaymentFor(loadConfig(server.env).payment, server.clock)!;
    await closeOrder({ database: server.database, payment, log: Fastify({ logger: false }).log }, order.objectId, server.clock.now());
    expect(pay.requests.some((r) => r.path.endsWith(`${order.objectId}/close`))).toBe(true);
    expect((await orderOf(me, order.objectId)).status).toBe(1);
    expect((await userOf(me)).proStatus).toBe(2);
  });

  it("the hourly round settles unpaid orders: a lost notice's order paid, one past its time closed", async () => {
    const me = await server.signUp();
    const lost = (await nativeOrder(me)).order;
    await pay.pay(lost.objectId, { notify: false });
    const late = (await nativeOrder(me)).order;
    server.clock.advance(ORDER_PAYABLE_MS + 60_000);
    const config = loadConfig(server.env);
    const orders = settlingOf({ database: server.database, payment: onlinePaymentFor(config.payment, server.clock), log: Fastify({ logger: false }).log });
    const jobs = { database: server.database, media: mediaStorageFor(config), graceDays: config.deletionGraceDays, orders };
    expect((await runHousekeeping(jobs, server.clock.now())).settled).toBeGreaterThanOrEqual(2);
    const status = async (id: string) => (await server.database.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    expect([await status(lost.objectId), await status(late.objectId)]).toEqual([1, 2]);
    expect(pay.trades.get(late.objectId)!.state).toBe('CLOSED');
  });

  it('an unpaid order past its two hours is closed, here and at WeChat Pay', async () => {
    const me = await server.signUp();
    const { order } = await nativeOrder(me);
    server.clock.advance(ORDER_PAYABLE_MS + 60_000);
    expect((await orderOf(me, order.objectId)).status).toBe(2);
    expect(pay.trades.get(order.objectId)!.state).toBe('CLOSED');
    expect((await userOf(me)).proStatus).toBe(0);
  });
});

describe('WeChat Pay with a missing piece', () => {
  it('starts, tells the clients there is no online payment, and makes no order that could never be paid', async () => {
    const { DIARY_WECHATPAY_API_V3_KEY: _left, ...partial } = pay.env;
    const off = await startTestServer({
      env: { DIARY_PRO_PRICE_YUAN: '30', DIARY_WECHAT_APP_ID: 'wx-mini', DIARY_WECHAT_APP_SECRET: 'mini-secret', ...partial },
    });
    try {
      const features = (await off.call<Record<string, unknown>>('getFeatures')).body;
      expect(features.payment).toBe('off');
      expect(features.paymentMethods).toBeUndefined();
      const me = await off.signUp();
      const answer = await off.call<{ code: number; error: string }>('add_order', { orderType: 'pro-year', method: 'native' }, me.token);
      expect(answer.status).toBe(503);
      expect((await off.database.db.selectFrom('orders').selectAll().execute()).length).toBe(0);
    } finally {
      await off.close();
    }
  });
});
