import { API_ERRORS } from '@diary/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeVendor } from './support/vendors';
import { newPhone, startTestServer, type TestServer } from './support/server';

/** WeChat's people, by the codes its clients would hand out. */
const PEOPLE: Record<string, { openid: string; unionid: string }> = {
  'mini-alice': { openid: 'o-mini-alice', unionid: 'u-alice' },
  'mini-bob': { openid: 'o-mini-bob', unionid: 'u-bob' },
  'mini-carol': { openid: 'o-mini-carol', unionid: 'u-carol' },
  'web-alice': { openid: 'o-web-alice', unionid: 'u-alice' },
  'web-carol': { openid: 'o-web-carol', unionid: 'u-carol' },
};
const PHONES: Record<string, string> = { 'phone-code-1': '13912345678', 'phone-code-2': '13712340002' };

let vendor: Awaited<ReturnType<typeof fakeVendor>>;
let server: TestServer;
let down = false;
beforeAll(async () => {
  vendor = await fakeVendor((url, body) => {
    if (down) return { status: 502, body: {} };
    const q = url.searchParams;
    switch (url.pathname) {
      case '/sns/jscode2session': {
        if (q.get('appid') !== 'wx-mini' || q.get('secret') !== 'mini-secret' || q.get('grant_type') !== 'authorization_code')
          return { status: 200, body: { errcode: 40013, errmsg: 'invalid appid' } };
        const person = PEOPLE[q.get('js_code') ?? ''];
        return { status: 200, body: person ? { ...person, session_key: 'sk' } : { errcode: 40029, errmsg: 'invalid code' } };
      }
      case '/cgi-bin/stable_token': {
        const asked = JSON.parse(body) as { grant_type: string; appid: string; secret: string; force_refresh: boolean };
        const genuine =
          asked.grant_type === 'client_credential' && asked.appid === 'wx-mini' && asked.secret === 'mini-secret' && asked.force_refresh === false;
        return { status: 200, body: genuine ? { access_token: 'APP-TOKEN', expires_in: 7200 } : { errcode: 40013 } };
      }
      case '/wxa/business/getuserphonenumber': {
        if (q.get('access_token') !== 'APP-TOKEN') return { status: 200, body: { errcode: 40001 } };
        const phone = PHONES[(JSON.parse(body) as { code: string }).code];
        return {
          status: 200,
          body: phone ? { errcode: 0, phone_info: { phoneNumber: phone, purePhoneNumber: phone, countryCode: '86' } } : { errcode: 40029 },
        };
      }
      case '/sns/oauth2/access_token': {
        if (q.get('appid') !== 'wx-web' || q.get('secret') !== 'web-secret') return { status: 200, body: { errcode: 40013 } };
        const person = PEOPLE[q.get('code') ?? ''];
        // Without the snsapi_userinfo scope the unionid comes only from /sns/userinfo.
        return { status: 200, body: person ? { access_token: `UAT-${q.get('code')}`, openid: person.openid, expires_in: 7200 } : { errcode: 40029 } };
      }
      case '/sns/userinfo': {
        const person = PEOPLE[(q.get('access_token') ?? '').replace('UAT-', '')];
        return { status: 200, body: person && person.openid === q.get('openid') ? { ...person, nickname: 'x' } : { errcode: 40003 } };
      }
      default:
        return { status: 404, body: {} };
    }
  });
  server = await startTestServer({
    env: {
      DIARY_WECHAT_API_URL: vendor.url,
      DIARY_WECHAT_APP_ID: 'wx-mini',
      DIARY_WECHAT_APP_SECRET: 'mini-secret',
      DIARY_WECHAT_WEB_APP_ID: 'wx-web',
      DIARY_WECHAT_WEB_APP_SECRET: 'web-secret',
    },
  });
});
afterAll(async () => {
  await server.close();
  await vendor.close();
});

type Union = { openid: string; unionid: string; ticket: string };

async function miniIdentity(code: string): Promise<Union> {
  const answer = await server.call<{ weapp_union: Union }>('getAuthData', { code });
  expect(answer.status).toBe(200);
  return answer.body.weapp_union;
}

