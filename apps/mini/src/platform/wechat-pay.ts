import Taro from '@tarojs/taro';

/** The code `wx.login` gives: how the server learns which mini program user pays. Undefined when WeChat cannot say (no network). */
export async function wechatLoginCode(): Promise<string | undefined> {
  const login = await Taro.login().catch(() => null);
  return login?.code || undefined;
}

/**
 * WeChat's payment sheet over the fields the server signed (JSAPI). Resolves how it ended: the person
 * paid, closed the sheet, or WeChat refused. "Paid" here is only what the sheet says: the order is
 * followed on the server until WeChat Pay confirms it.
 *
 * With callbacks, not Taro's promise: Taro 4.2 does not list requestPayment among the APIs it turns into
 * promises, so `await Taro.requestPayment(…)` would settle at once, before the person has done anything.
 */
export function requestWechatPayment(fields: Record<string, string>): Promise<'paid' | 'cancelled' | 'failed'> {
  return new Promise((resolve) => {
    void Taro.requestPayment({
      timeStamp: fields.timeStamp!,
      nonceStr: fields.nonceStr!,
      package: fields.package!,
      signType: 'RSA',
      paySign: fields.paySign!,
      success: () => resolve('paid'),
      fail: (error) => resolve(/cancel/.test(String(error.errMsg)) ? 'cancelled' : 'failed'),
    });
  });
}
