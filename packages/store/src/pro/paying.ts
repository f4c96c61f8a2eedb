import { addOrder, API_ERRORS, checkOrder, message, ORDER_FOLLOW_EVERY_MS, ORDER_STATUS, payOrder, type PaymentMethod, type ResponseOf } from '@diary/core';
import { toastError } from '../feedback';
import type { AppThunk } from '../store';
import { reloadUser } from './orders';
import { proSlice } from './pro-slice';

type OrderAnswer = ResponseOf<typeof addOrder>;

function started(answer: OrderAnswer) {
  const { order, payment } = answer;
  return proSlice.actions.payingStarted({
    orderId: order.objectId,
    method: payment.method ?? 'native',
    price: order.payment ?? 0,
    ...(order.expiresAt ? { expiresAt: order.expiresAt } : {}),
    ...(payment.params?.codeUrl ? { codeUrl: payment.params.codeUrl } : {}),
  });
}

/**
 * Orders a year of Pro, paid by `method`: the web's QR code (`native`), or WeChat's payment sheet in the
 * mini program (`jsapi`, with wx.login's code). The answer carries what the platform pays with.
 */
export function payForPro(method: PaymentMethod, wechatCode?: string): AppThunk<Promise<OrderAnswer | null>> {
  return async (dispatch, _getState, { api, platform }) => {
    try {
      const answer = await api.request(addOrder, { orderType: 'pro-year', method, ...(wechatCode ? { wechatCode } : {}) });
      dispatch(proSlice.actions.orderCreated(answer.order));
      if (answer.payment.method) dispatch(started(answer));
      return answer;
    } catch (error) {
      toastError(platform, error);
      return null;
    }
  };
}

/** "Continue paying" an unpaid order: its QR link again, or its payment fields signed afresh. */
export function continuePaying(orderId: string, wechatCode?: string): AppThunk<Promise<OrderAnswer | null>> {
  return async (dispatch, _getState, { api, platform }) => {
    try {
      const answer = await api.request(payOrder, { objectId: orderId, ...(wechatCode ? { wechatCode } : {}) });
      if (answer.payment.method) dispatch(started(answer));
      return answer;
    } catch (error) {
      // Paid, cancelled or expired meanwhile: it is no longer an unpaid order.
      if ((error as { code?: unknown }).code === API_ERRORS.orderNotPayable.code) dispatch(proSlice.actions.orderClosed(orderId));
      toastError(platform, error);
      return null;
    }
  };
}

/**
 * Follows the order being paid until it is paid or closed, asking the server every few seconds (the
 * server asks WeChat Pay when no notice has come). Paid: Pro is reloaded (the membership row follows)
 * and the order leaves the unpaid list. Stops as soon as the page dismisses the order.
 */
export function followOrder(orderId: string): AppThunk<Promise<'paid' | 'closed' | 'dismissed'>> {
  return async (dispatch, getState, { api, platform }) => {
    const following = () => getState().pro.paying?.orderId === orderId && getState().pro.paying?.outcome === 'waiting';
    while (following()) {
      let status: number | undefined;
      try {
        status = (await api.request(checkOrder, { objectId: orderId })).order.status;
      } catch {
        // A failed look (offline a moment, the server busy) is tried again at the next tick.
      }
      if (status !== undefined && status !== ORDER_STATUS.unpaid && following()) {
        const outcome = status === ORDER_STATUS.paid ? 'paid' : 'closed';
        dispatch(proSlice.actions.orderClosed(orderId));
        dispatch(proSlice.actions.payingEnded({ orderId, outcome }));
        if (outcome === 'paid') {
          await dispatch(reloadUser());
          platform.toast.show(message('orders.paid'), { icon: 'success' });
        }
        return outcome;
      }
      await platform.clock.sleep(ORDER_FOLLOW_EVERY_MS);
    }
    return 'dismissed';
  };
}

export const dismissPaying = () => proSlice.actions.payingDismissed();
