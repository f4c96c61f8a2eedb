/** What WeChat's QR login frame needs: the server's parameters (getWechatQrParams). */
export interface WechatQrParams {
  appid: string;
  scope: 'snsapi_login';
  redirect_uri: string;
  state: string;
  qrPage: string;
}

/** Why a QR scan was started: to sign in, or to link WeChat to the signed-in account. */
export type WechatQrPurpose = 'login' | 'bind';

/**
 * The address of WeChat's QR login page in a frame (seed 2 §2.4: appid, scope snsapi_login, redirect,
 * state, style, href). `login_type=jssdk` with `self_redirect=false` is how WeChat's own embedding
 * script asks the page to send the whole window, not the frame, to the redirect after a scan.
 * `style` is the QR's text colour: black on a light page, white on a dark one.
 */
export function wechatQrFrameUrl(params: WechatQrParams, options: { dark: boolean; href?: string }): string {
  const query: Array<[string, string]> = [
    ['appid', params.appid],
    ['scope', params.scope],
    ['redirect_uri', params.redirect_uri],
    ['state', params.state],
    ['login_type', 'jssdk'],
    ['self_redirect', 'false'],
    ['style', options.dark ? 'white' : 'black'],
    ['href', options.href ?? ''],
  ];
  // Built by hand: the mini program's runtime has no URL class.
  const search = query.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  return `${params.qrPage}${params.qrPage.includes('?') ? '&' : '?'}${search}`;
}
