import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The fake website app the server is configured with. */
export const FAKE_WECHAT_APP = { appId: 'wx-web-fake', secret: 'web-fake-secret' };

/**
 * A fake of WeChat on loopback: the Open Platform API the server calls (`/sns/oauth2/access_token`,
 * `/sns/userinfo`) and the QR login page the sign-in box frames (`/connect/qrconnect`). The real page
 * shows a QR code and, once the phone scans it, sends the top window to redirect_uri with a code and
 * the state; here a button per WeChat person stands in for scanning with that person's phone.
 */
export async function startFakeWechat(people: string[]) {
  const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const qrPage = (url: URL) => {
    const redirect = url.searchParams.get('redirect_uri') ?? '';
    const state = url.searchParams.get('state') ?? '';
    const buttons = people.map((person) => `<button type="button" data-code="code-${escape(person)}">Scan as ${escape(person)}</button>`).join('');
    // What WeChat's page does after a scan (login_type=jssdk, self_redirect=false): the whole window goes back.
    const script = `document.querySelectorAll('button').forEach((b) => b.addEventListener('click', () => {
      const back = new URL(${JSON.stringify(redirect)});
      back.searchParams.set('code', b.dataset.code);
      back.searchParams.set('state', ${JSON.stringify(state)});
      window.top.location.href = back.toString();
    }));`;
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>WeChat QR login</title></head><body style="font:16px sans-serif;color:#111;background:#fff"><main><h1 style="font-size:16px">QR code for ${escape(url.searchParams.get('appid') ?? '')} (${escape(url.searchParams.get('style') ?? '')})</h1>${buttons}</main><script>${script}</script></body></html>`;
  };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const q = url.searchParams;
    const json = (body: unknown) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    switch (url.pathname) {
      case '/connect/qrconnect':
        if (q.get('appid') !== FAKE_WECHAT_APP.appId || q.get('scope') !== 'snsapi_login') return void response.writeHead(400).end('bad appid or scope');
        return void response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(qrPage(url));
      case '/sns/oauth2/access_token': {
        if (q.get('appid') !== FAKE_WECHAT_APP.appId || q.get('secret') !== FAKE_WECHAT_APP.secret) return json({ errcode: 40013, errmsg: 'invalid appid' });
        const person = (q.get('code') ?? '').replace(/^code-/, '');
        // A website app's token answer carries the unionid when the app is linked to an Open Platform account.
        return people.includes(person)
          ? json({ access_token: `UAT-${person}`, openid: `o-web-${person}`, unionid: `u-${person}`, expires_in: 7200 })
          : json({ errcode: 40029, errmsg: 'invalid code' });
      }
      default:
        return void response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    /** The server's settings that point it at this fake. */
    env: {
      DIARY_WECHAT_API_URL: url,
      DIARY_WECHAT_QR_URL: `${url}/connect/qrconnect`,
      DIARY_WECHAT_WEB_APP_ID: FAKE_WECHAT_APP.appId,
      DIARY_WECHAT_WEB_APP_SECRET: FAKE_WECHAT_APP.secret,
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
