import { addOrder, API_ERRORS, checkOrder, ORDER_FOLLOW_EVERY_MS, ORDER_STATUS, payOrder, type PaymentMethod, type ResponseOf } from '@diary/core';
import { toastError } from '../feedback';
import type { AppThunk } from '../store';
import { reloadUser } from './orders';
import { proSlice } from './pro-slice';

type OrderAnswer = ResponseOf<typeof addOrder>;

/** How long after an order's time a client still follows it (the server closes it at its next look). */
const FOLLOW_PAST_EXPIRY_MS = 60_000;

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
      if ((error as { code?: unknown }).code === API_ERRORS.orderNotPayable.code) {
        // Paid, cancelled or expired meanwhile: no longer an unpaid order, and Pro may have changed.
        dispatch(proSlice.actions.orderClosed(orderId));
        await dispatch(reloadUser()).catch(() => undefined);
      }
      toastError(platform, error);
      return null;
    }
  };
}

/**
 * Follows the order being paid until it is paid or closed, asking the server every few seconds (the
 * server asks WeChat Pay when no notice has come). Paid: Pro is reloaded (the membership row follows)
 * and the order leaves the unpaid list; the page says so its own way. Stops as soon as the page dismisses this payment (or starts
 * another), and a minute after the order's time at the latest.
 */
export function followOrder(orderId: string): AppThunk<Promise<'paid' | 'closed' | 'dismissed'>> {
  return async (dispatch, getState, { api, platform }) => {
    const attempt = getState().pro.paying?.attempt;
    const expiresAt = getState().pro.paying?.expiresAt;
    const following = () => {
      const paying = getState().pro.paying;
      return paying?.orderId === orderId && paying.attempt === attempt && paying.outcome === 'waiting';
    };
    const overdue = () => expiresAt !== undefined && platform.clock.now().getTime() > new Date(expiresAt).getTime() + FOLLOW_PAST_EXPIRY_MS;
    while (following() && !overdue()) {
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
        // The page says how it ended (the web's pay sheet, the mini program's toast).
        if (outcome === 'paid') await dispatch(reloadUser()).catch(() => undefined);
        return outcome;
      }
      await platform.clock.sleep(ORDER_FOLLOW_EVERY_MS);
    }
    return 'dismissed';
  };
}

/** Stops following the payment being made (or only `attempt`, if it is still the one being made). */
export const dismissPaying = (attempt?: number) => proSlice.actions.payingDismissed(attempt);
