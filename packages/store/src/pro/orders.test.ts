import { describe, expect, it } from 'vitest';
import { appSlice } from '../app/app-slice';
import { FakeResponse } from '../platform/memory-platform';
import { fakeStore } from '../../test/support/fake-store';
import { cancelOrder, loadUnpaidOrders } from './orders';
import { continuePaying, dismissPaying, followOrder, payForPro } from './paying';
import { selectPaying, selectPaysOnline, selectPurchase, selectUnpaidOrders } from './selectors';

const order = (objectId: string) => ({ objectId, type: 'pro-year', status: 0, payment: 30, createdAt: '2026-11-20T08:00:00.000Z' });
const features = (payment: string) => ({
  wechatQrLogin: false,
  wechatMiniProgram: false,
  weather: false,
  maps: false,
  contentCheck: false,
  payment,
  mediaBase: 'http://m',
});

describe('unpaid orders', () => {
  it("load the user's unpaid orders, newest first", async () => {
    const { store, platform } = await fakeStore({ answers: { get_item_list: () => ({ orderList: [order('o2'), order('o1')] }) } });
    await store.dispatch(loadUnpaidOrders());
    expect(platform.requests[0]!.payload).toMatchObject({
      className: 'order',
      where: { user: { __type: 'Pointer', className: 'user', objectId: 'u1' }, status: 0 },
      order: '-createdAt',
    });
    expect(selectUnpaidOrders(store.getState()).map((o) => o.objectId)).toEqual(['o2', 'o1']);
  });

  it('cancel on the server after the user confirms, and leave the list', async () => {
    const { store, platform } = await fakeStore({
      answers: {
        get_item_list: () => ({ orderList: [order('o2'), order('o1')] }),
        cancel_order: (p) => ({ order: { ...order(String(p.objectId)), status: 2 } }),
      },
    });
    await store.dispatch(loadUnpaidOrders());
    platform.confirmAnswers.push(false);
    expect(await store.dispatch(cancelOrder('o1'))).toBe(false);
    expect(platform.requests.some((r) => r.type === 'cancel_order')).toBe(false);

    expect(await store.dispatch(cancelOrder('o1'))).toBe(true);
    expect(platform.confirms.at(-1)!.content).toEqual({ key: 'orders.cancelConfirm' });
    expect(platform.requests.find((r) => r.type === 'cancel_order')!.payload).toEqual({ objectId: 'o1' });
    expect(selectUnpaidOrders(store.getState()).map((o) => o.objectId)).toEqual(['o2']);
    expect(platform.toasts.at(-1)!.message.key).toBe('orders.cancelled');
  });

  it('stay listed when the server refuses, with its reason', async () => {
    const { store, platform } = await fakeStore({
      answers: {
        get_item_list: () => ({ orderList: [order('o1')] }),
        cancel_order: () => new FakeResponse(403, { code: 403, error: 'A paid order cannot be cancelled' }),
      },
    });
    await store.dispatch(loadUnpaidOrders());
    expect(await store.dispatch(cancelOrder('o1'))).toBe(false);
    expect(selectUnpaidOrders(store.getState())).toHaveLength(1);
    expect(platform.toasts.at(-1)!.message.key).toBe('errors.forbidden');
  });

  it('can be bought from an app when the server has a price, and paid online by the methods its provider takes', async () => {
    const { store } = await fakeStore();
    const purchase = (method: 'native' | 'jsapi') => selectPurchase(store.getState(), method);
    expect(purchase('native')).toEqual({ available: false, reason: 'pro.noPrice' });
    store.dispatch(appSlice.actions.featuresLoaded(features('none')));
    expect(purchase('native')).toEqual({ available: false, reason: 'pro.noPrice' });
    store.dispatch(appSlice.actions.featuresLoaded(features('off')));
    expect(purchase('native')).toEqual({ available: false, reason: 'pro.paymentOff' });
    store.dispatch(appSlice.actions.featuresLoaded(features('manual')));
    expect(purchase('jsapi')).toEqual({ available: true });
    expect(selectPaysOnline(store.getState(), 'native')).toBe(false);
    store.dispatch(appSlice.actions.featuresLoaded({ ...features('wechatpay'), paymentMethods: ['native'] }));
    expect(purchase('native')).toEqual({ available: true });
    expect(selectPaysOnline(store.getState(), 'native')).toBe(true);
    expect(purchase('jsapi')).toEqual({ available: false, reason: 'pro.payInWebApp' });
  });
});

