import type { addOrder, ResponseOf } from '@diary/core';
import { dismissPaying, followOrder, type AppThunk } from '@diary/store';
import Taro from '@tarojs/taro';
import { translate } from '../../i18n';
import { requestWechatPayment, wechatLoginCode } from '../../platform/wechat-pay';

type OrderAnswer = ResponseOf<typeof addOrder>;

/**
 * Paying inside the mini program (JSAPI): wx.login's code makes or continues the order (`start`), WeChat's
 * payment sheet takes the signed fields, and the store follows the order until WeChat Pay confirms it.
 * Closed unpaid, the order waits among the unpaid ones.
 */
export function payInWechat(start: (wechatCode: string | undefined) => AppThunk<Promise<OrderAnswer | null>>): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const answer = await dispatch(start(await wechatLoginCode()));
    if (!answer) return;
    if (!answer.payment.method) {
      // A server paid by hand: the order waits, and its number is what the person running the server needs.
      void Taro.showModal({
        title: translate({ key: 'orders.number', params: { id: answer.order.objectId } }),
        content: translate({ key: 'orders.paymentUnavailable' }),
        showCancel: false,
      });
      return;
    }
    if (answer.payment.method !== 'jsapi' || !answer.payment.params) return;
    const attempt = getState().pro.paying?.attempt;
    const sheet = await requestWechatPayment(answer.payment.params);
    if (sheet === 'paid') {
      if ((await dispatch(followOrder(answer.order.objectId))) === 'paid') void Taro.showToast({ title: translate({ key: 'orders.paid' }), icon: 'success' });
    } else if (sheet === 'failed') void Taro.showToast({ title: translate({ key: 'orders.payFailed' }), icon: 'none' });
    // Only this payment: the person may have started another meanwhile.
    dispatch(dismissPaying(attempt));
  };
}
