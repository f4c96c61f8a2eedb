import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/support/fake-store';
import { appSlice } from '../app/app-slice';

const { featuresLoaded } = appSlice.actions;
import { bindWechat, bindWechatByCode, selectWechatAvailable, unbindWechat } from './wechat';

const authData = { webapp_union: { openid: 'o1', unionid: 'u1', ticket: 't' } };
const features = { wechatQrLogin: false, wechatMiniProgram: false, weather: false, maps: false, contentCheck: false, payment: 'none', mediaBase: '' };

describe('WeChat on the account page', () => {
  it('is offered only when the server has a WeChat sign-in', async () => {
    const { store } = await fakeStore();
    store.dispatch(featuresLoaded(features));
    expect(selectWechatAvailable(store.getState())).toBe(false);
    store.dispatch(featuresLoaded({ ...features, wechatMiniProgram: true }));
    expect(selectWechatAvailable(store.getState())).toBe(true);
  });

  it('binds, or says the WeChat belongs to another user', async () => {
    let success = false;
    const { store, platform } = await fakeStore({ answers: { mutateBindWechat: () => ({ success }) } });
    expect(await store.dispatch(bindWechat(authData))).toBe(false);
    expect(platform.toasts.at(-1)!.message.key).toBe('settings.wechatBindFailed');
    expect(store.getState().session.wechatBindStatus).toBe(0);
    success = true;
    expect(await store.dispatch(bindWechat(authData))).toBe(true);
    expect(platform.requests.at(-1)!.payload).toEqual({ objectId: 'u1', authData });
    expect(store.getState().session.wechatBindStatus).toBe(1);
  });

  it("binds in the mini program with the code of WeChat's sign-in", async () => {
    const { store, platform } = await fakeStore({
      answers: { getAuthData: () => ({ weapp_union: { openid: 'o2', unionid: 'u2', ticket: 't2' } }), mutateBindWechat: () => ({ success: true }) },
    });
    expect(await store.dispatch(bindWechatByCode('wx-login-code'))).toBe(true);
    expect(platform.requests.map((r) => r.type).slice(-2)).toEqual(['getAuthData', 'mutateBindWechat']);
    expect(platform.requests.at(-1)!.payload).toEqual({ objectId: 'u1', authData: { weapp_union: { openid: 'o2', unionid: 'u2', ticket: 't2' } } });
    expect(store.getState().session.wechatBindStatus).toBe(1);
  });

  it('unbinds only after the user confirms', async () => {
    const { store, platform } = await fakeStore({ answers: { mutateBindWechat: () => ({ success: true }), mutateUnbindWechat: () => ({ success: true }) } });
    await store.dispatch(bindWechat(authData));
    platform.confirmAnswers.push(false);
    expect(await store.dispatch(unbindWechat())).toBe(false);
    expect(platform.requests.map((r) => r.type)).toEqual(['mutateBindWechat']);
    expect(await store.dispatch(unbindWechat())).toBe(true);
    expect(platform.confirms.at(-1)!.content).toEqual({ key: 'settings.wechatUnbindContent' });
    expect(store.getState().session.wechatBindStatus).toBe(0);
    expect(platform.routes.at(-1)).toEqual({ kind: 'back' });
  });
});