describe('mini program sign-in', () => {
  it('a new WeChat user binds the phone WeChat confirmed, then signs in with WeChat alone', async () => {
    const alice = await miniIdentity('mini-alice');
    expect(alice).toMatchObject({ openid: 'o-mini-alice', unionid: 'u-alice' });
    expect((await server.call('getUnionidStatus', { authData: { weapp_union: alice } })).body).toEqual({ results: [] });
    // New identity, no phone: refused with a reason.
    expect((await server.call('loginByWechat', { authData: { weapp_union: alice } })).status).toBe(400);

    const phone = await server.call<{ mobilePhoneNumber: string; phoneTicket: string }>('getPhoneNumber', { code: 'phone-code-1' });
    expect(phone.body.mobilePhoneNumber).toBe('13912345678');
    const first = await server.call<any>('loginByWechat', {
      authData: { weapp_union: alice },
      mobilePhoneNumber: '13912345678',
      phoneTicket: phone.body.phoneTicket,
      agreement: true,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ isNew: true, user: { wechatBindStatus: 1, mobilePhoneNumber: '13912345678' } });
    // The ticket is spent: it signs nobody else in with that number.
    const replayed = await server.call('loginByWechat', {
      authData: { weapp_union: await miniIdentity('mini-bob') },
      mobilePhoneNumber: '13912345678',
      phoneTicket: phone.body.phoneTicket,
      agreement: true,
    });
    expect(replayed.status).toBe(403);

    const again = await server.call<any>('loginByWechat', { authData: { weapp_union: await miniIdentity('mini-alice') } });
    expect(again.body).toMatchObject({ objectId: first.body.objectId, isNew: false });
    const status = await server.call('getUnionidStatus', { authData: { weapp_union: alice } });
    expect(status.body).toEqual({ results: [{ objectId: first.body.objectId, mobilePhoneNumber: '139****5678' }] });
  });

  it('a phone ticket is for its own number only, and the identity ticket cannot be altered or reused late', async () => {
    const bob = await miniIdentity('mini-bob');
    const phone = await server.call<{ phoneTicket: string }>('getPhoneNumber', { code: 'phone-code-1' });
    const otherNumber = await server.call('loginByWechat', {
      authData: { weapp_union: bob },
      mobilePhoneNumber: newPhone(),
      phoneTicket: phone.body.phoneTicket,
      agreement: true,
    });
    expect(otherNumber.status).toBe(403);
    const posing = await server.call('loginByWechat', { authData: { weapp_union: { ...bob, unionid: 'u-alice' } } });
    expect(posing.status).toBe(403);
    server.clock.advance(11 * 60 * 1000);
    expect((await server.call('loginByWechat', { authData: { weapp_union: bob } })).status).toBe(403);
  });

  it("moves a signed-in account to the number WeChat's phone button confirmed, and to no other", async () => {
    const me = await server.signUp();
    // A ticket earned signed out (for a sign-in) does not move an account.
    const signedOut = await server.call<{ mobilePhoneNumber: string; phoneTicket: string }>('getPhoneNumber', { code: 'phone-code-2' });
    expect(
      (await server.call('changePhoneNumber', { mobilePhoneNumber: signedOut.body.mobilePhoneNumber, phoneTicket: signedOut.body.phoneTicket }, me.token))
        .status,
    ).toBe(403);
    const phone = await server.call<{ mobilePhoneNumber: string; phoneTicket: string }>('getPhoneNumber', { code: 'phone-code-2' }, me.token);
    const elsewhere = await server.call('changePhoneNumber', { mobilePhoneNumber: newPhone(), phoneTicket: phone.body.phoneTicket }, me.token);
    expect(elsewhere.status).toBe(403);
    const both = await server.call(
      'changePhoneNumber',
      { mobilePhoneNumber: phone.body.mobilePhoneNumber, phoneTicket: phone.body.phoneTicket, code: '123456' },
      me.token,
    );
    expect(both.status).toBe(400);
    expect((await server.call('changePhoneNumber', { mobilePhoneNumber: phone.body.mobilePhoneNumber }, me.token)).status).toBe(400);
    const unchanged = await server.call<any>('get_item_by_id', { className: 'user', objectId: me.userId }, me.token);
    expect(unchanged.body.item.mobilePhoneNumber).toBe(me.phone);

    const moved = await server.call('changePhoneNumber', { mobilePhoneNumber: phone.body.mobilePhoneNumber, phoneTicket: phone.body.phoneTicket }, me.token);
    expect(moved.body).toEqual({ mobilePhoneNumber: '13712340002' });
    // Used once: the same ticket proves nothing a second time, nor for a sign-in.
    const again = await server.call<{ error: string }>(
      'changePhoneNumber',
      { mobilePhoneNumber: phone.body.mobilePhoneNumber, phoneTicket: phone.body.phoneTicket },
      me.token,
    );
    expect(again.status).toBe(403);
    expect(again.body.error).toContain('used');
    const carol = await miniIdentity('mini-carol');
    expect(
      (
        await server.call('loginByWechat', {
          authData: { weapp_union: carol },
          mobilePhoneNumber: phone.body.mobilePhoneNumber,
          phoneTicket: phone.body.phoneTicket,
          agreement: true,
        })
      ).status,
    ).toBe(403);
  });

  it('a new WeChat user can bind an existing SMS account with a code; that account then has WeChat', async () => {
    const existing = await server.signUp();
    const bob = await miniIdentity('mini-bob');
    await server.call('requestSmsCode', { mobilePhoneNumber: existing.phone });
    const login = await server.call<any>('loginByWechat', {
      authData: { weapp_union: bob },
      mobilePhoneNumber: existing.phone,
      smsCode: server.lastCode(existing.phone),
      agreement: true,
    });
    expect(login.body).toMatchObject({ objectId: existing.userId, isNew: false, user: { wechatBindStatus: 1 } });
  });

  it('a wrong code is the user’s error; WeChat being down is 503', async () => {
    const wrong = await server.call('getAuthData', { code: 'no-such-code' });
    expect(wrong.status).toBe(403);
    down = true;
    try {
      const answer = await server.call('getAuthData', { code: 'mini-alice' });
      expect(answer.status).toBe(503);
      expect(answer.body.code).toBe(API_ERRORS.serviceUnavailable.code);
    } finally {
      down = false;
    }
  });
});