describe('paying for Pro', () => {
  const unpaid = {
    objectId: 'o9',
    type: 'pro-year',
    status: 0,
    payment: 30,
    method: 'native',
    expiresAt: '2026-11-21T12:00:00.000Z',
    codeUrl: 'weixin://wxpay/bizpayurl?pr=x',
    createdAt: '2026-11-21T10:00:00.000Z',
  };
  const answer = { order: unpaid, payment: { provider: 'wechatpay', method: 'native', params: { codeUrl: unpaid.codeUrl } } };

  it('orders a year by QR code and follows it until paid: the user is reloaded and the order leaves the unpaid list', async () => {
    let checks = 0;
    const { store, platform } = await fakeStore({
      answers: {
        add_order: () => answer,
        check_order: () => ({ order: { ...unpaid, status: (checks += 1) < 3 ? 0 : 1 } }),
        get_item_by_id: () => ({ item: { objectId: 'u1', proStatus: 2, proExpiredAt: { __type: 'Date', iso: '2027-11-21T10:00:00.000Z' } } }),
      },
    });
    expect(await store.dispatch(payForPro('native'))).toEqual(answer);
    expect(platform.requests.find((r) => r.type === 'add_order')!.payload).toEqual({ orderType: 'pro-year', method: 'native' });
    expect(selectPaying(store.getState())).toEqual({
      orderId: 'o9',
      method: 'native',
      price: 30,
      expiresAt: unpaid.expiresAt,
      codeUrl: unpaid.codeUrl,
      outcome: 'waiting',
      attempt: 1,
    });
    expect(selectUnpaidOrders(store.getState()).map((o) => o.objectId)).toEqual(['o9']);
    expect(await store.dispatch(followOrder('o9'))).toBe('paid');
    expect(checks).toBe(3);
    expect(selectPaying(store.getState())!.outcome).toBe('paid');
    expect(selectUnpaidOrders(store.getState())).toEqual([]);
    expect(store.getState().session.user!.proStatus).toBe(2);
  });

  it('stops following when the page dismisses the order, which stays unpaid', async () => {
    const { store, platform } = await fakeStore({ answers: { add_order: () => answer, check_order: () => ({ order: unpaid }) } });
    await store.dispatch(payForPro('native'));
    const following = store.dispatch(followOrder('o9'));
    await Promise.resolve();
    store.dispatch(dismissPaying());
    expect(await following).toBe('dismissed');
    expect(selectUnpaidOrders(store.getState()).map((o) => o.objectId)).toEqual(['o9']);
    expect(platform.requests.filter((r) => r.type === 'check_order').length).toBeLessThanOrEqual(2);
  });

  it('follows one order once when it is continued again, and gives up a minute after its time', async () => {
    const { store, platform } = await fakeStore({
      answers: { add_order: () => answer, pay_order: () => answer, check_order: () => ({ order: unpaid }) },
    });
    await store.dispatch(payForPro('native'));
    const first = store.dispatch(followOrder('o9'));
    await Promise.resolve();
    store.dispatch(dismissPaying());
    await store.dispatch(continuePaying('o9'));
    // The first follow wakes to a new start of the same order: it is not its own, so it ends.
    expect(await first).toBe('dismissed');
    // The second follows until a minute past the order's time (12:00 UTC; the clock starts at 02:00 UTC).
    expect(await store.dispatch(followOrder('o9'))).toBe('dismissed');
    expect(platform.clock.now().getTime()).toBeGreaterThan(new Date(unpaid.expiresAt).getTime() + 60_000);
    expect(selectPaying(store.getState())!.outcome).toBe('waiting');
  });

  it('an order that can no longer be paid leaves the unpaid list when the user continues paying it', async () => {
    const { store, platform } = await fakeStore({
      answers: {
        get_item_list: () => ({ orderList: [unpaid] }),
        pay_order: () => new FakeResponse(409, { code: 1013, error: 'This order can no longer be paid' }),
        get_item_by_id: () => ({ item: { objectId: 'u1', proStatus: 2, proExpiredAt: { __type: 'Date', iso: '2027-11-21T10:00:00.000Z' } } }),
      },
    });
    await store.dispatch(loadUnpaidOrders());
    expect(await store.dispatch(continuePaying('o9'))).toBeNull();
    expect(selectUnpaidOrders(store.getState())).toEqual([]);
    // Paid meanwhile, perhaps: Pro is read again.
    expect(store.getState().session.user!.proStatus).toBe(2);
    expect(platform.toasts.at(-1)!.message.key).toBe('orders.notPayable');
  });
});
