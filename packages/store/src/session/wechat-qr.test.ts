import { describe, expect, it } from 'vitest';
import { appSlice } from '../app/app-slice';
import { SESSION, WECHAT_QR } from '../persist/keys';
import { FakeResponse } from '../platform/memory-platform';
import { fakeStore, startAnswers } from '../../test/support/fake-store';
import { submitSignIn } from './sign-in';
import { agreementToggled, codeTyped, phoneTyped } from './sign-in-slice';
import { sessionSlice } from './session-slice';
import { finishWechatQr, selectWechatQrOffered, selectWechatRowAction, startWechatQr } from './wechat-qr';

const union = { webapp_union: { openid: 'o1', unionid: 'u1', ticket: 't1' } };
const user = { objectId: 'u9', proStatus: 0 };
const started = startAnswers(user);
const login = () => ({ objectId: 'u9', sessionToken: 's9', deletedStatus: false, agreement: true, isNew: false, user });
const qrParams = () => ({
  appid: 'wx-web',
  scope: 'snsapi_login',
  redirect_uri: 'https://diary.example/qrcode',
  state: 's.1.n.sig',
  expiresAt: '2026-11-21T02:10:00.000Z',
  qrPage: 'http://127.0.0.1:4000/qr',
});
const known = () => ({ results: [{ objectId: 'u9', mobilePhoneNumber: '138****8000' }] });
const features = { wechatQrLogin: true, wechatMiniProgram: false, weather: false, maps: false, contentCheck: false, payment: 'none', mediaBase: 'http://m' };