describe('web QR sign-in, bind and unbind', () => {
  it('tells clients the QR method is on, and signs the state it hands out', async () => {
    const features = await server.call('getFeatures');
    expect(features.body).toMatchObject({ wechatQrLogin: true, wechatAppId: 'wx-web', wechatMiniProgram: true });
    const params = await server.call<any>('getWechatQrParams', { redirectUri: 'http://localhost:8787/qrcode' });
    expect(params.body).toMatchObject({
      appid: 'wx-web',
      scope: 'snsapi_login',
      redirect_uri: 'http://localhost:8787/qrcode',
      qrPage: 'https://open.weixin.qq.com/connect/qrconnect',
    });

    const forged = params.body.state.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A'));
    expect((await server.call('getWebappAuthData', { code: 'web-carol', state: forged })).status).toBe(403);
    const carol = await server.call<{ webapp_union: Union }>('getWebappAuthData', { code: 'web-carol', state: params.body.state });
    expect(carol.body.webapp_union).toMatchObject({ openid: 'o-web-carol', unionid: 'u-carol' });

    const late = await server.call<any>('getWechatQrParams', { redirectUri: 'http://localhost:8787/qrcode' });
    server.clock.advance(11 * 60 * 1000);
    expect((await server.call('getWebappAuthData', { code: 'web-carol', state: late.body.state })).status).toBe(403);
  });

  it('binds a WeChat identity to the signed-in account unless another account has it', async () => {
    const me = await server.signUp();
    const other = await server.signUp();
    const state = (await server.call<any>('getWechatQrParams', { redirectUri: 'http://localhost:8787/qrcode' })).body.state;
    const carol = (await server.call<{ webapp_union: Union }>('getWebappAuthData', { code: 'web-carol', state })).body.webapp_union;

    expect((await server.call('getBindWechatStatus', { objectId: me.userId }, me.token)).body).toEqual({ status: 0 });
    expect((await server.call('mutateBindWechat', { objectId: other.userId, authData: { webapp_union: carol } }, me.token)).status).toBe(403);
    expect((await server.call('mutateBindWechat', { objectId: me.userId, authData: { webapp_union: carol } }, me.token)).body).toEqual({ success: true });
    expect((await server.call('getBindWechatStatus', { objectId: me.userId }, me.token)).body).toEqual({ status: 1 });
    // Already linked to me: another account cannot take it.
    expect((await server.call('mutateBindWechat', { objectId: other.userId, authData: { webapp_union: carol } }, other.token)).body).toEqual({
      success: false,
    });

    // The same person signs in on the web with WeChat now, into my account.
    const login = await server.call<any>('loginByWechat', { authData: { webapp_union: carol } });
    expect(login.body.objectId).toBe(me.userId);

    expect((await server.call('mutateUnbindWechat', { objectId: me.userId }, me.token)).body).toEqual({ success: true });
    expect((await server.call('getBindWechatStatus', { objectId: me.userId }, me.token)).body).toEqual({ status: 0 });
    expect((await server.call('mutateBindWechat', { objectId: other.userId, authData: { webapp_union: carol } }, other.token)).body).toEqual({ success: true });
  });
});
