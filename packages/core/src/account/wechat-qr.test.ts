import { describe, expect, it } from 'vitest';
import { wechatQrFrameUrl } from './wechat-qr';

const params = {
  appid: 'wx-web',
  scope: 'snsapi_login' as const,
  redirect_uri: 'https://diary.example.com/qrcode',
  state: 's.1.n.sig',
  qrPage: 'https://open.weixin.qq.com/connect/qrconnect',
};

describe("WeChat's QR login frame", () => {
  it('carries the seed parameters, the redirect and the state encoded, on the configured page', () => {
    const url = new URL(wechatQrFrameUrl(params, { dark: false }));
    expect(url.origin + url.pathname).toBe('https://open.weixin.qq.com/connect/qrconnect');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: 'wx-web',
      scope: 'snsapi_login',
      redirect_uri: 'https://diary.example.com/qrcode',
      state: 's.1.n.sig',
      login_type: 'jssdk',
      self_redirect: 'false',
      style: 'black',
      href: '',
    });
    expect(wechatQrFrameUrl(params, { dark: false })).toContain('redirect_uri=https%3A%2F%2Fdiary.example.com%2Fqrcode');
  });

  it('draws the QR text white on a dark page, and works with a fake page on loopback', () => {
    const url = new URL(wechatQrFrameUrl({ ...params, qrPage: 'http://127.0.0.1:4000/qr' }, { dark: true }));
    expect(url.host).toBe('127.0.0.1:4000');
    expect(url.searchParams.get('style')).toBe('white');
  });
});