describe('the web QR sign-in', () => {
  it('is offered on wider screens of a server with a WeChat website app', async () => {
    const { store } = await fakeStore({ signedIn: false });
    expect(selectWechatQrOffered(store.getState())).toBe(false);
    store.dispatch(appSlice.actions.featuresLoaded(features));
    expect(selectWechatQrOffered(store.getState())).toBe(false);
    store.dispatch(appSlice.actions.screenResized(1440));
    expect(selectWechatQrOffered(store.getState())).toBe(true);
  });

  it("decides the account page's WeChat row: unbind when bound, else scan on a wide screen, else say to use a computer", async () => {
    const { store } = await fakeStore();
    store.dispatch(appSlice.actions.featuresLoaded({ ...features, wechatQrLogin: false, wechatMiniProgram: true }));
    expect(selectWechatRowAction(store.getState())).toBe('none');
    store.dispatch(appSlice.actions.featuresLoaded(features));
    expect(selectWechatRowAction(store.getState())).toBe('onComputer');
    store.dispatch(appSlice.actions.screenResized(1440));
    expect(selectWechatRowAction(store.getState())).toBe('scan');
    store.dispatch(sessionSlice.actions.wechatBindStatusLoaded(1));
    expect(selectWechatRowAction(store.getState())).toBe('unbind');
  });

  it("frames WeChat's QR page with the server's state, redirecting to this site's /qrcode, and remembers the state", async () => {
    const { store, platform } = await fakeStore({ signedIn: false, answers: { getWechatQrParams: qrParams } });
    const frame = await store.dispatch(startWechatQr('login', { dark: true }));
    expect(frame!.expiresAt).toBe('2026-11-21T02:10:00.000Z');
    const url = frame!.url;
    expect(platform.requests[0]!.payload).toEqual({ redirectUri: 'https://diary.example/qrcode' });
    expect(url).toMatch(
      /^http:\/\/127\.0\.0\.1:4000\/qr\?appid=wx-web&scope=snsapi_login&redirect_uri=https%3A%2F%2Fdiary\.example%2Fqrcode&state=s\.1\.n\.sig&/,
    );
    expect(url).toContain('style=white');
    expect(JSON.parse(platform.stored.get(WECHAT_QR.key)!).data).toEqual({ state: 's.1.n.sig', purpose: 'login', expiresAt: '2026-11-21T02:10:00.000Z' });
  });

  it('signs a known WeChat in straight away when WeChat returns the same state', async () => {
    const answers = { ...started, getWechatQrParams: qrParams, getWebappAuthData: () => union, getUnionidStatus: known, loginByWechat: login };
    const { store, platform } = await fakeStore({ signedIn: false, answers });
    await store.dispatch(startWechatQr('login', { dark: false }));
    expect(await store.dispatch(finishWechatQr({ code: 'c1', state: 's.1.n.sig' }))).toBe('signed-in');
    expect(platform.requests.map((r) => r.type).slice(1, 4)).toEqual(['getWebappAuthData', 'getUnionidStatus', 'loginByWechat']);
    expect(platform.requests[1]!.payload).toEqual({ code: 'c1', state: 's.1.n.sig' });
    expect(platform.stored.get(SESSION.key)).toContain('s9');
    // The state is used once.
    expect(platform.stored.has(WECHAT_QR.key)).toBe(false);
  });

  it('keeps a new WeChat for the phone form (bind mode), which signs in with the SMS code', async () => {
    const answers = {
      ...started,
      getWechatQrParams: qrParams,
      getWebappAuthData: () => union,
      getUnionidStatus: () => ({ results: [] }),
      loginByWechat: login,
    };
    const { store, platform } = await fakeStore({ signedIn: false, answers });
    await store.dispatch(startWechatQr('login', { dark: false }));
    expect(await store.dispatch(finishWechatQr({ code: 'c1', state: 's.1.n.sig' }))).toBe('needs-phone');
    expect(store.getState().signIn).toMatchObject({ wechat: union, mode: 'bind' });
    expect(platform.stored.has(SESSION.key)).toBe(false);
    store.dispatch(phoneTyped('13800138000'));
    store.dispatch(codeTyped('123456'));
    store.dispatch(agreementToggled());
    expect(await store.dispatch(submitSignIn())).toBe(true);
    expect(platform.requests.find((r) => r.type === 'loginByWechat')!.payload).toEqual({
      authData: union,
      mobilePhoneNumber: '13800138000',
      smsCode: '123456',
      agreement: true,
    });
  });

  it('refuses a state this device did not start, a changed one, or an expired one, without asking the server', async () => {
    const { store, platform } = await fakeStore({ signedIn: false, answers: { getWechatQrParams: qrParams, getWebappAuthData: () => union } });
    expect(await store.dispatch(finishWechatQr({ code: 'c1', state: 's.1.n.sig' }))).toBe('failed');
    expect(platform.toasts.at(-1)!.message.key).toBe('errors.generic');

    await store.dispatch(startWechatQr('login', { dark: false }));
    expect(await store.dispatch(finishWechatQr({ code: 'c1', state: 's.1.n.forged' }))).toBe('failed');
    // The started state was used up by the refused attempt too.
    expect(await store.dispatch(finishWechatQr({ code: 'c1', state: 's.1.n.sig' }))).toBe('failed');

    await store.dispatch(startWechatQr('login', { dark: false }));
    platform.setNow('2026-11-21T02:10:01.000Z');
    expect(await store.dispatch(finishWechatQr({ code: 'c1', state: 's.1.n.sig' }))).toBe('failed');
    expect(await store.dispatch(finishWechatQr({ code: null, state: null }))).toBe('failed');
    expect(platform.requests.filter((r) => r.type === 'getWebappAuthData')).toHaveLength(0);
  });

  it("says the seed's problem when the server refuses the state or the code", async () => {
    const { store, platform } = await fakeStore({
      signedIn: false,
      answers: { getWechatQrParams: qrParams, getWebappAuthData: () => new FakeResponse(403, { code: 403, error: 'The sign-in state is not this server’s' }) },
    });
    await store.dispatch(startWechatQr('login', { dark: false }));
    expect(await store.dispatch(finishWechatQr({ code: 'c1', state: 's.1.n.sig' }))).toBe('failed');
    expect(platform.toasts.at(-1)!.message.key).toBe('errors.generic');
    expect(platform.stored.has(SESSION.key)).toBe(false);
  });

  it('binds the scanned WeChat to the signed-in account when the scan was started to bind', async () => {
    const answers = { getWechatQrParams: qrParams, getWebappAuthData: () => union, mutateBindWechat: () => ({ success: true }) };
    const { store, platform } = await fakeStore({ answers });
    await store.dispatch(startWechatQr('bind', { dark: false }));
    expect(await store.dispatch(finishWechatQr({ code: 'c1', state: 's.1.n.sig' }))).toBe('bound');
    expect(platform.requests.find((r) => r.type === 'mutateBindWechat')!.payload).toEqual({ objectId: 'u1', authData: union });
    expect(store.getState().session.wechatBindStatus).toBe(1);
    expect(platform.requests.some((r) => r.type === 'loginByWechat')).toBe(false);
  });

  it('says so when the scanned WeChat already belongs to another account', async () => {
    const answers = { getWechatQrParams: qrParams, getWebappAuthData: () => union, mutateBindWechat: () => ({ success: false }) };
    const { store, platform } = await fakeStore({ answers });
    await store.dispatch(startWechatQr('bind', { dark: false }));
    expect(await store.dispatch(finishWechatQr({ code: 'c1', state: 's.1.n.sig' }))).toBe('failed');
    expect(platform.toasts.at(-1)!.message.key).toBe('settings.wechatBindFailed');
  });

  it('answers nothing and says why when the server has no QR sign-in', async () => {
    const { store, platform } = await fakeStore({ signedIn: false, answers: { getWechatQrParams: () => new FakeResponse(503, { code: 503, error: 'off' }) } });
    expect(await store.dispatch(startWechatQr('login', { dark: false }))).toBeNull();
    expect(platform.toasts.at(-1)!.options?.icon).toBe('error');
    expect(platform.stored.has(WECHAT_QR.key)).toBe(false);
  });
});
