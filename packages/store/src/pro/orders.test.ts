import { describe, expect, it } from 'vitest';
import { appSlice } from '../app/app-slice';
import { FakeResponse } from '../platform/memory-platform';
import { fakeStore } from '../../test/support/fake-store';
import { cancelOrder, loadUnpaidOrders } from './orders';
import { selectOnlinePayment, selectUnpaidOrders } from './selectors';

const order = (objectId: string) => ({ objectId, type: 'pro-year', status: 0, payment: 30, createdAt: '2026-11-20T08:00:00.000Z' });
const features = (payment: string) => ({ wechatQrLogin: false, wechatMiniProgram: false, weather: false, maps: false, contentCheck: false, payment, mediaBase: 'http://m' });

describe('unpaid orders', () => {
  it("load the user's unpaid orders, newest first", async () => {
    const { store, platform } = await fakeStore({ answers: { get_item_list: () => ({ orderList: [order('o2'), order('o1')] }) } });
    await store.dispatch(loadUnpaidOrders());
    expect(platform.requests[0]!.payload).toMatchObject({ className: 'order', where: { user: { __type: 'Pointer', className: 'user', objectId: 'u1' }, status: 0 }, order: '-createdAt' });
    expect(selectUnpaidOrders(store.getState()).map((o) => o.objectId)).toEqual(['o2', 'o1']);
  });

  it('cancel on the server after the user confirms, and leave the list', async () => {
    const { store, platform } = await fakeStore({
      answers: { get_item_list: () => ({ orderList: [order('o2'), order('o1')] }), cancel_order: (p) => ({ order: { ...order(String(p.objectId)), status: 2 } }) },
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
      answers: { get_item_list: () => ({ orderList: [order('o1')] }), cancel_order: () => new FakeResponse(403, { code: 403, error: 'A paid order cannot be cancelled' }) },
    });
    await store.dispatch(loadUnpaidOrders());
    expect(await store.dispatch(cancelOrder('o1'))).toBe(false);
    expect(selectUnpaidOrders(store.getState())).toHaveLength(1);
    expect(platform.toasts.at(-1)!.message.key).toBe('errors.forbidden');
  });

  it('can be paid online only with a payment provider that collects online', async () => {
    const { store } = await fakeStore();
    expect(selectOnlinePayment(store.getState())).toBe(false);
    store.dispatch(appSlice.actions.featuresLoaded(features('none')));
    expect(selectOnlinePayment(store.getState())).toBe(false);
    store.dispatch(appSlice.actions.featuresLoaded(features('manual')));
    expect(selectOnlinePayment(store.getState())).toBe(false);
    store.dispatch(appSlice.actions.featuresLoaded(features('wechat-pay')));
    expect(selectOnlinePayment(store.getState())).toBe(true);
  });
});
